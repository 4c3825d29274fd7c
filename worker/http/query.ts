/** Reading a route's query string through the engine's schema for it. */
import type { Context } from 'hono';
import type { z } from 'zod';
import { parseFields } from '../engine/request.ts';
import { HttpError } from './errors.ts';

/** The parsed query, or 422 naming each bad or unknown parameter (a typo like `asof=` is refused, as in bodies). */
export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const parsed = parseFields(schema, c.req.query(), 'the query');
  if (!parsed.ok) throw new HttpError(422, parsed.message, parsed.errors);
  return parsed.value;
}
