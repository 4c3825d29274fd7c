/**
 * Request fuzzing inside workerd, on one warm app: arbitrary and hostile bodies, headers and
 * methods against POST /api/pricer/quote, random valid quotes, and query strings on every GET
 * route of the app. Every answer must be a 200 (a ranked quote for the quote route) or a JSON
 * error envelope; never a 5xx. Answers, not only statuses: a valid quote's 200 body is the engine's
 * own quote of the request (fuzz-answers.ts), and a request with one invalid field is a 422 naming
 * that field. Every answer names its request (X-Request-Id, and an error body's request_id), and the
 * log holds exactly one line per request, with its id, never the token. Seeded, so a failure
 * reproduces; the closing log gives the counts.
 */
import { reset } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, type MockInstance, vi } from 'vitest';
import { MAX_BODY_BYTES } from '../../worker/contract/limits.ts';
import { createApp } from '../../worker/http/app.ts';
import { ROSTER } from '../../worker/sheets/roster.ts';
import { engineAnswer, INVALID_FIELDS, pricedRequest } from './fuzz-answers.ts';
import {
  catalog,
  expectErrorEnvelope,
  expectNoInternals,
  expectRankedQuote,
  expectRequestId,
  expectSafe,
  FIELDS,
  hostileKey,
  hostileNumber,
  hostileString,
  hostileValue,
  objectText,
  type RawRequest,
  type Sent,
  Tally,
  TOKEN,
  validRequest,
  warmApp,
} from './fuzz-requests.ts';
import { publish } from './kv-fixtures.ts';
import { captureLog, expectOneLine, type LogCapture } from './log-lines.ts';
import { VALID_QUOTE } from './requests.ts';

const SEED = 20261122;
/** crypto.randomUUID()'s form: the ids the Worker makes. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const RUNS = 500;
const params = (numRuns = RUNS) => ({ seed: SEED, numRuns, endOnFailure: true });

const tally = new Tally();
let sendRaw: (request: RawRequest) => Promise<Sent>;
/** Every answer names its request, and the log holds exactly one line for it, with its id, never the token. */
const send = async (request: RawRequest): Promise<Sent> => {
  const before = log.lines.length;
  const sent = await sendRaw(request);
  tally.see(sent);
  const line = expectOneLine(log, before, expectRequestId(sent));
  expect(line.status).toBe(sent.status);
  return sent;
};

/** Anything the Worker logs is kept out of the output, and checked for the token. */
let errors: MockInstance<typeof console.error>;
const logs: unknown[][] = [];
let log: LogCapture;

beforeAll(async () => {
  await reset();
  await publish(env.PRICER_KV);
  sendRaw = warmApp();
  errors = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logs.push(args));
  log = captureLog();
});

afterAll(() => {
  errors.mockRestore();
  log.restore();
  console.log(
    `[fuzz] seed ${SEED}: ${tally.summary()}; request log lines: ${log.lines.length}; errors logged by the Worker: ${logs.length}`,
  );
  expect(tally.fiveXX).toBe(0);
  expect(log.lines.length).toBe(tally.requests);
  // The ids the app made (UUIDs; the X-Request-Id fuzz sends its own, some twice) are never reused.
  const made = log.lines.map((l) => l.request_id).filter((id) => UUID.test(id));
  expect(made.length).toBeGreaterThan(tally.requests / 2);
  expect(new Set(made).size).toBe(made.length);
  const logged = JSON.stringify([logs, log.raw]);
  expect(logged).not.toContain(TOKEN);
});

const valid = JSON.stringify(VALID_QUOTE);
/** VALID_QUOTE as text with the value of `field` replaced by raw `token` (not necessarily JSON). */
const withRaw = (field: string, token: string) =>
  `{${valid
    .slice(1, -1)
    .split(',')
    .filter((kv) => !kv.startsWith(`"${field}":`))
    .join(',')},"${field}":${token}}`;

