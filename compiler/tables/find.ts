/**
 * Finding a declared table on its tab (compiler/tables/language.ts): its header row wherever it
 * stands (every heading declared, in adjacent columns, in any order), then its rows down to the
 * first row blank across its columns. A `program groups` table is every such header on the tab, side
 * by side or not, each titled by the cell above its first heading. Notes inside a table are skipped
 * with a warning (compiler/table-rows.ts); a cell ending in a comma goes on in the row below.
 */
import { key, sameLabel } from '../../worker/artifact/labels.ts';
import { isStateList } from '../condition-text/states.ts';
import { a1, type Sheet } from '../sheet.ts';
import { nextRowBelow, noteCell, noteInside } from '../table-rows.ts';
import type { Column, ListEnd } from './language.ts';
import { mostLike } from './likeness.ts';

/** One table found: its header row, the column of each heading, its rows and, for a group, its title. */
export interface FoundTable {
  headerRow: number;
  /** the column of `columns[i]` */
  cols: number[];
  rows: number[];
  title: string;
  titleCol: number;
  /** the row of the title a table is found by (TablePlace.title) */
  titleRow?: number;
  /** the rows that go on a row's cells (a list of states broken after a comma), by the row they continue */
  continued?: ReadonlyMap<number, readonly number[]>;
}

/** The cell printing the text most like `sought` (likeness.ts), as a message's end; '' when none is. */
export function nearestText(sheet: Sheet, sought: string): string {
  const cell = mostLike(
    sought,
    sheet.find(() => true),
    (c) => sheet.text(c.row, c.col),
  );
  return cell ? `: nearest, ${a1(cell.row, cell.col)} prints ${JSON.stringify(sheet.text(cell.row, cell.col))}` : '';
}

/**
 * The one cell of `cells` (those printing what `what` names: `table headed "Rate"`), or undefined
 * after an error: at the tab when there is none, at the second when there are more.
 */
export function onlyCell(
  sheet: Sheet,
  cells: readonly { row: number; col: number }[],
  what: string,
  sought?: string,
): { row: number; col: number } | undefined {
  const [at, second] = cells;
  if (!at)
    sheet.error('missing_table', null, null, `no ${what}${sought === undefined ? '' : nearestText(sheet, sought)}`);
  if (second) sheet.error('duplicate_table', second.row, second.col, `a second ${what}`);
  return at && !second ? at : undefined;
}

/**
 * The cells printing a table's title: as declared, or, when none does, starting with it and going on
 * after a separator (`CREDIT SCORE / LTV · ALL PROGRAMS` for `CREDIT SCORE / LTV`).
 */
export function titleCells(sheet: Sheet, title: string): { row: number; col: number }[] {
  const exact = sheet.find((text) => sameLabel(text, title));
  if (exact.length > 0) return exact;
  const start = key(title);
  return sheet.find((text) => key(text).startsWith(start) && /^[^a-z0-9]/.test(key(text).slice(start.length)));
}

/**
 * The text of a cell of a table row, with its continuation rows' (a list going on below); a cell a
 * merge down covers reads the merge's (a key printed once over its group of rows, merged).
 */
export function textAt(sheet: Sheet, found: FoundTable, row: number, col: number): string {
  const mergedFrom = sheet.mergedDownFrom(row, col);
  if (mergedFrom !== undefined) return sheet.text(mergedFrom, col);
  const more = found.continued?.get(row) ?? [];
  return [row, ...more]
    .map((r) => sheet.text(r, col))
    .filter(Boolean)
    .join(' ');
}

/** The first and last column of the block of adjacent non-blank header cells around (row, col). */
export function headerSpan(sheet: Sheet, row: number, col: number): [number, number] {
  // a heading merged across columns leaves its covered cells blank: they are no gap
  const filled = (c: number) => sheet.text(row, c) !== '' || sheet.covered(row, c);
  let from = col;
  while (from > 0 && filled(from - 1)) from--;
  let to = col;
  while (to + 1 < sheet.cols && filled(to + 1)) to++;
  return [from, to];
}

