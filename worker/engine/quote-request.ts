/**
 * The quote request as the engine takes it: parsed, defaults applied, every value of the allowed
 * sets (docs/contract.md › The quote request). The wire schema (worker/contract/request.ts) parses
 * a body into exactly this type and is held to it at compile time.
 */
import type * as vocabulary from '../artifact/vocabulary.ts';

/** One value of a vocabulary list. */
type OneOf<T extends readonly unknown[]> = T[number];

/** `as_of`: a date (YYYY-MM-DD) or a date-time with its offset; null prices now. */
export type AsOf = string | null;

export interface QuoteRequest {
  program_slug: string | null;
  doc_type: string | null;
  doc_seasoning: OneOf<typeof vocabulary.DOC_SEASONINGS> | null;
  term: OneOf<typeof vocabulary.TERMS>;
  purpose: OneOf<typeof vocabulary.PURPOSES>;
  comp_type: OneOf<typeof vocabulary.COMP_TYPES>;
  margin_bps: number;
  credit_score: number;
  purchase_price: number;
  loan_amount: number;
  dti: number;
  mtg_lates_12mo: 0 | 1 | 2 | 3;
  housing_event: OneOf<typeof vocabulary.HOUSING_EVENTS> | null;
  housing_event_months_ago: number | null;
  citizenship: OneOf<typeof vocabulary.CITIZENSHIPS>;
  lien_position: OneOf<typeof vocabulary.LIEN_POSITIONS>;
  occupancy: OneOf<typeof vocabulary.REQUEST_OCCUPANCIES>;
  property_type: OneOf<typeof vocabulary.PROPERTY_TYPES>;
  /** upper-cased */
  state: string;
  zip: string;
  ppp_term: OneOf<typeof vocabulary.PPP_TERMS>;
  ppp_table_name: string | null;
  lock_days: OneOf<typeof vocabulary.LOCK_DAYS>;
  dscr_ratio: number | null;
  escrow_waiver: boolean;
  interest_only: boolean;
  housing_history: OneOf<typeof vocabulary.HOUSING_HISTORIES> | null;
  recent_credit_event: boolean;
  short_term_rental: boolean;
  as_of: AsOf;
  target_price: number;
  /** all: every priced rate; best: one offer per (lender, program, doc type) */
  view: 'all' | 'best';
  limit: number | null;
  /** listed: every rejection with its reasons; counted: rejected_count alone (a quote over many lenders) */
  rejected: 'listed' | 'counted';
}
