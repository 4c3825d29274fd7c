/**
 * A program's Max LTV / CLTV matrix tab: per DSCR tier (titled block) a header `FICO | Loan Amount |
 * <occupancy groups>` over a row of purposes, then rows of FICO band (merged down) × loan band.
 */
import type { Matrix, Range } from '../../worker/artifact/format.ts';
import type { Occupancy, Purpose } from '../../worker/artifact/vocabulary.ts';
import { checkTiling, parseBand } from '../bands.ts';
import { isNA } from '../cells.ts';
import { key, lookup } from '../rows.ts';
import { noteCell, noteInside, type RowKind, tableRows } from '../table-rows.ts';
import { colLetter, type Sheet } from '../workbook.ts';

const OCCUPANCY: Record<string, Occupancy> = {
  'primary residence': 'owner_occupied',
  primary: 'owner_occupied',
  'owner occupied': 'owner_occupied',
  'second home': 'second_home',
  investment: 'investment',
  'non-owner occupied': 'investment',
};
const PURPOSE: Record<string, Purpose> = {
  purchase: 'purchase',
  'rate/term': 'rate_term_refi',
  'rate/term refinance': 'rate_term_refi',
  'cash-out': 'cash_out_refi',
  'cash-out refinance': 'cash_out_refi',
};

/** What a block's columns are, whatever their headings' spelling: occupancy and purpose by column. */
const meaning = (columns: Matrix['columns']) => JSON.stringify(columns.map((c) => [c.when, c.col]));

export function readMatrix(sheet: Sheet): Matrix | undefined {
  const headers = sheet
    .find((t) => key(t) === 'fico')
    .filter((h) => key(sheet.text(h.row, h.col + 1)) === 'loan amount');
  if (headers.length === 0) {
    sheet.error('missing_table', null, null, 'expected a matrix header "FICO | Loan Amount"');
    return undefined;
  }
  const matrix: Matrix = {
    workbook: sheet.origin.workbookIndex,
    tab: sheet.tab,
    when: [],
    limits: ['max_ltv', 'max_cltv'],
    tiers: [],
    columns: [],
    rows: [],
  };
  const headerRows = new Set(headers.map((h) => h.row));
  for (const h of headers) readBlock(sheet, h.row, h.col, matrix, headerRows);
  return matrix.rows.length > 0 ? matrix : undefined;
}

/** The row of purposes under the occupancy headings: the next row that is neither blank nor a note (warned). */
function purposeRow(sheet: Sheet, row: number, col: number): number {
  for (let r = row + 1; r < sheet.rows; r++) {
    if (sheet.isBlankRow(r, col)) continue;
    const note = noteCell(sheet, r, col, sheet.cols - 1);
    if (note === undefined) return r;
    noteInside(sheet, r, note, `the header of matrix ${JSON.stringify(sheet.text(row - 1, col) || sheet.tab)}`);
  }
  return row + 1;
}

