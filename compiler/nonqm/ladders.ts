/** Base-price ladders on the Rates tab: a title, a `Rate | Price` header, one row per note rate. */
import type { Ladder } from '../../worker/artifact/format.ts';
import { price, rate } from '../cells.ts';
import { isFreeText, type RowKind, tableRows } from '../table-rows.ts';
import { unpriced } from '../unpriced.ts';
import { colLetter, type Sheet } from '../workbook.ts';
import { programByName } from './programs.ts';

const isRateText = (t: string) => /^[\d.]+\s*%?$/.test(t.trim()) && t.trim() !== '';

export function readLadders(sheet: Sheet): Map<string, Ladder> {
  const ladders = new Map<string, Ladder>();
  const isHeader = (r: number, c: number) => /^rate$/i.test(sheet.text(r, c)) && /^price$/i.test(sheet.text(r, c + 1));
  for (const { row, col } of sheet.find((t) => /^rate$/i.test(t))) {
    if (!isHeader(row, col)) continue;
    const title = sheet.text(row - 1, col);
    const program = programByName(title);
    if (!program) {
      if (title === '')
        sheet.error('unknown_program', row - 1, col, 'expected a program name above the ladder header, found ""');
      else unpriced(sheet, row - 1, col, `the ladder ${JSON.stringify(title)}`);
      continue;
    }
    if (ladders.has(program.slug)) {
      sheet.error('duplicate_ladder', row - 1, col, `a second ladder for ${program.name}`);
      continue;
    }
    // A note rate (a price beside it or not), or a price with no note rate; the next ladder's title ends it.
    const kind = (r: number): RowKind | undefined => {
      if (isHeader(r, col) || isHeader(r + 1, col)) return 'end';
      const rateText = sheet.text(r, col);
      if (rateText !== '') return isRateText(rateText) ? 'row' : undefined;
      return isFreeText(sheet.text(r, col + 1)) ? undefined : 'row';
    };
    const name = `the ${program.name} ladder`;
    const rows: Ladder['rows'] = [];
    for (const r of tableRows(sheet, {
      from: row + 1,
      labelCol: col,
      lastCol: col + 1,
      name,
      label: 'a note rate',
      kind,
    })) {
      if (sheet.text(r, col) === '') {
        sheet.error('expected_rate', r, col, `a price with no note rate in the ${program.name} ladder`);
        continue;
      }
      const noteRate = rate(sheet, r, col);
      const p = price(sheet, r, col + 1);
      if (noteRate === undefined || p === undefined) continue;
      if (rows.some((x) => x.rate === noteRate)) {
        sheet.error('duplicate_rate', r, col, `rate ${noteRate / 1000} appears twice in the ${program.name} ladder`);
        continue;
      }
      rows.push({ rate: noteRate, price: p, row: r + 1 });
    }
    if (!rows.some((x) => x.price !== null)) {
      sheet.error('empty_ladder', row, col, `the ${program.name} ladder has no priced rates`);
      continue;
    }
    ladders.set(program.slug, {
      workbook: sheet.origin.workbookIndex,
      tab: sheet.tab,
      rate_col: colLetter(col),
      price_col: colLetter(col + 1),
      rows: rows.sort((a, b) => a.rate - b.rate),
    });
  }
  return ladders;
}
