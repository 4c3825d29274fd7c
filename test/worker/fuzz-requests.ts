/**
 * Shared by the reliability tests (fuzz, kv-faults, load, auth route table): a warm app to send
 * raw requests to, the checks every answer must pass (no 5xx, one JSON error envelope, no stack
 * trace), and fast-check arbitraries for quote requests, valid and hostile.
 */
import { env } from 'cloudflare:workers';
import fc from 'fast-check';
import { expect } from 'vitest';
import { decodeArtifact } from '../../worker/artifact/codec.ts';
import {
  CITIZENSHIPS,
  HOUSING_EVENTS,
  HOUSING_HISTORIES,
  LOCK_DAYS,
  REQUEST_OCCUPANCIES as OCCUPANCIES,
  PPP_TERMS,
  PROPERTY_TYPES,
  PURPOSES,
  TERMS,
} from '../../worker/artifact/vocabulary.ts';
import { SANE_REQUEST_ID } from '../../worker/contract/limits.ts';
import { QuoteRequestSchema } from '../../worker/contract/request.ts';
import type { QuoteAnswer } from '../../worker/contract/wire.ts';
import { createApp } from '../../worker/http/app.ts';
import type { Env } from '../../worker/http/env.ts';
import { SheetStore } from '../../worker/sheets/store.ts';
import { publishedArtifacts } from './kv-fixtures.ts';

export const TOKEN = env.INTERNAL_TOKEN!;
export const QUOTE_PATH = '/api/pricer/quote';
/** Every field of the quote request , from the schema the Worker validates with. */
export const FIELDS = Object.keys(QuoteRequestSchema.shape);

/** The names an object inherits from Object.prototype: the keys most likely to trip `obj[key]` code. */
export const PROTOTYPE_KEYS = Object.getOwnPropertyNames(Object.prototype);

export interface Sent {
  status: number;
  headers: Headers;
  text: string;
  /** The request body as sent, when it was text: an error message may legitimately echo it. */
  requestText: string;
}

export interface RawRequest {
  method?: string;
  path?: string;
  body?: string | Uint8Array | ReadableStream<Uint8Array> | null;
  headers?: Record<string, string>;
  bindings?: Partial<Env>;
}

/** One app and one store for a whole test file: a warm isolate, as production serves most requests. */
export function warmApp(store = new SheetStore()) {
  const app = createApp(store);
  return async ({ method = 'POST', path = QUOTE_PATH, body, headers, bindings = {} }: RawRequest): Promise<Sent> => {
    const init: RequestInit = {
      method,
      headers: headers ?? { 'Content-Type': 'application/json', Authorization: `Bearer ${TOKEN}` },
      body: method === 'GET' || method === 'HEAD' ? undefined : (body ?? undefined),
    };
    const response = await app.request(path, init, { ...env, ...bindings });
    const requestText = typeof body === 'string' ? body : '';
    return {
      status: response.status,
      headers: response.headers,
      text: await response.text(),
      requestText: requestText || safeDecode(path),
    };
  };
}

