/**
 * The change model of the semantic diff: what moved between two compiled artifacts of one lender,
 * matched by meaning (program slug, a table item's identity of worker/artifact/item-identity.ts,
 * note rate, state code, block name + lock days), never by cell address.
 *
 * Values keep the artifact's integer units (see worker/artifact/format.ts): prices and adjustments
 * in thousandths of a point, note rates in thousandths of a percent, LTV / CLTV / DTI / DSCR in
 * hundredths, FICO in points, loan amounts in dollars. `null` in a price or adjustment is the
 * lender's NA (not eligible / not offered).
 *
 * Every change names the programs it affects (`programs`, slugs). The same change found in several
 * programs (Bayshore repeats its LLPA grids in every program) is listed once with all of them.
 */

import type { MatrixLimit } from '../../worker/artifact/format.ts';

/** A change of kind K, found in these programs (slugs). */
interface Found<K extends string> {
  kind: K;
  programs: string[];
}

/** A value on day A (`old`) and on day B (`new`). */
interface Moved<T> {
  old: T;
  new: T;
}

/** Whether a thing exists on day A only, day B only, or on both days with different content. */
export type Status = 'added' | 'removed' | 'changed';

/** An NA cell that appeared or disappeared; null when neither side is NA. */
export type NaTransition = 'became_na' | 'no_longer_na' | null;

/** One rate of a ladder on both days (null = not offered that day: absent or NA). */
export interface LadderPoint {
  rate: number;
  a: number | null;
  b: number | null;
}

/** Which price ladder: a non-QM program's base ladder or one lock column of an agency rate block. */
export type LadderRef =
  | { type: 'program'; program: string }
  | { type: 'block'; block: string; code: string | null; lock_days: number };

export interface LadderChange extends Found<'ladder'> {
  ladder: LadderRef;
  status: Status;
  /** Offered rates (with a price) on each day. */
  count_a: number;
  count_b: number;
  /** Note rates offered on B only / on A only. */
  added: number[];
  removed: number[];
  /** Rates offered on both days, and how many of them changed price. */
  common: number;
  changed: number;
  /** Price change B - A over the rates offered on both days; null when there are none. The median of an even count is the mean of the two middle values (may end in .5). */
  min_change: number | null;
  median_change: number | null;
  max_change: number | null;
  /** Every rate of either day, lowest first. */
  points: LadderPoint[];
}

export interface ProgramChange extends Found<'program'> {
  status: 'added' | 'removed';
  program: string;
  name: string;
}

/** One adjustment cell of an LLPA grid (band null = the single `Adj` column). */
export interface LlpaCellChange extends Found<'llpa_cell'>, Moved<number | null> {
  grid: string;
  row: string;
  band: string | null;
  na: NaTransition;
}

/** A whole grid, row or band column that exists on one day only. `values` lists the cells of an added/removed row. */
export interface LlpaShapeChange extends Found<'llpa_grid' | 'llpa_row' | 'llpa_band'> {
  status: 'added' | 'removed';
  grid: string;
  row: string | null;
  band: string | null;
  values: { band: string | null; value: number | null }[];
}

/**
 * The conditions of a whole grid changed (as a desk reads them, rules.ts). A row's conditions are
 * its identity (worker/artifact/item-identity.ts): a row over other conditions is removed + added.
 */
export interface LlpaConditionsChange extends Found<'llpa_conditions'>, Moved<string> {
  grid: string;
  row: null;
}

export interface PppCellChange extends Found<'ppp_cell'>, Moved<number | null> {
  table: string;
  term: string;
  column: string;
  na: NaTransition;
}

export interface PppShapeChange extends Found<'ppp_table' | 'ppp_row' | 'ppp_column'> {
  status: 'added' | 'removed';
  table: string;
  term: string | null;
  column: string | null;
}

/**
 * One limit of one program-matrix cell: its maximum LTV or CLTV (hundredths) or its minimum FICO,
 * null when the cell is NA (not eligible) that day. Where the cell is: the labels it is printed
 * under, null where the matrix prints none (Cedar Hollow has no tier and no FICO rows), and the
 * purpose of its column. `status` added/removed: the cell (its row or column) or the limit exists on
 * one day only.
 */
