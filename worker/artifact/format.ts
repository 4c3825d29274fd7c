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
 *
 * Lender knowledge ends at the compiler: every rule arrives here as data the engine evaluates
 * generically (conditions on the scenario, caps with the conditions under which they apply, how a
 * program is priced), and every value an artifact can name is one of the vocabulary's (vocabulary.ts).
 */
import { z } from 'zod';
import {
  CITIZENSHIPS,
  DOC_KEYS,
  DOC_TYPES,
  HOUSING_HISTORIES,
  LOCK_DAYS,
  OCCUPANCIES,
  PPP_TERMS,
  PROPERTY_TYPES,
  PURPOSES,
  TERMS,
  US_STATES,
} from './vocabulary.ts';

/**
 * Bump when the shape or meaning of any field, or the wire format (codec.ts), changes; readers reject any other version.
 * 2: string table. 3: vocabulary-typed conditions, caps as rules, the floor and pricing method per program, the
 * effective moment, reprice number and expiry of the sheet.
 */
export const FORMAT_VERSION = 3;

const int = z.number().int();
const cellValue = int.nullable(); // thousandths of a point; null = NA (not eligible)
/** An instant as an ISO 8601 date-time with the lender's UTC offset, e.g. 2026-11-23T13:15:00-08:00. */
export const Moment = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
export const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const Purpose = z.enum(PURPOSES);
export const Occupancy = z.enum(OCCUPANCIES);
export const PropertyType = z.enum(PROPERTY_TYPES);
export const Citizenship = z.enum(CITIZENSHIPS);
export const PppTerm = z.enum(PPP_TERMS);
export const DocType = z.enum(DOC_TYPES);
export const DocKey = z.enum(DOC_KEYS);
export const UsState = z.enum(US_STATES);
const Slug = z.string().regex(/^[a-z0-9_]+$/);
const LenderSlug = z.string().regex(/^[a-z0-9_-]+$/);

/** Where a table sits: workbook (index into Artifact.sources) and tab name. */
const Place = z.object({ workbook: int.nonnegative(), tab: z.string() });

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

const eq = <A extends string, V extends z.ZodType>(attr: A, value: V) =>
  z.object({ kind: z.literal('eq'), attr: z.literal(attr), values: z.array(value).min(1) });

/** Flags the scenario raises; `high_balance` is set when the loan amount exceeds the lender's conforming limit. */
export const FlagAttr = z.enum([
  'escrow_waiver',
  'interest_only',
  'recent_credit_event',
  'short_term_rental',
  'high_balance',
]);
/** Range attributes: fico (points), loan_amount (dollars), dti and dscr (hundredths). */
export const RangeAttr = z.enum(['fico', 'loan_amount', 'dti', 'dscr']);

/**
 * One condition on the scenario; a row, grid or cap applies when all its conditions hold. Each
 * attribute tests one request value, and its values are the vocabulary's: a misspelt value fails the
 * schema (and so the compile), never silently matches nothing.
 */
export const Cond = z.discriminatedUnion('attr', [
  eq('purpose', Purpose),
  eq('occupancy', Occupancy), // non_owner_occupied is read as investment
  eq('property_type', PropertyType),
  eq('term', z.literal(TERMS)), // years
  eq('lock_days', z.literal(LOCK_DAYS)),
  eq('citizenship', Citizenship),
  eq('housing_history', z.enum(HOUSING_HISTORIES)),
  eq('doc', DocKey), // doc type with its seasoning
  eq('program', Slug), // program_slug (agency high-balance rows are per product family)
  eq('ppp_term', PppTerm),
  eq('state', UsState),
  z.object({ kind: z.literal('flag'), attr: FlagAttr }),
  z.object({ kind: z.literal('range'), attr: RangeAttr, range: Range }),
]);
/** The attributes of eq conditions, in a fixed order (the engine packs values by this index). */
export const EQ_ATTRS = [
  'purpose',
  'occupancy',
  'property_type',
  'term',
  'lock_days',
  'citizenship',
  'housing_history',
  'doc',
  'program',
  'ppp_term',
  'state',
] as const satisfies readonly Extract<z.infer<typeof Cond>, { kind: 'eq' }>['attr'][];

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

/** A base-price ladder: one price per note rate, for the program's base lock period. */
export const Ladder = Place.extend({
  rate_col: z.string(),
  price_col: z.string(),
  rows: z.array(z.object({ rate: int.positive(), price: cellValue, row: int.positive() })).min(1),
});

/** A rate block: one price column per lock period. */
export const RateBlock = Place.extend({
  name: z.string(), // e.g. "Conforming 30 Year Fixed"
  code: z.string(), // e.g. "CF30"
  title_cell: z.string(),
  rate_col: z.string(),
  locks: z.array(z.object({ days: z.literal(LOCK_DAYS), col: z.string() })).min(1),
  rows: z.array(z.object({ rate: int.positive(), prices: z.array(cellValue), row: int.positive() })).min(1),
});

/** Which block prices a (program, term), at or below the conforming limit and above it. */
export const BlockRoute = z.object({
  term: z.literal(TERMS),
  conforming: z.string(), // block name
  high_balance: z.string(), // block name (the conforming block again when the sheet names none)
  row: int.positive(),
});

/** A prepayment-penalty table; columns select by occupancy (one `Adj` column = any occupancy). */
export const PppTable = Place.extend({
  name: z.string(), // as printed, e.g. "Declining (5-4-3-2-1)"
  title_cell: z.string(),
  label_col: z.string(),
  columns: z.array(z.object({ label: z.string(), col: z.string(), occupancies: z.array(Occupancy).min(1) })).min(1),
  rows: z.array(z.object({ term: PppTerm, row: int.positive(), values: z.array(cellValue) })).min(1),
});

