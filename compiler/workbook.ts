/**
 * The one place that reads Excel files. A Sheet is a read-only grid of cells addressed by 0-based
 * (row, col), with each problem reported against the workbook, tab and A1 cell it concerns.
 */
import * as XLSX from 'xlsx';
import type { Diagnostics } from './diagnostics.ts';

export interface Cell {
  /** 'n' number, 's' string, 'b' boolean, 'e' error, 'z' empty */
  t: string;
  v: unknown;
  /** the text Excel displays (number format applied), when known */
  w: string;
}

const EMPTY: Cell = { t: 'z', v: null, w: '' };

export function a1(row: number, col: number): string {
  return XLSX.utils.encode_cell({ r: row, c: col });
}

export function colLetter(col: number): string {
  return XLSX.utils.encode_col(col);
}

export function colIndex(letters: string): number {
  return XLSX.utils.decode_col(letters);
}

export interface Origin {
  lender: string;
  workbook: string; // file name
  workbookIndex: number; // index into the artifact's sources
  diag: Diagnostics;
}

export class Sheet {
  readonly rows: number;
  readonly cols: number;
  readonly origin: Origin;
  readonly tab: string;
  private readonly ws: XLSX.WorkSheet;
  private readonly merges: XLSX.Range[];

  constructor(origin: Origin, tab: string, ws: XLSX.WorkSheet) {
    this.origin = origin;
    this.tab = tab;
    this.ws = ws;
    const ref = ws['!ref'] ? XLSX.utils.decode_range(ws['!ref']) : { e: { r: -1, c: -1 } };
    this.rows = ref.e.r + 1;
    this.cols = ref.e.c + 1;
    this.merges = ws['!merges'] ?? [];
  }

  cell(row: number, col: number): Cell {
    const c = this.ws[a1(row, col)] as XLSX.CellObject | undefined;
    if (!c || c.v === undefined || c.v === null || c.v === '') return EMPTY;
    return { t: c.t, v: c.v, w: c.w ?? String(c.v) };
  }

  /** Trimmed text of a cell ('' when empty); numbers as their value. */
  text(row: number, col: number): string {
    const c = this.cell(row, col);
    return c.t === 'z' ? '' : String(c.v).replace(/\s+/g, ' ').trim();
  }

  isBlankRow(row: number, fromCol = 0, toCol = this.cols - 1): boolean {
    for (let c = fromCol; c <= toCol; c++) if (this.text(row, c) !== '') return false;
    return true;
  }

  /** Width of the merge that starts at (row, col), 1 when none. */
  mergeWidth(row: number, col: number): number {
    const m = this.merges.find((r) => r.s.r === row && r.s.c === col);
    return m ? m.e.c - m.s.c + 1 : 1;
  }

  /** Every (row, col) whose text satisfies the test, in reading order. */
  find(test: (text: string) => boolean): { row: number; col: number }[] {
    const hits: { row: number; col: number }[] = [];
    for (let r = 0; r < this.rows; r++)
      for (let c = 0; c < this.cols; c++) {
        const t = this.text(r, c);
        if (t !== '' && test(t)) hits.push({ row: r, col: c });
      }
    return hits;
  }

  /** A table ended at (row, col), yet the cell below it still reads as part of the table: say so. */
  endsBefore(row: number, col: number, stillTable: (text: string) => boolean, what: string): void {
    if (stillTable(this.text(row + 1, col)))
      this.error(
        'unexpected_text',
        row,
        col,
        `expected ${what}, found ${JSON.stringify(this.text(row, col))}, and the table goes on below it`,
      );
  }

  error(code: string, row: number | null, col: number | null, message: string): void {
    this.#report('error', code, row, col, message);
  }

  /** A finding that cannot change a price or an answer (a note, an announcement): kept, never refusing. */
  warn(code: string, row: number | null, col: number | null, message: string): void {
    this.#report('warning', code, row, col, message);
  }

  #report(severity: 'error' | 'warning', code: string, row: number | null, col: number | null, message: string): void {
    const { lender, workbook, diag } = this.origin;
    const cell = row === null || col === null ? '' : a1(row, col);
    diag.add({ severity, code, lender, workbook, tab: this.tab, cell, message });
  }
}

export interface Workbook {
  origin: Origin;
  tabs: string[];
  sheet(tab: string): Sheet | undefined;
}

/** The tab whose name matches; its absence is reported with the tabs the workbook does have. */
export function findTab(wb: Workbook, test: RegExp, what: string): Sheet | undefined {
  const name = wb.tabs.find((t) => test.test(t));
  if (name) return wb.sheet(name);
  const { lender, workbook, diag } = wb.origin;
  diag.add({
    code: 'missing_tab',
    lender,
    workbook,
    tab: '',
    cell: '',
    message: `expected a ${what} tab; found tabs ${wb.tabs.map((t) => JSON.stringify(t)).join(', ')}`,
  });
  return undefined;
}

/** Parses workbook bytes; a file that is not a readable workbook is reported, not thrown. */
export function readWorkbook(bytes: Uint8Array, origin: Origin): Workbook | undefined {
  let wb: XLSX.WorkBook;
  try {
    // cellDates: a date-formatted cell reads as a date (t 'd'), which no number reader accepts,
    // not as its serial number (46182 for 2026-06-09) silently taken for a price or an adjustment.
    wb = XLSX.read(bytes, { type: 'buffer', cellFormula: false, cellHTML: false, cellStyles: false, cellDates: true });
  } catch (error) {
    origin.diag.add({
      ...pick(origin),
      tab: '',
      cell: '',
      code: 'unreadable_workbook',
      message: `not a readable workbook: ${(error as Error).message}`,
    });
    return undefined;
  }
  const sheets = new Map<string, Sheet>();
  for (const name of wb.SheetNames) {
    const ws = wb.Sheets[name];
    if (ws) sheets.set(name.trim(), new Sheet(origin, name.trim(), ws));
  }
  return { origin, tabs: [...sheets.keys()], sheet: (tab) => sheets.get(tab) };
}

function pick(o: Origin) {
  return { lender: o.lender, workbook: o.workbook };
}
