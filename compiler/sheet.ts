/**
 * A tab of a lender's workbook as the readers see it: a read-only grid of cells addressed by 0-based
 * (row, col), with each problem reported against the workbook, tab and A1 cell it concerns. A tab
 * is walked by the cells it has, never by the rectangle its `<dimension>` claims (Excel writes
 * A1:XFD1048576 for a tab with whole-column formatting). A value cell holding a formula is read
 * from the value Excel saved with it, and says so. The tab knows its lender's conventions (what
 * its markers and signs mean), so every cell reader reads it in the lender's terms.
 */
import * as XLSX from 'xlsx';
import type { Cond } from '../worker/artifact/format.ts';
import type { Diagnostics } from './diagnostics.ts';
import type { Conventions } from './profile.ts';

export interface Cell {
  /** 'n' number, 's' string, 'b' boolean, 'e' error, 'z' empty */
  t: string;
  v: unknown;
  /** the text Excel displays (number format applied), when known */
  w: string;
}

const EMPTY: Cell = { t: 'z', v: null, w: '' };

/** A bullet line's label and value, cut at its last `: ` (its label may hold colons of its own); the whole line when it has none. */
function labelAndValue(line: string): string[] {
  const at = line.lastIndexOf(': ');
  const [label, value] = at < 0 ? [line.replace(/:$/, ''), ''] : [line.slice(0, at), line.slice(at + 2)];
  return [label.trim(), value.trim()].filter((part) => part !== '');
}

export function a1(row: number, col: number): string {
  return XLSX.utils.encode_cell({ r: row, c: col });
}

export function colLetter(col: number): string {
  return XLSX.utils.encode_col(col);
}

export function colIndex(letters: string): number {
  return XLSX.utils.decode_col(letters);
}

/** The (0-based) row and column of an A1 reference. */
export function parseA1(reference: string): { row: number; col: number } {
  const { r, c } = XLSX.utils.decode_cell(reference);
  return { row: r, col: c };
}

export interface Origin {
  lender: string;
  /** how the lender prints its cells (prices or points, adjustments or costs, its markers) */
  conventions: Conventions;
  workbook: string; // file name
  workbookIndex: number; // index into the artifact's sources
  diag: Diagnostics;
  /** where the rate tables read in these conventions put the note rates printed with a mark (Conventions.rateMarks) */
  markedRates?: MarkedRate[];
}

/** A note rate printed with a mark: its cell, its rate (thousandths of a percent) and the loans the mark withholds it from. */
export interface MarkedRate {
  workbook: number;
  tab: string;
  row: number;
  col: number;
  rate: number;
  when: readonly Cond[];
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
  /** a section of a tab (TableAt.sections): the slug of the program whose title leads it */
  readonly owner: string | undefined;
  /** row -> col -> cell, rows and columns in ascending order */
  private readonly held = new Map<number, Map<number, Held>>();
  private readonly merges: XLSX.Range[];
  /** hidden columns: no gap in a header or key row, though nothing of theirs is read */
  private readonly hiddenCols: ReadonlySet<number>;
  private readonly flagged = new Set<Held>();

  /** The same tab read in other conventions where a table says so (a rate table printed in points beside the lender's prices): its cells and its reports shared. */
  inConventions(changes: Partial<Conventions>, markedRates?: MarkedRate[]): Sheet {
    const origin: Origin = {
      ...this.origin,
      conventions: { ...this.origin.conventions, ...changes },
      ...(markedRates && { markedRates }),
    };
    return this.withOrigin(origin);
  }

  /** The same tab reporting its findings into `diag` (a section's, weighed before they are kept). */
  reportingTo(diag: Diagnostics): Sheet {
    return this.withOrigin({ ...this.origin, diag });
  }

  /** The same tab as one program's (a tab per program, TableAt `<program>`): its cells and reports shared. */
  ownedBy(owner: string): Sheet {
    return Object.create(this, { owner: { value: owner } }) as Sheet;
  }

