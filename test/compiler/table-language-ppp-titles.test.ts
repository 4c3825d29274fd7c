/**
 * Prepayment lists each named by its title, their value columns headed by occupancy groups
 * (PenaltyTable `name: '<title>'`, `occupancies`): a section per program (`sections: 'program
 * titles'`), in it several tables side by side, `5% Fixed` over `PPP Term | Primary / 2nd Home |
 * Investment`, each a PPP table of its section's program named by its title. Juniper Ridge's workbook
 * with a `PPP` tab in place of its own prepayment table.
 */
import { describe, expect, it } from 'vitest';
import type { BuildResult } from '../../compiler/build.ts';
import type { DeclaredProfile, PenaltyTable } from '../../compiler/tables/language.ts';
import { juniperWith } from '../fixture-lender/built-with.ts';
import { JUNIPER_EXAMPLES } from '../fixture-lender/examples.ts';
import { pricedOn } from '../fixture-lender/priced.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';

const TABS = {
  PPP: [
    [null, 'THIRTY-YEAR FIXED'], // row 4: a section
    [null, '5% Fixed', null, null, null, 'Declining'],
    [null, 'PPP Term', 'Primary / 2nd Home', 'Investment', null, 'PPP Term', 'Investment'],
    [null, 'No PPP', 'N/A', -0.75, null, 'No PPP', -0.5], // row 7
    [null, '3YR PPP', 'NA', 0.125, null, '3YR PPP', 0], // D8
    [],
    [null, 'FIFTEEN-YEAR FIXED'], // row 10
    [null, '5% Fixed'],
    [null, 'PPP Term', 'Adj'],
    [null, 'No PPP', -1], // C13
    [],
    [null, 'PPP adjustments are added to the price.'],
  ],
};
const PPP: PenaltyTable = {
  means: 'prepayment penalties',
  at: { tab: 'PPP', sections: 'program titles' },
  shape: 'list',
  name: '<title>',
  category: 'PPP <title>',
  columns: [{ heading: 'PPP Term', holds: 'prepayment schedule' }],
  occupancies: {
    'Primary / 2nd Home': ['owner_occupied', 'second_home'],
    Investment: ['investment'],
    Adj: ['owner_occupied', 'second_home', 'investment'],
  },
  schedules: { 'No PPP': 'No PPP', '3YR PPP': '3YR PPP' },
};
const profile = (ppp: PenaltyTable): DeclaredProfile => ({
  ...JUNIPER,
  // N/A: no adjustment, in an adjustment cell
  conventions: { ...JUNIPER.conventions, notApplicable: 'N/A' },
  tables: [...JUNIPER.tables.filter((t) => t.means !== 'prepayment penalties'), ppp],
});
const built = juniperWith(TABS, profile(PPP));
const pppOf = (result: BuildResult, slug: string) => result.artifacts[0]!.programs.find((p) => p.slug === slug)!.ppp;

