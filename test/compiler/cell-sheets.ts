/**
 * Small in-memory sheets for the parser tests: cells given as values (a number with a number
 * format when the display matters), written to xlsx bytes and read back through the compiler's own
 * readWorkbook, so every cell has the `t`, `v` and displayed `w` the real workbooks give it.
 */
import * as XLSX from 'xlsx';
import { Diagnostics } from '../../compiler/diagnostics.ts';
import type { Conventions } from '../../compiler/profile.ts';
import { GRANITE_PEAK } from '../../compiler/profiles/granite-peak.ts';
import type { Sheet } from '../../compiler/sheet.ts';
import type { MatrixTable } from '../../compiler/tables/language.ts';
import { readWorkbook } from '../../compiler/workbook.ts';

/** A cell: text, a plain number, a number with a number format (e.g. `0.00%`), or null (blank). */
export type CellSpec = string | number | null | { n: number; z: string };

export const formatted = (n: number, z: string): CellSpec => ({ n, z });

/**
 * A one-tab sheet whose rows are `rows` (row 1 first), read in a lender's conventions (by default
 * prices, adjustments added, NA and N/A), and the diagnostics its readers report.
 */
export function sheetOf(
  rows: CellSpec[][],
  tab = 'T',
  conventions: Conventions = GRANITE_PEAK.conventions,
): { sheet: Sheet; diag: Diagnostics } {
  const ws: XLSX.WorkSheet = {};
  let lastCol = 0;
  rows.forEach((cells, r) => {
    cells.forEach((spec, c) => {
      lastCol = Math.max(lastCol, c);
      if (spec === null) return;
      ws[XLSX.utils.encode_cell({ r, c })] =
        typeof spec === 'object'
          ? { t: 'n', v: spec.n, z: spec.z }
          : typeof spec === 'number'
            ? { t: 'n', v: spec }
            : { t: 's', v: spec };
    });
  });
  ws['!ref'] = XLSX.utils.encode_range({ s: { r: 0, c: 0 }, e: { r: Math.max(0, rows.length - 1), c: lastCol } });
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, ws, tab);
  const bytes = XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
  const diag = new Diagnostics();
  const book = readWorkbook(bytes, { lender: 'test', workbook: 'parsers.xlsx', workbookIndex: 0, diag, conventions });
  const sheet = book?.sheet(tab);
  if (!sheet) throw new Error(`could not read back the test sheet: ${JSON.stringify(diag.list)}`);
  return { sheet, diag };
}

/** One cell at A1, read by `read`: its value and the diagnostic codes it raised (with cell). */
export function readCell<T>(
  spec: CellSpec,
  read: (sheet: Sheet, row: number, col: number) => T,
  conventions?: Conventions,
): { value: T; errors: string[] } {
  const { sheet, diag } = sheetOf([[spec]], 'T', conventions);
  const value = read(sheet, 0, 0);
  return { value, errors: diag.list.map((d) => `${d.code} ${d.cell}`) };
}

/** Granite Peak's declared eligibility matrix table (its `<program> Matrix` tabs), to read a test sheet by. */
export const granitePeakMatrix = (): MatrixTable =>
  GRANITE_PEAK.tables.find((t): t is MatrixTable => t.means === 'eligibility matrix' && t.shape === 'grid')!;
