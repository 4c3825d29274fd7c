/**
 * Grids found by their header alone (GridTable `corner` of several headings, `rowsByCorner`,
 * `single`): every grid whose header starts with one of the corners and goes on with a column key
 * (or the one column `Adj` for every loan) is read, in the order printed, its rows read as its
 * corner says; a title printing a corner's words is no grid, and a row whose key reads but whose
 * cells are blank is a row of no adjustment, not a note. Juniper Ridge's workbook with a `Grids` tab.
 */
import { describe, expect, it } from 'vitest';
import type { DeclaredProfile, GridTable } from '../../compiler/tables/language.ts';
import { juniperWith } from '../fixture-lender/built-with.ts';
import { JUNIPER_EXAMPLES } from '../fixture-lender/examples.ts';
import { pricedOn } from '../fixture-lender/priced.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';

const TABS = {
  Grids: [
    [null, 'CREDIT', null, null, null, 'OTHER'], // row 4
    [null, 'FICO', '≤ 80%', '80.01 - 90%', null, 'Feature', 'Adj'],
    [null, '≥ 720', 0.25, 0, null, 'Investment', -1], // C6, G6
    [null, '< 720', -0.5, 'NA', null, 'Second Home', 'NA'], // row 7
    [],
    // a title printing a corner's words, nothing after it: no grid
    [null, 'PROPERTY'], // B9
    [null, 'Property', '≤ 80%', '80.01 - 90%'],
    [null, 'Condo', -0.25, -0.375], // C11
    [null, '2-4 Unit'], // row 12: a key that reads, its cells blank: zeros
    [null, 'Condos: warrantable only.'], // a note under the grid
    [],
    // a corner followed by no column key: no grid
    [null, 'FICO', 'Notes'], // B15
    [null, 'Ask your account executive.'],
  ],
};
const GRIDS: GridTable = {
  means: 'adjustments',
  shape: 'grid',
  at: { tab: 'Grids' },
  corner: ['FICO', 'Property', 'Feature'],
  rowsByCorner: { FICO: { band: 'fico' } },
  rows: 'condition',
  columns: { band: 'ltv' },
  single: 'Adj',
  values: 'adjustment',
};
const profile = (grids: GridTable): DeclaredProfile => ({ ...JUNIPER, tables: [...JUNIPER.tables, grids] });
const built = juniperWith(TABS, profile(GRIDS));
const gridsOf = (result = built) => result.artifacts[0]!.programs[0]!.grids.filter((g) => g.tab === 'Grids');

