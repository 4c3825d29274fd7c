/**
 * A table on a tab per program (TableAt `tab: '<program> LLPA'`): each tab named so after a program
 * (its name or alias in place of `<program>`) holds that program's tables, a title there its
 * grid's category or its matrix tier's condition, not a program; a tab printing none of a table is
 * a program without it, no finding, while none printing it is `missing_table`. Juniper Ridge's
 * workbook with a tab per program.
 */
import { describe, expect, it } from 'vitest';
import type { BuildResult } from '../../compiler/build.ts';
import { eq } from '../../compiler/conditions.ts';
import type { DeclaredProfile, GridTable, MatrixTable } from '../../compiler/tables/language.ts';
import { juniperWith } from '../fixture-lender/built-with.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';

const grid = (title: string, condo: number) => [
  [null, title],
  [null, 'Property', '≤ 80%'],
  [null, 'Condo', condo], // C6
];
const TABS = {
  // a title naming another program is the grid's category on a program's own tab
  'Thirty-Year Fixed LLPA': grid('Fifteen-Year Fixed', -0.5),
  'fifteen-year fixed  llpa': grid('Property Adj', -0.25),
  // the name of no program priced: skipped, warned
  'Ten-Year Fixed LLPA': grid('Property Adj', -1),
  // the words after the name misprinted: not a tab of the pattern
  'Thirty-Year Fixed LLPAs': grid('Property Adj', -2),
};
const GRID: GridTable = {
  means: 'adjustments',
  shape: 'grid',
  at: { tab: '<program> LLPA' },
  corner: 'Property',
  rows: 'condition',
  columns: { band: 'ltv' },
  values: 'adjustment',
};
const withGrid = (table: GridTable): DeclaredProfile => ({ ...JUNIPER, tables: [...JUNIPER.tables, table] });
const built = juniperWith(TABS, withGrid(GRID));

/** Each program's grids of the tabs per program: category, tab, first cell. */
const gridsOf = (result: BuildResult, slug: string) =>
  result.artifacts[0]!.programs.find((p) => p.slug === slug)!
    .grids.filter((g) => g.tab.toLowerCase().includes('llpa'))
    .map((g) => [g.category, g.tab, g.rows[0]!.values[0]]);

describe('a table on a tab per program', () => {
  it("reads each program's tab as its own, a title there the grid's category", () => {
    expect(gridsOf(built, 'thirty_year_fixed')).toEqual([['Fifteen-Year Fixed', 'Thirty-Year Fixed LLPA', -500]]);
    expect(gridsOf(built, 'fifteen_year_fixed')).toEqual([['Property Adj', 'fifteen-year fixed  llpa', -250]]);
    // no tab of its own: none of the other programs' grids
    expect(gridsOf(built, 'thirty_year_fixed_investor')).toEqual([]);
  });

  it("warns of a tab named after a program not priced, and reads none of a tab whose name's words differ", () => {
    expect(built.diag.list.map((d) => [d.severity, d.code, d.tab])).toEqual([
      ['warning', 'unpriced_program', 'Ten-Year Fixed LLPA'],
    ]);
  });

  it('is missing_table only when no tab of a program prints the table', () => {
    const elsewhere = juniperWith(TABS, withGrid({ ...GRID, corner: 'Occupancy' }));
    expect(elsewhere.diag.list.filter((d) => d.severity === 'error').map((d) => [d.code, d.tab])).toEqual([
      ['missing_table', 'Thirty-Year Fixed LLPA'],
    ]);
    const onOne = juniperWith(
      {
        ...TABS,
        'Thirty-Year Fixed LLPA': [
          ...grid('Property Adj', -0.5),
          [],
          [null, 'Occupancy', '≤ 80%'],
          [null, 'Investment', -1],
        ],
      },
      withGrid({ ...GRID, corner: 'Occupancy' }),
    );
    expect(onOne.diag.list.filter((d) => d.severity === 'error')).toEqual([]);
    // untitled (a blank row above its corner): its category the corner's heading
    expect(gridsOf(onOne, 'thirty_year_fixed')).toEqual([['Occupancy', 'Thirty-Year Fixed LLPA', -1000]]);
    expect(gridsOf(onOne, 'fifteen_year_fixed')).toEqual([]);
  });

  it('is missing_tab when no tab is named so after a program', () => {
    const none = juniperWith(TABS, withGrid({ ...GRID, at: { tab: '<program> Grids' } }));
    expect(none.diag.list.filter((d) => d.severity === 'error').map((d) => [d.code, d.message.slice(0, 60)])).toEqual([
      ['missing_tab', 'expected a tab named <program> Grids for a program (its name'],
    ]);
  });

  it("reads a matrix's titles there as its tiers' conditions, one naming a program too", () => {
    const block = (title: string, ltv: number) => [
      [null, title],
      [null, 'FICO', 'Cash-Out Refi', 'Rate/Term Refi'],
      [null, '≥ 700', ltv, ltv], // C6, C10
      [],
    ];
    const MATRIX: MatrixTable = {
      means: 'eligibility matrix',
      shape: 'grid',
      at: { tab: '<program> Matrix' },
      corner: 'FICO',
      rows: { band: 'fico' },
      columns: 'condition',
    };
    const matrix = juniperWith(
      { 'Thirty-Year Fixed Matrix': [...block('Second Home', 0.7), ...block('Thirty-Year Fixed Investor', 0.65)] },
      {
        ...JUNIPER,
        // the name of a program and a word of the lender's both: a tier here
        conditions: { ...JUNIPER.conditions, 'Thirty-Year Fixed Investor': [eq('occupancy', 'investment')] },
        tables: [...JUNIPER.tables, MATRIX],
      },
    );
    expect(matrix.diag.list.filter((d) => d.severity === 'error')).toEqual([]);
    const programs = matrix.artifacts[0]!.programs;
    const tiers = programs.find((p) => p.slug === 'thirty_year_fixed')!.matrix!.tiers;
    expect(tiers.map((t) => [t.label, t.when, t.row])).toEqual([
      ['Second Home', [eq('occupancy', 'second_home')], 4],
      ['Thirty-Year Fixed Investor', [eq('occupancy', 'investment')], 8],
    ]);
    expect(programs.find((p) => p.slug === 'thirty_year_fixed_investor')!.matrix).toBeNull();
    // untitled, a blank row above its header: the tier's row is that one, where a title would stand
    const untitled = juniperWith(
      { 'Thirty-Year Fixed Matrix': [[], ...block('', 0.7).slice(1)] },
      {
        ...JUNIPER,
        tables: [...JUNIPER.tables, MATRIX],
      },
    );
    const [only] = untitled.artifacts[0]!.programs.find((p) => p.slug === 'thirty_year_fixed')!.matrix!.tiers;
    expect(only).toEqual({ label: null, when: [], row: 4 });
  });
});
