/**
 * The request reduced to what grids, tables and matrices test, in integer units, computed once per
 * quote. Conditions compiled into the artifact are matched against it with no string parsing.
 */
import type { Cond, Range } from '../artifact/format.ts';
import type { QuoteRequest } from './request.ts';

export type Occupancy = 'owner_occupied' | 'second_home' | 'investment';

export interface Scenario {
  req: QuoteRequest;
  occupancy: Occupancy;
  /** values of the 'eq' attributes; `doc` and `program` are set per program and doc type */
  eq: Record<string, string>;
  flags: Record<string, boolean>;
  /** LTV (= CLTV here) as the fraction num/den in hundredths of a percent: loan × 10000 / price */
  ltvNum: number;
  ltvDen: number;
  dtiE4: number; // dti × 10000, so hundredths-of-percent bounds compare as bound × 100
  dscrE4: number | null;
}

export function scenarioOf(req: QuoteRequest): Scenario {
  const occupancy: Occupancy = req.occupancy === 'non_owner_occupied' ? 'investment' : req.occupancy;
  return {
    req,
    occupancy,
    eq: {
      purpose: req.purpose,
      occupancy,
      property_type: req.property_type,
      term: String(req.term),
      lock_days: String(req.lock_days),
      citizenship: req.citizenship,
      housing_history: req.housing_history ?? '',
      doc: '',
      program: '',
    },
    flags: {
      escrow_waiver: req.escrow_waiver,
      interest_only: req.interest_only,
      recent_credit_event: req.recent_credit_event,
      short_term_rental: req.short_term_rental,
      high_balance: false,
    },
    ltvNum: req.loan_amount * 10000,
    ltvDen: req.purchase_price,
    dtiE4: Math.round(req.dti * 10000),
    dscrE4: req.dscr_ratio === null ? null : Math.round(req.dscr_ratio * 10000),
  };
}

/** The doc key the Doc Type grids select on (sheets/README.md §3.5). */
export function docKey(docType: string, seasoning: string | null): string {
  const months = seasoning === '24mo' ? '24mo' : '12mo';
  if (docType === 'full_doc' || docType === 'bank_statements') return `${docType}_${months}`;
  return docType;
}

/** Is num/den inside the range? Bounds compare exactly as bound × den against num. */
export function inRange(r: Range, num: number, den: number): boolean {
  if (r.lo !== null) {
    const d = num - r.lo * den;
    if (r.lo_incl ? d < 0 : d <= 0) return false;
  }
  if (r.hi !== null) {
    const d = num - r.hi * den;
    if (r.hi_incl ? d > 0 : d >= 0) return false;
  }
  return true;
}

function rangeValue(s: Scenario, attr: string): [number, number] | null {
  switch (attr) {
    case 'fico': return [s.req.credit_score, 1];
    case 'loan_amount': return [s.req.loan_amount, 1];
    case 'dti': return [s.dtiE4, 100];
    case 'dscr': return s.dscrE4 === null ? null : [s.dscrE4, 100];
    default: return null;
  }
}

export function matches(conds: readonly Cond[], s: Scenario): boolean {
  for (const c of conds) {
    if (c.kind === 'eq') {
      if (!c.values.includes(s.eq[c.attr] ?? '')) return false;
    } else if (c.kind === 'flag') {
      if (!s.flags[c.attr]) return false;
    } else {
      const v = rangeValue(s, c.attr);
      if (!v || !inRange(c.range, v[0], v[1])) return false;
    }
  }
  return true;
}

/** LTV as a display number (not used for any comparison). */
export const ltvPercent = (s: Scenario) => Math.round((s.req.loan_amount / s.req.purchase_price) * 100 * 1e6) / 1e6;
