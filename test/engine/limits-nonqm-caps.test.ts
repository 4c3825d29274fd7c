/**
 * Granite Peak price limits (Price Caps tab, 2026-11-20), on both sides: the Minimum Price itself is
 * eligible and the next rate below it is not; each cap clamps the nearest price above it and leaves
 * the nearest price below it alone; the Loan Amounts >$1.5m cap starts at 1,500,001, not 1,500,000.
 * (price_adjustment is not asserted on clamped offers: issue 14 redefines it.)
 * The sheets hold no price exactly on a cap, and none one thousandth under a Minimum Price: the
 * nearest prices either side are used.
 */
import { describe, expect, it } from 'vitest';
import { GRANITE_PEAK, RATES20 } from './named-scenarios.ts';
import { at, expectPriced, offerOf, offersOf, rowOf } from './quote-lookups.ts';
import { priced } from './sheets.ts';

describe('Minimum Price (DSCR, Price Caps!E16 = 96.000)', () => {
  // FICO 690, loan 325,000 / 500,000 (CLTV 65.00%, column F), DSCR 0.90 (DSCR < 1.00 tier, DSCR Matrix!D49 "65/65"),
  // recent credit event and short-term rental: DSCR LLPA!F16 (680 - 699) -1.000, F24 0.000, F33 (0.75 - 0.99) -1.000,
  // F68 (FC/SS/DIL/BK < 48 Months) -1.000, F69 (Short-Term Rental) -0.375, PPP!C30 (No PPP) -1.250: total -4.625.
  const loan = {
    ...GRANITE_PEAK.dscr,
    credit_score: 690,
    loan_amount: 325_000,
    dscr_ratio: 0.9,
    recent_credit_event: true,
    short_term_rental: true,
  } as const;

  it('keeps 7.875 at exactly 96.000 (Rates!I20 100.625 - 4.625) and drops 7.750 at 95.680 (Rates!I19 100.305 - 4.625)', () => {
    const r = priced(loan);
    expectPriced(r, loan, 7.875, 100.625, 96);
    expect(offersOf(r, loan).map((o) => o.rate)).not.toContain(7.75);
    // every rate from 7.875 up (13 rates to 9.375) is offered, none below it
    expect(Math.min(...offersOf(r, loan).map((o) => o.rate))).toBe(7.875);
    expect(offersOf(r, loan)).toHaveLength(13);
  });
});

/** The offer at `rate` was clamped by exactly this cap. */
function expectClamped(o: ReturnType<typeof offerOf>, key: string, threshold: number, provided: number, cell: string) {
  expect([o.final_price, o.caps_applied]).toEqual([
    threshold,
    [{ key, threshold, provided, source_cell: at(RATES20, `Price Caps!${cell}`) }],
  ]);
}

