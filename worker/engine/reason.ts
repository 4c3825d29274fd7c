/**
 * Rejection reasons (docs/contract.md › Rejection reasons) as the engine builds them: one shape
 * per `key`, each with its own `threshold` and `provided` types, so a reason of another key or of
 * another shape does not compile. The wire schema (worker/contract/reasons.ts, whose descriptions
 * say what each key means) is held to this union at compile time.
 */
import type * as vocabulary from '../artifact/vocabulary.ts';

type OneOf<T extends readonly unknown[]> = T[number];
type Lien = OneOf<typeof vocabulary.LIEN_POSITIONS>;
type Term = OneOf<typeof vocabulary.TERMS>;
type LockDays = OneOf<typeof vocabulary.LOCK_DAYS>;
type PppTerm = OneOf<typeof vocabulary.PPP_TERMS>;
type UsState = OneOf<typeof vocabulary.US_STATES>;

/** The cell a rate-level reason points at (an NA cell, the Minimum Price). */
export interface CellDetail {
  /** the grid or table, as printed */
  category: string;
  /** the row, as printed */
  row_label: string;
  /** the LTV/CLTV band column, null for a single-column table */
  band: string | null;
  workbook: string;
  tab: string;
  /** A1 address */
  cell: string;
}

/** The cell of a rate-level reason, and how many rates of the ladder or block it rejected. */
interface RateDetail extends CellDetail {
  rates_rejected: number;
}

/** A program-level reason: the program (with this doc type) takes no loan like this one. */
type ProgramReason<K extends string, T, P> = {
  key: K;
  threshold: T;
  provided: P;
  /** "<workbook> › <tab>!<A1>" of the cell (or "<workbook> › <tab>" of the table) behind the reason */
  source_page: string | null;
};

/** A rate-level reason, rolled up: every rate of the program was rejected, for the cell in `detail`. */
type RateReason<K extends string, T, F> = {
  key: K;
  threshold: T;
  /** the rate shown */
  provided: number;
  source_page: string | null;
  rate: number;
  final_price: F;
  detail: RateDetail;
};

export type Reason =
  | ProgramReason<'doc_type_not_available', null, string>
  | ProgramReason<'eligible_lien_position', Lien, Lien>
  | ProgramReason<'min_fico', number, number>
  | ProgramReason<'max_dti', number, number>
  | ProgramReason<'min_loan_amount', number, number>
  | ProgramReason<'max_loan_amount', number, number>
  | ProgramReason<'dscr_ratio_required', number, null>
  | ProgramReason<'dscr_min_ratio', number, number>
  | ProgramReason<
      'eligible_citizenship',
      OneOf<typeof vocabulary.CITIZENSHIPS>[],
      OneOf<typeof vocabulary.CITIZENSHIPS>
    >
  | ProgramReason<'eligible_states', UsState[], string>
  | ProgramReason<'eligible_occupancy', OneOf<typeof vocabulary.OCCUPANCIES>[], OneOf<typeof vocabulary.OCCUPANCIES>>
  | ProgramReason<
      'eligible_property_type',
      OneOf<typeof vocabulary.PROPERTY_TYPES>[],
      OneOf<typeof vocabulary.PROPERTY_TYPES>
    >
  | ProgramReason<'state_not_offered', null, { state: string }>
  | ProgramReason<'lock_not_offered', number[], LockDays>
  | ProgramReason<'term_not_offered', Term[], Term>
  | ProgramReason<'max_ltv_exceeded', number, number>
  | ProgramReason<'max_cltv_exceeded', number, number>
  | ProgramReason<
      'no_ltv_matrix_cell',
      null,
      {
        fico: number;
        loan_amount: number;
        occupancy: OneOf<typeof vocabulary.OCCUPANCIES>;
        purpose: OneOf<typeof vocabulary.PURPOSES>;
        /** DSCR-tiered matrices: the tier the ratio fell in, or "none" */
        dscr_tier?: string;
      }
    >
  | ProgramReason<'ppp_table_not_offered', string[], string>
  | ProgramReason<'ppp_term_not_offered', PppTerm[], PppTerm>
  | ProgramReason<'ppp_state_restricted', UsState[], { state: string; ppp_term: PppTerm }>
  | ProgramReason<'no_priced_rates', null, { term: Term; lock_days: LockDays }>
  | ProgramReason<'rate_sheet_expired', string, string>
  | RateReason<'llpa_na', null, null>
  | RateReason<'min_price_floor', number, number>;

export type ReasonKey = Reason['key'];
/** The reason of one key. */
export type ReasonOf<K extends ReasonKey> = Extract<Reason, { key: K }>;
