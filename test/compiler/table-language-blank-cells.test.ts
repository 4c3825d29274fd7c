/**
 * What a blank adjustment cell means (Conventions.blankAdjustment, a table's `blank`): no adjustment
 * by default; not eligible, as an NA cell, where the lender's notes say "blank: not available".
 * Juniper Ridge's workbook with a `Grids` tab: a FICO × LTV grid whose cell D7 (FICO 700 - 759, LTV
 * 60.01 - 75%) is blank, and a Units grid whose cell D13 (Condo, $500,000 and up) is blank.
 * The worked example's loan (FICO 725, a condo in FL, $300,000 on $400,000: LTV 75.00) prices at
 * 6.750 to 98.818 without these tabs.
 */
import { describe, expect, it } from 'vitest';
import type { Conventions } from '../../compiler/profile.ts';
import type { DeclaredProfile, GridTable } from '../../compiler/tables/language.ts';
import { juniperWith } from '../fixture-lender/built-with.ts';
import { JUNIPER_EXAMPLES } from '../fixture-lender/examples.ts';
import { FICO_LTV, UNITS } from '../fixture-lender/grids-tab.ts';
import { pricedOn } from '../fixture-lender/priced.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';

const TABS = {
  Grids: [
    [null, 'Condo LLPA'], // B4
    [null, 'FICO', '≤ 60%', '60.01 - 75%', '75.01 - 80%'],
    [null, '≥ 760', 0, -0.125, -0.25],
    [null, '700 - 759', -0.125, null, -0.5], // D7 blank
    [null, '660 - 699', -0.5, -0.875, -1.25],
    [],
    [],
    [null, 'Thirty-Year Fixed'], // B11
    [null, 'Units', '$100,000-$499,999', '$500,000-$1,500,000'],
    [null, 'Condo', -0.1, null], // D13 blank
    [null, '2-4 Unit', -0.3, -0.4],
  ],
};

const builtWith = (grids: GridTable[], conventions: Partial<Conventions> = {}) =>
  juniperWith(TABS, {
    ...JUNIPER,
    conventions: { ...JUNIPER.conventions, ...conventions },
    tables: [...JUNIPER.tables, ...grids],
  } satisfies DeclaredProfile);

/** The Thirty-Year Fixed 6.750 offer's price and the program's reasons, for the example's loan changed by `change`. */
function at675(built: ReturnType<typeof juniperWith>, change: Record<string, number>) {
  const response = pricedOn(built.artifacts[0]!, {
    ...JUNIPER_EXAMPLES[0]!.request,
    ...change,
    program_slug: 'thirty_year_fixed',
  });
  return {
    price: response.eligible.find((o) => o.rate === 6.75)?.final_price,
    reasons: response.rejected.flatMap((r) => r.rejections.map((x) => [x.key, x.source_page?.replace(/^.* › /, '')])),
  };
}
const EXAMPLE = { loan_amount: 300_000, purchase_price: 400_000 };
/** FICO 760 reads row 6, printed throughout; $600,000 on $800,000 (LTV 75.00) the Units grid's blank D13. */
const AT_D13 = { credit_score: 760, loan_amount: 600_000, purchase_price: 800_000 };

describe('a blank adjustment cell', () => {
  it('is no adjustment by default: 98.818 + 0 (D7) - 0.100 (C13 Condo, $300,000) = 98.718', () => {
    const built = builtWith([FICO_LTV, UNITS]);
    expect(built.diag.list).toEqual([]);
    expect(at675(built, EXAMPLE)).toEqual({ price: 98.718, reasons: [] });
  });

  it('is not eligible in a grid declared `blank: not eligible`, as an NA cell: llpa_na at D7', () => {
    const built = builtWith([{ ...FICO_LTV, blank: 'not eligible' }, UNITS]);
    expect(built.diag.list).toEqual([]);
    expect(at675(built, EXAMPLE)).toEqual({ price: undefined, reasons: [['llpa_na', 'Grids!D7']] });
  });

  it("is not eligible everywhere under the lender's convention, but in a grid that says otherwise", () => {
    const lenderWide = builtWith([FICO_LTV, UNITS], { blankAdjustment: 'not eligible' });
    const unitsOtherwise = builtWith([FICO_LTV, { ...UNITS, blank: 'no adjustment' }], {
      blankAdjustment: 'not eligible',
    });
    expect([...lenderWide.diag.list, ...unitsOtherwise.diag.list]).toEqual([]);
    expect(at675(lenderWide, EXAMPLE).reasons).toEqual([['llpa_na', 'Grids!D7']]);
    expect(at675(lenderWide, AT_D13).reasons).toEqual([['llpa_na', 'Grids!D13']]);
    expect(at675(unitsOtherwise, AT_D13).reasons).toEqual([]);
  });
});
