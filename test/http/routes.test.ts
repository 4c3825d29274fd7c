/**
 * The HTTP surface from Node, where mutation testing can run it (workerd cannot load Stryker's
 * instrumented modules): the route table's operations with their request checks and handlers, and
 * the error handlers, over the published sheets in an in-memory KV at 2026-11-23 14:00 Pacific (the
 * fixture artifacts, test/fixtures.ts: a reprice the daily job adds could answer then).
 *
 * app.ts is composed here without the bearer-token check: that uses crypto.subtle.timingSafeEqual,
 * which only workerd has (test/worker/auth*.test.ts test it there). Everything else is app.ts's own:
 * its error handlers, the request's id and log line, and mount.ts's operations.
 */
import { Hono } from 'hono';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { readVerifiedCandidates } from '../../scripts/dist-sheets.ts';
import { bindingPort } from '../../scripts/publish/kv-port.ts';
import { publish } from '../../scripts/publish/publish.ts';
import { memoryKv } from '../../tools/quote/memory-kv.ts';
import { parseMoment } from '../../worker/artifact/moment.ts';
import type { ProgramList } from '../../worker/contract/catalog-schema.ts';
import { openApiDocument } from '../../worker/contract/openapi.ts';
import { catalogLender } from '../../worker/engine/catalog.ts';
import { latestDate } from '../../worker/engine/rate-sheets.ts';
import { answerBatch, answerQuote } from '../../worker/http/answers.ts';
import type { AppEnv, Env } from '../../worker/http/env.ts';
import { installErrorHandlers } from '../../worker/http/errors.ts';
import { mountOperations } from '../../worker/http/mount.ts';
import { requestLog } from '../../worker/http/request-log.ts';
import { whenOf } from '../../worker/sheets/clock.ts';
import { ROSTER } from '../../worker/sheets/roster.ts';
import { SheetStore, SheetsUnavailable } from '../../worker/sheets/store.ts';
import { fixtureManifest } from '../fixtures.ts';
import { answered } from './answered.ts';

const NOW = '2026-11-23T14:00:00-08:00';
const kv = memoryKv();
const env: Env = { PRICER_KV: kv, PRICER_NOW: NOW };
beforeAll(async () => {
  const fixtures = new Set(fixtureManifest().artifacts.map((e) => e.sha256));
  const candidates = (await readVerifiedCandidates()).filter((c) => fixtures.has(c.sha256));
  expect((await publish(bindingPort(kv), candidates)).ok).toBe(true);
});

/** app.ts's createApp without the token check (no secret here to compare a request id with). */
function appOf(store: SheetStore = new SheetStore()): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  installErrorHandlers(app);
  app.use(
    '*',
    requestLog(async () => false),
  );
  return mountOperations(app, store);
}

const QUOTE = { term: 30, purpose: 'purchase', credit_score: 745, purchase_price: 500_000, loan_amount: 400_000 };
const JSON_TYPE = { 'Content-Type': 'application/json' };

/** The answer's status, Allow header and JSON body; an error body's request_id, checked against the header, left out. */
async function call(path: string, init: RequestInit = {}, store?: SheetStore) {
  const response = await appOf(store).request(path, init, env);
  const id = response.headers.get('X-Request-Id');
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  // The JSON body, read field by field.
  const { request_id, ...body } = (await response.json()) as any;
  expect(request_id).toBe(response.status >= 400 ? id : undefined);
  return { status: response.status, allow: response.headers.get('Allow'), body };
}

const postJson = (path: string, body: unknown, headers: Record<string, string> = JSON_TYPE) =>
  call(path, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });

/** The store's sheets for `as_of` at NOW, as the routes read them. */
const sheetsAt = (asOf: string | null) => new SheetStore().sheets(kv, whenOf(asOf, parseMoment(NOW)!));

/** A store whose every read fails with `error`. */
const failing = (error: Error) =>
  ({
    sheets: async () => {
      throw error;
    },
  }) as unknown as SheetStore;

