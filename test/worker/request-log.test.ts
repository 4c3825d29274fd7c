/**
 * Every answer is accountable (worker/http/request-log.ts, log-line.ts): an X-Request-Id on every
 * status, the same id in every error body, and exactly one JSON log line per request, read here as
 * a log reader would. The line names the route, the status, the sheets, the counts and the digests;
 * never the token, never the scenario.
 */
import { reset } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import type { BatchResponse, QuoteAnswer } from '../../worker/contract/wire.ts';
import { artifactKey } from '../../worker/sheets/layout.ts';
import { ROSTER } from '../../worker/sheets/roster.ts';
import { SheetStore } from '../../worker/sheets/store.ts';
import { artifactOf, deleteSnapshots, publish } from './kv-fixtures.ts';
import { captureLog, expectOneLine, type LogCapture, type LogLine } from './log-lines.ts';
import { authorized, type RequestOptions, send, VALID_QUOTE } from './requests.ts';

const TOKEN = env.INTERNAL_TOKEN!;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let log: LogCapture;
let errors: MockInstance<typeof console.error>;
beforeAll(async () => {
  await reset();
  await publish(env.PRICER_KV);
});
beforeEach(() => {
  log = captureLog();
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  log.restore();
  vi.restoreAllMocks();
});

/** A store whose every read fails with `error` (anything thrown, an Error or not). */
const failing = (error: unknown) =>
  new (class extends SheetStore {
    override sheets(): never {
      throw error;
    }
  })();

/** Sends one request and returns the answer, its id, its body (null for HEAD) and its one log line. */
async function sent(path: string, options: RequestOptions = {}) {
  const before = log.lines.length;
  const response = await send(path, options);
  const id = response.headers.get('X-Request-Id');
  expect(id, `${options.method ?? 'POST'} ${path} ${response.status}`).toMatch(/^[A-Za-z0-9._:-]{1,128}$/);
  const text = await response.text();
  const line = expectOneLine(log, before, id);
  return { response, id: id!, body: text ? JSON.parse(text) : null, line };
}

