/**
 * The one error envelope of the service. Spec 7.1 fixes `{ message, errors }` for 422; every other
 * non-2xx answer (400, 401, 404, 413, 500, 503) uses the same JSON shape, so a consumer needs a
 * single error parser and never meets an HTML or plain-text body.
 */
import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import type { FieldErrors } from '../engine/request.ts';
import { AsOfRefused } from '../sheets/clock.ts';
import { SheetsUnavailable } from '../sheets/store.ts';
import type { AppEnv } from './env.ts';

/** A schema (not only a type) because the OpenAPI document describes every error with it. */
export const ErrorBody = z.object({
  message: z.string(),
  errors: z
    .record(z.string(), z.array(z.string()))
    .optional()
    .describe('Field name -> messages; present when the failure is about specific request fields'),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Thrown below the routes to end the request with `status` and the envelope; rendered by onError. */
export class HttpError extends Error {
  override name = 'HttpError';
  readonly status: ContentfulStatusCode;
  readonly errors: FieldErrors | undefined;

  constructor(status: ContentfulStatusCode, message: string, errors?: FieldErrors) {
    super(message);
    this.status = status;
    this.errors = errors;
  }
}

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
  app.notFound((c) => errorResponse(c, 404, `no route for ${c.req.method} ${c.req.path}`));
  app.onError((error, c) => {
    if (error instanceof HttpError) return errorResponse(c, error.status, error.message, error.errors);
    if (error instanceof AsOfRefused) return errorResponse(c, 422, error.message, { as_of: [error.message] });
    if (error instanceof SheetsUnavailable) return errorResponse(c, 503, error.message);
    // Logged with the route only: never the headers, which carry the bearer token.
    console.error('unhandled error', { method: c.req.method, path: c.req.path, error: error.stack ?? String(error) });
    // Generic on purpose: internals and stack traces stay in the logs.
    return errorResponse(c, 500, 'internal error');
  });
}
