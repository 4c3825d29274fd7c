/**
 * The request reduced to what grids, tables and matrices test, in integer units, computed once per
 * quote and never changed after. What differs from one (program, doc type) to the next (the program,
 * the doc key, whether the loan is high balance at that lender) is a Match of its own (entry.ts pricingEntry).
 */

import { key } from '../artifact/labels.ts';
import { EQ_ATTRS, FLAG_ATTRS, RANGE_ATTRS, valueId } from '../artifact/plan/conditions.ts';
import {
  CITIZENSHIPS,
  LIEN_POSITIONS,
  LOCK_DAYS,
  OCCUPANCIES,
  type Occupancy,
  occupancyOf,
  PPP_TERMS,
  PURPOSES,
  TERMS,
  US_STATES,
} from '../artifact/vocabulary.ts';
import type { Match } from './conditions.ts';
import { twiceScaled } from './exact-decimal.ts';
import type { QuoteRequest } from './quote-request.ts';
import { sentText } from './sent-numbers.ts';

/** The seasoning the Doc Type grids select on (sheets/README.md §3.5). */
export type DocMonths = '12mo' | '24mo';

/** 24 months only when asked for; 12 otherwise, also when doc_seasoning is absent. Decided here alone. */
const docMonthsOf = (seasoning: QuoteRequest['doc_seasoning']): DocMonths => (seasoning === '24mo' ? '24mo' : '12mo');

export interface Scenario {
  request: QuoteRequest;
  occupancy: Occupancy;
  docMonths: DocMonths;
  /** LTV (= CLTV here) as the fraction num/den in hundredths of a percent: loan × 10000 / price */
  ltvNum: number;
  ltvDen: number;
  /** dti and dscr_ratio as sent, twice-scaled to hundredths (exact-decimal.ts): a bound b in hundredths compares as 2b */
  dtiTwice: number;
  dscrTwice: number | null;
  /** target_price as sent, twice-scaled to thousandths: a price p in thousandths reaches it when 2p ≥ it */
  targetTwice: number;
  /** Indexes of the request's values in the vocabulary's lists (-1: none, e.g. a state code that is no US state), for the plan's masks and tables. */
  stateIndex: number;
  citizenshipIndex: number;
  lienIndex: number;
  lockIndex: number;
  termIndex: number;
  occupancyIndex: number;
  purposeIndex: number;
  pppTermIndex: number;
  /** ppp_table_name in the form labels are compared in (worker/artifact/labels.ts key), or null */
  pppTable: string | null;
  /** the condition values every program shares; pricingEntry (entry.ts) adds the program's own */
  shared: Match;
  /**
   * Whether a refused program's reasons are listed (`rejected: listed`): each stage then gives every
   * reason it finds. When they are only counted, the first reason refuses the program and the
   * stages after it are not run (a quote over many lenders refuses thousands of programs).
   */
  listsReasons: boolean;
}

export function scenarioOf(request: QuoteRequest): Scenario {
  const occupancy = occupancyOf(request.occupancy);
  const eq: Record<(typeof EQ_ATTRS)[number], string | number | null> = {
    purpose: request.purpose,
    occupancy,
    property_type: request.property_type,
    term: request.term,
    lock_days: request.lock_days,
    citizenship: request.citizenship,
    housing_history: request.housing_history,
    doc: null, // per (program, doc type): pricingEntry
    program: null, // per program: pricingEntry
    ppp_term: request.ppp_term,
    state: request.state,
    lien_position: request.lien_position,
    housing_event: request.housing_event,
  };
  const flags: Record<(typeof FLAG_ATTRS)[number], boolean> = {
    escrow_waiver: request.escrow_waiver,
    interest_only: request.interest_only,
    recent_credit_event: request.recent_credit_event,
    short_term_rental: request.short_term_rental,
    high_balance: false, // per lender: pricingEntry
  };
  // Compared exactly as sent, never rounded (exact-decimal.ts): bounds in hundredths compare as bound × 2.
  const dtiTwice = twiceScaled(sentText(request, 'dti', request.dti), 2);
  const dscrTwice =
    request.dscr_ratio === null ? null : twiceScaled(sentText(request, 'dscr_ratio', request.dscr_ratio), 2);
  const ltvNum = request.loan_amount * 10000;
  const ltvDen = request.purchase_price;
  const ranges: Record<(typeof RANGE_ATTRS)[number], [number | null, number]> = {
    fico: [request.credit_score, 1],
    loan_amount: [request.loan_amount, 1],
    dti: [dtiTwice, 2],
    dscr: [dscrTwice, 2],
    ltv: [ltvNum, ltvDen],
    cltv: [ltvNum, ltvDen], // first liens without subordinate financing: CLTV = LTV
    // no event, or its months not given: no months, which no band of them takes
    housing_event_months: [request.housing_event === null ? null : request.housing_event_months_ago, 1],
    mtg_lates: [request.mtg_lates_12mo, 1],
  };
  return {
    request,
    occupancy,
    docMonths: docMonthsOf(request.doc_seasoning),
    ltvNum,
    ltvDen,
    dtiTwice,
    dscrTwice,
    targetTwice: twiceScaled(sentText(request, 'target_price', request.target_price), 3),
    stateIndex: (US_STATES as readonly string[]).indexOf(request.state),
    citizenshipIndex: CITIZENSHIPS.indexOf(request.citizenship),
    lienIndex: LIEN_POSITIONS.indexOf(request.lien_position),
    lockIndex: LOCK_DAYS.indexOf(request.lock_days),
    termIndex: TERMS.indexOf(request.term),
    occupancyIndex: OCCUPANCIES.indexOf(occupancy),
    purposeIndex: PURPOSES.indexOf(request.purpose),
    pppTermIndex: PPP_TERMS.indexOf(request.ppp_term),
    pppTable: request.ppp_table_name === null ? null : key(request.ppp_table_name),
    listsReasons: request.rejected === 'listed',
    shared: {
      eqIds: EQ_ATTRS.map((attr) => valueId(attr, eq[attr], [])),
      flagOn: FLAG_ATTRS.map((flag) => flags[flag]),
      rangeNum: RANGE_ATTRS.map((attr) => ranges[attr][0]),
      rangeDen: RANGE_ATTRS.map((attr) => ranges[attr][1]),
      program: -1,
      doc: -1,
      highBalance: false,
    },
  };
}

/** LTV as a display number (not used for any comparison). */
export const ltvPercent = (scenario: Scenario) =>
  Math.round((scenario.request.loan_amount / scenario.request.purchase_price) * 100 * 1e6) / 1e6;
