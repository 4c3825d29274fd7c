/**
 * Request numbers are compared with the sheets' limits and band edges exactly as sent, never rounded
 * (sheets/README.md §2 "Band edges": "Percentages are not rounded before the band lookup or before
 * comparison with a matrix maximum"; issue 26: dscr_ratio 0.99995 passed a minimum of 1.00 and dti
 * 43.00004 took no DTI tier, both rounded to four decimals first).
 *
 * Hand-checked cases (Granite Peak, sheets of 2026-11-20). Every DTI and DSCR limit and band edge of
 * every fixture sheet, at the edge and past it at 2, 5 and 9 decimals, is every-lender-limits.test.ts
 * and every-lender-band-edges.test.ts.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeArtifact } from '../../worker/artifact/codec.ts';
import type { Artifact } from '../../worker/artifact/format.ts';
import { parseQuoteRequest } from '../../worker/contract/request.ts';
import { twiceScaled } from '../../worker/engine/exact-decimal.ts';
import { quote } from '../../worker/engine/quote.ts';
import { allInForce, loadedSheet } from '../../worker/engine/rate-sheets.ts';
import { parseJsonKeepingNumbers } from '../../worker/engine/sent-numbers.ts';
import { fixtureManifest } from '../fixtures.ts';
import { GRANITE_PEAK, MATRIX20 } from './named-scenarios.ts';
import { at, reasonsOf, rowOf } from './quote-lookups.ts';
import { priced } from './sheets.ts';

/** A quote of the JSON text `json` (numbers as written there) on the sheets of `artifact`. */
function pricedText(json: string, artifacts: readonly Artifact[]) {
  const parsed = parseQuoteRequest(parseJsonKeepingNumbers(json));
  if (!parsed.ok) throw new Error(parsed.message);
  const out = quote(allInForce(artifacts.map((artifact) => loadedSheet(artifact, '0'.repeat(64)))), parsed.request);
  if (!out.ok) throw new Error(out.message);
  return out.response;
}

/** The fixture sheets of 2026-11-20 (morning). */
const sheets20 = () =>
  fixtureManifest()
    .artifacts.filter((e) => e.effective_date === '2026-11-20')
    .map((e) => decodeArtifact(readFileSync(`dist-sheets/${e.path}`)));

/** `text` compared with `hundredths` / 100, by exact integer arithmetic on the digits (an independent reading). */
function compareWithHundredths(text: string, hundredths: number): number {
  const [whole, fraction = ''] = text.split('.');
  const scaled = BigInt(whole + fraction.padEnd(20, '0')); // value × 10^20
  const bound = BigInt(hundredths) * 10n ** 18n;
  return scaled < bound ? -1 : scaled > bound ? 1 : 0;
}

describe('twiceScaled: which side of each unit a decimal lies on', () => {
  it.each([
    // [text, scale, 2·⌊value·10^scale⌋ + (not whole ? 1 : 0)]
    ['43', 2, 8600],
    ['43.00', 2, 8600],
    ['43.00004', 2, 8601], // 4300.004 hundredths: above 4300, below 4301
    ['43.005', 2, 8601],
    ['43.01', 2, 8602],
    ['0.99995', 2, 199], // 99.995 hundredths: below 100
    ['1', 2, 200],
    ['1e-7', 2, 1],
    ['6e1', 2, 12000],
    ['0.0000000006e10', 2, 1200],
    ['43.000000000000000001', 2, 8601], // more digits than a double holds
    ['100.0005', 3, 200001],
    ['-43.005', 2, -8601], // ⌊-4300.5⌋ = -4301: 2 × -4301 + 1
    ['0', 2, 0],
    ['-0', 2, 0],
  ] as const)('%s at scale %s is %s', (text, scale, expected) => {
    expect(twiceScaled(text, scale)).toBe(expected);
  });

  it('agrees with exact integer arithmetic on random decimals of up to 12 decimals', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let i = 0; i < 2000; i++) {
      const whole = String(next() % 70);
      const fraction = String(next())
        .padStart(10, '0')
        .slice(0, next() % 13);
      const text = fraction ? `${whole}.${fraction}` : whole;
      const bound = next() % 7000;
      const cmp = Math.sign(twiceScaled(text, 2) - 2 * bound);
      expect(cmp, `${text} vs ${bound / 100}`).toBe(compareWithHundredths(text, bound));
    }
  });

  it('refuses text that is no decimal', () => {
    expect(() => twiceScaled('4,3', 2)).toThrow(/not a decimal/);
  });
});

