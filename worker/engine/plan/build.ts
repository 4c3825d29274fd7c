/**
 * An artifact as a quote reads it: every number the pricing path tests or adds, packed once per
 * artifact into one Int32Array that a quote walks front to back (layout.ts names its slots).
 *
 * Why: a quote over many lenders is bound by memory latency, not arithmetic. Through the decoded
 * object graph, each program costs hundreds of dependent reads, and 100 distinct lenders' graphs do
 * not stay in the caches. Here a lender is one contiguous block the hardware prefetches, and a
 * program's checks are integer comparisons and bit masks. The decoded objects are read only to
 * build what a quote returns: an offer's fields, an adjuster the first time its cell is used, a
 * rejection. The plan depends on nothing but its artifact (value ids are vocabulary indexes).
 */
import type { Artifact, DocTypeRules, Program } from '../../artifact/format.ts';
import { MatrixLimit } from '../../artifact/format.ts';
import { key } from '../../artifact/labels.ts';
import {
  CITIZENSHIPS,
  LIEN_POSITIONS,
  LOCK_DAYS,
  OCCUPANCIES,
  PPP_TERMS,
  TERMS,
  US_STATES,
} from '../../artifact/vocabulary.ts';
import type { AnswerParts } from '../answer-parts.ts';
import { packConds, valueId } from '../conditions.ts';
import type { Adjuster } from '../quote-response.ts';
import type { CellDetail } from '../reason.ts';
import { docKey } from '../scenario.ts';
import {
  BASE_PRICE_KIND,
  BLOCK_INDEX,
  BLOCK_LOCK,
  BLOCK_LOCK_SIZE,
  CAP,
  CAP_SIZE,
  ENTRY,
  ENTRY_SIZE,
  GRID_ROWS,
  GRID_ROWS_SIZE,
  HEADER,
  HEADER_SIZE,
  MATRIX,
  MATRIX_HEADER_SIZE,
  NA,
  ROUTE,
  ROUTE_SIZE,
} from './layout.ts';

export interface ArtifactPlan {
  code: Int32Array;
  entries: number;
  /** PPP table names in the form labels are compared in (worker/artifact/labels.ts key), by the name index a PPP table holds */
  pppNames: string[];
  /** memo: adjusters by slot, built on first use and shared by every later offer and quote (adjustments.ts) */
  adjusters: (Adjuster | undefined)[];
  /** memo: the fixed parts of each entry's answers, built on first use (answer-parts.ts) */
  parts: (AnswerParts | undefined)[];
  /** memo: NA grid cells met, by adjuster slot (-1 - slot: a row beyond the last column), for llpa_na (adjustments.ts) */
  naCells: Map<number, CellDetail>;
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
  readonly pppNames: string[] = [];
  slots = 0;
  readonly programs: readonly string[];

  /** `programs`: the artifact's program slugs, whose indexes are their ids in conditions. */
  constructor(programs: readonly string[]) {
    this.programs = programs;
  }

  get at(): number {
    return this.out.length;
  }

  push(...values: number[]): void {
    for (const v of values) this.out.push(v);
  }

