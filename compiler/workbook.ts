/**
 * The one place that reads Excel files. Workbooks are foreign input and read as hostile: the zip
 * guard (zip-guard.ts) refuses a file that is not an .xlsx, or whose parts would inflate past its
 * LIMITS, with one diagnostic before xlsx parses it; a tab whose cells span more than LIMITS.cells
 * is refused the same way.
 */
import * as XLSX from 'xlsx';
import { type Origin, Sheet } from './sheet.ts';
import { checkContainer, LIMITS } from './zip-guard.ts';

export interface Workbook {
  origin: Origin;
  tabs: string[];
  sheet(tab: string): Sheet | undefined;
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
    // cellStyles: which rows and columns are hidden (a hidden row, column or tab is not read).
    wb = XLSX.read(bytes, {
      type: 'buffer',
      cellFormula: true,
      sheetStubs: true,
      cellHTML: false,
      cellStyles: true,
      cellDates: true,
    });
  } catch (error) {
    return refuse('unreadable_workbook', `not a readable workbook: ${(error as Error).message}`);
  }
  const sheets = new Map<string, Sheet>();
  // a hidden tab (a stale copy, a helper) is none of the sheet's, as a broker opening it sees it
  const hidden = new Set((wb.Workbook?.Sheets ?? []).filter((s) => s.Hidden).map((s) => s.name));
  for (const name of wb.SheetNames) {
    const ws = wb.Sheets[name];
    if (!ws || hidden.has(name)) continue;
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
