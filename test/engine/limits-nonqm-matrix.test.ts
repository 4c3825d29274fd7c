/**
 * Granite Peak program matrices (ProgramMatrix 2026-11-20): the matrix maximum LTV/CLTV itself
 * prices and a dollar more of loan (LTV x.0002%) is refused; the matrix's own FICO and loan-amount
 * bands and DSCR tiers select the row on each side of their edges; NA and blank cells are not eligible.
 * Purchase price 500,000 and FICO 740 unless noted.
 */
import { describe, expect, it } from 'vitest';
import { GRANITE_PEAK, MATRIX20 } from './named-scenarios.ts';
import { at, expectPriced, expectRefused, offerOf, reasonsOf } from './quote-lookups.ts';
import { priced } from './sheets.ts';

describe('matrix maximum LTV / CLTV: the maximum itself prices, a dollar more is refused', () => {
  it.each([
    // Full Doc Matrix!D11 "90/90" (≥ 740, ≤ $1,000,000, Primary Purchase). CLTV 90.00% (K): Rates!C21 7.500
    // 100.980 + Full Doc LLPA!K13 -0.875 + K25 0.000 + K44 -0.375 = 99.730
    { program: 'full_doc', max: 90, cell: 'Full Doc Matrix!D11', rate: 7.5, base: 100.98, final: 99.73 },
    // Expanded Doc Matrix!D11 "90/90": Rates!F19 100.320 + Expanded Doc LLPA!K13 -1.250 + K25 0 + K44 -0.500 = 98.570
    { program: 'bank_statements', max: 90, cell: 'Expanded Doc Matrix!D11', rate: 7.5, base: 100.32, final: 98.57 },
    // DSCR Matrix!D12 "80/80" (DSCR ≥ 1.00). CLTV 80.00% (I): Rates!I21 100.910 + DSCR LLPA!I13 -0.625 + I24 0
    // + I32 blank + PPP!C30 -1.250 = 99.035
    { program: 'dscr', max: 80, cell: 'DSCR Matrix!D12', rate: 8, base: 100.91, final: 99.035 },
    // MU-MX Matrix!D12 "75/75" (≥ 720). CLTV 75.00% (H): Rates!C48 101.399 + MU-MX LLPA!H12 -0.750 + H20 0
    // + C32 0 + C37 0 + PPP!C39 -1.500 = 99.149
    { program: 'mu_mx', max: 75, cell: 'MU-MX Matrix!D12', rate: 9, base: 101.399, final: 99.149 },
    // ITIN Matrix!D11 80 (a plain number: LTV = CLTV = 80). Rates!F44 99.681 + ITIN LLPA!I11 -0.750 + I22 0 = 98.931
    { program: 'itin', max: 80, cell: 'ITIN Matrix!D11', rate: 8, base: 99.681, final: 98.931 },
    // FN Matrix!D12 75% (a percentage cell holding 0.75). Rates!I43 100.303 + FN LLPA!H12 -0.875 + H19 0 + C51 0
    // + PPP!C57 -1.000 = 98.428
    { program: 'fn', max: 75, cell: 'FN Matrix!D12', rate: 8, base: 100.303, final: 98.428 },
  ] as const)('$program: LTV $max.00% prices, $max.0002% is refused ($cell)', (c) => {
    const f = GRANITE_PEAK[c.program];
    const loan = c.max * 5_000; // 500,000 × max%
    const o = expectPriced(priced({ ...f, loan_amount: loan }), f, c.rate, c.base, c.final);
    expect([o.max_ltv, o.max_cltv]).toEqual([`${c.max}.00`, `${c.max}.00`]);

    const over = priced({ ...f, loan_amount: loan + 1 });
    expect(reasonsOf(over, f)).toEqual([
      { key: 'max_ltv_exceeded', threshold: c.max, provided: c.max + 0.0002, source_page: at(MATRIX20, c.cell) },
      { key: 'max_cltv_exceeded', threshold: c.max, provided: c.max + 0.0002, source_page: at(MATRIX20, c.cell) },
    ]);
  });
});

