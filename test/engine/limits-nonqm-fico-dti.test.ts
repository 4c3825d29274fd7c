/**
 * Granite Peak (sheet of 2026-11-20), Guidelines rows 12 (Minimum FICO) and 13 (Maximum DTI), for
 * every program and doc type: the limit itself prices (to the thousandth, from the cells named) and
 * one unit past it is refused with the rule, its threshold and its cell. A Maximum DTI of N/A means
 * no DTI test: DTI 60 prices exactly like the default DTI 40.
 * Scenarios: purchase price 500,000, loan 350,000 (LTV = CLTV 70.00%, band 65.01% - 70.00%, column G),
 * no PPP table selected (the first), 30-day lock; loan band $350,000 - $999,999 (0.000) unless noted.
 */
import { describe, expect, it } from 'vitest';
import { GRANITE_PEAK, MATRIX20 } from './named-scenarios.ts';
import { at, expectPriced, expectRefused, rowOf } from './quote-lookups.ts';
import { priced } from './sheets.ts';

const loan = { purchase_price: 500_000, loan_amount: 350_000 } as const;

type FicoCase = {
  program: keyof typeof GRANITE_PEAK;
  min: number;
  cell: string; // Guidelines!<cell>
  input?: Record<string, unknown>;
  rate: number;
  base: number;
  final: number;
  row: string; // FICO / CLTV row the minimum falls in
};

const FICO: FicoCase[] = [
  // Rates!C31 8.750 = 103.664; Full Doc LLPA!G19 (620 - 639) -2.500, G25 0.000, G44 (12 Months) -0.125,
  // PPP!C12 (No PPP, Primary) N/A = 0: 103.664 - 2.625 = 101.039 (< Primary cap 102.500, Price Caps!C10)
  { program: 'full_doc', min: 620, cell: 'C12', rate: 8.75, base: 103.664, final: 101.039, row: '620 - 639' },
  // Rates!F31 9.000 = 103.538; Expanded Doc LLPA!G19 -2.750, G25 0.000, G44 (12 Mo. Bank Statements) -0.250,
  // PPP!C21 N/A: 103.538 - 3.000 = 100.538
  { program: 'bank_statements', min: 620, cell: 'D12', rate: 9, base: 103.538, final: 100.538, row: '620 - 639' },
  // 103.538 + Expanded Doc LLPA!G18 (640 - 659) -2.000 + G45 (1099) -0.375 = 101.163
  { program: '1099', min: 640, cell: 'E12', rate: 9, base: 103.538, final: 101.163, row: '640 - 659' },
  // 103.538 + G17 (660 - 679) -1.500 + G46 (P&L Only) -0.750 = 101.288
  { program: 'pl_statement', min: 660, cell: 'F12', rate: 9, base: 103.538, final: 101.288, row: '660 - 679' },
  // 103.538 + G16 (680 - 699) -1.000 + G47 (Asset Utilization) -0.500 = 102.038
  { program: 'asset_utilization', min: 680, cell: 'G12', rate: 9, base: 103.538, final: 102.038, row: '680 - 699' },
  // Rates!I32 9.375 = 103.655; DSCR LLPA!G18 (640 - 659) -2.250, G24 0.000, G32 (1.00 - 1.24) blank,
  // PPP!C30 (No PPP) -1.250: 103.655 - 3.500 = 100.155 (< No PPP cap 101.500, Price Caps!E13)
  { program: 'dscr', min: 640, cell: 'H12', rate: 9.375, base: 103.655, final: 100.155, row: '640 - 659' },
  // loan 300,000 (CLTV 60.00%, column E): Rates!C55 9.875 = 103.030; MU-MX LLPA!E15 (680 - 699) -1.000,
  // E19 ($150,000 - $349,999) -0.375, C32 0.000, C37 (5-8 Units) 0.000, PPP!C39 -1.500: 103.030 - 2.875 = 100.155
  {
    program: 'mu_mx',
    min: 680,
    cell: 'I12',
    input: { loan_amount: 300_000 },
    rate: 9.875,
    base: 103.03,
    final: 100.155,
    row: '680 - 699',
  },
  // Rates!F56 9.500% = 102.901; ITIN LLPA!G16 (640 - 659) -2.125, G22 0.000, PPP!C48 (Owner Occupied) N/A:
  // 102.901 - 2.125 = 100.776
  { program: 'itin', min: 640, cell: 'J12', rate: 9.5, base: 102.901, final: 100.776, row: '640 - 659' },
  // Rates!I54 9.375 = 103.012; FN LLPA!G14 (680 - 699) -1.250, G19 0.000, C51 (1.00 - 1.24) 0.000, PPP!C57 -1.000:
  // 103.012 - 2.250 = 100.762
  { program: 'fn', min: 680, cell: 'K12', rate: 9.375, base: 103.012, final: 100.762, row: '680 - 699' },
];