  /** Appends a fixed-size record of `size` slots, each value at the offset its `layout` names. */
  record<F extends string>(
    layout: Readonly<Record<F, number>>,
    size: number,
    values: Readonly<Record<F, number>>,
  ): void {
    const at = this.at;
    for (let i = 0; i < size; i++) this.out.push(NA);
    for (const field of Object.keys(layout) as F[]) this.out[at + layout[field]] = values[field];
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
  for (const state of US_STATES) b.push(table.states.find((x) => x.state === state)?.value ?? NA);
  b.push(first);
  return at;
}

function matrixSection(b: Builder, program: Program): number {
  const m = program.matrix;
  if (!m) return NA;
  const at = b.at;
  for (let i = 0; i < MATRIX_HEADER_SIZE; i++) b.push(0);
  const set = (field: number, value: number) => {
    b.out[at + field] = value;
  };
  set(MATRIX.LIMITS, m.limits.length);
  set(MATRIX.TIERS, m.tiers.length);
  set(MATRIX.COLUMNS, m.columns.length);
  set(MATRIX.ROWS, m.rows.length);
  set(MATRIX.LIMIT_KINDS_AT, b.at);
  b.push(...m.limits.map((limit) => MatrixLimit.options.indexOf(limit)));
  set(MATRIX.WHEN_AT, b.at);
  b.conds(m.when);
  set(MATRIX.TIERS_AT, b.at);
  for (const tier of m.tiers) b.conds(tier.when);
  set(MATRIX.COLUMNS_AT, b.at);
  for (const column of m.columns) b.conds(column.when);
  set(MATRIX.ROWS_AT, b.at);
  for (const row of m.rows) {
    b.push(row.tier);
    b.conds(row.when);
    for (let c = 0; c < m.columns.length; c++) {
      const cell = row.cells[c];
      for (let l = 0; l < m.limits.length; l++) b.push(cell?.[l] ?? NA);
    }
  }
  return at;
}

function pppSection(b: Builder, program: Program): number {
  if (program.ppp.length === 0) return NA;
  const at = b.at;
  b.push(program.ppp.length);
  program.ppp.forEach((t, index) => {
    b.push(index, b.pppNames.push(key(t.name)) - 1, t.rows.length, t.columns.length);
    b.push(b.slot(t.rows.length * t.columns.length));
    for (const term of PPP_TERMS) b.push(t.rows.findIndex((r) => r.term === term));
    for (const o of OCCUPANCIES) b.push(t.columns.findIndex((c) => c.occupancies.includes(o)));
    for (const r of t.rows)
      for (let c = 0; c < t.columns.length; c++) b.push(c < r.values.length ? (r.values[c] ?? NA) : 0);
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

function basePriceSection(b: Builder, artifact: Artifact, program: Program, blocks: Map<string, number>): number {
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
    b.out[table + t * ROUTE_SIZE + ROUTE.CONFORMING] = blockSection(b, artifact, route.conforming, blocks);
    b.out[table + t * ROUTE_SIZE + ROUTE.HIGH_BALANCE] = blockSection(b, artifact, route.high_balance, blocks);
  });
  return at;
}

function blockSection(b: Builder, artifact: Artifact, name: string, blocks: Map<string, number>): number {
  const known = blocks.get(name);
  if (known !== undefined) return known;
  const index = artifact.rate_blocks.findIndex((x) => x.name === name);
  const block = artifact.rate_blocks[index];
  if (!block) return NA;
  const table = b.at;
  for (let l = 0; l < BLOCK_INDEX; l++) b.push(NA);
  b.push(index);
  LOCK_DAYS.forEach((days, l) => {
    const lock = block.locks.findIndex((x) => x.days === days);
    if (lock < 0) return;
    b.out[table + l * BLOCK_LOCK_SIZE + BLOCK_LOCK.ROWS] = b.at;
    b.out[table + l * BLOCK_LOCK_SIZE + BLOCK_LOCK.ADJUSTER_SLOT] = b.slot(1);
    pricedRows(b, block.rows, (i) => block.rows[i]?.prices[lock]);
  });
  blocks.set(name, table);
  return table;
}

function gridsSection(b: Builder, program: Program): number {
  const at = b.at;
  b.push(program.grids.length);
  for (const grid of program.grids) {
    b.conds(grid.when);
    b.push(grid.columns.length);
    for (const column of grid.columns) b.conds(column.when);
    const width = grid.columns.length;
    b.record(GRID_ROWS, GRID_ROWS_SIZE, { COUNT: grid.rows.length, FIRST_SLOT: b.slot(grid.rows.length * width) });
    for (const row of grid.rows) {
      b.conds(row.when);
      for (let c = 0; c < width; c++) b.push(c < row.values.length ? (row.values[c] ?? NA) : 0);
    }
  }
  return at;
}

function capsSection(b: Builder, program: Program): number {
  const at = b.at;
  b.push(program.caps.length);
  for (const cap of program.caps) {
    b.record(CAP, CAP_SIZE, { VALUE: cap.value, ALTERNATIVES: cap.when.length });
    for (const alternative of cap.when) b.conds(alternative);
  }
  return at;
}

/** Rank of each (program slug, doc type) within the artifact, by slug then doc type (code-unit order). */
function pairRanks(artifact: Artifact): Map<DocTypeRules, number> {
  const byCode = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
  const pairs = artifact.programs.flatMap((p) => p.doc_types.map((rules) => ({ slug: p.slug, rules })));
  pairs.sort((x, y) => byCode(x.slug, y.slug) || byCode(x.rules.doc_type, y.rules.doc_type));
  return new Map(pairs.map(({ rules }, i) => [rules, i]));
}

function entryFields(program: Program, programIndex: number, docIndex: number, rules: DocTypeRules, rank: number) {
  const slugs: string[] = [];
  return {
    [ENTRY.PROGRAM]: programIndex,
    [ENTRY.DOC]: docIndex,
    [ENTRY.DOC_KEY_12]: valueId('doc', docKey(rules.doc_type, '12mo'), slugs),
    [ENTRY.DOC_KEY_24]: valueId('doc', docKey(rules.doc_type, '24mo'), slugs),
    [ENTRY.MIN_FICO]: rules.min_fico ?? NA,
    [ENTRY.MAX_DTI]: rules.max_dti ?? NA,
    [ENTRY.MIN_LOAN]: rules.min_loan,
    [ENTRY.MAX_LOAN]: rules.max_loan,
    [ENTRY.MIN_DSCR]: rules.min_dscr ?? NA,
    [ENTRY.CITIZENSHIPS]: mask(CITIZENSHIPS, rules.citizenship),
    [ENTRY.STATES_LO]: mask(US_STATES, rules.states),
    [ENTRY.STATES_HI]: mask(US_STATES, rules.states, 30, 60),
    [ENTRY.LIEN_POSITIONS]: mask(LIEN_POSITIONS, rules.lien_positions),
    [ENTRY.LOCKS]: mask(LOCK_DAYS, program.lock_days),
    [ENTRY.TERMS]: program.routes
      ? mask(
          TERMS,
          program.routes.map((r) => r.term),
        )
      : NA,
    [ENTRY.MAX_LTV]: program.max_ltv?.value ?? NA,
    [ENTRY.FLOOR]: program.floor?.value ?? NA,
    [ENTRY.PAIR_RANK]: rank,
    [ENTRY.REPORTS_BLOCK]: program.reports_block ? 1 : 0,
  };
}

export function buildPlan(artifact: Artifact): ArtifactPlan {
  const b = new Builder(artifact.programs.map((p) => p.slug));
  const entries = artifact.programs.reduce((n, p) => n + p.doc_types.length, 0);
  const restricted = artifact.ppp_restricted_states;
  const header = {
    [HEADER.ENTRY_COUNT]: entries,
    [HEADER.CONFORMING_LIMIT]: artifact.conforming_limit ?? NA,
    [HEADER.PPP_RESTRICTED_STATES_LO]: mask(US_STATES, restricted),
    [HEADER.PPP_RESTRICTED_STATES_HI]: mask(US_STATES, restricted, 30, 60),
    [HEADER.CHECKS_END_EVALUATION]: artifact.checks_end_evaluation ? 1 : 0,
  };
  for (let i = 0; i < HEADER_SIZE; i++) b.push(header[i as keyof typeof header]);
  const first = b.at;
  for (let i = 0; i < entries * ENTRY_SIZE; i++) b.push(0);
  const ranks = pairRanks(artifact);
  const blocks = new Map<string, number>();
  let entry = first;
  artifact.programs.forEach((p, programIndex) => {
    const sections = {
      [ENTRY.STATE_ADJUSTERS]: stateSection(b, p),
      [ENTRY.MATRIX]: matrixSection(b, p),
      [ENTRY.PPP]: pppSection(b, p),
      [ENTRY.BASE_PRICES]: basePriceSection(b, artifact, p, blocks),
      [ENTRY.GRIDS]: gridsSection(b, p),
      [ENTRY.CAPS]: capsSection(b, p),
    };
    p.doc_types.forEach((rules, docIndex) => {
      const fields = { ...entryFields(p, programIndex, docIndex, rules, ranks.get(rules) ?? 0), ...sections };
      for (const [field, value] of Object.entries(fields)) b.out[entry + Number(field)] = value;
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
export function planOf(artifact: Artifact): ArtifactPlan {
  let plan = plans.get(artifact);
  if (!plan) plans.set(artifact, (plan = buildPlan(artifact)));
  return plan;
}
