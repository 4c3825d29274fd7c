/**
 * Price-adjustment grids: every row that matches the scenario adds its cell in the loan's LTV/CLTV
 * band (or the `Adj` column). A matching NA cell makes the program ineligible at every rate.
 */
import type { Artifact, Grid, GridRow, Program } from '../artifact/format.ts';
import { holds, inPackedRange } from './conditions.ts';
import { type PackedGrid, packedGrids } from './packed-grids.ts';
import type { Adjuster, CellDetail } from './response.ts';
import type { Scenario } from './scenario.ts';
import { cellRef } from './source.ts';

export interface Adjustments {
  adjusters: Adjuster[];
  total: number; // thousandths of a point
  /** the first NA cell a required row hit, when any */
  na: CellDetail | null;
}

export const emptyAdjustments = (): Adjustments => ({ adjusters: [], total: 0, na: null });

export function detailOf(
  a: Artifact,
  workbook: number,
  tab: string,
  cell: string,
  category: string,
  rowLabel: string,
  band: string | null,
): CellDetail {
  return { category, row_label: rowLabel, band, workbook: a.sources[workbook] ?? '?', tab, cell };
}

/** The index of the band column holding the loan's LTV (0 = the single `Adj` column), or -1. */
function columnOf(grid: Grid, { code }: PackedGrid, s: Scenario): number {
  if (!grid.bands) return 0;
  for (let index = 0; index < grid.bands.length; index++)
    if (inPackedRange(code, index * 3, s.ltvNum, s.ltvDen)) return index;
  return -1;
}

const columnLabel = (grid: Grid, column: number) => grid.bands?.[column]?.label ?? null;
const columnLetter = (grid: Grid, column: number) => grid.bands?.[column]?.col ?? grid.adj_col!;

const gridAdjuster = (a: Artifact, grid: Grid, row: GridRow, column: number, value: number): Adjuster => ({
  category: grid.category,
  row_label: row.label,
  band: columnLabel(grid, column),
  value: value / 1000,
  source: 'llpa',
  source_cell: cellRef(a, grid.workbook, grid.tab, `${columnLetter(grid, column)}${row.row}`),
});

export function applyGrids(out: Adjustments, a: Artifact, p: Program, s: Scenario): void {
  const packed = packedGrids(p);
  for (let g = 0; g < packed.length; g++) {
    const grid = p.grids[g]!;
    const pg = packed[g]!;
    const { code, starts, width, values, adjusters } = pg;
    if (!holds(code, starts[0]!, starts[1]!, s)) continue;
    const column = columnOf(grid, pg, s);
    for (let r = 0; r < grid.rows.length; r++) {
      if (!holds(code, starts[r + 1]!, starts[r + 2]!, s)) continue;
      if (column < 0) {
        // The loan's LTV lies beyond the grid's last band: the lender prices no such loan.
        const row = grid.rows[r]!;
        out.na ??= detailOf(a, grid.workbook, grid.tab, `${grid.label_col}${row.row}`, grid.category, row.label, null);
        continue;
      }
      const at = r * width + column;
      const value = values[at]!;
      if (Number.isNaN(value)) {
        const row = grid.rows[r]!;
        out.na ??= detailOf(
          a,
          grid.workbook,
          grid.tab,
          `${columnLetter(grid, column)}${row.row}`,
          grid.category,
          row.label,
          columnLabel(grid, column),
        );
        continue;
      }
      out.adjusters.push((adjusters[at] ??= Object.freeze(gridAdjuster(a, grid, grid.rows[r]!, column, value))));
      out.total += value;
    }
  }
}