/** What a stack trace or an internal path looks like in a body. */
const INTERNALS =
  /\n\s+at\s|\bat [\w.<>]+ \(|[\w/-]+\.(?:ts|js|mjs):\d+|node_modules|file:\/\/|(?:Type|Range|Syntax|Reference)Error\b/;

/** The body shows no stack trace or source location, unless it merely echoes the request. */
export function expectNoInternals(sent: Pick<Sent, 'text' | 'requestText'>): void {
  const hit = INTERNALS.exec(sent.text)?.[0];
  if (hit !== undefined && !sent.requestText.includes(hit)) {
    expect.fail(`response body shows internals (${JSON.stringify(hit)}): ${sent.text.slice(0, 300)}`);
  }
}

/** The answer names its request: an X-Request-Id header, whatever the status. */
export function expectRequestId(sent: Pick<Sent, 'status' | 'headers'>): string {
  const id = sent.headers.get('X-Request-Id');
  expect(id, `status ${sent.status}: X-Request-Id`).toMatch(SANE_REQUEST_ID);
  return id!;
}

/**
 * A 4xx/5xx answer: JSON, exactly `{ message: string, errors?: { field: string[] }, request_id }`,
 * request_id being the X-Request-Id header; returned without request_id.
 */
export function expectErrorEnvelope(sent: Sent): { message: string; errors?: Record<string, string[]> } {
  expect(sent.headers.get('Content-Type'), `status ${sent.status} content type`).toMatch(/^application\/json/);
  let body: unknown;
  try {
    body = JSON.parse(sent.text);
  } catch {
    return expect.fail(`status ${sent.status} body is not JSON: ${sent.text.slice(0, 200)}`);
  }
  expect(body).toBeTypeOf('object');
  expect(body).not.toBeNull();
  const { message, errors, request_id, ...rest } = body as Record<string, unknown>;
  expect(rest, 'no fields beside message, errors and request_id').toEqual({});
  expect(request_id, 'the body’s request_id is the header’s').toBe(expectRequestId(sent));
  expect(message).toBeTypeOf('string');
  expect((message as string).length).toBeGreaterThan(0);
  if (errors !== undefined) {
    expect(errors).toBeTypeOf('object');
    for (const [field, messages] of Object.entries(errors as object)) {
      expect(Array.isArray(messages), `errors.${field} is an array`).toBe(true);
      for (const m of messages as unknown[]) expect(m).toBeTypeOf('string');
    }
  }
  expectNoInternals(sent);
  return {
    message: message as string,
    ...(errors === undefined ? {} : { errors: errors as Record<string, string[]> }),
  };
}

/** A 200 quote: well formed, counts right, eligible offers best price first. */
export function expectRankedQuote(sent: Sent): QuoteAnswer {
  expect(sent.status, sent.text.slice(0, 300)).toBe(200);
  expect(sent.headers.get('Content-Type')).toMatch(/^application\/json/);
  expectRequestId(sent);
  const quote = JSON.parse(sent.text) as QuoteAnswer;
  expect(quote.digest).toMatch(/^[0-9a-f]{64}$/);
  expect(Array.isArray(quote.eligible)).toBe(true);
  expect(Array.isArray(quote.rejected)).toBe(true);
  expect(quote.eligible_count).toBe(quote.eligible.length);
  expect(quote.rejected_count).toBe(quote.rejected.length);
  for (let i = 1; i < quote.eligible.length; i++) {
    expect(quote.eligible[i - 1]!.final_price).toBeGreaterThanOrEqual(quote.eligible[i]!.final_price);
  }
  for (const offer of quote.eligible)
    expect(Number.isFinite(offer.final_price) && Number.isFinite(offer.final_rate)).toBe(true);
  for (const rejection of quote.rejected) expect(rejection.rejections.length).toBeGreaterThan(0);
  return quote;
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path.replace(/\+/g, ' '));
  } catch {
    return path;
  }
}

/** Tallies what a test file sent and saw, for its closing console.log. */
export class Tally {
  requests = 0;
  readonly byStatus = new Map<number, number>();
  fiveXX = 0;

  see(sent: Sent): void {
    this.requests++;
    this.byStatus.set(sent.status, (this.byStatus.get(sent.status) ?? 0) + 1);
    if (sent.status >= 500) this.fiveXX++;
  }

