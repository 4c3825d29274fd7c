/**
 * An artifact as a quote reads it: every number the pricing path tests or adds, packed once per
 * artifact (on its first quote) into one Int32Array that a quote walks front to back.
 *
 * Why: a quote over many lenders is bound by memory latency, not arithmetic. Through the decoded
 * object graph, each program costs hundreds of dependent reads (program, rules, lists, strings,
 * grid objects and a typed array per grid, each with its own backing store), and 100 distinct
 * lenders' graphs do not stay in the caches: the same work took 2-3 times longer per lender among
 * 100 than alone. Here a lender is one contiguous block the hardware prefetches, and a program's
 * checks are integer comparisons and bit masks. The decoded objects are read only to build what a
 * quote returns: an offer's fields, an adjuster the first time its cell is used, a rejection.
 *
 * Layout (all Int32; NA = INT32 min marks an NA cell or an absent value):
 *   header:   [entry count, conforming limit or NA, ppp-restricted states mask lo, hi]
 *   entries:  ENTRY_SIZE ints per (program, doc type), in artifact order (fields E.*)
 *   sections: per program, shared by its doc types: state adjusters, matrix, PPP, candidates,
 *             grids, caps (formats at their builders below)
 * Lists of vocabulary values become bit masks by their index in the vocabulary (scenario.ts holds
 * the request's indexes); eq conditions hold term ids (conditions.ts).
 */
import type { Artifact, DocTypeRules, Program, Range } from '../artifact/format.ts';
import { CITIZENSHIPS, LOCK_DAYS, OCCUPANCIES, PPP_TERMS, PURPOSES, TERMS, US_STATES } from '../artifact/vocabulary.ts';
import { packConds, packRange, termId } from './conditions.ts';
import type { EntryParts } from './entry-parts.ts';
import type { Adjuster, CellDetail } from './response.ts';
import { docKey, pppName } from './scenario.ts';

export const NA = -2147483648;

/** Entry fields. */
export const E = {
  PROGRAM: 0, // index into artifact.programs
  DOC: 1, // index into program.doc_types
  PROGRAM_ID: 2, // term id of the program slug
  DOC_TYPE_ID: 3, // term id of the doc type
  DOC_KEY_12: 4, // term id of the doc key with 12-month (or no) seasoning
  DOC_KEY_24: 5, // ... with 24-month seasoning
  MIN_FICO: 6,
  MAX_DTI: 7, // hundredths, NA = no test
  MIN_LOAN: 8,
  MAX_LOAN: 9,
  MIN_DSCR: 10, // hundredths, NA = no test
  CITIZENS: 11, // mask by CITIZENSHIPS index
  STATES_LO: 12, // mask by US_STATES index 0..29
  STATES_HI: 13, // ... 30..50
  LOCKS: 14, // mask by LOCK_DAYS index: the lock periods the sheet prices
  TERMS: 15, // mask by TERMS index of the terms with a rate block; NA = no routes (a ladder)
  MAX_LTV: 16, // program-wide maximum LTV, hundredths, NA = none
  STATE_ADJ: 17, // offset of the state-adjuster section, NA = none
  MATRIX: 18, // offset of the matrix section, NA = none
  PPP: 19, // offset of the PPP section, NA = none
  CANDIDATES: 20, // offset of the candidates section
  GRIDS: 21, // offset of the grids section
  CAPS: 22, // offset of the caps section
  FLOOR: 23, // the minimum price, NA = none
  PAIR_RANK: 24, // rank of (program slug, doc type) within the artifact, for the ranking
} as const;
const ENTRY_SIZE = 25;
const HEADER = 4;

export interface ArtifactPlan {
  code: Int32Array;
  entries: number;
  /** PPP table names as compared (scenario.ts pppName), by the name slot the PPP section holds */
  pppNames: string[];
  /** adjusters by slot, built on first use and shared by every later offer and quote (adjusters.ts) */
  adjusters: (Adjuster | undefined)[];
  /** the fixed parts of each entry's reasons, built on its first rejection (entry-parts.ts) */
  parts: (EntryParts | undefined)[];
  /** NA grid cells met, by adjuster slot (-1 - slot: a row beyond the last band), for llpa_na (pricing.ts) */
  naCells: Map<number, CellDetail>;
}

