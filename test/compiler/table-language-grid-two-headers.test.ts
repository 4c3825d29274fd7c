/**
 * An adjustment grid whose column keys stand on two header rows (compiler/tables/grid.ts, GridTable
 * `columns` a list of two): a purpose over its LTV bands on the first, the bands on the second, a
 * column holding for loans of both. Juniper Ridge's workbook with a `Purpose Grid` tab beside its own
 * tables (the purposes printed over the first column of their group, as a merged cell reads).
 */
import { describe, expect, it } from 'vitest';
import type { DeclaredProfile, GridTable } from '../../compiler/tables/language.ts';
import { juniperWith } from '../fixture-lender/built-with.ts';
import { JUNIPER_EXAMPLES } from '../fixture-lender/examples.ts';
import { pricedOn } from '../fixture-lender/priced.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';

/** From row 4: the purposes over C:D and E:F, the bands on row 5, FICO rows 6-8. */
const GRID_TAB = [
  [null, 'FICO', 'Purchase', null, 'Cash-Out Refi'],
  [null, null, '≤ 75%', '75.01 - 80%', '≤ 75%', '75.01 - 80%'],
  [null, '≥ 740', 0.25, 'NA', -0.25, -0.5], // row 6
  [null, '700 - 739', -0.125, -0.25, -0.5, -0.75], // row 7
  [null, '660 - 699', -0.5, -0.75, 'NA', 'NA'], // row 8
];
const TABLE: GridTable = {
  means: 'adjustments',
  shape: 'grid',
  at: { tab: 'Purpose Grid' },
  corner: 'FICO',
  rows: { band: 'fico' },
  columns: ['condition', { band: 'ltv' }],
  values: 'adjustment',
  category: 'Purpose Grid',
};
const PROFILE: DeclaredProfile = {
  ...JUNIPER,
  conditions: {
    ...JUNIPER.conditions,
    Purchase: [{ kind: 'eq', attr: 'purpose', values: ['purchase'] }],
    'Cash-Out Refi': [{ kind: 'eq', attr: 'purpose', values: ['cash_out_refi'] }],
  },
  tables: [...JUNIPER.tables, TABLE],
};
const built = juniperWith({ 'Purpose Grid': GRID_TAB }, PROFILE);
const PLAIN = JUNIPER_EXAMPLES[0]!.request; // FICO 725, 300,000 of 400,000 (LTV 75.00), a condo purchase in FL: 6.750 at 98.818

/** Thirty-Year Fixed at 6.750 for the plain loan with `changes`: its final price and its Purpose Grid adjuster. */
function thirtyYear(changes: Record<string, unknown> = {}) {
  const answer = pricedOn(built.artifacts[0]!, { ...PLAIN, ...changes, program_slug: 'thirty_year_fixed' });
  const offer = answer.eligible.find((o) => o.rate === 6.75);
  const cell = offer?.adjusters.find((a) => a.category === 'Purpose Grid');
  return {
    final: offer?.final_price,
    cell: cell && [cell.band, cell.value, cell.source_cell.split('!')[1]],
    reasons: answer.rejected.flatMap((r) => r.rejections).map((r) => r.key),
  };
}

describe('a grid whose column keys stand on two header rows', () => {
  it('compiles with no finding: each column its purpose and its band', () => {
    expect(built.diag.list).toEqual([]);
    const grid = built.artifacts[0]!.programs[0]!.grids.find((g) => g.category === 'Purpose Grid')!;
    expect(grid.columns.map((c) => [c.label, c.col, c.when.map((w) => w.attr)])).toEqual([
      ['Purchase / ≤ 75%', 'C', ['purpose', 'ltv']],
      ['Purchase / 75.01 - 80%', 'D', ['purpose', 'ltv']],
      ['Cash-Out Refi / ≤ 75%', 'E', ['purpose', 'ltv']],
      ['Cash-Out Refi / 75.01 - 80%', 'F', ['purpose', 'ltv']],
    ]);
  });

  it('the plain purchase at LTV 75.00 reads C7: 98.818 - 0.125 = 98.693; at 75.00025 (300,001) D7, -0.250', () => {
    expect(thirtyYear()).toEqual({ final: 98.693, cell: ['Purchase / ≤ 75%', -0.125, 'C7'], reasons: [] });
    expect(thirtyYear({ loan_amount: 300_001 }).cell).toEqual(['Purchase / 75.01 - 80%', -0.25, 'D7']);
  });

  it('a cash-out reads its own group: at LTV 70 (280,000) E7, -0.500; a purchase at FICO 745, 75.00025, D6 NA: llpa_na', () => {
    expect(thirtyYear({ purpose: 'cash_out_refi', loan_amount: 280_000 }).cell).toEqual([
      'Cash-Out Refi / ≤ 75%',
      -0.5,
      'E7',
    ]);
    expect(thirtyYear({ credit_score: 745, loan_amount: 300_001 }).reasons).toContain('llpa_na');
  });

  it('a group key of no word is an error at its cell; bands overlapping within a group, at the later band', () => {
    const findings = (index: number, row: unknown[]) =>
      juniperWith({ 'Purpose Grid': GRID_TAB.map((r, i) => (i === index ? row : r)) }, PROFILE).diag.list.map(
        (d) => `${d.code} ${d.cell}`,
      );
    expect(findings(0, [null, 'FICO', 'Purchase', null, 'Vacation'])).toEqual(['unknown_row_label E4']);
    expect(findings(1, [null, null, '≤ 75%', '70 - 80%', '≤ 75%', '75.01 - 80%'])).toEqual(['band_tiling D5']);
  });

  it('a note merged across the columns between the two header rows (C5:F5) is skipped with a warning; in one cell, it is read as the band row', () => {
    const [groups, bands, ...rows] = GRID_TAB;
    const tab = (note: unknown[]) => ({ 'Purpose Grid': [groups!, note, bands!, ...rows] });
    const merged = juniperWith(tab([null, null, 'See the guide']), PROFILE, { 'Purpose Grid': ['C5:F5'] });
    expect(merged.diag.list.map((d) => [d.code, d.cell, d.message])).toEqual([
      ['note_in_table', 'C5', 'a note inside the header of grid "FICO", skipped: "See the guide"'],
    ]);
    const grid = merged.artifacts[0]!.programs[0]!.grids.find((g) => g.category === 'Purpose Grid')!;
    expect(grid.columns.map((c) => c.label)).toEqual([
      'Purchase / ≤ 75%',
      'Purchase / 75.01 - 80%',
      'Cash-Out Refi / ≤ 75%',
      'Cash-Out Refi / 75.01 - 80%',
    ]);
    // the plain purchase at LTV 75.00 reads C8 now (C7 on the tab without the note): -0.125
    expect(grid.rows.find((r) => r.label === '700 - 739')).toMatchObject({ row: 8, values: [-125, -250, -500, -750] });
    const unmerged = juniperWith(tab([null, null, 'See the guide']), PROFILE);
    expect(unmerged.diag.list.map((d) => `${d.code} ${d.cell}`)).toContain('bad_band C5');
  });
});