describe('the request id and the log line on every status', () => {
  const stream = () =>
    new ReadableStream<Uint8Array>({
      pull: (c) => c.error(new Error('client gone')),
    });
  it.each<[number, string, string, RequestOptions, string]>([
    [400, '/api/pricer/quote', '/api/pricer/quote', { body: '{"term":' }, 'invalid_body'],
    [400, '/api/pricer/quote', '/api/pricer/quote', { body: stream() }, 'invalid_body'],
    [401, '/api/pricer/quote', '/api/pricer/quote', { body: VALID_QUOTE, headers: {} }, 'unauthorized'],
    [401, '/api/nope', 'unmatched', { headers: authorized('wrong') }, 'unauthorized'],
    [404, '/api/nope', 'unmatched', {}, 'not_found'],
    [404, '/api/programs/no_such/matrix', '/api/programs/{slug}/matrix', { method: 'GET' }, 'not_found'],
    [405, '/api/pricer/quote', '/api/pricer/quote', { method: 'GET' }, 'method_not_allowed'],
    [405, '/api/programs', '/api/programs', { method: 'OPTIONS' }, 'method_not_allowed'],
    [413, '/api/auth/test', '/api/auth/test', { body: 'x'.repeat(1025) }, 'payload_too_large'],
    [
      415,
      '/api/pricer/quote',
      '/api/pricer/quote',
      { body: '{}', headers: { ...authorized(), 'Content-Type': 'text/plain' } },
      'unsupported_media_type',
    ],
    [422, '/api/pricer/quote', '/api/pricer/quote', { body: { ...VALID_QUOTE, term: 11 } }, 'validation'],
    [422, '/api/programs?as_of=2026-01-01', '/api/programs', { method: 'GET' }, 'validation'],
    [
      500,
      '/api/pricer/quote',
      '/api/pricer/quote',
      { body: VALID_QUOTE, store: failing(new Error('kaboom')) },
      'internal',
    ],
    [503, '/api/auth/test', '/api/auth/test', { bindings: { INTERNAL_TOKEN: '' } }, 'not_configured'],
  ])('%i %s: X-Request-Id, request_id in the body, one line (route %s)', async (status, path, route, options, key) => {
    const { response, id, body, line } = await sent(path, options);
    expect(response.status).toBe(status);
    expect(id).toMatch(UUID);
    expect(body.request_id).toBe(id);
    expect(line).toMatchObject({ event: 'request', request_id: id, route, status, error: key });
    expect(line.method).toBe(options.method ?? 'POST');
  });

  it('200s too: a quote, the catalog, HEAD of a GET route, the token check, the document', async () => {
    for (const [path, options] of [
      ['/api/pricer/quote', { body: VALID_QUOTE }],
      ['/api/programs', { method: 'GET' }],
      ['/api/programs', { method: 'HEAD' }],
      ['/api/auth/test', {}],
      ['/api/openapi.json', { method: 'GET' }],
    ] as const) {
      const { response, line } = await sent(path, options);
      expect(response.status, path).toBe(200);
      expect(line.status).toBe(200);
      expect(line).not.toHaveProperty('error');
      expect(line.route).toBe(path);
    }
  });

  it('503 sheets_unavailable: the line carries the message, naming the lender and its key', async () => {
    // Without the snapshot, which carries the artifact too.
    await deleteSnapshots(env.PRICER_KV);
    await env.PRICER_KV.delete(artifactKey(artifactOf('agency').sha256));
    try {
      const { response, body, line } = await sent('/api/pricer/quote', { body: VALID_QUOTE });
      expect(response.status).toBe(503);
      expect(line).toMatchObject({ error: 'sheets_unavailable', message: body.message, as_of: null });
      expect(line.message).toContain('"agency"');
    } finally {
      await reset();
      await publish(env.PRICER_KV);
    }
  });

  it('500: the detail line (the stack) is tied to the request’s line by its id', async () => {
    const { id, line } = await sent('/api/pricer/quote', { body: VALID_QUOTE, store: failing(new Error('kaboom')) });
    expect(line.message).toBe('internal error');
    const details = errors.mock.calls.map(([first]) => JSON.parse(first as string));
    expect(details).toEqual([expect.objectContaining({ event: 'unhandled_error', request_id: id })]);
  });

  it('503 not_configured: the detail line names the missing secret, tied by id', async () => {
    const { id } = await sent('/api/auth/test', { bindings: { INTERNAL_TOKEN: undefined } });
    const details = errors.mock.calls.map(([first]) => JSON.parse(first as string));
    expect(details).toEqual([
      { event: 'not_configured', request_id: id, message: expect.stringContaining('INTERNAL_TOKEN') },
    ]);
  });

  it('a thrown non-Error (which Hono does not answer): still one line, status 500, and the runtime’s error', async () => {
    const before = log.lines.length;
    await expect(send('/api/pricer/quote', { body: VALID_QUOTE, store: failing('not an Error') })).rejects.toBe(
      'not an Error',
    );
    expect(log.lines.slice(before)).toEqual([
      expect.objectContaining({ status: 500, error: 'internal', route: '/api/pricer/quote' }),
    ]);
  });
});

describe('the caller’s X-Request-Id', () => {
  const withId = (id: string) => ({ headers: { ...authorized(), 'X-Request-Id': id } });

  it.each([
    ['a UUID', '1b4e28ba-2fa1-11d2-883f-0016d3cca427'],
    ['a trace id with dots and colons', 'trace:00f067aa0ba902b7.span_7'],
    ['1 character', 'x'],
    ['128 characters', 'a'.repeat(128)],
  ])('is echoed and logged when sane: %s', async (_, given) => {
    const { id, body, line } = await sent('/api/pricer/quote', { ...withId(given), body: { term: 11 } });
    expect([id, body.request_id, line.request_id]).toEqual([given, given, given]);
  });

  it.each([
    ['129 characters', 'a'.repeat(129)],
    ['a space inside', 'abc def'],
    ['a slash', 'a/b'],
    ['a quote', 'a"b'],
    ['empty', ''],
  ])('is replaced by a new UUID, never echoed nor logged, when not sane: %s', async (_, given) => {
    const { id, line } = await sent('/api/auth/test', withId(given));
    expect(id).toMatch(UUID);
    if (given) expect(JSON.stringify(line)).not.toContain(given);
  });

  it('is replaced when it is the bearer token itself: the token is never echoed nor logged', async () => {
    const { id, response } = await sent('/api/auth/test', withId(TOKEN));
    expect(response.status).toBe(200);
    expect(id).toMatch(UUID);
    expect(JSON.stringify(log.raw)).not.toContain(TOKEN);
  });
});

