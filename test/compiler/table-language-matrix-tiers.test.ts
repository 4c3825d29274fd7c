/**
 * An eligibility matrix printed long with a minimum score per row (language.ts Holds `minimum FICO`):
 * rows alike but for it are tiers of one cell. Juniper Ridge's workbook with a `Max LTV` tab:
 *
 *   B4 Occupancy | C4 Purpose | D4 Min FICO | E4 Max LTV
 *   Primary Residence | Purchase | 700 | 80.00%     (row 5)
 *   Primary Residence | Purchase | 680 | 75.00%     (row 6)
 *
 * A score of 700 or more takes row 5, 680-699 row 6; a score below 680 takes row 6 too and is refused
 * `min_fico` (680) there, its LTV still tested against 75.00. Juniper Ridge's own minimum is 660.
 */
import { describe, expect, it } from 'vitest';
import type { DeclaredProfile, MatrixListTable } from '../../compiler/tables/language.ts';
import { juniperWith } from '../fixture-lender/built-with.ts';
import { JUNIPER_EXAMPLES } from '../fixture-lender/examples.ts';
import { pricedOn } from '../fixture-lender/priced.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';

const PERCENT = (v: number) => ({ t: 'n', v, z: '0.00%' });
const TABS = {
  'Max LTV': [
    [null, 'Occupancy', 'Purpose', 'Min FICO', 'Max LTV'],
    [null, 'Primary Residence', 'Purchase', 700, PERCENT(0.8)],
    [null, 'Primary Residence', 'Purchase', 680, PERCENT(0.75)],
  ],
};

const MATRIX: MatrixListTable = {
  means: 'eligibility matrix',
  at: { tab: 'Max LTV' },
  shape: 'list',
  columns: [
    { heading: 'Occupancy', holds: 'condition' },
    { heading: 'Purpose', holds: 'condition' },
    { heading: 'Min FICO', holds: 'minimum FICO' },
    { heading: 'Max LTV', holds: 'value' },
  ],
};
const PROFILE: DeclaredProfile = {
  ...JUNIPER,
  conditions: {
    ...JUNIPER.conditions,
    'Primary Residence': [{ kind: 'eq', attr: 'occupancy', values: ['owner_occupied'] }],
    Purchase: [{ kind: 'eq', attr: 'purpose', values: ['purchase'] }],
  },
  tables: [...JUNIPER.tables, MATRIX],
};
const built = juniperWith(TABS, PROFILE);

/** Thirty-Year Fixed for the first worked example's loan (a purchase, $300,000 on $400,000: LTV 75.00) at `credit_score` and `loan_amount`. */
function thirtyYear(credit_score: number, loan_amount = 300_000) {
  const response = pricedOn(built.artifacts[0]!, {
    ...JUNIPER_EXAMPLES[0]!.request,
    credit_score,
    loan_amount,
    program_slug: 'thirty_year_fixed',
  });
  const reasons = response.rejected.find((r) => r.program_slug === 'thirty_year_fixed')?.rejections ?? [];
  return { offers: response.eligible.length, reasons: reasons.map((r) => [r.key, r.threshold, r.source_page]) };
}
const cell = (a1: string) => `JuniperRidge_Wholesale_RateSheet_2026-11-20.xlsx › Max LTV!${a1}`;

describe('a matrix list whose rows are tiers by minimum score', () => {
  it('compiles with no finding: two tiers of one cell, each a band of scores', () => {
    expect(built.diag.list).toEqual([]);
    const matrix = built.artifacts[0]!.programs[0]!.matrix!;
    expect(matrix.limits).toEqual(['max_ltv', 'min_fico']);
    expect(matrix.rows.map((r) => [r.row, r.labels.fico, r.when.find((c) => c.attr === 'fico'), r.cells])).toEqual([
      [
        5,
        '700',
        { kind: 'range', attr: 'fico', range: { lo: 700, lo_incl: true, hi: null, hi_incl: false } },
        [[8000, 700]],
      ],
      [
        6,
        '680',
        { kind: 'range', attr: 'fico', range: { lo: null, lo_incl: false, hi: 700, hi_incl: false } },
        [[7500, 680]],
      ],
    ]);
  });

  it('a score of 700 takes the 700 tier: LTV 75.00025 is within its 80.00', () => {
    expect(thirtyYear(700, 300_001).reasons).toEqual([]);
  });

  it('699 takes the 680 tier: LTV 75.00 at its limit is eligible, 75.00025 is not', () => {
    expect(thirtyYear(699).reasons).toEqual([]);
    expect(thirtyYear(699, 300_001).reasons).toEqual([['max_ltv_exceeded', 75, cell('E6')]]);
  });

  it('680, the lowest minimum, is met; 679 is below it: min_fico 680, and its LTV still tested', () => {
    expect(thirtyYear(680).reasons).toEqual([]);
    expect(thirtyYear(679).reasons).toEqual([['min_fico', 680, cell('E6')]]);
    expect(thirtyYear(679, 300_001).reasons).toEqual([
      ['max_ltv_exceeded', 75, cell('E6')],
      ['min_fico', 680, cell('E6')],
    ]);
  });
});
