/**
 * State adjusters (compiler/readers/state-adjusters.ts) as Bayshore's profile declares them, read
 * from small sheets built here: `State | <one column per program>`, the `Agency` row, then one row
 * per state. A state code and the agency are read whatever their case; a blank cell means the
 * program is not offered in that state; a column names its program by code ("(Prog 2)") or by name;
 * a column of a program the lender does not price is skipped with a warning, its cells unread.
 */
import { describe, expect, it } from 'vitest';
import { BAYSHORE } from '../../compiler/profiles/bayshore.ts';
import { readStateAdjusters } from '../../compiler/readers/state-adjusters.ts';
import type { StateAdjusterColumns } from '../../compiler/tables/language.ts';
import { type CellSpec, sheetOf } from './cell-sheets.ts';

const TABLE = BAYSHORE.tables.find((t): t is StateAdjusterColumns => t.means === 'state adjusters')!;

function read(rows: CellSpec[][]) {
  const { sheet, diag } = sheetOf(rows, 'State Adjusters');
  const bySlug = readStateAdjusters(sheet, BAYSHORE, TABLE);
  return {
    columns: [...bySlug.values()],
    slugs: [...bySlug.keys()],
    findings: diag.list.map((d) => `${d.severity} ${d.code} ${d.cell}`),
  };
}

describe('the State Adjusters table', () => {
  it('reads each priced column: agency, cell, and per offered state its value (thousandths) and row', () => {
    const { columns, slugs, findings } = read([
      ['State', 'Conventional Fixed (Prog 2)', 'SOFR ARM (Prog 3)'],
      ['Agency', 'fnma', 'FHLMC'],
      ['ca', 0.125, -0.25],
      ['TX', null, 0],
      ['Ny', -0.375, null],
    ]);
    expect(findings).toEqual([]);
    expect(slugs).toEqual(['2_conventional_fixed', '3_conventional_5_6_sofr_arm']);
    expect(columns).toEqual([
      {
        workbook: 0,
        tab: 'State Adjusters',
        category: 'State Adjusters', // the profile's state adjusters table's category
        agency: 'FNMA',
        agency_cell: 'B2',
        col: 'B',
        states: [
          { state: 'CA', value: 125, row: 3 },
          { state: 'NY', value: -375, row: 5 },
        ],
      },
      {
        workbook: 0,
        tab: 'State Adjusters',
        category: 'State Adjusters',
        agency: 'FHLMC',
        agency_cell: 'C2',
        col: 'C',
        states: [
          { state: 'CA', value: -250, row: 3 },
          { state: 'TX', value: 0, row: 4 },
        ],
      },
    ]);
  });

  it('reads a column named by its program without a code, and skips an unpriced one with a warning, its cells unread', () => {
    const { slugs, columns, findings } = read([
      ['State', 'Conventional 7/6 SOFR ARM', 'Jumbo (Prog 9)', 'Fixed (Program 2)'],
      ['Agency', 'FHLMC', 'whatever', 'FNMA'],
      ['CA', 0.125, 'not a number', 0.25],
    ]);
    expect(slugs).toEqual(['4_conventional_7_6_sofr_arm']);
    expect(columns.map((c) => c.states)).toEqual([[{ state: 'CA', value: 125, row: 3 }]]);
    // "(Program 2)" is not the profile's "(Prog <code>)", nor is "Fixed" a program's name
    expect(findings).toEqual(['warning unpriced_program C1', 'warning unpriced_program D1']);
  });

  it('refuses a state code that is no US state, a state given twice (in any case), and an agency other than FNMA or FHLMC', () => {
    const { columns, findings } = read([
      ['State', 'Fixed (Prog 2)'],
      ['Agency', 'GNMA'],
      ['XX', 0.125],
      ['CA', 0.125],
      ['ca', 0.25],
    ]);
    expect(findings).toEqual(['error unknown_state A3', 'error duplicate_row_label A5', 'error unknown_agency B2']);
    expect(columns[0]!.states).toEqual([{ state: 'CA', value: 125, row: 4 }]);
  });

  it('refuses NA in a state cell (blank is the way to say not offered) and a value with no state', () => {
    const { columns, findings } = read([
      ['State', 'Fixed (Prog 2)'],
      ['Agency', 'FNMA'],
      ['CA', 'NA'],
      [null, 0.5],
      ['TX', 0.125],
    ]);
    expect(findings).toEqual(['error missing_row_label A4', 'error expected_number B3']);
    expect(columns[0]!.states).toEqual([{ state: 'TX', value: 125, row: 5 }]);
  });

  it('finds the header by its Agency row, past a note between them', () => {
    const { columns, findings } = read([
      ['State', 'Fixed (Prog 2)'],
      ['Adjusters apply to the final price'],
      ['Agency', 'FNMA'],
      ['CA', 0.125],
    ]);
    expect(columns.map((c) => [c.agency_cell, c.states])).toEqual([['B3', [{ state: 'CA', value: 125, row: 4 }]]]);
    expect(findings).toEqual(['warning note_in_table A2']);
  });

  it('refuses a tab with no State header over an Agency row', () => {
    const { columns, findings } = read([
      ['State', 'Fixed (Prog 2)'],
      ['CA', 0.125],
    ]);
    expect(columns).toEqual([]);
    expect(findings).toEqual(['error missing_table ']);
  });
});
