/**
 * The outermost middleware (app.ts): every request, the unauthenticated ones included, gets an id
 * (request-id.ts), sent back as X-Request-Id on every answer and in every error body (errors.ts),
 * and exactly one log line (log-line.ts), written once it is answered.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './env.ts';
import { logLine, type RequestFacts } from './log-line.ts';
import { routeOf } from './paths.ts';
import { requestIdOf } from './request-id.ts';

/** The log line of the request `c` answered, or failed to answer when `thrown`. */
function writeLine(c: Context<AppEnv>, started: number, thrown: boolean): void {
  const served = {
    request_id: c.var.requestId,
    started,
    // Date.now() in workerd advances only across I/O: this is the time spent waiting (body, KV), not CPU.
    duration_ms: Date.now() - started,
    method: c.req.method,
    route: routeOf(c.req.path) ?? 'unmatched',
    status: thrown ? 500 : c.res.status,
  };
  console.log(logLine(served, c.var.facts));
}

/** The secrets' comparison of auth.ts (workerd only); the Node-side route tests, which have no token, pass their own. */
type SameSecret = (presented: string, expected: string) => Promise<boolean>;

export const requestLog =
  (sameSecret: SameSecret): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const started = Date.now();
    const facts: RequestFacts = {};
    c.set('facts', facts);
    const token = c.env.INTERNAL_TOKEN;
    const isToken = async (id: string) => (token ? sameSecret(id, token) : false);
    c.set('requestId', await requestIdOf(c.req.header('X-Request-Id'), isToken));
    // Before the answer exists: every response made through the context (c.json, c.body) carries it.
    c.header('X-Request-Id', c.var.requestId);
    let thrown = true;
    try {
      await next();
      thrown = false;
    } finally {
      // Hono answers every Error through errors.ts; only a thrown non-Error reaches here, and the runtime answers 500.
      writeLine(c, started, thrown);
    }
  };
