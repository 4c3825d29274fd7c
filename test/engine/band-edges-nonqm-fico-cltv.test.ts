/**
 * Granite Peak LLPA band edges (RateSheet 2026-11-20), FICO rows and CLTV columns of the FICO / CLTV
 * grid of every program: the last value inside a band and the first of the next, with the row, band,
 * value and cell each must read (sheets/README.md §2: FICO inclusive at both ends; CLTV inclusive at
 * the top, x.01 = above x). Purchase price 500,000, FICO 740, loan 400,000 unless a case says otherwise.
 */
import { describe } from 'vitest';
import { type Edge, edgeTests, L } from './granite-peak-edges.ts';

const FICO: Edge[] = [
  ['FICO 759', 'full_doc', { credit_score: 759 }, ['740 - 759', '75.01% - 80.00%', -0.25, 'I13']],
  ['FICO 760', 'full_doc', { credit_score: 760 }, ['760 - 779', '75.01% - 80.00%', -0.125, 'I12']],
  ['FICO 719', 'bank_statements', { credit_score: 719 }, ['700 - 719', '75.01% - 80.00%', -1.125, 'I15']],
  ['FICO 720', 'bank_statements', { credit_score: 720 }, ['720 - 739', '75.01% - 80.00%', -0.75, 'I14']],
  ['FICO 699', 'dscr', { credit_score: 699, loan_amount: 350_000 }, ['680 - 699', '65.01% - 70.00%', -1.125, 'G16']],
  ['FICO 700', 'dscr', { credit_score: 700, loan_amount: 350_000 }, ['700 - 719', '65.01% - 70.00%', -0.75, 'G15']],
  ['FICO 759', 'mu_mx', { credit_score: 759, loan_amount: 300_000 }, ['740 - 759', '55.01% - 60.00%', -0.125, 'E12']],
  ['FICO 760', 'mu_mx', { credit_score: 760, loan_amount: 300_000 }, ['≥ 760', '55.01% - 60.00%', 0, 'E11']],
  ['FICO 739', 'itin', { credit_score: 739, loan_amount: 350_000 }, ['720 - 739', '65.01% - 70.00%', -0.5, 'G12']],
  ['FICO 740', 'itin', { credit_score: 740, loan_amount: 350_000 }, ['≥ 740', '65.01% - 70.00%', -0.25, 'G11']],
  ['FICO 759', 'fn', { credit_score: 759, loan_amount: 350_000 }, ['720 - 759', '65.01% - 70.00%', -0.625, 'G12']],
  ['FICO 760', 'fn', { credit_score: 760, loan_amount: 350_000 }, ['≥ 760', '65.01% - 70.00%', -0.5, 'G11']],
];

const CLTV: Edge[] = [
  ['CLTV 80.00%', 'full_doc', L(500_000, 400_000), ['740 - 759', '75.01% - 80.00%', -0.25, 'I13']],
  ['CLTV 80.0002%', 'full_doc', L(500_000, 400_001), ['740 - 759', '80.01% - 85.00%', -0.5, 'J13']],
  ['CLTV 75.00%', 'bank_statements', L(500_000, 375_000), ['740 - 759', '70.01% - 75.00%', -0.25, 'H13']],
  ['CLTV 75.0002%', 'bank_statements', L(500_000, 375_001), ['740 - 759', '75.01% - 80.00%', -0.5, 'I13']],
  ['CLTV 65.00%', 'dscr', L(500_000, 325_000), ['740 - 759', '60.01% - 65.00%', 0, 'F13']],
  ['CLTV 65.0002%', 'dscr', L(500_000, 325_001), ['740 - 759', '65.01% - 70.00%', -0.125, 'G13']],
  ['CLTV 50.00%', 'mu_mx', L(500_000, 250_000), ['740 - 759', '≤ 50.00%', 0.125, 'C12']],
  ['CLTV 50.0002%', 'mu_mx', L(500_000, 250_001), ['740 - 759', '50.01% - 55.00%', 0, 'D12']],
  ['CLTV 60.00%', 'itin', L(500_000, 300_000), ['≥ 740', '55.01% - 60.00%', 0, 'E11']],
  ['CLTV 60.0002%', 'itin', L(500_000, 300_001), ['≥ 740', '60.01% - 65.00%', -0.125, 'F11']],
  ['CLTV 70.00%', 'fn', L(500_000, 350_000), ['720 - 759', '65.01% - 70.00%', -0.625, 'G12']],
  ['CLTV 70.0002%', 'fn', L(500_000, 350_001), ['720 - 759', '70.01% - 75.00%', -0.875, 'H12']],
  // 275,000 / 500,000 is 55.00000000000001 in floating point: integers say exactly 55.00 (Full Doc LLPA!D13, E13)
  ['CLTV 55.00%', 'full_doc', L(500_000, 275_000), ['740 - 759', '50.01% - 55.00%', 0.375, 'D13']],
  ['CLTV 55.0002%', 'full_doc', L(500_000, 275_001), ['740 - 759', '55.01% - 60.00%', 0.25, 'E13']],
];

describe('FICO band edges', () => edgeTests('FICO / CLTV', FICO));
describe('CLTV band edges', () => edgeTests('FICO / CLTV', CLTV));
