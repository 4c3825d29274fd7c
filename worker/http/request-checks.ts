/**
 * What every route checks before its handler runs, from its entry in the route table: the URL is
 * part of the question, so a query parameter the operation does not declare, or one given twice,
 * is a 422 naming it (never silently ignored or collapsed); a body route takes JSON only (415), and
 * a route without a body drops one up to the bound it declares and refuses a longer one (413).
 */
import type { Context, MiddlewareHandler } from 'hono';
import type * as z from '../artifact/zod.ts';
import type { Operation } from '../contract/operations.ts';
import { parseFields } from '../contract/request.ts';
import type { AppEnv } from './env.ts';
import { HttpError } from './http-error.ts';
import { dropBody, isJsonContentType } from './json-body.ts';

/** The query as parsed by `schema`, or 422 naming each unknown, repeated or invalid parameter. */
export function parseQuery<S extends z.ZodMiniObject>(c: Context, schema: S): z.output<S> {
  const declared = Object.keys(schema.shape);
  const seen = new Map<string, string>();
  const errors = new Map<string, string[]>();
  for (const [name, value] of new URL(c.req.url).searchParams) {
    if (!declared.includes(name)) {
      const takes = declared.length ? `it takes ${declared.join(', ')}` : 'it takes none';
      errors.set(name, [`${name} is not a query parameter of ${c.req.method} ${c.req.path} (${takes})`]);
    } else if (seen.has(name)) errors.set(name, [`query parameter ${name} is given more than once: give it once`]);
    else seen.set(name, value);
  }
  if (errors.size === 0) {
    const parsed = parseFields(schema, Object.fromEntries(seen), 'the query');
    if (parsed.ok) return parsed.value;
    for (const [name, messages] of Object.entries(parsed.errors)) errors.set(name, messages);
  }
  const first = [...errors.values()][0]![0]!;
  const more = errors.size > 1 ? ` (and ${errors.size - 1} more parameter errors)` : '';
  throw new HttpError(422, `${first}${more}`, Object.fromEntries(errors));
}

export const requestChecks =
  (op: Operation): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    parseQuery(c, op.query);
    if (!op.body) await dropBody(c.req.raw, `${c.req.method} ${c.req.path}`, op.ignoredBody ?? 0);
    else if (!isJsonContentType(c.req.header('Content-Type')))
      throw new HttpError(415, 'the body must be JSON: send Content-Type: application/json');
    await next();
  };
