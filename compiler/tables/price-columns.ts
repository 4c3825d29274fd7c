/**
 * Base prices printed as a column per program (`Rate | Thirty-Year Fixed | Fifteen-Year Fixed`): the
 * note rates down the first column, each program's price for the base lock in the column its name
 * heads. A program's ladder is its column; its title, where its term is read, the heading.
 */
import type { Ladder } from '../../worker/artifact/format.ts';
import { rateRows } from '../readers/rate-rows.ts';
import { programNamed } from '../readers/tabs.ts';
import { a1, colLetter, type Sheet } from '../sheet.ts';
import { unpriced } from '../unpriced.ts';
import type { FoundTable } from './find.ts';
import type { DeclaredProfile } from './language.ts';

/** Each priced program's ladder and the cell of its heading, by slug. */
export function readPriceColumns(
  sheet: Sheet,
  profile: DeclaredProfile,
  found: FoundTable,
): Map<string, { ladder: Ladder; title: string }> {
  const ladders = new Map<string, { ladder: Ladder; title: string }>();
  const [rateCol, ...priceCols] = found.cols;
  if (rateCol === undefined) return ladders;
  for (const col of priceCols) {
    const heading = sheet.text(found.headerRow, col);
    const program = programNamed(profile, heading);
    if (!program) {
      unpriced(sheet, found.headerRow, col, `the price column ${JSON.stringify(heading)}`);
      continue;
    }
    if (ladders.has(program.slug)) {
      sheet.error('duplicate_ladder', found.headerRow, col, `a second price column for ${program.name}`);
      continue;
    }
    const rows = rateRows(sheet, {
      name: `the ${program.name} prices`,
      row: found.headerRow,
      col: rateCol,
      priceCols: [col],
      isHeader: (r) => r === found.headerRow,
      titleRows: 0,
    });
    if (!rows) continue;
    ladders.set(program.slug, {
      title: a1(found.headerRow, col),
      ladder: {
        workbook: sheet.origin.workbookIndex,
        tab: sheet.tab,
        rate_col: colLetter(rateCol),
        price_col: colLetter(col),
        rows: rows.map((r) => ({ rate: r.rate, price: r.prices[0]!, row: r.row })),
      },
    });
  }
  return ladders;
}
