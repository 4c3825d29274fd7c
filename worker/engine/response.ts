/** The quote response of spec 2.2 - 2.4, plus the documented extensions (rate_sheets, source cells). */

export interface Adjuster {
  category: string;
  row_label: string;
  band: string | null;
  value: number;
  source: 'llpa' | 'ppp' | 'rate_block' | 'state_adjustment';
  /** "<workbook> › <tab>!<A1>" of the cell that supplied the value. */
  source_cell: string;
  block?: string;
  lock_days?: number;
  state?: string;
  agency?: string;
}

export interface CapRecord {
  key: string;
  threshold: number;
  provided: number;
  source_cell: string;
}

export interface Offer {
  lender_slug: string;
  program_slug: string;
  program_name: string;
  doc_type: string;
  rate: number;
  final_rate: number;
  base_price: number;
  price_adjustment: number;
  final_price: number;
  max_ltv: string;
  max_cltv: string;
  adjusters: Adjuster[];
  caps_applied: CapRecord[];
  term: number;
  lock_days: number;
  ppp_term: string;
}

export interface CellDetail {
  category: string;
  row_label: string;
  band: string | null;
  workbook: string;
  tab: string;
  cell: string;
}

export interface Reason {
  key: string;
  threshold: unknown;
  provided: unknown;
  source_page: string | null;
  /** Rate-level (rolled-up) reasons only. */
  rate?: number;
  final_price?: number | null;
  detail?: CellDetail & { rates_rejected: number };
}

export interface Rejection {
  lender_slug: string;
  program_slug: string;
  program_name: string;
  doc_type: string;
  rejections: Reason[];
}

export interface RateSheetUsed {
  lender_slug: string;
  rate_sheet_date: string;
  sha256: string;
}

export interface QuoteResponse {
  rate_sheet_date: string | null;
  rate_sheets: RateSheetUsed[];
  eligible_count: number;
  rejected_count: number;
  eligible: Offer[];
  rejected: Rejection[];
}
