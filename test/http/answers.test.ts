/**
 * The answers of the pricing operations (worker/http/answers.ts) from Node, on the 11-20 morning
 * sheets: what the quote and batch routes send (test/worker/quote.test.ts and batch.test.ts check the
 * routes send exactly these). Validation runs before any sheet is read; a refusal of the sheet store
 * becomes its status (422 naming as_of, 503); any other error is left to the error handler (a 500).
 */
import { describe, expect, it, vi } from 'vitest';
import { FORMAT_VERSION } from '../../worker/artifact/format.ts';
import { MAX_ANSWER_BYTES } from '../../worker/contract/limits.ts';
import { parseQuoteRequest } from '../../worker/contract/request.ts';
import { quote } from '../../worker/engine/quote.ts';
import { rateSheetOf } from '../../worker/engine/rate-sheets.ts';
import { ENGINE_VERSION } from '../../worker/engine/version.ts';
import { answerBatch, answerQuote, refusal } from '../../worker/http/answers.ts';
import { AsOfRefused } from '../../worker/sheets/clock.ts';
import { SheetsUnavailable } from '../../worker/sheets/store.ts';
import { inForce, sheetsOf } from '../engine/sheets.ts';
import { answered } from './answered.ts';

const SHEETS = inForce(sheetsOf('2026-11-20'));
const REQUEST = { term: 30, purpose: 'purchase', credit_score: 740, purchase_price: 500_000, loan_amount: 400_000 };
const AS_OF_IN_SCENARIO = 'as_of is given once for the whole batch, at the top level, not per scenario';
// Every program of the sheets, lender by lender in roster order: Bayshore's, Cedar Hollow's, Granite Peak's.
const PROGRAMS =
  '2_conventional_fixed, 3_conventional_5_6_sofr_arm, 4_conventional_7_6_sofr_arm, jumbo_30_fixed, jumbo_15_fixed, jumbo_7_6_arm, full_doc, expanded_doc, dscr, multi_unit_mixed_use, itin, fn';

/** A sheetsAt that answers the 11-20 sheets and records the as_of it was asked for. */
const onSheets = () => vi.fn(async (_asOf: string | null) => SHEETS);

const HEX64 = /^[0-9a-f]{64}$/;

/** The engine's own quote of `body` on the 11-20 sheets, led by a digest (digest.test.ts checks its value). */
function quoted(body: object) {
  const parsed = parseQuoteRequest(body);
  if (!parsed.ok) throw new Error(parsed.message);
  const outcome = quote(SHEETS, parsed.request);
  if (!outcome.ok) throw new Error(outcome.message);
  const identity = {
    digest: expect.stringMatching(HEX64),
    format_version: FORMAT_VERSION,
    engine_version: ENGINE_VERSION,
  };
  return { ...identity, ...outcome.response };
}