export interface MatrixCellChange extends Found<'matrix_cell'>, Moved<number | null> {
  status: Status;
  limit: MatrixLimit;
  tier: string | null;
  fico: string | null;
  loan: string | null;
  occupancy: string | null;
  purpose: string;
  na: NaTransition;
}

export interface MatrixChange extends Found<'matrix'> {
  status: 'added' | 'removed';
}

export interface DocTypeChange extends Found<'doc_type'> {
  status: 'added' | 'removed';
  doc_type: string;
}

export type LimitField =
  | 'min_fico'
  | 'max_dti'
  | 'min_loan'
  | 'max_loan'
  | 'min_dscr'
  | 'max_cltv'
  | 'max_ltv'
  | 'conforming_limit';

/** A scalar limit; doc_type null = program-wide (agency max LTV) or lender-wide (conforming limit). null value = no such test. */
export interface LimitChange extends Found<'limit'>, Moved<number | null> {
  doc_type: string | null;
  field: LimitField;
}

export type ListField = 'states' | 'citizenship' | 'occupancies' | 'terms' | 'locks' | 'ppp_restricted_states';

/** Members of an eligibility list gained (added) or lost (removed). */
export interface ListChange extends Found<'list'> {
  doc_type: string | null;
  field: ListField;
  added: string[];
  removed: string[];
}

/** A price cap or the floor; null = the cap does not exist that day (N/A). */
export interface CapChange extends Found<'cap'>, Moved<number | null> {
  cap: string; // CapKind
  label: string;
  /** When the cap applies, on both days, present only when that changed (worker/artifact/condition-text.ts). */
  rule?: Moved<string>;
}

/** The row of a grid of states (a tier) that lists a state, as printed, with that row's cells. */
export interface StateTier {
  row: string;
  values: { band: string | null; value: number | null }[];
}

/** A state that changed rows of a grid of states; null = in no row that day (not eligible). */
export interface StateTierChange extends Found<'state_tier'>, Moved<StateTier | null> {
  grid: string;
  state: string;
}

/** Agency state adjuster; null = the program is not offered in that state that day. */
export interface StateAdjusterChange extends Found<'state_adjuster'>, Moved<number | null> {
  state: string;
}

export interface StateAgencyChange extends Found<'state_agency'>, Moved<string | null> {}

/** Agency: the blocks that price a term (null = the term has no route that day). */
export interface RouteChange extends Found<'route'>, Moved<{ conforming: string; high_balance: string } | null> {
  term: number;
}

/**
 * An adjustment of each note rate on its own (format.ts RateAdjuster), paired by its identity
 * (worker/artifact/item-identity.ts); null = not printed that day.
 */
export interface RateAdjusterChange extends Found<'rate_adjuster'>, Moved<number | null> {
  /** its table's title */
  table: string;
  /** the rate condition as printed (day B's, else day A's) */
  label: string;
  /** the note rates it adjusts, e.g. "< 7.000%" */
  rates: string;
}

export type Change =
  | ProgramChange
  | RateAdjusterChange
  | LadderChange
  | LlpaCellChange
  | LlpaShapeChange
  | LlpaConditionsChange
  | PppCellChange
  | PppShapeChange
  | MatrixCellChange
  | MatrixChange
  | DocTypeChange
  | LimitChange
  | ListChange
  | CapChange
  | StateAdjusterChange
  | StateTierChange
  | StateAgencyChange
  | RouteChange;

export interface ProgramInfo {
  slug: string;
  name: string;
}

/** Which sheet: the lender's date, the moment it took effect (ISO with offset) and its reprice number (0 = morning). */
export interface SheetInfo {
  effective_date: string;
  effective_at: string;
  reprice: number;
}

/**
 * How the lender's sheet prints its figures (its profile's conventions): prices or points (price =
 * 100 − points), adjustments or costs (effect = − cost). The diff's values are prices and effects
 * on price whatever the printing; renderers add the printed figure for points and costs (printing.ts).
 */
export interface Printing {
  rates: 'prices' | 'points';
  adjustments: 'adjustments' | 'costs';
}

/** The diff of two artifacts of one lender. */
export interface Diff {
  lender_slug: string;
  lender_name: string;
  printing: Printing;
  date_a: string;
  date_b: string;
  sheet_a: SheetInfo;
  sheet_b: SheetInfo;
  /** Every program of either day, day B's order first, then programs only on day A. */
  programs: ProgramInfo[];
  changes: Change[];
}
