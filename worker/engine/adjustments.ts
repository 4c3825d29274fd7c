/**
 * Step 4, adjustments (sheets/README.md §3.5, §4.4, §5.4): every grid row that applies, in the
 * column the loan reads; the PPP cell of the table ppp.ts selects; a rate-block program's state
 * adjuster and, where the lender reports it, the block chosen. They do not depend on the note rate:
 * one total for every rate. A required NA cell makes every rate ineligible (`na`). The adjustments of
 * each note rate on its own (format.ts RateAdjuster: `Note rates below 7.000%: -0.250`) are the last
 * part: which of them hold for the loan is found once (`byRate`), a rate's sum is then a walk over
 * those few ranges with no allocation, added before the caps and the floor, and the offer of such a
 * rate lists them after the loan's.
 *
 * Each adjustment that fires is shown as the adjuster of its cell. An adjuster is fixed by its cell:
 * the same table, row and column always give the same category, labels, value and source cell. So
 * each is built once from the plan's names, frozen, kept in its slot of the plan's memo
 * (`remember`) and shared by every offer and later quote that hits the cell: a quote over many
 * lenders then allocates no adjuster objects and no cell-reference strings. Memoisation only: no
 * result depends on what is cached.
 */
import {
  BLOCK,
  BLOCK_LOCK,
  BLOCK_LOCK_SIZE,
  ENTRY,
  FLOOR,
  GRID,
  GRID_COLUMN,
  GRID_COLUMN_SIZE,
  GRID_ROW,
  GRID_ROW_SIZE,
  GRID_ROWS,
  GRID_ROWS_SIZE,
  GRID_SIZE,
  HEADER,
  LIST,
  NA,
  PPP_COLUMN,
  PPP_COLUMN_SIZE,
  PPP_ROW,
  PPP_ROW_SIZE,
  PPP_TABLE,
  RATE_ADJUSTER,
  RATE_ADJUSTER_SIZE,
  STATE_TABLE,
} from '../artifact/plan/layout.ts';
import { slot } from '../artifact/plan/read.ts';
import { PPP_TERMS, points, US_STATES } from '../artifact/vocabulary.ts';
import type { BasePrices } from './base-price.ts';
import { afterConds, holds } from './conditions.ts';
import { entryField, type PricingEntry } from './entry.ts';
import { type ArtifactPlan, nameAt } from './plan.ts';
import { inStateMask, selectedTable } from './ppp.ts';
import type { Adjuster } from './quote-response.ts';
import type { CellDetail } from './reason.ts';
import { cellAt, detailAt } from './source.ts';

/** What the adjustments of one (program, doc type) add up to. */
export interface Adjustments {
  adjusters: Adjuster[];
  /** thousandths of a point: price_adjustment */
  total: number;
  /** the first NA cell a required row hit, when any */
  na: CellDetail | null;
  /** the offsets of the rate adjusters that hold for the loan (rateAdjustersOf), null for none */
  byRate: number[] | null;
}

/** Keeps (frozen) and returns the adjuster of `slot`: `plan.adjusters.get(slot) ?? remember(plan, slot, …)` builds it once. */
function remember(plan: ArtifactPlan, slot: number, adjuster: Adjuster): Adjuster {
  plan.adjusters.set(slot, Object.freeze(adjuster));
  return adjuster;
}

/** A printed grid cell: the grid at `grid`, its row `r` and column `c` (-1: beyond the last, the row's label cell). */
interface GridCell {
  grid: number;
  r: number;
  c: number;
}

