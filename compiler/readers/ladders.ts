/** Base-price ladders: the program's name as title, a `Rate | Price` header, one row per note rate. */
import type { Ladder } from '../../worker/artifact/format.ts';
import { sameLabel } from '../../worker/artifact/labels.ts';
import type { LadderPrices, ProfileBase } from '../profile.ts';
import { colLetter, type Sheet } from '../sheet.ts';
import { unpriced } from '../unpriced.ts';
import { rateRows } from './rate-rows.ts';
import { programNamed } from './tabs.ts';

export function readLadders(sheet: Sheet, profile: ProfileBase, at: LadderPrices): Map<string, Ladder> {
  const ladders = new Map<string, Ladder>();
  const [rateHeading, priceHeading] = at.header;
  const isHeader = (r: number, c: number) =>
    sameLabel(sheet.text(r, c), rateHeading) && sameLabel(sheet.text(r, c + 1), priceHeading);
  for (const { row, col } of sheet.find((t) => sameLabel(t, rateHeading))) {
    if (!isHeader(row, col)) continue;
    const title = sheet.text(row - 1, col);
    const program = programNamed(profile, title);
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
    const name = `the ${program.name} ladder`;
    const rows = rateRows(sheet, {
      name,
      row,
      col,
      priceCols: [col + 1],
      isHeader: (r) => isHeader(r, col),
      titleRows: 1,
    });
    if (!rows) continue;
    ladders.set(program.slug, {
      workbook: sheet.origin.workbookIndex,
      tab: sheet.tab,
      rate_col: colLetter(col),
      price_col: colLetter(col + 1),
      rows: rows.map((r) => ({ rate: r.rate, price: r.prices[0]!, row: r.row, col: null })),
    });
  }
  return ladders;
}
