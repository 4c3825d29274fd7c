/**
 * Reading a request body (worker/http/json-body.ts) from Node: which Content-Types are JSON (the
 * 415 of a body route), and the bounded read: 413 past the limit, whether Content-Length says so
 * or the bytes do, 400 for bytes that are not UTF-8 JSON. Both sides of the limit.
 */
import { describe, expect, it } from 'vitest';
import { MAX_BATCH_BODY_BYTES, MAX_BODY_BYTES, MAX_IGNORED_BODY_BYTES } from '../../worker/contract/limits.ts';
import { HttpError } from '../../worker/http/http-error.ts';
import { dropBody, isJsonContentType, parseJsonBytes, readJsonBody } from '../../worker/http/json-body.ts';

describe('isJsonContentType', () => {
  it.each([
    'application/json',
    'Application/JSON',
    ' application/json ',
    'application/json; charset=utf-8',
    'application/json;charset=UTF-8',
    'application/json; charset="utf-8"',
    'application/json; charset=utf8',
    'application/json; boundary=x', // a parameter other than charset says nothing about the encoding
    'application/json; xcharset=utf-16',
  ])('%j is JSON', (type) => {
    expect(isJsonContentType(type)).toBe(true);
  });

  it.each([
    undefined,
    '',
    'text/plain',
    'text/json',
    'application/jsonx',
    'application/x-www-form-urlencoded',
    'application/json; charset=utf-16',
    'application/json; charset=latin1',
    'application/json; charset=',
  ])('%j is not', (type) => {
    expect(isJsonContentType(type)).toBe(false);
  });
});

const post = (body: string | Uint8Array | null, headers: Record<string, string> = {}) =>
  new Request('http://pricer.test/api/pricer/quote', { method: 'POST', body, headers });

/** A body streamed in the given chunks, with no Content-Length (as a chunked upload arrives). */
function streamed(chunks: Uint8Array[]): Request {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  return new Request('http://pricer.test/api/pricer/quote', { method: 'POST', body, duplex: 'half' } as RequestInit);
}

/** `n` bytes of valid JSON: a string literal padded to length. */
const jsonOfBytes = (n: number) => `"${'x'.repeat(n - 2)}"`;

