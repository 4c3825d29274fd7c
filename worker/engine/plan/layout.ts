/**
 * The packed plan's layout: the name of every slot a quote reads, so that the hot path says what it
 * reads (`entry + ENTRY.MIN_FICO`) rather than where (`e + 6`). All slots are Int32; NA (INT32 min)
 * marks an NA cell or an absent value. The builder (build.ts) writes exactly this layout.
 *
 *   header:   HEADER fields
 *   entries:  ENTRY_SIZE ints per (program, doc type), in artifact order (ENTRY fields)
 *   sections: per program, shared by its doc types: state adjusters, matrix, PPP, base prices,
 *             grids, caps (each section's layout below)
 * Conditions are packed as `[length, codes…]` (conditions.ts); lists of vocabulary values are bit
 * masks by their index in the vocabulary (two words for the 51 states).
 */
import { LOCK_DAYS, US_STATES } from '../../artifact/vocabulary.ts';

export const NA = -2147483648;

export const HEADER = {
  ENTRY_COUNT: 0,
  CONFORMING_LIMIT: 1, // dollars; NA = none (no high-balance pricing)
  PPP_RESTRICTED_STATES_LO: 2, // mask by US_STATES index 0..29
  PPP_RESTRICTED_STATES_HI: 3, // ... 30..50
  CHECKS_END_EVALUATION: 4, // 1: a failed program check ends the program's evaluation (Artifact.checks_end_evaluation)
} as const;
export const HEADER_SIZE = 5;

/** The fields of one entry: a (program, doc type). */
export const ENTRY = {
  PROGRAM: 0, // index into artifact.programs (also the id of its slug in conditions)
  DOC: 1, // index into program.doc_types
  DOC_KEY_12: 2, // id of the doc key with 12-month (or no) seasoning
  DOC_KEY_24: 3, // ... with 24-month seasoning
  MIN_FICO: 4, // points, NA = no program minimum
  MAX_DTI: 5, // hundredths, NA = no test
  MIN_LOAN: 6, // dollars
  MAX_LOAN: 7,
  MIN_DSCR: 8, // hundredths, NA = no test
  CITIZENSHIPS: 9, // mask by CITIZENSHIPS index
  STATES_LO: 10, // mask by US_STATES index 0..29
  STATES_HI: 11, // ... 30..50
  LIEN_POSITIONS: 12, // mask by LIEN_POSITIONS index
  LOCKS: 13, // mask by LOCK_DAYS index: the lock periods the sheet prices
  TERMS: 14, // mask by TERMS index of the terms with a rate block; NA = no routes (a ladder)
  MAX_LTV: 15, // program-wide maximum LTV, hundredths, NA = none
  STATE_ADJUSTERS: 16, // offset of the state-adjuster section, NA = none
  MATRIX: 17, // offset of the matrix section, NA = none
  PPP: 18, // offset of the PPP section, NA = none
  BASE_PRICES: 19, // offset of the base-price section
  GRIDS: 20, // offset of the grids section
  CAPS: 21, // offset of the caps section
  FLOOR: 22, // the minimum price, thousandths, NA = none
  PAIR_RANK: 23, // rank of (program slug, doc type) within the artifact, for the ranking
  REPORTS_BLOCK: 24, // 1: the block and lock column chosen are shown as an adjuster (Program.reports_block)
} as const;
export const ENTRY_SIZE = 25;

/** The offset of entry `index`. */
export const entryAt = (index: number): number => HEADER_SIZE + index * ENTRY_SIZE;
/** The index of the entry at `offset`. */
export const entryIndex = (offset: number): number => (offset - HEADER_SIZE) / ENTRY_SIZE;

/** State adjusters: a value per US_STATES index (NA: not offered there), then the adjuster slot of the first. */
export const STATE_ADJUSTERS = { FIRST_SLOT: US_STATES.length } as const;

/**
 * Matrix: the header below, then the limit kinds (MatrixLimit index each), the matrix's conditions,
 * each tier's conditions, each column's conditions, and each row: its tier, its conditions, then
 * per column one value per limit (NA for a cell that is NA).
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
} as const;
export const MATRIX_HEADER_SIZE = 9;

/**
 * PPP: [tables, then per table the fields below, then rows × columns values (NA)]. A table whose
 * name is not asked for is skipped by its size.
 */
export const PPP_TABLE = {
  INDEX: 0, // index in program.ppp
  NAME: 1, // index into plan.pppNames
  ROWS: 2,
  COLUMNS: 3,
  FIRST_SLOT: 4,
  ROW_BY_TERM: 5, // × PPP_TERMS (-1: no row)
  COLUMN_BY_OCCUPANCY: 10, // × OCCUPANCIES (-1: no column)
  VALUES: 13,
} as const;

/**
 * Base prices: their kind (BASE_PRICE_KIND), then from FIRST on a ladder's priced rows, or for rate
 * blocks a route per TERMS index (ROUTE). Priced rows: [n, rates × n, base prices × n], NA prices
 * left out.
 */
export const BASE_PRICES = { KIND: 0, FIRST: 1 } as const;
export const BASE_PRICE_KIND = { LADDER: 0, BLOCKS: 1 } as const;

/** A term's route: the offsets of its conforming and high-balance blocks (NA: no block). */
export const ROUTE = { CONFORMING: 0, HIGH_BALANCE: 1 } as const;
export const ROUTE_SIZE = 2;

/** A block: per LOCK_DAYS index a lock column (BLOCK_LOCK fields), then its index in artifact.rate_blocks. */
export const BLOCK_LOCK = { ROWS: 0, ADJUSTER_SLOT: 1 } as const; // ROWS: offset of its priced rows, NA: none
export const BLOCK_LOCK_SIZE = 2;
export const BLOCK_INDEX = LOCK_DAYS.length * BLOCK_LOCK_SIZE;

/*
 * Grids (read in order by adjustments.ts): [count, then per grid: its conditions, the column count,
 * each column's conditions, then GRID_ROWS, then per row: its conditions and a value per column (NA)].
 *
 * Caps (read in order by caps.ts): [count, then per cap: CAP, then each alternative's conditions].
 */
/** A grid's rows: how many, and the adjuster slot of its first cell (the others follow row by row). */
export const GRID_ROWS = { COUNT: 0, FIRST_SLOT: 1 } as const;
export const GRID_ROWS_SIZE = 2;

/** A cap: its value (thousandths) and the number of its alternatives (condition lists). */
export const CAP = { VALUE: 0, ALTERNATIVES: 1 } as const;
export const CAP_SIZE = 2;
