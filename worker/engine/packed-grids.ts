/**
 * A program's grids packed for pricing: conditions and band edges as numbers (conditions.ts), the
 * cell values in one flat array, and a slot per cell for its adjuster once built. Packed on the
 * first quote that prices the program, kept (weakly) for the artifact's life.
 *
 * Why: a quote over many lenders is bound by memory traffic. Through the artifact's objects a grid
 * row costs a dozen scattered reads (row, condition list, conditions, value lists, ranges, strings)
 * plus a lookup for its adjuster; packed, a whole grid is a few contiguous arrays, and a matching
 * row's adjuster is one array slot.
 */
import type { Grid, Program } from '../artifact/format.ts';
import { packConds, packRange } from './conditions.ts';
import type { Adjuster } from './response.ts';

export interface PackedGrid {
  /** the band edges (3 numbers per band), then the condition codes */
  code: Float64Array;
  /** code[starts[0], starts[1]) = the grid's own conditions; row r's are code[starts[r + 1], starts[r + 2]) */
  starts: Int32Array;
  /** columns per row: the bands, or 1 (the `Adj` column) */
  width: number;
  /** row r, column c at r × width + c, in thousandths; NaN = NA */
  values: Float64Array;
  /** the adjuster of each cell, built on its first use (llpa.ts) */
  adjusters: (Adjuster | undefined)[];
}

/** A cell of a row: null is NA and must survive (`?? 0` would turn it into a zero); past the row's printed end, 0. */
export const cellAt = (values: readonly (number | null)[], index: number): number | null =>
  index < values.length ? values[index]! : 0;

function packGrid(grid: Grid): PackedGrid {
  const code: number[] = [];
  for (const b of grid.bands ?? []) packRange(code, b.range);
  const starts = [code.length];
  packConds(code, grid.when);
  for (const row of grid.rows) {
    starts.push(code.length);
    packConds(code, row.when);
  }
  starts.push(code.length);
  const width = grid.bands?.length ?? 1;
  const values = new Float64Array(grid.rows.length * width);
  grid.rows.forEach((row, r) => {
    for (let c = 0; c < width; c++) values[r * width + c] = cellAt(row.values, c) ?? NaN;
  });
  return { code: Float64Array.from(code), starts: Int32Array.from(starts), width, values, adjusters: [] };
}

const byProgram = new WeakMap<Program, PackedGrid[]>();

/** The packed form of each of the program's grids, in order. */
export function packedGrids(p: Program): PackedGrid[] {
  let packed = byProgram.get(p);
  if (!packed) byProgram.set(p, (packed = p.grids.map(packGrid)));
  return packed;
}
