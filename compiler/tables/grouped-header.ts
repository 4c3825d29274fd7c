/**
 * A table of a row per program whose header is printed on two rows (RuleTable `groupedHeader`): a
 * group heading merged over its columns on the first (`Occupancy` over `Primary | Second Home |
 * Investment`), each column's own heading on the second. The columns and their headings are the
 * second row's, the program's column the first's; the rows those under the second to the first
 * blank program cell.
 */
import type { Sheet } from '../sheet.ts';
import type { FoundTable } from './find.ts';

export function underGroups(sheet: Sheet, found: FoundTable): FoundTable {
  const programCol = found.cols[0] ?? found.titleCol;
  const lower = found.headerRow + 1;
  const rows: number[] = [];
  for (let r = lower + 1; r < sheet.rows && sheet.text(r, programCol) !== ''; r++) rows.push(r);
  return { ...found, headerRow: lower, cols: [programCol, ...sheet.spanCols(lower, programCol + 1)], rows };
}