/** The category, labels and cell of a grid cell, as its adjuster and its NA reason show them. */
function gridCell(plan: ArtifactPlan, { grid, r, c }: GridCell) {
  const { code } = plan;
  const rowAt = slot(code, grid + GRID.ROW_LABELS_AT, 'the grid row labels') + r * GRID_ROW_SIZE;
  const columnAt = slot(code, grid + GRID.COLUMN_LABELS_AT, 'the grid column labels') + c * GRID_COLUMN_SIZE;
  const col = c < 0 ? plan.name(slot(code, grid + GRID.LABEL_COL, 'the grid label column')) : colAt(plan, columnAt);
  return {
    category: plan.name(slot(code, grid + GRID.CATEGORY, 'the grid category')),
    rowLabel: plan.name(slot(code, rowAt + GRID_ROW.LABEL, 'a grid row label')),
    band: c < 0 ? null : nameAt(plan, columnAt + GRID_COLUMN.LABEL, 'a grid column label'),
    cell: `${col}${slot(code, rowAt + GRID_ROW.ROW, 'a grid row')}`,
  };
}

const colAt = (plan: ArtifactPlan, columnAt: number) =>
  plan.name(slot(plan.code, columnAt + GRID_COLUMN.COL, 'a grid column'));

/** A grid cell's adjuster: its band is the column's printed header, none for an unbanded (`Adj`, `Cost`) column. */
function gridAdjuster(plan: ArtifactPlan, at: GridCell, value: number): Adjuster {
  const { category, rowLabel, band, cell } = gridCell(plan, at);
  return {
    category,
    row_label: rowLabel,
    band,
    value: points(value),
    source: 'llpa',
    source_cell: cellAt(plan, at.grid + GRID.WORKBOOK, at.grid + GRID.TAB, cell),
  };
}

/** The PPP cell of row `r`, column `c` of the table at `table`, as its adjuster and its NA reason show it. */
function pppCell(plan: ArtifactPlan, table: number, r: number, c: number) {
  const { code } = plan;
  const columns = slot(code, table + PPP_TABLE.COLUMNS, 'prepayment columns');
  const columnAt = table + PPP_TABLE.COLUMNS_AT + c * PPP_COLUMN_SIZE;
  const rowAt = table + PPP_TABLE.COLUMNS_AT + columns * PPP_COLUMN_SIZE + r * PPP_ROW_SIZE;
  const term = PPP_TERMS[slot(code, rowAt + PPP_ROW.TERM, 'a prepayment term')] ?? '?';
  return {
    category: plan.name(slot(code, table + PPP_TABLE.CATEGORY, 'a prepayment category')),
    rowLabel: term,
    band: nameAt(plan, columnAt + PPP_COLUMN.BAND, 'a prepayment band'),
    // a row printed across (a strip of terms) names its own cell's column
    cell: `${nameAt(plan, rowAt + PPP_ROW.COL, 'a prepayment cell') ?? plan.name(slot(code, columnAt + PPP_COLUMN.COL, 'a prepayment column'))}${slot(code, rowAt + PPP_ROW.ROW, 'a prepayment row')}`,
  };
}

function blockAdjuster(plan: ArtifactPlan, block: number, lockDays: number): Adjuster {
  const name = plan.name(slot(plan.code, block + BLOCK.NAME, 'a block name'));
  const title = plan.name(slot(plan.code, block + BLOCK.TITLE_CELL, 'a block title cell'));
  return {
    category: plan.name(slot(plan.code, block + BLOCK.CATEGORY, 'a block category')),
    row_label: name,
    band: `${lockDays} Day`,
    value: 0,
    source: 'rate_block',
    source_cell: cellAt(plan, block + BLOCK.WORKBOOK, block + BLOCK.TAB, title),
    block: name,
    lock_days: lockDays,
  };
}

function stateAdjuster(plan: ArtifactPlan, table: number, stateIndex: number, value: number): Adjuster {
  const { code } = plan;
  const state = US_STATES[stateIndex] ?? '?';
  const col = plan.name(slot(code, table + STATE_TABLE.COL, 'the state column'));
  const row = slot(code, table + STATE_TABLE.ROWS + stateIndex, 'a state row');
  return {
    category: plan.name(slot(code, table + STATE_TABLE.CATEGORY, 'the state category')),
    row_label: state,
    band: null,
    value: points(value),
    source: 'state_adjustment',
    source_cell: cellAt(plan, table + STATE_TABLE.WORKBOOK, table + STATE_TABLE.TAB, `${col}${row}`),
    state,
    agency: plan.name(slot(code, table + STATE_TABLE.AGENCY, 'the agency')),
  };
}

