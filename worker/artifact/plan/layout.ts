/**
 * The plan's layout: the name of every slot the engine reads, so that the hot path says what it
 * reads (`entry + ENTRY.MIN_FICO`) rather than where (`e + 6`). All slots are Int32; NA (INT32 min)
 * marks an NA cell or an absent value. The packer (pack.ts) writes exactly this layout, the
 * compiler stores it in the artifact (codec.ts), and the engine reads it where it lies.
 *
 *   header:   HEADER fields
 *   entries:  ENTRY_SIZE ints per (program, doc type), in artifact order (ENTRY fields)
 *   programs: PROGRAM_SIZE ints per program (PROGRAM fields)
 *   sections: per program, shared by its doc types: state adjusters, matrix, PPP, base prices,
 *             grids, caps, the floor, rate limits and rate adjusters; per entry its rules (RULE)
 * Conditions are packed as `[length, codes…]` (conditions.ts); lists of vocabulary values are bit
 * masks by their index in the vocabulary (two words for the 51 states). A `name` slot holds an id
 * into the artifact's names (the strings answers print: slugs, labels, tabs, cell addresses); a
 * `workbook` slot an index into the artifact's sources. Lists are `[n, values…]`.
 */
import { LOCK_DAYS, OCCUPANCIES, PPP_TERMS, US_STATES } from '../vocabulary.ts';

export const NA = -2147483648;

/** A list `[n, items…]`: its count, then its items. */
export const LIST = { COUNT: 0, ITEMS: 1 } as const;

export const HEADER = {
  ENTRY_COUNT: 0,
  CONFORMING_LIMIT: 1, // dollars; NA = none (no high-balance pricing)
  PPP_RESTRICTED_STATES_LO: 2, // mask by US_STATES index 0..29
  PPP_RESTRICTED_STATES_HI: 3, // ... 30..50
  CHECKS_END_EVALUATION: 4, // 1: a failed program check ends the program's evaluation (Artifact.checks_end_evaluation)
  PROGRAM_COUNT: 5,
  PROGRAMS_AT: 6, // offset of the program records
  SLOTS: 7, // how many adjuster slots the plan numbers (each a cell an adjuster can come from)
  KEYS_ONCE: 8, // 1: a rejection lists each key once, its first reason (Artifact.keys_once)
} as const;
export const HEADER_SIZE = 9;

/** One program: its names, and where its doc types' entries are. */
export const PROGRAM = {
  SLUG: 0, // name
  NAME: 1, // name
  LISTS_DOC_TYPES: 2, // 1: a doc_type filter is matched against its doc types (Program.lists_doc_types)
  FIRST_ENTRY: 3, // index of its first entry
  DOC_TYPES: 4, // how many entries (one per doc type)
} as const;
export const PROGRAM_SIZE = 5;

/** The fields of one entry: a (program, doc type). */
export const ENTRY = {
  PROGRAM: 0, // index of the program (also the id of its slug in conditions)
  DOC: 1, // index into program.doc_types
  DOC_KEY_12: 2, // id of the doc key with 12-month (or no) seasoning
  DOC_KEY_24: 3, // ... with 24-month seasoning
  RULES: 4, // offset of its eligibility rules (RULE)
  MAX_LTV: 5, // program-wide maximum LTV, hundredths, NA = none (what an offer shows without a matrix)
  STATE_ADJUSTERS: 6, // offset of the state-adjuster section, NA = none
  MATRIX: 7, // offset of the matrix section, NA = none
  PPP: 8, // offset of the PPP section, NA = none
  BASE_PRICES: 9, // offset of the base-price section
  GRIDS: 10, // offset of the grids section
  CAPS: 11, // offset of the caps section
  FLOOR: 12, // offset of the floor (FLOOR), NA = none
  PAIR_RANK: 13, // rank of (program slug, doc type) within the artifact, for the ranking
  REPORTS_BLOCK: 14, // 1: the block and lock column chosen are shown as an adjuster (Program.reports_block)
  DOC_TYPE: 15, // name of the doc type
  ADJUSTMENT_CAP: 16, // offset of the cap on what some grids take off together (in FLOOR's slots), NA = none
  RATE_LIMITS: 17, // offset of the rates it does not offer some loans (RATE_LIMIT), NA = none
  RATE_ADJUSTERS: 18, // offset of the adjustments of each note rate on its own (RATE_ADJUSTER), NA = none
} as const;
export const ENTRY_SIZE = 19;

/** The offset of entry `index`. */
export const entryAt = (index: number): number => HEADER_SIZE + index * ENTRY_SIZE;
/** The index of the entry at `offset`. */
export const entryIndex = (offset: number): number => (offset - HEADER_SIZE) / ENTRY_SIZE;

