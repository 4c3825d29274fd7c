/**
 * Bayshore LLPA band edges (AgencyRateSheet 2026-11-20, LLPA tab), each grid kind the lender has:
 * credit score rows, LTV columns (upper value inclusive, `> 95.00%` = 95.01 to 97.00) and the
 * single-column LOAN AMOUNT grid ($200,000 and above: no row). Each side names its row, band, value
 * and cell, and the final price of rate 6.500 (Conventional!D22 = 100.870, 30 Day) with the CA
 * adjuster (State Adjusters!C12 +0.125). Bayshore has no DTI or DSCR grid.
 */
import { describe, expect, it } from 'vitest';
import { BAYSHORE } from './named-scenarios.ts';
import { offerOf, rowOf } from './quote-lookups.ts';
import { priced } from './sheets.ts';

const fixed = BAYSHORE.fixed;
const PURCHASE = 'PURCHASE — CREDIT SCORE / LTV';

type Row = [row: string, band: string | null, value: number, cell: string];
type Edge = [what: string, input: Record<string, unknown>, category: string, row: Row, final: number];

const EDGES: Edge[] = [
  // credit score, LTV 80.00% (column G): 100.870 + value + 0.125
  ['FICO 639', { credit_score: 639 }, PURCHASE, ['≤ 639', '75.01 - 80.00%', -2.75, 'LLPA!G19'], 98.245],
  ['FICO 640', { credit_score: 640 }, PURCHASE, ['640 - 659', '75.01 - 80.00%', -2.25, 'LLPA!G18'], 98.745],
  ['FICO 759', { credit_score: 759 }, PURCHASE, ['740 - 759', '75.01 - 80.00%', -0.875, 'LLPA!G13'], 100.12],
  ['FICO 760', { credit_score: 760 }, PURCHASE, ['760 - 779', '75.01 - 80.00%', -0.625, 'LLPA!G12'], 100.37],
  ['FICO 779', { credit_score: 779 }, PURCHASE, ['760 - 779', '75.01 - 80.00%', -0.625, 'LLPA!G12'], 100.37],
  ['FICO 780', { credit_score: 780 }, PURCHASE, ['≥ 780', '75.01 - 80.00%', -0.375, 'LLPA!G11'], 100.62],
  // LTV, FICO 639 row (the only row whose first two columns differ): price 1,000,000
  [
    'LTV 30.00%',
    { credit_score: 639, purchase_price: 1_000_000, loan_amount: 300_000 },
    PURCHASE,
    ['≤ 639', '≤ 30.00%', 0, 'LLPA!C19'],
    100.995,
  ],
  [
    'LTV 30.0001%',
    { credit_score: 639, purchase_price: 1_000_000, loan_amount: 300_001 },
    PURCHASE,
    ['≤ 639', '30.01 - 60.00%', -0.125, 'LLPA!D19'],
    100.87,
  ],
  // LTV, FICO 700 - 719 row: price 500,000
  [
    'LTV 60.00%',
    { credit_score: 700, loan_amount: 300_000 },
    PURCHASE,
    ['700 - 719', '30.01 - 60.00%', 0, 'LLPA!D15'],
    100.995,
  ],
  [
    'LTV 60.0002%',
    { credit_score: 700, loan_amount: 300_001 },
    PURCHASE,
    ['700 - 719', '60.01 - 70.00%', -0.375, 'LLPA!E15'],
    100.62,
  ],
  [
    'LTV 80.00%',
    { credit_score: 700, loan_amount: 400_000 },
    PURCHASE,
    ['700 - 719', '75.01 - 80.00%', -1.375, 'LLPA!G15'],
    99.62,
  ],
  [
    'LTV 80.0002%',
    { credit_score: 700, loan_amount: 400_001 },
    PURCHASE,
    ['700 - 719', '80.01 - 85.00%', -1.5, 'LLPA!H15'],
    99.495,
  ],
  [
    'LTV 95.00%',
    { credit_score: 700, loan_amount: 475_000 },
    PURCHASE,
    ['700 - 719', '90.01 - 95.00%', -1.125, 'LLPA!J15'],
    99.87,
  ],
  [
    'LTV 95.0002%',
    { credit_score: 700, loan_amount: 475_001 },
    PURCHASE,
    ['700 - 719', '> 95.00%', -0.875, 'LLPA!K15'],
    100.12,
  ],
  // LOAN AMOUNT (column Adj), FICO 740, LTV 50.00% (LLPA!D13 0.000)
  [
    'loan 99,999',
    { purchase_price: 200_000, loan_amount: 99_999 },
    'LOAN AMOUNT',
    ['$75,000 - $99,999', null, -0.5, 'LLPA!C65'],
    100.495,
  ],
  [
    'loan 100,000',
    { purchase_price: 200_000, loan_amount: 100_000 },
    'LOAN AMOUNT',
    ['$100,000 - $149,999', null, -0.25, 'LLPA!C66'],
    100.745,
  ],
  [
    'loan 149,999',
    { purchase_price: 300_000, loan_amount: 149_999 },
    'LOAN AMOUNT',
    ['$100,000 - $149,999', null, -0.25, 'LLPA!C66'],
    100.745,
  ],
  [
    'loan 150,000',
    { purchase_price: 300_000, loan_amount: 150_000 },
    'LOAN AMOUNT',
    ['$150,000 - $199,999', null, -0.125, 'LLPA!C67'],
    100.87,
  ],
  [
    'loan 199,999',
    { purchase_price: 400_000, loan_amount: 199_999 },
    'LOAN AMOUNT',
    ['$150,000 - $199,999', null, -0.125, 'LLPA!C67'],
    100.87,
  ],
];

describe('Bayshore band edges', () => {
  it.each(EDGES)('%s', (_, input, category, row, final) => {
    const o = offerOf(priced({ ...fixed, ...input }), fixed, 6.5);
    expect(rowOf(o, category)).toEqual(row);
    expect(o.final_price).toBe(final);
  });

  it('loan 200,000 takes no LOAN AMOUNT row (LLPA!B68 "$200,000 and above: no adjustment"): 100.995', () => {
    const o = offerOf(priced({ ...fixed, purchase_price: 400_000, loan_amount: 200_000 }), fixed, 6.5);
    expect(rowOf(o, 'LOAN AMOUNT')).toBeUndefined();
    expect(o.final_price).toBe(100.995);
  });

  it('the purpose picks the grid: rate/term reads LIMITED CASH-OUT (G25 -1.125), cash-out CASH-OUT (G37 -2.375)', () => {
    const refi = offerOf(priced({ ...fixed, purpose: 'rate_term_refi' }), fixed, 6.5);
    expect(rowOf(refi, 'LIMITED CASH-OUT REFINANCE — CREDIT SCORE / LTV')).toEqual([
      '740 - 759',
      '75.01 - 80.00%',
      -1.125,
      'LLPA!G25',
    ]);
    expect(refi.final_price).toBe(99.87); // 100.870 - 1.125 + 0.125
    const cashOut = offerOf(priced({ ...fixed, purpose: 'cash_out_refi' }), fixed, 6.5);
    expect(rowOf(cashOut, 'CASH-OUT REFINANCE — CREDIT SCORE / LTV')).toEqual([
      '740 - 759',
      '75.01 - 80.00%',
      -2.375,
      'LLPA!G37',
    ]);
    expect(cashOut.final_price).toBe(98.62); // 100.870 - 2.375 + 0.125
  });
});
