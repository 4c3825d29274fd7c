/**
 * A titled list with no header printed as tiles (AdjustmentTable `tiles`: a state map, `AK | N | WA
 * | Y | …` nine pairs to a row): each pair of columns from the title's is a block of the list, its
 * rows those where its key cell prints something, the tiles down to the first row blank across or a
 * note under them (a blank tile inside the map is no end). Tiles in one cell (`AK N`): each column a
 * block, its key and value column the same (adjustments.ts reads the key before the last space, the
 * value after it).
 */
import type { Sheet } from '../sheet.ts';
import { noteCell } from '../table-rows.ts';
import type { FoundTable } from './find.ts';

export function tileBlocks(sheet: Sheet, found: FoundTable, inOneCell = false): FoundTable[] {
  const left = found.titleCol;
  const last = sheet.cols - 1;
  let first = found.headerRow + 1;
  while (first < sheet.rows && sheet.isBlankRow(first, left, last)) first++;
  const rows: number[] = [];
  for (let r = first; r < sheet.rows; r++) {
    if (sheet.isBlankRow(r, left, last) || noteCell(sheet, r, left, last) !== undefined) break;
    rows.push(r);
  }
  const blocks: FoundTable[] = [];
  const width = inOneCell ? 1 : 2;
  for (let key = left; key <= last - width + 1; key += width) {
    const tiled = rows.filter((r) => sheet.text(r, key) !== '');
    if (tiled.length === 0) break;
    blocks.push({ ...found, cols: [key, key + width - 1], rows: tiled, continued: undefined, titleCol: key });
  }
  return blocks;
}
