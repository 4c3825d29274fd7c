/**
 * Cedar Hollow's limits by hand (sheets/README.md §5, sheet of 2026-11-20 unless said): both sides of
 * each guideline, of a matrix cell's maximum LTV and minimum FICO, a state in no tier, a second lien,
 * the property types and cells it does not take, an NA cost cell, the 60-day column, the 14:30 CT
 * reprice, and the rule that a failed program check ends its evaluation (§5.6) where Granite Peak
 * lists every reason (§3.4).
 */
import { describe, expect, it } from 'vitest';
import { CEDAR_HOLLOW, GRANITE_PEAK, JUMBO20, MATRIX20 } from './named-scenarios.ts';
import { at, expectRefused, offerOf, offersOf, reasonsOf } from './quote-lookups.ts';
import { priced } from './sheets.ts';

const elite30 = CEDAR_HOLLOW.elite30;
/** A CA SFR purchase at FICO 760, 1,000,000 on 1,500,000 (LTV 66.67%): within every limit. */
const loan = { ...elite30, credit_score: 760, purchase_price: 1_500_000, loan_amount: 1_000_000 } as const;
const cell = (ref: string) => at(JUMBO20, ref);

describe('PROGRAM GUIDELINES (Eligibility!B17:B26)', () => {
  it.each([
    // B17 $766,551: 766,551 is eligible, 766,550 is min_loan_amount
    [766_551, 766_550, 'min_loan_amount', 766_551, 'Eligibility!B17'],
    // B18 $3,000,000: 3,000,000 is eligible, 3,000,001 is max_loan_amount
    [3_000_000, 3_000_001, 'max_loan_amount', 3_000_000, 'Eligibility!B18'],
  ])('loan amount %d prices, %d is %s (threshold %d, %s)', (inside, outside, key, threshold, ref) => {
    // LTV 75.00% on both sides (price = loan / 0.75 rounded up), FICO 760: Eligibility!C7 or C8 takes it
    const at75 = (amount: number) => ({ ...loan, loan_amount: amount, purchase_price: Math.ceil(amount / 0.75) });
    expect(offersOf(priced(at75(inside)), elite30).length).toBeGreaterThan(0);
    expectRefused(priced(at75(outside)), elite30, { key, threshold, provided: outside, source_page: cell(ref) });
  });

  it('DTI 45 prices (and takes DTI > 43.00%); 45.00004 is max_dti, threshold 45 (B19 0.45 shown 45.00%)', () => {
    const o = offerOf(priced({ ...loan, dti: 45 }), elite30, 7.25);
    // Adjustments!B22 (DTI > 43.00% / $766,551 - $1,000,000) 0.250: -0.250
    expect(o.adjusters.find((a) => a.row_label === 'DTI > 43.00%')).toMatchObject({
      value: -0.25,
      source_cell: cell('Adjustments!B22'),
    });
    expectRefused(priced({ ...loan, dti: 45.00004 }), elite30, {
      key: 'max_dti',
      threshold: 45,
      provided: 45.00004,
      source_page: cell('Eligibility!B19'),
    });
  });

  it('a state in no tier (AK) is eligible_states, the threshold the tier states (Adjustments!B28:B30)', () => {
    // Tier 1: 16 states, Tier 2: 12 (CA … SC), Tier 3: HI, NY on 11-20: 30 states, sorted
    const tiers = [
      ...['AZ', 'CO', 'GA', 'ID', 'IN', 'MN', 'MO', 'NC', 'OH', 'OR', 'TN', 'TX', 'UT', 'VA', 'WA', 'WI'],
      ...['CA', 'CT', 'DC', 'FL', 'IL', 'MA', 'MD', 'NH', 'NJ', 'NV', 'PA', 'SC'],
      ...['HI', 'NY'],
    ].sort();
    expect(reasonsOf(priced({ ...loan, state: 'AK' }), elite30)).toEqual([
      { key: 'eligible_states', threshold: tiers, provided: 'AK', source_page: cell('Adjustments!A26') },
    ]);
    // NY, Tier 3: Adjustments!C30 0.500 cost
    const ny = offerOf(priced({ ...loan, state: 'NY' }), elite30, 7.25);
    expect(ny.adjusters.find((a) => a.category === 'State Tiers')).toMatchObject({ row_label: 'Tier 3', value: -0.5 });
  });

  it('a second lien is eligible_lien_position (B24 "First Lien Only")', () => {
    expect(reasonsOf(priced({ ...loan, lien_position: '2nd' }), elite30)).toEqual([
      { key: 'eligible_lien_position', threshold: '1st', provided: '2nd', source_page: cell('Eligibility!B24') },
    ]);
  });
});