/** The column of each declared heading in the block of adjacent header cells around (row, col), in any order; undefined when one is missing. */
export function headerCols(sheet: Sheet, row: number, col: number, columns: readonly Column[]): number[] | undefined {
  const [from, to] = headerSpan(sheet, row, col);
  const cols: number[] = [];
  for (const c of columns) {
    let at = from;
    while (at <= to && !sameLabel(sheet.text(row, at), c.heading)) at++;
    if (at > to || cols.includes(at)) return undefined;
    cols.push(at);
  }
  return cols;
}

/**
 * The rows under a list's header, to the first row blank across its columns. A note among them (one
 * text cell, in the first column or merged across: compiler/table-rows.ts) is skipped, with a warning
 * when a row of the table follows it; notes under the last row are the lender's remarks. A row whose
 * only text goes on a cell of the row above that ends in a comma continues that row.
 */
function listRows(
  sheet: Sheet,
  headerRow: number,
  cols: readonly number[],
  name: string,
  warn: 'warn' | 'skip' = 'warn',
  goesOn: (row: number) => boolean = () => false,
  end?: ListEnd,
): Pick<FoundTable, 'rows' | 'continued'> {
  const rows: number[] = [];
  const continued = new Map<number, number[]>();
  let notes: { row: number; col: number }[] = [];
  const [first, last] = [Math.min(...cols), Math.max(...cols)];
  const blank = (r: number) => cols.every((c) => sheet.text(r, c) === '');
  const ending = endOf(sheet, headerRow, cols, name, blank, end);
  for (
    let r = headerRow + 1;
    r < sheet.rows && !ending.at(r) && (!blank(r) || goesOn(r + 1) || ending.across(r));
    r++
  ) {
    // a row blank across the table (a note beside it, a tab-wide one of a table to its left) before a row of its
    if (blank(r)) continue;
    const previous = rows[rows.length - 1];
    const filled = cols.filter((c) => sheet.text(r, c) !== '');
    const above = previous === undefined ? undefined : ((continued.get(previous) ?? []).at(-1) ?? previous);
    const goesOn =
      above !== undefined &&
      notes.length === 0 &&
      filled.length === 1 &&
      sheet.text(above, filled[0]!).trimEnd().endsWith(',');
    if (goesOn && previous !== undefined) {
      continued.set(previous, [...(continued.get(previous) ?? []), r]);
      continue;
    }
    // a state alone in its row is a state listed with no value (a blank adjustment), not a note
    const note = noteCell(sheet, r, first, last);
    if (note !== undefined && !isStateList(sheet.text(r, note))) notes.push({ row: r, col: note });
    else {
      if (warn === 'warn') for (const n of notes) noteInside(sheet, n.row, n.col, `the table ${JSON.stringify(name)}`);
      notes = [];
      rows.push(r);
    }
  }
  return { rows, continued };
}

/**
 * Where a list declared to run past its blank rows (TablePlace `end`) ends: `at`, the row printing
 * its `before` words (reported at the header when no row under it prints them); `across`, whether a
 * blank row is inside it (a run of at most `blankRows` blank rows, or any before its `before` row).
 */
function endOf(
  sheet: Sheet,
  headerRow: number,
  cols: readonly number[],
  name: string,
  blank: (row: number) => boolean,
  end: ListEnd | undefined,
): { at: (row: number) => boolean; across: (row: number) => boolean } {
  if (!end) return { at: () => false, across: () => false };
  const nextFilled = (row: number) => {
    let r = row;
    while (r < sheet.rows && blank(r)) r++;
    return r;
  };
  if ('blankRows' in end)
    return {
      at: () => false,
      across: (row) => {
        let start = row;
        while (start > headerRow + 1 && blank(start - 1)) start--;
        const next = nextFilled(row);
        return next < sheet.rows && next - start <= end.blankRows;
      },
    };
  const words = key(end.before);
  const at = (row: number) => cols.some((c) => key(sheet.text(row, c)).startsWith(words));
  let r = headerRow + 1;
  while (r < sheet.rows && !at(r)) r++;
  if (r === sheet.rows)
    sheet.error(
      'missing_row',
      headerRow,
      Math.min(...cols),
      `no row under ${JSON.stringify(name)} prints ${JSON.stringify(end.before)}, where the list is declared to end`,
    );
  return { at, across: (row) => nextFilled(row) < sheet.rows };
}

