/**
 * The packer: an artifact as the engine reads it, every number the pricing path tests or adds and
 * every string an answer prints, written once by the compiler into one Int32 array (layout.ts names
 * its slots) and a list of names, stored in the artifact beside its tables (codec.ts).
 *
 * Why: a quote over many lenders is bound by memory latency and, for a new isolate, by what it must
 * decode. Here a lender is one contiguous block the hardware prefetches and the Worker reads where it
 * lies: no object graph to decode, validate or collect, and a program's checks are integer
 * comparisons and bit masks. The plan depends on nothing but its artifact (value ids are vocabulary
 * indexes), so `packPlan(decode(bytes))` equals the plan the bytes hold (the publisher checks it).
 */
import {
  type Artifact,
  type Cond,
  type DocTypeRules,
  MatrixLimit,
  type Program,
  RULE_KEYS,
  type Rule,
  RuleKey,
} from '../format.ts';
import { key } from '../labels.ts';
import { cellReference, LOCK_DAYS, OCCUPANCIES, PPP_TERMS, TERMS, US_STATES } from '../vocabulary.ts';
import { packConds, valueId } from './conditions.ts';
import {
  BASE_PRICE_KIND,
  BLOCK,
  BLOCK_LOCK,
  BLOCK_LOCK_SIZE,
  BLOCK_SIZE,
  CAP,
  CAP_SIZE,
  ENTRY,
  ENTRY_SIZE,
  FLOOR,
  FLOOR_SIZE,
  GRID,
  GRID_ROWS,
  GRID_ROWS_SIZE,
  GRID_SIZE,
  HEADER,
  HEADER_SIZE,
  MATRIX,
  MATRIX_HEADER_SIZE,
  NA,
  PPP_TABLE,
  PROGRAM,
  PROGRAM_SIZE,
  ROUTE,
  ROUTE_SIZE,
  RULE,
  RULE_SIZE,
  STATE_TABLE,
} from './layout.ts';
import { rulesOf } from './rules.ts';

/** A packed plan: its slots and the names they point at. */
export interface PackedPlan {
  code: Int32Array;
  names: string[];
}

/** The mask of `values` by their index in `list`, of indexes from..to-1 (two words for the states). */
function mask(list: readonly (string | number)[], values: readonly (string | number)[], from = 0, to = 30): number {
  let bits = 0;
  for (const value of values) {
    const i = list.indexOf(value);
    if (i >= from && i < to) bits |= 1 << (i - from);
  }
  return bits;
}

class Builder {
  readonly out: number[] = [];
  readonly names: string[] = [];
  readonly #nameIds = new Map<string, number>();
  slots = 0;
  readonly artifact: Artifact;
  readonly programs: readonly string[];

  constructor(artifact: Artifact) {
    this.artifact = artifact;
    this.programs = artifact.programs.map((p) => p.slug);
  }

  get at(): number {
    return this.out.length;
  }

  push(...values: number[]): void {
    for (const v of values) this.out.push(v);
  }

  /** The id of `text` among the names (NA for null). */
  name(text: string | null): number {
    if (text === null) return NA;
    let id = this.#nameIds.get(text);
    if (id === undefined) this.#nameIds.set(text, (id = this.names.push(text) - 1));
    return id;
  }

  /** The name of the full reference of `cell` on `tab` of `workbook`. */
  cellName(workbook: number, tab: string, cell: string): number {
    return this.name(cellReference(this.artifact.sources[workbook] ?? '?', tab, cell));
  }

  /** Appends a fixed-size record of `size` slots, each value at the offset its `layout` names (NA elsewhere). */
  record<F extends string>(
    layout: Readonly<Record<F, number>>,
    size: number,
    values: Readonly<Partial<Record<F, number>>>,
  ): number {
    const at = this.at;
    for (let i = 0; i < size; i++) this.out.push(NA);
    for (const field of Object.keys(values) as F[]) this.out[at + layout[field]] = values[field] as number;
    return at;
  }

  /** Sets `field` of the record at `at`. */
  set(at: number, field: number, value: number): void {
    this.out[at + field] = value;
  }

  /** Appends the list `[n, values…]`; returns its offset. */
  list(values: readonly number[]): number {
    const at = this.at;
    this.push(values.length, ...values);
    return at;
  }

  conds(list: Parameters<typeof packConds>[1]): void {
    packConds(this.out, list, this.programs);
  }

  /** Reserves `n` adjuster slots; returns the first. */
  slot(n: number): number {
    const first = this.slots;
    this.slots += n;
    return first;
  }
}