describe('occupancy caps: the nearest price above is clamped, the nearest below is not', () => {
  // Full Doc, FICO 780, loan 250,000 / 500,000 (CLTV 50.00%, column C): Full Doc LLPA!C11 (≥ 780) +0.750,
  // C24 ($150,000 - $349,999) -0.125, C44 (12 Months) -0.125.
  const fullDoc = { ...GRANITE_PEAK.full_doc, credit_score: 780, loan_amount: 250_000 } as const;

  it('Primary / 2nd Homes (C10 = 102.500): 8.000 at 102.669 is clamped, 7.875 at 102.384 is not', () => {
    // owner-occupied, PPP!C12 N/A: total +0.500. Rates!C25 102.169 + 0.500 = 102.669; Rates!C24 101.884 + 0.500 = 102.384
    const r = priced(fullDoc);
    expectClamped(offerOf(r, fullDoc, 8), 'Primary / 2nd Homes', 102.5, 102.669, 'C10');
    expectPriced(r, fullDoc, 7.875, 101.884, 102.384);
  });

  it('Investments >= 3YR PPP (C11 = 104.000): 8.750 at 104.039 is clamped, 8.625 at 103.804 is not', () => {
    // investment C61 -0.375, 5YR PPP PPP!D16 +0.250: total +0.375. Rates!C31 103.664 -> 104.039; Rates!C30 103.429 -> 103.804
    const inv = { ...fullDoc, occupancy: 'investment', ppp_term: '5YR PPP' } as const;
    const r = priced(inv);
    expectClamped(offerOf(r, inv, 8.75), 'Investments >= 3YR PPP', 104, 104.039, 'C11');
    expectPriced(r, inv, 8.625, 103.429, 103.804);
  });

  it('Investments w/ < 3YR PPP (C12 = 103.000): 8.625 at 103.179 is clamped, 8.500 at 102.936 is not', () => {
    // investment C61 -0.375, 1YR PPP PPP!D13 -0.375: total -0.250. Rates!C30 103.429 -> 103.179; Rates!C29 103.186 -> 102.936
    const inv = { ...fullDoc, occupancy: 'investment', ppp_term: '1YR PPP' } as const;
    const r = priced(inv);
    expectClamped(offerOf(r, inv, 8.625), 'Investments w/ < 3YR PPP', 103, 103.179, 'C12');
    expectPriced(r, inv, 8.5, 103.186, 102.936);
  });

  it('No PPP or State Restricted (E13 = 101.500): 9.250 at 101.703 is clamped, 9.125 at 101.494 is not', () => {
    // sheets/README.md §3.9 loan: DSCR, FICO 725, CLTV 75.00%, DSCR 1.10, No PPP: DSCR LLPA!H14 -0.500, H24 0.000,
    // H32 blank, PPP!C30 -1.250: total -1.750. Rates!I31 103.453 -> 101.703; Rates!I30 103.244 -> 101.494
    const dscr = { ...GRANITE_PEAK.dscr, credit_score: 725, loan_amount: 375_000 } as const;
    const r = priced(dscr);
    expectClamped(offerOf(r, dscr, 9.25), 'No PPP or State Restricted', 101.5, 101.703, 'E13');
    expectPriced(r, dscr, 9.125, 103.244, 101.494);
  });
});

describe('Loan Amounts >$1.5m (Full Doc, C14 = 102.000) applies from 1,500,001', () => {
  // Full Doc, owner-occupied, FICO 780, purchase price 3,200,000 (CLTV ≤ 50.00%, column C), rate 7.875 (Rates!C24 101.884):
  // C11 +0.750, C44 -0.125, and the LOAN AMOUNT row of each side.
  const big = { ...GRANITE_PEAK.full_doc, credit_score: 780, purchase_price: 3_200_000 } as const;

  it('1,500,000: C26 ($1,000,000 - $1,500,000) 0.000 -> 102.509, clamped by Primary / 2nd Homes at 102.500 only', () => {
    const o = offerOf(priced({ ...big, loan_amount: 1_500_000 }), big, 7.875);
    expect(rowOf(o, 'LOAN AMOUNT')).toEqual(['$1,000,000 - $1,500,000', '≤ 50.00%', 0, 'Full Doc LLPA!C26']);
    expectClamped(o, 'Primary / 2nd Homes', 102.5, 102.509, 'C10');
  });

  it('1,500,001: C27 ($1,500,001 - $2,000,000) -0.250 -> 102.259, clamped by Loan Amounts >$1.5m at 102.000', () => {
    const o = offerOf(priced({ ...big, loan_amount: 1_500_001 }), big, 7.875);
    expect(rowOf(o, 'LOAN AMOUNT')).toEqual(['$1,500,001 - $2,000,000', '≤ 50.00%', -0.25, 'Full Doc LLPA!C27']);
    expectClamped(o, 'Loan Amounts >$1.5m', 102, 102.259, 'C14');
  });

  it('1,500,001 below the cap is not clamped: 7.750 at 101.958 (Rates!C23 101.583 + 0.375)', () => {
    expectPriced(priced({ ...big, loan_amount: 1_500_001 }), big, 7.75, 101.583, 101.958);
  });
});
