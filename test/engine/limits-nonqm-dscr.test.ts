/**
 * Granite Peak (ProgramMatrix 2026-11-20), Guidelines row 16 (Minimum DSCR) of the DSCR-qualified
 * programs: the minimum itself prices (to the thousandth, from the cells named), a hundredth and a
 * thousandth under it are refused with the rule, its threshold and its cell, and no DSCR at all is
 * dscr_ratio_required. FICO 740, purchase price 500,000.
 */
import { describe, expect, it } from 'vitest';
import { GRANITE_PEAK, MATRIX20 } from './named-scenarios.ts';
import { at, expectPriced, expectRefused, rowOf } from './quote-lookups.ts';
import { priced } from './sheets.ts';

describe('Minimum DSCR: the minimum itself is eligible, just under it is not', () => {
  it.each([
    // Guidelines!H16 0.75. Loan 350,000 (CLTV 70.00%, G), DSCR < 1.00 tier (DSCR Matrix!D40 "75/75"): Rates!I21 8.000
    // 100.910 + DSCR LLPA!G13 -0.125 + G24 0.000 + G33 (0.75 - 0.99) -1.125 + PPP!C30 -1.250 = 98.410
    ['dscr', 0.75, 'H16', 350_000, 8, 100.91, 98.41, '0.75 - 0.99'],
    // Guidelines!I16 1.00. Loan 300,000 (CLTV 60.00%, E): Rates!C48 9.000 101.399 + MU-MX LLPA!E12 -0.125 + E19 -0.375
    // + C32 (1.00 - 1.24) 0.000 + C37 0.000 + PPP!C39 -1.500 = 99.399
    ['mu_mx', 1, 'I16', 300_000, 9, 101.399, 99.399, '1.00 - 1.24'],
    // Guidelines!K16 1.00. Loan 350,000: Rates!I43 8.000 100.303 + FN LLPA!G12 -0.625 + G19 0.000 + C51 (1.00 - 1.24)
    // 0.000 + PPP!C57 -1.000 = 98.678
    ['fn', 1, 'K16', 350_000, 8, 100.303, 98.678, '1.00 - 1.24'],
  ] as const)(
    '%s: DSCR %s prices (Guidelines!%s), 0.01 and 0.001 under are refused',
    (program, min, cell, loan, rate, base, final, row) => {
      const f = { ...GRANITE_PEAK[program], loan_amount: loan };
      const o = expectPriced(priced({ ...f, dscr_ratio: min }), f, rate, base, final);
      expect(rowOf(o, 'DSCR')?.[0]).toBe(row);
      for (const under of [Math.round((min - 0.01) * 100) / 100, Math.round((min - 0.001) * 1000) / 1000])
        expectRefused(priced({ ...f, dscr_ratio: under }), f, {
          key: 'dscr_min_ratio',
          threshold: min,
          provided: under,
          source_page: at(MATRIX20, `Guidelines!${cell}`),
        });
    },
  );

  it.each([
    ['dscr', 0.75, 'H16'],
    ['mu_mx', 1, 'I16'],
    ['fn', 1, 'K16'],
  ] as const)('%s requires a DSCR: null is dscr_ratio_required (threshold %s, Guidelines!%s)', (program, min, cell) => {
    const f = { ...GRANITE_PEAK[program], loan_amount: 300_000 };
    expectRefused(priced({ ...f, dscr_ratio: null }), f, {
      key: 'dscr_ratio_required',
      threshold: min,
      provided: null,
      source_page: at(MATRIX20, `Guidelines!${cell}`),
    });
  });
});
