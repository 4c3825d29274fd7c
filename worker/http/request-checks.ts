/**
 * What every route checks before its handler runs, from its entry in the route table: the URL is
 * part of the question, so a query parameter the operation does not declare, or one given twice,
 * is a 422 naming it (never silently ignored or collapsed); a body route takes JSON only (415).
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { parseFields } from '../engine/request.ts';
import type { AppEnv } from './env.ts';
import { HttpError } from './http-error.ts';
import { isJsonContentType } from './json-body.ts';
import type { Operation } from './operations.ts';

/** The query as parsed by `schema`, or 422 naming each unknown, repeated or invalid parameter. */
export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const params = new URL(c.req.url).searchParams;
  const seen = new Map<string, string>();
  const repeated = new Set<string>();
  for (const [name, value] of params) {
    if (seen.has(name)) repeated.add(name);
    else seen.set(name, value);
  }
  if (repeated.size > 0) {
    const errors = Object.fromEntries(
      [...repeated].map((name) => [name, [`query parameter ${name} is given more than once: give it once`]]),
    );
    throw new HttpError(422, Object.values(errors)[0]![0]!, errors);
  }
  const parsed = parseFields(schema, Object.fromEntries(seen), 'the query of this route');
  if (!parsed.ok) throw new HttpError(422, parsed.message, parsed.errors);
  return parsed.value;
}

export const requestChecks =
  (op: Operation): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    parseQuery(c, op.query);
    if (op.body && !isJsonContentType(c.req.header('Content-Type')))
      throw new HttpError(415, 'the body must be JSON: send Content-Type: application/json');
    await next();
  };