describe('grids found by their header alone', () => {
  it('compiles with no finding, the grids in the order printed, each read as its corner says', () => {
    expect(built.diag.list).toEqual([]);
    expect(gridsOf().map((g) => [g.category, g.title_cell, g.label_col])).toEqual([
      ['CREDIT', 'B4', 'B'],
      ['OTHER', 'F4', 'F'],
      ['PROPERTY', 'B9', 'B'],
    ]);
    const [credit, other, property] = gridsOf();
    // FICO rows read as score bands (rowsByCorner), the others as conditions (rows)
    expect(credit!.rows.map((r) => [r.label, r.when, r.values])).toEqual([
      [
        '≥ 720',
        [{ kind: 'range', attr: 'fico', range: { lo: 720, lo_incl: true, hi: null, hi_incl: false } }],
        [250, 0],
      ],
      [
        '< 720',
        [{ kind: 'range', attr: 'fico', range: { lo: null, lo_incl: false, hi: 719, hi_incl: true } }],
        [-500, null],
      ],
    ]);
    // one column for every loan: no key, no condition
    expect(other!.columns).toEqual([{ label: null, col: 'G', when: [] }]);
    expect(other!.rows.map((r) => [r.label, r.row, r.values])).toEqual([
      ['Investment', 6, [-1000]],
      ['Second Home', 7, [null]],
    ]);
    // the blank row is zeros, the note under the grid none of it
    expect(property!.rows.map((r) => [r.label, r.row, r.values])).toEqual([
      ['Condo', 11, [-250, -375]],
      ['2-4 Unit', 12, [0, 0]],
    ]);
  });

  it('a condo at FICO 725 and LTV 75.00 takes C6 (+0.250) and C11 (-0.250), no OTHER row', () => {
    const adjusters = pricedOn(built.artifacts[0]!, {
      ...JUNIPER_EXAMPLES[0]!.request,
      program_slug: 'thirty_year_fixed',
    })
      .eligible[0]!.adjusters.filter((a) => a.source_cell.includes('Grids!'))
      .map((a) => [a.category, a.value, a.source_cell.replace(/^.* › /, '')]);
    expect(adjusters).toEqual([
      ['CREDIT', 0.25, 'Grids!C6'],
      ['PROPERTY', -0.25, 'Grids!C11'],
    ]);
  });

  it("without `rowsByCorner`, a score band is no condition of the lender's words nor the grammar's", () => {
    const { rowsByCorner: _, ...byRows } = GRIDS;
    const result = juniperWith(TABS, profile(byRows));
    expect(result.diag.list.map((d) => [d.code, d.cell])).toEqual([
      ['unknown_row_label', 'B6'],
      ['unknown_row_label', 'B7'],
      ['empty_grid', 'B5'],
    ]);
  });

  it('without `single`, the Adj header is no column key: the OTHER grid is no grid', () => {
    const { single: _, ...banded } = GRIDS;
    expect(gridsOf(juniperWith(TABS, profile(banded))).map((g) => g.category)).toEqual(['CREDIT', 'PROPERTY']);
  });

  it('a blank-celled row whose key does not read is a note, warned when a row follows it', () => {
    const tabs = {
      Grids: [
        [null, 'Property', '≤ 80%'],
        [null, 'Vacation home'],
        [null, 'Condo', -0.25],
      ],
    };
    const result = juniperWith(tabs, profile({ ...GRIDS, corner: ['Property'] }));
    expect(result.diag.list.map((d) => [d.severity, d.code, d.cell])).toEqual([['warning', 'note_in_table', 'B5']]);
    expect(gridsOf(result).map((g) => g.rows.map((r) => r.label))).toEqual([['Condo']]);
  });

  it('a note under a grid is one whatever a grid beside it prints on its row (B6 beside F6 | G6)', () => {
    const tabs = {
      Grids: [
        [null, 'Property', '≤ 80%', null, 'Feature', 'Adj'],
        [null, 'Condo', -0.25, null, 'Investment', -1],
        [null, 'Condos: warrantable only.', null, null, 'Second Home', -0.5], // row 6
      ],
    };
    const result = juniperWith(tabs, profile({ ...GRIDS, corner: ['Property', 'Feature'] }));
    expect(result.diag.list).toEqual([]);
    expect(gridsOf(result).map((g) => g.rows.map((r) => r.label))).toEqual([['Condo'], ['Investment', 'Second Home']]);
  });

  it('no corner followed by a column key is missing_table, naming every corner', () => {
    const result = juniperWith({ Grids: [[null, 'FICO', 'Notes']] }, profile(GRIDS));
    expect(result.diag.list.map((d) => [d.code, d.message])).toEqual([
      ['missing_table', 'no grid whose header starts "FICO" or "Property" or "Feature"'],
    ]);
  });

  it('a blank spacer column between the row keys and the column keys is no column', () => {
    const spaced = {
      Grids: [
        [null, 'FICO', null, '≤ 80%', '80.01 - 90%'],
        [null, '≥ 720', null, 0.25, 0],
      ],
    };
    const result = juniperWith(spaced, profile(GRIDS));
    expect(result.diag.list).toEqual([]);
    expect(gridsOf(result).map((g) => [g.columns.map((c) => c.col), g.rows[0]!.values])).toEqual([
      [
        ['D', 'E'],
        [250, 0],
      ],
    ]);
  });

  it('values under a column with no key are missing_band_header at its header cell, not read', () => {
    const refused = (rows: unknown[][]) =>
      juniperWith({ Grids: rows }, profile(GRIDS)).diag.list.map((d) => [d.code, d.cell, d.message]);
    const message = 'values under a column with no band header in grid "FICO"';
    // the last key deleted (D4 blank over D5)
    expect(
      refused([
        [null, 'FICO', '≤ 80%'],
        [null, '≥ 720', 0.25, 0],
      ]),
    ).toEqual([['missing_band_header', 'D4', message]]);
    // a middle key deleted: the keys after it are not read either
    expect(
      refused([
        [null, 'FICO', '≤ 80%', null, '90.01 - 95%'],
        [null, '≥ 720', 0.25, 0, -1],
      ]),
    ).toEqual([['missing_band_header', 'D4', message]]);
    // the first key cleared: its values are no spacer's
    expect(
      refused([
        [null, 'FICO', null, '80.01 - 90%'],
        [null, '≥ 720', 0.25, 0],
      ]),
    ).toEqual([['missing_band_header', 'C4', message]]);
  });

  it('a row of values with no key is missing_row_label, the rows under it still read; a key printed twice duplicate_row_label', () => {
    const result = juniperWith(
      {
        Grids: [
          [null, 'Property', '≤ 80%', '80.01 - 90%'],
          [null, 'Condo', -0.25, -0.375],
          [null, null, -0.5, -0.5], // B6: values, no key
          [null, '2-4 Unit', -0.125, 0], // row 7: read
          [null, 'Condo', -1, -1], // B8: printed again
        ],
      },
      profile({ ...GRIDS, corner: ['Property'] }),
    );
    expect(result.diag.list.map((d) => [d.code, d.cell, d.message])).toEqual([
      ['missing_row_label', 'B6', 'row has values but no label in grid "Property"'],
      ['duplicate_row_label', 'B8', 'duplicate row label "Condo" in grid "Property"'],
    ]);
  });

  it('a grid whose corner is lost is missing_grid_heading at its first key, not a grid gone silently', () => {
    const lost = (rows: unknown[][]) =>
      juniperWith({ Grids: rows }, profile(GRIDS)).diag.list.map((d) => [d.code, d.cell, d.message]);
    expect(
      lost([
        [null, 'CREDIT'],
        [null, null, '≤ 80%', '80.01 - 90%'],
        [null, '≥ 720', 0.25, 0],
      ]),
    ).toEqual([
      ['missing_table', '', 'no grid whose header starts "FICO" or "Property" or "Feature"'],
      [
        'missing_grid_heading',
        'C5',
        'column keys "≤ 80%"… have no heading ("FICO" or "Property" or "Feature") to their left',
      ],
    ]);
    // one key alone after a blank is no header; Adj alone, the single column's, is
    expect(
      lost([[null, 'FICO', '≤ 80%'], [null, '≥ 720', 0.25], [], [null, null, 'Adj'], [null, 'Investment', -1]]),
    ).toEqual([
      [
        'missing_grid_heading',
        'C7',
        'column keys "Adj"… have no heading ("FICO" or "Property" or "Feature") to their left',
      ],
    ]);
  });

  it('a blank row with a row of the grid under it is a spacer; one before a title or another header ends the grid', () => {
    const result = juniperWith(
      {
        Grids: [
          [null, 'Property', '≤ 80%', '80.01 - 90%'],
          [null, 'Condo', -0.25, -0.375],
          [], // row 6: a spacer
          [null, '2-4 Unit', -0.125, 0], // row 7: the grid's
          [], // row 8: the end, a title under it
          [null, 'CREDIT'],
          [null, 'FICO', '≤ 80%', '80.01 - 90%'],
          [null, '≥ 720', 0.25, 0],
        ],
      },
      profile(GRIDS),
    );
    expect(result.diag.list).toEqual([]);
    expect(gridsOf(result).map((g) => [g.category, g.rows.map((r) => r.row)])).toEqual([
      ['Property', [5, 7]],
      ['CREDIT', [11]],
    ]);
  });
});
