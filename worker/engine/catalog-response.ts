/**
 * What the catalog returns (docs/contract.md › Catalog): GET /api/pricer/programs (ProgramList)
 * and GET /api/programs (Catalog), every value with the cell it came from. The wire schemas
 * (worker/contract/catalog-schema.ts) are held to these types at compile time.
 */
import type { NoSheetFields, SheetFields } from './rate-sheets.ts';

/** A published value and its cell; `source_cell` is null when no single cell prints it (agency terms). */
export interface Sourced<T> {
  value: T;
  source_cell: string | null;
}

/** One object type of T's properties (as the wire schema's extended objects are). */
type Flat<T> = { [K in keyof T]: T[K] };

/** A lender's entry in an answer: which sheet answered (rate-sheets.ts), with `Extra`. */
export type WithRateSheet<Extra> = Flat<SheetFields & Extra> | Flat<NoSheetFields & Extra>;

/** A doc type's guideline limits; percentages as numbers (55 = 55.00 %), null where there is no test. */
export interface DocTypeLimits {
  doc_type: string;
  /** the column heading of the program on the Guidelines tab */
  label: string;
  min_fico: Sourced<number | null>;
  max_dti: Sourced<number | null>;
  min_loan_amount: Sourced<number>;
  max_loan_amount: Sourced<number>;
  min_dscr: Sourced<number | null>;
  citizenship: Sourced<string[]>;
  lien_positions: Sourced<string[]>;
  /** with the exclusions as printed when the sheet says "All states + DC except ..." */
  states: Flat<Sourced<string[]> & { all_except: string[] | null }>;
  occupancies: Sourced<string[]>;
  terms: Sourced<number[]>;
  lock_days: Sourced<number[]>;
  max_cltv: Sourced<number | null>;
  /** the rules the lender declares beyond the fields above, each with its scope */
  rules: CatalogRule[];
}

/**
 * A rule beyond the guideline fields (a maximum LTV for a cash-out, an occupancy list): the
 * rejection key it gives, what it requires of the loan and where it applies, in the request's units.
 */
export interface CatalogRule {
  key: string;
  /** e.g. "ltv ≤ 70", "occupancy owner_occupied, second_home" */
  requires: string;
  /** e.g. "purpose cash_out_refi and loan_amount > 1500000"; "always" */
  applies_when: string;
  source_cell: string | null;
}

/** A cap or the floor, in points. */
export interface PriceLimit {
  /** a stable identifier of the printed label */
  key: string;
  label: string;
  value: number;
  source_cell: string;
}

export interface PppTableView {
  name: string;
  /** the table title */
  source_cell: string;
  columns: { label: string; occupancies: string[] }[];
  /** a null value is NA (not eligible) */
  rows: { term: string; values: { column: string; value: number | null; source_cell: string }[] }[];
}

export interface RateBlockView {
  name: string;
  /** the lender's block code, when it prints one */
  code: string | null;
  lock_days: number[];
  source_cell: string;
}

/** The block of a term; high_balance null when one block prices every amount. */
export interface TermBlocks {
  term: number;
  conforming: RateBlockView;
  high_balance: RateBlockView | null;
}

export interface AgencyTerms {
  conforming_limit: Sourced<number>;
  max_ltv: Sourced<number>;
  rate_blocks: TermBlocks[];
  agency: Sourced<string>;
  /** the states offered, each with its adjustment in points */
  states: { state: string; adjustment: number; source_cell: string }[];
}

export interface CatalogProgram {
  program_slug: string;
  program_name: string;
  program_code: string | null;
  pricing: 'ladder' | 'rate_blocks';
  doc_types: DocTypeLimits[];
  caps: PriceLimit[];
  floor: PriceLimit | null;
  ppp_tables: PppTableView[];
  /** rates not offered to some loans, in the request's units */
  rates_withheld: { rates: string; applies_when: string; source_cell: string }[];
  /** adjustments of each note rate on its own, in points */
  rate_adjustments: {
    category: string;
    label: string;
    rates: string;
    value: number;
    applies_when: string;
    source_cell: string;
  }[];
  /** null for a ladder */
  rate_blocks: TermBlocks[] | null;
  matrix_path: string;
  agency: AgencyTerms | null;
}

export interface ProgramSummary {
  program_slug: string;
  program_name: string;
  doc_types: string[];
}

/** GET /api/pricer/programs. */
export interface ProgramList {
  rate_sheet_date: string | null;
  lenders: WithRateSheet<{ lender_name: string | null; programs: ProgramSummary[] }>[];
}

/** One lender of the catalog. */
export type CatalogLender = WithRateSheet<{
  lender_name: string | null;
  workbooks: string[];
  ppp_restricted_states: string[];
  programs: CatalogProgram[];
}>;

/** GET /api/programs. */
export interface Catalog {
  rate_sheet_date: string | null;
  lenders: CatalogLender[];
}