describe('Minimum FICO: the minimum itself is eligible, one point under is not', () => {
  it.each(FICO)('$program: $min prices, one point under is refused (Guidelines!$cell)', (c) => {
    const f = GRANITE_PEAK[c.program];
    const atMin = priced({ ...f, ...loan, ...c.input, credit_score: c.min });
    const o = expectPriced(atMin, f, c.rate, c.base, c.final);
    expect(rowOf(o, 'FICO / CLTV')?.[0]).toBe(c.row);

    expectRefused(priced({ ...f, ...loan, ...c.input, credit_score: c.min - 1 }), f, {
      key: 'min_fico',
      threshold: c.min,
      provided: c.min - 1,
      source_page: at(MATRIX20, `Guidelines!${c.cell}`),
    });
  });
});

type DtiCase = {
  program: keyof typeof GRANITE_PEAK;
  max: number;
  cell: string;
  rate: number;
  base: number;
  final: number;
  row: string;
};

const DTI: DtiCase[] = [
  // Rates!C21 7.500 = 100.980; Full Doc LLPA!G13 (740 - 759) +0.125, G33 (DTI 50.01% - 55.00%) -0.500,
  // G44 -0.125: 100.980 + 0.125 - 0.500 - 0.125 = 100.480
  { program: 'full_doc', max: 55, base: 100.98, cell: 'C13', rate: 7.5, final: 100.48, row: '50.01% - 55.00%' },
  // Rates!F19 7.500 = 100.320; Expanded Doc LLPA!G13 -0.125, G33 -0.625, G44 -0.250: 99.320
  { program: 'bank_statements', max: 55, base: 100.32, cell: 'D13', rate: 7.5, final: 99.32, row: '50.01% - 55.00%' },
  // 100.320 - 0.125 (G13) - 0.125 (G32, DTI 43.01% - 50.00%) - 0.375 (G45, 1099) = 99.695
  { program: '1099', max: 50, base: 100.32, cell: 'E13', rate: 7.5, final: 99.695, row: '43.01% - 50.00%' },
  // 100.320 - 0.125 - 0.125 - 0.750 (G46, P&L Only) = 99.320
  { program: 'pl_statement', max: 50, base: 100.32, cell: 'F13', rate: 7.5, final: 99.32, row: '43.01% - 50.00%' },
  // 100.320 - 0.125 - 0.125 - 0.500 (G47, Asset Utilization) = 99.570
  { program: 'asset_utilization', max: 50, base: 100.32, cell: 'G13', rate: 7.5, final: 99.57, row: '43.01% - 50.00%' },
  // Rates!F44 8.000% = 99.681; ITIN LLPA!G11 (≥ 740) -0.250, G27 (43.01% - 50.00%) -0.250: 99.181
  { program: 'itin', max: 50, base: 99.681, cell: 'J13', rate: 8, final: 99.181, row: '43.01% - 50.00%' },
];

describe('Maximum DTI: the maximum itself is eligible, one hundredth over is not', () => {
  it.each(DTI)('$program: DTI $max prices, 0.01 over is refused (Guidelines!$cell)', (c) => {
    const f = GRANITE_PEAK[c.program];
    const o = expectPriced(priced({ ...f, ...loan, dti: c.max }), f, c.rate, c.base, c.final);
    expect(rowOf(o, 'DTI')?.[0]).toBe(c.row);

    expectRefused(priced({ ...f, ...loan, dti: c.max + 0.01 }), f, {
      key: 'max_dti',
      threshold: c.max,
      provided: c.max + 0.01,
      source_page: at(MATRIX20, `Guidelines!${c.cell}`),
    });
  });
});

describe('Maximum DTI N/A (no DTI test): DTI 60, the request maximum, prices like DTI 40', () => {
  it.each([
    // Guidelines!H13 N/A. Rates!I21 8.000 = 100.910; DSCR LLPA!G13 -0.125, G24 0.000, G32 blank, PPP!C30 -1.250: 99.535
    ['dscr', 8, 100.91, 99.535],
    // Guidelines!I13 N/A. loan 350,000 on MU-MX: Rates!C48 9.000 = 101.399; MU-MX LLPA!G12 (740 - 759) -0.500,
    // G20 0.000, C32 0.000, C37 0.000, PPP!C39 -1.500: 101.399 - 2.000 = 99.399
    ['mu_mx', 9, 101.399, 99.399],
    // Guidelines!K13 N/A. Rates!I43 8.000 = 100.303; FN LLPA!G12 (720 - 759) -0.625, G19 0.000, C51 0.000,
    // PPP!C57 -1.000: 98.678
    ['fn', 8, 100.303, 98.678],
  ] as const)('%s: DTI 60 prices %s at %s -> %s, as DTI 40 does', (program, rate, base, final) => {
    const f = GRANITE_PEAK[program];
    const at60 = priced({ ...f, ...loan, dti: 60 });
    const o = expectPriced(at60, f, rate, base, final);
    expect(o.adjusters.some((a) => a.category === 'DTI')).toBe(false);
    expect(at60.eligible.filter((x) => x.program_slug === f.program_slug)).toEqual(
      priced({ ...f, ...loan, dti: 40 }).eligible.filter((x) => x.program_slug === f.program_slug),
    );
  });
});
