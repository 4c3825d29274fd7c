/**
 * The compiled artifact: everything the pricing engine needs from one lender's workbooks for one
 * effective date, with no spreadsheet left to interpret at request time.
 *
 * Units (all integers, so that band edges and sums are exact):
 * - prices and adjustments: thousandths of a point (100.625 -> 100625, -0.375 -> -375)
 * - note rates: thousandths of a percent (7.125 -> 7125)
 * - LTV / CLTV / DTI / DSCR bounds and matrix maxima: hundredths (75.00% -> 7500, DSCR 1.25 -> 125)
 * - FICO: points; loan amounts: whole dollars
 * `null` in a price or adjustment cell is the lender's `NA` (not eligible); blank and `N/A` cells are 0.
 *
 * Every value carries the cell it came from: a grid or table names its workbook (index into
 * `sources`) and tab, each column its letter and each row its sheet row, so an adjuster or a
 * rejection can point at `<workbook> › <tab>!<A1>`.
 */
import { z } from 'zod';

/** Bump when the shape or meaning of any field, or the wire format (codec.ts), changes; readers reject any other version. 2: string table. */
export const FORMAT_VERSION = 2;

const int = z.number().int();
const cellValue = int.nullable(); // thousandths of a point; null = NA (not eligible)

/** Where a table sits: workbook (index into Artifact.sources) and tab name. */
export const Place = z.object({ workbook: int.nonnegative(), tab: z.string() });

/**
 * A numeric interval. `lo`/`hi` null = unbounded; the *_incl flags carry the lenders' edge rules
 * (percent bands: lo exclusive, hi inclusive; FICO and dollars: both inclusive; DSCR: lo inclusive,
 * hi exclusive at the next band's lower value).
 */
export const Range = z.object({
  lo: int.nullable(),
  lo_incl: z.boolean(),
  hi: int.nullable(),
  hi_incl: z.boolean(),
});

/** Request attributes a grid row can test for equality; values are the service's enum strings. */
export const EqAttr = z.enum([
  'purpose', // purchase | rate_term_refi | cash_out_refi
  'occupancy', // owner_occupied | second_home | investment (non_owner_occupied is folded into investment)
  'property_type',
  'term', // years, as a string ("15")
  'lock_days', // "15" | "30" | "45"
  'citizenship',
  'housing_history',
  'doc', // doc key: full_doc_12mo, full_doc_24mo, bank_statements_12mo, bank_statements_24mo, 1099, pl_statement, asset_utilization
  'program', // program_slug (agency high-balance rows are per product family)
]);
export const FlagAttr = z.enum([
  'escrow_waiver',
  'interest_only',
  'recent_credit_event',
  'short_term_rental',
  'high_balance',
]);
/** Range attributes: fico (points), loan_amount (dollars), dti and dscr (hundredths). */
export const RangeAttr = z.enum(['fico', 'loan_amount', 'dti', 'dscr']);

/** One condition on the scenario; a row or grid applies when all its conditions hold. */
export const Cond = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('eq'), attr: EqAttr, values: z.array(z.string()).min(1) }),
  z.object({ kind: z.literal('flag'), attr: FlagAttr }),
  z.object({ kind: z.literal('range'), attr: RangeAttr, range: Range }),
]);

/** A band column of a grid: the printed header and its LTV/CLTV interval (hundredths). */
export const BandColumn = z.object({ label: z.string(), col: z.string(), range: Range });

export const GridRow = z.object({
  label: z.string(), // exactly as printed in the first column
  row: int.positive(), // sheet row number
  when: z.array(Cond), // all must hold for the row to apply
  values: z.array(cellValue), // one per column of the grid
});

/**
 * A price-adjustment grid. `bands` null = a single `Adj` column (`adj_col`) that applies at every
 * LTV; otherwise one column per LTV/CLTV band. `when` gates the whole grid (e.g. Bayshore's
 * PURCHASE grid applies only to purchases).
 */
export const Grid = Place.extend({
  category: z.string(), // the grid title as printed, e.g. "FICO / CLTV"
  title_cell: z.string(),
  label_col: z.string(),
  bands: z.array(BandColumn).min(1).nullable(),
  adj_col: z.string().nullable(),
  when: z.array(Cond),
  rows: z.array(GridRow).min(1),
});

/** A non-QM base-price ladder (30-day prices). */
export const Ladder = Place.extend({
  rate_col: z.string(),
  price_col: z.string(),
  rows: z.array(z.object({ rate: int.positive(), price: cellValue, row: int.positive() })).min(1),
});

/** An agency rate block: one price column per lock period. */
export const RateBlock = Place.extend({
  name: z.string(), // e.g. "Conforming 30 Year Fixed"
  code: z.string(), // e.g. "CF30"
  title_cell: z.string(),
  rate_col: z.string(),
  locks: z.array(z.object({ days: int.positive(), col: z.string() })).min(1),
  rows: z.array(z.object({ rate: int.positive(), prices: z.array(cellValue), row: int.positive() })).min(1),
});

/** Agency: which block prices a (program, term), conforming and above the conforming limit. */
export const BlockRoute = z.object({
  term: int.positive(),
  conforming: z.string(), // block name
  high_balance: z.string(), // block name (the conforming block again when the sheet names none)
  row: int.positive(),
});