  /** The same tab, its cells and flagged formulas shared, read and reported under `origin`. */
  private withOrigin(origin: Origin): Sheet {
    return Object.create(this, { origin: { value: origin } }) as Sheet;
  }

  constructor(origin: Origin, tab: string, ws: XLSX.WorkSheet, owner?: string) {
    this.origin = origin;
    this.tab = tab;
    this.owner = owner;
    this.merges = ws['!merges'] ?? [];
    // hidden rows and columns (stale rates, helper figures) are not read: the sheet as a broker sees it
    const hiddenRows = new Set((ws['!rows'] ?? []).flatMap((r, i) => (r?.hidden ? [i] : [])));
    const hiddenCols = new Set((ws['!cols'] ?? []).flatMap((c, i) => (c?.hidden ? [i] : [])));
    this.hiddenCols = hiddenCols;
    const cells: { row: number; col: number; held: Held }[] = [];
    for (const key of Object.keys(ws)) {
      const at = /^([A-Z]{1,3})(\d{1,7})$/.exec(key);
      const c = ws[key] as XLSX.CellObject;
      // A stub (t 'z': a formatted empty cell, or a formula with no saved value, which xlsx gives v 0) is empty.
      const empty = c.t === 'z' || c.v === undefined || c.v === null || c.v === '';
      if (!at || (empty && !c.f)) continue;
      if (hiddenRows.has(Number(at[2]) - 1) || hiddenCols.has(XLSX.utils.decode_col(at[1]!))) continue;
      // an error value (`#N/A`) reads as the text it shows, not its error code
      const shownError = c.t === 'e' ? (c.w ?? '#ERROR') : undefined;
      const cell: Cell = empty
        ? EMPTY
        : shownError !== undefined
          ? { t: 's', v: shownError, w: shownError }
          : { t: c.t, v: c.v, w: c.w ?? String(c.v) };
      // a date cell reads as the text it shows (a banner's `Sheet effective 2026.11.20 06:45`), not its Date
      const shown = shownError ?? (c.t === 'd' && c.w ? c.w : c.v);
      const text = empty ? '' : String(shown).replace(/\s+/g, ' ').trim();
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

  /** A cell's text with its line breaks kept, each line spaced as `text` is: a cell printing several parts, one to a line. */
  lines(row: number, col: number): string {
    const held = this.held.get(row)?.get(col);
    if (!held || held.text === '') return '';
    const shown = held.cell.t === 'd' ? held.cell.w : String(held.cell.v);
    return shown
      .split(/\r?\n/)
      .map((line) => line.replace(/\s+/g, ' ').trim())
      .filter((line) => line !== '')
      .join('\n');
  }

  /**
   * The tab read as text lines (an e-mail pasted into a sheet, TableAt.lines): each row's cells joined
   * by a space into one line, then cut into cells at each run of two or more spaces, in place from
   * the row's first cell (`6.500%    97.286    97.161` is three cells); a line starting with `bullet`
   * is a label and its value, cut at its last `: ` (`• FICO 760+, LTV <= 60: +0.250`). Numbers read as
   * they show (`-0.375` in a `0.000` format).
   */
  asLines(bullet: string | undefined): Sheet {
    const ws: XLSX.WorkSheet = {};
    for (const [row, line] of this.held) {
      const first = line.keys().next().value ?? 0;
      const whole = [...line.values()]
        .map(({ cell }) => (cell.t === 's' ? String(cell.v) : cell.w))
        .filter((text) => text.trim() !== '')
        .join(' ')
        .trim();
      const parts =
        bullet !== undefined && whole.startsWith(bullet)
          ? labelAndValue(whole.slice(bullet.length))
          : whole.split(/\s{2,}/);
      parts.forEach((part, i) => {
        ws[a1(row, first + i)] = { t: 's', v: part, w: part };
      });
    }
    return new Sheet(this.origin, this.tab, ws);
  }

  /** The rows `from` to `to` (inclusive) of the tab, a section the program `owner`'s title leads (TableAt.sections). */
  rowsOf(from: number, to: number, owner: string): Sheet {
    const ws: XLSX.WorkSheet = {
      '!merges': this.merges.filter((m) => m.s.r >= from && m.e.r <= to),
      '!cols': [...this.hiddenCols].reduce<XLSX.ColInfo[]>((cols, c) => {
        cols[c] = { hidden: true };
        return cols;
      }, []),
    };
    for (const [row, line] of this.held)
      if (row >= from && row <= to)
        for (const [col, held] of line) ws[a1(row, col)] = { ...held.cell, ...(held.formula && { f: held.formula }) };
    return new Sheet(this.origin, this.tab, ws, owner);
  }

  isBlankRow(row: number, fromCol = 0, toCol = this.cols - 1): boolean {
    for (const [col, held] of this.held.get(row) ?? [])
      if (col >= fromCol && col <= toCol && held.text !== '') return false;
    return true;
  }

  /** Is (row, col) inside a merge of cells across columns, not its first, or in a hidden column: blank, yet no gap in the row it stands in. */
  covered(row: number, col: number): boolean {
    return (
      this.hiddenCols.has(col) || this.merges.some((m) => m.s.r <= row && row <= m.e.r && m.s.c < col && col <= m.e.c)
    );
  }

  /**
   * The columns of `row` from `from` to the first blank cell, a cell a merge covers passed over (a
   * heading merged across two columns is one column, at its first): a row of headings or keys.
   */
  spanCols(row: number, from: number): number[] {
    const cols: number[] = [];
    for (let c = from; c < this.cols && (this.text(row, c) !== '' || this.covered(row, c)); c++)
      if (!this.covered(row, c)) cols.push(c);
    return cols;
  }

  /** The row a merge down over (row, col) starts at, from a row above, its first column `col`; undefined when none covers it so. */
  mergedDownFrom(row: number, col: number): number | undefined {
    return this.merges.find((m) => m.s.r < row && row <= m.e.r && m.s.c === col)?.s.r;
  }

  /** The text of (row, col), or of the merge down over it from a row above: a key printed once over its group of rows. */
  keyText(row: number, col: number): string {
    return this.text(this.mergedDownFrom(row, col) ?? row, col);
  }

  /** The texts of the cells after (row, col) in its row, to the first blank one (a cell a merge covers is none): a line printed across cells. */
  cellsAfter(row: number, col: number): string[] {
    const texts: string[] = [];
    for (let c = col + 1; c < this.cols && (this.text(row, c) !== '' || this.covered(row, c)); c++)
      if (!this.covered(row, c)) texts.push(this.text(row, c));
    return texts;
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

  error(code: string, row: number | null, col: number | null, message: string): void {
    this.report('error', code, row, col, message);
  }

  /** A finding that cannot change a price or an answer (a note, an announcement): kept, never refusing. */
  warn(code: string, row: number | null, col: number | null, message: string): void {
    this.report('warning', code, row, col, message);
  }

  /** The cell farthest out (largest rows × columns to reach it), for naming a tab that spans too much. */
  farthestCell(): string {
    let far = { row: 0, col: 0 };
    for (const [row, line] of this.held)
      for (const col of line.keys()) if ((row + 1) * (col + 1) > (far.row + 1) * (far.col + 1)) far = { row, col };
    return a1(far.row, far.col);
  }

  // a method of the prototype, not a #private one: a view of the tab in other conventions (inConventions) reports through it
  private report(
    severity: 'error' | 'warning',
    code: string,
    row: number | null,
    col: number | null,
    message: string,
  ): void {
    const { lender, workbook, diag } = this.origin;
    const cell = row === null || col === null ? '' : a1(row, col);
    diag.add({ severity, code, lender, workbook, tab: this.tab, cell, message });
  }
}
