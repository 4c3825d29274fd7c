/**
 * Base prices as a column per program (compiler/tables/price-columns.ts): Juniper Ridge's workbook
 * with a `Rates` tab (`Rate | Thirty-Year Fixed | Fifteen-Year Fixed | Thirty-Year Fixed Investor`)
 * declared in place of its Pricing groups. Each program's ladder is its column, its term read from
 * its heading; every other table of the lender applies as before.
 */
import { describe, expect, it } from 'vitest';
import type { DeclaredProfile } from '../../compiler/tables/language.ts';
import { juniperWith } from '../fixture-lender/built-with.ts';
import { JUNIPER_EXAMPLES } from '../fixture-lender/examples.ts';
import { pricedOn } from '../fixture-lender/priced.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';

/** From row 4: the header in B4:E4, rates in B5:B7. */
const RATES = [
  [null, 'Rate', 'Thirty-Year Fixed', 'Fifteen-Year Fixed', 'Thirty-Year Fixed Investor'],
  [null, 6.5, 99.75, 100.25, 99],
  [null, 6.75, 100.318, 100.7, 99.5],
  [null, 7, 100.9, 'NA', 100.125],
];
const PROFILE: DeclaredProfile = {
  ...JUNIPER,
  tables: JUNIPER.tables.map((t) =>
    t.means === 'base prices'
      ? {
          ...t,
          at: { tab: 'Rates' },
          shape: 'program columns',
          columns: [{ heading: 'Rate', holds: 'rate' }],
        }
      : t,
  ),
};

const built = (rows: readonly (readonly unknown[])[]) => juniperWith({ Rates: rows }, PROFILE);
const sheet = built(RATES);
const PLAIN = JUNIPER_EXAMPLES[0]!.request; // a 30-year condo purchase in FL: -1.500 of adjusters

describe('base prices as a column per program', () => {
  it('compiles with no finding: a ladder per program, its column', () => {
    expect(sheet.diag.list).toEqual([]);
    expect(sheet.artifacts[0]!.programs.map((p) => [p.slug, p.ladder?.price_col, p.ladder?.rows.length])).toEqual([
      ['thirty_year_fixed', 'C', 3],
      ['fifteen_year_fixed', 'D', 3],
      ['thirty_year_fixed_investor', 'E', 3],
    ]);
  });

  it('the plain purchase: 6.750 at 100.318 (C6) - 1.500 = 98.818, 7.000 at 100.900 (C7) - 1.500 = 99.400', () => {
    const offers = pricedOn(sheet.artifacts[0]!, { ...PLAIN, program_slug: 'thirty_year_fixed' }).eligible;
    expect(offers.map((o) => [o.rate, o.base_price, o.final_price])).toEqual(
      expect.arrayContaining([
        [6.75, 100.318, 98.818],
        [7, 100.9, 99.4],
      ]),
    );
  });

  it('the 15-year program is priced from its own column, its NA rate (D7) not offered', () => {
    const offers = pricedOn(sheet.artifacts[0]!, { ...PLAIN, term: 15, program_slug: 'fifteen_year_fixed' }).eligible;
    expect(offers.map((o) => o.rate).sort()).toEqual([6.5, 6.75]);
  });

  it('a column no program is named for is warned and skipped (E4)', () => {
    const renamed = built(RATES.map((row, i) => (i === 0 ? [...row.slice(0, 4), 'Thirty Year Investor'] : row)));
    expect(renamed.diag.list.map((d) => [d.severity, d.code, `${d.tab}!${d.cell}`])).toContainEqual([
      'warning',
      'unpriced_program',
      'Rates!E4',
    ]);
  });
});
