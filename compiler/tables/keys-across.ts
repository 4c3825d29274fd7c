/**
 * Adjustments printed as a row of keys over one row of values, with no key column (language.ts
 * AdjustmentTable, shape `keys across`: `FL | NJ | ALL OTHERS` over `0.375% cost | 0.125% cost |
 * none`). Under the table's title, the first row neither blank nor a note holds the keys, from its
 * first cell at or right of the title's column to the first blank one, each read as the table's one
 * column holds (a condition, a lock period); the row right below holds their values, each read as
 * `values` says. Each key is a row of a list, the rows of every key that holds adding up: a grid of
 * one row at its value's cell, as a list's (adjustments.ts readAdjustments).
 */
import type { Cond, Grid } from '../../worker/artifact/format.ts';
import { a1, colLetter, type Sheet } from '../sheet.ts';
import { nextRowBelow } from '../table-rows.ts';
import { cellValue, lockRefusal, notOffered, type ReadList, refusedStates, statesOf } from './adjustments.ts';
import { keyConditions } from './conditions.ts';
import { type FoundTable, onlyCell, titleCells } from './find.ts';
import type { AdjustmentTable, DeclaredProfile } from './language.ts';

/**
 * The keys of a table of keys across: its header row the keys' row, its columns the keys', its one row
 * the values'; undefined (reported) when no title, or no key under it, is printed.
 */
export function findKeysAcross(sheet: Sheet, table: AdjustmentTable): FoundTable | undefined {
  const [key] = table.columns;
  if (table.title === undefined || !key || (key.holds !== 'condition' && key.holds !== 'lock period')) {
    sheet.error(
      'missing_table',
      null,
      null,
      'a table of keys across is found by its title and reads its keys as its one column holds (a condition or a lock period)',
    );
    return undefined;
  }
  const name = `the keys titled ${JSON.stringify(table.title)}`;
  const at = onlyCell(
    sheet,
    titleCells(sheet, table.title),
    `table titled ${JSON.stringify(table.title)}`,
    table.title,
  );
  if (!at) return undefined;
  const keyRow = nextRowBelow(sheet, at.row, at.col, sheet.cols - 1, name);
  let first = at.col;
  while (first < sheet.cols && sheet.text(keyRow, first) === '') first++;
  const cols = keyRow < sheet.rows ? sheet.spanCols(keyRow, first) : [];
  if (cols.length === 0) {
    sheet.error('missing_table', at.row, at.col, `no row of keys under ${JSON.stringify(table.title)}`);
    return undefined;
  }
  return { headerRow: keyRow, cols, rows: [keyRow + 1], title: table.title, titleCol: at.col, titleRow: at.row };
}

/** The grids of a table of keys across (every program's, `''`), the states its NA values refuse or its blank values list, its locks not offered to some loans. */
export function readKeysAcross(
  sheet: Sheet,
  profile: DeclaredProfile,
  table: AdjustmentTable,
  found: FoundTable,
): ReadList {
  const read: ReadList = { grids: new Map(), refused: [], unadjusted: [], lockRefusals: [], rated: new Map() };
  const { holds, lead } = table.columns[0]!;
  const values = table.values ?? 'adjustment';
  const keyRow = found.headerRow;
  const valueRow = keyRow + 1;
  const last = found.cols.at(-1)!;
  // a value right of the last key (the keys' row ending at a blank cell) is no key's
  for (let col = last + 1; col < sheet.cols && sheet.text(valueRow, col) !== ''; col++)
    sheet.error(
      'unexpected_text',
      valueRow,
      col,
      `a value with no key above it in ${JSON.stringify(found.title)}: ${JSON.stringify(sheet.text(valueRow, col))}`,
    );
  if (found.cols.every((col) => sheet.text(valueRow, col) === '')) {
    sheet.error('missing_row', valueRow, found.cols[0]!, `no value under the keys of ${JSON.stringify(found.title)}`);
    return read;
  }
  const grids: Grid[] = [];
  for (const col of found.cols) {
    const when: Cond[] | undefined = keyConditions(sheet, profile, holds, keyRow, col, undefined, lead);
    const value = cellValue(sheet, values, valueRow, col);
    if (!when || value === undefined) continue;
    if (sheet.text(valueRow, col) === '') read.unadjusted.push(...statesOf(when));
    if (notOffered(table, value, when)) {
      // a lock not offered to some loans only (the table's or the key's other conditions): a rule of its own
      const refusal = lockRefusal(table, when, [null], a1(valueRow, col));
      if (refusal) read.lockRefusals.push(refusal);
      continue;
    }
    const refused = refusedStates(table, value, when);
    read.refused.push(...refused);
    if (refused.length > 0) continue;
    grids.push({
      workbook: sheet.origin.workbookIndex,
      tab: sheet.tab,
      category: table.category ?? sheet.text(found.titleRow!, found.titleCol),
      title_cell: a1(found.titleRow!, found.titleCol),
      label_col: colLetter(col),
      columns: [{ label: null, col: colLetter(col), when: [] }],
      when: [],
      rows: [{ label: sheet.text(keyRow, col), row: valueRow + 1, when, values: [value] }],
    });
  }
  read.grids.set('', grids);
  return read;
}