describe('answerQuote', () => {
  it('answers 200 with the engine’s quote, on the sheets of now (as_of null)', async () => {
    const sheetsAt = onSheets();
    const answer = await answered(answerQuote(REQUEST, sheetsAt));
    expect(answer).toEqual({ status: 200, body: quoted(REQUEST) });
    expect(sheetsAt.mock.calls).toEqual([[null]]);
    // Bayshore 6.500 % 30-day at 11-20 is priced (docs/contract.md quotes it at 45 days): the body is a real quote, not an empty one.
    expect(answer.status === 200 && answer.body.eligible_count).toBeGreaterThan(0);
  });

  it('asks the store for the sheets of the request’s as_of', async () => {
    const sheetsAt = onSheets();
    await answered(answerQuote({ ...REQUEST, as_of: '2026-11-20' }, sheetsAt));
    expect(sheetsAt.mock.calls).toEqual([['2026-11-20']]);
  });

  it('refuses an invalid request with 422 naming every field, before reading any sheet', async () => {
    const sheetsAt = onSheets();
    const answer = await answered(answerQuote({ purpose: 'purchase' }, sheetsAt));
    expect(answer).toEqual({
      status: 422,
      body: {
        message: 'term must be one of 10, 15, 20, 25, 30, 40 (and 3 more field errors)',
        errors: {
          term: ['term must be one of 10, 15, 20, 25, 30, 40'],
          credit_score: ['credit_score must be a number'],
          purchase_price: ['purchase_price must be a number'],
          loan_amount: ['loan_amount must be a number'],
        },
      },
    });
    expect(sheetsAt).not.toHaveBeenCalled();
  });

  it('answers the engine’s refusal of an unknown program_slug as a 422 naming the programs', async () => {
    const message = `program_slug must be one of ${PROGRAMS}`;
    expect(await answered(answerQuote({ ...REQUEST, program_slug: 'jumbo' }, onSheets()))).toEqual({
      status: 422,
      body: { message, errors: { program_slug: [message] } },
    });
  });

  it('answers an as_of the store refuses with 422 naming as_of', async () => {
    const message = 'as_of 2030-01-01 is in the future: omit as_of for the sheets in force now';
    const answer = await answered(
      answerQuote({ ...REQUEST, as_of: '2030-01-01' }, async () => {
        throw new AsOfRefused(message);
      }),
    );
    expect(answer).toEqual({ status: 422, body: { message, errors: { as_of: [message] } } });
  });

  it('answers sheets the store cannot supply with 503 and the store’s message, no field errors', async () => {
    const answer = await answered(
      answerQuote(REQUEST, async () => {
        throw new SheetsUnavailable('index:agency: KV read failed');
      }),
    );
    expect(answer).toEqual({ status: 503, body: { message: 'index:agency: KV read failed' } });
  });

  it('leaves any other error to the error handler (a 500 there)', async () => {
    const bug = new TypeError('not a function');
    await expect(
      answerQuote(REQUEST, async () => {
        throw bug;
      }),
    ).rejects.toBe(bug);
  });
});

describe('refusal', () => {
  it('is 422 for AsOfRefused, 503 for SheetsUnavailable and null for anything else', () => {
    expect(refusal(new AsOfRefused('no'))).toEqual({
      status: 422,
      body: { message: 'no', errors: { as_of: ['no'] } },
      key: 'validation',
    });
    expect(refusal(new SheetsUnavailable('down'))).toEqual({
      status: 503,
      body: { message: 'down' },
      key: 'sheets_unavailable',
    });
    expect(refusal(new Error('other'))).toBeNull();
    expect(refusal('a string')).toBeNull();
  });
});

