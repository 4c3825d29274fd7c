/**
 * Adjustments as a column per program (compiler/tables/adjustments.ts readAdjustmentColumns):
 * Juniper Ridge's workbook with a `Program Adj` tab (`Adjustment | All | Thirty-Year Fixed
 * Investor`), each row a condition, each column after it a program's (or every program's) points; a
 * blank cell no adjustment for that program. The All column and the loan's own program both apply.
 */
import { describe, expect, it } from 'vitest';
import type { DeclaredProfile } from '../../compiler/tables/language.ts';
import { juniperWith } from '../fixture-lender/built-with.ts';
import { JUNIPER_EXAMPLES } from '../fixture-lender/examples.ts';
import { pricedOn } from '../fixture-lender/priced.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';

const TABS = {
  'Program Adj': [
    [null, 'Adjustment', 'All', 'Thirty-Year Fixed Investor'],
    [null, 'Condo', -0.125, null], // C5; D5 blank: none for the investor
    [null, 'FICO < 740', -0.25, -0.5], // C6, D6
  ],
};
const PROFILE: DeclaredProfile = {
  ...JUNIPER,
  tables: [
    ...JUNIPER.tables,
    {
      means: 'adjustments',
      at: { tab: 'Program Adj' },
      shape: 'program columns',
      category: 'Program Adj',
      columns: [{ heading: 'Adjustment', holds: 'condition' }],
    },
  ],
};
const built = juniperWith(TABS, PROFILE);
const INVESTMENT = { occupancy: 'investment', ppp_term: 'No PPP' };
const PLAIN = JUNIPER_EXAMPLES[0]!.request; // a condo in FL, FICO 725: 6.750 at 100.318 - 1.500 = 98.818

/** The Program Adj adjusters of the offer at `rate` of `program_slug`, as [cell, points], and its final price. */
function priced(program_slug: string, change: Record<string, unknown> = {}, rate = 6.75) {
  const offer = pricedOn(built.artifacts[0]!, { ...PLAIN, program_slug, ...change }).eligible.find(
    (o) => o.rate === rate,
  )!;
  const ours = offer.adjusters.filter((a) => a.category === 'Program Adj');
  return { adjusters: ours.map((a) => [a.source_cell?.replace(/^.* › /, ''), a.value]), final: offer.final_price };
}

describe('adjustments as a column per program', () => {
  it('compiles with no finding', () => {
    expect(built.diag.list).toEqual([]);
  });

  it('the plain purchase of a condo at FICO 725 takes C5 and C6: 98.818 - 0.125 - 0.250 = 98.443', () => {
    expect(priced('thirty_year_fixed')).toEqual({
      adjusters: [
        ['Program Adj!C5', -0.125],
        ['Program Adj!C6', -0.25],
      ],
      final: 98.443,
    });
    // FICO 740 is not below 740: the Condo cell alone
    expect(priced('thirty_year_fixed', { credit_score: 740 }).adjusters).toEqual([['Program Adj!C5', -0.125]]);
  });

  it('the investor (at 7.750: its ladder starts at 7.000, its lower rates under its floor) takes the All cells and its own D6; no condo cell of its own (D5 blank)', () => {
    expect(priced('thirty_year_fixed_investor', INVESTMENT, 7.75).adjusters).toEqual([
      ['Program Adj!C5', -0.125],
      ['Program Adj!C6', -0.25],
      ['Program Adj!D6', -0.5],
    ]);
    expect(priced('thirty_year_fixed_investor', { credit_score: 740, ...INVESTMENT }, 7.75).adjusters).toEqual([
      ['Program Adj!C5', -0.125],
    ]);
  });
});