/** Keeps (frozen) and returns the adjuster of `slot`: `plan.adjusters[slot] ?? remember(plan, slot, …)` builds it once. */
export const remember = (plan: ArtifactPlan, slot: number, adjuster: Adjuster): Adjuster =>
  (plan.adjusters[slot] = Object.freeze(adjuster));

/** Appends the mask of `values` by their index in `list` (two words for the states). */
function mask(list: readonly (string | number)[], values: readonly (string | number)[], from = 0, to = 30): number {
  let m = 0;
  for (const v of values) {
    const i = list.indexOf(v);
    if (i >= from && i < to) m |= 1 << (i - from);
  }
  return m;
}

class Builder {
  readonly out: number[] = [];
  readonly pppNames: string[] = [];
  slots = 0;

  get at(): number {
    return this.out.length;
  }

  push(...values: number[]): void {
    for (const v of values) this.out.push(v);
  }

  /** Reserves `n` adjuster slots; returns the first. */
  slot(n: number): number {
    const first = this.slots;
    this.slots += n;
    return first;
  }
}

/** Conditions: [length, codes…]. */
function conds(b: Builder, list: Parameters<typeof packConds>[1]): void {
  const codes: number[] = [];
  packConds(codes, list);
  b.push(codes.length, ...codes);
}

/** State adjusters: 51 values by US_STATES index (NA: not offered), then the slot of the first. */
function stateSection(b: Builder, p: Program): number {
  const table = p.state_adjusters;
  if (!table) return NA;
  const at = b.at;
  const slots = b.slot(US_STATES.length);
  for (const st of US_STATES) b.push(table.states.find((x) => x.state === st)?.value ?? NA);
  b.push(slots);
  return at;
}

/**
 * Matrix: [tiers, rows, columns, column by (occupancy × 3 + purpose) ×9, tiers × (has range, range×3),
 * rows × (tier, fico range×3, loan range×3, columns × (max LTV, max CLTV) or NA NA)].
 */
function matrixSection(b: Builder, p: Program): number {
  const m = p.matrix;
  if (!m) return NA;
  const at = b.at;
  b.push(m.tiers.length, m.rows.length, m.columns.length);
  for (const occupancy of OCCUPANCIES)
    for (const purpose of PURPOSES)
      b.push(m.columns.findIndex((c) => c.occupancy === occupancy && c.purpose === purpose));
  const none: Range = { lo: null, lo_incl: false, hi: null, hi_incl: false };
  for (const t of m.tiers) {
    b.push(t.dscr ? 1 : 0);
    packRange(b.out, t.dscr ?? none);
  }
  for (const r of m.rows) {
    b.push(r.tier);
    packRange(b.out, r.fico);
    packRange(b.out, r.loan);
    for (let c = 0; c < m.columns.length; c++) {
      const cell = r.cells[c];
      b.push(cell ? cell[0] : NA, cell ? cell[1] : NA);
    }
  }
  return at;
}

/**
 * PPP: [tables, per table: its index in program.ppp, name slot, rows, columns, adjuster slot, row by
 * PPP_TERMS index ×5 (-1: none), column by OCCUPANCIES index ×3 (-1: none), rows × columns values (NA)].
 */
function pppSection(b: Builder, p: Program): number {
  if (p.ppp.length === 0) return NA;
  const at = b.at;
  b.push(p.ppp.length);
  p.ppp.forEach((t, index) => {
    b.push(index, b.pppNames.push(pppName(t.name)) - 1, t.rows.length, t.columns.length);
    b.push(b.slot(t.rows.length * t.columns.length));
    for (const term of PPP_TERMS) b.push(t.rows.findIndex((r) => r.term === term));
    for (const o of OCCUPANCIES) b.push(t.columns.findIndex((c) => c.occupancies.includes(o)));
    for (const r of t.rows)
      for (let c = 0; c < t.columns.length; c++) b.push(c < r.values.length ? (r.values[c] ?? NA) : 0);
  });
  return at;
}