describe('answerBatch', () => {
  it('answers every scenario on one set of sheets, in request order, each as it would alone', async () => {
    const sheetsAt = onSheets();
    const second = { ...REQUEST, credit_score: 700, view: 'best' };
    const answer = await answered(answerBatch({ scenarios: [REQUEST, second], as_of: '2026-11-20' }, sheetsAt));
    expect(sheetsAt.mock.calls).toEqual([['2026-11-20']]);
    expect(answer).toEqual({
      status: 200,
      body: {
        rate_sheets: SHEETS.map(rateSheetOf),
        results: [
          { index: 0, status: 200, quote: quoted(REQUEST) },
          { index: 1, status: 200, quote: quoted(second) },
        ],
      },
    });
    // Each scenario's digest is the one it gets alone on these sheets: as_of chooses sheets, and the sheets are named.
    const alone = await answered(answerQuote({ ...second, as_of: '2026-11-20' }, onSheets()));
    expect(answer.body.results[1].quote.digest).toBe(alone.body.digest);
  });

  it('asks for the sheets of now when the batch has no as_of', async () => {
    const sheetsAt = onSheets();
    await answered(answerBatch({ scenarios: [REQUEST] }, sheetsAt));
    expect(sheetsAt.mock.calls).toEqual([[null]]);
  });

  it('refuses a scenario with its own as_of (even null), alone: the others are priced', async () => {
    const answer = await answered(answerBatch({ scenarios: [{ ...REQUEST, as_of: null }, REQUEST] }, onSheets()));
    expect(answer.status === 200 && answer.body.results).toEqual([
      { index: 0, status: 422, error: { message: AS_OF_IN_SCENARIO, errors: { as_of: [AS_OF_IN_SCENARIO] } } },
      { index: 1, status: 200, quote: quoted(REQUEST) },
    ]);
  });

  it('names as_of beside the field errors of a scenario that has both, with the field errors’ message', async () => {
    const answer = await answered(
      answerBatch({ scenarios: [{ ...REQUEST, term: 11, as_of: '2026-11-20' }] }, onSheets()),
    );
    expect(answer.status === 200 && answer.body.results).toEqual([
      {
        index: 0,
        status: 422,
        error: {
          message: 'term must be one of 10, 15, 20, 25, 30, 40',
          errors: { as_of: [AS_OF_IN_SCENARIO], term: ['term must be one of 10, 15, 20, 25, 30, 40'] },
        },
      },
    ]);
  });

  it('answers an invalid scenario and one the engine refuses with their 422 in place', async () => {
    const answer = await answered(
      answerBatch(
        { scenarios: [{ ...REQUEST, dti: 61 }, { ...REQUEST, program_slug: 'jumbo' }, 'not an object'] },
        onSheets(),
      ),
    );
    const programs = `program_slug must be one of ${PROGRAMS}`;
    const NOT_AN_OBJECT = 'Invalid input: expected object, received string';
    expect(answer.status === 200 && answer.body.results).toEqual([
      {
        index: 0,
        status: 422,
        error: { message: 'dti must be between 0 and 60', errors: { dti: ['dti must be between 0 and 60'] } },
      },
      { index: 1, status: 422, error: { message: programs, errors: { program_slug: [programs] } } },
      // Not an object: the issue has no field, so it is filed under "body".
      { index: 2, status: 422, error: { message: NOT_AN_OBJECT, errors: { body: [NOT_AN_OBJECT] } } },
    ]);
  });

  it('refuses the envelope itself with 422 before reading any sheet', async () => {
    const sheetsAt = onSheets();
    expect(await answered(answerBatch({ scenarios: [], extra: 1 }, sheetsAt))).toEqual({
      status: 422,
      body: {
        message: 'scenarios must be a list of 1 to 100 quote requests (and 1 more field errors)',
        errors: {
          scenarios: ['scenarios must be a list of 1 to 100 quote requests'],
          extra: ['extra is not a field of the batch request'],
        },
      },
    });
    expect(sheetsAt).not.toHaveBeenCalled();
  });

  it('answers the store’s refusals as the single quote does', async () => {
    const answer = await answered(
      answerBatch({ scenarios: [REQUEST] }, async () => {
        throw new SheetsUnavailable('index:non-qm: not JSON');
      }),
    );
    expect(answer).toEqual({ status: 503, body: { message: 'index:non-qm: not JSON' } });
  });

  it('refuses, at the scenario that passes the budget, a batch whose answer would be larger: a 422 naming scenarios', async () => {
    const second = { ...REQUEST, view: 'best' };
    const whole = (await answerBatch({ scenarios: [REQUEST, second] }, onSheets())).json.byteLength;
    // The answer of [REQUEST, second] is prefix + a + "," + b + "]}": with the limit at that size,
    // [REQUEST, second, REQUEST] writes prefix + a + ",b" (whole - 2 bytes) and stops at its third result;
    // 3 bytes less, ",b" (more than 1 byte) does not fit either: one result fits.
    const fitting = (limit: number) =>
      answered(answerBatch({ scenarios: [REQUEST, second, REQUEST] }, onSheets(), limit));
    const ask =
      '"view": "best" (one offer per program and doc type), a "limit" on the offers, or "rejected": "counted" (the rejections counted, not listed) in each scenario, or send fewer scenarios per batch';
    for (const [limit, fit] of [
      [whole, 2],
      [whole - 3, 1],
    ] as const) {
      const message = `the answer would exceed ${limit} bytes (${fit} of 3 scenarios fit): ask for ${ask}`;
      expect(await fitting(limit)).toEqual({ status: 422, body: { message, errors: { scenarios: [message] } } });
    }
  });

  it('answers a batch whose answer is exactly the budget, and refuses it one byte below', async () => {
    const batch = { scenarios: [REQUEST, { ...REQUEST, term: 11 }] };
    const whole = await answerBatch(batch, onSheets());
    expect(whole.status).toBe(200);
    expect(await answerBatch(batch, onSheets(), whole.json.byteLength)).toEqual(whole);
    expect((await answerBatch(batch, onSheets(), whole.json.byteLength - 1)).status).toBe(422);
  });
});