/** A prepayment-penalty table; columns select by occupancy (one `Adj` column = any occupancy). */
export const PppTable = Place.extend({
  name: z.string(), // as printed, e.g. "Declining (5-4-3-2-1)"
  title_cell: z.string(),
  label_col: z.string(),
  columns: z.array(z.object({ label: z.string(), col: z.string(), occupancies: z.array(z.string()).min(1) })).min(1),
  rows: z.array(z.object({ term: z.string(), row: int.positive(), values: z.array(cellValue) })).min(1),
});

export const CapKind = z.enum([
  'primary_second', // owner-occupied or second home
  'investment_ppp_3yr_plus',
  'investment_ppp_under_3yr',
  'no_ppp_or_state_restricted',
  'loan_over_1_5m',
  'max_price',
  'min_price',
]);
/** A price cap or floor of a program; absent (N/A) caps are not listed. */
export const Cap = Place.extend({ kind: CapKind, label: z.string(), value: int, cell: z.string() });

/** LTV/CLTV matrix: rows keyed by DSCR tier, FICO band and loan band; columns by occupancy × purpose. */
export const Matrix = Place.extend({
  tiers: z.array(z.object({ label: z.string(), dscr: Range.nullable(), row: int.positive() })).min(1),
  columns: z
    .array(z.object({ occupancy: z.string(), occupancy_label: z.string(), purpose: z.string(), col: z.string() }))
    .min(1),
  rows: z
    .array(
      z.object({
        tier: int.nonnegative(), // index into tiers
        fico_label: z.string(),
        fico: Range,
        loan_label: z.string(),
        loan: Range,
        row: int.positive(),
        cells: z.array(z.tuple([int, int]).nullable()), // [max_ltv, max_cltv] per column; null = not eligible
      }),
    )
    .min(1),
});

/** Scalar limits of one (program, doc type), with the cell of each. */
export const DocTypeRules = Place.extend({
  doc_type: z.string(),
  column_label: z.string(),
  min_fico: int,
  max_dti: int.nullable(), // hundredths of a percent; null = no DTI test
  min_loan: int,
  max_loan: int,
  min_dscr: int.nullable(), // hundredths; null = no DSCR test
  citizenship: z.array(z.string()).min(1),
  states: z.array(z.string()).min(1), // explicit, sorted list of eligible 2-letter codes
  states_all_except: z.array(z.string()).nullable(), // the printed exclusions when the sheet says "All states + DC except ..."
  occupancies: z.array(z.string()).min(1),
  terms: z.array(int.positive()),
  locks: z.array(int.positive()),
  max_cltv: int.nullable(),
  cells: z.record(z.string(), z.string()), // rule name -> A1 address
});

/** Agency per-state adjusters of one program. */
export const StateAdjusters = Place.extend({
  agency: z.string(), // FNMA | FHLMC, from the Agency row
  agency_cell: z.string(),
  col: z.string(),
  states: z.array(z.object({ state: z.string(), value: int, row: int.positive() })),
});

export const Program = z.object({
  slug: z.string(),
  name: z.string(),
  code: z.string().nullable(), // agency program code ("2"), null for non-QM
  doc_types: z.array(DocTypeRules).min(1),
  ladder: Ladder.nullable(), // non-QM
  routes: z.array(BlockRoute).nullable(), // agency
  grids: z.array(Grid),
  ppp: z.array(PppTable),
  caps: z.array(Cap),
  matrix: Matrix.nullable(),
  max_ltv: z.object({ value: int, cell: z.string(), workbook: int, tab: z.string() }).nullable(), // agency-wide maximum LTV
  state_adjusters: StateAdjusters.nullable(),
});

export const Artifact = z.object({
  format_version: z.literal(FORMAT_VERSION),
  lender_slug: z.string(),
  lender_name: z.string(),
  effective_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  sources: z.array(z.string()).min(1), // workbook file names, as received
  ppp_restricted_states: z.array(z.string()), // non-QM: no PPP permitted in these states
  conforming_limit: int.nullable(), // agency: high-balance switch (loan amount above it)
  rate_blocks: z.array(RateBlock), // agency
  programs: z.array(Program).min(1),
});

export type Range = z.infer<typeof Range>;
export type Cond = z.infer<typeof Cond>;
export type BandColumn = z.infer<typeof BandColumn>;
export type GridRow = z.infer<typeof GridRow>;
export type Grid = z.infer<typeof Grid>;
export type Ladder = z.infer<typeof Ladder>;
export type RateBlock = z.infer<typeof RateBlock>;
export type BlockRoute = z.infer<typeof BlockRoute>;
export type PppTable = z.infer<typeof PppTable>;
export type CapKind = z.infer<typeof CapKind>;
export type Cap = z.infer<typeof Cap>;
export type Matrix = z.infer<typeof Matrix>;
export type DocTypeRules = z.infer<typeof DocTypeRules>;
export type StateAdjusters = z.infer<typeof StateAdjusters>;
export type Program = z.infer<typeof Program>;
export type Artifact = z.infer<typeof Artifact>;