/**
 * Every table headed `columns` on the tab; `notes`: whether a note among its rows is warned (a group's
 * rate rows warn their own); `wide`: its rows read across every header cell adjacent to its headings
 * (value columns not declared, headed otherwise table by table), not only the declared ones;
 * `isRow`: whether a row, by the table's columns, is one of its rows (a row blank across the table
 * before such a row does not end it).
 */
export function findTables(
  sheet: Sheet,
  columns: readonly Column[],
  notes: 'warn' | 'skip' = 'warn',
  wide = false,
  isRow?: (row: number, cols: readonly number[]) => boolean,
  end?: ListEnd,
): FoundTable[] {
  const first = columns[0]?.heading ?? '';
  const found: FoundTable[] = [];
  for (const { row, col } of sheet.find((text) => sameLabel(text, first))) {
    const cols = headerCols(sheet, row, col, columns);
    if (!cols) continue;
    const left = Math.min(...cols);
    const title = sheet.text(row - 1, left);
    const [from, to] = headerSpan(sheet, row, col);
    const across = wide ? Array.from({ length: to - from + 1 }, (_, i) => from + i) : cols;
    const name = title || columns.map((c) => c.heading).join(' | ');
    const listed = listRows(sheet, row, across, name, notes, (r) => isRow?.(r, cols) ?? false, end);
    found.push({ headerRow: row, cols, ...listed, title, titleCol: left });
  }
  return found;
}

/**
 * The columns of a table of a column per program headed at (row, col): to the first blank header
 * cell; its rows to the first row blank in its `keys` first columns. A note (one text cell in the
 * first column, or merged across) is skipped, warned when a row of the table follows it: notes
 * under the last row are the lender's remarks.
 */
function columnsAt(
  sheet: Sheet,
  row: number,
  col: number,
  keys: number,
  name = sheet.text(row, col),
): Pick<FoundTable, 'headerRow' | 'cols' | 'rows'> {
  const cols = sheet.spanCols(row, col);
  const keyCols = cols.slice(0, keys);
  const last = cols[cols.length - 1]!;
  const rows: number[] = [];
  let notes: { row: number; col: number }[] = [];
  for (let r = row + 1; r < sheet.rows && keyCols.some((c) => sheet.text(r, c) !== ''); r++) {
    const note = noteCell(sheet, r, col, last);
    if (note !== undefined) notes.push({ row: r, col: note });
    else {
      for (const n of notes) noteInside(sheet, n.row, n.col, `the table ${JSON.stringify(name)}`);
      notes = [];
      rows.push(r);
    }
  }
  return { headerRow: row, cols, rows };
}

/**
 * A table of a column per program (or a row per program): its header's first cell the first
 * column's heading, then a heading per column to the first blank one; its rows down to the first
 * row blank in its `keys` first columns (a key printed once over a group of rows leaves the rows
 * under it blank there).
 */
export function findColumns(sheet: Sheet, heading: string, keys = 1, wrapped = false): FoundTable | undefined {
  // a title that repeats the heading (`CREDIT SCORE` over `Credit Score`) is the table's title, not a second table
  const cells = notTitles(
    sheet.find((text) => sameLabel(text, heading)),
    sheet,
  );
  // a wrapped table's blocks repeat its heading along its header row: the first block is the table's
  const corners = wrapped ? cells.filter((c) => c.row === cells[0]?.row).slice(0, 1) : cells;
  const corner = onlyCell(sheet, corners, `table headed ${JSON.stringify(heading)}`, heading);
  if (!corner) return undefined;
  return {
    ...columnsAt(sheet, corner.row, corner.col, keys),
    title: sheet.text(corner.row - 1, corner.col),
    titleCol: corner.col,
  };
}

/** The first filled cell below `cell` in its column, among `cells` (the same objects), or undefined. */
function cellBelow<C extends { row: number; col: number }>(sheet: Sheet, cell: C, cells?: readonly C[]): C | undefined {
  let r = cell.row + 1;
  while (r < sheet.rows && sheet.text(r, cell.col) === '') r++;
  return (cells ?? []).find((c) => c.row === r && c.col === cell.col);
}