describe('the answer budget of a single quote', () => {
  it('answers a quote whose answer is exactly the budget, and refuses it one byte below with a 422 naming view', async () => {
    const whole = await answerQuote(REQUEST, onSheets());
    expect(await answerQuote(REQUEST, onSheets(), whole.json.byteLength)).toEqual(whole);
    const limit = whole.json.byteLength - 1;
    const message = `the answer would exceed ${limit} bytes: ask for "view": "best" (one offer per program and doc type), a "limit" on the offers, or "rejected": "counted" (the rejections counted, not listed)`;
    expect(await answered(answerQuote(REQUEST, onSheets(), limit))).toEqual({
      status: 422,
      body: { message, errors: { view: [message] } },
    });
  });

  it('is 2 MiB by default: the all view of a real scenario fits, many times over', async () => {
    expect(MAX_ANSWER_BYTES).toBe(2_097_152);
    const { status, json } = await answerQuote(REQUEST, onSheets());
    expect(status).toBe(200);
    expect(json.byteLength).toBeLessThan(MAX_ANSWER_BYTES / 10);
  });
});

describe('what an answer tells the request’s log line', () => {
  it('a quote: its counts and its digests, never the scenario', async () => {
    const answer = await answerQuote(REQUEST, onSheets());
    const body = JSON.parse(new TextDecoder().decode(answer.json));
    expect(answer.facts).toEqual({
      offers: body.eligible_count,
      rejections: body.rejected_count,
      digest: body.digest,
      request_digest: expect.stringMatching(HEX64),
    });
    expect(answer.facts.request_digest).not.toBe(body.digest);
  });

  it('a batch: totals over its scenarios, each scenario’s digests, null for a refused one', async () => {
    const second = { ...REQUEST, view: 'best' };
    const answer = await answerBatch({ scenarios: [REQUEST, { term: 11 }, second] }, onSheets());
    const { results } = JSON.parse(new TextDecoder().decode(answer.json));
    const [first, , third] = results.map(
      (r: { quote?: { eligible_count: number; rejected_count: number } }) => r.quote,
    );
    expect(answer.facts).toEqual({
      scenarios: 3,
      refused: 1,
      offers: first.eligible_count + third.eligible_count,
      rejections: first.rejected_count + third.rejected_count,
      digests: [first.digest, null, third.digest],
      request_digests: [expect.stringMatching(HEX64), null, expect.stringMatching(HEX64)],
    });
  });

  it('a refusal: its stable key (the route adds the request id and logs it)', async () => {
    const invalid = await answerQuote({ purpose: 'purchase' }, onSheets());
    expect(invalid.status === 422 && [invalid.key, invalid.facts]).toEqual(['validation', {}]);
    const whole = await answerQuote(REQUEST, onSheets());
    const tooLarge = await answerQuote(REQUEST, onSheets(), whole.json.byteLength - 1);
    expect(tooLarge.status === 422 && [tooLarge.key, tooLarge.facts]).toEqual(['answer_too_large', whole.facts]);
  });
});
