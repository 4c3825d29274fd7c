/**
 * A quote's digest (worker/http/digest.ts, canonical-json.ts): the canonical text of the question,
 * written out by hand here from the contract's rules and hashed with Node's own sha256, and the
 * properties that make it useful: what cannot change the answer does not change it (key order, the
 * case of a state, "40.0" for 40, as_of), and everything that can does.
 */
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FORMAT_VERSION } from '../../worker/artifact/format.ts';
import { parseQuoteRequest } from '../../worker/contract/request.ts';
import type { LenderSheet } from '../../worker/engine/rate-sheets.ts';
import { parseJsonKeepingNumbers } from '../../worker/engine/sent-numbers.ts';
import { answerQuote } from '../../worker/http/answers.ts';
import { canonicalDecimal, canonicalJson, Decimal } from '../../worker/http/canonical-json.ts';
import { questionDigests } from '../../worker/http/digest.ts';
import { inForce, sheetsOf } from '../engine/sheets.ts';
import { answered } from './answered.ts';

const SHEETS = inForce(sheetsOf('2026-11-20'));
const REQUEST = { term: 30, purpose: 'purchase', credit_score: 740, purchase_price: 500_000, loan_amount: 400_000 };

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The digests of `text`, a request as a body, on `sheets`. */
async function digestsOf(text: string, sheets: LenderSheet[] = SHEETS) {
  const parsed = parseQuoteRequest(parseJsonKeepingNumbers(text));
  if (!parsed.ok) throw new Error(parsed.message);
  return questionDigests(sheets)(parsed.request);
}

describe('canonicalDecimal', () => {
  it.each([
    ['40', '40'],
    ['40.0', '40'],
    ['4.0e1', '40'],
    ['0.4E+2', '40'],
    ['4000e-2', '40'],
    ['-0', '0'],
    ['0.000', '0'],
    ['123.4500', '123.45'],
    ['0.1e1', '1'],
    ['0.000001', '0.000001'],
    ['0.0000005', '5e-7'],
    ['100000000000000000000', '100000000000000000000'],
    ['1e21', '1e+21'],
    ['12.5e20', '1.25e+21'],
    ['1E-400', '1e-400'],
    // A decimal no double holds keeps every digit: it is priced as sent.
    ['60.0000000000000000001', '60.0000000000000000001'],
    ['43.00500', '43.005'],
    ['-2.50', '-2.5'],
  ])('%s is %s', (text, canonical) => {
    expect(canonicalDecimal(text)).toBe(canonical);
  });

  it('is String(x) for any double, written shortest or in exponent form', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (x) => {
        expect(canonicalDecimal(String(x))).toBe(String(x));
        // toExponential() gives the same shortest digits in another form.
        expect(canonicalDecimal(x.toExponential())).toBe(String(x));
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses a text that is not a JSON number', () => {
    for (const text of ['', '.5', '1.', '+1', 'NaN', '1e', '0x10'])
      expect(() => canonicalDecimal(text), text).toThrow();
  });
});

describe('canonicalJson', () => {
  it('sorts keys at every depth, writes no white space, and Decimals as canonical decimals', () => {
    const value = { b: [3, { z: null, a: true }], a: 'é"', c: new Decimal('43.0050') };
    expect(canonicalJson(value)).toBe('{"a":"é\\"","b":[3,{"a":true,"z":null}],"c":43.005}');
  });
});

describe('the digest of a quote', () => {
  it('is sha256 of the canonical text of {engine_version, format_version, request, sheets}, as the contract writes it', async () => {
    // REQUEST with every default written out, keys sorted, no as_of; the 11-20 morning sheets, both in force.
    const request =
      '{"citizenship":"us_citizen","comp_type":"lender_paid","credit_score":740,"doc_seasoning":null,"doc_type":null,' +
      '"dscr_ratio":null,"dti":40,"escrow_waiver":false,"housing_event":null,"housing_event_months_ago":null,' +
      '"housing_history":null,"interest_only":false,"lien_position":"1st","limit":null,"loan_amount":400000,' +
      '"lock_days":30,"margin_bps":0,"mtg_lates_12mo":0,"occupancy":"owner_occupied","ppp_table_name":null,' +
      '"ppp_term":"No PPP","program_slug":null,"property_type":"sfr","purchase_price":500000,"purpose":"purchase",' +
      '"recent_credit_event":false,"short_term_rental":false,"state":"CA","target_price":100,"term":30,"view":"all","zip":""}';
    const sheets = SHEETS.map(
      (l) => `{"lender_slug":"${l.lender_slug}","sha256":"${l.sheet!.sha256}","status":"in_force","withdrawn_at":null}`,
    ).join(',');
    const question = `{"engine_version":1,"format_version":${FORMAT_VERSION},"request":${request},"sheets":[${sheets}]}`;
    const answer = await answered(answerQuote(REQUEST, async () => SHEETS));
    expect(answer.body.digest).toBe(sha256(question));
    expect(await digestsOf(JSON.stringify(REQUEST))).toEqual({
      digest: sha256(question),
      request_digest: sha256(request),
    });
  });

  it('does not change with what cannot change the answer: key order, a state’s case, 40.0 for 40, as_of', async () => {
    const { digest } = await digestsOf(JSON.stringify(REQUEST));
    for (const same of [
      '{"loan_amount":400000,"purchase_price":500000,"credit_score":740,"purpose":"purchase","term":30}',
      JSON.stringify({ ...REQUEST, state: 'ca' }),
      JSON.stringify({ ...REQUEST, dti: 40, lock_days: 30, view: 'all' }),
      '{"term":30,"purpose":"purchase","credit_score":740.0,"purchase_price":5e5,"loan_amount":400000,"dti":40.000}',
      JSON.stringify({ ...REQUEST, as_of: '2026-11-20' }),
    ])
      expect((await digestsOf(same)).digest, same).toBe(digest);
  });

  it('changes with every input that can: a field, a decimal past a double, a sheet, its status, a withdrawal', async () => {
    const base = await digestsOf(JSON.stringify(REQUEST));
    const [agency, nonQm] = SHEETS as [LenderSheet & { sheet: object }, LenderSheet];
    const others = [
      await digestsOf(JSON.stringify({ ...REQUEST, credit_score: 741 })),
      await digestsOf(JSON.stringify({ ...REQUEST, view: 'best' })),
      // 40.0000000000000000001 is the double 40, yet above a limit of 40: another question.
      await digestsOf(
        '{"term":30,"purpose":"purchase","credit_score":740,"purchase_price":500000,"loan_amount":400000,"dti":40.0000000000000000001}',
      ),
      await digestsOf(JSON.stringify(REQUEST), inForce(sheetsOf('2026-11-23'))),
      await digestsOf(JSON.stringify(REQUEST), [{ ...agency, status: 'expired' }, nonQm]),
      await digestsOf(JSON.stringify(REQUEST), [{ ...agency, withdrawn_at: '2026-11-21T10:00:00-05:00' }, nonQm]),
      await digestsOf(JSON.stringify(REQUEST), [
        agency,
        { lender_slug: 'non-qm', status: 'no_sheet', sheet: null, withdrawn_at: null },
      ]),
      await digestsOf(JSON.stringify(REQUEST), [nonQm, agency]),
    ];
    expect(new Set([base.digest, ...others.map((o) => o.digest)]).size).toBe(others.length + 1);
    // The request alone: the same scenario on other sheets has the same request_digest.
    expect(others.slice(3).every((o) => o.request_digest === base.request_digest)).toBe(true);
    expect(others[0]!.request_digest).not.toBe(base.request_digest);
  });
});
