/**
 * Granite Peak (ProgramMatrix 2026-11-20), Guidelines rows 14 and 15 (Minimum / Maximum Loan
 * Amount), every program and doc type: the limit itself prices (to the thousandth, from the cells
 * named) and a dollar past it is refused with the rule, its threshold and its cell. FICO 740.
 * Bases: Full Doc Rates!C21 7.500 = 100.980; Expanded Doc Rates!F19 7.500 = 100.320; DSCR Rates!I21
 * 8.000 = 100.910; MU-MX Rates!C48 9.000 = 101.399; ITIN Rates!F44 8.000% = 99.681; FN Rates!I43 8.000 = 100.303.
 */
import { describe, expect, it } from 'vitest';
import { GRANITE_PEAK, MATRIX20 } from './named-scenarios.ts';
import { at, expectPriced, expectRefused, rowOf } from './quote-lookups.ts';
import { priced } from './sheets.ts';

type Case = [
  program: keyof typeof GRANITE_PEAK,
  limit: number,
  cell: string, // Guidelines!<cell>
  price: number, // purchase price: the matrix row and CLTV band are the same on both sides
  rate: number,
  base: number,
  final: number,
  row: string, // LOAN AMOUNT row at the limit
];

const MINIMUM: Case[] = [
  // CLTV 50.00% (column C): Full Doc LLPA!C13 (740 - 759) +0.500, C23 -0.500, C44 (12 Months) -0.125, PPP!C12 N/A:
  // 100.980 - 0.125 = 100.855
  ['full_doc', 100_000, 'C14', 200_000, 7.5, 100.98, 100.855, '$100,000 - $149,999'],
  // Expanded Doc LLPA!C13 +0.250, C23 -0.625, C44 (12 Mo. Bank Statements) -0.125: 100.320 - 0.500 = 99.820
  ['bank_statements', 100_000, 'D14', 200_000, 7.5, 100.32, 99.82, '$100,000 - $149,999'],
  // C13 +0.250, C23 -0.625, C45 (1099) -0.125: 99.820
  ['1099', 100_000, 'E14', 200_000, 7.5, 100.32, 99.82, '$100,000 - $149,999'],
  // C13 +0.250, C23 -0.625, C46 (P&L Only) -0.500: 99.445
  ['pl_statement', 100_000, 'F14', 200_000, 7.5, 100.32, 99.445, '$100,000 - $149,999'],
  // C13 +0.250, C23 -0.625, C47 (Asset Utilization) -0.250: 99.695
  ['asset_utilization', 100_000, 'G14', 200_000, 7.5, 100.32, 99.695, '$100,000 - $149,999'],
  // DSCR LLPA!C13 +0.250, C22 -0.750, C32 (1.00 - 1.24) blank, PPP!C30 (No PPP) -1.250: 100.910 - 1.750 = 99.160
  ['dscr', 100_000, 'H14', 200_000, 8, 100.91, 99.16, '$100,000 - $149,999'],
  // MU-MX LLPA!C12 +0.125, C19 -0.375, C32 0.000, C37 (5-8 Units) 0.000, PPP!C39 -1.500: 101.399 - 1.750 = 99.649
  ['mu_mx', 150_000, 'I14', 300_000, 9, 101.399, 99.649, '$150,000 - $349,999'],
  // ITIN LLPA!C11 (≥ 740) +0.250, C20 -0.750, PPP!C48 N/A: 99.681 - 0.500 = 99.181
  ['itin', 100_000, 'J14', 200_000, 8, 99.681, 99.181, '$100,000 - $149,999'],
  // FN LLPA!C12 (720 - 759) blank, C18 -0.500, C51 (1.00 - 1.24) 0.000, PPP!C57 -1.000: 100.303 - 1.500 = 98.803
  ['fn', 150_000, 'K14', 300_000, 8, 100.303, 98.803, '$150,000 - $349,999'],
];

const MAXIMUM: Case[] = [
  // CLTV 75.00% (H; Full Doc Matrix!D14 "75/75"): H13 blank, H28 -0.875, H44 -0.250: 99.855 (under the >$1.5m cap 102.000)
  ['full_doc', 3_000_000, 'C15', 4_000_000, 7.5, 100.98, 99.855, '$2,000,001 - $3,000,000'],
  // Expanded Doc LLPA!H13 -0.250, H28 -1.000, H44 -0.250: 98.820
  ['bank_statements', 3_000_000, 'D15', 4_000_000, 7.5, 100.32, 98.82, '$2,000,001 - $3,000,000'],
  // H13 -0.250, H28 -1.000, H45 -0.375: 98.695
  ['1099', 3_000_000, 'E15', 4_000_000, 7.5, 100.32, 98.695, '$2,000,001 - $3,000,000'],
  // CLTV 50.00% (C): C13 +0.250, C27 -0.375, C46 -0.500: 99.695
  ['pl_statement', 2_000_000, 'F15', 4_000_000, 7.5, 100.32, 99.695, '$1,500,001 - $2,000,000'],
  // H13 -0.250, H28 -1.000, H47 -0.500: 98.570
  ['asset_utilization', 3_000_000, 'G15', 4_000_000, 7.5, 100.32, 98.57, '$2,000,001 - $3,000,000'],
  // CLTV 60.00% (E; DSCR Matrix!D15 "65/65"): DSCR LLPA!E13 +0.125, E27 -0.625, E32 blank, PPP!C30 -1.250: 99.160
  ['dscr', 3_000_000, 'H15', 5_000_000, 8, 100.91, 99.16, '$2,000,001 - $3,000,000'],
  // CLTV 50.00%: MU-MX LLPA!C12 +0.125, C22 -0.375, PPP!C39 -1.500: 99.649
  ['mu_mx', 2_000_000, 'I15', 4_000_000, 9, 101.399, 99.649, '$1,500,001 - $2,000,000'],
  // CLTV 50.00% (ITIN Matrix!D12 75): ITIN LLPA!C11 +0.250, C23 -0.250: 99.681
  ['itin', 1_500_000, 'J15', 3_000_000, 8, 99.681, 99.681, '$1,000,000 - $1,500,000'],
  // CLTV 50.00%: FN LLPA!C12 blank, C21 -0.500, C51 0.000, PPP!C57 -1.000: 98.803
  ['fn', 2_000_000, 'K15', 4_000_000, 8, 100.303, 98.803, '$1,500,001 - $2,000,000'],
];

describe.each([
  ['Minimum Loan Amount: the minimum prices, a dollar under is refused', MINIMUM, -1, 'min_loan_amount'],
  ['Maximum Loan Amount: the maximum prices, a dollar over is refused', MAXIMUM, 1, 'max_loan_amount'],
] as const)('%s', (_, cases, past, key) => {
  it.each(cases)('%s at %s (Guidelines!%s)', (program, limit, cell, price, rate, base, final, row) => {
    const f = GRANITE_PEAK[program];
    const o = expectPriced(priced({ ...f, purchase_price: price, loan_amount: limit }), f, rate, base, final);
    expect(rowOf(o, 'LOAN AMOUNT')?.[0]).toBe(row);
    expectRefused(priced({ ...f, purchase_price: price, loan_amount: limit + past }), f, {
      key,
      threshold: limit,
      provided: limit + past,
      source_page: at(MATRIX20, `Guidelines!${cell}`),
    });
  });
});