describe('fuzzed quote requests', () => {
  it('arbitrary JSON values as the body: 4xx JSON envelope, never 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 8 }), async (value) => {
        expectSafe(await send({ body: JSON.stringify(value) }));
      }),
      params(),
    );
  });

  it('quote-shaped objects: real field names with wrong types, prototype keys, duplicated keys', async () => {
    const field = fc.constantFrom(...FIELDS);
    const entry = fc.oneof(
      { weight: 6, arbitrary: fc.tuple(field, hostileValue) },
      { weight: 3, arbitrary: fc.tuple(field, fc.constantFrom(...Object.values(VALID_QUOTE))) },
      { weight: 2, arbitrary: fc.tuple(hostileKey, hostileValue) },
    );
    const base = fc.subarray(Object.entries(VALID_QUOTE));
    await fc.assert(
      fc.asyncProperty(base, fc.array(entry, { maxLength: 8 }), fc.boolean(), async (kept, extra, extraFirst) => {
        const entries = extraFirst ? [...extra, ...kept] : [...kept, ...extra];
        const body = objectText(entries);
        fc.pre(new TextEncoder().encode(body).byteLength <= MAX_BODY_BYTES);
        expectSafe(await send({ body }));
      }),
      params(),
    );
  });

  it('raw body text: NaN/Infinity/-0, numbers as strings, duplicate keys, deep nesting, empty, not JSON', async () => {
    const deepArrays = '['.repeat(10_000) + ']'.repeat(10_000);
    const deepObjects = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
    const numericField = fc.constantFrom(
      'credit_score',
      'purchase_price',
      'loan_amount',
      'dti',
      'margin_bps',
      'dscr_ratio',
      'term',
      'lock_days',
      'housing_event_months_ago',
      'mtg_lates_12mo',
    );
    const rawToken = fc.oneof(
      fc.constantFrom(
        'NaN',
        'Infinity',
        '-Infinity',
        '-0',
        '1e308',
        '1e309',
        '-1e309',
        '2e-324',
        '0x2E4',
        '07',
        '.5',
        '+740',
        '1_000',
        '740.',
        '7.4e2',
        '"740"',
        '"1e308"',
        '"NaN"',
        '"Infinity"',
        'undefined',
        'null',
        'true',
        '[]',
        '{}',
        deepArrays,
        deepObjects,
        '"\\ud800"',
        '"\\u0000"',
      ),
      hostileNumber.map((n) => JSON.stringify(n)),
      hostileNumber.map((n) => JSON.stringify(String(n))),
    );
    const duplicated = fc
      .tuple(fc.constantFrom(...Object.keys(VALID_QUOTE)), hostileValue)
      .map(([k, v]) => `${valid.slice(0, -1)},${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}}`);
    const protoTwice = fc
      .constantFrom('__proto__', 'constructor', 'prototype')
      .map((k) => `${valid.slice(0, -1)},"${k}":{"isAdmin":true},"${k}":{"polluted":1}}`);
    const body = fc.oneof(
      fc.tuple(numericField, rawToken).map(([f, t]) => withRaw(f, t)),
      duplicated,
      protoTwice,
      fc.constantFrom(
        '',
        ' ',
        '\n',
        '\uFEFF',
        `\uFEFF${valid}`,
        'null',
        '[]',
        '{}',
        '"quote"',
        '0',
        '-0',
        'NaN',
        'true',
        deepArrays,
        deepObjects,
        `[${valid}]`,
        `${valid}${valid}`,
        `${valid} trailing`,
        valid.slice(0, -1),
        `{'term': 30}`,
        '{"term": 30,}',
        '/* c */ {}',
        'term=30&purpose=purchase',
      ),
      fc.string({ unit: 'binary', maxLength: 200 }),
      fc
        .string({ unit: 'grapheme', maxLength: 200 })
        .map((s) => `{"state": ${JSON.stringify(s)}, "zip": ${JSON.stringify(s)}}`),
    );
    await fc.assert(
      fc.asyncProperty(body, async (text) => {
        const sent = await send({ body: text });
        expectSafe(sent);
        // Not JSON at all (NaN, trailing commas, ...) is a 400, never a guess.
        if (!isJson(text)) expect(sent.status, text.slice(0, 80)).toBe(400);
      }),
      params(),
    );
  });

  it('bytes that are not UTF-8 and lone surrogates: 400 or 422 JSON', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ minLength: 1, maxLength: 300 }), fc.boolean(), async (bytes, wrap) => {
        const body = wrap
          ? new Uint8Array([...new TextEncoder().encode('{"state":"'), ...bytes, ...new TextEncoder().encode('"}')])
          : bytes;
        const sent = await send({ body });
        expect([400, 422]).toContain(sent.status);
        expectErrorEnvelope(sent);
      }),
      params(150),
    );
  });

  it('other content types and methods: never 5xx; a quote only for POST', async () => {
    const contentType = fc.constantFrom(
      undefined,
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'application/json; charset=utf-16',
      'application/octet-stream',
      '*/*',
      'application/json, text/plain',
      '',
    );
    const method = fc.constantFrom('POST', 'POST', 'POST', 'GET', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD');
    const body = fc.oneof(
      fc.constant(valid),
      fc.constant('term=30&purpose=purchase'),
      fc.constant('<quote term="30"/>'),
      fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
    );
    await fc.assert(
      fc.asyncProperty(method, contentType, body, async (m, type, text) => {
        const headers: Record<string, string> = { Authorization: `Bearer ${TOKEN}` };
        if (type !== undefined) headers['Content-Type'] = type;
        const sent = await send({ method: m, body: text, headers });
        expect(sent.status).toBeLessThan(500);
        // Another method is a 405 naming POST; a POST whose type is not application/json a 415.
        if (m !== 'POST') {
          expect(sent.status).toBe(405);
          expect(sent.headers.get('Allow')).toBe('POST');
        } else if (!/^application\/json\b/i.test(type ?? '')) expect(sent.status).toBe(415);
        if (m !== 'HEAD' && sent.status >= 400) expectErrorEnvelope(sent);
        if (sent.status === 200) expectRankedQuote(sent);
      }),
      params(200),
    );
  });

  it('a body over 64 KiB is a 413 JSON before any parsing, declared or streamed, JSON or not', async () => {
    const filler = fc.constantFrom(' ', 'x', '{', '[', '\u00e9', '"');
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: MAX_BODY_BYTES + 1, max: 4 * MAX_BODY_BYTES }),
        filler,
        fc.constantFrom('string', 'stream'),
        async (size, fill, how) => {
          // Valid JSON prefix, then filler to `size` bytes: whatever follows, the size alone decides.
          const bytes = new TextEncoder().encode(`${valid.slice(0, -1)},"pad":"${fill.repeat(size)}`).slice(0, size);
          const body = how === 'string' ? new TextDecoder().decode(bytes) : streamOf(bytes);
          const sent = await send({ body });
          expect(sent.status, `${how} of ${size} bytes`).toBe(413);
          expect(expectErrorEnvelope(sent).message).toContain(String(MAX_BODY_BYTES));
        },
      ),
      params(60),
    );
  });

  it('valid requests within the documented ranges always price: 200, the engine quote of the request', async () => {
    const cat = catalog();
    await fc.assert(
      fc.asyncProperty(validRequest(cat), async (request) => {
        const sent = await send({ body: JSON.stringify(request) });
        const quote = expectRankedQuote(sent);
        expect(quote.rate_sheets.map((s) => s.lender_slug)).toEqual(ROSTER);
        for (const offer of quote.eligible) expect(ROSTER).toContain(offer.lender_slug);
        // the answer itself (mostly rejections, these requests being random): exactly what the engine
        // answers for this request on the sheets the answer names
        expect(JSON.parse(sent.text)).toEqual(await engineAnswer(request, quote));
      }),
      params(),
    );
  }, 60_000);

  it('requests that mostly price: every offer and rejection in the 200 is the engine quote', async () => {
    let offered = 0;
    await fc.assert(
      fc.asyncProperty(pricedRequest, async (request) => {
        const sent = await send({ body: JSON.stringify(request) });
        const quote = expectRankedQuote(sent);
        expect(JSON.parse(sent.text)).toEqual(await engineAnswer(request, quote));
        if (quote.eligible.length > 0) offered++;
      }),
      params(120),
    );
    // not vacuous: most of these requests priced offers, each compared to the thousandth
    expect(offered).toBeGreaterThan(60);
  }, 60_000); // two quotes per run (the Worker's and the engine's) on a shared 2-core machine

  it('a valid request with one field made invalid is a 422 naming exactly that field', async () => {
    const cat = catalog();
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(validRequest(cat), fc.constantFrom(...INVALID_FIELDS), async (request, [field, value]) => {
        // as_of set to null first: only the field under test may be wrong (a generated as_of may be refused)
        const body = { ...request, as_of: null, [field]: value };
        const sent = await send({ body: JSON.stringify(body) });
        const where = `${field} = ${JSON.stringify(value)}`;
        expect(sent.status, where).toBe(422);
        const envelope = expectErrorEnvelope(sent);
        expect(Object.keys(envelope.errors ?? {}), where).toEqual([field]);
        expect(envelope.message, where).toContain(field);
        seen.add(field);
      }),
      params(),
    );
    expect(seen.size).toBeGreaterThan(new Set(INVALID_FIELDS.map(([f]) => f)).size / 2);
  });
});