export function adjustmentsOf(entry: PricingEntry, prices: BasePrices): Adjustments {
  const out: Adjustments = { adjusters: [], total: 0, na: null, byRate: rateAdjustersOf(entry) };
  if (prices.block !== NA) addBlock(entry, prices, out);
  addState(entry, out);
  addCap(entry, out, addGrids(entry, out));
  addPpp(entry, out);
  return out;
}

/**
 * The program's cap on what its capped grids take off together (ENTRY.ADJUSTMENT_CAP, in the floor's slots): when their sum
 * `capped` is below it, one more adjuster of the difference, at the cap's cell, brings it up to it
 * (so that the price adjustment stays the sum of the adjusters shown).
 */
function addCap(entry: PricingEntry, out: Adjustments, capped: number): void {
  const at = entryField(entry, ENTRY.ADJUSTMENT_CAP, 'ADJUSTMENT_CAP');
  if (at === NA) return;
  const { plan } = entry;
  const least = slot(plan.code, at + FLOOR.VALUE, 'the adjustment cap');
  if (capped >= least) return;
  const cell = plan.name(slot(plan.code, at + FLOOR.CELL, 'the adjustment cap cell'));
  out.adjusters.push({
    category: plan.name(slot(plan.code, at + FLOOR.CATEGORY, 'the adjustment cap category')),
    row_label: plan.name(slot(plan.code, at + FLOOR.LABEL, 'the adjustment cap label')),
    band: null,
    value: points(least - capped),
    source: 'llpa',
    source_cell: cellAt(plan, at + FLOOR.WORKBOOK, at + FLOOR.TAB, cell),
  });
  out.total += least - capped;
}

/** The block chosen, where the program reports it. */
function addBlock(entry: PricingEntry, prices: BasePrices, out: Adjustments): void {
  const { plan, scenario } = entry;
  if (entryField(entry, ENTRY.REPORTS_BLOCK, 'REPORTS_BLOCK') !== 1) return;
  const lockColumn = prices.block + prices.lock * BLOCK_LOCK_SIZE;
  const slotAt = slot(plan.code, lockColumn + BLOCK_LOCK.ADJUSTER_SLOT, 'a block adjuster slot');
  out.adjusters.push(
    plan.adjusters.get(slotAt) ?? remember(plan, slotAt, blockAdjuster(plan, prices.block, scenario.request.lock_days)),
  );
}

/** The program's state adjuster in the loan's state, whatever prices it (a rate block or a ladder). */
function addState(entry: PricingEntry, out: Adjustments): void {
  const { plan, scenario } = entry;
  const { code } = plan;
  const states = entryField(entry, ENTRY.STATE_ADJUSTERS, 'STATE_ADJUSTERS');
  const value =
    states === NA || scenario.stateIndex < 0 ? NA : slot(code, states + scenario.stateIndex, 'a state adjuster');
  if (value === NA) return;
  const slotAt = slot(code, states + STATE_TABLE.FIRST_SLOT, 'the first state slot') + scenario.stateIndex;
  out.adjusters.push(
    plan.adjusters.get(slotAt) ?? remember(plan, slotAt, stateAdjuster(plan, states, scenario.stateIndex, value)),
  );
  out.total += value;
}

/**
 * Adds every grid row that applies, in the column the loan reads; an NA cell is recorded in `out.na`.
 * Returns what the grids under the program's adjustment cap (GRID.CAPPED) added.
 */
