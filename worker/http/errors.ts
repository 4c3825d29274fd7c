/**
 * The one error envelope of the service (ErrorBody): `{ message, errors }` for 422; every other
 * non-2xx answer (400, 401, 404, 405, 413, 415, 500, 503) uses the same JSON shape, so a consumer
 * needs a single error parser and never meets an HTML or plain-text body.
 */
import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { FieldErrors } from '../engine/request.ts';
import type { ErrorBody } from '../engine/response.ts';
import { refusal } from './answers.ts';
import type { AppEnv } from './env.ts';
import { HttpError } from './http-error.ts';
import { allowedMethods } from './operations.ts';

export function errorResponse(
  c: Context,
  status: ContentfulStatusCode,
  message: string,
  errors?: FieldErrors,
): Response {
  const body: ErrorBody = errors ? { message, errors } : { message };
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
    if (refused) return errorResponse(c, refused.status, refused.body.message, refused.body.errors);
    // Logged with the route only: never the headers, which carry the bearer token.
    console.error('unhandled error', { method: c.req.method, path: c.req.path, error: error.stack ?? String(error) });
    // Generic on purpose: internals and stack traces stay in the logs.
    return errorResponse(c, 500, 'internal error');
  });
}
