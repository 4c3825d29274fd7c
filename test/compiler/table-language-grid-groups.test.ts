/**
 * A grid keyed by two row columns (language.ts GridTable `rows` as a list): the occupancy printed once
 * over its group of credit-score rows, the cells below it left blank. Juniper Ridge's workbook with a
 * `Credit` tab:
 *
 *   B5 Occupancy | C5 Credit Score | D5 ≤ 60% | E5 60.01 - 75% | F5 > 75%
 *   Primary Residence | ≥ 740     |  0.000 |  0.125 | -0.250     (row 6)
 *                     | 700 - 739 | -0.125 | -0.375 | NA         (row 7)
 *                     | < 700     | -0.500 | -0.875 | -1.250     (row 8)
 *   Investment        | ≥ 740     | -0.250 | -0.500 | -0.750     (row 9)
 *                     | < 740     | -0.750 | -1.000 | NA         (row 10)
 *
 * The notes' first worked example (test/fixture-lender/examples.ts: FICO 725, owner-occupied,
 * $300,000 on $400,000, LTV 75.00) prices Thirty-Year Fixed at 6.750 to 98.818 without the tab.
 */
import { describe, expect, it } from 'vitest';
import type { DeclaredProfile, GridTable } from '../../compiler/tables/language.ts';
import { juniperWith } from '../fixture-lender/built-with.ts';
import { JUNIPER_EXAMPLES } from '../fixture-lender/examples.ts';
import { pricedOn } from '../fixture-lender/priced.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';

/** B4, above the corner: the grid's category. */
const TITLE = 'CREDIT SCORE / LTV BY OCCUPANCY';
const HEADER = [null, 'Occupancy', 'Credit Score', '≤ 60%', '60.01 - 75%', '> 75%'];
const ROWS = [
  [null, 'Primary Residence', '≥ 740', 0, 0.125, -0.25],
  [null, null, '700 - 739', -0.125, -0.375, 'NA'],
  [null, null, '< 700', -0.5, -0.875, -1.25],
  [null, 'Investment', '≥ 740', -0.25, -0.5, -0.75],
  [null, null, '< 740', -0.75, -1, 'NA'],
];

const GRID: GridTable = {
  means: 'adjustments',
  shape: 'grid',
  at: { tab: 'Credit' },
  corner: 'Occupancy',
  rows: ['condition', { band: 'fico' }],
  columns: { band: 'ltv' },
  values: 'adjustment',
};

const profileWith = (grid: GridTable): DeclaredProfile => ({
  ...JUNIPER,
  conditions: {
    ...JUNIPER.conditions,
    'Primary Residence': [{ kind: 'eq', attr: 'occupancy', values: ['owner_occupied'] }],
  },
  tables: [...JUNIPER.tables, grid],
});

const built = juniperWith({ Credit: [[null, TITLE], HEADER, ...ROWS] }, profileWith(GRID));
const grid = () =>
  built.artifacts[0]!.programs.find((p) => p.slug === 'thirty_year_fixed')!.grids.find((g) => g.category === TITLE)!;

/** Thirty-Year Fixed at 6.750 for the worked example's loan with `loan_amount`, or its reasons. */
function at675(loan_amount: number) {
  const response = pricedOn(built.artifacts[0]!, {
    ...JUNIPER_EXAMPLES[0]!.request,
    loan_amount,
    program_slug: 'thirty_year_fixed',
  });
  return { offer: response.eligible.find((o) => o.rate === 6.75), rejected: response.rejected };
}

describe('a grid keyed by two row columns, the first printed once over its group', () => {
  it('compiles with no finding (the same score band in two groups is no overlap)', () => {
    expect(built.diag.list).toEqual([]);
  });

  it("reads each row under its group's occupancy: its label both keys, its conditions both", () => {
    expect(grid().rows.map((r) => [r.label, r.row, r.when.map((c) => c.attr)])).toEqual([
      ['Primary Residence / ≥ 740', 6, ['occupancy', 'fico']],
      ['Primary Residence / 700 - 739', 7, ['occupancy', 'fico']],
      ['Primary Residence / < 700', 8, ['occupancy', 'fico']],
      ['Investment / ≥ 740', 9, ['occupancy', 'fico']],
      ['Investment / < 740', 10, ['occupancy', 'fico']],
    ]);
    expect(grid().rows[4]!.when[0]).toEqual({ kind: 'eq', attr: 'occupancy', values: ['investment'] });
    expect(grid().columns.map((c) => c.col)).toEqual(['D', 'E', 'F']);
  });

  it('adds the cell of its group, score band and LTV band: E7 at LTV 75.00 (the band top)', () => {
    // 98.818 (the example) - 0.375 (E7: Primary Residence, 700 - 739, 60.01 - 75%) = 98.443
    const { offer } = at675(300_000);
    expect(offer?.final_price).toBe(98.443);
    expect(offer?.adjusters.find((a) => a.category === TITLE)).toEqual(
      expect.objectContaining({
        row_label: 'Primary Residence / 700 - 739',
        band: '60.01 - 75%',
        value: -0.375,
        source_cell: 'JuniperRidge_Wholesale_RateSheet_2026-11-20.xlsx › Credit!E7',
      }),
    );
  });

  it('one dollar past the band, LTV 75.00025: F7, NA, not eligible', () => {
    const { offer, rejected } = at675(300_001);
    expect(offer).toBeUndefined();
    expect(
      rejected.find((r) => r.program_slug === 'thirty_year_fixed')!.rejections.map((r) => [r.key, r.source_page]),
    ).toEqual([['llpa_na', 'JuniperRidge_Wholesale_RateSheet_2026-11-20.xlsx › Credit!F7']]);
  });

  it('a first row that leaves its group blank is refused at its cell', () => {
    const blank = juniperWith(
      {
        Credit: [
          [null, 'CREDIT SCORE / LTV BY OCCUPANCY'],
          HEADER,
          [null, null, ...ROWS[0]!.slice(2)],
          ...ROWS.slice(1),
        ],
      },
      profileWith(GRID),
    );
    expect(blank.diag.list.filter((d) => d.severity === 'error').map((d) => [d.code, d.tab, d.cell])).toEqual([
      ['missing_row_label', 'Credit', 'B6'],
    ]);
  });
});
