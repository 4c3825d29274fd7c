/** The lenders' own worked examples (sheets/README.md §3.9 and §4.7), to the thousandth. */
import { describe, expect, it } from 'vitest';
import { offerAt, priced } from './sheets.ts';

const dscrLoan = {
  program_slug: 'dscr',
  occupancy: 'investment',
  state: 'CA',
  credit_score: 725,
  purchase_price: 500000,
  loan_amount: 375000,
  dscr_ratio: 1.1,
} as const;

describe('Granite Peak DSCR worked example (2026-11-20)', () => {
  it('prices 7.875 with a 5YR PPP at 100.500', () => {
    const o = offerAt(priced({ ...dscrLoan, ppp_term: '5YR PPP' }), 'dscr', 7.875)!;
    // Rates!I20 100.625; DSCR LLPA!H14 (720-739 @ 70.01-75.00) -0.500; H24 0.000; H32 blank; PPP!C34 +0.375
    expect(o.base_price).toBe(100.625);
    expect(o.price_adjustment).toBe(-0.125);
    expect(o.final_price).toBe(100.5);
    expect(o.caps_applied).toEqual([]);
    expect(o.max_ltv).toBe('80.00'); // DSCR Matrix!D16 "80/80"
    expect(o.adjusters.map((a) => [a.category, a.row_label, a.band, a.value, a.source])).toEqual([
      ['FICO / CLTV', '720 - 739', '70.01% - 75.00%', -0.5, 'llpa'],
      ['LOAN AMOUNT', '$250,000 - $999,999', '70.01% - 75.00%', 0, 'llpa'],
      ['DSCR', '1.00 - 1.24', '70.01% - 75.00%', 0, 'llpa'],
      ['PPP 5% Fixed', '5YR PPP', null, 0.375, 'ppp'],
    ]);
    expect(o.adjusters[0]!.source_cell).toBe('GranitePeak_NonQM_RateSheet_2026-11-20.xlsx › DSCR LLPA!H14');
  });

  it('clamps 9.375 with No PPP to the No PPP or State Restricted cap', () => {
    const o = offerAt(priced(dscrLoan), 'dscr', 9.375)!;
    // 103.655 - 0.500 + 0 + 0 - 1.250 (PPP!C30) = 101.905 > 101.500 (Price Caps!E13); Maximum Price 104.500.
    // The lenders' example: "total -1.750 … after adjustments 101.905 … the final price is 101.500".
    expect(o.final_price).toBe(101.5);
    expect(o.price_adjustment).toBe(-1.75);
    expect(o.caps_applied).toEqual([
      {
        key: 'No PPP or State Restricted',
        threshold: 101.5,
        provided: 101.905,
        source_cell: 'GranitePeak_NonQM_RateSheet_2026-11-20.xlsx › Price Caps!E13',
      },
    ]);
  });
});

describe('Bayshore worked example (2026-11-20)', () => {
  const agencyLoan = { program_slug: '2_conventional_fixed', state: 'CA', credit_score: 745 } as const;

  it('prices 6.500 / 45 days at 99.995', () => {
    const o = offerAt(priced({ ...agencyLoan, lock_days: 45 }), '2_conventional_fixed', 6.5)!;
    // Conventional!E22 100.745; LLPA!G13 (0.875); State Adjusters!C12 CA 0.125 => 99.995
    expect([o.base_price, o.price_adjustment, o.final_price]).toEqual([100.745, -0.75, 99.995]);
    expect(o.doc_type).toBe('full_doc');
    expect(o.max_ltv).toBe('97.00');
    expect(o.adjusters.find((a) => a.source === 'rate_block')).toMatchObject({
      block: 'Conforming 30 Year Fixed',
      lock_days: 45,
      value: 0,
    });
    expect(o.adjusters.find((a) => a.source === 'state_adjustment')).toMatchObject({
      state: 'CA',
      agency: 'FNMA',
      value: 0.125,
    });
  });

  it('routes 800,000 to High Balance 30 Year Fixed: 6.625 at 99.374', () => {
    const o = offerAt(
      priced({ ...agencyLoan, purchase_price: 1_000_000, loan_amount: 800_000 }),
      '2_conventional_fixed',
      6.625,
    )!;
    // Conventional!D62 100.874; LLPA!G13 (0.875); LLPA!G58 (0.750); CA 0.125 => 99.374
    expect(o.final_price).toBe(99.374);
    expect(o.adjusters.find((a) => a.source === 'rate_block')?.block).toBe('High Balance 30 Year Fixed');
    expect(o.adjusters.map((a) => a.row_label)).toContain('Fixed Rate - Purchase & Limited Cash-Out');
  });

  it('keeps 766,550 conforming and switches at 766,551', () => {
    const block = (loan: number) =>
      priced({ ...agencyLoan, purchase_price: 1_000_000, loan_amount: loan }).eligible[0]!.adjusters.find(
        (a) => a.source === 'rate_block',
      )!.block;
    expect(block(766_550)).toBe('Conforming 30 Year Fixed');
    expect(block(766_551)).toBe('High Balance 30 Year Fixed');
  });
});
