/**
 * Granite Peak LLPA band edges (RateSheet 2026-11-20), the LOAN AMOUNT, DTI and DSCR grids of every
 * program that has them: the last value inside a band and the first of the next, with the row, band,
 * value and cell each must read (sheets/README.md §2: dollars inclusive at both ends; DTI inclusive at
 * the top, x.01 = above x, 43.00 and under no row; DSCR inclusive at the bottom). FICO 740.
 */
import { describe, expect, it } from 'vitest';
import { type Edge, edgeTests, L } from './granite-peak-edges.ts';
import { GRANITE_PEAK } from './named-scenarios.ts';
import { offersOf, rowOf } from './quote-lookups.ts';
import { priced } from './sheets.ts';

// CLTV ≤ 50.00% on both sides of each edge (column C)
const LOAN: Edge[] = [
  ['149,999', 'full_doc', L(400_000, 149_999), ['$100,000 - $149,999', '≤ 50.00%', -0.5, 'C23']],
  ['150,000', 'full_doc', L(400_000, 150_000), ['$150,000 - $349,999', '≤ 50.00%', -0.125, 'C24']],
  ['349,999', 'full_doc', L(1_000_000, 349_999), ['$150,000 - $349,999', '≤ 50.00%', -0.125, 'C24']],
  ['350,000', 'full_doc', L(1_000_000, 350_000), ['$350,000 - $999,999', '≤ 50.00%', 0, 'C25']],
  ['999,999', 'full_doc', L(2_500_000, 999_999), ['$350,000 - $999,999', '≤ 50.00%', 0, 'C25']],
  ['1,000,000', 'full_doc', L(2_500_000, 1_000_000), ['$1,000,000 - $1,500,000', '≤ 50.00%', 0, 'C26']],
  ['1,500,000', 'full_doc', L(3_100_000, 1_500_000), ['$1,000,000 - $1,500,000', '≤ 50.00%', 0, 'C26']],
  ['1,500,001', 'full_doc', L(3_100_000, 1_500_001), ['$1,500,001 - $2,000,000', '≤ 50.00%', -0.25, 'C27']],
  ['2,000,000', 'full_doc', L(4_100_000, 2_000_000), ['$1,500,001 - $2,000,000', '≤ 50.00%', -0.25, 'C27']],
  ['2,000,001', 'full_doc', L(4_100_000, 2_000_001), ['$2,000,001 - $3,000,000', '≤ 50.00%', -0.5, 'C28']],
  ['349,999', 'bank_statements', L(1_000_000, 349_999), ['$150,000 - $349,999', '≤ 50.00%', -0.25, 'C24']],
  ['350,000', 'bank_statements', L(1_000_000, 350_000), ['$350,000 - $999,999', '≤ 50.00%', 0, 'C25']],
  ['249,999', 'dscr', L(600_000, 249_999), ['$150,000 - $249,999', '≤ 50.00%', -0.375, 'C23']],
  ['250,000', 'dscr', L(600_000, 250_000), ['$250,000 - $999,999', '≤ 50.00%', 0, 'C24']],
  ['999,999', 'mu_mx', L(2_500_000, 999_999), ['$350,000 - $999,999', '≤ 50.00%', 0, 'C20']],
  ['1,000,000', 'mu_mx', L(2_500_000, 1_000_000), ['$1,000,000 - $1,500,000', '≤ 50.00%', -0.125, 'C21']],
  ['149,999', 'itin', L(400_000, 149_999), ['$100,000 - $149,999', '≤ 50.00%', -0.75, 'C20']],
  ['150,000', 'itin', L(400_000, 150_000), ['$150,000 - $349,999', '≤ 50.00%', -0.25, 'C21']],
  ['1,500,000', 'fn', L(3_100_000, 1_500_000), ['$1,000,000 - $1,500,000', '≤ 50.00%', -0.125, 'C20']],
  ['1,500,001', 'fn', L(3_100_000, 1_500_001), ['$1,500,001 - $2,000,000', '≤ 50.00%', -0.5, 'C21']],
];

// CLTV 70.00% (column G)
const at70 = L(500_000, 350_000);
const DTI: Edge[] = [
  ['DTI 50.00', 'full_doc', { ...at70, dti: 50 }, ['43.01% - 50.00%', '65.01% - 70.00%', 0, 'G32']],
  ['DTI 50.01', 'full_doc', { ...at70, dti: 50.01 }, ['50.01% - 55.00%', '65.01% - 70.00%', -0.5, 'G33']],
  ['DTI 43.01', 'bank_statements', { ...at70, dti: 43.01 }, ['43.01% - 50.00%', '65.01% - 70.00%', -0.125, 'G32']],
  ['DTI 50.00', 'bank_statements', { ...at70, dti: 50 }, ['43.01% - 50.00%', '65.01% - 70.00%', -0.125, 'G32']],
  ['DTI 50.01', 'bank_statements', { ...at70, dti: 50.01 }, ['50.01% - 55.00%', '65.01% - 70.00%', -0.625, 'G33']],
  ['DTI 43.01', 'itin', { ...at70, dti: 43.01 }, ['43.01% - 50.00%', '65.01% - 70.00%', -0.25, 'G27']],
];

// DSCR LLPA rows 31-33 (CLTV columns); MU-MX LLPA and FN LLPA DSCR grids (one Adj column)
const DSCR: Edge[] = [
  ['DSCR 0.999', 'dscr', { ...at70, dscr_ratio: 0.999 }, ['0.75 - 0.99', '65.01% - 70.00%', -1.125, 'G33']],
  ['DSCR 1.00', 'dscr', { ...at70, dscr_ratio: 1 }, ['1.00 - 1.24', '65.01% - 70.00%', 0, 'G32']],
  ['DSCR 1.249', 'dscr', { ...at70, dscr_ratio: 1.249 }, ['1.00 - 1.24', '65.01% - 70.00%', 0, 'G32']],
  ['DSCR 1.25', 'dscr', { ...at70, dscr_ratio: 1.25 }, ['≥ 1.25', '65.01% - 70.00%', 0.125, 'G31']],
  ['DSCR 1.249', 'mu_mx', { ...L(500_000, 300_000), dscr_ratio: 1.249 }, ['1.00 - 1.24', null, 0, 'C32']],
  ['DSCR 1.25', 'mu_mx', { ...L(500_000, 300_000), dscr_ratio: 1.25 }, ['≥ 1.25', null, 0.125, 'C31']],
  ['DSCR 1.249', 'fn', { ...at70, dscr_ratio: 1.249 }, ['1.00 - 1.24', null, 0, 'C51']],
  ['DSCR 1.25', 'fn', { ...at70, dscr_ratio: 1.25 }, ['≥ 1.25', null, 0.125, 'C50']],
];

describe('loan amount band edges', () => edgeTests('LOAN AMOUNT', LOAN));
describe('DTI band edges', () => edgeTests('DTI', DTI));
describe('DSCR band edges', () => edgeTests('DSCR', DSCR));

describe('DTI at 43.00 and under takes no DTI row (the grid note, e.g. Full Doc LLPA!B34)', () => {
  it.each([
    ['full_doc', 43],
    ['bank_statements', 43],
    ['itin', 43],
    ['full_doc', 0],
  ] as const)('%s at DTI %s', (program, dti) => {
    const f = GRANITE_PEAK[program];
    const [best] = offersOf(priced({ ...f, ...at70, dti }), f);
    expect(best?.adjusters.length).toBeGreaterThan(0);
    expect(rowOf(best!, 'DTI')).toBeUndefined();
  });
});
