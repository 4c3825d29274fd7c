import { reset } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_BODY_BYTES } from '../../worker/contract/limits.ts';
import { createApp } from '../../worker/http/app.ts';
import { SheetStore } from '../../worker/sheets/store.ts';
import { publish } from './kv-fixtures.ts';
import { authorized, send, VALID_QUOTE } from './requests.ts';

// The files of a worker share KV (isolate: false): another may have left a sheet unreadable. Start clean.
beforeAll(async () => {
  await reset();
  await publish(env.PRICER_KV);
});

async function expectError(
  response: Response,
  status: number,
): Promise<{ message: string; errors?: Record<string, string[]> }> {
  expect(response.status).toBe(status);
  expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
  const { request_id, ...body } = await response.json<{
    message: string;
    errors?: Record<string, string[]>;
    request_id: string;
  }>();
  expect(request_id).toBe(response.headers.get('X-Request-Id'));
  expect(body.message).toEqual(expect.any(String));
  return body;
}

describe('error envelope', () => {
  it('answers 404 JSON on an unknown route', async () => {
    await expectError(await send('/api/nope'), 404);
  });

  it.each([
    ['GET', '/api/pricer/quote', 'POST'],
    ['PUT', '/api/pricer/quotes', 'POST'],
    ['OPTIONS', '/api/pricer/quote', 'POST'],
    ['HEAD', '/api/auth/test', 'POST'],
    ['POST', '/api/programs', 'GET, HEAD'],
    ['DELETE', '/api/programs/dscr/matrix', 'GET, HEAD'],
    ['PATCH', '/api/openapi.json', 'GET, HEAD'],
  ])('answers 405 with Allow to %s %s (it answers %s)', async (method, path, allow) => {
    const response = await send(path, { method });
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe(allow);
    if (method !== 'HEAD') expect((await expectError(response, 405)).message).toContain(allow);
  });

  it('answers 404, not 405, to a path no route has (a trailing slash, another case, a dot that is not one)', async () => {
    for (const path of ['/api/pricer/quote/', '/API/PRICER/QUOTE', '/api/programs/dscr/matrix/x', '/api/openapiXjson'])
      expect((await send(path, { method: 'GET' })).status, path).toBe(404);
  });

  it.each([
    ['text/plain', 'text/plain'],
    ['form-encoded (curl -d without a type)', 'application/x-www-form-urlencoded'],
    ['JSON in another charset', 'application/json; charset=utf-16'],
    ['JSON-like but not JSON', 'application/jsonx'],
  ])('answers 415 to a %s body on both body routes, valid JSON or not', async (_, type) => {
    for (const [path, body] of [
      ['/api/pricer/quote', VALID_QUOTE],
      ['/api/pricer/quotes', { scenarios: [VALID_QUOTE] }],
    ] as const) {
      const response = await send(path, { body, headers: { ...authorized(), 'Content-Type': type } });
      expect((await expectError(response, 415)).message).toContain('application/json');
    }
  });

  it('answers 415 to a body with no Content-Type', async () => {
    const response = await createApp().request(
      '/api/pricer/quote',
      { method: 'POST', headers: authorized(), body: new Blob([JSON.stringify(VALID_QUOTE)]) },
      env,
    );
    await expectError(response, 415);
  });

  it.each([
    ['application/json', 200],
    ['Application/JSON; charset=UTF-8', 200],
    ['application/json;charset="utf-8"', 200],
  ])('prices a body sent as %s', async (type, status) => {
    const response = await send('/api/pricer/quote', {
      body: VALID_QUOTE,
      headers: { ...authorized(), 'Content-Type': type },
    });
    expect(response.status).toBe(status);
  });

  it.each([
    ['not JSON', '{"term": 30'],
    ['empty', ''],
    [
      'not UTF-8',
      new ReadableStream({
        start: (c) => {
          c.enqueue(new Uint8Array([0x7b, 0xff, 0x7d]));
          c.close();
        },
      }),
    ],
  ])('answers 400 when the body is %s', async (_, body) => {
    await expectError(await send('/api/pricer/quote', { body }), 400);
  });

  it('answers 413 from a Content-Length over 64 KiB, before reading', async () => {
    const response = await send('/api/pricer/quote', {
      body: '{}',
      headers: { ...authorized(), 'Content-Length': String(MAX_BODY_BYTES + 1) },
    });
    await expectError(response, 413);
  });

  it('answers 413 from the bytes read when no Content-Length tells', async () => {
    const chunk = new TextEncoder().encode(' '.repeat(16 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull: (c) => (sent++ < 5 ? c.enqueue(chunk) : c.close()),
    });
    await expectError(await send('/api/pricer/quote', { body }), 413);
    expect(sent).toBeLessThanOrEqual(6); // stopped reading at the limit
  });

  it('accepts a body of exactly 64 KiB', async () => {
    const json = JSON.stringify({ ...VALID_QUOTE, term: 11 });
    const response = await send('/api/pricer/quote', { body: json.padEnd(MAX_BODY_BYTES, ' ') });
    await expectError(response, 422);
  });

  it('answers 422 naming the field and its allowed set', async () => {
    const body = await expectError(await send('/api/pricer/quote', { body: { ...VALID_QUOTE, term: 11 } }), 422);
    expect(body.errors?.term).toEqual([expect.stringContaining('10, 15, 20, 25, 30, 40')]);
    expect(body.message).toContain('term');
  });

  it('answers 422 for missing required fields and unknown fields', async () => {
    const { credit_score: _, ...withoutScore } = VALID_QUOTE;
    const body = await expectError(await send('/api/pricer/quote', { body: { ...withoutScore, colour: 'red' } }), 422);
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(['colour', 'credit_score']);
  });

  it('answers 500 with a generic message and logs the error', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = new (class extends SheetStore {
      override sheets(): never {
        throw new Error('kaboom at store.ts:42');
      }
    })();
    const response = await send('/api/pricer/quote', { body: VALID_QUOTE, store: failing });
    const body = await expectError(response, 500);
    expect(body).toEqual({ message: 'internal error' });
    // One detail line, tied to the request by its id.
    expect(errors).toHaveBeenCalledTimes(1);
    expect(JSON.parse(errors.mock.calls[0]![0] as string)).toEqual({
      event: 'unhandled_error',
      request_id: response.headers.get('X-Request-Id'),
      method: 'POST',
      route: '/api/pricer/quote',
      error: expect.stringContaining('kaboom'),
    });
    expect(JSON.stringify(errors.mock.calls)).not.toContain(authorized().Authorization!.slice(7));
    errors.mockRestore();
  });
});

