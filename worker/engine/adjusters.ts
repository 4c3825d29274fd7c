/**
 * The adjuster of each kind of cell. An adjuster is fixed by its cell: the same table, row and
 * column always give the same category, labels, value and source cell. So each is built once,
 * frozen, kept in its slot of the artifact's plan (`remember`) and shared by every offer and later
 * quote that hits the cell: a quote over many lenders then allocates no adjuster objects and no
 * cell-reference strings. Memoisation only: no result depends on what is cached.
 */
import type { Artifact, Grid, PppTable, RateBlock, StateAdjusters } from '../artifact/format.ts';
import { points } from '../artifact/vocabulary.ts';
import type { ArtifactPlan } from './plan/build.ts';
import { item } from './plan/read.ts';
import type { Adjuster } from './quote-response.ts';
import type { CellDetail } from './reason.ts';
import { cellRef } from './source.ts';

/** What the adjustments of one (program, doc type) add up to (adjustments.ts). */
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