describe('routing', () => {
  it('answers 404 naming the method and path for a path of no operation', async () => {
    expect(await call('/api/nope')).toEqual({
      status: 404,
      allow: null,
      body: { message: 'no route for GET /api/nope' },
    });
    // A trailing slash is another path: no route, not a 405.
    expect(await call('/api/pricer/quote/', { method: 'POST' })).toEqual({
      status: 404,
      allow: null,
      body: { message: 'no route for POST /api/pricer/quote/' },
    });
  });

  it('answers 405 with Allow for another method on an operation’s path', async () => {
    expect(await call('/api/pricer/quote')).toEqual({
      status: 405,
      allow: 'POST',
      body: { message: '/api/pricer/quote answers POST, not GET' },
    });
    expect(await call('/api/programs/dscr/matrix', { method: 'DELETE' })).toEqual({
      status: 405,
      allow: 'GET, HEAD',
      body: { message: '/api/programs/dscr/matrix answers GET, HEAD, not DELETE' },
    });
  });

  it('answers POST /api/auth/test (past the token check) and GET /api/openapi.json', async () => {
    expect(await call('/api/auth/test', { method: 'POST' })).toEqual({
      status: 200,
      allow: null,
      body: { ok: true, message: 'token accepted' },
    });
    expect((await call('/api/openapi.json')).body).toEqual(openApiDocument());
  });
});

describe('request checks', () => {
  it('refuses a query parameter of an operation that takes none, naming the route', async () => {
    const message = 'as_of is not a query parameter of POST /api/pricer/quote (it takes none)';
    expect(
      await call('/api/pricer/quote?as_of=2026-11-20', { method: 'POST', headers: JSON_TYPE, body: '{}' }),
    ).toEqual({ status: 422, allow: null, body: { message, errors: { as_of: [message] } } });
  });

  it('names the parameters an operation takes', async () => {
    const message = 'date is not a query parameter of GET /api/programs/dscr/matrix (it takes as_of, lender)';
    expect((await call('/api/programs/dscr/matrix?date=2026-11-20')).body).toEqual({
      message,
      errors: { date: [message] },
    });
  });

  it('refuses a parameter given twice, and counts every bad parameter', async () => {
    const twice = 'query parameter as_of is given more than once: give it once';
    const unknown = 'x is not a query parameter of GET /api/programs (it takes as_of)';
    expect(await call('/api/programs?as_of=2026-11-20&as_of=2026-11-23&x=1')).toEqual({
      status: 422,
      allow: null,
      body: { message: `${twice} (and 1 more parameter errors)`, errors: { as_of: [twice], x: [unknown] } },
    });
  });

  it('refuses a declared parameter with an invalid value, with the schema’s message', async () => {
    const message = 'as_of must be a date YYYY-MM-DD or a date-time with its offset, e.g. 2026-11-23T13:15:00-08:00';
    expect((await call('/api/pricer/programs?as_of=2026-02-30')).body).toEqual({
      message,
      errors: { as_of: [message] },
    });
  });

  it('refuses a body route’s body that is not typed JSON with 415, JSON or not', async () => {
    for (const path of ['/api/pricer/quote', '/api/pricer/quotes'])
      expect(await postJson(path, QUOTE, { 'Content-Type': 'text/plain' })).toEqual({
        status: 415,
        allow: null,
        body: { message: 'the body must be JSON: send Content-Type: application/json' },
      });
  });

  it('answers 400 to a body that is not JSON', async () => {
    expect(await postJson('/api/pricer/quote', '{"term":')).toEqual({
      status: 400,
      allow: null,
      body: { message: 'request body is not valid JSON' },
    });
  });

  it('reads 64 KiB for a quote and 256 KiB for a batch', async () => {
    const padded = (bytes: number) => JSON.stringify({ scenarios: [QUOTE], pad: 'x'.repeat(bytes) });
    expect(await postJson('/api/pricer/quote', padded(70_000))).toEqual({
      status: 413,
      allow: null,
      body: { message: 'request body exceeds 65536 bytes' },
    });
    // Read in full (so not a 413), then refused for its unknown field.
    expect((await postJson('/api/pricer/quotes', padded(70_000))).body.errors).toEqual({
      pad: ['pad is not a field of the batch request'],
    });
    expect(await postJson('/api/pricer/quotes', padded(270_000))).toEqual({
      status: 413,
      allow: null,
      body: { message: 'request body exceeds 262144 bytes' },
    });
  });
});

