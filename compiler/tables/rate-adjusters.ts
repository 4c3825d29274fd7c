/**
 * A program's adjustments of each note rate on its own (format.ts RateAdjuster), split from its
 * grids: the rows of a list's `rate condition` column that name note rates (`Note rates below
 * 7.000%: -0.250`) are read as grid rows, with their grid's scope, then each becomes a rate adjuster
 * of its grid's category, label, conditions and value cell; a grid left with no row is none.
 */
import type { Grid, Range, RateAdjuster } from '../../worker/artifact/format.ts';

export function splitRateRows(
  grids: readonly Grid[],
  rated: ReadonlyMap<Grid['rows'][number], Range>,
): { grids: Grid[]; rateAdjusters: RateAdjuster[] } {
  const rateAdjusters: RateAdjuster[] = [];
  const kept: Grid[] = [];
  for (const grid of grids) {
    const rows = grid.rows.filter((row) => {
      const rates = rated.get(row);
      if (!rates) return true;
      rateAdjusters.push({
        workbook: grid.workbook,
        tab: grid.tab,
        category: grid.category,
        label: row.label,
        rates,
        value: row.values[0] ?? 0, // a list's one value, a number (adjustments.ts refuses an NA rate adjustment)
        cell: `${grid.columns[0]!.col}${row.row}`,
        when: [...grid.when, ...row.when],
      });
      return false;
    });
    if (rows.length === grid.rows.length) kept.push(grid);
    else if (rows.length > 0) kept.push({ ...grid, rows });
  }
  return { grids: kept, rateAdjusters };
}
