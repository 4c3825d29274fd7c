/**
 * What the matrix view returns (GET /api/programs/{slug}/matrix): a program's LTV/CLTV matrix, one
 * row per (DSCR tier, FICO band, loan band, occupancy, purpose). The wire schema
 * (worker/contract/matrix-view-schema.ts) is held to these types at compile time.
 */
import type { SheetFields } from './rate-sheets.ts';

/** A band in natural units; a null end is unbounded. */
export interface RangeView {
  min: number | null;
  min_inclusive: boolean;
  max: number | null;
  max_inclusive: boolean;
}

export interface MatrixRow {
  dscr_tier: string | null;
  fico_band: string | null;
  fico: RangeView | null;
  loan_amount_band: string | null;
  loan_amount: RangeView | null;
  occupancy: string | null;
  occupancy_label: string | null;
  purpose: string | null;
  /** the cell's LTV band (percent), where the matrix is banded by LTV */
  ltv: RangeView | null;
  /** decimal strings as in Offer.max_ltv ("80.00"); null = NA */
  max_ltv: string | null;
  max_cltv: string | null;
  min_fico: number | null;
  /** dollars; null where the matrix prints no loan amounts (or NA) */
  max_loan_amount: number | null;
  source_cell: string;
}

/** The view of one program: its lender's sheet, then the matrix. */
export interface MatrixView extends SheetFields {
  lender_name: string;
  program_slug: string;
  program_name: string;
  has_matrix: boolean;
  explanation: string;
  /** "<workbook> › <tab>" of the matrix */
  source: string | null;
  dscr_tiers: { label: string; dscr: RangeView | null; row: number }[];
  columns: { occupancy: string | null; occupancy_label: string | null; purpose: string | null; column: string }[];
  rows: MatrixRow[];
  /** without a matrix: the program-wide maximum LTV */
  max_ltv: { value: string; source_cell: string } | null;
  /** without a matrix: the NA cells of the LTV-banded LLPA grids */
  llpa_na_cells: { category: string; row_label: string; band: string; source_cell: string }[];
}