describe('MAXIMUM LTV / MINIMUM FICO (Eligibility!C7:E12)', () => {
  // Primary Residence, ≤ $1,500,000, Purchase: C7 "89.99% (700)". A large price, so that a dollar of loan
  // is a hair of LTV: 1,349,850 / 1,500,000 = 89.99% exactly, 1,349,851 / 1,500,000 = 89.990067%.
  const high = { ...loan, credit_score: 745, loan_amount: 1_349_850 } as const;

  it('LTV 89.99% prices; a dollar more is max_ltv_exceeded, threshold 89.99, at C7', () => {
    // Adjustments!E12 (85.01 - 89.99% / 740 - 759) 1.125: 7.250 30 Day C16 (1.026) -> 101.026 - 1.125 - 0.250 (CA)
    // = 99.651
    expect(offerOf(priced(high), elite30, 7.25).final_price).toBe(99.651);
    expectRefused(priced({ ...high, loan_amount: 1_349_851 }), elite30, {
      key: 'max_ltv_exceeded',
      threshold: 89.99,
      source_page: cell('Eligibility!C7'),
    });
  });

  it('FICO 700 prices in "89.99% (700)"; 699 is min_fico, threshold 700, at C7 (the cell is the minimum)', () => {
    // at 80.00%: Adjustments!C10 (75.01 - 80.00% / 700 - 719) 1.375
    const at80 = { ...loan, loan_amount: 1_200_000 } as const;
    expect(offersOf(priced({ ...at80, credit_score: 700 }), elite30).length).toBeGreaterThan(0);
    expect(reasonsOf(priced({ ...at80, credit_score: 699 }), elite30)).toEqual([
      { key: 'min_fico', threshold: 700, provided: 699, source_page: cell('Eligibility!C7') },
    ]);
  });

  it('a second-home cash-out above $1,500,000 is no_ltv_matrix_cell at E10 "NA"', () => {
    const r = priced({
      ...loan,
      occupancy: 'second_home',
      purpose: 'cash_out_refi',
      credit_score: 780,
      purchase_price: 3_000_000,
      loan_amount: 1_600_000,
    });
    expectRefused(r, elite30, { key: 'no_ltv_matrix_cell', threshold: null, source_page: cell('Eligibility!E10') });
  });

  it('a condotel, a type it does not take (B22), is no_ltv_matrix_cell on the Eligibility tab', () => {
    expect(reasonsOf(priced({ ...loan, property_type: 'condotel' }), elite30)).toEqual([
      {
        key: 'no_ltv_matrix_cell',
        threshold: null,
        provided: { fico: 760, loan_amount: 1_000_000, occupancy: 'owner_occupied', purpose: 'purchase' },
        source_page: `${JUMBO20} › Eligibility`,
      },
    ]);
  });
});

describe('costs, locks and the reprice', () => {
  it('Investment Property above $2,000,000 needs Adjustments!E19 "NA": llpa_na, no rate eligible', () => {
    // Eligibility!C12 "60% (760)": an investment purchase of 2,100,000 on 3,500,000 (60.00%) at FICO 780
    const r = priced({
      ...loan,
      occupancy: 'investment',
      credit_score: 780,
      purchase_price: 3_500_000,
      loan_amount: 2_100_000,
    });
    expectRefused(r, elite30, {
      key: 'llpa_na',
      source_page: cell('Adjustments!E19'),
      detail: expect.objectContaining({
        category: 'Loan Features',
        row_label: 'Investment Property',
        band: '$2,000,001 - $3,000,000',
        cell: 'E19',
        rates_rejected: 14, // every rate of the 30-year table (Rate Sheet!A7:A20) has a 30 Day price
      }),
    });
  });

  it('a 60-day lock is priced from the 60 Day column', () => {
    // Example 1 at 60 days: Rate Sheet!E16 (0.776): base 100.776, final 100.776 - 1.250 = 99.526; E8 (6.250) is NA
    const example1 = {
      ...loan,
      property_type: 'condo',
      credit_score: 745,
      loan_amount: 1_200_000,
      dti: 44,
      lock_days: 60,
    } as const;
    const r = priced(example1);
    const o = offerOf(r, elite30, 7.25);
    expect([o.base_price, o.final_price, o.lock_days]).toEqual([100.776, 99.526, 60]);
    expect(offersOf(r, elite30).map((x) => x.rate)).not.toContain(6.25);
  });

  it.each([
    // Rate Sheet!C13, 7.000 30 Day: (0.228) in the morning sheet of 11-23 (base 100.228), 0.022 in the 14:30 reprice (99.978)
    ['2026-11-23T14:29:00-06:00', 100.228, 'CedarHollow_Jumbo_RateSheet_2026-11-23.xlsx'],
    ['2026-11-23T14:30:00-06:00', 99.978, 'CedarHollow_Jumbo_RateSheet_2026-11-23_1430.xlsx'],
  ])('as of %s the base of 7.000 is %d (%s)', (moment, base, workbook) => {
    const o = offerOf(priced(loan, moment), elite30, 7);
    expect(o.base_price).toBe(base);
    expect(o.adjusters.every((a) => a.source_cell.startsWith(`${workbook} › `))).toBe(true);
  });
});

describe('a failed program check ends the evaluation (§5.6), unlike Granite Peak (§3.4)', () => {
  // 90,000 on 90,000: below both minimum loan amounts, LTV 100% above every matrix maximum, FICO 690
  const small = { purchase_price: 90_000, loan_amount: 90_000, credit_score: 690 } as const;

  it('Cedar Hollow lists the program check alone, not the matrix', () => {
    expect(reasonsOf(priced({ ...small, ...elite30 }), elite30)).toEqual([
      { key: 'min_loan_amount', threshold: 766_551, provided: 90_000, source_page: cell('Eligibility!B17') },
    ]);
  });

  it('Granite Peak lists every reason: the guideline and the matrix cell', () => {
    // Guidelines!C14 Minimum Loan Amount 100,000; Full Doc Matrix!D23 (680 - 699, ≤ $1,000,000, Primary Purchase) "85/85"
    const fullDoc = GRANITE_PEAK.full_doc;
    expect(reasonsOf(priced({ ...small, ...fullDoc }), fullDoc)).toEqual([
      { key: 'min_loan_amount', threshold: 100_000, provided: 90_000, source_page: at(MATRIX20, 'Guidelines!C14') },
      { key: 'max_ltv_exceeded', threshold: 85, provided: 100, source_page: at(MATRIX20, 'Full Doc Matrix!D23') },
      { key: 'max_cltv_exceeded', threshold: 85, provided: 100, source_page: at(MATRIX20, 'Full Doc Matrix!D23') },
    ]);
  });
});
