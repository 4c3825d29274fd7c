/** Reading a bounded JSON request body. */

import { MAX_BODY_BYTES } from '../contract/limits.ts';
import { parseJsonKeepingNumbers } from '../engine/sent-numbers.ts';
import { HttpError } from './http-error.ts';

/**
 * Is `contentType` JSON? `application/json`, any case, with parameters; a charset, when given, must
 * be UTF-8 (the only encoding the body is read in).
 */
export function isJsonContentType(contentType: string | undefined): boolean {
  if (contentType === undefined) return false;
  const [type, ...params] = contentType.split(';').map((part) => part.trim().toLowerCase());
  if (type !== 'application/json') return false;
  const charset = params
    .find((p) => p.startsWith('charset='))
    ?.slice('charset='.length)
    .replace(/"/g, '');
  return charset === undefined || charset === 'utf-8' || charset === 'utf8';
}

/**
 * The parsed JSON body, or 413 when it exceeds `limit` bytes and 400 when it is not JSON.
 * A declared Content-Length over the limit is refused without reading; the bytes actually read are
 * counted too, since the header can be absent (chunked) or wrong, and reading stops at the limit.
 */
export async function readJsonBody(request: Request, limit = MAX_BODY_BYTES): Promise<unknown> {
  if (Number(request.headers.get('Content-Length')) > limit) throw tooLarge(limit);
  return parseJsonBytes(await readAtMost(request, limit));
}

/**
 * A body's bytes as JSON: strict UTF-8, a leading byte-order mark dropped; 400 otherwise. Shared
 * with `npm run quote`, which reads a file as the endpoint reads a body.
 */
export function parseJsonBytes(bytes: Uint8Array): unknown {
  try {
    return parseJsonKeepingNumbers(new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes));
  } catch {
    throw new HttpError(400, 'request body is not valid JSON');
  }
}

/**
 * A route that reads no body drops one of up to `ignored` bytes (0: it takes none) and refuses a
 * longer one with 413, whether Content-Length declares it or its bytes arrive without one (chunked):
 * none of it is read past the chunk that crosses the bound.
 */
export async function dropBody(request: Request, route: string, ignored = 0): Promise<void> {
  const refused = () =>
    new HttpError(
      413,
      ignored === 0
        ? `${route} takes no body: send the request without one`
        : `${route} reads no body and ignores one of up to ${ignored} bytes: send a shorter one or none`,
    );
  if (Number(request.headers.get('Content-Length')) > ignored) throw refused();
  await readAtMost(request, ignored, refused);
}

async function readAtMost(request: Request, limit: number, over = () => tooLarge(limit)): Promise<Uint8Array> {
  if (!request.body) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (let chunk = await readFrom(reader); !chunk.done; chunk = await readFrom(reader)) {
    size += chunk.value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw over();
    }
    chunks.push(chunk.value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * The next chunk of a body. A read fails when the client goes away mid-body: the client's doing, not
 * the service's, so a 400 (which nobody receives) and no error logged.
 */
type Reader = ReadableStreamDefaultReader<Uint8Array>;
function readFrom(reader: Reader): ReturnType<Reader['read']> {
  return reader.read().catch(() => {
    throw new HttpError(400, 'the request body could not be read to its end: the connection closed');
  });
}

function tooLarge(limit: number): HttpError {
  return new HttpError(413, `request body exceeds ${limit} bytes`);
}
