/**
 * The compiler tests' workbooks: the fixture workbooks of sheets/ (test/fixtures.ts) read once and
 * handed out as copies, workbooks built from rows, and small xlsx edits (set a cell, insert or delete
 * rows and columns, move a block, merge, re-date a workbook).
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as XLSX from 'xlsx';
import { lenderOf } from '../fixtures.ts';

export const SHEETS_DIR = join(fileURLToPath(new URL('../../', import.meta.url)), 'sheets');

/** A real workbook changed by `mutate`, keyed by its file name (for `build`). */
export function mutated(file: string, mutate: (wb: XLSX.WorkBook) => void): Record<string, XLSX.WorkBook> {
  const wb = readBook(file);
  mutate(wb);
  return { [file]: wb };
}

/** A workbook built from arrays of rows (row 1 first; null = empty cell), one array per tab. */
export function bookOf(tabs: Record<string, (string | number | null)[][]>): XLSX.WorkBook {
  const wb = XLSX.utils.book_new();
  for (const [name, rows] of Object.entries(tabs))
    XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), name);
  return wb;
}

/** Each real workbook parsed once per test worker (files share the module graph); callers get a copy. */
const parsed = new Map<string, XLSX.WorkBook>();

/** A real workbook, read with its number formats so that writing it back keeps them: a fresh copy to change freely. */
export function readBook(file: string): XLSX.WorkBook {
  let wb = parsed.get(file);
  if (!wb) {
    wb = XLSX.readFile(join(SHEETS_DIR, lenderOf(file), file), { cellNF: true });
    parsed.set(file, wb);
  }
  return structuredClone(wb);
}