describe('fuzzed X-Request-Id headers', () => {
  it('a sane id (1-128 of A-Z a-z 0-9 . _ : -) is echoed; anything else is replaced by a new UUID', async () => {
    const sane = fc.stringMatching(/^[A-Za-z0-9._:-]{1,128}$/);
    // Printable ASCII (what a header can carry), some of it outside the sane set; lengths on both sides of 128.
    const printable = fc.string({
      unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
      maxLength: 200,
    });
    const around128 = fc.integer({ min: 127, max: 129 }).map((n) => 'a'.repeat(n));
    let echoed = 0;
    await fc.assert(
      fc.asyncProperty(fc.oneof(sane, printable, around128, fc.constant(TOKEN)), async (value) => {
        const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${TOKEN}`, 'X-Request-Id': value };
        const sent = await send({ body: valid, headers });
        // Headers drop a value's surrounding white space; the token itself is never echoed.
        const asSent = value.trim();
        const id = expectRequestId(sent);
        if (/^[A-Za-z0-9._:-]{1,128}$/.test(asSent) && asSent !== TOKEN) {
          expect(id).toBe(asSent);
          echoed++;
        } else expect(id).toMatch(UUID);
      }),
      params(200),
    );
    expect(echoed).toBeGreaterThan(20);
  });
});

describe('fuzzed query strings on every GET route of the app', () => {
  // Read from the app, so catalog routes added later are fuzzed too; `:param` segments get slugs,
  // near misses and hostile text.
  const routes = createApp().routes.filter((r) => r.method === 'GET' && r.path.startsWith('/api/'));

  it('never 5xx: JSON 200s, JSON error envelopes', async () => {
    const { slugs } = catalog();
    const segment = fc.oneof(
      fc.constantFrom(...slugs, 'DSCR', 'dscr ', '..', '%2e%2e', '__proto__', 'constructor', ''),
      hostileString.map((s) => s.slice(0, 300)),
    );
    const key = fc.oneof(fc.constantFrom('as_of', 'lender', 'program_slug', 'doc_type'), hostileKey);
    const value = fc.oneof(
      fc.constantFrom('2026-11-20', '2026-11-23', '2026-01-01', '2026-13-45', ...ROSTER, ''),
      hostileString.map((s) => s.slice(0, 300)),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        segment,
        fc.array(fc.tuple(key, value), { maxLength: 4 }),
        async (route, seg, query) => {
          const path = route.path.replace(/:\w+/g, encodeURIComponent(seg));
          const search = new URLSearchParams(query.map(([k, v]) => [k, v])).toString();
          const sent = await send({
            method: 'GET',
            path: search ? `${path}?${search}` : path,
            headers: { Authorization: `Bearer ${TOKEN}` },
          });
          expect(sent.status, `${path}?${search}: ${sent.text.slice(0, 200)}`).toBeLessThan(500);
          if (sent.status >= 400) expectErrorEnvelope(sent);
          else {
            expect(sent.headers.get('Content-Type')).toMatch(/^application\/json/);
            JSON.parse(sent.text);
            expectNoInternals(sent);
          }
        },
      ),
      params(300),
    );
  });
});

describe('a top-level key that Object.prototype already has', () => {
  // Regression: field errors were collected in `{}`, where `errors.constructor` is inherited, so
  // `.push` threw and the request ended in a 500; request.ts now collects them in a Map.
  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'])(
    'is a 422 naming the key %s',
    async (key) => {
      const sent = await send({ body: `${valid.slice(0, -1)},${JSON.stringify(key)}:1}` });
      expect(sent.status).toBe(422);
      expect(expectErrorEnvelope(sent).errors?.[key]).toEqual([`${key} is not a field of the quote request`]);
    },
  );

  it('is exactly this failure today: a generic 500 with no internals, never a crash of the isolate', async () => {
    const sent = await send({ body: `${valid.slice(0, -1)},"constructor":1}` });
    expect(sent.status === 422 || expectErrorEnvelope(sent).message === 'internal error').toBe(true);
    expectErrorEnvelope(sent);
    // The next request is served normally.
    expectRankedQuote(await send({ body: valid }));
  });

  it('a key named "prototype" (not inherited) is already a clean 422', async () => {
    const sent = await send({ body: `${valid.slice(0, -1)},"prototype":1}` });
    expect(sent.status).toBe(422);
    expect(expectErrorEnvelope(sent).errors).toEqual({ prototype: ['prototype is not a field of the quote request'] });
  });
});

function isJson(text: string): boolean {
  try {
    JSON.parse(text.replace(/^\uFEFF/, ''));
    return true;
  } catch {
    return false;
  }
}

function streamOf(bytes: Uint8Array): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.byteLength) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + 8192));
      offset += 8192;
    },
  });
}
