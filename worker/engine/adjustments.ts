/**
 * Step 4, adjustments (sheets/README.md §3.5, §4.4, §5.4): every grid row that applies, in the
 * column the loan reads; the PPP cell of the table ppp.ts selects; a rate-block program's state
 * adjuster and, where the lender reports it, the block chosen. They do not depend on the note rate:
 * one total for every rate. A required NA cell makes every rate ineligible (`na`).
 *
 * Each adjustment that fires is shown as the adjuster of its cell. An adjuster is fixed by its cell:
 * the same table, row and column always give the same category, labels, value and source cell. So
 * each is built once, frozen, kept in its slot of the artifact's plan (`remember`) and shared by
 * every offer and later quote that hits the cell: a quote over many lenders then allocates no
 * adjuster objects and no cell-reference strings. Memoisation only: no result depends on what is cached.
 */
import type { Artifact, Grid, PppTable, RateBlock, StateAdjusters } from '../artifact/format.ts';
import { points } from '../artifact/vocabulary.ts';
import type { BasePrices } from './base-price.ts';
import { afterConds, holds } from './conditions.ts';
import { entryField, type PricingEntry, partsAt } from './entry.ts';
import type { ArtifactPlan } from './plan/build.ts';
import {
  BLOCK_INDEX,
  BLOCK_LOCK,
  BLOCK_LOCK_SIZE,
  ENTRY,
  GRID_ROWS,
  GRID_ROWS_SIZE,
  NA,
  PPP_TABLE,
  STATE_ADJUSTERS,
} from './plan/layout.ts';
import { item, slot } from './plan/read.ts';
import { selectedTable } from './ppp.ts';
import type { Adjuster } from './quote-response.ts';
import type { CellDetail } from './reason.ts';
import { cellRef, detailOf } from './source.ts';

/** What the adjustments of one (program, doc type) add up to. */
export interface Adjustments {
  adjusters: Adjuster[];
  /** thousandths of a point: price_adjustment */
  total: number;
  /** the first NA cell a required row hit, when any */
  na: CellDetail | null;
}

/** Keeps (frozen) and returns the adjuster of `slot`: `plan.adjusters[slot] ?? remember(plan, slot, …)` builds it once. */
export const remember = (plan: ArtifactPlan, slot: number, adjuster: Adjuster): Adjuster =>
  (plan.adjusters[slot] = Object.freeze(adjuster));

/** A grid cell: its band is the column's printed header, none for an unbanded (`Adj`, `Cost`) column. */
export const gridAdjuster = (
  artifact: Artifact,
  grid: Grid,
  rowIndex: number,
  columnIndex: number,
  value: number,
): Adjuster => {
  const row = item(grid.rows, rowIndex, 'grid row');
  const column = item(grid.columns, columnIndex, 'grid column');
  return {
    category: grid.category,
    row_label: row.label,
    band: column.label,
    value: points(value),
    source: 'llpa',
    source_cell: cellRef(artifact, grid.workbook, grid.tab, `${column.col}${row.row}`),
  };
};

type PppColumn = PppTable['columns'][number];

/** A single `Adj` column applies to any occupancy: no band to show. */
export const pppBand = (table: PppTable, column: PppColumn) =>
  table.columns.length === 1 && /^adj/i.test(column.label) ? null : column.label;

export const pppAdjuster = (
  artifact: Artifact,
  table: PppTable,
  rowIndex: number,
  columnIndex: number,
  value: number,
): Adjuster => {
  const row = item(table.rows, rowIndex, 'PPP row');
  const column = item(table.columns, columnIndex, 'PPP column');
  return {
    category: `PPP ${table.name}`,
    row_label: row.term,
    band: pppBand(table, column),
    value: points(value),
    source: 'ppp',
    source_cell: cellRef(artifact, table.workbook, table.tab, `${column.col}${row.row}`),
  };
};

export const blockAdjuster = (artifact: Artifact, block: RateBlock, lockDays: number): Adjuster => ({
  category: 'Rate Block',
  row_label: block.name,
  band: `${lockDays} Day`,
  value: 0,
  source: 'rate_block',
  source_cell: cellRef(artifact, block.workbook, block.tab, block.title_cell),
  block: block.name,
  lock_days: lockDays,
});

export const stateAdjuster = (
  artifact: Artifact,
  table: StateAdjusters,
  state: StateAdjusters['states'][number],
): Adjuster => ({
  category: 'State Adjusters',
  row_label: state.state,
  band: null,
  value: points(state.value),
  source: 'state_adjustment',
  source_cell: cellRef(artifact, table.workbook, table.tab, `${table.col}${state.row}`),
  state: state.state,
  agency: table.agency,
});

export function adjustmentsOf(entry: PricingEntry, prices: BasePrices): Adjustments {
  const out: Adjustments = { adjusters: [], total: 0, na: null };
  if (prices.block !== NA) addBlockAndState(entry, prices, out);
  addGrids(entry, out);
  addPpp(entry, out);
  return out;
}