/** Where a matrix section's tiers start (after its 3 counts and the 9-column table). */
export const MATRIX_TIERS = 12;
/** Where a state-adjuster section holds its first adjuster slot (after a value per state). */
export const STATE_SLOT = US_STATES.length;
/** Where a block holds its index in artifact.rate_blocks (after an (offset, slot) pair per lock). */
export const BLOCK_INDEX = LOCK_DAYS.length * 2;

/** Fields of a PPP table block; its values start at VALUES. */
export const PPP_TABLE = {
  INDEX: 0,
  NAME: 1,
  ROWS: 2,
  COLUMNS: 3,
  SLOT: 4,
  ROW_BY_TERM: 5,
  COLUMN_BY_OCCUPANCY: 10,
  VALUES: 13,
} as const;

/** Priced rows of a ladder or a block's lock column: [n, rates×n, bases×n]. */
function pricedRows(b: Builder, rows: readonly { rate: number }[], price: (i: number) => number | null | undefined) {
  const rates: number[] = [];
  const bases: number[] = [];
  rows.forEach((r, i) => {
    const base = price(i);
    if (base === null || base === undefined) return; // NA: the lender does not price this rate
    rates.push(r.rate);
    bases.push(base);
  });
  b.push(rates.length, ...rates, ...bases);
}

/**
 * Candidates. Ladder: [0, priced rows]. Rate blocks: [1, per TERMS index ×6: (conforming, high
 * balance) block offsets (NA: no block)]; a block: [per LOCK_DAYS index ×4: (offset of its priced
 * rows or NA, adjuster slot), the block's index in artifact.rate_blocks], shared by the programs
 * and terms it prices.
 */
function candidatesSection(b: Builder, a: Artifact, p: Program, blocks: Map<string, number>): number {
  const at = b.at;
  if (p.pricing === 'ladder') {
    const ladder = p.ladder!; // present: decode checks pricing against the sources (format.ts pricingProblem)
    b.push(0);
    pricedRows(b, ladder.rows, (i) => ladder.rows[i]!.price);
    return at;
  }
  b.push(1);
  const table = b.at;
  for (let t = 0; t < TERMS.length * 2; t++) b.push(NA);
  TERMS.forEach((term, t) => {
    const route = p.routes?.find((r) => r.term === term);
    if (!route) return;
    b.out[table + t * 2] = blockSection(b, a, route.conforming, blocks);
    b.out[table + t * 2 + 1] = blockSection(b, a, route.high_balance, blocks);
  });
  return at;
}

function blockSection(b: Builder, a: Artifact, name: string, blocks: Map<string, number>): number {
  const known = blocks.get(name);
  if (known !== undefined) return known;
  const index = a.rate_blocks.findIndex((x) => x.name === name);
  if (index < 0) return NA;
  const block = a.rate_blocks[index]!;
  const table = b.at;
  for (let l = 0; l < LOCK_DAYS.length * 2; l++) b.push(NA);
  b.push(index);
  LOCK_DAYS.forEach((days, l) => {
    const lock = block.locks.findIndex((x) => x.days === days);
    if (lock < 0) return;
    b.out[table + l * 2] = b.at;
    b.out[table + l * 2 + 1] = b.slot(1);
    pricedRows(b, block.rows, (i) => block.rows[i]!.prices[lock]);
  });
  blocks.set(name, table);
  return table;
}

/**
 * Grids: [grids, per grid: bands, bands × range×3, conditions, rows, width, adjuster slot, per row:
 * (conditions, values×width (NA))].
 */
function gridsSection(b: Builder, p: Program): number {
  const at = b.at;
  b.push(p.grids.length);
  for (const grid of p.grids) {
    const bands = grid.bands ?? [];
    b.push(bands.length);
    for (const band of bands) packRange(b.out, band.range);
    conds(b, grid.when);
    const width = bands.length || 1;
    b.push(grid.rows.length, width, b.slot(grid.rows.length * width));
    for (const row of grid.rows) {
      conds(b, row.when);
      for (let c = 0; c < width; c++) b.push(c < row.values.length ? (row.values[c] ?? NA) : 0);
    }
  }
  return at;
}

