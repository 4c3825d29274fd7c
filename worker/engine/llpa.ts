/**
 * Price-adjustment grids: every row that matches the scenario adds its cell in the loan's LTV/CLTV
 * band (or the `Adj` column). A matching NA cell makes the program ineligible at every rate.
 */
import type { Artifact, Grid } from '../artifact/format.ts';
import type { Adjuster, CellDetail } from './response.ts';
import { inRange, matches, type Scenario } from './scenario.ts';
import { cellRef } from './source.ts';

export interface Adjustments {
  adjusters: Adjuster[];
  total: number; // thousandths of a point
  /** the first NA cell a required row hit, when any */
  na: CellDetail | null;
}

/** A cell of a row: null is NA and must survive (`?? 0` would turn it into a zero). */
export const cellAt = (values: readonly (number | null)[], index: number): number | null => (index < values.length ? values[index]! : 0);

export const emptyAdjustments = (): Adjustments => ({ adjusters: [], total: 0, na: null });

export function detailOf(a: Artifact, workbook: number, tab: string, cell: string, category: string, rowLabel: string, band: string | null): CellDetail {
  return { category, row_label: rowLabel, band, workbook: a.sources[workbook] ?? '?', tab, cell };
}

/** Adds one cell's value (or its NA) to the running adjustments. */
export function addCell(out: Adjustments, a: Artifact, g: { workbook: number; tab: string }, adj: Omit<Adjuster, 'value' | 'source_cell'>, value: number | null, cell: string): void {
  if (value === null) {
    out.na ??= detailOf(a, g.workbook, g.tab, cell, adj.category, adj.row_label, adj.band);
    return;
  }
  out.adjusters.push({ ...adj, value: value / 1000, source_cell: cellRef(a, g.workbook, g.tab, cell) });
  out.total += value;
}

function columnOf(grid: Grid, s: Scenario): { index: number; label: string | null; col: string } | null {
  if (!grid.bands) return { index: 0, label: null, col: grid.adj_col! };
  const index = grid.bands.findIndex((b) => inRange(b.range, s.ltvNum, s.ltvDen));
  const band = grid.bands[index];
  return band ? { index, label: band.label, col: band.col } : null;
}

export function applyGrids(out: Adjustments, a: Artifact, grids: readonly Grid[], s: Scenario): void {
  for (const grid of grids) {
    if (!matches(grid.when, s)) continue;
    const column = columnOf(grid, s);
    for (const row of grid.rows) {
      if (!matches(row.when, s)) continue;
      if (!column) {
        // The loan's LTV lies beyond the grid's last band: the lender prices no such loan.
        out.na ??= detailOf(a, grid.workbook, grid.tab, `${grid.label_col}${row.row}`, grid.category, row.label, null);
        continue;
      }
      const adj = { category: grid.category, row_label: row.label, band: column.label, source: 'llpa' as const };
      addCell(out, a, grid, adj, cellAt(row.values, column.index), `${column.col}${row.row}`);
    }
  }
}