/**
 * A price cap: the price after adjustments is clamped to `value` when the cap applies, that is when
 * every condition of at least one of its `when` lists holds (`[[]]`: always). The lowest applicable
 * cap governs, the first listed on a tie. `key` is a stable identifier of the printed label.
 */
export const Cap = Place.extend({
  key: Slug,
  label: z.string(),
  value: int,
  cell: z.string(),
  when: z.array(z.array(Cond)).min(1),
});

/** The minimum price: a rate priced below it is not eligible (a price equal to it is). */
export const Floor = Place.extend({ label: z.string(), value: int, cell: z.string() });

/** LTV/CLTV matrix: rows keyed by DSCR tier, FICO band and loan band; columns by occupancy × purpose. */
export const Matrix = Place.extend({
  tiers: z.array(z.object({ label: z.string(), dscr: Range.nullable(), row: int.positive() })).min(1),
  columns: z
    .array(z.object({ occupancy: Occupancy, occupancy_label: z.string(), purpose: Purpose, col: z.string() }))
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
  doc_type: DocType,
  column_label: z.string(),
  min_fico: int,
  max_dti: int.nullable(), // hundredths of a percent; null = no DTI test
  min_loan: int,
  max_loan: int,
  min_dscr: int.nullable(), // hundredths; null = no DSCR test
  citizenship: z.array(Citizenship).min(1),
  states: z.array(UsState).min(1), // explicit, sorted list of eligible states
  states_all_except: z.array(UsState).nullable(), // the printed exclusions when the sheet says "All states + DC except ..."
  occupancies: z.array(Occupancy).min(1),
  terms: z.array(int.positive()),
  locks: z.array(int.positive()), // as the guideline prints them
  max_cltv: int.nullable(),
  cells: z.record(z.string(), z.string()), // rule name -> A1 address
});

/** Per-state adjusters of one program: a state with no row is not offered. */
export const StateAdjusters = Place.extend({
  agency: z.string(), // FNMA | FHLMC, from the Agency row
  agency_cell: z.string(),
  col: z.string(),
  states: z.array(z.object({ state: UsState, value: int, row: int.positive() })),
});

export const Program = z.object({
  slug: Slug,
  name: z.string(),
  code: z.string().nullable(), // the lender's program code ("2"), when it prints one
  /** `ladder`: base prices from `ladder` (lock adjustments in the grids); `rate_blocks`: from the block `routes` name. */
  pricing: z.enum(['ladder', 'rate_blocks']),
  /**
   * false when the lender lists no doc types for the program: it is priced under its one doc type,
   * and a doc_type filter skips it only when it names neither the program nor that doc type.
   */
  lists_doc_types: z.boolean(),
  /** The lock periods the sheet prices for the program (a ladder's base lock and its adjustment rows, a block's columns). */
  lock_days: z.array(z.literal(LOCK_DAYS)).min(1),
  doc_types: z.array(DocTypeRules).min(1),
  ladder: Ladder.nullable(),
  routes: z.array(BlockRoute).nullable(),
  grids: z.array(Grid),
  ppp: z.array(PppTable),
  caps: z.array(Cap),
  floor: Floor.nullable(),
  matrix: Matrix.nullable(),
  max_ltv: z.object({ value: int, cell: z.string(), workbook: int, tab: z.string() }).nullable(), // program-wide maximum LTV
  state_adjusters: StateAdjusters.nullable(),
});

/**
 * What the schema's shapes cannot say: a program's `pricing` names where its base prices are, and
 * exactly that source is present (`ladder` for "ladder", `routes` for "rate_blocks", the other
 * null). Checked by encode and decode (codec.ts); the engine prices by `pricing`. The first
 * inconsistency as `programs.<i>.pricing: <problem>`, or null.
 */
export function pricingProblem(artifact: Pick<Artifact, 'programs'>): string | null {
  for (const [i, p] of artifact.programs.entries()) {
    const ladder = p.pricing === 'ladder';
    if (ladder !== (p.ladder !== null) || ladder === (p.routes !== null))
      return `programs.${i}.pricing: "${p.pricing}" needs ${ladder ? 'a ladder and no routes' : 'routes and no ladder'}`;
  }
  return null;
}

export const Artifact = z.object({
  format_version: z.literal(FORMAT_VERSION),
  lender_slug: LenderSlug,
  lender_name: z.string(),
  /** The lender's own date of the sheet (its time zone), as in the file name. */
  effective_date: IsoDate,
  /** When the sheet takes effect: the banner's date and time in the lender's zone. */
  effective_at: Moment,
  /** 0 for the day's first sheet, then 1, 2, … for the intraday reprices. */
  reprice: int.nonnegative(),
  /** When the sheet expires unless a newer one arrives: the next business day's cut-off. */
  expires_at: Moment,
  sources: z.array(z.string()).min(1), // workbook file names, as received; the rate sheet first
  ppp_restricted_states: z.array(UsState), // no PPP term other than No PPP in these states
  conforming_limit: int.nullable(), // the high_balance flag is set above it
  rate_blocks: z.array(RateBlock),
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
export type Cap = z.infer<typeof Cap>;
export type Floor = z.infer<typeof Floor>;
export type Matrix = z.infer<typeof Matrix>;
export type DocTypeRules = z.infer<typeof DocTypeRules>;
export type StateAdjusters = z.infer<typeof StateAdjusters>;
export type Program = z.infer<typeof Program>;
export type Artifact = z.infer<typeof Artifact>;
