/**
 * The one place that reads Excel files. A Sheet is a read-only grid of cells addressed by 0-based
 * (row, col), with each problem reported against the workbook, tab and A1 cell it concerns.
 *
 * Workbooks are foreign input and read as hostile. A file that is not an .xlsx, or whose parts
 * would inflate past LIMITS, is refused with one diagnostic before xlsx parses it. A tab is walked
 * by the cells it has, never by the rectangle its `<dimension>` claims (Excel writes A1:XFD1048576
 * for a tab with whole-column formatting). A value cell holding a formula is read from the value
 * Excel saved with it, and says so.
 */
import { inflateRawSync } from 'node:zlib';
import * as XLSX from 'xlsx';
import type { Diagnostics } from './diagnostics.ts';

/** Far above any real sheet (the largest real part inflates to 31 KB, a workbook to 155 KB, a tab spans 113 × 12). */
export const LIMITS = {
  /** inflated bytes of one part of the zip (a tab's XML, the shared strings) */
  part: 16 * 2 ** 20,
  /** inflated bytes of all parts together */
  workbook: 32 * 2 ** 20,
  /** rows × columns spanned by the cells a tab has */
  cells: 2_000_000,
};

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

/** A cell the tab has: its value, its text (read once), and the formula it was calculated from, if any. */
interface Held {
  cell: Cell;
  text: string;
  formula: string | undefined;
}

export class Sheet {
  /** Rows and columns up to the last one holding a cell: the used range, whatever `!ref` says. */
  readonly rows: number;
  readonly cols: number;
  readonly origin: Origin;
  readonly tab: string;
  /** row -> col -> cell, rows and columns in ascending order */
  private readonly held = new Map<number, Map<number, Held>>();
  private readonly merges: XLSX.Range[];
  private readonly flagged = new Set<Held>();

  constructor(origin: Origin, tab: string, ws: XLSX.WorkSheet) {
    this.origin = origin;
    this.tab = tab;
    this.merges = ws['!merges'] ?? [];
    const cells: { row: number; col: number; held: Held }[] = [];
    for (const key of Object.keys(ws)) {
      const at = /^([A-Z]{1,3})(\d{1,7})$/.exec(key);
      const c = ws[key] as XLSX.CellObject;
      // A stub (t 'z': a formatted empty cell, or a formula with no saved value, which xlsx gives v 0) is empty.
      const empty = c.t === 'z' || c.v === undefined || c.v === null || c.v === '';
      if (!at || (empty && !c.f)) continue;
      const cell: Cell = empty ? EMPTY : { t: c.t, v: c.v, w: c.w ?? String(c.v) };
      const text = empty ? '' : String(c.v).replace(/\s+/g, ' ').trim();
      cells.push({ row: Number(at[2]) - 1, col: XLSX.utils.decode_col(at[1]!), held: { cell, text, formula: c.f } });
    }
    cells.sort((x, y) => x.row - y.row || x.col - y.col);
    let cols = 0;
    for (const { row, col, held } of cells) {
      let line = this.held.get(row);
      if (!line) this.held.set(row, (line = new Map()));
      line.set(col, held);
      cols = Math.max(cols, col + 1);
    }
    this.rows = cells.length ? cells[cells.length - 1]!.row + 1 : 0;
    this.cols = cols;
  }

  /**
   * A cell read as a value (a price, an adjustment, a rate, a limit). One holding a formula is read
   * from the value Excel saved with it: a warning, since that value is stale if the workbook was
   * changed without recalculating; with no saved value at all it cannot be read, an error.
   */
  cell(row: number, col: number): Cell {
    const held = this.held.get(row)?.get(col);
    if (!held) return EMPTY;
    if (held.formula !== undefined && !this.flagged.has(held)) {
      this.flagged.add(held);
      if (held.cell.t === 'z')
        this.error(
          'formula_without_value',
          row,
          col,
          `holds the formula =${held.formula} with no value saved: open the workbook in Excel, recalculate and save it`,
        );
      else
        this.warn(
          'formula_cell',
          row,
          col,
          `holds the formula =${held.formula}; read as the value saved with it, ${held.cell.w}, which is stale if the workbook was changed without recalculating`,
        );
    }
    return held.cell;
  }

  /** Trimmed text of a cell ('' when empty); numbers as their value. */
  text(row: number, col: number): string {
    return this.held.get(row)?.get(col)?.text ?? '';
  }