describe('prepayment lists named by their titles, a column per occupancy group', () => {
  it("reads each section's tables as its program's, named by their titles, in the order printed", () => {
    expect(built.diag.list).toEqual([]);
    expect(pppOf(built, 'thirty_year_fixed')).toEqual([
      {
        workbook: 0,
        tab: 'PPP',
        category: 'PPP 5% Fixed',
        name: '5% Fixed',
        title_cell: 'B5',
        label_col: 'B',
        columns: [
          { label: 'Primary / 2nd Home', col: 'C', occupancies: ['owner_occupied', 'second_home'] },
          { label: 'Investment', col: 'D', occupancies: ['investment'] },
        ],
        rows: [
          // N/A: no adjustment; NA: not eligible
          { term: 'No PPP', row: 7, col: null, in_restricted_states: false, values: [0, -750] },
          { term: '3YR PPP', row: 8, col: null, in_restricted_states: false, values: [null, 125] },
        ],
      },
      {
        workbook: 0,
        tab: 'PPP',
        category: 'PPP Declining',
        name: 'Declining',
        title_cell: 'F5',
        label_col: 'F',
        columns: [{ label: 'Investment', col: 'G', occupancies: ['investment'] }],
        rows: [
          { term: 'No PPP', row: 7, col: null, in_restricted_states: false, values: [-500] },
          { term: '3YR PPP', row: 8, col: null, in_restricted_states: false, values: [0] },
        ],
      },
    ]);
    expect(pppOf(built, 'fifteen_year_fixed').map((t) => [t.name, t.columns, t.rows.map((r) => r.values)])).toEqual([
      [
        '5% Fixed',
        [{ label: 'Adj', col: 'C', occupancies: ['owner_occupied', 'second_home', 'investment'] }],
        [[-1000]],
      ],
    ]);
    // no section of its own: no penalty but none (ppp_term_not_offered)
    expect(pppOf(built, 'thirty_year_fixed_investor')).toEqual([]);
  });

  it('a primary residence takes its column (N/A: 0) under the first table, named none', () => {
    const ppp = pricedOn(built.artifacts[0]!, { ...JUNIPER_EXAMPLES[0]!.request, program_slug: 'thirty_year_fixed' })
      .eligible[0]!.adjusters.filter((a) => a.category.startsWith('PPP'))
      .map((a) => [a.category, a.value, a.source_cell.replace(/^.* › /, '')]);
    expect(ppp).toEqual([['PPP 5% Fixed', 0, 'PPP!C7']]);
  });

  it('a heading none of `occupancies` is unknown_ppp_column at its cell; a table with no title missing_ppp_title', () => {
    const misprinted = {
      PPP: [
        [null, 'THIRTY-YEAR FIXED'],
        [null, '5% Fixed'],
        [null, 'PPP Term', 'Investor'], // C6
        [null, 'No PPP', -0.75],
        [], // B8: no title above the next header
        [null, 'PPP Term', 'Investment'],
        [null, 'No PPP', -0.75],
      ],
    };
    const refused = juniperWith(misprinted, profile(PPP));
    expect(refused.diag.list.filter((d) => d.severity === 'error').map((d) => [d.code, d.cell])).toEqual([
      ['unknown_ppp_column', 'C6'],
      ['missing_ppp_title', 'B8'],
    ]);
  });

  it('without `occupancies`, a list of one declared value column reads each table alike', () => {
    const adj = juniperWith(
      { PPP: TABS.PPP.slice(5, 10) }, // the fifteen-year section from row 4, every program's: its title B6
      profile({
        ...PPP,
        at: { tab: 'PPP' },
        occupancies: undefined,
        columns: [...PPP.columns, { heading: 'Adj', holds: 'adjustment' }],
      }),
    );
    expect(adj.diag.list).toEqual([]);
    expect(
      pppOf(adj, 'thirty_year_fixed_investor').map((t) => [t.name, t.title_cell, t.rows.map((r) => r.values)]),
    ).toEqual([['5% Fixed', 'B6', [[-1000]]]]);
  });

  it('a term printed twice in one table is duplicate_row_label at the second, the first kept', () => {
    const twice = { PPP: [...TABS.PPP.slice(0, 4), [null, 'No PPP', 'N/A', -1]] }; // B8
    const refused = juniperWith(twice, profile(PPP));
    expect(refused.diag.list.map((d) => [d.code, d.cell, d.message])).toEqual([
      ['duplicate_row_label', 'B8', 'No PPP appears twice in the prepayment table "5% Fixed"'],
    ]);
  });

  it("a note between two rows in the left table's column: warned there, the table beside it going on under it", () => {
    const noted = {
      PPP: [
        ...TABS.PPP.slice(0, 4), // row 7: No PPP in both tables
        [null, 'Rates subject to change.'], // B8: a note, blank across the Declining table's columns
        [null, '3YR PPP', 'NA', 0.125, null, '3YR PPP', 0], // row 9
      ],
    };
    const result = juniperWith(noted, profile(PPP));
    expect(result.diag.list.map((d) => [d.severity, d.code, d.cell])).toEqual([['warning', 'note_in_table', 'B8']]);
    expect(pppOf(result, 'thirty_year_fixed').map((t) => [t.name, t.rows.map((r) => [r.term, r.row])])).toEqual([
      [
        '5% Fixed',
        [
          ['No PPP', 7],
          ['3YR PPP', 9],
        ],
      ],
      [
        'Declining',
        [
          ['No PPP', 7],
          ['3YR PPP', 9],
        ],
      ],
    ]);
  });
});
