/**
 * What a quote returns (docs/contract.md › POST /api/pricer/quote): the offers with the adjusters
 * and caps behind each price, the rejections with every reason, and the sheets it was given on.
 * The wire schemas (worker/contract/response.ts) are held to these types at compile time.
 */
import type { RateSheetUsed } from './rate-sheets.ts';
import type { Reason } from './reason.ts';

/** One adjustment that fired. */
export interface Adjuster {
  /** the grid or table, as printed */
  category: string;
  /** the row, as printed */
  row_label: string;
  /** the LTV/CLTV band column, null for a single-column table */
  band: string | null;
  /** points, 3 decimals; added to the price */
  value: number;
  source: 'llpa' | 'ppp' | 'rate_block' | 'state_adjustment';
  /** "<workbook> › <tab>!<A1>" of the cell that supplied the value */
  source_cell: string;
  /** rate_block: the block that priced the rate, and its lock column */
  block?: string;
  lock_days?: number;
  /** state_adjustment: the state, and the agency whose adjuster applied */
  state?: string;
  agency?: string;
}

/** A cap that clamped the price. */
export interface CapRecord {
  /** the cap, as printed */
  key: string;
  /** the cap, points: the final price */
  threshold: number;
  /** the unclamped price: base_price + price_adjustment */
  provided: number;
  source_cell: string;
}

/** One priced rate of one program and doc type. */
export interface Offer {
  lender_slug: string;
  program_slug: string;
  program_name: string;
  doc_type: string;
  /** note rate, percent */
  rate: number;
  /** rate + margin_bps / 100 */
  final_rate: number;
  base_price: number;
  /** the sum of adjusters[].value */
  price_adjustment: number;
  /** base_price + price_adjustment, unless a cap clamped it: then the cap */
  final_price: number;
  /** decimal strings, e.g. "80.00" */
  max_ltv: string;
  max_cltv: string;
  adjusters: Adjuster[];
  /** the cap that clamped final_price; empty when none did */
  caps_applied: CapRecord[];
  term: number;
  lock_days: number;
  ppp_term: string;
}

/** A (lender, program, doc type) that produced no offer, with every reason. */
export interface Rejection {
  lender_slug: string;
  program_slug: string;
  program_name: string;
  doc_type: string;
  rejections: Reason[];
}

export interface QuoteResponse {
  /** the most recent effective date of the sheets priced */
  rate_sheet_date: string | null;
  /** one entry per lender: the sheet that answered, or why none did */
  rate_sheets: RateSheetUsed[];
  eligible_count: number;
  rejected_count: number;
  eligible: Offer[];
  rejected: Rejection[];
}