/** The cells titled `title`, but a heading repeating the title under one (its table's header, not a second title). */
function titlesOf(sheet: Sheet, title: string): { row: number; col: number }[] {
  const titles = titleCells(sheet, title);
  const headers = new Set(titles.map((t) => cellBelow(sheet, t, titles)));
  return titles.filter((t) => !headers.has(t));
}

/** The cells of `cells` that no other of them stands under (the first filled cell below it): a title repeating its table's heading left out. */
function notTitles<C extends { row: number; col: number }>(cells: readonly C[], sheet: Sheet): C[] {
  return cells.filter((c) => cellBelow(sheet, c, cells) === undefined);
}

/**
 * The blocks of a table printed side by side (TablePlace.wrapped): `found` and each header to its
 * right on its header row starting with the same heading, each read as `found` is.
 */
export function blocksBeside(sheet: Sheet, found: FoundTable, keys: number): FoundTable[] {
  const heading = sheet.text(found.headerRow, found.cols[0] ?? 0);
  const last = Math.max(...found.cols);
  const more = sheet
    .find((text) => sameLabel(text, heading))
    .filter((at) => at.row === found.headerRow && at.col > last)
    .map((at) => ({ ...found, ...columnsAt(sheet, at.row, at.col, keys) }));
  return [found, ...more];
}

/**
 * A table of a column per program under its title (several such tables on a tab, each titled):
 * its header the first row below the title that is neither blank nor a note, starting with
 * `heading` in the title's column.
 */
export function findTitledColumns(sheet: Sheet, title: string, heading: string, keys = 1): FoundTable | undefined {
  const at = onlyCell(sheet, titlesOf(sheet, title), `table titled ${JSON.stringify(title)}`, title);
  if (!at) return undefined;
  const header = nextRowBelow(sheet, at.row, at.col, sheet.cols - 1, `the header of ${JSON.stringify(title)}`);
  if (!sameLabel(sheet.text(header, at.col), heading)) {
    sheet.error(
      'missing_table',
      header,
      at.col,
      `no header starting ${JSON.stringify(heading)} under ${JSON.stringify(title)}`,
    );
    return undefined;
  }
  return { ...columnsAt(sheet, header, at.col, keys, title), title, titleCol: at.col, titleRow: at.row };
}

/**
 * The blocks of a list printed side by side (`State | Adj | State | Adj`, TablePlace `wrapped`):
 * `first`, then each block as wide as it to its right, its headings at the same places, to the first
 * place that prints them otherwise.
 */
export function listBlocks(sheet: Sheet, first: FoundTable, columns: readonly Column[]): FoundTable[] {
  const left = Math.min(...first.cols);
  const width = Math.max(...first.cols) - left + 1;
  const blocks = [first];
  for (let start = left + width; start + width <= sheet.cols; start += width) {
    const cols = first.cols.map((c) => c - left + start);
    if (!cols.every((c, i) => sameLabel(sheet.text(first.headerRow, c), columns[i]?.heading ?? ''))) break;
    blocks.push({ ...first, cols, ...listRows(sheet, first.headerRow, cols, first.title), titleCol: start });
  }
  return blocks;
}

/**
 * Why no header of `columns` was found, for the analyst who misspelt one: the row printing the most
 * of the headings (the first such), its cells as printed and the headings it lacks; or that the tab
 * prints none of them.
 */
export function headerNotFound(sheet: Sheet, columns: readonly Column[]): string {
  const headings = columns.map((c) => c.heading);
  const said = `no header ${headings.join(' | ')}`;
  const hits = headings.map((h) => sheet.find((text) => sameLabel(text, h)));
  let best: { row: number; cols: number[] } | undefined;
  const printedIn = (cols: readonly number[]) => cols.filter((c) => c >= 0).length;
  for (const row of [...new Set(hits.flat().map((h) => h.row))].sort((a, b) => a - b)) {
    const cols = hits.map((cells) => cells.find((h) => h.row === row)?.col ?? -1);
    if (printedIn(cols) > (best ? printedIn(best.cols) : 0)) best = { row, cols };
  }
  if (!best) return `${said}: the tab prints none of these headings`;
  const { row, cols } = best;
  const lacking = headings.filter((_, i) => cols[i]! < 0);
  if (lacking.length === 0)
    return `${said}: row ${row + 1} prints every heading (${cols.map((c) => a1(row, c)).join(', ')}), but not side by side as one header`;
  const first = Math.min(...cols.filter((c) => c >= 0));
  const cells = [sheet.text(row, first), ...sheet.cellsAfter(row, first)].slice(0, 8).join(' | ');
  return `${said}: nearest, ${a1(row, first)} prints ${cells}, without ${lacking.map((h) => JSON.stringify(h)).join(', ')}`;
}

