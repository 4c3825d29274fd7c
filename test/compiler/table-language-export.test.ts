/**
 * What a pricing engine's flat export asks of a profile (Marrowstone, test/unseen-lender-21): one
 * table of several record types told apart by a column's word (TablePlace `only`), a program's row
 * replacing the every-program row of the same keys (AdjustmentTable `programRows: 'replace'`), and a
 * banner printed as label / value rows on a tab of its own (BannerForms `tabs`, `rows`). Juniper
 * Ridge's workbook with an `Export` tab (rows below the banner's: its header on row 4) and an `Info` tab.
 */
import { describe, expect, it } from 'vitest';
import type { AdjustmentTable, DeclaredProfile } from '../../compiler/tables/language.ts';
import { juniperWith } from '../fixture-lender/built-with.ts';
import { JUNIPER_EXAMPLES } from '../fixture-lender/examples.ts';
import { pricedOn } from '../fixture-lender/priced.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';

const EXPORT = [
  [null, 'RecordType', 'Program', 'Factor', 'Adj'], // row 4
  [null, 'LLPA', 'All', 'Condo', -0.25], // row 5
  [null, 'NOTE', 'All', 'Condos above four stories: ask your AE', ''], // row 6: no adjustment
  [null, 'LLPA', 'Thirty-Year Fixed', 'Condo', -0.5], // row 7: the thirty-year's own
  [null, 'LLPA', 'All', 'FL', 0.125], // row 8
];
const TABLE: AdjustmentTable = {
  means: 'adjustments',
  at: { tab: 'Export' },
  shape: 'list',
  category: 'Export',
  only: { column: 'RecordType', words: ['LLPA'] },
  columns: [
    { heading: 'Program', holds: 'program' },
    { heading: 'Factor', holds: 'condition' },
    { heading: 'Adj', holds: 'adjustment' },
  ],
};
const withTable = (table: AdjustmentTable, more: Partial<DeclaredProfile> = {}): DeclaredProfile => ({
  ...JUNIPER,
  ...more,
  tables: [...JUNIPER.tables, table],
});
const PLAIN = JUNIPER_EXAMPLES[0]!.request; // a condo purchase in FL

/** The Export cells `program` takes at 6.750 for the plain loan. */
const cells = (built: ReturnType<typeof juniperWith>, program: string, term: number) =>
  pricedOn(built.artifacts[0]!, { ...PLAIN, term, program_slug: program })
    .eligible.find((o) => o.rate === (term === 15 ? 5.875 : 6.75))
    ?.adjusters.filter((a) => a.category === 'Export')
    .map((a) => [a.value, a.source_cell.split('!')[1]]);

describe('one table of several record types, a program row replacing the every-program one', () => {
  it('only the LLPA rows are read (the NOTE row would be no condition); both rows of a key add up by default', () => {
    const built = juniperWith({ Export: EXPORT }, withTable(TABLE));
    expect(built.diag.list.filter((d) => d.severity === 'error')).toEqual([]);
    expect(cells(built, 'thirty_year_fixed', 30)).toEqual([
      [-0.25, 'E5'],
      [0.125, 'E8'],
      [-0.5, 'E7'],
    ]);
  });

  it("programRows 'replace': the thirty-year takes its own Condo row alone; the fifteen-year the All one", () => {
    const built = juniperWith({ Export: EXPORT }, withTable({ ...TABLE, programRows: 'replace' }));
    expect(cells(built, 'thirty_year_fixed', 30)).toEqual([
      [0.125, 'E8'],
      [-0.5, 'E7'],
    ]);
    expect(cells(built, 'fifteen_year_fixed', 15)).toEqual([
      [-0.25, 'E5'],
      [0.125, 'E8'],
    ]);
  });

  it('a column to choose the rows by that the header does not print is missing_table at the header', () => {
    const built = juniperWith({ Export: EXPORT }, withTable({ ...TABLE, only: { column: 'Kind', words: ['LLPA'] } }));
    expect(built.diag.list.filter((d) => d.code === 'missing_table').map((d) => [d.tab, d.cell])).toEqual([
      ['Export', 'B4'],
    ]);
  });
});

describe('a banner printed as label / value rows on a tab of its own', () => {
  // 46346 is 2026-11-20, 0.5868055… is 14:05, as a date and a time cell show them
  const info = (reprice: number) => [
    [null, 'Effective Date', { t: 'n', v: 46346, z: 'mmmm d, yyyy' }],
    [null, 'Effective Time', { t: 'n', v: 845 / 1440, z: 'hh:mm' }],
    [null, 'Time Zone', 'MT'],
    [null, 'Reprice', reprice],
  ];
  const banner = {
    ...JUNIPER.banner,
    tabs: { tab: 'Info' },
    rows: ['Effective Date', 'Effective Time', 'Time Zone', 'Reprice'],
  };

  it('the values joined are the banner: 2026-11-20 14:05 MT, the day’s first sheet', () => {
    const built = juniperWith({ Info: info(0) }, { ...JUNIPER, banner });
    expect(built.diag.list.filter((d) => d.severity === 'error')).toEqual([]);
    expect(built.artifacts.map((a) => [a.effective_at, a.reprice])).toEqual([['2026-11-20T14:05:00-07:00', 0]]);
  });

  it('a Reprice row of 1 on a morning file is refused; a missing label is missing_effective_date', () => {
    const repriced = juniperWith({ Info: info(1) }, { ...JUNIPER, banner });
    expect(repriced.diag.list.filter((d) => d.severity === 'error').map((d) => d.code)).toEqual([
      'reprice_marker_mismatch',
    ]);
    const unlabelled = juniperWith({ Info: info(0).slice(0, 3) }, { ...JUNIPER, banner });
    expect(unlabelled.diag.list.filter((d) => d.severity === 'error').map((d) => [d.code, d.message])).toEqual([
      ['missing_effective_date', 'expected a banner row labelled "Reprice"'],
    ]);
  });
});
