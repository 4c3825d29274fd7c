/**
 * An eligibility matrix of program groups (compiler/tables/matrix.ts, MatrixTable.groups
 * `program`): Juniper Ridge's workbook with a `LTV Matrix` tab whose corner row names a program
 * over each group of columns (printed over its first column, the cells after it blank as a merge
 * leaves them) and whose next row prints the purposes under each; FICO bands down. Each group is
 * its program's matrix: percent cells (0.8 shown 80%), NA none eligible.
 */
import { describe, expect, it } from 'vitest';
import type { DeclaredProfile } from '../../compiler/tables/language.ts';
import { juniperWith } from '../fixture-lender/built-with.ts';
import { pricedOn } from '../fixture-lender/priced.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';

const pct = (v: number) => ({ t: 'n', v, z: '0%' });
/** From row 4: the groups row 4, the purposes row 5, FICO rows 6-7. */
const TABS = {
  'LTV Matrix': [
    [null, 'Credit Score', 'Thirty-Year Fixed', null, 'Fifteen-Year Fixed', null, 'Twenty-Year Fixed'],
    [null, null, 'Purchase', 'Cash-Out Refi', 'Purchase', 'Cash-Out Refi', 'Purchase'],
    [null, '≥ 720', pct(0.8), pct(0.65), pct(0.75), 'NA', pct(0.9)], // row 6: C6 D6 E6 F6
    [null, '660 - 719', pct(0.75), 'NA', pct(0.7), 'NA', pct(0.9)], // row 7: C7 D7 E7 F7
  ],
};
const PROFILE: DeclaredProfile = {
  ...JUNIPER,
  conditions: { ...JUNIPER.conditions, Purchase: [{ kind: 'eq', attr: 'purpose', values: ['purchase'] }] },
  tables: [
    ...JUNIPER.tables,
    {
      means: 'eligibility matrix',
      shape: 'grid',
      at: { tab: 'LTV Matrix' },
      corner: 'Credit Score',
      rows: { band: 'fico' },
      columns: 'condition',
      groups: 'program',
    },
  ],
};
const built = juniperWith(TABS, PROFILE);

/** The reasons of `program_slug` for a $400,000 condo in FL, as [key, threshold, cell]. */
function reasons(program_slug: string, credit_score: number, purpose: string, loan_amount: number) {
  return pricedOn(built.artifacts[0]!, {
    purpose,
    term: program_slug === 'fifteen_year_fixed' ? 15 : 30,
    credit_score,
    purchase_price: 400_000,
    loan_amount,
    state: 'FL',
    program_slug,
  })
    .rejected.flatMap((r) => r.rejections)
    .map((r) => [r.key, r.threshold, r.source_page?.replace(/^.* › /, '')]);
}

describe('an eligibility matrix of program groups', () => {
  it('compiles with one warning (the group of no program priced); each program its group, the investor none', () => {
    expect(built.diag.list.map((d) => `${d.severity} ${d.code} ${d.tab}!${d.cell}`)).toEqual([
      'warning unpriced_program LTV Matrix!G4',
    ]);
    const cells = (slug: string) =>
      built.artifacts[0]!.programs.find((p) => p.slug === slug)!.matrix?.rows.map((r) =>
        r.cells.map((c) => c?.[0] ?? null),
      );
    expect(cells('thirty_year_fixed')).toEqual([
      [8000, 6500],
      [7500, null],
    ]);
    expect(cells('fifteen_year_fixed')).toEqual([
      [7500, null],
      [7000, null],
    ]);
    expect(cells('thirty_year_fixed_investor')).toBeUndefined();
  });

  it('Thirty-Year Fixed reads its own group: FICO 725 purchase at 80.00 passes (C6), 80.00025 fails; cash-out 65 (D6)', () => {
    expect(reasons('thirty_year_fixed', 725, 'purchase', 320_000)).toEqual([]); // 320,000 / 400,000 = 80.00
    // past the Eligibility tab's Max LTV 80 too: both failing rules are reasons
    expect(reasons('thirty_year_fixed', 725, 'purchase', 320_001)).toEqual([
      ['max_ltv_exceeded', 80, 'Eligibility!C6'],
      ['max_ltv_exceeded', 80, 'LTV Matrix!C6'],
    ]);
    // 260,001 / 400,000 = 65.00025: past the matrix's 65, within the Eligibility tab's cash-out 70
    expect(reasons('thirty_year_fixed', 725, 'cash_out_refi', 260_000)).toEqual([]);
    expect(reasons('thirty_year_fixed', 725, 'cash_out_refi', 260_001)).toEqual([
      ['max_ltv_exceeded', 65, 'LTV Matrix!D6'],
    ]);
  });

  it('Fifteen-Year Fixed reads its own: FICO 700 purchase at 75.00 fails its 70 (E7); a cash-out is NA (F6)', () => {
    expect(reasons('fifteen_year_fixed', 700, 'purchase', 280_000)).toEqual([]); // 70.00
    expect(reasons('fifteen_year_fixed', 700, 'purchase', 300_000)).toEqual([
      ['max_ltv_exceeded', 70, 'LTV Matrix!E7'],
    ]);
    expect(reasons('fifteen_year_fixed', 725, 'cash_out_refi', 200_000).map((r) => [r[0], r[2]])).toEqual([
      ['no_ltv_matrix_cell', 'LTV Matrix!F6'],
    ]);
  });
});

/**
 * A matrix the notes read only when the credit score meets the program's minimum (`skipAfter:
 * ['min_fico']`), its cells below the minimum printed `—` (a not-applicable marker, read as NA).
 */
describe('a matrix read only when the score meets the minimum', () => {
  const LOW = [null, '< 660', '—', '—', '—', '—', '—']; // row 8
  const tabs = { 'LTV Matrix': [...TABS['LTV Matrix'], LOW] };
  const dashed = { ...PROFILE, conventions: { ...PROFILE.conventions, notApplicable: ['N/A', '—'] } };
  const gated = juniperWith(tabs, {
    ...dashed,
    tables: dashed.tables.map((t) =>
      t.means === 'eligibility matrix' ? { ...t, skipAfter: ['min_fico' as const] } : t,
    ),
  });
  const ungated = juniperWith(tabs, dashed);
  const keys = (sheet: typeof gated, credit_score: number, change: Record<string, unknown> = {}) =>
    pricedOn(sheet.artifacts[0]!, {
      purpose: 'purchase',
      term: 30,
      credit_score,
      purchase_price: 400_000,
      loan_amount: 200_000,
      state: 'FL',
      program_slug: 'thirty_year_fixed',
      ...change,
    })
      .rejected.flatMap((r) => r.rejections)
      .map((r) => [r.key, r.source_page?.replace(/^.* › /, '')]);

  it('FICO 659, below the Min FICO 660: min_fico alone when gated; with the `—` cell (C8) too when not', () => {
    expect(gated.diag.list.map((d) => d.code)).toEqual(['unpriced_program']);
    expect(keys(gated, 659)).toEqual([['min_fico', 'Eligibility!C5']]);
    expect(keys(ungated, 659)).toEqual([
      ['min_fico', 'Eligibility!C5'],
      ['no_ltv_matrix_cell', 'LTV Matrix!C8'],
    ]);
  });

  it('another failing rule does not leave it unread: an investment loan at FICO 700 and LTV 75.00025 fails its occupancy and the cell (C7)', () => {
    expect(keys(gated, 700, { occupancy: 'investment', loan_amount: 300_001 })).toEqual([
      ['eligible_occupancy', 'Eligibility!C12'],
      ['max_ltv_exceeded', 'LTV Matrix!C7'],
    ]);
  });
});
