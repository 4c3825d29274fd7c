/**
 * The request reduced to what grids, tables and matrices test, in integer units, computed once per
 * quote. Conditions compiled into the artifact are matched against it with no string parsing.
 */

import {
  CITIZENSHIPS,
  LOCK_DAYS,
  OCCUPANCIES,
  type Occupancy,
  occupancyOf,
  PPP_TERMS,
  PURPOSES,
  TERMS,
  US_STATES,
} from '../artifact/vocabulary.ts';
import { EQ_ATTRS, FLAG_ATTRS, type PackedScenario, RANGE_ATTRS, termId } from './conditions.ts';
import { twiceScaled } from './exact-decimal.ts';
import type { QuoteRequest } from './request.ts';
import { sentText } from './sent-numbers.ts';

export interface Scenario extends PackedScenario {
  req: QuoteRequest;
  occupancy: Occupancy;
  /** LTV (= CLTV here) as the fraction num/den in hundredths of a percent: loan × 10000 / price */
  ltvNum: number;
  ltvDen: number;
  /** dti and dscr_ratio as sent, twice-scaled to hundredths (exact-decimal.ts): a bound b in hundredths compares as 2b */
  dtiTwice: number;
  dscrTwice: number | null;
  /** target_price as sent, twice-scaled to thousandths: a price p in thousandths reaches it when 2p ≥ it */
  targetTwice: number;
  /** Indexes of the request's values in the vocabulary's lists (-1: none, e.g. a state code that is no US state), for the plan's masks and tables. */
  stateIdx: number;
  citizenIdx: number;
  lockIdx: number;
  termIdx: number;
  occIdx: number;
  purposeIdx: number;
  pppTermIdx: number;
  /** ppp_table_name as table names are compared (pppName), or null */
  pppTable: string | null;
}

/** A PPP table name as names are compared: whitespace collapsed, trimmed, lower case. */
export const pppName = (name: string): string => name.replace(/\s+/g, ' ').trim().toLowerCase();

const indexIn = (list: readonly (string | number)[], value: string | number) => list.indexOf(value);

const eqIndex = (attr: (typeof EQ_ATTRS)[number]) => EQ_ATTRS.indexOf(attr);
const DOC = eqIndex('doc');
const PROGRAM = eqIndex('program');
const HIGH_BALANCE = FLAG_ATTRS.indexOf('high_balance');

export function scenarioOf(req: QuoteRequest): Scenario {
  const occupancy = occupancyOf(req.occupancy);
  const eq: Record<(typeof EQ_ATTRS)[number], string> = {
    purpose: req.purpose,
    occupancy,
    property_type: req.property_type,
    term: String(req.term),
    lock_days: String(req.lock_days),
    citizenship: req.citizenship,
    housing_history: req.housing_history ?? '',
    doc: '', // set per doc type (setProgram)
    program: '', // set per program (setProgram)
    ppp_term: req.ppp_term,
    state: req.state,
  };
  const flags: Record<(typeof FLAG_ATTRS)[number], boolean> = {
    escrow_waiver: req.escrow_waiver,
    interest_only: req.interest_only,
    recent_credit_event: req.recent_credit_event,
    short_term_rental: req.short_term_rental,
    high_balance: false, // set per lender (setProgram)
  };
  // Compared exactly as sent, never rounded (exact-decimal.ts): bounds in hundredths compare as bound × 2.
  const dtiTwice = twiceScaled(sentText(req, 'dti', req.dti), 2);
  const dscrTwice = req.dscr_ratio === null ? null : twiceScaled(sentText(req, 'dscr_ratio', req.dscr_ratio), 2);
  const ranges: Record<(typeof RANGE_ATTRS)[number], [number | null, number]> = {
    fico: [req.credit_score, 1],
    loan_amount: [req.loan_amount, 1],
    dti: [dtiTwice, 2],
    dscr: [dscrTwice, 2],
  };
  return {
    req,
    occupancy,
    eqIds: EQ_ATTRS.map((k) => termId(eq[k])),
    flagOn: FLAG_ATTRS.map((k) => flags[k]),
    rangeNum: RANGE_ATTRS.map((k) => ranges[k][0]),
    rangeDen: RANGE_ATTRS.map((k) => ranges[k][1]),
    ltvNum: req.loan_amount * 10000,
    ltvDen: req.purchase_price,
    dtiTwice,
    dscrTwice,
    targetTwice: twiceScaled(sentText(req, 'target_price', req.target_price), 3),
    stateIdx: indexIn(US_STATES, req.state),
    citizenIdx: indexIn(CITIZENSHIPS, req.citizenship),
    lockIdx: indexIn(LOCK_DAYS, req.lock_days),
    termIdx: indexIn(TERMS, req.term),
    occIdx: indexIn(OCCUPANCIES, occupancy),
    purposeIdx: indexIn(PURPOSES, req.purpose),
    pppTermIdx: indexIn(PPP_TERMS, req.ppp_term),
    pppTable: req.ppp_table_name === null ? null : pppName(req.ppp_table_name),
  };
}

/**
 * Sets the per-program attributes in place (term ids, see conditions.ts termId; the plan holds each
 * program's): programs are priced one after another, and a fresh copy per (program, doc type) was a
 * large share of a many-lender quote's garbage.
 */
export function setProgram(s: Scenario, programId: number, docKeyId: number, highBalance: boolean): void {
  s.eqIds[DOC] = docKeyId;
  s.eqIds[PROGRAM] = programId;
  s.flagOn[HIGH_BALANCE] = highBalance;
}

/** The doc key the Doc Type grids select on (sheets/README.md §3.5). */
export function docKey(docType: string, seasoning: string | null): string {
  const months = seasoning === '24mo' ? '24mo' : '12mo';
  if (docType === 'full_doc' || docType === 'bank_statements') return `${docType}_${months}`;
  return docType;
}

/** LTV as a display number (not used for any comparison). */
export const ltvPercent = (s: Scenario) => Math.round((s.req.loan_amount / s.req.purchase_price) * 100 * 1e6) / 1e6;
