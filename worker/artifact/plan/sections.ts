/**
 * The plan's sections of one program, shared by its doc types (layout.ts names their slots): its
 * state adjusters, matrix, PPP tables, base prices (a ladder, or rate blocks by term), grids, caps
 * and floor, each written by the packer (pack.ts) with its printed places and labels as names.
 */
import type { Program } from '../format.ts';
import { MATRIX_LIMITS, RULE_KEY_NAMES } from '../format.ts';
import { key } from '../labels.ts';
import { LOCK_DAYS, OCCUPANCIES, PPP_TERMS, TERMS, US_STATES } from '../vocabulary.ts';
import type { Builder } from './builder.ts';
import {
  BASE_PRICE_KIND,
  BLOCK,
  BLOCK_LOCK,
  BLOCK_LOCK_SIZE,
  BLOCK_SIZE,
  CAP,
  CAP_SIZE,
  FLOOR,
  FLOOR_SIZE,
  GRID,
  GRID_ROWS,
  GRID_ROWS_SIZE,
  GRID_SIZE,
  MATRIX,
  MATRIX_HEADER_SIZE,
  NA,
  PPP_TABLE,
  RATE_ADJUSTER,
  RATE_ADJUSTER_SIZE,
  RATE_LIMIT,
  RATE_LIMIT_SIZE,
  ROUTE,
  ROUTE_SIZE,
  STATE_TABLE,
} from './layout.ts';

export function stateSection(b: Builder, table: Program['state_adjusters']): number {
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

export function matrixSection(b: Builder, m: Program['matrix']): number {
  if (!m) return NA;
  const at = b.record(MATRIX, MATRIX_HEADER_SIZE, {
    LIMITS: m.limits.length,
    TIERS: m.tiers.length,
    COLUMNS: m.columns.length,
    ROWS: m.rows.length,
    WORKBOOK: m.workbook,
    TAB: b.name(m.tab),
    SKIP_AFTER: m.skip_after.reduce((mask, key) => mask | (1 << RULE_KEY_NAMES.indexOf(key)), 0),
  });
  b.set(at, MATRIX.LIMIT_KINDS_AT, b.at);
  b.push(...m.limits.map((limit) => MATRIX_LIMITS.indexOf(limit)));
  b.set(at, MATRIX.WHEN_AT, b.at);
  b.conds(m.when);
  b.set(at, MATRIX.READ_WHEN_AT, b.at);
  b.conds(m.read_when);
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

export function pppSection(b: Builder, ppp: Program['ppp']): number {
  if (ppp.length === 0) return NA;
  const at = b.at;
  b.push(ppp.length);
  ppp.forEach((t, index) => {
    const table = b.at;
    b.push(index, b.name(key(t.name)), t.rows.length, t.columns.length, b.slot(t.rows.length * t.columns.length));
    const rowOf = (term: string, restricted: boolean) =>
      t.rows.findIndex((r) => r.term === term && r.in_restricted_states === restricted);
    for (const term of PPP_TERMS) b.push(rowOf(term, false));
    for (const o of OCCUPANCIES) b.push(t.columns.findIndex((c) => c.occupancies.includes(o)));
    b.push(b.name(t.name), t.workbook, b.name(t.tab), b.cellName(t.workbook, t.tab, t.title_cell), NA);
    b.push(b.name(t.category));
    for (const term of PPP_TERMS) b.push(rowOf(term, true));
    // A single `Adj` column applies to any occupancy: no band to show.
    const single = t.columns.length === 1;
    for (const c of t.columns) b.push(b.name(single && /^adj/i.test(c.label) ? null : c.label), b.name(c.col));
    for (const r of t.rows) b.push(PPP_TERMS.indexOf(r.term), r.row, b.name(r.col));
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

/** What a program's base prices are read from. */
export type BasePriceParts = Pick<Program, 'pricing' | 'ladder' | 'ladder_tiers' | 'routes'>;

export function basePriceSection(b: Builder, program: BasePriceParts, blocks: Map<string, number>): number {
  const at = b.at;
  if (program.pricing === 'ladder' && program.ladder_tiers.length > 0) {
    b.push(BASE_PRICE_KIND.TIERS, program.ladder_tiers.length);
    for (const { when, ladder } of program.ladder_tiers) {
      b.conds(when);
      pricedRows(b, ladder.rows, (i) => ladder.rows[i]?.price);
    }
    return at;
  }
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

/** `capped`: the indexes of the grids under the program's adjustment cap. */
export function gridsSection(b: Builder, grids: Program['grids'], capped: readonly number[]): number {
  const at = b.at;
  b.push(grids.length);
  for (const [g, grid] of grids.entries()) {
    const record = b.record(GRID, GRID_SIZE, {
      CATEGORY: b.name(grid.category),
      WORKBOOK: grid.workbook,
      TAB: b.name(grid.tab),
      LABEL_COL: b.name(grid.label_col),
      CAPPED: capped.includes(g) ? 1 : 0,
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

export function capsSection(b: Builder, caps: Program['caps']): number {
  const at = b.at;
  b.push(caps.length);
  for (const cap of caps) {
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

/** A printed limit in the floor's slots (the floor; the adjustment cap, ENTRY.ADJUSTMENT_CAP): NA for none. */
export function limitSection(b: Builder, limit: Program['floor'] | Program['adjustment_cap']): number {
  if (!limit) return NA;
  return b.record(FLOOR, FLOOR_SIZE, {
    VALUE: limit.value,
    LABEL: b.name(limit.label),
    WORKBOOK: limit.workbook,
    TAB: b.name(limit.tab),
    CELL: b.name(limit.cell),
    CATEGORY: b.name(limit.category),
  });
}

/** The rates the program does not offer some loans (RATE_LIMIT each, then its conditions), NA for none. */
export function rateLimitsSection(b: Builder, limits: Program['rate_limits']): number {
  if (limits.length === 0) return NA;
  const at = b.at;
  b.push(limits.length);
  for (const { rates, when } of limits) {
    b.record(RATE_LIMIT, RATE_LIMIT_SIZE, inclusiveRates(rates));
    b.conds(when);
  }
  return at;
}

/** A range of note rates as its lowest and highest rate included (thousandths: one below an excluded edge), NA unbounded. */
const inclusiveRates = (rates: Program['rate_limits'][number]['rates']) => ({
  LO: rates.lo === null ? NA : rates.lo_incl ? rates.lo : rates.lo + 1,
  HI: rates.hi === null ? NA : rates.hi_incl ? rates.hi : rates.hi - 1,
});

/** The adjustments of each note rate on its own (RATE_ADJUSTER each, then its conditions), NA for none. */
export function rateAdjustersSection(b: Builder, adjusters: Program['rate_adjusters']): number {
  if (adjusters.length === 0) return NA;
  const at = b.at;
  b.push(adjusters.length);
  for (const adjuster of adjusters) {
    b.record(RATE_ADJUSTER, RATE_ADJUSTER_SIZE, {
      ...inclusiveRates(adjuster.rates),
      VALUE: adjuster.value,
      SLOT: b.slot(1),
      CATEGORY: b.name(adjuster.category),
      LABEL: b.name(adjuster.label),
      WORKBOOK: adjuster.workbook,
      TAB: b.name(adjuster.tab),
      CELL: b.name(adjuster.cell),
    });
    b.conds(adjuster.when);
  }
  return at;
}