  summary(): string {
    const statuses = [...this.byStatus]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}×${n}`)
      .join(' ');
    return `requests fuzzed: ${this.requests}; 5xx seen: ${this.fiveXX}; by status: ${statuses}`;
  }
}

/**
 * The one check of every fuzzed answer: never a 5xx,
 * a JSON envelope on every 4xx, and a ranked quote on a 200.
 */
export function expectSafe(sent: Sent): void {
  expect(sent.status, `5xx for body ${sent.requestText.slice(0, 200)}: ${sent.text.slice(0, 200)}`).toBeLessThan(500);
  if (sent.status >= 400) expectErrorEnvelope(sent);
  else expectRankedQuote(sent);
}

/** Program slugs, doc types and PPP table names of the published artifacts. */
export function catalog(): { slugs: string[]; docTypes: string[]; pppTables: string[] } {
  const programs = publishedArtifacts().flatMap((a) => decodeArtifact(a.bytes).programs);
  const uniq = (xs: string[]) => [...new Set(xs)].sort();
  return {
    slugs: uniq(programs.map((p) => p.slug)),
    docTypes: uniq(programs.flatMap((p) => p.doc_types.map((d) => d.doc_type))),
    pppTables: uniq(programs.flatMap((p) => p.ppp.map((t) => t.name))),
  };
}

const letter = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz');
const nullable = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null, freq: 3 });

/** Requests inside every range and enum of the quote request (and as_of on or after the first sheet): each must price. */
export function validRequest(cat = catalog()) {
  const amounts = fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .tuple(fc.integer({ min: 60_000, max: 3_000_000 }), fc.double({ min: 0.2, max: 1.05, noNaN: true }))
        .map(([price, ltv]) => ({ purchase_price: price, loan_amount: Math.max(50_000, Math.floor(price * ltv)) })),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        purchase_price: fc.integer({ min: 50_000, max: 1_000_000_000 }),
        loan_amount: fc.integer({ min: 50_000, max: 1_000_000_000 }),
      }),
    },
  );
  const rest = fc.record(
    {
      term: fc.constantFrom(...TERMS),
      purpose: fc.constantFrom(...PURPOSES),
      credit_score: fc.integer({ min: 500, max: 850 }),
      program_slug: nullable(fc.constantFrom(...cat.slugs)),
      doc_type: nullable(fc.constantFrom(...cat.docTypes)),
      doc_seasoning: nullable(fc.constantFrom('12mo', '24mo')),
      comp_type: fc.constantFrom('lender_paid', 'borrower_paid'),
      margin_bps: fc.integer({ min: 0, max: 1000 }),
      dti: fc.oneof(fc.double({ min: 0, max: 60, noNaN: true }), fc.integer({ min: 0, max: 60 })),
      mtg_lates_12mo: fc.constantFrom(0, 1, 2, 3),
      housing_event: nullable(fc.constantFrom(...HOUSING_EVENTS)),
      housing_event_months_ago: nullable(fc.integer({ min: 0, max: 1200 })),
      citizenship: fc.constantFrom(...CITIZENSHIPS),
      lien_position: fc.constantFrom('1st', '2nd'),
      occupancy: fc.constantFrom(...OCCUPANCIES),
      property_type: fc.constantFrom(...PROPERTY_TYPES),
      state: fc.oneof(
        fc.constantFrom('CA', 'TX', 'NY', 'FL', 'MN', 'RI', 'WA', 'ca'),
        fc.tuple(letter, letter).map(([a, b]) => a + b),
      ),
      zip: fc.oneof(fc.constant(''), fc.stringMatching(/^\d{5}$/)),
      ppp_term: fc.constantFrom(...PPP_TERMS),
      ppp_table_name: nullable(fc.oneof(fc.constantFrom(...cat.pppTables), fc.string({ maxLength: 100 }))),
      lock_days: fc.constantFrom(...LOCK_DAYS),
      dscr_ratio: nullable(fc.oneof(fc.double({ min: 0, max: 10, noNaN: true }), fc.constantFrom(0.99, 1, 1.25))),
      escrow_waiver: fc.boolean(),
      interest_only: fc.boolean(),
      housing_history: nullable(fc.constantFrom(...HOUSING_HISTORIES)),
      recent_credit_event: fc.boolean(),
      short_term_rental: fc.boolean(),
      as_of: nullable(
        fc.constantFrom('2026-11-20', '2026-11-21', '2026-11-23', '2026-11-23T13:14:00-08:00', '2026-11-23T21:15:00Z'),
      ),
    },
    { requiredKeys: ['term', 'purpose', 'credit_score'] },
  );
  return fc.tuple(amounts, rest).map(([a, r]) => ({ ...r, ...a }));
}

/** Numbers JSON can carry that no field accepts, or only just. */
export const hostileNumber = fc.oneof(
  fc.constantFrom(
    1e308,
    -1e308,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
    -Number.MIN_VALUE,
    2 ** 53 + 2,
    -(2 ** 53),
    0.1 + 0.2,
    1e-7,
    49_999.999,
    1_000_000_001,
    850.5,
    -1,
    0,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** Strings that look like values ("740", "1e308", "NaN"), unicode, control characters, and long ones. */
export const hostileString = fc.oneof(
  fc.constantFrom(
    '740',
    '30',
    '1e308',
    '-0',
    'NaN',
    'Infinity',
    'null',
    'true',
    '',
    ' ',
    'purchase ',
    'PURCHASE',
    'CA\u0000',
    '\u202eAC',
    'ＣＡ',
    '12345-6789',
    '9'.repeat(400),
  ),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.nat({ max: 60_000 }).map((n) => 'x'.repeat(n)),
);

/** Any value a field could be given: wrong types, valid values of other fields, deep structures. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileNumber,
  hostileString,
  fc.constantFrom(null, true, false, [], {}, [30], { value: 30 }, 'owner_occupied', 'No PPP', 30, 745, 500_000),
  fc.jsonValue({ maxDepth: 4 }),
);

/** Keys that exist on Object.prototype or are near misses of the real ones. */
export const hostileKey = fc.oneof(
  fc.constantFrom(
    ...PROTOTYPE_KEYS,
    'prototype',
    '__proto__',
    '',
    ' term',
    'TERM',
    'term\u0000',
    'loan_amt',
    'as_of ',
    'credit-score',
  ),
  fc.string({ maxLength: 20 }),
);

/** A JSON object written by hand, so keys may repeat and `__proto__` stays an ordinary key. */
export const objectText = (entries: readonly (readonly [string, unknown])[]): string =>
  `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}`).join(',')}}`;
