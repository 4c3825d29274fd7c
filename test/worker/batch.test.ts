/** POST /api/pricer/quotes: up to 100 scenarios on one set of sheets, each answered as it would be alone. */
import { reset } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { FORMAT_VERSION } from '../../worker/artifact/format.ts';
import { MAX_ANSWER_BYTES, MAX_BATCH_BODY_BYTES } from '../../worker/contract/limits.ts';
import type { BatchResponse, QuoteAnswer as QuoteResponse } from '../../worker/contract/wire.ts';
import { MAX_SCENARIOS } from '../../worker/contract/wire-requests.ts';
import { ROSTER } from '../../worker/sheets/roster.ts';
import { lastOf, publish } from './kv-fixtures.ts';
import { authorized, send, VALID_QUOTE } from './requests.ts';

beforeEach(async () => {
  await reset();
  await publish(env.PRICER_KV);
});

const batch = (body: unknown, headers?: Record<string, string>) =>
  send('/api/pricer/quotes', { body, ...(headers ? { headers } : {}) });

async function answered(body: unknown): Promise<BatchResponse> {
  const response = await batch(body);
  expect(response.status).toBe(200);
  return response.json<BatchResponse>();
}

const SCENARIOS = [
  VALID_QUOTE,
  { ...VALID_QUOTE, credit_score: 700, view: 'best' },
  { ...VALID_QUOTE, program_slug: 'dscr', occupancy: 'investment', dscr_ratio: 1.1, ppp_term: '5YR PPP' },
  { ...VALID_QUOTE, lock_days: 60, limit: 5 },
];