/** Every key and every scalar value of a JSON value, however deep. */
function* leaves(value: unknown, key = ''): Generator<[string, unknown]> {
  if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      yield [k, undefined];
      yield* leaves(v, k);
    }
  } else yield [key, value];
}

describe('what a line says, and what it never says', () => {
  const SCENARIO = { ...VALID_QUOTE, credit_score: 737, loan_amount: 412_345, purchase_price: 567_890, zip: '94105' };

  it('a quote: the sheets of its rate_sheets, its counts, its digests, as_of; no token, no scenario', async () => {
    const { response, id, body, line } = await sent('/api/pricer/quote', { body: SCENARIO });
    expect(response.status).toBe(200);
    const quote = body as QuoteAnswer;
    expect(line).toEqual({
      event: 'request',
      request_id: id,
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      method: 'POST',
      route: '/api/pricer/quote',
      status: 200,
      duration_ms: expect.any(Number),
      as_of: null,
      sheets: quote.rate_sheets.map((s) => ({
        lender: s.lender_slug,
        status: s.status,
        effective_at: s.effective_at,
        sha256: s.sha256,
      })),
      offers: quote.eligible_count,
      rejections: quote.rejected_count,
      digest: quote.digest,
      request_digest: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(line.duration_ms).toBeGreaterThanOrEqual(0);
    expect(quote.eligible_count).toBeGreaterThan(0);
    expectNoScenario(line, SCENARIO);
    expect(JSON.stringify(log.raw)).not.toContain(TOKEN);
  });

  it('a batch: totals, the scenario count, each scenario’s digests (null for a refused one), the batch’s as_of', async () => {
    const scenarios = [SCENARIO, { ...SCENARIO, term: 11 }, { ...SCENARIO, view: 'best' }];
    const { body, line } = await sent('/api/pricer/quotes', { body: { scenarios, as_of: '2026-11-20' } });
    const { results } = body as BatchResponse;
    const quotes = results.flatMap((r) => (r.status === 200 ? [r.quote] : []));
    expect(line).toMatchObject({
      route: '/api/pricer/quotes',
      as_of: '2026-11-20',
      scenarios: 3,
      refused: 1,
      offers: quotes[0]!.eligible_count + quotes[1]!.eligible_count,
      rejections: quotes[0]!.rejected_count + quotes[1]!.rejected_count,
      digests: [quotes[0]!.digest, null, quotes[1]!.digest],
      request_digests: [expect.stringMatching(/^[0-9a-f]{64}$/), null, expect.stringMatching(/^[0-9a-f]{64}$/)],
    });
    // One sheet per roster lender, each the one in force on the 20th.
    expect((line.sheets as { effective_at: string }[]).map((s) => s.effective_at.slice(0, 10))).toEqual(
      ROSTER.map(() => '2026-11-20'),
    );
    expectNoScenario(line, SCENARIO);
  });

  it('one scenario asked twice, at two moments: the same request_digest, different digests', async () => {
    const now = await sent('/api/pricer/quote', { body: SCENARIO });
    const before = await sent('/api/pricer/quote', { body: { ...SCENARIO, as_of: '2026-11-20' } });
    expect(before.line.request_digest).toBe(now.line.request_digest);
    expect(before.line.digest).not.toBe(now.line.digest);
  });

  it('the catalog: its as_of and sheets, no counts', async () => {
    const { line } = await sent('/api/programs/dscr/matrix?as_of=2026-11-23', { method: 'GET' });
    expect(line).toMatchObject({ route: '/api/programs/{slug}/matrix', status: 200, as_of: '2026-11-23' });
    expect(line.sheets).toHaveLength(ROSTER.length);
    expect(line).not.toHaveProperty('offers');
  });
});

/** No field name of the request and no value the scenario sent appears in the line (digests aside, whole values only). */
function expectNoScenario(line: LogLine, scenario: Record<string, unknown>): void {
  const sentValues = new Set(Object.values(scenario).filter((v) => typeof v === 'number' || String(v).length > 3));
  for (const [key, value] of leaves(line)) {
    expect(Object.keys(scenario), `key ${key}`).not.toContain(key);
    if (value !== undefined) expect(sentValues.has(value as never), `${key}: ${String(value)}`).toBe(false);
  }
}
