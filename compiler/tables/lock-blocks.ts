/**
 * Base prices printed as a block per lock period with the programs down and the note rates across
 * (language.ts PriceTable, shape `lock blocks`): under each lock period's title (`15 DAY LOCK`), a
 * header of the program heading then a note rate per column, then a row per program (its name,
 * alias or code) with the base price of each rate above it, blank or NA a rate not offered. Each
 * block gives each program its ladder for that lock: a program is priced by the ladder of the
 * loan's lock, a lock with no row of it not offered.
 */
import type { Ladder } from '../../worker/artifact/format.ts';
import { sameLabel } from '../../worker/artifact/labels.ts';
import { basePrice, rate } from '../cells.ts';
import { a1, colLetter, type Sheet } from '../sheet.ts';
import { noteCell } from '../table-rows.ts';
import { unpriced } from '../unpriced.ts';
import { lockDaysOf } from './conditions.ts';
import type { DeclaredProfile, PriceTable } from './language.ts';
import { programTitled } from './program-cells.ts';

/** A program's ladder of one lock block, the block's title cell. */
export interface LockBlockLadder {
  slug: string;
  lock: PriceTable['baseLock'];
  ladder: Ladder;
  title: string;
}

/** Every program row of every lock block on the tab. */
export function readLockBlocks(sheet: Sheet, profile: DeclaredProfile, table: PriceTable): LockBlockLadder[] {
  const heading = table.columns[0]?.heading ?? '';
  const read: LockBlockLadder[] = [];
  for (const title of sheet.find((text) => lockDaysOf(text) !== undefined)) {
    let header = title.row + 1;
    while (header < sheet.rows && sheet.isBlankRow(header, title.col, sheet.cols - 1)) header++;
    if (!sameLabel(sheet.text(header, title.col), heading)) continue; // a lock named elsewhere: no block
    const lock = lockDaysOf(sheet.text(title.row, title.col))!;
    const rateCols = sheet.spanCols(header, title.col + 1);
    const rates = rateCols.map((c) => rate(sheet, header, c));
    for (let r = header + 1; r < sheet.rows && !sheet.isBlankRow(r, title.col, sheet.cols - 1); r++) {
      if (noteCell(sheet, r, title.col, sheet.cols - 1) !== undefined) break; // a remark under the block
      const printed = sheet.text(r, title.col);
      const program = programTitled(profile, printed);
      if (!program) {
        unpriced(sheet, r, title.col, `the row ${JSON.stringify(printed)} of the ${lock}-day block`);
        continue;
      }
      const prices = rateCols.map((c) => basePrice(sheet, r, c));
      if (rates.includes(undefined) || prices.includes(undefined)) continue;
      const rows = rateCols.flatMap((c, i) =>
        prices[i] === null ? [] : [{ rate: rates[i]!, price: prices[i]!, row: r + 1, col: colLetter(c) }],
      );
      if (rows.length === 0) continue; // a program printing no price at this lock does not offer it
      const ladder: Ladder = {
        workbook: sheet.origin.workbookIndex,
        tab: sheet.tab,
        rate_col: colLetter(title.col),
        price_col: colLetter(rateCols[0]!),
        rows: rows.sort((a, b) => a.rate - b.rate),
      };
      read.push({ slug: program.slug, lock, ladder, title: a1(title.row, title.col) });
    }
  }
  if (read.length === 0)
    sheet.error(
      'missing_table',
      null,
      null,
      `no block titled by a lock period over a header starting ${JSON.stringify(heading)}`,
    );
  return read;
}