describe('bodies the service does not read', () => {
  it('a client that goes away mid-body gets a 400 nobody reads, and no error is logged', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    let pulls = 0;
    const body = new ReadableStream<Uint8Array>({
      pull: (c) =>
        pulls++ === 0 ? c.enqueue(new TextEncoder().encode('{"term": 30,')) : c.error(new Error('disconnected')),
    });
    const answer = await expectError(await send('/api/pricer/quote', { body }), 400);
    expect(answer).toEqual({ message: 'the request body could not be read to its end: the connection closed' });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('POST /api/auth/test ignores a body up to 1 KiB, `{}` chunked among them, and refuses a longer one with 413', async () => {
    const message = 'POST /api/auth/test reads no body and ignores one of up to 1024 bytes: send a shorter one or none';
    expect(await expectError(await send('/api/auth/test', { body: 'x'.repeat(1025) }), 413)).toEqual({ message });
    expect(await expectError(await send('/api/auth/test', { body: 'x'.repeat(256 * 1024) }), 413)).toEqual({ message });
    const chunked = new ReadableStream<Uint8Array>({
      start: (c) => {
        c.enqueue(new TextEncoder().encode('{}'));
        c.close();
      },
    });
    expect((await send('/api/auth/test', { body: chunked })).status).toBe(200);
    expect((await send('/api/auth/test', { body: 'x'.repeat(1024) })).status).toBe(200);
    expect((await send('/api/auth/test')).status).toBe(200);
  });
});

describe('the URL is part of the question', () => {
  /** Every operation, with a request it accepts. */
  const ROUTES: [string, string, unknown][] = [
    ['POST', '/api/pricer/quote', VALID_QUOTE],
    ['POST', '/api/pricer/quotes', { scenarios: [VALID_QUOTE] }],
    ['GET', '/api/pricer/programs', undefined],
    ['GET', '/api/programs', undefined],
    ['GET', '/api/programs/dscr/matrix', undefined],
    ['POST', '/api/auth/test', undefined],
    ['GET', '/api/openapi.json', undefined],
  ];

  it.each(ROUTES)(
    '%s %s answers 200 without a query, and 422 naming an unknown parameter',
    async (method, path, body) => {
      expect((await send(path, { method, body })).status).toBe(200);
      const refused = await expectError(await send(`${path}?colour=red`, { method, body }), 422);
      expect(refused.errors).toEqual({ colour: [expect.stringContaining('colour is not a query parameter of')] });
    },
  );

  it('POST /api/pricer/quote?as_of=2026-11-20 is a 422 naming as_of, not a quote priced on another day', async () => {
    const refused = await expectError(await send('/api/pricer/quote?as_of=2026-11-20', { body: VALID_QUOTE }), 422);
    expect(Object.keys(refused.errors!)).toEqual(['as_of']);
  });

  it.each([
    ['/api/programs?as_of=2026-11-20&as_of=2026-11-23', 'as_of'],
    ['/api/pricer/programs?as_of=2026-11-23&as_of=2026-11-23', 'as_of'],
    ['/api/programs/dscr/matrix?lender=non-qm&lender=agency', 'lender'],
  ])('GET %s: a repeated parameter is a 422 naming it, never collapsed to one value', async (path, name) => {
    const refused = await expectError(await send(path, { method: 'GET' }), 422);
    expect(refused.errors).toEqual({ [name]: [expect.stringContaining('more than once')] });
  });

  it('a declared parameter given once is answered', async () => {
    expect((await send('/api/programs?as_of=2026-11-20', { method: 'GET' })).status).toBe(200);
    expect((await send('/api/programs/dscr/matrix?lender=non-qm', { method: 'GET' })).status).toBe(200);
  });
});
