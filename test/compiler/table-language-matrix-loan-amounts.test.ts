/**
 * An eligibility matrix whose cells are maximum loan amounts (language.ts MatrixTable `cells: 'max
 * loan'`), read only for the loans `readWhen` holds for. Juniper Ridge's workbook with a `Max Loan` tab (its rows
 * below the banner's):
 *
 *   B5 FICO \ LTV | C5 ≤ 75.00%  | D5 75.01% - 80.00%
 *   B6 740+       | $300,000     | $250,000             (row 6)
 *   B7 700-739    | $250,000     | NA                   (row 7)
 *
 * read only when the score is at least 700. Juniper Ridge's own rules: Min FICO 660, Max Loan Amount
 * $1,500,000, Max LTV 80; a purchase on $400,000 here, so the loan amount sets the LTV column too.
 */
import { describe, expect, it } from 'vitest';
import { band } from '../../compiler/conditions.ts';
import type { DeclaredProfile } from '../../compiler/tables/language.ts';
import { matrixView } from '../../worker/engine/matrix-view.ts';
import { loadedSheet, type WithSheet } from '../../worker/engine/rate-sheets.ts';
import { juniperWith } from '../fixture-lender/built-with.ts';
import { pricedOn } from '../fixture-lender/priced.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';

const TABS = {
  'Max Loan': [
    [],
    [null, 'FICO \\ LTV', '≤ 75.00%', '75.01% - 80.00%'],
    [null, '740+', '$300,000', '$250,000'],
    [null, '700-739', '$250,000', 'NA'],
  ],
};
const PROFILE: DeclaredProfile = {
  ...JUNIPER,
  tables: [
    ...JUNIPER.tables,
    {
      means: 'eligibility matrix',
      shape: 'grid',
      at: { tab: 'Max Loan' },
      corner: 'FICO \\ LTV',
      rows: { band: 'fico' },
      columns: { band: 'ltv' },
      cells: 'max loan',
      readWhen: [band('fico', 700, true, null, false)],
    },
  ],
};
const built = juniperWith(TABS, PROFILE);
const artifact = built.artifacts[0]!;
const CELL = (a1: string) => `JuniperRidge_Wholesale_RateSheet_2026-11-20.xlsx › Max Loan!${a1}`;

/** Thirty-Year Fixed's answer for a purchase on $400,000 in FL at `credit_score` and `loan_amount`. */
const thirtyYear = (credit_score: number, loan_amount: number) =>
  pricedOn(artifact, {
    purpose: 'purchase',
    term: 30,
    credit_score,
    purchase_price: 400_000,
    loan_amount,
    state: 'FL',
    program_slug: 'thirty_year_fixed',
  });
const reasons = (credit_score: number, loan_amount: number) =>
  (thirtyYear(credit_score, loan_amount).rejected[0]?.rejections ?? []).map((r) => [r.key, r.threshold, r.source_page]);

describe('an eligibility matrix of maximum loan amounts', () => {
  it('compiles with no finding, each cell a whole-dollar maximum, NA none, read only at 700 or more', () => {
    expect(built.diag.list).toEqual([]);
    const matrix = artifact.programs[0]!.matrix!;
    expect(matrix.limits).toEqual(['max_loan']);
    expect(matrix.read_when).toEqual([band('fico', 700, true, null, false)]);
    expect(matrix.rows.map((r) => r.cells)).toEqual([
      [[300_000], [250_000]],
      [[250_000], null],
    ]);
  });

  it('$300,000 at FICO 740 is LTV 75.00, the cell C6 ($300,000) itself: eligible', () => {
    expect(reasons(740, 300_000)).toEqual([]);
  });

  it('one dollar more is LTV 75.00025, past 75.00: the next column, D6 ($250,000), refuses it', () => {
    expect(reasons(740, 300_001)).toEqual([['max_loan_amount', 250_000, CELL('D6')]]);
  });

  it('at FICO 700 (700-739) the cell C7 is $250,000: $250,000 passes, $250,001 is above it', () => {
    expect(reasons(700, 250_000)).toEqual([]);
    expect(reasons(700, 250_001)).toEqual([['max_loan_amount', 250_000, CELL('C7')]]);
  });

  it('the NA cell D7 (700-739, LTV 80.00) has no loan: no_ltv_matrix_cell', () => {
    expect(reasons(739, 320_000)).toEqual([['no_ltv_matrix_cell', null, CELL('D7')]]);
  });

  it('a score of 699 is outside what it is read for: neither matched nor refused by it, priced', () => {
    // 699 is in no row: at 700 the same loan is refused by the NA cell, at 699 the matrix is unread
    expect(reasons(699, 320_000)).toEqual([]);
    const offers = thirtyYear(699, 320_000).eligible;
    // the offer shows the program's maximum LTV (its rules' 80.00), the matrix limiting no LTV
    expect(new Set(offers.map((o) => o.max_ltv))).toEqual(new Set(['80.00']));
  });

  it('the matrix view gives each cell its LTV band and maximum loan amount', () => {
    const lender = {
      lender_slug: 'juniper',
      status: 'in_force',
      sheet: loadedSheet(artifact, 'test'),
      withdrawn_at: null,
    };
    const rows = matrixView({ lender: lender as WithSheet, artifact, program: artifact.programs[0]! }).rows;
    expect(rows.map((r) => [r.fico_band, r.ltv, r.max_ltv, r.max_loan_amount, r.source_cell])).toEqual([
      ['740+', { min: null, min_inclusive: false, max: 75, max_inclusive: true }, null, 300_000, CELL('C6')],
      ['740+', { min: 75, min_inclusive: false, max: 80, max_inclusive: true }, null, 250_000, CELL('D6')],
      ['700-739', { min: null, min_inclusive: false, max: 75, max_inclusive: true }, null, 250_000, CELL('C7')],
      ['700-739', { min: 75, min_inclusive: false, max: 80, max_inclusive: true }, null, null, CELL('D7')],
    ]);
  });

  it('a cell that is no whole-dollar amount refuses the sheet at that cell', () => {
    const cents = juniperWith(
      { 'Max Loan': TABS['Max Loan'].map((row, i) => (i === 3 ? [null, '700-739', '$250,000.50', 'NA'] : row)) },
      PROFILE,
    );
    expect(cents.diag.list.map((d) => [d.code, d.tab, d.cell])).toEqual([['expected_dollars', 'Max Loan', 'C7']]);
  });
});

describe('a loan above both the program maximum and its cell', () => {
  // $1,500,001 on $2,100,000 (LTV 71.43: the ≤ 75.00% column) at FICO 740: above Juniper Ridge's
  // Max Loan Amount $1,500,000 (Eligibility!C7) and above the cell C6's $300,000
  const both = (sheet: typeof built) =>
    (
      pricedOn(sheet.artifacts[0]!, {
        purpose: 'purchase',
        term: 30,
        credit_score: 740,
        purchase_price: 2_100_000,
        loan_amount: 1_500_001,
        state: 'FL',
        program_slug: 'thirty_year_fixed',
      }).rejected[0]?.rejections ?? []
    ).map((r) => [r.key, r.threshold]);

  it('every failing limit is a reason: two max_loan_amount, each its threshold', () => {
    expect(both(built)).toEqual([
      ['max_loan_amount', 1_500_000],
      ['max_loan_amount', 300_000],
    ]);
  });

  it('under keysOnce the key is listed once, its first reason (the rules before the matrix)', () => {
    expect(both(juniperWith(TABS, { ...PROFILE, keysOnce: true }))).toEqual([['max_loan_amount', 1_500_000]]);
  });
});
