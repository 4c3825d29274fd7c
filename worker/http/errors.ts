/**
 * The one error envelope of the service (ErrorBody, wire.ts): `{ message, errors?, request_id }`.
 * Every non-2xx answer (400, 401, 404, 405, 413, 415, 422, 500, 503) uses it, so a consumer needs a
 * single error parser and never meets an HTML or plain-text body; the request's id (request-log.ts)
 * is in it and in the X-Request-Id header, and its key goes to the request's log line.
 */
import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { FieldErrors } from '../contract/request.ts';
import type { ErrorBody } from '../contract/wire.ts';
import { refusal } from './answers.ts';
import type { AppEnv } from './env.ts';
import { HttpError } from './http-error.ts';
import { type ErrorKey, errorKeyOf } from './log-line.ts';
import { allowedMethods, routeOf } from './paths.ts';

export function errorResponse(
  c: Context<AppEnv>,
  status: ContentfulStatusCode,
  message: string,
  errors?: FieldErrors,
  key: ErrorKey = errorKeyOf(status),
): Response {
  c.var.facts.error = key;
  // A 5xx's message is the service's own words (a lender and a KV key at most); a 4xx's may quote the caller.
  if (status >= 500) c.var.facts.message = message;
  const body: ErrorBody = { message, ...(errors ? { errors } : {}), request_id: c.var.requestId };
  return c.json(body, status);
}

export function installErrorHandlers(app: Hono<AppEnv>): void {
  app.notFound((c) => {
    const allowed = allowedMethods(c.req.path);
    if (allowed.length === 0) return errorResponse(c, 404, `no route for ${c.req.method} ${c.req.path}`);
    // A known path asked with another method (OPTIONS included: no preflight is answered).
    c.header('Allow', allowed.join(', '));
    return errorResponse(c, 405, `${c.req.path} answers ${allowed.join(', ')}, not ${c.req.method}`);
  });
  app.onError((error, c) => {
    if (error instanceof HttpError) return errorResponse(c, error.status, error.message, error.errors);
    const refused = refusal(error);
    if (refused) return errorResponse(c, refused.status, refused.body.message, refused.body.errors, refused.key);
    // The detail line of the request's log line, tied by its id: the route, never the headers (the bearer token).
    const detail = {
      event: 'unhandled_error',
      request_id: c.var.requestId,
      method: c.req.method,
      route: routeOf(c.req.path) ?? 'unmatched',
      error: error.stack ?? String(error),
    };
    console.error(JSON.stringify(detail));
    // Generic on purpose: internals and stack traces stay in the logs.
    return errorResponse(c, 500, 'internal error');
  });
}