/**
 * Rules (read in order by engine/checks.ts): [count, then per rule: RULE, the condition it requires
 * (packed conditions of one), then its scope (packed conditions)]. A rule that fails where its
 * scope holds is a reason of the rejection (format.ts Rule).
 */
export const RULE = {
  KEY: 0, // index in RuleKey
  PAGE: 1, // name: the reference of its cell, NA: none
  LIMIT: 2, // the bound a range rule requires, in its attribute's units; NA for a list
  SHOWN: 3, // offset of the list its threshold shows (value ids of its attribute; days or years for locks and terms), NA for a range
} as const;
export const RULE_SIZE = 4;

/**
 * Rate limits: [count, then per limit: RATE_LIMIT, then its conditions (packed)]. A rate from LO to
 * HI (thousandths of a percent, both included; NA: unbounded) is no candidate for a loan its
 * conditions hold for (format.ts RateLimit).
 */
export const RATE_LIMIT = { LO: 0, HI: 1 } as const;
export const RATE_LIMIT_SIZE = 2;

/**
 * Rate adjusters: [count, then per adjuster: RATE_ADJUSTER, then its conditions (packed)]. For a loan
 * its conditions hold for, a rate from LO to HI (thousandths of a percent, both included; NA:
 * unbounded) adds VALUE (thousandths of a point) to its price, shown as the adjuster of SLOT
 * (format.ts RateAdjuster).
 */
export const RATE_ADJUSTER = {
  LO: 0,
  HI: 1,
  VALUE: 2,
  SLOT: 3, // its adjuster slot
  CATEGORY: 4, // name
  LABEL: 5, // name: the rate condition as printed
  WORKBOOK: 6,
  TAB: 7, // name
  CELL: 8, // name: its value's cell
} as const;
export const RATE_ADJUSTER_SIZE = 9;

/**
 * State adjusters: a value per US_STATES index (NA: not offered there), then STATE_TABLE, then each
 * state's sheet row (NA: none).
 */
export const STATE_TABLE = {
  FIRST_SLOT: US_STATES.length,
  WORKBOOK: US_STATES.length + 1,
  TAB: US_STATES.length + 2,
  COL: US_STATES.length + 3, // name: the value column's letters
  AGENCY: US_STATES.length + 4, // name, e.g. FNMA
  CATEGORY: US_STATES.length + 5, // name: the category its adjusters show
  ROWS: US_STATES.length + 6, // US_STATES.length sheet rows
} as const;

/**
 * Matrix: the header below, then the limit kinds (MatrixLimit index each), the matrix's conditions,
 * the conditions it is read under, each tier's conditions, each column's conditions, and each row:
 * its tier, its conditions, then per column one value per limit (NA for a cell that is NA). Beside them, for the reasons: each
 * tier's label (a name, NA: none), each column's letters (a name) and each row's sheet row.
 */
export const MATRIX = {
  LIMITS: 0,
  TIERS: 1,
  COLUMNS: 2,
  ROWS: 3,
  LIMIT_KINDS_AT: 4,
  WHEN_AT: 5,
  TIERS_AT: 6,
  COLUMNS_AT: 7,
  ROWS_AT: 8,
  WORKBOOK: 9,
  TAB: 10,
  TIER_LABELS_AT: 11,
  COLUMN_COLS_AT: 12,
  ROW_ROWS_AT: 13,
  SKIP_AFTER: 14, // mask by RuleKey index: a failing rule of these keys leaves the matrix unread
  READ_WHEN_AT: 15, // conditions a loan must meet for the matrix to be read at all
} as const;
export const MATRIX_HEADER_SIZE = 16;
/** A matrix row: the index of its tier, then its conditions, then its cells. */
export const MATRIX_ROW = { TIER: 0, CONDS: 1 } as const;

/**
 * PPP: [tables, then per table the fields below, its columns (PPP_COLUMN each), its rows (PPP_ROW
 * each), then rows × columns values (NA)]. A table whose name is not asked for is skipped (NEXT).
 */
export const PPP_TABLE = {
  INDEX: 0, // index among the program's PPP tables
  KEY: 1, // name: the table's name as labels are compared (worker/artifact/labels.ts key)
  ROWS: 2,
  COLUMNS: 3,
  FIRST_SLOT: 4,
  ROW_BY_TERM: 5, // × PPP_TERMS (-1: no row)
  COLUMN_BY_OCCUPANCY: 5 + PPP_TERMS.length, // × OCCUPANCIES (-1: no column)
  NAME: 5 + PPP_TERMS.length + OCCUPANCIES.length, // name, as printed
  WORKBOOK: 6 + PPP_TERMS.length + OCCUPANCIES.length,
  TAB: 7 + PPP_TERMS.length + OCCUPANCIES.length,
  PAGE: 8 + PPP_TERMS.length + OCCUPANCIES.length, // name: the reference of its title cell
  NEXT: 9 + PPP_TERMS.length + OCCUPANCIES.length, // offset of the next table
  CATEGORY: 10 + PPP_TERMS.length + OCCUPANCIES.length, // name: the category its adjusters show
  RESTRICTED_ROW_BY_TERM: 11 + PPP_TERMS.length + OCCUPANCIES.length, // × PPP_TERMS: the row in a restricted state (-1: the term's other row)
  COLUMNS_AT: 11 + 2 * PPP_TERMS.length + OCCUPANCIES.length,
} as const;
/** A PPP column: the band its adjusters show (a name, NA: none, a single `Adj` column) and its letters. */
export const PPP_COLUMN = { BAND: 0, COL: 1 } as const;
export const PPP_COLUMN_SIZE = 2;
/** A PPP row: its term (PPP_TERMS index), sheet row, and the letters of its one cell (a name; NA: its column's). */
export const PPP_ROW = { TERM: 0, ROW: 1, COL: 2 } as const;
export const PPP_ROW_SIZE = 3;

