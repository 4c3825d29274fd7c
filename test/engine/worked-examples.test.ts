/** The lenders' own worked examples (sheets/README.md §3.9, §4.7 and §5.8), to the thousandth. */
import { describe, expect, it } from 'vitest';
import { CEDAR_EXAMPLE_1, CEDAR_HOLLOW, JUMBO20 } from './named-scenarios.ts';
import { at, offersOf, reasonsOf } from './quote-lookups.ts';
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

describe('Cedar Hollow worked examples (2026-11-20): points, costs, and the limit above $2,000,000', () => {
  const example1 = CEDAR_EXAMPLE_1;
  const cell = (ref: string) => at(JUMBO20, ref);

  it('Example 1: 7.250 / 45 Day at 99.651, the costs summed and their sign flipped', () => {
    const o = offerAt(priced(example1), 'jumbo_30_fixed', 7.25)!;
    // Rate Sheet!D16 (0.901), a credit: base 100 - (-0.901) = 100.901. Costs: Adjustments!E10 0.500
    // (75.01 - 80.00% / 740 - 759; 80.00 is inclusive), C21 Condo 0.250 and C22 DTI > 43.00% 0.250 (column
    // $1,000,001 - $1,500,000), C29 Tier 2 (CA) 0.250: sum 1.250, price adjustment -1.250. 100.901 - 1.250 = 99.651,
    // under Maximum Price 102.000 (Eligibility!B32; the loan is not above $2,000,000), over Minimum Price 96.000.
    expect([o.base_price, o.price_adjustment, o.final_price, o.caps_applied]).toEqual([100.901, -1.25, 99.651, []]);
    expect(o.adjusters.map((a) => [a.category, a.row_label, a.band, a.value, a.source_cell, a.source])).toEqual([
      ['FICO / LTV', '75.01 - 80.00%', '740 - 759', -0.5, cell('Adjustments!E10'), 'llpa'],
      ['Loan Features', 'Condo', '$1,000,001 - $1,500,000', -0.25, cell('Adjustments!C21'), 'llpa'],
      ['Loan Features', 'DTI > 43.00%', '$1,000,001 - $1,500,000', -0.25, cell('Adjustments!C22'), 'llpa'],
      ['State Tiers', 'Tier 2', null, -0.25, cell('Adjustments!C29'), 'llpa'],
    ]);
    // Eligibility!C7 "89.99% (700)": Primary Residence, ≤ $1,500,000, Purchase
    expect([o.max_ltv, o.max_cltv, o.lock_days, o.term]).toEqual(['89.99', '89.99', 45, 30]);
  });

  it('Example 1: 6.250 at 96.677; 6.125 is NA at 45 days, not offered', () => {
    const r = priced(example1);
    // Rate Sheet!D8 2.073: base 97.927, final 97.927 - 1.250 = 96.677 (above the 96.000 floor)
    const o = offerAt(r, 'jumbo_30_fixed', 6.25)!;
    expect([o.base_price, o.final_price]).toEqual([97.927, 96.677]);
    // Rate Sheet!D7 "NA": the lowest rate of the table has no 45-day price; every other rate 6.250 - 7.750 does
    const rates = offersOf(r, example1).map((x) => x.rate);
    expect(rates).not.toContain(6.125);
    expect(rates).toHaveLength(13);
    expect(reasonsOf(r, example1)).toEqual([]);
  });

  it('Example 1: Jumbo Elite 15 Year Fixed is term_not_offered (15); the 7/6 ARM is priced from its own table', () => {
    const r = priced({ ...example1, program_slug: null });
    expect(reasonsOf(r, CEDAR_HOLLOW.elite15)).toEqual([
      // Eligibility!B25 "30 / 15 / 30 years": the Terms row of PROGRAM GUIDELINES
      { key: 'term_not_offered', threshold: [15], provided: 30, source_page: at(JUMBO20, 'Eligibility!B25') },
    ]);
    // Rate Sheet!D48 (1.217): 7/6 SOFR ARM 7.250 at 45 days, base 101.217, final 101.217 - 1.250 = 99.967
    const arm = offerAt(r, 'jumbo_7_6_arm', 7.25)!;
    expect([arm.base_price, arm.final_price]).toEqual([101.217, 99.967]);
  });

  /** Example 2: 2,100,000 on 3,500,000 (LTV 60.00%), a TX SFR, FICO 785, DTI 40 (default), 30-day lock. */
  const example2 = {
    ...CEDAR_HOLLOW.elite30,
    state: 'TX',
    credit_score: 785,
    purchase_price: 3_500_000,
    loan_amount: 2_100_000,
  } as const;

  it('Example 2: 7.500 at 101.893 clamped to 101.000 by Loan Amounts >$2m', () => {
    const o = offerAt(priced(example2), 'jumbo_30_fixed', 7.5)!;
    // Rate Sheet!C18 (1.643): base 101.643. Adjustments!G7 (≤ 60.00% / 780+) (0.250), a credit: +0.250;
    // no Loan Features row; C28 Tier 1 (TX) 0.000. 101.643 + 0.250 = 101.893. Caps: Maximum Price 102.000
    // (Eligibility!B32) and Loan Amounts >$2m 101.000 (B33, 2,100,000 > 2,000,000): the lower governs.
    expect([o.base_price, o.price_adjustment, o.final_price]).toEqual([101.643, 0.25, 101]);
    expect(o.caps_applied).toEqual([
      { key: 'Loan Amounts >$2m', threshold: 101, provided: 101.893, source_cell: cell('Eligibility!B33') },
    ]);
    expect(o.adjusters.map((a) => [a.row_label, a.band, a.value, a.source_cell])).toEqual([
      ['≤ 60.00%', '780+', 0.25, cell('Adjustments!G7')],
      ['Tier 1', null, 0, cell('Adjustments!C28')],
    ]);
    // Eligibility!C8 "80% (720)": Primary Residence, $1,500,001 - $3,000,000, Purchase
    expect(o.max_ltv).toBe('80.00');
  });

  it('Example 2 with a loan of 2,000,000 (LTV 57.14%): only Maximum Price applies, 101.893 stands', () => {
    const o = offerAt(priced({ ...example2, loan_amount: 2_000_000 }), 'jumbo_30_fixed', 7.5)!;
    // the same cells: ≤ 60.00% / 780+ (0.250), Tier 1; 101.893 < 102.000
    expect([o.base_price, o.price_adjustment, o.final_price, o.caps_applied]).toEqual([101.643, 0.25, 101.893, []]);
    // a dollar more is above $2,000,000: Loan Amounts >$2m (B33) applies and clamps to 101.000
    const above = offerAt(priced({ ...example2, loan_amount: 2_000_001 }), 'jumbo_30_fixed', 7.5)!;
    expect([above.final_price, above.caps_applied[0]?.key]).toEqual([101, 'Loan Amounts >$2m']);
  });

  it('Example 2: 6.875 at 100.245, no clamp', () => {
    // Rate Sheet!C13 0.005: base 99.995; + 0.250 = 100.245
    const o = offerAt(priced(example2), 'jumbo_30_fixed', 6.875)!;
    expect([o.base_price, o.final_price, o.caps_applied]).toEqual([99.995, 100.245, []]);
  });
});
