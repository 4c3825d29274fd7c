/**
 * Reads a "<workbook> › <tab>!<A1>" reference straight from the ORIGINAL workbook in sheets/ with
 * the xlsx package, independently of the compiler, so a test can check that a value the service
 * reports is the one printed in that cell.
 */
import { readFileSync } from 'node:fs';
import * as XLSX from 'xlsx';
import { LENDERS } from '../../compiler/lenders.ts';
import { lenderOf } from '../fixtures.ts';

const REF = /^(.+) › (.+)!([A-Z]+\d+)$/;
const books = new Map<string, XLSX.WorkBook>();

function book(file: string): XLSX.WorkBook {
  let wb = books.get(file);
  if (!wb) {
    // sheets/<lender>/<file>: the lender whose profile names the workbook (throws for none)
    wb = XLSX.read(readFileSync(`sheets/${lenderOf(file)}/${file}`));
    books.set(file, wb);
  }
  return wb;
}

function parts(ref: string): [file: string, tab: string, a1: string] {
  const m = REF.exec(ref);
  if (!m) throw new Error(`not a cell reference: ${ref}`);
  return [m[1]!, m[2]!, m[3]!];
}

/** The raw cell at `ref` (undefined when the cell is blank). */
export function cellAt(ref: string): XLSX.CellObject | undefined {
  const [file, tab, a1] = parts(ref);
  const sheet = book(file).Sheets[tab];
  if (!sheet) throw new Error(`${file} has no tab ${tab}`);
  const cell = sheet[a1] as XLSX.CellObject | undefined;
  return cell === undefined || cell.t === 'z' || cell.v === '' ? undefined : cell;
}

/**
 * The number a sheet cell means, in the service's units: blank and `N/A` are 0 (sheets/README.md
 * §2), `NA` is null (not eligible); a cell displayed as a percentage (0.55 shown "55.00%") is
 * read in percent, as the service reports it. Anything else is an error, not a guess.
 */
export function numberAt(ref: string): number | null {
  const cell = cellAt(ref);
  if (cell === undefined) return 0;
  if (cell.t === 's' && String(cell.v).trim() === 'N/A') return 0;
  if (cell.t === 's' && String(cell.v).trim() === 'NA') return null;
  if (cell.t !== 'n' || typeof cell.v !== 'number')
    throw new Error(`${ref} holds ${JSON.stringify(cell.v)}, not a number`);
  // Rounded to the thousandth: 0.55 × 100 is 55.00000000000001 in floating point.
  return cell.w?.trim().endsWith('%') ? Math.round(cell.v * 100_000) / 1000 : cell.v;
}

/**
 * The effect on the price of the adjustment printed at `ref`, in points: the number of the cell on a
 * sheet that prints adjustments, minus it on one that prints costs (Cedar Hollow, sheets/README.md
 * §5.4: `0.375` lowers the price, `(0.125)` raises it), as the lender's reviewed profile says.
 */
export function effectAt(ref: string): number | null {
  const value = numberAt(ref);
  const costs = LENDERS[lenderOf(parts(ref)[0])]!.conventions.adjustments === 'costs';
  return value === null || !costs ? value : 0 - value; // 0 - 0 is 0, where -0 would not equal it
}