describe('routes without a body', () => {
  /** A body streamed in one chunk, with no Content-Length (as a chunked upload arrives). */
  const streamed = (text: string) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(text));
        controller.close();
      },
    });
  const refusedBy = (route: string) => ({
    status: 413,
    allow: null,
    body: { message: `${route} takes no body: send the request without one` },
  });

  it('POST /api/auth/test answers `{}` or any body up to 1 KiB as without one, and refuses a longer one with 413', async () => {
    const ok = { status: 200, allow: null, body: { ok: true, message: 'token accepted' } };
    expect(await call('/api/auth/test', { method: 'POST', headers: JSON_TYPE, body: '{}' })).toEqual(ok);
    expect(await call('/api/auth/test', { method: 'POST', body: 'ping' })).toEqual(ok);
    expect(await call('/api/auth/test', { method: 'POST', body: 'x'.repeat(1024) })).toEqual(ok);
    const tooLong = {
      status: 413,
      allow: null,
      body: {
        message: 'POST /api/auth/test reads no body and ignores one of up to 1024 bytes: send a shorter one or none',
      },
    };
    expect(await call('/api/auth/test', { method: 'POST', body: 'x'.repeat(1025) })).toEqual(tooLong);
    const chunked = { method: 'POST', body: streamed('x'.repeat(256 * 1024)), duplex: 'half' } as RequestInit;
    expect(await call('/api/auth/test', chunked)).toEqual(tooLong);
    expect((await call('/api/auth/test', { method: 'POST', body: '' })).status).toBe(200);
    const empty = { method: 'POST', body: streamed(''), duplex: 'half' } as RequestInit;
    expect((await call('/api/auth/test', empty)).status).toBe(200);
  });

  it('a GET route refuses a declared body with 413 (fetch cannot send one; a raw HTTP client can)', async () => {
    for (const path of ['/api/programs', '/api/pricer/programs', '/api/programs/dscr/matrix', '/api/openapi.json'])
      expect(await call(path, { headers: { 'Content-Length': '2' } })).toEqual(refusedBy(`GET ${path}`));
    expect((await call('/api/openapi.json', { headers: { 'Content-Length': '0' } })).status).toBe(200);
  });
});

describe('a client that goes away mid-body', () => {
  it('gets a 400 nobody reads, and nothing is logged as an error', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ === 0) controller.enqueue(new TextEncoder().encode('{"term": 30, '));
        else controller.error(new TypeError('Network connection lost.'));
      },
    });
    const init = { method: 'POST', headers: JSON_TYPE, body, duplex: 'half' } as RequestInit;
    expect(await call('/api/pricer/quote', init)).toEqual({
      status: 400,
      allow: null,
      body: { message: 'the request body could not be read to its end: the connection closed' },
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});

