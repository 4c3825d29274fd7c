/**
 * The rows of a table, found the same way for every kind of table (sheets/README.md §1,
 * "Announcements": notes may stand anywhere on a tab, including between a table's header and its
 * first row). Below its header a table runs over blank rows and notes until something that is
 * neither a row of it, a blank row nor a note: the next table's title or header, footnotes, or
 * the end of the tab.
 *
 * A note is a row holding one text cell (in the label column, or merged across columns) that is
 * not a row of the table. A note between the header and the last row of the table is skipped with
 * a warning (`note_in_table`: it cannot change a price, but a reader of the sheet should know the
 * row was skipped); notes under the last row are how the lenders print remarks and footnotes, and
 * are not findings.
 */
import { isNA, isNotApplicable, numeric } from './cells.ts';
import type { Sheet } from './sheet.ts';

/** What a row is to the table: one of its rows, or the start of something else (the next table's title or header). */
export type RowKind = 'row' | 'end';

export interface TableShape {
  /** the first row below the header (0-based) */
  from: number;
  /** the column of the row labels; a note stands here or is merged across columns */
  labelCol: number;
  /** the first column of the table, when the label column is not */
  firstCol?: number;
  /** the last column of the table */
  lastCol: number;
  /** the table's name in messages, e.g. `grid "FICO / CLTV"` */
  name: string;
  /** what a row's label is, for a stray row inside the table: "a note rate", "a state code" */
  label: string;
  /** 'row' for a row of the table (to be read, and checked, by the caller), 'end' where something else starts */
  kind(row: number): RowKind | undefined;
}

/** Text that is neither a number, a price-like figure nor a cell marker (NA, N/A). */
export const isFreeText = (sheet: Sheet, text: string) =>
  text !== '' && !isNA(sheet, text) && !isNotApplicable(sheet, text) && !/^[\s$(+\-−]*[\d.,]+\s*%?\s*\)?$/.test(text);

/**
 * The one cell of a note row within columns `from`..`to`, or undefined when the row is not a note:
 * free text in the label column (`labelCol`, by default the first) or merged across columns.
 */
export function noteCell(sheet: Sheet, row: number, from: number, to: number, labelCol = from): number | undefined {
  let found: number | undefined;
  for (let c = from; c <= to; c++) {
    if (sheet.text(row, c) === '') continue;
    if (found !== undefined) return undefined;
    found = c;
  }
  if (found === undefined || !isFreeText(sheet, sheet.text(row, found))) return undefined;
  return found === labelCol || sheet.mergeWidth(row, found) > 1 ? found : undefined;
}

/** The note at (row, col) stands inside the table `name`: skipped, with a warning. */
export function noteInside(sheet: Sheet, row: number, col: number, name: string): void {
  sheet.warn('note_in_table', row, col, `a note inside ${name}, skipped: ${JSON.stringify(sheet.text(row, col))}`);
}

/** The first row under `row` that is neither blank nor a note within columns `from`..`to` (each note passed warned as inside `name`); `sheet.rows` when there is none. */
export function nextRowBelow(sheet: Sheet, row: number, from: number, to: number, name: string): number {
  let r = row + 1;
  for (; r < sheet.rows; r++) {
    if (sheet.isBlankRow(r, from, to)) continue;
    const note = noteCell(sheet, r, from, to);
    if (note === undefined) break;
    noteInside(sheet, r, note, name);
  }
  return r;
}

/** Every note row from `from` to `to`, inside a table whose rows are found by their labels. */
export function notesWithin(sheet: Sheet, from: number, to: number, labelCol: number, lastCol: number, name: string) {
  for (let r = from; r <= to; r++) {
    const col = noteCell(sheet, r, labelCol, lastCol);
    if (col !== undefined) noteInside(sheet, r, col, name);
  }
}

/**
 * The table's rows, in order. A row that is neither a row of the table, a blank row nor a note ends
 * the table; when rows of the table follow it all the same, it is a stray cell inside the table
 * (`unexpected_text`), not taken for the end of the table.
 */
export function tableRows(sheet: Sheet, t: TableShape): number[] {
  const rows: number[] = [];
  let notes: { row: number; col: number }[] = [];
  const first = t.firstCol ?? t.labelCol;
  const isBlank = (r: number) => sheet.isBlankRow(r, first, t.lastCol);
  const note = (r: number) => noteCell(sheet, r, first, t.lastCol, t.labelCol);
  /** a blank row since the last row read: a table's header after it is another table's, below this one */
  let gap = false;
  for (let r = t.from; r < sheet.rows; r++) {
    if (isBlank(r)) {
      gap = rows.length > 0;
      continue;
    }
    const kind = t.kind(r);
    if (kind === 'end') break;
    if (kind === 'row') {
      for (const n of notes) noteInside(sheet, n.row, n.col, t.name);
      notes = [];
      rows.push(r);
      gap = false;
      continue;
    }
    const col = note(r);
    if (col === undefined) {
      if (!(gap && headingsOnly(sheet, r, first, t.lastCol))) strayRow(sheet, t, r);
      break;
    }
    notes.push({ row: r, col });
  }
  return rows;
}

/** Does row `r` print text alone from `first` to `last`, no figure: the headings of a table printed below another? */
function headingsOnly(sheet: Sheet, r: number, first: number, last: number): boolean {
  for (let c = first; c <= last; c++) if (numeric(sheet.cell(r, c)) !== undefined) return false;
  return true;
}

/** A row that ended the table: when the table goes on below it (past blank rows and notes), name it. */
function strayRow(sheet: Sheet, t: TableShape, stray: number) {
  const first = t.firstCol ?? t.labelCol;
  for (let r = stray + 1; r < sheet.rows; r++) {
    if (sheet.isBlankRow(r, first, t.lastCol) || noteCell(sheet, r, first, t.lastCol, t.labelCol) !== undefined)
      continue;
    if (t.kind(r) !== 'row') return;
    let col = first;
    while (col < t.lastCol && sheet.text(stray, col) === '') col++;
    sheet.error(
      'unexpected_text',
      stray,
      col,
      `expected ${t.label}, found ${JSON.stringify(sheet.text(stray, col))}, and the table goes on below it`,
    );
    return;
  }
}
