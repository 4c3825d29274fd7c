/**
 * Juniper Ridge's worked examples on its workbook of 2026-11-20 (workbooks.ts), priced by hand from
 * its notes (NOTES.md): each a quote request as the service takes it (docs/contract.md › The quote
 * request, view `all`) and, for each of the three programs, either the offer at one named rate with
 * every adjuster that applies, or every rejection reason. Every expected figure is a literal with its
 * arithmetic in a comment (thousandths of a point, exact), read off the sheet by hand, not computed.
 *
 * Reasons are a set: their order here (term, then the Eligibility tab's rows, then the prepayment
 * schedule) is not part of the notes.
 */

import type { ReasonKey } from '../../worker/contract/reasons.ts';
import type { QuoteRequestInput } from '../../worker/contract/request.ts';
import type { JuniperProgram } from './workbooks.ts';

/**
 * The service has no rejection key for an occupancy a program does not take (Granite Peak and Cedar
 * Hollow say it with a matrix column, `no_ltv_matrix_cell`; Juniper Ridge has no matrix, only the
 * `Occupancy` rule rows). This is the key the notes propose for the `Occupancy` rule.
 */
export const OCCUPANCY_KEY = 'eligible_occupancy';

type ExpectedKey = ReasonKey | typeof OCCUPANCY_KEY;

interface ExpectedReason {
  key: ExpectedKey;
  /** the limit the rule states, when it is a number or a short list (States is left out: every state but NY and NJ) */
  threshold?: number | readonly number[] | readonly string[];
  /** rate-level reasons: the rate shown and its price (null for an NA cell) */
  rate?: number;
  final_price?: number | null;
  /** the cell behind the reason, `<tab>!<A1>` */
  cell?: string;
}

/** One adjustment that applies: its Adj cell, its category (the Factor, or the tab for Lock and Prepay), its conditions as printed, its points. */
export interface ExpectedAdjuster {
  cell: string;
  category: string;
  conditions: readonly string[];
  value: number;
}

/** Another rate of the same program: offered (its final price) or not (final_price null, and why). */
interface OtherRate {
  rate: number;
  base_price: number | 'NA';
  final_price: number | null;
  capped_from?: number;
  why?: string;
}

export type ProgramExpectation =
  | {
      eligible: true;
      rate: number;
      base_price: number;
      adjusters: readonly ExpectedAdjuster[];
      price_adjustment: number;
      final_price: number;
      /** when the Max Price lowered the price: the price before it */
      capped_from?: number;
      other_rates?: readonly OtherRate[];
    }
  | { eligible: false; reasons: readonly ExpectedReason[] };

export interface JuniperExample {
  name: string;
  request: QuoteRequestInput;
  expected: Record<JuniperProgram, ProgramExpectation>;
}

/** A request on the sheet of 2026-11-20, in the `all` view. */
const ask = (fields: Omit<QuoteRequestInput, 'as_of' | 'view'>): QuoteRequestInput => ({
  ...fields,
  as_of: '2026-11-20',
  view: 'all',
});

/** The offer at one rate: its figures, then every adjuster that applies. */
const offer = (
  figures: Omit<Extract<ProgramExpectation, { eligible: true }>, 'eligible' | 'adjusters'>,
  adjusters: readonly ExpectedAdjuster[],
): ProgramExpectation => ({ eligible: true, ...figures, adjusters });
const rejected = (...reasons: ExpectedReason[]): ProgramExpectation => ({ eligible: false, reasons });
const adjuster = (cell: string, category: string, conditions: readonly string[], value: number): ExpectedAdjuster => ({
  cell,
  category,
  conditions,
  value,
});