export function bookBytes(wb: XLSX.WorkBook): Buffer {
  return XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

export function sheet(wb: XLSX.WorkBook, tab: string): XLSX.WorkSheet {
  const ws = wb.Sheets[tab];
  if (!ws) throw new Error(`no tab ${tab} (tabs: ${wb.SheetNames.join(', ')})`);
  return ws;
}

const decode = (a1: string) => XLSX.utils.decode_cell(a1);

function extendRef(ws: XLSX.WorkSheet, r: number, c: number) {
  const ref = XLSX.utils.decode_range(ws['!ref'] ?? 'A1:A1');
  ref.e.r = Math.max(ref.e.r, r);
  ref.e.c = Math.max(ref.e.c, c);
  ws['!ref'] = XLSX.utils.encode_range(ref);
}

/** Sets one cell: a string, a number (optionally with a number format), or null to empty it. */
export function setCell(ws: XLSX.WorkSheet, a1: string, value: string | number | null, format?: string): void {
  if (value === null) {
    delete ws[a1];
    return;
  }
  const cell: XLSX.CellObject = typeof value === 'number' ? { t: 'n', v: value } : { t: 's', v: value };
  if (format) cell.z = format;
  ws[a1] = cell;
  const { r, c } = decode(a1);
  extendRef(ws, r, c);
}

export function cellValue(ws: XLSX.WorkSheet, a1: string): unknown {
  return (ws[a1] as XLSX.CellObject | undefined)?.v;
}

/** Every non-empty cell address of a range ("B11:C31"), row by row. */
export function cellsIn(ws: XLSX.WorkSheet, range: string): string[] {
  const { s, e } = XLSX.utils.decode_range(range);
  const out: string[] = [];
  for (let r = s.r; r <= e.r; r++)
    for (let c = s.c; c <= e.c; c++) {
      const a = XLSX.utils.encode_cell({ r, c });
      if (ws[a] !== undefined) out.push(a);
    }
  return out;
}

/**
 * Shifts every cell at or past `at` (0-based) along rows or columns by `by`, with the merges there;
 * a negative `by` first deletes the `-by` rows or columns before `at` (and the merges starting in them).
 */
function shift(ws: XLSX.WorkSheet, axis: 'r' | 'c', at: number, by: number): void {
  const deleted = (i: number) => i < at && i >= at + by;
  const moved: [string, XLSX.CellObject][] = [];
  for (const key of Object.keys(ws)) {
    if (key.startsWith('!')) continue;
    const cell = decode(key);
    if (cell[axis] >= at) moved.push([XLSX.utils.encode_cell({ ...cell, [axis]: cell[axis] + by }), ws[key]]);
    if (cell[axis] >= at || deleted(cell[axis])) delete ws[key];
  }
  for (const [key, cell] of moved) ws[key] = cell;
  ws['!merges'] = (ws['!merges'] ?? []).filter((m) => !deleted(m.s[axis]));
  for (const m of ws['!merges']) {
    if (m.s[axis] >= at) m.s[axis] += by;
    if (m.e[axis] >= at) m.e[axis] += by;
  }
  const ref = XLSX.utils.decode_range(ws['!ref']!);
  ref.e[axis] += by;
  ws['!ref'] = XLSX.utils.encode_range(ref);
}

/** Inserts `count` empty rows before 1-based row `before`, shifting cells and merges down. */
export function insertRows(ws: XLSX.WorkSheet, before: number, count: number): void {
  shift(ws, 'r', before - 1, count);
}

/** Moves every cell (and merge) of `range` by `dRows` rows and `dCols` columns; the target must be empty. */
export function moveBlock(ws: XLSX.WorkSheet, range: string, dRows: number, dCols: number): void {
  const { s, e } = XLSX.utils.decode_range(range);
  const inside = (r: number, c: number) => r >= s.r && r <= e.r && c >= s.c && c <= e.c;
  const cells = cellsIn(ws, range).map((a) => [decode(a), ws[a] as XLSX.CellObject] as const);
  for (const [{ r, c }] of cells) delete ws[XLSX.utils.encode_cell({ r, c })];
  for (const [{ r, c }, cell] of cells) {
    const target = XLSX.utils.encode_cell({ r: r + dRows, c: c + dCols });
    if (ws[target] !== undefined) throw new Error(`moveBlock: ${target} is not empty`);
    ws[target] = cell;
    extendRef(ws, r + dRows, c + dCols);
  }
  for (const m of ws['!merges'] ?? [])
    if (inside(m.s.r, m.s.c) && inside(m.e.r, m.e.c)) {
      m.s.r += dRows;
      m.e.r += dRows;
      m.s.c += dCols;
      m.e.c += dCols;
    }
}

/** Inserts `count` empty columns before column `before` ("D"), shifting cells and merges right. */
export function insertColumns(ws: XLSX.WorkSheet, before: string, count: number): void {
  shift(ws, 'c', XLSX.utils.decode_col(before), count);
}

/** Deletes `count` rows from 1-based row `first` on, shifting the rows below (and their merges) up. */
export function deleteRows(ws: XLSX.WorkSheet, first: number, count: number): void {
  shift(ws, 'r', first - 1 + count, -count);
}

/**
 * A real workbook re-issued for another date: the file name's date and every banner's (Granite
 * Peak "11/23/2026", Bayshore "Monday, November 23, 2026") moved to `to` (a weekday of November 2026).
 */
export function redated(file: string, to: string): { name: string; wb: XLSX.WorkBook } {
  const from = /_(\d{4}-\d{2}-\d{2})(?:_\d{4})?\.xlsx$/.exec(file)![1]!;
  const day = (iso: string) => Number(iso.slice(8));
  const weekday = (iso: string) =>
    new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' });
  const wb = readBook(file);
  for (const tab of wb.SheetNames) {
    const ws = sheet(wb, tab);
    for (const a of cellsIn(ws, 'A1:Z5')) {
      const v = cellValue(ws, a);
      if (typeof v !== 'string') continue;
      setCell(
        ws,
        a,
        v
          .replace(`11/${day(from)}/2026`, `11/${day(to)}/2026`)
          .replace(`${weekday(from)}, November ${day(from)}, 2026`, `${weekday(to)}, November ${day(to)}, 2026`),
      );
    }
  }
  return { name: file.replace(from, to), wb };
}

/** Merges a range (a note row across a grid, a title across a ladder). */
export function merge(ws: XLSX.WorkSheet, range: string): void {
  (ws['!merges'] ??= []).push(XLSX.utils.decode_range(range));
}
