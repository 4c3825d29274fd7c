/**
 * Bayshore limits (AgencyRateSheet 2026-11-20), both sides of each: Guidelines!C10-C14 (loan amount
 * 75,000 to 1,149,825, Minimum FICO 620, Maximum DTI 50.00%, Maximum LTV 97%), the conforming limit
 * 766,550 (Guidelines!C8), the Minimum Price (PRICE LIMITS, Guidelines!D36 / D38), and a 0.000 state
 * adjuster against a blank one. Conventional Fixed, purchase, primary, SFR in CA (State Adjusters!C12
 * +0.125), FICO 740, 30-day lock, rate 6.500 (Conventional!D22 = 100.870) unless noted.
 * The Maximum Price (104.000 / 103.500) cannot be reached on these sheets: the best block price is
 * 102.499 and no adjustment but a state's +0.250 is positive.
 */
import { describe, expect, it } from 'vitest';
import { AGENCY20, BAYSHORE } from './named-scenarios.ts';
import { at, expectPriced, expectRefused, offerOf, offersOf, reasonsOf, rowOf } from './quote-lookups.ts';
import { priced } from './sheets.ts';

const fixed = BAYSHORE.fixed;
const PURCHASE = 'PURCHASE — CREDIT SCORE / LTV';

describe('Guidelines limits: the limit itself prices, one unit past it is refused', () => {
  it('Minimum FICO 620 (C12): 620 is the ≤ 639 row, 619 is refused', () => {
    // LTV 80.00%: 100.870 + LLPA!G19 (≤ 639, 75.01 - 80.00%) -2.750 + CA 0.125 = 98.245
    const o = expectPriced(priced({ ...fixed, credit_score: 620 }), fixed, 6.5, 100.87, 98.245);
    expect(rowOf(o, PURCHASE)).toEqual(['≤ 639', '75.01 - 80.00%', -2.75, 'LLPA!G19']);
    expectRefused(priced({ ...fixed, credit_score: 619 }), fixed, {
      key: 'min_fico',
      threshold: 620,
      provided: 619,
      source_page: at(AGENCY20, 'Guidelines!C12'),
    });
  });

  it('Maximum DTI 50.00% (C13): DTI 50 prices like DTI 40 (no DTI grid), 50.01 is refused', () => {
    // 100.870 + LLPA!G13 (740 - 759) -0.875 + 0.125 = 100.120
    const r = priced({ ...fixed, dti: 50 });
    expectPriced(r, fixed, 6.5, 100.87, 100.12);
    expect(offersOf(r, fixed)).toEqual(offersOf(priced({ ...fixed, dti: 40 }), fixed));
    expectRefused(priced({ ...fixed, dti: 50.01 }), fixed, {
      key: 'max_dti',
      threshold: 50,
      provided: 50.01,
      source_page: at(AGENCY20, 'Guidelines!C13'),
    });
  });

  it('Minimum Loan Amount 75,000 (C10): 75,000 prices with the $75,000 - $99,999 row, 74,999 is refused', () => {
    // price 100,000 (LTV 75.00%): 100.870 + LLPA!F13 (70.01 - 75.00%) -0.375 + C65 ($75,000 - $99,999) -0.500 + 0.125 = 100.120
    const small = { ...fixed, purchase_price: 100_000 } as const;
    const o = expectPriced(priced({ ...small, loan_amount: 75_000 }), fixed, 6.5, 100.87, 100.12);
    expect(rowOf(o, 'LOAN AMOUNT')).toEqual(['$75,000 - $99,999', null, -0.5, 'LLPA!C65']);
    expectRefused(priced({ ...small, loan_amount: 74_999 }), fixed, {
      key: 'min_loan_amount',
      threshold: 75_000,
      provided: 74_999,
      source_page: at(AGENCY20, 'Guidelines!C10'),
    });
  });

  it('Maximum Loan Amount 1,149,825 (C11): it prices on the High Balance block, 1,149,826 is refused', () => {
    // price 1,500,000 (LTV 76.655%): Conventional!D61 (HB 30, 6.500, 30 Day) 100.588 + LLPA!G13 -0.875
    // + G58 (Fixed Rate - Purchase & Limited Cash-Out) -0.750 + 0.125 = 99.088
    const jumbo = { ...fixed, purchase_price: 1_500_000 } as const;
    expectPriced(priced({ ...jumbo, loan_amount: 1_149_825 }), fixed, 6.5, 100.588, 99.088);
    expectRefused(priced({ ...jumbo, loan_amount: 1_149_826 }), fixed, {
      key: 'max_loan_amount',
      threshold: 1_149_825,
      provided: 1_149_826,
      source_page: at(AGENCY20, 'Guidelines!C11'),
    });
  });

  it('Maximum LTV 97% (C14): 97.00% prices in the > 95.00% band, 97.0002% is refused', () => {
    // loan 485,000: 100.870 + LLPA!K13 (740 - 759, > 95.00%) -0.500 + 0.125 = 100.495
    const o = expectPriced(priced({ ...fixed, loan_amount: 485_000 }), fixed, 6.5, 100.87, 100.495);
    expect(rowOf(o, PURCHASE)).toEqual(['740 - 759', '> 95.00%', -0.5, 'LLPA!K13']);
    expect(reasonsOf(priced({ ...fixed, loan_amount: 485_001 }), fixed)).toEqual([
      { key: 'max_ltv_exceeded', threshold: 97, provided: 97.0002, source_page: at(AGENCY20, 'Guidelines!C14') },
    ]);
  });
});