function stateSection(b: Builder, program: Program): number {
  const table = program.state_adjusters;
  if (!table) return NA;
  const at = b.at;
  const first = b.slot(US_STATES.length);
  const rowOf = US_STATES.map((state) => table.states.find((x) => x.state === state));
  for (const state of rowOf) b.push(state?.value ?? NA);
  b.push(first, table.workbook, b.name(table.tab), b.name(table.col), b.name(table.agency), b.name(table.category));
  for (const state of rowOf) b.push(state?.row ?? NA);
  if (b.at - at !== STATE_TABLE.ROWS + US_STATES.length) throw new Error('state section out of layout');
  return at;
}

function matrixSection(b: Builder, program: Program): number {
  const m = program.matrix;
  if (!m) return NA;
  const at = b.record(MATRIX, MATRIX_HEADER_SIZE, {
    LIMITS: m.limits.length,
    TIERS: m.tiers.length,
    COLUMNS: m.columns.length,
    ROWS: m.rows.length,
    WORKBOOK: m.workbook,
    TAB: b.name(m.tab),
  });
  b.set(at, MATRIX.LIMIT_KINDS_AT, b.at);
  b.push(...m.limits.map((limit) => MatrixLimit.options.indexOf(limit)));
  b.set(at, MATRIX.WHEN_AT, b.at);
  b.conds(m.when);
  b.set(at, MATRIX.TIERS_AT, b.at);
  for (const tier of m.tiers) b.conds(tier.when);
  b.set(at, MATRIX.COLUMNS_AT, b.at);
  for (const column of m.columns) b.conds(column.when);
  b.set(at, MATRIX.ROWS_AT, b.at);
  for (const row of m.rows) {
    b.push(row.tier);
    b.conds(row.when);
    for (let c = 0; c < m.columns.length; c++) {
      const cell = row.cells[c];
      for (let l = 0; l < m.limits.length; l++) b.push(cell?.[l] ?? NA);
    }
  }
  b.set(at, MATRIX.TIER_LABELS_AT, b.at);
  for (const tier of m.tiers) b.push(b.name(tier.label));
  b.set(at, MATRIX.COLUMN_COLS_AT, b.at);
  for (const column of m.columns) b.push(b.name(column.col));
  b.set(at, MATRIX.ROW_ROWS_AT, b.at);
  for (const row of m.rows) b.push(row.row);
  return at;
}

function pppSection(b: Builder, program: Program): number {
  if (program.ppp.length === 0) return NA;
  const at = b.at;
  b.push(program.ppp.length);
  program.ppp.forEach((t, index) => {
    const table = b.at;
    b.push(index, b.name(key(t.name)), t.rows.length, t.columns.length, b.slot(t.rows.length * t.columns.length));
    for (const term of PPP_TERMS) b.push(t.rows.findIndex((r) => r.term === term));
    for (const o of OCCUPANCIES) b.push(t.columns.findIndex((c) => c.occupancies.includes(o)));
    b.push(b.name(t.name), t.workbook, b.name(t.tab), b.cellName(t.workbook, t.tab, t.title_cell), NA);
    b.push(b.name(t.category));
    // A single `Adj` column applies to any occupancy: no band to show.
    const single = t.columns.length === 1;
    for (const c of t.columns) b.push(b.name(single && /^adj/i.test(c.label) ? null : c.label), b.name(c.col));
    for (const r of t.rows) b.push(PPP_TERMS.indexOf(r.term), r.row);
    for (const r of t.rows)
      for (let c = 0; c < t.columns.length; c++) b.push(c < r.values.length ? (r.values[c] ?? NA) : 0);
    b.set(table, PPP_TABLE.NEXT, b.at);
  });
  return at;
}

/** Priced rows of a ladder or a block's lock column: [n, rates × n, base prices × n]. */
function pricedRows(b: Builder, rows: readonly { rate: number }[], priceOf: (i: number) => number | null | undefined) {
  const rates: number[] = [];
  const bases: number[] = [];
  rows.forEach((r, i) => {
    const base = priceOf(i);
    if (base === null || base === undefined) return; // NA: the lender does not price this rate
    rates.push(r.rate);
    bases.push(base);
  });
  b.push(rates.length, ...rates, ...bases);
}