const TERM_30: ExpectedReason = { key: 'term_not_offered', threshold: [30] };
const TERM_15: ExpectedReason = { key: 'term_not_offered', threshold: [15] };
const OCCUPANCY_PRIMARY_SECOND: ExpectedReason = { key: OCCUPANCY_KEY, threshold: ['Primary', 'Second Home'] };
const OCCUPANCY_INVESTMENT: ExpectedReason = { key: OCCUPANCY_KEY, threshold: ['Investment'] };
const MAX_LTV_80: ExpectedReason = { key: 'max_ltv_exceeded', threshold: 80 };
const MAX_LTV_75: ExpectedReason = { key: 'max_ltv_exceeded', threshold: 75 };
const MAX_LTV_CASH_OUT_70: ExpectedReason = { key: 'max_ltv_exceeded', threshold: 70 };
const MIN_FICO_660: ExpectedReason = { key: 'min_fico', threshold: 660 };
const MIN_FICO_700: ExpectedReason = { key: 'min_fico', threshold: 700 };
const MAX_DTI_45: ExpectedReason = { key: 'max_dti', threshold: 45 };
const MAX_LOAN: ExpectedReason = { key: 'max_loan_amount', threshold: 1_500_000 };
const STATES: ExpectedReason = { key: 'eligible_states' };
/** the schedules an investment loan may take, and an owner-occupied or second-home one */
const PPP_INVESTMENT: ExpectedReason = {
  key: 'ppp_term_not_offered',
  threshold: ['No PPP', '1YR PPP', '3YR PPP', '5YR PPP'],
};
const PPP_NOT_INVESTMENT: ExpectedReason = { key: 'ppp_term_not_offered', threshold: ['No PPP'] };

const LOCK_30 = adjuster('Lock!B6', 'Lock', ['30 Day'], 0);
const PREPAY_NONE = adjuster('Prepay!B8', 'Prepay', ['None'], -0.5);
/** a 30-day lock without a penalty: the rows every such loan takes */
const THIRTY_DAY_NO_PPP = [LOCK_30, PREPAY_NONE];
const CONDO = adjuster('Adjustments!E26', 'Property Type', ['Condo'], -0.25);
const FL = adjuster('Adjustments!E29', 'State', ['FL, NY, NJ'], -0.25);
const CASH_OUT = adjuster('Adjustments!E24', 'Purpose', ['Cash-Out Refi'], -0.375);
const INVESTMENT = adjuster('Adjustments!E21', 'Occupancy', ['Investment'], -0.5);
const LOAN_1MM_TO_1_5MM = adjuster('Adjustments!E19', 'Loan Amount', ['$1,000,001-$1,500,000'], -0.25);

/** LTV 400,000 / 500,000 = 80.00: at the Max LTV (inclusive), in LTV 75.01-80%. */
const AT_MAX_LTV = ask({
  purpose: 'purchase',
  term: 15,
  credit_score: 760,
  purchase_price: 500_000,
  loan_amount: 400_000,
  state: 'TX',
  lock_days: 45,
});
/** LTV 350,000 / 500,000 = 70.00: at the Max LTV Cash-Out Refi (inclusive), in LTV 60.01-70%. */
const CASH_OUT_AT_70 = ask({
  purpose: 'cash_out_refi',
  term: 30,
  credit_score: 745,
  purchase_price: 500_000,
  loan_amount: 350_000,
  state: 'CO',
});
/** LTV 280,000 / 400,000 = 70.00, FICO 700. */
const IN_NY = ask({
  purpose: 'purchase',
  term: 30,
  credit_score: 700,
  purchase_price: 400_000,
  loan_amount: 280_000,
  state: 'NY',
});
/** Second home, rate/term refi of a condo in FL, FICO 665, LTV 200,000 / 250,000 = 80.00. */
const NEAR_MIN_PRICE = ask({
  purpose: 'rate_term_refi',
  term: 30,
  credit_score: 665,
  purchase_price: 250_000,
  loan_amount: 200_000,
  occupancy: 'second_home',
  property_type: 'condo',
  state: 'FL',
});
/** Loan amount 1,500,000 = the Max Loan Amount (inclusive); LTV 1,500,000 / 2,000,000 = 75.00. */
const AT_MAX_LOAN = ask({
  purpose: 'purchase',
  term: 30,
  credit_score: 790,
  purchase_price: 2_000_000,
  loan_amount: 1_500_000,
  state: 'CO',
});

