/**
 * The rows of a rate table, ladder or block alike: a note rate, then its base price in each price
 * column (a price, or points in a lender's points convention). A note rate printed twice, or
 * prices with no note rate, are errors; a table with no priced rate at all is empty.
 */
import { basePrice, rate } from '../cells.ts';
import type { Sheet } from '../sheet.ts';
import { isFreeText, type RowKind, tableRows } from '../table-rows.ts';

/** A note rate as printed, maybe with a footnote's mark after it (`5.750*`, `5.875†`): the rate's text and the mark. */
const MARKED_RATE = /^([\d.]+\s*%?)\s*([*†‡§¶#^~¹²³⁴⁵⁶⁷⁸⁹]*)$/u;
const isRateText = (t: string) => t.trim() !== '' && MARKED_RATE.test(t.trim());

export interface RateRow {
  rate: number;
  prices: (number | null)[];
  row: number;
}

export interface RateTable {
  /** the table's name in messages: `the <program> rate table`, `block "<name>"` */
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
    // a rate printed with more after it, beside prices, is a rate row (`6.500 (promo)`: expected_rate there, not the table's end)
    const misprinted = () => /^\d+\.\d+/.test(rateText.trim()) && t.priceCols.some((c) => sheet.cell(r, c).t === 'n');
    if (rateText !== '') return isRateText(rateText) || misprinted() ? 'row' : undefined;
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
    const noteRate = markedRate(sheet, r, col);
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

/**
 * The note rate at (row, col), a mark after it read as the lender's conventions say
 * (Conventions.rateMarks: the rate is withheld from the loans the mark's conditions hold for, kept
 * where the sheet collects marked rates); a mark they do not declare is `expected_rate`.
 */
function markedRate(sheet: Sheet, row: number, col: number): number | undefined {
  const [, text = '', mark = ''] = MARKED_RATE.exec(sheet.text(row, col).trim()) ?? [];
  if (mark === '') return rate(sheet, row, col);
  const when = sheet.origin.conventions.rateMarks?.[mark];
  if (when === undefined) {
    sheet.error(
      'expected_rate',
      row,
      col,
      `a note rate marked ${JSON.stringify(mark)}: declare what the mark means (conventions or the price table's rateMarks)`,
    );
    return undefined;
  }
  const noteRate = rate(sheet, row, col, text);
  if (noteRate !== undefined)
    sheet.origin.markedRates?.push({
      workbook: sheet.origin.workbookIndex,
      tab: sheet.tab,
      row,
      col,
      rate: noteRate,
      when,
    });
  return noteRate;
}