function addGrids(entry: PricingEntry, out: Adjustments): number {
  const { plan } = entry;
  const { code } = plan;
  const list = entryField(entry, ENTRY.GRIDS, 'GRIDS');
  const grids = slot(code, list + LIST.COUNT, 'the grid count');
  let at = list + LIST.ITEMS;
  let capped = 0;
  for (let g = 0; g < grids; g++) {
    const grid = at;
    const isCapped = slot(code, grid + GRID.CAPPED, 'whether a grid is capped') === 1;
    at += GRID_SIZE;
    const applies = holds(code, at, entry);
    at = afterConds(code, at);
    const columns = slot(code, at + LIST.COUNT, 'a grid column count');
    at += LIST.ITEMS;
    let column = -1; // the first column whose conditions hold
    for (let c = 0; c < columns; c++, at = afterConds(code, at))
      if (column < 0 && applies && holds(code, at, entry)) column = c;
    const rows = slot(code, at + GRID_ROWS.COUNT, 'a grid row count');
    const firstSlot = slot(code, at + GRID_ROWS.FIRST_SLOT, 'a grid adjuster slot');
    at += GRID_ROWS_SIZE;
    for (let r = 0; r < rows; r++) {
      const matches = applies && holds(code, at, entry);
      const values = afterConds(code, at);
      at = values + columns;
      if (!matches) continue;
      if (column < 0) {
        // The loan lies beyond the grid's printed columns: the lender prices no such loan.
        out.na ??= gridNa(plan, { grid, r, c: -1 }, firstSlot + r * columns);
        continue;
      }
      const value = slot(code, values + column, 'a grid cell');
      const cell = firstSlot + r * columns + column;
      if (value === NA) {
        out.na ??= gridNa(plan, { grid, r, c: column }, cell);
        continue;
      }
      out.adjusters.push(
        plan.adjusters.get(cell) ?? remember(plan, cell, gridAdjuster(plan, { grid, r, c: column }, value)),
      );
      out.total += value;
      if (isCapped) capped += value;
    }
    at = slot(code, grid + GRID.ROW_LABELS_AT, 'the grid row labels') + rows * GRID_ROW_SIZE;
  }
  return capped;
}

/** The NA cell of a grid (column -1: beyond the last column, the row's label cell); built once per cell. */
function gridNa(plan: ArtifactPlan, at: GridCell, cell: number): CellDetail {
  const key = at.c < 0 ? -1 - cell : cell;
  let detail = plan.naCells.get(key);
  if (!detail) {
    const printed = gridCell(plan, at);
    detail = detailAt(
      plan,
      at.grid + GRID.WORKBOOK,
      at.grid + GRID.TAB,
      printed.cell,
      printed.category,
      printed.rowLabel,
      printed.band,
    );
    plan.naCells.set(key, detail);
  }
  return detail;
}

/** Adds the PPP cell of the entry (the table's row of the term, column of the occupancy); an NA cell is recorded in `out.na`. */
function addPpp(entry: PricingEntry, out: Adjustments): void {
  const table = selectedTable(entry);
  if (table < 0) return; // no PPP table, or not the one asked for (a program-level reason)
  const { plan } = entry;
  const { code } = plan;
  const { pppTermIndex, occupancyIndex, stateIndex } = entry.scenario;
  // in a state where penalties are restricted, the term's row for those states when the table prints one
  const restricted = inStateMask(
    slot(code, HEADER.PPP_RESTRICTED_STATES_LO, 'the restricted states'),
    slot(code, HEADER.PPP_RESTRICTED_STATES_HI, 'the restricted states'),
    stateIndex,
  )
    ? slot(code, table + PPP_TABLE.RESTRICTED_ROW_BY_TERM + pppTermIndex, 'a restricted prepayment row')
    : -1;
  const row =
    restricted >= 0 ? restricted : slot(code, table + PPP_TABLE.ROW_BY_TERM + pppTermIndex, 'a prepayment row');
  const column = slot(code, table + PPP_TABLE.COLUMN_BY_OCCUPANCY + occupancyIndex, 'a prepayment column');
  if (row < 0 || column < 0) return; // no column: the program takes no loan of this occupancy; its matrix says so
  const columns = slot(code, table + PPP_TABLE.COLUMNS, 'prepayment columns');
  const rows = slot(code, table + PPP_TABLE.ROWS, 'prepayment rows');
  const valuesAt = table + PPP_TABLE.COLUMNS_AT + columns * PPP_COLUMN_SIZE + rows * PPP_ROW_SIZE;
  const value = slot(code, valuesAt + row * columns + column, 'a prepayment value');
  if (value === NA) {
    const printed = pppCell(plan, table, row, column);
    out.na ??= detailAt(
      plan,
      table + PPP_TABLE.WORKBOOK,
      table + PPP_TABLE.TAB,
      printed.cell,
      printed.category,
      printed.rowLabel,
      printed.band,
    );
    return;
  }
  const cell = slot(code, table + PPP_TABLE.FIRST_SLOT, 'a prepayment adjuster slot') + row * columns + column;
  out.adjusters.push(plan.adjusters.get(cell) ?? remember(plan, cell, pppAdjuster(plan, table, row, column, value)));
  out.total += value;
}

