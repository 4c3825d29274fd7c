/** An error that ends a request with `status` and the error envelope; rendered by errors.ts. */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { FieldErrors } from '../contract/request.ts';

/** Thrown below the routes to end the request with `status` and the envelope. */
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