describe('conforming limit 766,550 (Guidelines!C8): conforming at the limit, High Balance a dollar above', () => {
  const loan = { ...fixed, purchase_price: 1_000_000 } as const; // LTV 76.655% / 76.6551%: band 75.01 - 80.00%

  it('766,550: Conforming 30 Year Fixed, no HIGH BALANCE row: 100.870 - 0.875 + 0.125 = 100.120', () => {
    const o = expectPriced(priced({ ...loan, loan_amount: 766_550 }), fixed, 6.5, 100.87, 100.12);
    expect(o.adjusters.find((a) => a.source === 'rate_block')?.block).toBe('Conforming 30 Year Fixed');
    expect(rowOf(o, 'HIGH BALANCE (LOAN AMOUNT > $766,550)')).toBeUndefined();
  });

  it('766,551: High Balance 30 Year Fixed (Conventional!D61 100.588) and LLPA!G58 -0.750: 99.088', () => {
    const o = expectPriced(priced({ ...loan, loan_amount: 766_551 }), fixed, 6.5, 100.588, 99.088);
    expect(o.adjusters.find((a) => a.source === 'rate_block')?.block).toBe('High Balance 30 Year Fixed');
    expect(rowOf(o, 'HIGH BALANCE (LOAN AMOUNT > $766,550)')).toEqual([
      'Fixed Rate - Purchase & Limited Cash-Out',
      '75.01 - 80.00%',
      -0.75,
      'LLPA!G58',
    ]);
  });
});

describe('Minimum Price', () => {
  it('7/6 ARM (Guidelines!D38 = 95.500): 6.500 at exactly 95.500 is offered, 6.375 at 95.246 is not', () => {
    // cash-out, FICO 630, LTV 80.00%, AZ (State Adjusters!E11 0.000), 45-day lock: Conventional!E103 100.625
    // + LLPA!G43 (CASH-OUT ≤ 639, 75.01 - 80.00%) -5.125 = 95.500; Conventional!E102 100.371 - 5.125 = 95.246
    const arm = {
      program_slug: '4_conventional_7_6_sofr_arm',
      purpose: 'cash_out_refi',
      credit_score: 630,
      state: 'AZ',
      lock_days: 45,
    } as const;
    const r = priced(arm);
    expectPriced(r, arm, 6.5, 100.625, 95.5);
    expect(Math.min(...offersOf(r, arm).map((o) => o.rate))).toBe(6.5);
  });

  it('Conventional Fixed (Guidelines!D36 = 95.000): 95.001 is offered, 94.999 is not', () => {
    // investment (LLPA!G47 -3.375), FICO 770 (G12 -0.625), AZ 0.000, LTV 80.00%: total -4.000.
    // 20-year, 45-day lock: 5.500 Conventional!K15 98.999 - 4.000 = 94.999 (dropped); 5.625 K16 99.307 -> 95.307
    const inv = { ...fixed, term: 20, occupancy: 'investment', credit_score: 770, state: 'AZ', lock_days: 45 } as const;
    const r = priced(inv);
    expect(offersOf(r, inv).map((o) => o.rate)).not.toContain(5.5);
    expectPriced(r, inv, 5.625, 99.307, 95.307);
    // High Balance 30-year, 30-day, escrow waiver (F65 -0.250), HB G58 -0.750: total -5.000;
    // 6.250 Conventional!D59 100.001 - 5.000 = 95.001 (offered); 6.125 D58 99.688 -> 94.688 (dropped)
    const hb = {
      ...inv,
      term: 30,
      lock_days: 30,
      purchase_price: 1_000_000,
      loan_amount: 800_000,
      escrow_waiver: true,
    } as const;
    const r2 = priced(hb);
    expectPriced(r2, hb, 6.25, 100.001, 95.001);
    expect(Math.min(...offersOf(r2, hb).map((o) => o.rate))).toBe(6.25);
  });
});

describe('state adjusters (State Adjusters tab)', () => {
  it('a 0.000 adjuster prices with a zero state adjustment: AZ (C11), 100.870 - 0.875 + 0.000 = 99.995', () => {
    const o = expectPriced(priced({ ...fixed, state: 'AZ' }), fixed, 6.5, 100.87, 99.995);
    expect(o.adjusters.find((a) => a.source === 'state_adjustment')).toMatchObject({
      state: 'AZ',
      agency: 'FNMA',
      value: 0,
      source_cell: at(AGENCY20, 'State Adjusters!C11'),
    });
  });

  it('a blank cell is not offered: CT on the 5/6 ARM (D14 blank), though CT prices on Fixed (C14 -0.125)', () => {
    const arm = { program_slug: '3_conventional_5_6_sofr_arm' } as const;
    expect(reasonsOf(priced({ ...arm, state: 'CT' }), arm)).toEqual([
      expect.objectContaining({ key: 'state_not_offered', threshold: null, provided: { state: 'CT' } }),
    ]);
    expect(offersOf(priced({ ...arm, state: 'CT' }), arm)).toEqual([]);
    // 100.870 - 0.875 - 0.125 = 99.870
    expectPriced(priced({ ...fixed, state: 'CT' }), fixed, 6.5, 100.87, 99.87);
    // and the ARM itself prices in a state with an adjuster: CA D12 +0.125 on Conventional!D85 100.968
    expect(offerOf(priced({ ...arm, state: 'CA' }), arm, 6.5).final_price).toBe(100.218);
  });
});
