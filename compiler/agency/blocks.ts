/**
 * Rate blocks on the Conventional tab: a title, a `Code <code> | <program> | <loan range>` line,
 * a `Rate | 15 Day | 30 Day | ...` header, then one row per note rate.
 */
import type { RateBlock } from '../../worker/artifact/format.ts';
import { isOneOf, LOCK_DAYS } from '../../worker/artifact/vocabulary.ts';
import { price, rate } from '../cells.ts';
import { colLetter, type Sheet } from '../workbook.ts';

const lockDays = (t: string) => /^(\d+)\s*day$/i.exec(t.trim())?.[1];

export function readBlocks(sheet: Sheet): RateBlock[] {
  const blocks: RateBlock[] = [];
  for (const { row, col } of sheet.find((t) => /^rate$/i.test(t))) {
    const locks: RateBlock['locks'] = [];
    for (let c = col + 1; c < sheet.cols && lockDays(sheet.text(row, c)); c++) {
      const days = Number(lockDays(sheet.text(row, c)));
      if (isOneOf(LOCK_DAYS, days)) locks.push({ days, col: colLetter(c) });
      else sheet.error('unknown_lock_period', row, c, `expected a lock period of ${LOCK_DAYS.join(', ')} days`);
    }
    if (locks.length === 0) continue;
    const sub = sheet.text(row - 1, col);
    const code = /^code\s+(\S+)/i.exec(sub)?.[1];
    const name = sheet.text(row - 2, col);
    if (!code || !name) {
      sheet.error(
        'missing_block_title',
        row - 1,
        col,
        `expected a block title and a "Code <code> | ..." line above the rate header, found ${JSON.stringify(sub)}`,
      );
      continue;
    }
    if (blocks.some((b) => b.name === name)) {
      sheet.error('duplicate_block', row - 2, col, `a second rate block named ${JSON.stringify(name)}`);
      continue;
    }
    const rows: RateBlock['rows'] = [];
    for (let r = row + 1; r < sheet.rows; r++) {
      const cell = sheet.cell(r, col);
      if (cell.t === 'z') {
        if (!sheet.isBlankRow(r, col, col + locks.length))
          sheet.error('expected_rate', r, col, `prices with no note rate in block ${JSON.stringify(name)}`);
        if (sheet.cell(r + 1, col).t === 'n') continue; // a padding row inside the block
        break;
      }
      if (cell.t === 's') {
        sheet.endsBefore(r, col, (t) => /^\d+(\.\d+)?$/.test(t), 'a note rate');
        break;
      }
      const noteRate = rate(sheet, r, col);
      const prices = locks.map((_, i) => price(sheet, r, col + 1 + i));
      if (noteRate === undefined || prices.some((p) => p === undefined)) continue;
      if (rows.some((x) => x.rate === noteRate)) {
        sheet.error('duplicate_rate', r, col, `rate ${noteRate / 1000} appears twice in block ${JSON.stringify(name)}`);
        continue;
      }
      rows.push({ rate: noteRate, prices: prices as (number | null)[], row: r + 1 });
    }
    if (!rows.some((x) => x.prices.some((p) => p !== null))) {
      sheet.error('empty_ladder', row, col, `block ${JSON.stringify(name)} has no priced rates`);
      continue;
    }
    blocks.push({
      workbook: sheet.origin.workbookIndex,
      tab: sheet.tab,
      name,
      code,
      title_cell: `${colLetter(col)}${row - 1}`,
      rate_col: colLetter(col),
      locks,
      rows: rows.sort((a, b) => a.rate - b.rate),
    });
  }
  return blocks;
}
