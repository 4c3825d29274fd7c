/**
 * An adjustment grid of sections (GridTable `sections`): rows printing a condition alone across the
 * grid (`Cash-Out Refi`, `Rate/Term Refi`) lead the rows under them, each row taking its section's
 * condition, its bands checked within its section. Juniper Ridge's workbook with a `Sections` tab.
 */
import { describe, expect, it } from 'vitest';
import type { DeclaredProfile, GridTable } from '../../compiler/tables/language.ts';
import { juniperWith } from '../fixture-lender/built-with.ts';
import { JUNIPER_EXAMPLES } from '../fixture-lender/examples.ts';
import { pricedOn } from '../fixture-lender/priced.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';

const TABS = {
  Sections: [
    [null, 'FICO', '≤ 70%', '70.01 - 80%'], // row 4
    [null, 'Cash-Out Refi'], // B5: a section
    [null, '≥ 720', -0.25, -0.5], // row 6
    [null, '< 720', -0.75, -1], // row 7
    [null, 'Rate/Term Refi'], // B8
    [null, '≥ 720', 0, -0.125], // row 9: D9
    [null, '< 720', -0.375, 'NA'], // row 10
  ],
};
const GRID: GridTable = {
  means: 'adjustments',
  shape: 'grid',
  at: { tab: 'Sections' },
  corner: 'FICO',
  rows: { band: 'fico' },
  columns: { band: 'ltv' },
  values: 'adjustment',
  category: 'Sections',
};
const profile = (sections: boolean): DeclaredProfile => ({
  ...JUNIPER,
  tables: [...JUNIPER.tables, { ...GRID, ...(sections && { sections: true as const }) }],
});
const built = juniperWith(TABS, profile(true));

describe('an adjustment grid of sections', () => {
  it('compiles with no finding, each row under its section: its label and condition first', () => {
    expect(built.diag.list).toEqual([]);
    const grid = built.artifacts[0]!.programs[0]!.grids.find((g) => g.category === 'Sections')!;
    expect(grid.rows.map((r) => [r.label, r.row, r.values, r.when[0]])).toEqual([
      ['Cash-Out Refi / ≥ 720', 6, [-250, -500], { kind: 'eq', attr: 'purpose', values: ['cash_out_refi'] }],
      ['Cash-Out Refi / < 720', 7, [-750, -1000], { kind: 'eq', attr: 'purpose', values: ['cash_out_refi'] }],
      ['Rate/Term Refi / ≥ 720', 9, [0, -125], { kind: 'eq', attr: 'purpose', values: ['rate_term_refi'] }],
      ['Rate/Term Refi / < 720', 10, [-375, null], { kind: 'eq', attr: 'purpose', values: ['rate_term_refi'] }],
    ]);
  });

  it('a rate/term refinance at FICO 725 and LTV 75.00 takes D9 (-0.125) alone; the purchase none of it', () => {
    const sections = (purpose: string) =>
      pricedOn(built.artifacts[0]!, {
        ...JUNIPER_EXAMPLES[0]!.request,
        purpose,
        program_slug: 'thirty_year_fixed',
      })
        .eligible[0]?.adjusters.filter((a) => a.category === 'Sections')
        .map((a) => [a.row_label, a.value, a.source_cell.replace(/^.* › /, '')]);
    expect(sections('rate_term_refi')).toEqual([['Rate/Term Refi / ≥ 720', -0.125, 'Sections!D9']]);
    expect(sections('purchase')).toEqual([]);
  });

  it('without `sections`, the bands of two sections overlap (band_tiling)', () => {
    const refused = juniperWith(TABS, profile(false));
    expect(refused.diag.list.filter((d) => d.severity === 'error').map((d) => d.code)).toContain('band_tiling');
  });
});
