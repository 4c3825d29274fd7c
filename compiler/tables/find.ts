/**
 * Finding a declared table on its tab (compiler/tables/language.ts): its header row wherever it
 * stands (the headings in order, in adjacent columns), then its rows down to the first row blank
 * across its columns. A `program groups` table is every such header on the tab, side by side or
 * not, each titled by the cell above its first heading.
 */
import { sameLabel } from '../../worker/artifact/labels.ts';
import type { Sheet } from '../sheet.ts';
import type { Column } from './language.ts';

/** One table found: its header row, the column of each heading, its rows and, for a group, its title. */
export interface FoundTable {
  headerRow: number;
  /** the column of `columns[i]` */
  cols: number[];
  rows: number[];
  title: string;
  titleCol: number;
}

export function findTables(sheet: Sheet, columns: readonly Column[]): FoundTable[] {
  const first = columns[0]?.heading ?? '';
  const found: FoundTable[] = [];
  for (const { row, col } of sheet.find((text) => sameLabel(text, first))) {
    if (!columns.every((c, i) => sameLabel(sheet.text(row, col + i), c.heading))) continue;
    const cols = columns.map((_, i) => col + i);
    const rows: number[] = [];
    for (let r = row + 1; r < sheet.rows && !cols.every((c) => sheet.text(r, c) === ''); r++) rows.push(r);
    found.push({ headerRow: row, cols, rows, title: sheet.text(row - 1, col), titleCol: col });
  }
  return found;
}

/**
 * A table of a column per program: its header's first cell the first column's heading, then a
 * heading per column to the first blank one; its rows down to the first blank in the first column.
 */
export function findColumns(sheet: Sheet, heading: string): FoundTable | undefined {
  const [corner, second] = sheet.find((text) => sameLabel(text, heading));
  if (!corner) sheet.error('missing_table', null, null, `no table headed ${JSON.stringify(heading)}`);
  if (second)
    sheet.error('duplicate_table', second.row, second.col, `a second table headed ${JSON.stringify(heading)}`);
  if (!corner || second) return undefined;
  const cols = [corner.col];
  for (let c = corner.col + 1; c < sheet.cols && sheet.text(corner.row, c) !== ''; c++) cols.push(c);
  const rows: number[] = [];
  for (let r = corner.row + 1; r < sheet.rows && sheet.text(r, corner.col) !== ''; r++) rows.push(r);
  return { headerRow: corner.row, cols, rows, title: sheet.text(corner.row - 1, corner.col), titleCol: corner.col };
}

/** The one table of a `list`: an error at the tab when there is none, or more than one. */
export function findList(sheet: Sheet, columns: readonly Column[]): FoundTable | undefined {
  const found = findTables(sheet, columns);
  const header = columns.map((c) => c.heading).join(' | ');
  const second = found[1];
  if (found.length === 0) sheet.error('missing_table', null, null, `no table headed ${header}`);
  else if (second)
    sheet.error('duplicate_table', second.headerRow, second.cols[0] ?? 0, `a second table headed ${header}`);
  return found.length === 1 ? found[0] : undefined;
}

/** The one list printed under its title with no header row (TablePlace.title): an error at the tab when there is none, or more than one. */
export function findTitled(sheet: Sheet, title: string, width: number): FoundTable | undefined {
  const [at, second] = sheet.find((text) => sameLabel(text, title));
  if (!at) sheet.error('missing_table', null, null, `no table titled ${JSON.stringify(title)}`);
  if (second) sheet.error('duplicate_table', second.row, second.col, `a second table titled ${JSON.stringify(title)}`);
  if (!at || second) return undefined;
  const cols = Array.from({ length: width }, (_, i) => at.col + i);
  const rows: number[] = [];
  for (let r = at.row + 1; r < sheet.rows && !cols.every((c) => sheet.text(r, c) === ''); r++) rows.push(r);
  return { headerRow: at.row, cols, rows, title, titleCol: at.col };
}