function pppAdjuster(plan: ArtifactPlan, table: number, r: number, c: number, value: number): Adjuster {
  const { category, rowLabel, band, cell } = pppCell(plan, table, r, c);
  return {
    category,
    row_label: rowLabel,
    band,
    value: points(value),
    source: 'ppp',
    source_cell: cellAt(plan, table + PPP_TABLE.WORKBOOK, table + PPP_TABLE.TAB, cell),
  };
}

/** The offsets of the entry's rate adjusters whose conditions hold for the loan, null for none. */
export function rateAdjustersOf(entry: PricingEntry): number[] | null {
  const { code } = entry.plan;
  const at = entryField(entry, ENTRY.RATE_ADJUSTERS, 'RATE_ADJUSTERS');
  if (at === NA) return null;
  let held: number[] | null = null;
  for (let n = slot(code, at + LIST.COUNT, 'the rate adjuster count'), record = at + LIST.ITEMS; n > 0; n--) {
    const conds = record + RATE_ADJUSTER_SIZE;
    if (holds(code, conds, entry)) (held ??= []).push(record);
    record = afterConds(code, conds);
  }
  return held;
}

/** Does the range of the rate adjuster at `record` hold `rate` (thousandths)? */
function covers(code: Int32Array, record: number, rate: number): boolean {
  const lo = slot(code, record + RATE_ADJUSTER.LO, 'a rate adjuster');
  const hi = slot(code, record + RATE_ADJUSTER.HI, 'a rate adjuster');
  return (lo === NA || rate >= lo) && (hi === NA || rate <= hi);
}

/** What the rate adjusters `held` add to the price of `rate` (thousandths of a point). */
export function rateAdjustment(code: Int32Array, held: readonly number[] | null, rate: number): number {
  if (held === null) return 0;
  let sum = 0;
  for (const record of held)
    if (covers(code, record, rate)) sum += slot(code, record + RATE_ADJUSTER.VALUE, 'a rate adjustment');
  return sum;
}

/** The adjusters `held` shows at `rate`, each built once per plan (`remember`, by its slot). */
export function rateAdjusters(plan: ArtifactPlan, held: readonly number[], rate: number): Adjuster[] {
  const out: Adjuster[] = [];
  for (const record of held) {
    if (!covers(plan.code, record, rate)) continue;
    const at = slot(plan.code, record + RATE_ADJUSTER.SLOT, 'a rate adjuster slot');
    out.push(plan.adjusters.get(at) ?? remember(plan, at, rateAdjuster(plan, record)));
  }
  return out;
}

function rateAdjuster(plan: ArtifactPlan, record: number): Adjuster {
  const { code } = plan;
  return {
    category: plan.name(slot(code, record + RATE_ADJUSTER.CATEGORY, 'a rate adjuster category')),
    row_label: plan.name(slot(code, record + RATE_ADJUSTER.LABEL, 'a rate adjuster label')),
    band: null,
    value: points(slot(code, record + RATE_ADJUSTER.VALUE, 'a rate adjustment')),
    source: 'llpa',
    source_cell: cellAt(
      plan,
      record + RATE_ADJUSTER.WORKBOOK,
      record + RATE_ADJUSTER.TAB,
      plan.name(slot(code, record + RATE_ADJUSTER.CELL, 'a rate adjuster cell')),
    ),
  };
}
