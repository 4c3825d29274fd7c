/** Base-price ladders on the Rates tab: a title, a `Rate | Price` header, one row per note rate. */
import type { Ladder } from '../../worker/artifact/format.ts';
import { price, rate } from '../cells.ts';
import { colLetter, type Sheet } from '../workbook.ts';
import { programByName } from './programs.ts';

const isRateText = (t: string) => /^[\d.]+\s*%?$/.test(t.trim()) && t.trim() !== '';

export function readLadders(sheet: Sheet): Map<string, Ladder> {
  const ladders = new Map<string, Ladder>();
  for (const { row, col } of sheet.find((t) => /^rate$/i.test(t))) {
    if (!/^price$/i.test(sheet.text(row, col + 1))) continue;
    const title = sheet.text(row - 1, col);
    const program = programByName(title);
    if (!program) {
      sheet.error(
        'unknown_program',
        row - 1,
        col,
        `expected a program name above the ladder header, found ${JSON.stringify(title)}`,
      );
      continue;
    }
    if (ladders.has(program.slug)) {
      sheet.error('duplicate_ladder', row - 1, col, `a second ladder for ${program.name}`);
      continue;
    }
    const rows: Ladder['rows'] = [];
    for (let r = row + 1; r < sheet.rows; r++) {
      const cell = sheet.cell(r, col);
      if (cell.t === 'z') {
        const beside = sheet.cell(r, col + 1);
        if (beside.t === 's') break; // another table's text: the ladder is over
        if (beside.t !== 'z')
          sheet.error('expected_rate', r, col, `a price with no note rate in the ${program.name} ladder`);
        continue; // shorter ladders end in blank cells
      }
      if (cell.t === 's' && !isRateText(String(cell.v))) {
        sheet.endsBefore(r, col, isRateText, 'a note rate'); // else: the next table's title
        break;
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