describe("the matrix's own bands, on each side of their edges", () => {
  const fullDoc = GRANITE_PEAK.full_doc;

  it('FICO: 740 reads the ≥ 740 row (Rate/Term 90/90, E11), 739 the 720 - 739 row (85/85, E15)', () => {
    const refi = { ...fullDoc, purpose: 'rate_term_refi', loan_amount: 425_000 } as const; // LTV 85.00%
    expect(offerOf(priced({ ...refi, credit_score: 740 }), fullDoc, 7.5).max_ltv).toBe('90.00');
    expect(offerOf(priced({ ...refi, credit_score: 739 }), fullDoc, 7.5).max_ltv).toBe('85.00');
    // at 90.00% the 720 - 739 row refuses what the ≥ 740 row accepts
    const at90 = { ...refi, loan_amount: 450_000 } as const;
    expect(offerOf(priced({ ...at90, credit_score: 740 }), fullDoc, 7.5).max_ltv).toBe('90.00');
    expectRefused(priced({ ...at90, credit_score: 739 }), fullDoc, {
      key: 'max_ltv_exceeded',
      threshold: 85,
      provided: 90,
      source_page: at(MATRIX20, 'Full Doc Matrix!E15'),
    });
  });

  it('loan amount: 1,000,000 reads ≤ $1,000,000 (90/90, D11), 1,000,001 reads $1,000,001 - $1,500,000 (85/85, D12)', () => {
    const big = { ...fullDoc, purchase_price: 2_500_000 } as const; // CLTV 40.00%, both sides in ≤ 50.00%
    expect(offerOf(priced({ ...big, loan_amount: 1_000_000 }), fullDoc, 7.5).max_ltv).toBe('90.00');
    expect(offerOf(priced({ ...big, loan_amount: 1_000_001 }), fullDoc, 7.5).max_ltv).toBe('85.00');
  });

  it('loan amount: 2,000,000 reads $1,500,001 - $2,000,000 (80/80, D13), 2,000,001 the next row (75/75, D14)', () => {
    const big = { ...fullDoc, purchase_price: 4_100_000 } as const;
    expect(offerOf(priced({ ...big, loan_amount: 2_000_000 }), fullDoc, 7.5).max_ltv).toBe('80.00');
    expect(offerOf(priced({ ...big, loan_amount: 2_000_001 }), fullDoc, 7.5).max_ltv).toBe('75.00');
  });

  it('DSCR tier: 1.00 is DSCR ≥ 1.00 (80/80, D12), 0.999 is DSCR < 1.00 (75/75, D40), whose FICO bands stop at 680', () => {
    const dscr = { ...GRANITE_PEAK.dscr, loan_amount: 300_000 } as const; // LTV 60.00%
    expect(offerOf(priced({ ...dscr, dscr_ratio: 1 }), dscr, 8).max_ltv).toBe('80.00');
    expect(offerOf(priced({ ...dscr, dscr_ratio: 0.999 }), dscr, 8).max_ltv).toBe('75.00');
    // DSCR < 1.00 block: 680 - 699 ≤ $1,000,000 is "65/65" (D49); 679 has no row in that block
    expect(offerOf(priced({ ...dscr, dscr_ratio: 0.9, credit_score: 680 }), dscr, 8).max_ltv).toBe('65.00');
    expectRefused(priced({ ...dscr, dscr_ratio: 0.9, credit_score: 679 }), dscr, {
      key: 'no_ltv_matrix_cell',
      threshold: null,
      provided: {
        fico: 679,
        loan_amount: 300_000,
        occupancy: 'investment',
        purpose: 'purchase',
        dscr_tier: 'DSCR < 1.00 (0.75 - 0.99)',
      },
    });
  });
});

describe('NA and blank matrix cells are not eligible; the neighbouring cell is', () => {
  it('ITIN: a blank cell (ITIN Matrix!D16, 660 - 679, $1,000,001 - $1,500,000) refuses what D15 (75) accepts', () => {
    const itin = { ...GRANITE_PEAK.itin, credit_score: 670, purchase_price: 2_000_000 } as const;
    expect(offerOf(priced({ ...itin, loan_amount: 1_000_000 }), itin, 8).max_ltv).toBe('75.00');
    expectRefused(priced({ ...itin, loan_amount: 1_000_001 }), itin, {
      key: 'no_ltv_matrix_cell',
      source_page: at(MATRIX20, 'ITIN Matrix!D16'),
    });
  });

  it('FN: NA (FN Matrix!F14, ≥ 700, $1,500,001 - $2,000,000, Cash-Out) refuses what F13 (60%) accepts', () => {
    const fn = { ...GRANITE_PEAK.fn, purpose: 'cash_out_refi', purchase_price: 4_000_000 } as const;
    expect(offerOf(priced({ ...fn, loan_amount: 1_500_000 }), fn, 8).max_ltv).toBe('60.00');
    expectRefused(priced({ ...fn, loan_amount: 1_500_001 }), fn, {
      key: 'no_ltv_matrix_cell',
      source_page: at(MATRIX20, 'FN Matrix!F14'),
    });
  });
});
