/**
 * The rows of a rate table, ladder or block alike: a note rate, then its base price in each price
 * column (a price, or points in a lender's points convention). A note rate printed twice, or
 * prices with no note rate, are errors; a table with no priced rate at all is empty.
 */
import { basePrice, rate } from '../cells.ts';
import type { Sheet } from '../sheet.ts';
import { isFreeText, type RowKind, tableRows } from '../table-rows.ts';

const isRateText = (t: string) => /^[\d.]+\s*%?$/.test(t.trim()) && t.trim() !== '';

export interface RateRow {
  rate: number;
  prices: (number | null)[];
  row: number;
}

export interface RateTable {
  /** the table's name in messages: `the <program> ladder`, `block "<name>"` */
  name: string;
  /** the header row (0-based) and the rate column */
  row: number;
  col: number;
  priceCols: readonly number[];
  /** whether a header of the next table stands at `r`: it ends this one */
  isHeader(r: number): boolean;
  /** how many rows of title stand above a header (they end the table too) */
  titleRows: number;
  /** `not offered`: a table whose every price is NA or blank, one NA at least, is no rows, no error (a program's column at a lock it does not offer) */
  allNa?: 'not offered';
}

/** The table's rows in rate order, or undefined (reported) when no rate has a price (none under `allNa`). */
export function rateRows(sheet: Sheet, t: RateTable): RateRow[] | undefined {
  const { col } = t;
  const kind = (r: number): RowKind | undefined => {
    for (let k = 0; k <= t.titleRows; k++) if (t.isHeader(r + k)) return 'end';
    const rateText = sheet.text(r, col);
    if (rateText !== '') return isRateText(rateText) ? 'row' : undefined;
    return t.priceCols.some((c) => isFreeText(sheet, sheet.text(r, c))) ? undefined : 'row';
  };
  const lastCol = Math.max(col, ...t.priceCols);
  const rows: RateRow[] = [];
  for (const r of tableRows(sheet, {
    from: t.row + 1,
    labelCol: col,
    lastCol,
    name: t.name,
    label: 'a note rate',
    kind,
  })) {
    if (sheet.text(r, col) === '') {
      sheet.error('expected_rate', r, col, `a price with no note rate in ${t.name}`);
      continue;
    }
    const noteRate = rate(sheet, r, col);
    const prices = t.priceCols.map((c) => basePrice(sheet, r, c));
    if (noteRate === undefined || prices.some((p) => p === undefined)) continue;
    if (rows.some((x) => x.rate === noteRate)) {
      sheet.error('duplicate_rate', r, col, `rate ${noteRate / 1000} appears twice in ${t.name}`);
      continue;
    }
    rows.push({ rate: noteRate, prices: prices as (number | null)[], row: r + 1 });
  }
  if (!rows.some((x) => x.prices.some((p) => p !== null))) {
    const printedNa = rows.some((x) => t.priceCols.some((c) => sheet.text(x.row - 1, c) !== ''));
    if (t.allNa === 'not offered' && printedNa) return [];
    sheet.error('empty_ladder', t.row, col, `${t.name} has no priced rates`);
    return undefined;
  }
  return rows.sort((a, b) => a.rate - b.rate);
}