describe('answers on the published sheets', () => {
  it('POST /api/pricer/quote sends answerQuote’s status and body', async () => {
    const expected = await answered(answerQuote(QUOTE, sheetsAt));
    expect(expected.status).toBe(200);
    expect(await postJson('/api/pricer/quote', QUOTE)).toEqual({ status: 200, allow: null, body: expected.body });
  });

  it('POST /api/pricer/quotes sends answerBatch’s, on the sheets of its as_of', async () => {
    const batch = { scenarios: [QUOTE, { ...QUOTE, term: 11 }], as_of: '2026-11-20' };
    const expected = await answered(answerBatch(batch, sheetsAt));
    expect(await postJson('/api/pricer/quotes', batch)).toEqual({ status: 200, allow: null, body: expected.body });
    expect(
      expected.status === 200 && expected.body.rate_sheets.map((s: { rate_sheet_date: string }) => s.rate_sheet_date),
    ).toEqual(ROSTER.map(() => '2026-11-20'));
  });

  it('GET /api/programs answers the catalog of the sheets of as_of', async () => {
    const { status, body } = await call('/api/programs?as_of=2026-11-20');
    expect(status).toBe(200);
    const sheets = await sheetsAt('2026-11-20');
    expect(body).toEqual(
      JSON.parse(JSON.stringify({ rate_sheet_date: latestDate(sheets), lenders: sheets.map(catalogLender) })),
    );
    expect(body.rate_sheet_date).toBe('2026-11-20');
  });

  it('GET /api/pricer/programs lists the programs of the sheets in force now', async () => {
    const { status, body } = await call('/api/pricer/programs');
    expect(status).toBe(200);
    // At 14:00 PT on 11-23, Granite Peak's 1:15 PM PT reprice and Cedar Hollow's 14:30 CT (12:30 PT) reprice
    // are in force (reprice 1), with Bayshore's morning sheet.
    const lenders = body.lenders as { lender_slug: string; reprice: number; programs: unknown[] }[];
    expect(lenders.map((l) => l.lender_slug)).toEqual(ROSTER);
    expect(
      ['agency', 'jumbo', 'non-qm'].map((slug) => {
        const l = lenders.find((x) => x.lender_slug === slug)!;
        return [l.reprice, l.programs.length];
      }),
    ).toEqual([
      [0, 3],
      [1, 3],
      [1, 6],
    ]);
  });

  it('GET /api/programs/{slug}/matrix answers the program’s matrix, and 404 naming every program for an unknown slug', async () => {
    const dscr = await call('/api/programs/dscr/matrix?lender=non-qm');
    expect(dscr.status).toBe(200);
    expect([dscr.body.lender_slug, dscr.body.program_slug, dscr.body.has_matrix, dscr.body.reprice]).toEqual([
      'non-qm',
      'dscr',
      true,
      1,
    ]);
    const unknown = await call('/api/programs/jumbo/matrix');
    expect(unknown.status).toBe(404);
    // Every program of every roster lender, in the catalog's order: the three lenders' as their sheets list them.
    const catalog = (await call('/api/pricer/programs')).body.lenders as ProgramList['lenders'];
    const every = catalog.flatMap((l) => l.programs.map((p) => `${p.program_slug} (${l.lender_slug})`));
    expect(unknown.body).toEqual({ message: `no program jumbo; programs: ${every.join(', ')}` });
    for (const lender of [
      '2_conventional_fixed (agency), 3_conventional_5_6_sofr_arm (agency), 4_conventional_7_6_sofr_arm (agency)',
      'jumbo_30_fixed (jumbo), jumbo_15_fixed (jumbo), jumbo_7_6_arm (jumbo)',
      'full_doc (non-qm), expanded_doc (non-qm), dscr (non-qm), multi_unit_mixed_use (non-qm), itin (non-qm), fn (non-qm)',
    ])
      expect(unknown.body.message).toContain(lender);
    // Cedar Hollow's matrix at 14:00 PT: its 14:30 CT reprice (Eligibility!C7 "89.99% (700)")
    const jumbo = await call('/api/programs/jumbo_30_fixed/matrix');
    expect([jumbo.body.lender_slug, jumbo.body.reprice, jumbo.body.rows[0]]).toEqual([
      'jumbo',
      1,
      expect.objectContaining({
        max_ltv: '89.99',
        min_fico: 700,
        source_cell: expect.stringMatching(/_1430\.xlsx › Eligibility!C7$/),
      }),
    ]);
    expect((await call('/api/programs/dscr/matrix?lender=agency')).body.message).toMatch(
      /^no program dscr at lender agency; programs: /,
    );
  });

  it('answers an as_of in the future with 422 naming as_of (the store’s refusal, through the error handler)', async () => {
    const message = 'as_of 2026-12-01 is in the future: omit as_of for the sheets in force now';
    expect(await call('/api/programs?as_of=2026-12-01')).toEqual({
      status: 422,
      allow: null,
      body: { message, errors: { as_of: [message] } },
    });
  });
});

describe('errors of the sheet store and of the code', () => {
  it('answers 503 with the store’s message when a lender has no usable sheet', async () => {
    const store = failing(new SheetsUnavailable('index:agency: KV read failed'));
    expect(await call('/api/programs', {}, store)).toEqual({
      status: 503,
      allow: null,
      body: { message: 'index:agency: KV read failed' },
    });
  });

  it('answers 500 "internal error" to any other error, its details logged, never sent', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const store = failing(new TypeError('secret detail'));
      expect(await call('/api/pricer/programs', {}, store)).toEqual({
        status: 500,
        allow: null,
        body: { message: 'internal error' },
      });
      expect(log).toHaveBeenCalledTimes(1);
    } finally {
      log.mockRestore();
    }
  });
});
