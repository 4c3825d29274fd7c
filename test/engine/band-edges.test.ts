/** Band edges decide real loans: each side of every kind of edge, compared in integers. */
import { describe, expect, it } from 'vitest';
import { offerAt, priced } from './sheets.ts';

const fullDoc = { program_slug: 'full_doc', credit_score: 700 } as const;
const adjuster = (r: ReturnType<typeof priced>, program: string, category: string) =>
  r.eligible.find((o) => o.program_slug === program)?.adjusters.find((a) => a.category === category);

describe('CLTV bands (upper value inclusive)', () => {
  it('puts 275,000 / 500,000 = 55.00% in 50.01% - 55.00%, not the next band', () => {
    // 275000 / 500000 * 100 is 55.00000000000001 in floating point; integers say exactly 55.
    // Full Doc LLPA FICO/CLTV row 700 - 719: D15 blank (0.000), E15 -0.125
    const a = adjuster(priced({ ...fullDoc, loan_amount: 275_000 }), 'full_doc', 'FICO / CLTV')!;
    expect([a.band, a.value]).toEqual(['50.01% - 55.00%', 0]);
  });

  it('puts 275,001 / 500,000 in 55.01% - 60.00%', () => {
    const a = adjuster(priced({ ...fullDoc, loan_amount: 275_001 }), 'full_doc', 'FICO / CLTV')!;
    expect([a.band, a.value]).toEqual(['55.01% - 60.00%', -0.125]);
  });

  it('puts 80.00% in 75.01 - 80.00% on the agency grid', () => {
    // LLPA!G13 740-759 @ 75.01 - 80.00 = (0.875); 80.001% would be H13 (1.000)
    const r = priced({
      program_slug: '2_conventional_fixed',
      credit_score: 745,
      purchase_price: 500_000,
      loan_amount: 400_000,
    });
    expect(adjuster(r, '2_conventional_fixed', 'PURCHASE — CREDIT SCORE / LTV')).toMatchObject({
      band: '75.01 - 80.00%',
      value: -0.875,
    });
    const over = priced({
      program_slug: '2_conventional_fixed',
      credit_score: 745,
      purchase_price: 999_990,
      loan_amount: 800_000,
    });
    expect(adjuster(over, '2_conventional_fixed', 'PURCHASE — CREDIT SCORE / LTV')).toMatchObject({
      band: '80.01 - 85.00%',
      value: -1,
    });
  });
});

describe('DTI rows', () => {
  it('takes no DTI row at 43.00 and the 43.01% - 50.00% row at 43.005', () => {
    expect(adjuster(priced({ ...fullDoc, dti: 43 }), 'full_doc', 'DTI')).toBeUndefined();
    // Full Doc LLPA!I32 (43.01-50.00 @ 75.01-80.00) = -0.125
    expect(adjuster(priced({ ...fullDoc, dti: 43.005 }), 'full_doc', 'DTI')).toMatchObject({
      row_label: '43.01% - 50.00%',
      value: -0.125,
    });
  });

  it('rejects DTI above the program maximum, not at it', () => {
    expect(priced({ ...fullDoc, dti: 55 }).eligible.some((o) => o.program_slug === 'full_doc')).toBe(true);
    const r = priced({ ...fullDoc, dti: 55.001 });
    expect(r.rejected.find((x) => x.program_slug === 'full_doc')?.rejections).toContainEqual(
      expect.objectContaining({ key: 'max_dti', threshold: 55, provided: 55.001 }),
    );
  });
});

describe('FICO and DSCR rows', () => {
  it('puts 779 in 760 - 779 and 780 in ≥ 780', () => {
    expect(adjuster(priced({ ...fullDoc, credit_score: 779 }), 'full_doc', 'FICO / CLTV')?.row_label).toBe('760 - 779');
    expect(adjuster(priced({ ...fullDoc, credit_score: 780 }), 'full_doc', 'FICO / CLTV')?.row_label).toBe('≥ 780');
  });

  const dscr = (ratio: number) =>
    adjuster(
      priced({
        program_slug: 'dscr',
        occupancy: 'investment',
        credit_score: 725,
        loan_amount: 350_000,
        dscr_ratio: ratio,
      }),
      'dscr',
      'DSCR',
    );
  it('puts 1.249 in 1.00 - 1.24, 1.25 in ≥ 1.25 and 0.999 in 0.75 - 0.99', () => {
    expect(dscr(1.249)?.row_label).toBe('1.00 - 1.24');
    // DSCR LLPA!G31 (≥ 1.25 @ 65.01-70.00) = +0.125
    expect(dscr(1.25)).toMatchObject({ row_label: '≥ 1.25', value: 0.125 });
    // DSCR LLPA!G33 (0.75 - 0.99 @ 65.01-70.00) = -1.125
    expect(dscr(0.999)).toMatchObject({ row_label: '0.75 - 0.99', value: -1.125 });
  });

  it('picks the DSCR Matrix tier at its edge: 1.00 in DSCR ≥ 1.00, 0.999 in DSCR < 1.00', () => {
    const maxLtv = (ratio: number) =>
      priced({
        program_slug: 'dscr',
        occupancy: 'investment',
        credit_score: 740,
        purchase_price: 500_000,
        loan_amount: 350_000,
        dscr_ratio: ratio,
      }).eligible[0]?.max_ltv;
    // DSCR Matrix!D12 (DSCR ≥ 1.00, ≥ 740, ≤ $1,000,000, investment purchase) = 80/80
    expect(maxLtv(1.0)).toBe('80.00');
    // DSCR Matrix!D40 (DSCR < 1.00, same FICO and loan band and column) = 75/75
    expect(maxLtv(0.999)).toBe('75.00');
  });
});

describe('loan amount bands (whole dollars, both ends inclusive)', () => {
  it('puts 1,000,000 in $1,000,000 - $1,500,000 on the LLPA grid and ≤ $1,000,000 on the matrix', () => {
    const r = priced({ ...fullDoc, credit_score: 745, purchase_price: 2_000_000, loan_amount: 1_000_000 });
    const o = r.eligible.find((x) => x.program_slug === 'full_doc')!;
    expect(o.adjusters.find((a) => a.category === 'LOAN AMOUNT')?.row_label).toBe('$1,000,000 - $1,500,000');
    expect(o.max_ltv).toBe('90.00'); // Full Doc Matrix!D11 (≥ 740, ≤ $1,000,000, Primary Purchase) "90/90"
    expect(offerAt(r, 'full_doc', 7.5)).toBeDefined();
  });
});
