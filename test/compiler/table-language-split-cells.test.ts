/**
 * An eligibility matrix whose cells print a maximum LTV per purpose (`80 / 70`: purchase or
 * rate/term / cash-out), a column per program (MatrixTable.cells `split`): Juniper Ridge's workbook
 * with a `Max LTV` tab, credit score bands down, its programs across (words of the profile's).
 */
import { describe, expect, it } from 'vitest';
import { eq } from '../../compiler/conditions.ts';
import type { DeclaredProfile } from '../../compiler/tables/language.ts';
import { juniperWith } from '../fixture-lender/built-with.ts';
import { JUNIPER_EXAMPLES } from '../fixture-lender/examples.ts';
import { pricedOn } from '../fixture-lender/priced.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';

/** From row 4: the corner in B4. */
const MAX_LTV = [
  [null, 'Credit Score', 'Thirty-Year Fixed', 'Fifteen-Year Fixed'],
  [null, '700+', '80 / 70', 'NA'], // C5, D5
  [null, '620 - 699', '75% / 65%', '70 / 60'], // C6, D6
];
const PROFILE: DeclaredProfile = {
  ...JUNIPER,
  conditions: {
    ...JUNIPER.conditions,
    'Thirty-Year Fixed': [eq('program', 'thirty_year_fixed')],
    'Fifteen-Year Fixed': [eq('program', 'fifteen_year_fixed')],
  },
  tables: [
    ...JUNIPER.tables,
    {
      means: 'eligibility matrix',
      shape: 'grid',
      at: { tab: 'Max LTV' },
      corner: 'Credit Score',
      rows: { band: 'fico' },
      columns: 'condition',
      cells: { split: [[eq('purpose', 'purchase', 'rate_term_refi')], [eq('purpose', 'cash_out_refi')]] },
    },
  ],
};
const built = juniperWith({ 'Max LTV': MAX_LTV }, PROFILE);
const PLAIN = JUNIPER_EXAMPLES[0]!.request; // a condo purchase in FL, FICO 725, 400,000 price
/** The reasons, a maximum LTV only the matrix's (the lender's own 80 beside it). */
const keys = (change: Record<string, unknown>) =>
  pricedOn(built.artifacts[0]!, { ...PLAIN, program_slug: 'thirty_year_fixed', ...change })
    .rejected.flatMap((r) => r.rejections)
    .filter((r) => r.key !== 'max_ltv_exceeded' || r.source_page?.includes('Max LTV!'))
    .map((r) => [r.key, r.threshold]);

describe('matrix cells of a maximum LTV per purpose', () => {
  it('compiles with no finding: each program column split in two, by purpose', () => {
    expect(built.diag.list).toEqual([]);
    const matrix = built.artifacts[0]!.programs[0]!.matrix!;
    expect(matrix.columns.map((c) => c.col)).toEqual(['C', 'C', 'D', 'D']);
    expect(matrix.rows.map((r) => r.cells)).toEqual([
      [[8000], [7000], null, null],
      [[7500], [6500], [7000], [6000]],
    ]);
  });

  it('FICO 725 on Thirty-Year Fixed: a purchase to 80 (C5: 320,000 passes, 320,001 fails), a cash-out to 70', () => {
    expect(keys({ loan_amount: 320_000 })).toEqual([]);
    expect(keys({ loan_amount: 320_001 })).toEqual([['max_ltv_exceeded', 80]]);
    expect(keys({ loan_amount: 280_000, purpose: 'cash_out_refi' })).toEqual([]);
    expect(keys({ loan_amount: 280_001, purpose: 'cash_out_refi' })).toEqual([['max_ltv_exceeded', 70]]);
  });

  it('NA (D5): FICO 725 on Fifteen-Year Fixed is in no cell', () => {
    expect(keys({ program_slug: 'fifteen_year_fixed', term: 15 }).map((k) => k[0])).toEqual(['no_ltv_matrix_cell']);
  });

  it('a cell of one figure is an error at the cell', () => {
    const bad = juniperWith(
      { 'Max LTV': MAX_LTV.map((row, i) => (i === 1 ? [null, '700+', '80', 'NA'] : row)) },
      PROFILE,
    );
    expect(bad.diag.list.map((d) => `${d.code} ${d.cell}: ${d.message}`)).toEqual([
      'expected_ltv_cell C5: expected 2 maximum LTVs separated by /, found "80"',
    ]);
  });
});

describe('a second matrix for the same programs', () => {
  it('is an error, not a silent replacement of the first', () => {
    const matrix = PROFILE.tables.at(-1)!;
    const twice = juniperWith({ 'Max LTV': MAX_LTV }, { ...PROFILE, tables: [...PROFILE.tables, matrix] });
    expect(twice.diag.list.map((d) => [d.code, d.message])).toEqual([
      [
        'duplicate_table',
        "a second eligibility matrix for every program: declare a matrix's tiers (grids titled by a condition) in one declaration",
      ],
    ]);
  });
});