export const JUNIPER_EXAMPLES: readonly JuniperExample[] = [
  {
    // LTV 300,000 / 400,000 = 75.00 (in 70.01-75%); DTI 45 is the Max DTI itself: eligible.
    name: 'plain purchase: a condo in FL, several adjusters',
    request: ask({
      purpose: 'purchase',
      term: 30,
      credit_score: 725,
      purchase_price: 400_000,
      loan_amount: 300_000,
      property_type: 'condo',
      state: 'FL',
      dti: 45,
    }),
    expected: {
      // -0.500 - 0.250 - 0.250 + 0.000 - 0.500 = -1.500; 100.318 - 1.500 = 98.818
      'Thirty-Year Fixed': offer({ rate: 6.75, base_price: 100.318, price_adjustment: -1.5, final_price: 98.818 }, [
        adjuster('Adjustments!E11', 'FICO / LTV', ['FICO 720-739', 'LTV 70.01-75%'], -0.5),
        CONDO,
        FL,
        ...THIRTY_DAY_NO_PPP,
      ]),
      'Fifteen-Year Fixed': rejected(TERM_15),
      // FICO 725 >= 700, LTV 75.00 <= 75 (its own Max LTV, at the limit), DTI 45 <= 45: only the occupancy fails
      'Thirty-Year Fixed Investor': rejected(OCCUPANCY_INVESTMENT),
    },
  },
  {
    name: 'LTV exactly 80%, a 15-year loan, 45-day lock',
    request: AT_MAX_LTV,
    expected: {
      'Thirty-Year Fixed': rejected(TERM_30),
      // -0.250 - 0.125 - 0.500 = -0.875; 99.968 - 0.875 = 99.093; 6.000 is NA (Pricing!F8): not offered
      'Fifteen-Year Fixed': offer(
        {
          rate: 6.125,
          base_price: 99.968,
          price_adjustment: -0.875,
          final_price: 99.093,
          other_rates: [{ rate: 6, base_price: 'NA', final_price: null, why: 'Pricing!F8 is NA: not offered' }],
        },
        [
          adjuster('Adjustments!E8', 'FICO / LTV', ['FICO 760-779', 'LTV 75.01-80%'], -0.25),
          adjuster('Lock!B7', 'Lock', ['45 Day'], -0.125),
          PREPAY_NONE,
        ],
      ),
      'Thirty-Year Fixed Investor': rejected(TERM_30, OCCUPANCY_INVESTMENT, MAX_LTV_75),
    },
  },
  {
    // LTV 400,001 / 500,000 = 80.0002: above the Max LTV 80 by 0.0002.
    name: 'LTV 80.0002%, one dollar past the limit',
    request: { ...AT_MAX_LTV, loan_amount: 400_001 },
    expected: {
      'Thirty-Year Fixed': rejected(TERM_30, MAX_LTV_80),
      'Fifteen-Year Fixed': rejected(MAX_LTV_80),
      'Thirty-Year Fixed Investor': rejected(TERM_30, OCCUPANCY_INVESTMENT, MAX_LTV_75),
    },
  },
  {
    name: 'cash-out at 70%',
    request: CASH_OUT_AT_70,
    expected: {
      // -0.125 - 0.375 + 0.000 - 0.500 = -1.000; 101.121 - 1.000 = 100.121
      'Thirty-Year Fixed': offer({ rate: 7, base_price: 101.121, price_adjustment: -1, final_price: 100.121 }, [
        adjuster('Adjustments!E9', 'FICO / LTV', ['FICO 740-759', 'LTV 60.01-70%'], -0.125),
        CASH_OUT,
        ...THIRTY_DAY_NO_PPP,
      ]),
      'Fifteen-Year Fixed': rejected(TERM_15),
      'Thirty-Year Fixed Investor': rejected(OCCUPANCY_INVESTMENT),
    },
  },
  {
    // LTV 350,050 / 500,000 = 70.01: above the cash-out limit 70, below the Max LTV 80 (and the investor's 75).
    name: 'cash-out at 70.01%',
    request: { ...CASH_OUT_AT_70, loan_amount: 350_050 },
    expected: {
      'Thirty-Year Fixed': rejected(MAX_LTV_CASH_OUT_70),
      'Fifteen-Year Fixed': rejected(TERM_15, MAX_LTV_CASH_OUT_70),
      'Thirty-Year Fixed Investor': rejected(OCCUPANCY_INVESTMENT, MAX_LTV_CASH_OUT_70),
    },
  },
  {
    // FICO 659 < 660 and DTI 45.001 > 45: two rules fail, both are reasons. LTV 300,000 / 400,000 = 75.00.
    name: 'two rules at once: FICO and DTI',
    request: ask({
      purpose: 'purchase',
      term: 30,
      credit_score: 659,
      purchase_price: 400_000,
      loan_amount: 300_000,
      dti: 45.001,
    }),
    expected: {
      'Thirty-Year Fixed': rejected(MIN_FICO_660, MAX_DTI_45),
      'Fifteen-Year Fixed': rejected(TERM_15, MIN_FICO_660, MAX_DTI_45),
      // the investor's own Min FICO 700 replaces the All row's 660
      'Thirty-Year Fixed Investor': rejected(MIN_FICO_700, MAX_DTI_45, OCCUPANCY_INVESTMENT),
    },
  },
  {
    // LTV 550,000 / 1,000,000 = 55.00 (in LTV ≤ 60%); 5YR PPP = schedule 5-4-3-2-1.
    name: 'investor with the 5-4-3-2-1 penalty: at the Max Price and above it',
    request: ask({
      purpose: 'purchase',
      term: 30,
      credit_score: 785,
      purchase_price: 1_000_000,
      loan_amount: 550_000,
      occupancy: 'investment',
      state: 'AZ',
      ppp_term: '5YR PPP',
    }),
    expected: {
      'Thirty-Year Fixed': rejected(OCCUPANCY_PRIMARY_SECOND),
      'Fifteen-Year Fixed': rejected(TERM_15, OCCUPANCY_PRIMARY_SECOND),
      // +0.250 - 0.500 + 0.000 + 0.750 = +0.500
      'Thirty-Year Fixed Investor': offer(
        {
          rate: 7.625,
          base_price: 101.5,
          price_adjustment: 0.5,
          // 101.500 + 0.500 = 102.000: equal to the Max Price, not lowered (no cap applied)
          final_price: 102,
          // 101.858 + 0.500 = 102.358 > 102.000: lowered to the Max Price
          other_rates: [{ rate: 7.75, base_price: 101.858, final_price: 102, capped_from: 102.358 }],
        },
        [
          adjuster('Adjustments!E5', 'FICO / LTV', ['FICO ≥ 780', 'LTV ≤ 60%'], 0.25),
          INVESTMENT,
          LOCK_30,
          adjuster('Prepay!B5', 'Prepay', ['5-4-3-2-1'], 0.75),
        ],
      ),
    },
  },
  {
    // 2YR PPP: the Prepay tab has no two-year schedule, for any program or occupancy. LTV 70.00.
    name: 'a 2YR PPP request: not offered',
    request: ask({
      purpose: 'purchase',
      term: 30,
      credit_score: 720,
      purchase_price: 500_000,
      loan_amount: 350_000,
      occupancy: 'investment',
      state: 'NV',
      ppp_term: '2YR PPP',
    }),
    expected: {
      'Thirty-Year Fixed': rejected(OCCUPANCY_PRIMARY_SECOND, PPP_INVESTMENT),
      'Fifteen-Year Fixed': rejected(TERM_15, OCCUPANCY_PRIMARY_SECOND, PPP_INVESTMENT),
      // FICO 720 >= 700, LTV 70.00 <= 75: only the penalty fails
      'Thirty-Year Fixed Investor': rejected(PPP_INVESTMENT),
    },
  },
  {
    // Owner-occupied with 1YR PPP: only investment loans take a penalty other than None (NOTES.md 4.4). LTV 80.00.
    name: 'a penalty on an owner-occupied loan: not offered',
    request: ask({
      purpose: 'purchase',
      term: 30,
      credit_score: 745,
      purchase_price: 500_000,
      loan_amount: 400_000,
      ppp_term: '1YR PPP',
    }),
    expected: {
      'Thirty-Year Fixed': rejected(PPP_NOT_INVESTMENT),
      'Fifteen-Year Fixed': rejected(TERM_15, PPP_NOT_INVESTMENT),
      'Thirty-Year Fixed Investor': rejected(OCCUPANCY_INVESTMENT, MAX_LTV_75, PPP_NOT_INVESTMENT),
    },
  },
  {
    // A cash-out of a 2-unit: Adjustments!E28 (`2-4 Unit` with `Cash-Out Refi`) is NA. LTV 390,000 / 600,000 = 65.00.
    name: 'an NA adjustment cell',
    request: ask({
      purpose: 'cash_out_refi',
      term: 30,
      credit_score: 750,
      purchase_price: 600_000,
      loan_amount: 390_000,
      property_type: '2_unit',
      state: 'UT',
    }),
    expected: {
      // every rule holds (65.00 <= 70); the NA cell rejects every rate: the best-priced one is shown (7.250)
      'Thirty-Year Fixed': rejected({ key: 'llpa_na', rate: 7.25, final_price: null, cell: 'Adjustments!E28' }),
      'Fifteen-Year Fixed': rejected(TERM_15),
      'Thirty-Year Fixed Investor': rejected(OCCUPANCY_INVESTMENT),
    },
  },
  {
    // NY is excluded by `All except NY, NJ`.
    name: 'NY: not eligible',
    request: IN_NY,
    expected: {
      'Thirty-Year Fixed': rejected(STATES),
      'Fifteen-Year Fixed': rejected(TERM_15, STATES),
      'Thirty-Year Fixed Investor': rejected(STATES, OCCUPANCY_INVESTMENT),
    },
  },
  {
    // DC counts as a state and is not excluded. FICO 700 at LTV 70.00 has no FICO / LTV row (700-719 has
    // only 75.01-80%): no adjustment from that block. 280,000 has no Loan Amount row.
    name: 'DC: eligible, 60-day lock',
    request: { ...IN_NY, state: 'DC', lock_days: 60 },
    expected: {
      // -0.250 - 0.500 = -0.750; 99.487 - 0.750 = 98.737
      'Thirty-Year Fixed': offer({ rate: 6.5, base_price: 99.487, price_adjustment: -0.75, final_price: 98.737 }, [
        adjuster('Lock!B8', 'Lock', ['60 Day'], -0.25),
        PREPAY_NONE,
      ]),
      'Fifteen-Year Fixed': rejected(TERM_15),
      'Thirty-Year Fixed Investor': rejected(OCCUPANCY_INVESTMENT),
    },
  },
  {
    name: 'the Min Price: one rate at it, the next below it',
    request: NEAR_MIN_PRICE,
    expected: {
      // -2.500 - 0.375 - 0.375 - 0.125 - 0.250 - 0.250 + 0.000 - 0.500 = -4.375
      'Thirty-Year Fixed': offer(
        {
          rate: 7.25,
          base_price: 101.875,
          price_adjustment: -4.375,
          // 101.875 - 4.375 = 97.500: equal to the Min Price, offered
          final_price: 97.5,
          // 101.507 - 4.375 = 97.132 < 97.500: not offered (and every lower rate prices lower still)
          other_rates: [{ rate: 7.125, base_price: 101.507, final_price: null, why: '97.132 is below the Min Price' }],
        },
        [
          adjuster('Adjustments!E17', 'FICO / LTV', ['FICO 660-679', 'LTV 75.01-80%'], -2.5),
          adjuster('Adjustments!E18', 'Loan Amount', ['$100,000-$249,999'], -0.375),
          adjuster('Adjustments!E22', 'Occupancy', ['Second Home'], -0.375),
          adjuster('Adjustments!E23', 'Purpose', ['Rate/Term Refi'], -0.125),
          CONDO,
          FL,
          ...THIRTY_DAY_NO_PPP,
        ],
      ),
      'Fifteen-Year Fixed': rejected(TERM_15),
      'Thirty-Year Fixed Investor': rejected(MIN_FICO_700, OCCUPANCY_INVESTMENT, MAX_LTV_75),
    },
  },
  {
    // The same loan on 15 years: the same -4.375, and the best 15-year price 100.802 - 4.375 = 96.427 < 97.500.
    name: 'the Min Price: every rate below it',
    request: { ...NEAR_MIN_PRICE, term: 15 },
    expected: {
      'Thirty-Year Fixed': rejected(TERM_30),
      'Fifteen-Year Fixed': rejected({
        key: 'min_price_floor',
        threshold: 97.5,
        rate: 6.375,
        final_price: 96.427,
        cell: 'Eligibility!C17',
      }),
      'Thirty-Year Fixed Investor': rejected(TERM_30, MIN_FICO_700, OCCUPANCY_INVESTMENT, MAX_LTV_75),
    },
  },
  {
    // Investment cash-out, LTV 1,120,000 / 1,600,000 = 70.00, 3YR PPP = schedule 3-2-1, 15-day lock. FICO 770
    // at 60.01-70% has no FICO / LTV row. `> $1MM` is Thirty-Year Fixed's own row: not this program's.
    name: "investor cash-out: the All row and the program's own row both apply",
    request: ask({
      purpose: 'cash_out_refi',
      term: 30,
      credit_score: 770,
      purchase_price: 1_600_000,
      loan_amount: 1_120_000,
      occupancy: 'investment',
      state: 'WA',
      ppp_term: '3YR PPP',
      lock_days: 15,
    }),
    expected: {
      'Thirty-Year Fixed': rejected(OCCUPANCY_PRIMARY_SECOND),
      'Fifteen-Year Fixed': rejected(TERM_15, OCCUPANCY_PRIMARY_SECOND),
      // -0.250 - 0.500 - 0.375 - 0.500 + 0.125 + 0.375 = -1.125; 100.640 - 1.125 = 99.515
      'Thirty-Year Fixed Investor': offer(
        { rate: 7.375, base_price: 100.64, price_adjustment: -1.125, final_price: 99.515 },
        [
          LOAN_1MM_TO_1_5MM,
          INVESTMENT,
          CASH_OUT,
          adjuster('Adjustments!E25', 'Purpose', ['Cash-Out Refi'], -0.5),
          adjuster('Lock!B5', 'Lock', ['15 Day'], 0.125),
          adjuster('Prepay!B6', 'Prepay', ['3-2-1'], 0.375),
        ],
      ),
    },
  },
  {
    // FICO 790 at 70.01-75% has no FICO / LTV row.
    name: "the Max Loan Amount itself: the All loan-amount row and Thirty-Year Fixed's own",
    request: AT_MAX_LOAN,
    expected: {
      // -0.250 + 0.125 + 0.000 - 0.500 = -0.625; 100.726 - 0.625 = 100.101
      'Thirty-Year Fixed': offer({ rate: 6.875, base_price: 100.726, price_adjustment: -0.625, final_price: 100.101 }, [
        LOAN_1MM_TO_1_5MM,
        adjuster('Adjustments!E20', 'Loan Amount', ['> $1MM'], 0.125),
        ...THIRTY_DAY_NO_PPP,
      ]),
      'Fifteen-Year Fixed': rejected(TERM_15),
      'Thirty-Year Fixed Investor': rejected(OCCUPANCY_INVESTMENT),
    },
  },
  {
    // 1,500,001 > 1,500,000; LTV 1,500,001 / 2,000,000 = 75.00005 > 75 (the investor's own Max LTV), <= 80.
    name: 'one dollar above the Max Loan Amount',
    request: { ...AT_MAX_LOAN, loan_amount: 1_500_001 },
    expected: {
      'Thirty-Year Fixed': rejected(MAX_LOAN),
      'Fifteen-Year Fixed': rejected(TERM_15, MAX_LOAN),
      'Thirty-Year Fixed Investor': rejected(MAX_LOAN, OCCUPANCY_INVESTMENT, MAX_LTV_75),
    },
  },
];