/**
 * Base prices: their kind (BASE_PRICE_KIND), then from FIRST on a ladder's priced rows, for rate
 * blocks a route per TERMS index (ROUTE), or for tiers [n, then per tier its conditions and its
 * priced rows]. Priced rows: [n, rates × n, base prices × n], NA prices left out.
 */
export const BASE_PRICES = { KIND: 0, FIRST: 1 } as const;
/** Priced rows: their count n, then the n rates (the n base prices follow the rates). */
export const PRICED_ROWS = { COUNT: 0, RATES: 1 } as const;
export const BASE_PRICE_KIND = { LADDER: 0, BLOCKS: 1, TIERS: 2 } as const;

/** A term's route: the offsets of its conforming and high-balance blocks (NA: no block). */
export const ROUTE = { CONFORMING: 0, HIGH_BALANCE: 1 } as const;
export const ROUTE_SIZE = 2;

/** A block: per LOCK_DAYS index a lock column (BLOCK_LOCK fields), then BLOCK. */
export const BLOCK_LOCK = { ROWS: 0, ADJUSTER_SLOT: 1 } as const; // ROWS: offset of its priced rows, NA: none
export const BLOCK_LOCK_SIZE = 2;
const LOCKS_END = LOCK_DAYS.length * BLOCK_LOCK_SIZE;
/** The block's name, place, title cell and the category its adjuster shows (names). */
export const BLOCK = {
  NAME: LOCKS_END,
  WORKBOOK: LOCKS_END + 1,
  TAB: LOCKS_END + 2,
  TITLE_CELL: LOCKS_END + 3,
  CATEGORY: LOCKS_END + 4,
} as const;
export const BLOCK_SIZE = LOCKS_END + 5;

/*
 * Grids (read in order by adjustments.ts): [count, then per grid: GRID, its conditions, the column
 * count, each column's conditions, then GRID_ROWS, then per row: its conditions and a value per
 * column (NA)].
 *
 * Caps (read in order by caps.ts): [count, then per cap: CAP, then each alternative's conditions].
 */
/** A grid: its category and place, and where its printed labels are (GRID_COLUMN and GRID_ROW each). */
export const GRID = {
  CATEGORY: 0,
  WORKBOOK: 1,
  TAB: 2,
  LABEL_COL: 3,
  COLUMN_LABELS_AT: 4,
  ROW_LABELS_AT: 5,
  CAPPED: 6, // 1: its values are summed under the entry's ADJUSTMENT_CAP
} as const;
export const GRID_SIZE = 7;
/** A grid column as printed: its header (a name, NA: an unbanded column) and letters. */
export const GRID_COLUMN = { LABEL: 0, COL: 1 } as const;
export const GRID_COLUMN_SIZE = 2;
/** A grid row as printed: its label (a name) and sheet row. */
export const GRID_ROW = { LABEL: 0, ROW: 1 } as const;
export const GRID_ROW_SIZE = 2;
/** A grid's rows: how many, and the adjuster slot of its first cell (the others follow row by row). */
export const GRID_ROWS = { COUNT: 0, FIRST_SLOT: 1 } as const;
export const GRID_ROWS_SIZE = 2;

/** A cap: its value (thousandths), the number of its alternatives (condition lists), its printed label and cell. */
export const CAP = { VALUE: 0, ALTERNATIVES: 1, LABEL: 2, WORKBOOK: 3, TAB: 4, CELL: 5 } as const;
export const CAP_SIZE = 6;

/**
 * The floor: the minimum price (thousandths), its printed label and cell, the category its reasons
 * show. The adjustment cap (ENTRY.ADJUSTMENT_CAP) has the same slots: the least the CAPPED grids add
 * up to, and what its adjuster shows.
 */
export const FLOOR = { VALUE: 0, LABEL: 1, WORKBOOK: 2, TAB: 3, CELL: 4, CATEGORY: 5 } as const;
export const FLOOR_SIZE = 6;
