/**
 * Adjustments printed as pairs along a row (language.ts AdjustmentTable, shape `pairs`): after each
 * cell printing the table's title, the cells to its right to the first blank one, each a key then its
 * value (`Lock-In Fee | 15-Day: — | 30-Day: +12.5 bp | 45-Day: not offered`). Each pair is a row of
 * the table, its key read as the first column holds (a lock period, a condition), its value as the
 * table's `values`. A title printed under a program's name (the nearest cell above it in its column
 * that names a program) is that program's: a lender printing one such row under each program's
 * prices.
 */
import type { Cond, Grid } from '../../worker/artifact/format.ts';
import { a1, colLetter, type Sheet } from '../sheet.ts';
import { cellValue } from './adjustments.ts';
import { keyConditions } from './conditions.ts';
import { titleCells } from './find.ts';
import type { AdjustmentTable, DeclaredProfile } from './language.ts';
import { programTitled } from './program-cells.ts';

/** The program named by the nearest cell above (row, col) in its column that names one, if any. */
function programAbove(sheet: Sheet, profile: DeclaredProfile, row: number, col: number): string | undefined {
  for (let r = row - 1; r >= 0; r--) {
    const program = sheet.text(r, col) === '' ? undefined : programTitled(profile, sheet.text(r, col));
    if (program) return program.slug;
  }
  return undefined;
}

/** The grids of a table of pairs, by program slug (`''`: every program's): a grid of one row per pair, its value's cell its own. */
export function readPairs(sheet: Sheet, profile: DeclaredProfile, table: AdjustmentTable): Map<string, Grid[]> {
  const grids = new Map<string, Grid[]>();
  const [key] = table.columns;
  const values = table.values ?? 'adjustment';
  const titles = titleCells(sheet, table.title ?? '');
  if (!key)
    sheet.error('missing_table', null, null, 'a table of pairs declares how its keys are read (its one column)');
  if (titles.length === 0)
    sheet.error('missing_table', null, null, `no pairs titled ${JSON.stringify(table.title ?? '')}`);
  if (!key) return grids;
  for (const { row, col: titleCol } of titles) {
    const slug = programAbove(sheet, profile, row, titleCol) ?? '';
    const owned = grids.get(slug) ?? [];
    for (let col = titleCol + 1; col < sheet.cols && sheet.text(row, col) !== ''; col++) {
      const text = sheet.text(row, col);
      const colon = text.indexOf(':');
      if (colon < 0) {
        sheet.error(
          'expected_number_or_na',
          row,
          col,
          `expected a key, a colon and its value, found ${JSON.stringify(text)}`,
        );
        continue;
      }
      const printed = text.slice(colon + 1).trim();
      const when: Cond[] | undefined = keyConditions(sheet, profile, key.holds, row, col, text.slice(0, colon).trim());
      const value = cellValue(sheet, values, row, col, { t: 's', v: printed, w: printed });
      if (!when || value === undefined) continue;
      // an NA a lock period's table says is a lock not offered: no row, the period not priced
      if (value === null && table.na === 'lock not offered') continue;
      owned.push({
        workbook: sheet.origin.workbookIndex,
        tab: sheet.tab,
        category: table.category ?? sheet.text(row, titleCol),
        title_cell: a1(row, titleCol),
        label_col: colLetter(col),
        columns: [{ label: null, col: colLetter(col), when: [] }],
        when: [],
        rows: [{ label: text.slice(0, colon).trim(), row: row + 1, when, values: [value] }],
      });
    }
    grids.set(slug, owned);
  }
  return grids;
}
