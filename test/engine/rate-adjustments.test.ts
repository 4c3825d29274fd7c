/**
 * Adjustments of each note rate on its own (format.ts RateAdjuster, worker/engine/adjustments.ts),
 * on Larkspur Capital's Friday sheet compiled from its profile (test/unseen-lender-37): `Note rates
 * below 7.000%` -0.250 and `Note rates 8.500% and above` +0.125 (Adjustments!B45, B46). Each rate's
 * price is its base + the loan's adjustments + its own rate adjustment, then the cap, then the floor;
 * the offer lists the rate's adjuster after the loan's. Every figure by hand from the sheet (NOTES.md
 * §8, Examples 1 and 2), in thousandths.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildAll } from '../../compiler/build.ts';
import { pricedOn } from '../fixture-lender/priced.ts';
import { ownSheets } from '../unseen-lender/outcomes.ts';
import { LARKSPUR_CAPITAL } from '../unseen-lender-37/profile.ts';

const folder = mkdtempSync(join(tmpdir(), 'larkspur-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
ownSheets(join(import.meta.dirname, '../unseen-lender-37'), 'larkspur')(folder);
const friday = buildAll(folder, { profiles: { larkspur: LARKSPUR_CAPITAL } }).artifacts[0]!;

/** NOTES §8 Example 1: an investment SFR purchase in TX, FICO 745, LTV 70.00, DSCR 1.30, 5YR PPP, 30-day lock. */
const EXAMPLE_1 = {
  as_of: '2026-11-20T10:00:00-08:00',
  term: 30,
  purpose: 'purchase',
  credit_score: 745,
  purchase_price: 500_000,
  loan_amount: 350_000,
  occupancy: 'investment',
  dscr_ratio: 1.3,
  state: 'TX',
  ppp_term: '5YR PPP',
  program_slug: 'dscr_premier',
  view: 'all',
};
const offers = (change: Record<string, unknown> = {}) => pricedOn(friday, { ...EXAMPLE_1, ...change }).eligible;
const at = (rate: number, change: Record<string, unknown> = {}) => offers(change).find((o) => o.rate === rate);
const rateRows = (rate: number) =>
  at(rate)!
    .adjusters.filter((a) => a.category === 'Note Rate Adjustments')
    .map((a) => [a.row_label, a.value]);

describe('DSCR Premier, Example 1: grid 0.000 (DSCR ≥ 1.25, 740 – 759, 65.01 – 70%), PPP 5 Yr +0.250', () => {
  it('6.875 takes -0.250: 99.217 + 0.000 + 0.250 - 0.250 = 99.217', () => {
    expect(at(6.875)).toMatchObject({ base_price: 99.217, price_adjustment: 0, final_price: 99.217, caps_applied: [] });
    expect(rateRows(6.875)).toEqual([['Note rates below 7.000%', -0.25]]);
    expect(at(6.875)!.adjusters.at(-1)?.source_cell).toBe('Larkspur_DSCR_2026-11-20.xlsx › Adjustments!B45');
  });

  it('7.000 takes nothing: 99.627 + 0.250 = 99.877', () => {
    expect(at(7)).toMatchObject({ base_price: 99.627, price_adjustment: 0.25, final_price: 99.877 });
    expect(rateRows(7)).toEqual([]);
  });

  it('8.375 takes nothing, capped: 103.062 + 0.250 = 103.312 → 103.000', () => {
    expect(at(8.375)).toMatchObject({ price_adjustment: 0.25, final_price: 103 });
    expect(at(8.375)!.caps_applied.map((c) => [c.threshold, c.provided])).toEqual([[103, 103.312]]);
    expect(rateRows(8.375)).toEqual([]);
  });

  it('8.500 takes +0.125 and the cap sees it: 103.266 + 0.250 + 0.125 = 103.641 → 103.000', () => {
    expect(at(8.5)).toMatchObject({ price_adjustment: 0.375, final_price: 103 });
    expect(at(8.5)!.caps_applied.map((c) => [c.threshold, c.provided])).toEqual([[103, 103.641]]);
    expect(rateRows(8.5)).toEqual([['Note rates 8.500% and above', 0.125]]);
  });

  it('the floor sees it: 6.250 at 97.029 + 0.250 - 0.250 = 97.029 < 97.500 is no offer; 6.375 at 97.510 is', () => {
    expect(at(6.25)).toBeUndefined();
    expect(at(6.375)?.final_price).toBe(97.51);
  });

  it('best view with a target of 99.300: 6.875 at 99.217 falls short (99.467 without its -0.250), 7.000 at 99.877 is picked', () => {
    expect(offers({ view: 'best', target_price: 99.3 }).map((o) => [o.rate, o.final_price])).toEqual([[7, 99.877]]);
  });
});

describe('DSCR Premier, Example 2 (DSCR 1.10, No PPP): grid -0.250, PPP -0.750', () => {
  it('6.750 at the floor exactly: 98.750 - 0.250 - 0.750 - 0.250 = 97.500, offered', () => {
    expect(at(6.75, { dscr_ratio: 1.1, ppp_term: 'No PPP' })).toMatchObject({
      price_adjustment: -1.25,
      final_price: 97.5,
    });
  });

  it('one escrow waiver more (-0.125): 6.750 at 97.375 is below the floor (97.625 without its -0.250), 6.875 at 97.842 the lowest rate offered', () => {
    const rates = offers({ dscr_ratio: 1.1, ppp_term: 'No PPP', escrow_waiver: true }).map((o) => o.rate);
    expect(Math.min(...rates)).toBe(6.875);
    expect(at(6.875, { dscr_ratio: 1.1, ppp_term: 'No PPP', escrow_waiver: true })?.final_price).toBe(97.842);
  });
});