/** Caps: [caps, per cap: value, alternatives, per alternative: conditions]. */
function capsSection(b: Builder, p: Program): number {
  const at = b.at;
  b.push(p.caps.length);
  for (const cap of p.caps) {
    b.push(cap.value, cap.when.length);
    for (const alternative of cap.when) conds(b, alternative);
  }
  return at;
}

/** Rank of each (program slug, doc type) within the artifact, by slug then doc type (code-unit order). */
function pairRanks(a: Artifact): Map<DocTypeRules, number> {
  const byCode = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
  const pairs = a.programs.flatMap((p) => p.doc_types.map((d) => ({ slug: p.slug, d })));
  pairs.sort((x, y) => byCode(x.slug, y.slug) || byCode(x.d.doc_type, y.d.doc_type));
  return new Map(pairs.map(({ d }, i) => [d, i]));
}

function build(a: Artifact): ArtifactPlan {
  const b = new Builder();
  const entries = a.programs.reduce((n, p) => n + p.doc_types.length, 0);
  b.push(
    entries,
    a.conforming_limit ?? NA,
    mask(US_STATES, a.ppp_restricted_states),
    mask(US_STATES, a.ppp_restricted_states, 30, 60),
  );
  const first = b.at;
  for (let i = 0; i < entries * ENTRY_SIZE; i++) b.push(0);
  const ranks = pairRanks(a);
  const blocks = new Map<string, number>();
  let entry = first;
  a.programs.forEach((p, pi) => {
    const sections = {
      [E.STATE_ADJ]: stateSection(b, p),
      [E.MATRIX]: matrixSection(b, p),
      [E.PPP]: pppSection(b, p),
      [E.CANDIDATES]: candidatesSection(b, a, p, blocks),
      [E.GRIDS]: gridsSection(b, p),
      [E.CAPS]: capsSection(b, p),
    };
    p.doc_types.forEach((rules, di) => {
      const f = (field: number, value: number) => {
        b.out[entry + field] = value;
      };
      f(E.PROGRAM, pi);
      f(E.DOC, di);
      f(E.PROGRAM_ID, termId(p.slug));
      f(E.DOC_TYPE_ID, termId(rules.doc_type));
      f(E.DOC_KEY_12, termId(docKey(rules.doc_type, null)));
      f(E.DOC_KEY_24, termId(docKey(rules.doc_type, '24mo')));
      f(E.MIN_FICO, rules.min_fico);
      f(E.MAX_DTI, rules.max_dti ?? NA);
      f(E.MIN_LOAN, rules.min_loan);
      f(E.MAX_LOAN, rules.max_loan);
      f(E.MIN_DSCR, rules.min_dscr ?? NA);
      f(E.CITIZENS, mask(CITIZENSHIPS, rules.citizenship));
      f(E.STATES_LO, mask(US_STATES, rules.states));
      f(E.STATES_HI, mask(US_STATES, rules.states, 30, 60));
      f(E.LOCKS, mask(LOCK_DAYS, p.lock_days));
      f(
        E.TERMS,
        p.routes
          ? mask(
              TERMS,
              p.routes.map((r) => r.term),
            )
          : NA,
      );
      f(E.MAX_LTV, p.max_ltv?.value ?? NA);
      for (const [field, offset] of Object.entries(sections)) f(Number(field), offset);
      f(E.FLOOR, p.floor?.value ?? NA);
      f(E.PAIR_RANK, ranks.get(rules)!);
      entry += ENTRY_SIZE;
    });
  });
  return {
    code: Int32Array.from(b.out),
    entries,
    pppNames: b.pppNames,
    adjusters: new Array(b.slots),
    parts: new Array(entries),
    naCells: new Map(),
  };
}

const plans = new WeakMap<Artifact, ArtifactPlan>();

/** The artifact's plan, built on its first quote and kept (weakly) for its life. */
export function planOf(a: Artifact): ArtifactPlan {
  let plan = plans.get(a);
  if (!plan) plans.set(a, (plan = build(a)));
  return plan;
}

/** The offset of entry `i`. */
export const entryAt = (i: number): number => HEADER + i * ENTRY_SIZE;

/** The index of the entry at offset `e`. */
export const entryIndex = (e: number): number => (e - HEADER) / ENTRY_SIZE;