/** The block chosen (where the program reports it) and the state adjuster of a program priced per state column. */
function addBlockAndState(entry: PricingEntry, prices: BasePrices, out: Adjustments): void {
  const { plan, artifact, scenario } = entry;
  const { code } = plan;
  if (entryField(entry, ENTRY.REPORTS_BLOCK, 'REPORTS_BLOCK') === 1) {
    const lockColumn = prices.block + prices.lock * BLOCK_LOCK_SIZE;
    const slotAt = slot(code, lockColumn + BLOCK_LOCK.ADJUSTER_SLOT, 'a block adjuster slot');
    const block = item(artifact.rate_blocks, slot(code, prices.block + BLOCK_INDEX, 'a block index'), 'rate block');
    out.adjusters.push(
      plan.adjusters[slotAt] ?? remember(plan, slotAt, blockAdjuster(artifact, block, scenario.request.lock_days)),
    );
  }
  const states = entryField(entry, ENTRY.STATE_ADJUSTERS, 'STATE_ADJUSTERS');
  const value =
    states === NA || scenario.stateIndex < 0 ? NA : slot(code, states + scenario.stateIndex, 'a state adjuster');
  if (value === NA) return;
  const slotAt = slot(code, states + STATE_ADJUSTERS.FIRST_SLOT, 'the first state slot') + scenario.stateIndex;
  const table = partsAt(entry).program.state_adjusters;
  const state = table?.states.find((x) => x.state === scenario.request.state);
  if (!table || !state) return;
  out.adjusters.push(plan.adjusters[slotAt] ?? remember(plan, slotAt, stateAdjuster(artifact, table, state)));
  out.total += value;
}

/** Adds every grid row that applies, in the column the loan reads; an NA cell is recorded in `out.na`. */
function addGrids(entry: PricingEntry, out: Adjustments): void {
  const { code } = entry.plan;
  let at = entryField(entry, ENTRY.GRIDS, 'GRIDS');
  const grids = slot(code, at++, 'the grid count');
  for (let g = 0; g < grids; g++) {
    const applies = holds(code, at, entry.match);
    at = afterConds(code, at);
    const columns = slot(code, at++, 'a grid column count');
    let column = -1; // the first column whose conditions hold
    for (let c = 0; c < columns; c++, at = afterConds(code, at))
      if (column < 0 && applies && holds(code, at, entry.match)) column = c;
    const rows = slot(code, at + GRID_ROWS.COUNT, 'a grid row count');
    const firstSlot = slot(code, at + GRID_ROWS.FIRST_SLOT, 'a grid adjuster slot');
    at += GRID_ROWS_SIZE;
    for (let r = 0; r < rows; r++) {
      const matches = applies && holds(code, at, entry.match);
      const values = afterConds(code, at);
      at = values + columns;
      if (!matches) continue;
      if (column < 0) {
        // The loan lies beyond the grid's printed columns: the lender prices no such loan.
        out.na ??= gridNa(entry, g, r, -1, firstSlot + r * columns);
        continue;
      }
      const value = slot(code, values + column, 'a grid cell');
      const cell = firstSlot + r * columns + column;
      if (value === NA) {
        out.na ??= gridNa(entry, g, r, column, cell);
        continue;
      }
      const { plan, artifact } = entry;
      out.adjusters.push(
        plan.adjusters[cell] ??
          remember(plan, cell, gridAdjuster(artifact, item(partsAt(entry).program.grids, g, 'grid'), r, column, value)),
      );
      out.total += value;
    }
  }
}

/** The NA cell of grid `g`, row `r` (column -1: beyond the last column, the row's label cell); built once per cell. */
function gridNa(entry: PricingEntry, g: number, r: number, column: number, cell: number): CellDetail {
  const key = column < 0 ? -1 - cell : cell;
  let detail = entry.plan.naCells.get(key);
  if (!detail) {
    const grid = item(partsAt(entry).program.grids, g, 'grid');
    const row = item(grid.rows, r, 'grid row');
    const printed = column < 0 ? null : item(grid.columns, column, 'grid column');
    detail = detailOf(
      entry.artifact,
      grid.workbook,
      grid.tab,
      `${printed ? printed.col : grid.label_col}${row.row}`,
      grid.category,
      row.label,
      printed?.label ?? null,
    );
    entry.plan.naCells.set(key, detail);
  }
  return detail;
}

/** Adds the PPP cell of the entry (the table's row of the term, column of the occupancy); an NA cell is recorded in `out.na`. */
function addPpp(entry: PricingEntry, out: Adjustments): void {
  const table = selectedTable(entry);
  if (table < 0) return; // no PPP table, or not the one asked for (a program-level reason)
  const { code } = entry.plan;
  const { pppTermIndex, occupancyIndex } = entry.scenario;
  const row = slot(code, table + PPP_TABLE.ROW_BY_TERM + pppTermIndex, 'a PPP row');
  const column = slot(code, table + PPP_TABLE.COLUMN_BY_OCCUPANCY + occupancyIndex, 'a PPP column');
  if (row < 0 || column < 0) return; // no column: the program takes no loan of this occupancy; its matrix says so
  const columns = slot(code, table + PPP_TABLE.COLUMNS, 'PPP columns');
  const value = slot(code, table + PPP_TABLE.VALUES + row * columns + column, 'a PPP value');
  const program = partsAt(entry).program;
  const pppTable = item(program.ppp, slot(code, table + PPP_TABLE.INDEX, 'a PPP table index'), 'PPP table');
  if (value === NA) {
    const printedRow = item(pppTable.rows, row, 'PPP row');
    const printedColumn = item(pppTable.columns, column, 'PPP column');
    out.na ??= detailOf(
      entry.artifact,
      pppTable.workbook,
      pppTable.tab,
      `${printedColumn.col}${printedRow.row}`,
      `PPP ${pppTable.name}`,
      printedRow.term,
      pppBand(pppTable, printedColumn),
    );
    return;
  }
  const cell = slot(code, table + PPP_TABLE.FIRST_SLOT, 'a PPP adjuster slot') + row * columns + column;
  out.adjusters.push(
    entry.plan.adjusters[cell] ?? remember(entry.plan, cell, pppAdjuster(entry.artifact, pppTable, row, column, value)),
  );
  out.total += value;
}