function readBlock(sheet: Sheet, row: number, col: number, matrix: Matrix, headerRows: Set<number>) {
  const tierLabel = sheet.text(row - 1, col);
  const tierRange = /^dscr/i.test(tierLabel) ? parseBand('dscr', tierLabel) : null;
  if (typeof tierRange === 'string') return sheet.error('bad_band', row - 1, col, tierRange);
  const tier = matrix.tiers.length;
  matrix.tiers.push({
    label: tierRange ? tierLabel : null,
    when: tierRange ? [{ kind: 'range', attr: 'dscr', range: tierRange }] : [],
    row,
  });

  const columns: Matrix['columns'] = [];
  let occupancyLabel = '';
  const purposes = purposeRow(sheet, row, col);
  for (let c = col + 2; c < sheet.cols && sheet.text(purposes, c) !== ''; c++) {
    occupancyLabel = sheet.text(row, c) || occupancyLabel;
    const occupancy = lookup(OCCUPANCY, occupancyLabel);
    const purpose = lookup(PURPOSE, sheet.text(purposes, c));
    if (!occupancy)
      sheet.error(
        'unknown_occupancy',
        row,
        c,
        `expected an occupancy heading, found ${JSON.stringify(occupancyLabel)}`,
      );
    if (!purpose)
      sheet.error(
        'unknown_purpose',
        purposes,
        c,
        `expected Purchase, Rate/Term or Cash-Out, found ${JSON.stringify(sheet.text(purposes, c))}`,
      );
    if (occupancy && purpose)
      columns.push({
        col: colLetter(c),
        labels: { fico: null, loan_amount: null, occupancy: occupancyLabel, purpose: sheet.text(purposes, c) },
        when: [
          { kind: 'eq', attr: 'occupancy', values: [occupancy] },
          { kind: 'eq', attr: 'purpose', values: [purpose] },
        ],
      });
  }
  if (matrix.columns.length === 0) matrix.columns = columns;
  else if (meaning(matrix.columns) !== meaning(columns))
    return sheet.error(
      'mismatched_columns',
      row,
      col + 2,
      'every DSCR tier block must have the same occupancy and purpose columns',
    );
  if (columns.length === 0) return sheet.error('empty_grid', row, col, 'matrix has no occupancy/purpose columns');

  const last = col + 1 + columns.length;
  let fico: { label: string; range: Range } | undefined;
  const blockRows: BlockRow[] = [];
  // A loan amount band (its FICO band printed on the first row of the group); the next tier's title ends it.
  const isLoanBand = (t: string) => typeof parseBand('dollars', t) !== 'string';
  const kind = (r: number): RowKind | undefined => {
    if (headerRows.has(r) || headerRows.has(r + 1)) return 'end';
    return isLoanBand(sheet.text(r, col + 1)) ? 'row' : undefined;
  };
  const table = {
    from: purposes + 1,
    labelCol: col,
    lastCol: last,
    name: `matrix ${JSON.stringify(tierLabel || sheet.tab)}`,
  };
  for (const r of tableRows(sheet, { ...table, label: 'a loan amount band', kind })) {
    const loanLabel = sheet.text(r, col + 1);
    const loan = parseBand('dollars', loanLabel) as Range;
    const ficoLabel = sheet.text(r, col);
    if (ficoLabel !== '') {
      const range = parseBand('fico', ficoLabel);
      if (typeof range === 'string') {
        sheet.error('bad_band', r, col, range);
        fico = undefined;
        continue;
      }
      fico = { label: ficoLabel, range };
    }
    if (!fico) {
      sheet.error('bad_band', r, col, 'expected a FICO band for this row');
      continue;
    }
    const cells = columns.map((_, i) => ltvCell(sheet, r, col + 2 + i));
    if (cells.some((x) => x === undefined)) continue;
    blockRows.push({
      fico,
      loan: { label: loanLabel, range: loan },
      row: r + 1,
      cells: cells as ([number, number] | null)[],
    });
  }
  if (blockRows.length === 0)
    return sheet.error('empty_grid', row, col, `matrix block ${JSON.stringify(tierLabel || sheet.tab)} has no rows`);
  checkBlockBands(sheet, col, blockRows);
  for (const r of blockRows)
    matrix.rows.push({
      tier,
      row: r.row,
      labels: { fico: r.fico.label, loan_amount: r.loan.label, occupancy: null, purpose: null },
      when: [
        { kind: 'range', attr: 'fico', range: r.fico.range },
        { kind: 'range', attr: 'loan_amount', range: r.loan.range },
      ],
      cells: r.cells,
    });
}

/** A matrix row as read, before it becomes conditions. */
interface BlockRow {
  fico: { label: string; range: Range };
  loan: { label: string; range: Range };
  row: number;
  cells: ([number, number] | null)[];
}

/** "80/80" (LTV/CLTV), 75 or a 75% cell (both limits), NA or blank = not eligible. */
function ltvCell(sheet: Sheet, row: number, col: number): [number, number] | null | undefined {
  const c = sheet.cell(row, col);
  if (c.t === 'z' || (c.t === 's' && isNA(String(c.v)))) return null;
  if (c.t === 'n') {
    const v = c.w.includes('%') || (c.v as number) <= 1 ? (c.v as number) * 100 : (c.v as number);
    const h = Math.round(v * 100);
    if (Math.abs(v * 100 - h) < 1e-6 && h > 0 && h <= 10000) return [h, h];
  }
  const m = /^(\d+(?:\.\d+)?)\s*%?\s*\/\s*(\d+(?:\.\d+)?)\s*%?$/.exec(String(c.v).trim());
  if (m) return [Math.round(Number(m[1]) * 100), Math.round(Number(m[2]) * 100)];
  sheet.error(
    'expected_ltv_cell',
    row,
    col,
    `expected LTV/CLTV such as "80/80", a percentage, NA or blank, found ${JSON.stringify(c.w)}`,
  );
  return undefined;
}

/** FICO bands must not overlap; within one FICO band the loan bands must not overlap. */
function checkBlockBands(sheet: Sheet, col: number, rows: BlockRow[]) {
  const ficos = [...new Map(rows.map((r) => [r.fico.label, r])).values()];
  for (const p of checkTiling(
    'fico',
    ficos.map((r) => r.fico),
  ))
    if (p.message.includes('overlaps')) sheet.error('band_tiling', ficos[p.index]!.row - 1, col, p.message);
  for (const f of ficos) {
    const group = rows.filter((r) => r.fico.label === f.fico.label);
    for (const p of checkTiling(
      'dollars',
      group.map((r) => r.loan),
    ))
      sheet.error('band_tiling', group[p.index]!.row - 1, col + 1, p.message);
  }
}