  isBlankRow(row: number, fromCol = 0, toCol = this.cols - 1): boolean {
    for (const [col, held] of this.held.get(row) ?? [])
      if (col >= fromCol && col <= toCol && held.text !== '') return false;
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
    for (const [row, line] of this.held)
      for (const [col, held] of line) if (held.text !== '' && test(held.text)) hits.push({ row, col });
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

  /** The cell farthest out (largest rows × columns to reach it), for naming a tab that spans too much. */
  farthestCell(): string {
    let far = { row: 0, col: 0 };
    for (const [row, line] of this.held)
      for (const col of line.keys()) if ((row + 1) * (col + 1) > (far.row + 1) * (far.col + 1)) far = { row, col };
    return a1(far.row, far.col);
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

/**
 * Parses workbook bytes. A file that cannot be read as a workbook, or that would take more than
 * LIMITS to read, is reported with one diagnostic (never thrown) and gives undefined.
 */
export function readWorkbook(bytes: Uint8Array, origin: Origin): Workbook | undefined {
  const refuse = (code: string, message: string, tab = '', cell = '') => {
    origin.diag.add({ lender: origin.lender, workbook: origin.workbook, tab, cell, code, message });
    return undefined;
  };
  const container = checkContainer(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  if (container) return refuse(container.code, container.message, container.tab);
  let wb: XLSX.WorkBook;
  try {
    // cellDates: a date-formatted cell reads as a date (t 'd'), which no number reader accepts,
    // not as its serial number (46182 for 2026-06-09) silently taken for a price or an adjustment.
    // cellFormula: a value cell's formula is kept, to say that its saved value is what was read;
    // sheetStubs: a formula with no saved value is kept (as an empty cell), not dropped as blank.
    wb = XLSX.read(bytes, {
      type: 'buffer',
      cellFormula: true,
      sheetStubs: true,
      cellHTML: false,
      cellStyles: false,
      cellDates: true,
    });
  } catch (error) {
    return refuse('unreadable_workbook', `not a readable workbook: ${(error as Error).message}`);
  }
  const sheets = new Map<string, Sheet>();
  for (const name of wb.SheetNames) {
    const ws = wb.Sheets[name];
    if (!ws) continue;
    const sheet = new Sheet(origin, name.trim(), ws);
    if (sheet.rows * sheet.cols > LIMITS.cells) {
      const far = sheet.farthestCell();
      return refuse(
        'sheet_too_large',
        `the cells of this tab reach ${far}, spanning ${sheet.rows.toLocaleString('en-US')} rows × ${sheet.cols.toLocaleString('en-US')} columns; a tab may span at most ${LIMITS.cells.toLocaleString('en-US')} cells: clear the cells far outside the sheet's tables`,
        sheet.tab,
        far,
      );
    }
    sheets.set(sheet.tab, sheet);
  }
  return { origin, tabs: [...sheets.keys()], sheet: (tab) => sheets.get(tab) };
}

// ---- the zip container, checked before xlsx reads it ------------------------------------------

interface Refusal {
  code: 'not_a_workbook' | 'unreadable_workbook' | 'workbook_too_large';
  message: string;
  tab?: string;
}

/** A part as xlsx will read it: the local header's name and method, its data from `data` on. */
interface Part {
  name: string;
  method: number;
  flags: number;
  /** the larger of the sizes the central directory and the local header declare */
  declared: number;
  compressed: number;
  data: number;
}

const ZIP_LOCAL = 0x04034b50;
const ZIP_CENTRAL = 0x02014b50;
const ZIP_END = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const sizeText = (n: number) => `${n.toLocaleString('en-US')} bytes`;
const limit = (n: number) => `${sizeText(n)} (${n / 2 ** 20} MiB)`;

/**
 * What stops `zip` from being read within LIMITS, or undefined. The parts are found the way xlsx
 * finds them (the last end record, its entry count and directory offset, each entry's local
 * header), so the check covers exactly what xlsx will inflate; each part is then inflated against
 * what is left of the budget, so a header that understates a size gains nothing.
 */
function checkContainer(zip: Buffer): Refusal | undefined {
  if (zip.length < 4 || zip.readUInt32LE(0) !== ZIP_LOCAL)
    return {
      code: 'not_a_workbook',
      message: `not an Excel workbook: an .xlsx file is a zip archive, and this file is ${whatItIs(zip)}`,
    };
  let parts: Part[];
  try {
    parts = zipParts(zip);
  } catch {
    return { code: 'unreadable_workbook', message: 'a damaged workbook: its zip directory is truncated or corrupt' };
  }
  if (!parts.some((p) => p.name === 'xl/workbook.xml'))
    return {
      code: 'not_a_workbook',
      message: `not an Excel workbook: a zip archive without xl/workbook.xml (it holds ${parts
        .slice(0, 4)
        .map((p) => p.name)
        .join(', ')}${parts.length > 4 ? ', …' : ''})`,
    };
  const tooLarge = (p: Part, size: string): Refusal => {
    const tab = tabOfPart(zip, parts, p.name);
    return {
      code: 'workbook_too_large',
      message: `the part ${p.name} inflates to ${size}; a part may inflate to at most ${limit(LIMITS.part)}`,
      tab,
    };
  };
  const total = (size: string): Refusal => ({
    code: 'workbook_too_large',
    message: `the workbook's ${parts.length} parts inflate to ${size} together; a workbook may inflate to at most ${limit(LIMITS.workbook)}`,
  });
  const over = parts.find((p) => p.declared > LIMITS.part);
  if (over) return tooLarge(over, sizeText(over.declared));
  const declared = parts.reduce((n, p) => n + p.declared, 0);
  if (declared > LIMITS.workbook) return total(sizeText(declared));
  let inflated = 0;
  for (const p of parts) {
    if (p.flags & 1) return { code: 'unreadable_workbook', message: `the part ${p.name} is encrypted` };
    if (p.method !== 0 && p.method !== 8)
      return {
        code: 'unreadable_workbook',
        message: `the part ${p.name} is compressed with method ${p.method}, not deflate`,
      };
    const budget = Math.min(LIMITS.part, LIMITS.workbook - inflated);
    if (p.method === 0) inflated += p.compressed;
    else
      try {
        inflated += inflateRawSync(zip.subarray(p.data), { maxOutputLength: Math.max(1, budget) }).length;
      } catch (error) {
        if ((error as { code?: string }).code !== 'ERR_BUFFER_TOO_LARGE')
          return { code: 'unreadable_workbook', message: `the part ${p.name} is damaged: ${(error as Error).message}` };
        return budget === LIMITS.part
          ? tooLarge(p, `more than ${sizeText(budget)}`)
          : total(`more than ${sizeText(LIMITS.workbook)}`);
      }
    if (inflated > LIMITS.workbook) return total(sizeText(inflated));
  }
  return undefined;
}

function zipParts(zip: Buffer): Part[] {
  const end = zip.lastIndexOf(ZIP_END, zip.length - 4);
  if (end < 0) throw new Error('no end record');
  const count = zip.readUInt16LE(end + 8);
  let at = zip.readUInt32LE(end + 16);
  const parts: Part[] = [];
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== ZIP_CENTRAL) throw new Error('not a directory entry');
    const local = zip.readUInt32LE(at + 42);
    if (zip.readUInt32LE(local) !== ZIP_LOCAL) throw new Error('not a local header');
    const nameLength = zip.readUInt16LE(local + 26);
    const compressed = zip.readUInt32LE(local + 18);
    parts.push({
      name: zip.toString('latin1', local + 30, local + 30 + nameLength),
      flags: zip.readUInt16LE(local + 6),
      method: zip.readUInt16LE(local + 8),
      declared: Math.max(zip.readUInt32LE(at + 24), zip.readUInt32LE(local + 22)),
      compressed,
      data: local + 30 + nameLength + zip.readUInt16LE(local + 28),
    });
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return parts;
}

/** The tab whose XML is `name` (from xl/workbook.xml and its relationships), when they say. */
function tabOfPart(zip: Buffer, parts: Part[], name: string): string | undefined {
  const text = (partName: string) => {
    const p = parts.find((x) => x.name === partName);
    if (p?.method !== 8 || p.declared > LIMITS.part) return '';
    try {
      return inflateRawSync(zip.subarray(p.data), { maxOutputLength: LIMITS.part }).toString('utf8');
    } catch {
      return '';
    }
  };
  const attr = (tag: string, key: string) => new RegExp(`\\s${key}="([^"]*)"`).exec(tag)?.[1];
  const target = name.replace(/^xl\//, '');
  const rel = (text('xl/_rels/workbook.xml.rels').match(/<Relationship\b[^>]*>/g) ?? []).find(
    (r) => attr(r, 'Target')?.replace(/^\/?xl\//, '') === target,
  );
  const id = rel && attr(rel, 'Id');
  const sheet = (text('xl/workbook.xml').match(/<sheet\b[^>]*>/g) ?? []).find((s) => id && attr(s, 'r:id') === id);
  const tab = sheet && attr(sheet, 'name');
  return tab
    ?.replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .trim();
}

/** What a file that is not a zip archive looks like, for the one message it gets. */
function whatItIs(bytes: Buffer): string {
  if (bytes.length === 0) return 'empty';
  if (bytes.subarray(0, 8).equals(OLE2))
    return 'an OLE2 compound file: an Excel 97-2003 .xls workbook or a password-protected one (save it as .xlsx without a password)';
  const head = bytes.subarray(0, 200);
  if (!head.some((b) => b < 9 || (b > 13 && b < 32)))
    return `text beginning ${JSON.stringify(head.toString('utf8').replace(/\s+/g, ' ').trim().slice(0, 60))}`;
  return 'binary data of another kind';
}