function basePriceSection(b: Builder, program: Program, blocks: Map<string, number>): number {
  const at = b.at;
  if (program.pricing === 'ladder') {
    const ladder = program.ladder;
    if (!ladder) return NA; // decode refuses a ladder program without a ladder (format.ts inconsistency)
    b.push(BASE_PRICE_KIND.LADDER);
    pricedRows(b, ladder.rows, (i) => ladder.rows[i]?.price);
    return at;
  }
  b.push(BASE_PRICE_KIND.BLOCKS);
  const table = b.at;
  for (let t = 0; t < TERMS.length * ROUTE_SIZE; t++) b.push(NA);
  TERMS.forEach((term, t) => {
    const route = program.routes?.find((r) => r.term === term);
    if (!route) return;
    b.set(table + t * ROUTE_SIZE, ROUTE.CONFORMING, blockSection(b, route.conforming, blocks));
    b.set(table + t * ROUTE_SIZE, ROUTE.HIGH_BALANCE, blockSection(b, route.high_balance, blocks));
  });
  return at;
}

function blockSection(b: Builder, name: string, blocks: Map<string, number>): number {
  const known = blocks.get(name);
  if (known !== undefined) return known;
  const block = b.artifact.rate_blocks.find((x) => x.name === name);
  if (!block) return NA;
  const table = b.record(BLOCK, BLOCK_SIZE, {
    NAME: b.name(block.name),
    WORKBOOK: block.workbook,
    TAB: b.name(block.tab),
    TITLE_CELL: b.name(block.title_cell),
    CATEGORY: b.name(block.category),
  });
  LOCK_DAYS.forEach((days, l) => {
    const lock = block.locks.findIndex((x) => x.days === days);
    if (lock < 0) return;
    b.set(table + l * BLOCK_LOCK_SIZE, BLOCK_LOCK.ROWS, b.at);
    b.set(table + l * BLOCK_LOCK_SIZE, BLOCK_LOCK.ADJUSTER_SLOT, b.slot(1));
    pricedRows(b, block.rows, (i) => block.rows[i]?.prices[lock]);
  });
  blocks.set(name, table);
  return table;
}

function gridsSection(b: Builder, program: Program): number {
  const at = b.at;
  b.push(program.grids.length);
  for (const grid of program.grids) {
    const record = b.record(GRID, GRID_SIZE, {
      CATEGORY: b.name(grid.category),
      WORKBOOK: grid.workbook,
      TAB: b.name(grid.tab),
      LABEL_COL: b.name(grid.label_col),
    });
    b.conds(grid.when);
    b.push(grid.columns.length);
    for (const column of grid.columns) b.conds(column.when);
    const width = grid.columns.length;
    b.record(GRID_ROWS, GRID_ROWS_SIZE, { COUNT: grid.rows.length, FIRST_SLOT: b.slot(grid.rows.length * width) });
    for (const row of grid.rows) {
      b.conds(row.when);
      for (let c = 0; c < width; c++) b.push(c < row.values.length ? (row.values[c] ?? NA) : 0);
    }
    b.set(record, GRID.COLUMN_LABELS_AT, b.at);
    for (const column of grid.columns) b.push(b.name(column.label), b.name(column.col));
    b.set(record, GRID.ROW_LABELS_AT, b.at);
    for (const row of grid.rows) b.push(b.name(row.label), row.row);
  }
  return at;
}

function capsSection(b: Builder, program: Program): number {
  const at = b.at;
  b.push(program.caps.length);
  for (const cap of program.caps) {
    b.record(CAP, CAP_SIZE, {
      VALUE: cap.value,
      ALTERNATIVES: cap.when.length,
      LABEL: b.name(cap.label),
      WORKBOOK: cap.workbook,
      TAB: b.name(cap.tab),
      CELL: b.name(cap.cell),
    });
    for (const alternative of cap.when) b.conds(alternative);
  }
  return at;
}

function floorSection(b: Builder, program: Program): number {
  const floor = program.floor;
  if (!floor) return NA;
  return b.record(FLOOR, FLOOR_SIZE, {
    VALUE: floor.value,
    LABEL: b.name(floor.label),
    WORKBOOK: floor.workbook,
    TAB: b.name(floor.tab),
    CELL: b.name(floor.cell),
    CATEGORY: b.name(floor.category),
  });
}

/** The entry's rules (RULE each, then the condition it requires, then its scope), after the lists they show. */
function rulesSection(b: Builder, program: Program, rules: DocTypeRules): number {
  const list = rulesOf(program, rules);
  const shown = list.map(({ require, shown }) => (require.kind === 'eq' ? shownList(b, require, shown) : NA));
  const at = b.at;
  b.push(list.length);
  list.forEach((rule, r) => {
    const { require } = rule;
    const comparison = RULE_KEYS[rule.key].comparison;
    b.record(RULE, RULE_SIZE, {
      KEY: RuleKey.options.indexOf(rule.key),
      PAGE: rule.cell === null ? NA : b.cellName(rule.workbook, rule.tab, rule.cell),
      LIMIT: require.kind !== 'range' ? NA : ((comparison === 'at_least' ? require.range.lo : require.range.hi) ?? NA),
      SHOWN: shown[r] ?? NA,
    });
    b.conds([require]);
    b.conds(rule.when);
  });
  return at;
}