async function refusal(read: Promise<unknown>): Promise<{ status: number; message: string }> {
  const error = await read.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(error)}`);
  return { status: error.status, message: error.message };
}

describe('readJsonBody', () => {
  it('limits a quote to 64 KiB and a batch to 256 KiB', () => {
    expect(MAX_BODY_BYTES).toBe(65_536);
    expect(MAX_BATCH_BODY_BYTES).toBe(262_144);
  });

  it('parses a JSON body', async () => {
    expect(await readJsonBody(post('{"term": 30, "state": "ca"}'))).toEqual({ term: 30, state: 'ca' });
  });

  it('reads a body of exactly the limit and refuses one byte more with 413, by the bytes read', async () => {
    expect(await readJsonBody(post(jsonOfBytes(100)), 100)).toBe('x'.repeat(98));
    expect(await refusal(readJsonBody(post(jsonOfBytes(101)), 100))).toEqual({
      status: 413,
      message: 'request body exceeds 100 bytes',
    });
  });

  it('takes the default limit of 64 KiB', async () => {
    expect(await readJsonBody(post(jsonOfBytes(MAX_BODY_BYTES)))).toHaveLength(MAX_BODY_BYTES - 2);
    expect(await refusal(readJsonBody(post(jsonOfBytes(MAX_BODY_BYTES + 1))))).toEqual({
      status: 413,
      message: 'request body exceeds 65536 bytes',
    });
  });

  it('refuses a declared Content-Length over the limit without reading the body', async () => {
    const request = post('{}', { 'Content-Length': '101' });
    expect(await refusal(readJsonBody(request, 100))).toEqual({
      status: 413,
      message: 'request body exceeds 100 bytes',
    });
    expect(request.bodyUsed).toBe(false);
  });

  it('reads a body whose declared Content-Length is exactly the limit', async () => {
    expect(await readJsonBody(post('{}', { 'Content-Length': '100' }), 100)).toEqual({});
  });

  it('joins a streamed body’s chunks in order and counts them all against the limit', async () => {
    const bytes = new TextEncoder().encode('{"a": [1, 2, 3], "b": "two"}');
    const chunks = [bytes.slice(0, 5), bytes.slice(5, 6), bytes.slice(6)];
    expect(await readJsonBody(streamed(chunks), bytes.length)).toEqual({ a: [1, 2, 3], b: 'two' });
    expect(await refusal(readJsonBody(streamed(chunks), bytes.length - 1))).toEqual({
      status: 413,
      message: `request body exceeds ${bytes.length - 1} bytes`,
    });
  });

  it.each([
    ['not JSON', post('term=30')],
    ['JSON cut short', post('{"term": 30')],
    ['empty', post('')],
    ['no body at all', post(null)],
    ['bytes that are not UTF-8', post(new Uint8Array([0x22, 0xff, 0xfe, 0x22]))],
  ])('answers 400 to a body that is %s', async (_, request) => {
    expect(await refusal(readJsonBody(request))).toEqual({ status: 400, message: 'request body is not valid JSON' });
  });

  it('reads a UTF-8 body that starts with a byte-order mark', async () => {
    expect(await readJsonBody(post(new Uint8Array([0xef, 0xbb, 0xbf, 0x7b, 0x7d])))).toEqual({});
  });
});

describe('a body that ends early', () => {
  it('is a 400 when the stream fails mid-way (the client went away), not an error of the service', async () => {
    let pulls = 0;
    const body = new ReadableStream<Uint8Array>({
      pull: (c) => (pulls++ === 0 ? c.enqueue(new Uint8Array([0x7b])) : c.error(new Error('connection reset'))),
    });
    const request = new Request('http://pricer.test/api/pricer/quote', {
      method: 'POST',
      body,
      duplex: 'half',
    } as RequestInit);
    expect(await refusal(readJsonBody(request))).toEqual({
      status: 400,
      message: 'the request body could not be read to its end: the connection closed',
    });
  });
});

describe('parseJsonBytes (shared with npm run quote)', () => {
  it('drops one leading byte-order mark and reads strict UTF-8 only', () => {
    expect(parseJsonBytes(new Uint8Array([0xef, 0xbb, 0xbf, 0x5b, 0x5d]))).toEqual([]);
    expect(() => parseJsonBytes(new Uint8Array([0xef, 0xbb, 0xbf, 0xef, 0xbb, 0xbf, 0x5b, 0x5d]))).toThrow(
      'request body is not valid JSON',
    );
    expect(() => parseJsonBytes(new Uint8Array([0x22, 0xc3, 0x22]))).toThrow('request body is not valid JSON');
  });
});

describe('dropBody with no bound (a GET route takes no body)', () => {
  const ROUTE = 'GET /api/programs';
  const message = `${ROUTE} takes no body: send the request without one`;
  const auth = (body: string | null, headers: Record<string, string> = {}) =>
    new Request('http://pricer.test/api/auth/test', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

  it('lets through no body, an empty one and a Content-Length of 0', async () => {
    await expect(dropBody(auth(null), ROUTE)).resolves.toBeUndefined();
    await expect(dropBody(auth(''), ROUTE)).resolves.toBeUndefined();
    await expect(dropBody(streamed([]), ROUTE)).resolves.toBeUndefined();
    await expect(dropBody(auth(null, { 'Content-Length': '0' }), ROUTE)).resolves.toBeUndefined();
  });

  it('refuses one byte, declared without reading or streamed without a Content-Length, with 413', async () => {
    const declared = auth('x', { 'Content-Length': '1' });
    expect(await refusal(dropBody(declared, ROUTE))).toEqual({ status: 413, message });
    expect(declared.bodyUsed).toBe(false);
    expect(await refusal(dropBody(streamed([new Uint8Array([0x20])]), ROUTE))).toEqual({ status: 413, message });
  });
});

describe('dropBody, a body ignored up to a bound (POST /api/auth/test)', () => {
  const ROUTE = 'POST /api/auth/test';
  const limit = MAX_IGNORED_BODY_BYTES;
  const message = `${ROUTE} reads no body and ignores one of up to 1024 bytes: send a shorter one or none`;
  const post = (body: string, headers: Record<string, string> = {}) =>
    new Request('http://pricer.test/api/auth/test', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

  it('is 1 KiB', () => {
    expect(limit).toBe(1024);
  });

  it('drops `{}`, any text and exactly the bound, declared or streamed', async () => {
    await expect(dropBody(post('{}', { 'Content-Length': '2' }), ROUTE, limit)).resolves.toBeUndefined();
    await expect(dropBody(post('not json at all'), ROUTE, limit)).resolves.toBeUndefined();
    await expect(dropBody(post('x'.repeat(limit), { 'Content-Length': String(limit) }), ROUTE, limit)).resolves.toBe(
      undefined,
    );
    await expect(dropBody(streamed([new Uint8Array(limit - 1), new Uint8Array(1)]), ROUTE, limit)).resolves.toBe(
      undefined,
    );
  });

  it('refuses one byte past it with 413, declared without reading or streamed', async () => {
    const declared = post('x'.repeat(limit + 1), { 'Content-Length': String(limit + 1) });
    expect(await refusal(dropBody(declared, ROUTE, limit))).toEqual({ status: 413, message });
    expect(declared.bodyUsed).toBe(false);
    const crossing = streamed([new Uint8Array(limit), new Uint8Array(1)]);
    expect(await refusal(dropBody(crossing, ROUTE, limit))).toEqual({ status: 413, message });
    // A Content-Length past the bound by a fraction is still past it.
    expect(await refusal(dropBody(post('{}', { 'Content-Length': '1024.0000001' }), ROUTE, limit))).toEqual({
      status: 413,
      message,
    });
  });
});