describe('POST /api/pricer/quotes', () => {
  it('a batch of N scenarios equals N single quotes, in request order, on one set of sheets', async () => {
    const answer = await answered({ scenarios: SCENARIOS });
    expect(answer.results.map((r) => [r.index, r.status])).toEqual(SCENARIOS.map((_, i) => [i, 200]));
    for (const [i, scenario] of SCENARIOS.entries()) {
      const single = await send('/api/pricer/quote', { body: scenario });
      const result = answer.results[i]!;
      expect(result.status === 200 && result.quote).toEqual(await single.json<QuoteResponse>());
    }
    expect(answer.rate_sheets).toEqual(
      (await (await send('/api/pricer/quote', { body: VALID_QUOTE })).json<QuoteResponse>()).rate_sheets,
    );
  });

  it('a bad scenario fails alone, with the 422 it would get alone', async () => {
    const bad = [{ ...VALID_QUOTE, term: 11 }, { ...VALID_QUOTE, program_slug: 'jumbo' }, 'not an object'];
    const answer = await answered({ scenarios: [VALID_QUOTE, ...bad, VALID_QUOTE] });
    expect(answer.results.map((r) => r.status)).toEqual([200, 422, 422, 422, 200]);
    for (const [i, scenario] of bad.entries()) {
      const alone = await send('/api/pricer/quote', { body: JSON.stringify(scenario) });
      expect(alone.status).toBe(422);
      const result = answer.results[i + 1]!;
      // The same envelope, but for the request id: the batch's is in its own header.
      const { request_id, ...error } = await alone.json<{ request_id: string }>();
      expect(request_id).toBe(alone.headers.get('X-Request-Id'));
      expect(result.status === 422 && result.error).toEqual(error);
    }
  });

  it('takes as_of once, at the top level: every scenario is priced on that day’s sheets', async () => {
    const answer = await answered({ scenarios: [VALID_QUOTE, { ...VALID_QUOTE, view: 'best' }], as_of: '2026-11-20' });
    const sheets = ROSTER.map((lender) => lastOf(lender, '2026-11-20').sha256);
    expect(answer.rate_sheets.map((s) => s.sha256)).toEqual(sheets);
    for (const r of answer.results)
      expect(r.status === 200 && r.quote.rate_sheets.map((s) => s.sha256)).toEqual(sheets);
    // Bayshore 11-20, Conforming 30 Year Fixed 6.500 / 45 days: 100.745 - 0.875 + 0.125 (as on the single route).
    const first = answer.results[0]!;
    const fixed =
      first.status === 200 &&
      first.quote.eligible.find((o) => o.program_slug === '2_conventional_fixed' && o.rate === 6.5);
    expect(fixed ? fixed.final_price : null).toBe(99.995);
  });

  it('refuses a scenario’s own as_of (the batch has one set of sheets), naming it, and prices the others', async () => {
    const answer = await answered({ scenarios: [VALID_QUOTE, { ...VALID_QUOTE, as_of: '2026-11-20' }] });
    expect(answer.results[0]!.status).toBe(200);
    expect(answer.results[1]).toEqual({
      index: 1,
      status: 422,
      error: { message: expect.stringContaining('top level'), errors: { as_of: [expect.stringContaining('once')] } },
    });
  });

  it.each([
    ['no scenarios', { scenarios: [] }, 'scenarios'],
    [`${MAX_SCENARIOS + 1} scenarios`, { scenarios: Array(MAX_SCENARIOS + 1).fill(VALID_QUOTE) }, 'scenarios'],
    ['scenarios that are not a list', { scenarios: VALID_QUOTE }, 'scenarios'],
    ['an unknown field', { scenarios: [VALID_QUOTE], colour: 'red' }, 'colour'],
    ['a malformed as_of', { scenarios: [VALID_QUOTE], as_of: '20-11-2026' }, 'as_of'],
    ['an as_of before every sheet', { scenarios: [VALID_QUOTE], as_of: '2026-01-01' }, 'as_of'],
  ])('answers 422 to %s, naming the field', async (_, body, field) => {
    const response = await batch(body);
    expect(response.status).toBe(422);
    const error = await response.json<{ message: string; errors: Record<string, string[]> }>();
    expect(Object.keys(error.errors)).toEqual([field]);
    if (field === 'scenarios') expect(error.message).toContain(`1 to ${MAX_SCENARIOS}`);
  });

  it(`prices ${MAX_SCENARIOS} scenarios, each with every field set, within the body limit`, async () => {
    const full = {
      ...VALID_QUOTE,
      program_slug: null,
      doc_type: null,
      doc_seasoning: null,
      comp_type: 'lender_paid',
      margin_bps: 25,
      dti: 36.5,
      mtg_lates_12mo: 0,
      housing_event: null,
      housing_event_months_ago: null,
      citizenship: 'us_citizen',
      lien_position: '1st',
      zip: '94105',
      ppp_term: 'No PPP',
      ppp_table_name: null,
      dscr_ratio: null,
      escrow_waiver: false,
      interest_only: false,
      housing_history: null,
      recent_credit_event: false,
      short_term_rental: false,
      target_price: 100,
      view: 'best',
      limit: 10,
    };
    const body = JSON.stringify({ scenarios: Array(MAX_SCENARIOS).fill(full) }, null, 2);
    expect(body.length).toBeLessThan(MAX_BATCH_BODY_BYTES);
    const answer = await answered(body);
    const alone = await (await send('/api/pricer/quote', { body: full })).json<QuoteResponse>();
    expect(alone.eligible_count).toBeGreaterThan(3);
    expect(answer.results).toEqual(
      Array.from({ length: MAX_SCENARIOS }, (_, index) => ({ index, status: 200, quote: alone })),
    );
  });

  it('answers a batch up to 2 MiB of answer and refuses a larger one with a 422 saying how to ask for less', async () => {
    const single = await send('/api/pricer/quote', { body: VALID_QUOTE });
    const size = (await single.arrayBuffer()).byteLength;
    // The all view of VALID_QUOTE at 11-23 2:00 PM is 179,366 bytes: Bayshore's and Granite Peak's
    // 177,992; Cedar Hollow's rate_sheets entry (267 bytes with its comma) and its three rejections
    // (min_loan_amount; 282, 359 and 280 bytes, each "›" 3 bytes in UTF-8: +6), 1,194 bytes, and the
    // 15-year's term_not_offered at "CedarHollow_Jumbo_RateSheet_2026-11-23_1430.xlsx › Eligibility!B25"
    // (66 characters, 68 bytes, quoted 70, for "null": +66); and what
    // identifies the quote, "digest":"<64 hex>", (76) "format_version":11, (20: its digits counted) "engine_version":1, (19).
    // In a batch each result adds {"index":N,"status":200,"quote":…} (33-34 bytes) and a comma, after a
    // prefix of about 920 bytes: 11 results are about 1,973,000 bytes, 12 about 2,152,000, over 2 MiB = 2,097,152.
    expect(size).toBe(177_992 + 1_194 + 66 + 76 + `"format_version":${FORMAT_VERSION},`.length + 19);
    const eleven = await batch({ scenarios: Array(11).fill(VALID_QUOTE) });
    expect(eleven.status).toBe(200);
    const written = (await eleven.arrayBuffer()).byteLength;
    expect(written).toBeGreaterThan(11 * size);
    expect(written).toBeLessThanOrEqual(MAX_ANSWER_BYTES);
    const message = `the answer would exceed ${MAX_ANSWER_BYTES} bytes (11 of 12 scenarios fit): ask for "view": "best" (one offer per program and doc type), a "limit" on the offers, or "rejected": "counted" (the rejections counted, not listed) in each scenario, or send fewer scenarios per batch`;
    const twelve = await batch({ scenarios: Array(12).fill(VALID_QUOTE) });
    const request_id = twelve.headers.get('X-Request-Id');
    expect([twelve.status, await twelve.json()]).toEqual([
      422,
      { message, errors: { scenarios: [message] }, request_id },
    ]);
    // Asked for the best offer of each program, 100 such scenarios fit.
    expect((await batch({ scenarios: Array(MAX_SCENARIOS).fill({ ...VALID_QUOTE, view: 'best' }) })).status).toBe(200);
  });

  it('answers 413 to a body over its limit, 415 to one that is not JSON, and 401 before either', async () => {
    const big = JSON.stringify({ scenarios: [VALID_QUOTE] }).padEnd(MAX_BATCH_BODY_BYTES + 1, ' ');
    expect((await batch(big)).status).toBe(413);
    expect((await batch(big, { ...authorized(), 'Content-Type': 'text/plain' })).status).toBe(415);
    for (const body of [big, '{not json', { scenarios: [] }]) expect((await batch(body, {})).status).toBe(401);
  });
});