/** The list a one-of rule's threshold shows: days and years as numbers, other values by their id. */
function shownList(b: Builder, require: Extract<Cond, { kind: 'eq' }>, shown: Rule['shown']): number {
  const values: readonly (string | number)[] = shown ?? require.values;
  const numeric = require.attr === 'lock_days' || require.attr === 'term';
  return b.list(values.map((v) => (numeric ? Number(v) : valueId(require.attr, v, b.programs))));
}

/** Rank of each (program slug, doc type) within the artifact, by slug then doc type (code-unit order). */
function pairRanks(artifact: Artifact): Map<DocTypeRules, number> {
  const byCode = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
  const pairs = artifact.programs.flatMap((p) => p.doc_types.map((rules) => ({ slug: p.slug, rules })));
  pairs.sort((x, y) => byCode(x.slug, y.slug) || byCode(x.rules.doc_type, y.rules.doc_type));
  return new Map(pairs.map(({ rules }, i) => [rules, i]));
}

function entryFields(b: Builder, program: Program, programIndex: number, docIndex: number, rules: DocTypeRules) {
  const slugs: string[] = [];
  return {
    PROGRAM: programIndex,
    DOC: docIndex,
    DOC_KEY_12: valueId('doc', rules.doc_keys['12mo'], slugs),
    DOC_KEY_24: valueId('doc', rules.doc_keys['24mo'], slugs),
    MAX_LTV: program.max_ltv?.value ?? NA,
    REPORTS_BLOCK: program.reports_block ? 1 : 0,
    DOC_TYPE: b.name(rules.doc_type),
    RULES: rulesSection(b, program, rules),
  };
}

export function packPlan(artifact: Artifact): PackedPlan {
  const b = new Builder(artifact);
  const entries = artifact.programs.reduce((n, p) => n + p.doc_types.length, 0);
  const restricted = artifact.ppp_restricted_states;
  b.record(HEADER, HEADER_SIZE, {
    ENTRY_COUNT: entries,
    CONFORMING_LIMIT: artifact.conforming_limit ?? NA,
    PPP_RESTRICTED_STATES_LO: mask(US_STATES, restricted),
    PPP_RESTRICTED_STATES_HI: mask(US_STATES, restricted, 30, 60),
    CHECKS_END_EVALUATION: artifact.checks_end_evaluation ? 1 : 0,
    PROGRAM_COUNT: artifact.programs.length,
  });
  const first = b.at;
  for (let i = 0; i < entries * ENTRY_SIZE; i++) b.push(NA);
  b.set(0, HEADER.PROGRAMS_AT, b.at);
  let firstEntry = 0;
  for (const p of artifact.programs) {
    b.record(PROGRAM, PROGRAM_SIZE, {
      SLUG: b.name(p.slug),
      NAME: b.name(p.name),
      LISTS_DOC_TYPES: p.lists_doc_types ? 1 : 0,
      FIRST_ENTRY: firstEntry,
      DOC_TYPES: p.doc_types.length,
    });
    firstEntry += p.doc_types.length;
  }
  const ranks = pairRanks(artifact);
  const blocks = new Map<string, number>();
  let entry = first;
  artifact.programs.forEach((p, programIndex) => {
    const sections = {
      STATE_ADJUSTERS: stateSection(b, p),
      MATRIX: matrixSection(b, p),
      PPP: pppSection(b, p),
      BASE_PRICES: basePriceSection(b, p, blocks),
      GRIDS: gridsSection(b, p),
      CAPS: capsSection(b, p),
      FLOOR: floorSection(b, p),
    };
    p.doc_types.forEach((rules, docIndex) => {
      const fields = {
        ...entryFields(b, p, programIndex, docIndex, rules),
        ...sections,
        PAIR_RANK: ranks.get(rules) ?? 0,
      };
      for (const [field, value] of Object.entries(fields)) b.set(entry, ENTRY[field as keyof typeof ENTRY], value);
      entry += ENTRY_SIZE;
    });
  });
  b.set(0, HEADER.SLOTS, b.slots);
  return { code: Int32Array.from(b.out), names: b.names };
}
