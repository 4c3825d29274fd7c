/**
 * GET /api/openapi.json: the OpenAPI 3.1 document (built by worker/contract/openapi.ts, written gzipped
 * into openapi-document.ts by `npm run openapi`), behind the bearer token like every route. Sent
 * decompressed, whatever the client accepts.
 */
import type { Handler } from 'hono';
import { OPENAPI_GZIP_BASE64 } from '../../contract/openapi-document.ts';
import type { AppEnv } from '../env.ts';

// Decoded on the first request for it, not at the isolate's start (about 2 ms of every cold start otherwise).
let gzipped: Uint8Array | undefined;

export const openApiHandler: Handler<AppEnv> = (c) => {
  gzipped ??= Uint8Array.from(atob(OPENAPI_GZIP_BASE64), (char) => char.charCodeAt(0));
  return c.body(new Blob([gzipped]).stream().pipeThrough(new DecompressionStream('gzip')), 200, {
    'Content-Type': 'application/json',
  });
};