describe('the decimal as sent', () => {
  it('a number with more digits than its double is read as sent', () => {
    const text = (dti: string) =>
      `{"dti": ${dti}, "term": 30, "purpose": "purchase", "credit_score": 740, "purchase_price": 500000, "loan_amount": 350000}`;
    // The double of 60.0000000000000000001 is 60, which the schema admits; the number sent is above 60.
    expect(parseQuoteRequest(parseJsonKeepingNumbers(text('60.0000000000000000001')))).toEqual({
      ok: false,
      message: 'dti must be between 0 and 60',
      errors: { dti: ['dti must be between 0 and 60'] },
    });
    expect(parseQuoteRequest(parseJsonKeepingNumbers(text('60.0000000000000000000'))).ok).toBe(true);
    // Granite Peak Full Doc: 43.000000000000000001 is above 43.00 and takes the 43.01% - 50.00% row.
    const r = pricedText(text('43.000000000000000001').replace('{', '{"program_slug": "full_doc", '), sheets20());
    expect(rowOf(r.eligible[0]!, 'DTI')?.[0]).toBe('43.01% - 50.00%');
    const r43 = pricedText(text('43.000000000000000000').replace('{', '{"program_slug": "full_doc", '), sheets20());
    expect(rowOf(r43.eligible[0]!, 'DTI')).toBeUndefined();
  });
});

describe('Granite Peak, hand-checked (sheets of 2026-11-20)', () => {
  const fn = { ...GRANITE_PEAK.fn, loan_amount: 350_000 };
  it.each([0.99995, 0.9999, 0.999999999])(
    'Foreign National: DSCR %s is under the minimum 1.00 (Guidelines!K16)',
    (dscr) => {
      expect(reasonsOf(priced({ ...fn, dscr_ratio: dscr }), fn)).toContainEqual({
        key: 'dscr_min_ratio',
        threshold: 1,
        provided: dscr,
        source_page: at(MATRIX20, 'Guidelines!K16'),
      });
    },
  );

  it('Foreign National: DSCR 1.00 itself prices, in the 1.00 - 1.24 row (FN LLPA!C51)', () => {
    const r = priced({ ...fn, dscr_ratio: 1 });
    expect(reasonsOf(r, fn)).toEqual([]);
    expect(rowOf(r.eligible.find((o) => o.program_slug === 'fn')!, 'DSCR')?.[0]).toBe('1.00 - 1.24');
  });

  // Guidelines!E13: Maximum DTI of Expanded Doc - 1099 is 50.00%.
  const f1099 = GRANITE_PEAK['1099'];
  it.each([50.00004, 50.000000001, 50.01])('1099: DTI %s is above the maximum 50', (dti) => {
    expect(reasonsOf(priced({ ...f1099, loan_amount: 350_000, dti }), f1099)).toContainEqual({
      key: 'max_dti',
      threshold: 50,
      provided: dti,
      source_page: at(MATRIX20, 'Guidelines!E13'),
    });
  });

  it('1099: DTI 50 itself is within the maximum and takes the 43.01% - 50.00% row', () => {
    const r = priced({ ...f1099, loan_amount: 350_000, dti: 50 });
    expect(reasonsOf(r, f1099)).toEqual([]);
    expect(rowOf(r.eligible.find((o) => o.doc_type === '1099')!, 'DTI')?.[0]).toBe('43.01% - 50.00%');
  });

  // Full Doc LLPA, DTI grid: 43.00 takes no row ("DTI of 43.00% or less: no adjustment"); anything above takes 43.01% - 50.00%.
  it.each([
    [43, undefined],
    [43.00004, '43.01% - 50.00%'],
    [43.000000001, '43.01% - 50.00%'],
    [43.01, '43.01% - 50.00%'],
  ] as const)('Full Doc: DTI %s takes the DTI row %s', (dti, row) => {
    const r = priced({ program_slug: 'full_doc', loan_amount: 350_000, dti });
    expect(rowOf(r.eligible.find((o) => o.program_slug === 'full_doc')!, 'DTI')?.[0]).toBe(row);
  });
});

describe('target_price as sent: a price reaches it only when it is at least the decimal sent', () => {
  // README's par example (Granite Peak's 1:15 PM reprice in force): 3_conventional_5_6_sofr_arm 6.125 at 100.004.
  const scenario = { purchase_price: 500_000, loan_amount: 375_000, credit_score: 760, view: 'best' as const };
  const arm = (target: number) =>
    priced({ ...scenario, target_price: target }, '2026-11-23T13:15:00-08:00').eligible.find(
      (o) => o.program_slug === '3_conventional_5_6_sofr_arm',
    )!;
  it.each([100.004, 100.0035, 100.003999999])('target %s: 6.125 at 100.004 reaches it', (target) => {
    expect([arm(target).rate, arm(target).final_price]).toEqual([6.125, 100.004]);
  });
  it.each([100.0040001, 100.00401, 100.005])(
    'target %s: 100.004 does not reach it, a higher rate is picked',
    (target) => {
      const pick = arm(target);
      expect(pick.rate).toBeGreaterThan(6.125);
      expect(pick.final_price).toBeGreaterThanOrEqual(target);
    },
  );
});