/** The one table of a `list`: an error at the tab when there is none, or more than one. */
export function findList(sheet: Sheet, columns: readonly Column[], end?: ListEnd): FoundTable | undefined {
  const found = findTables(sheet, columns, 'warn', false, undefined, end);
  const header = columns.map((c) => c.heading).join(' | ');
  const second = found[1];
  if (found.length === 0) sheet.error('missing_table', null, null, headerNotFound(sheet, columns));
  else if (second)
    sheet.error('duplicate_table', second.headerRow, second.cols[0] ?? 0, `a second table headed ${header}`);
  return found.length === 1 ? found[0] : undefined;
}

/**
 * The one list under its title (TablePlace.title): an error at the tab when there is none, or more
 * than one. Its header is the first row below that is neither blank nor a note, when that row prints
 * the headings; else the list has no header row, its columns the title's and the next ones.
 */
export function findTitled(
  sheet: Sheet,
  title: string,
  columns: readonly Column[],
  end?: ListEnd,
): FoundTable | undefined {
  const at = onlyCell(sheet, titlesOf(sheet, title), `table titled ${JSON.stringify(title)}`, title);
  if (!at) return undefined;
  const width = columns.length;
  // the first row below that prints the headings (merged across columns, one heading may look like a note)
  let next = at.row + 1;
  while (next < sheet.rows && sheet.isBlankRow(next, at.col, at.col + width - 1)) next++;
  const printed = headerCols(sheet, next, at.col, columns);
  const below = printed
    ? next
    : nextRowBelow(sheet, at.row, at.col, at.col + width - 1, `the header of ${JSON.stringify(title)}`);
  const cols = printed ?? headerCols(sheet, below, at.col, columns);
  const place = { title, titleCol: at.col, titleRow: at.row };
  if (cols) return { headerRow: below, cols, ...listRows(sheet, below, cols, title, 'warn', undefined, end), ...place };
  // no header: the title's column and the next ones, a cell merged across columns counting as one (a
  // label merged over the columns before its value)
  // the first row printing a label and, right after it (or after its merge), a value: not a section heading
  const printsValue = (r: number) =>
    sheet.text(r, at.col) !== '' && sheet.text(r, at.col + sheet.mergeWidth(r, at.col)) !== '';
  let first = at.row + 1;
  while (first < sheet.rows && !printsValue(first)) first++;
  const plain: number[] = [];
  for (let col = at.col; plain.length < width; col += sheet.mergeWidth(first, col)) plain.push(col);
  return { headerRow: at.row, cols: plain, ...listRows(sheet, at.row, plain, title, 'warn', undefined, end), ...place };
}

/**
 * The rows of `found` that are the table's when it is one of several kinds of rows (TablePlace
 * `only`): those whose cell under the `column` heading prints one of `words`; undefined (reported
 * at the header) when no heading of the header reads `column`.
 */
export function onlyRows(
  sheet: Sheet,
  only: { column: string; words: readonly string[] } | undefined,
  found: FoundTable,
): FoundTable | undefined {
  if (!only) return found;
  const [from, to] = headerSpan(sheet, found.headerRow, found.cols[0] ?? found.titleCol);
  let col = from;
  while (col <= to && !sameLabel(sheet.text(found.headerRow, col), only.column)) col++;
  if (col > to) {
    sheet.error(
      'missing_table',
      found.headerRow,
      from,
      `no column headed ${JSON.stringify(only.column)} to choose the rows by`,
    );
    return undefined;
  }
  const rows = found.rows.filter((r) => only.words.some((w) => sameLabel(sheet.text(r, col), w)));
  return { ...found, rows };
}
