/**
 * Rate blocks on the Conventional tab: a title, a `Code <code> | <program> | <loan range>` line,
 * a `Rate | 15 Day | 30 Day | ...` header, then one row per note rate.
 */
import type { RateBlock } from '../../worker/artifact/format.ts';
import { isOneOf, LOCK_DAYS } from '../../worker/artifact/vocabulary.ts';
import { price, rate } from '../cells.ts';
import { isFreeText, type RowKind, tableRows } from '../table-rows.ts';
import { colLetter, type Sheet } from '../workbook.ts';

const lockDays = (t: string) => /^(\d+)\s*day$/i.exec(t.trim())?.[1];
const isRateText = (t: string) => /^\d+(\.\d+)?\s*%?$/.test(t);

/** A block's header as found: the block is read only when a priced program's route names it. */
export interface BlockHeader {
  name: string;
  code: string;
  row: number;
  col: number;
  locks: RateBlock['locks'];
}

/** The block headers of the tab: a title, a `Code <code> | …` line, then `Rate | 15 Day | 30 Day | …`. */
export function findBlocks(sheet: Sheet): BlockHeader[] {
  const headers: BlockHeader[] = [];
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
    if (headers.some((b) => b.name === name)) {
      sheet.error('duplicate_block', row - 2, col, `a second rate block named ${JSON.stringify(name)}`);
      continue;
    }
    headers.push({ name, code, row, col, locks });
  }
  return headers;
}

const isLockHeader = (sheet: Sheet, r: number, c: number) =>
  /^rate$/i.test(sheet.text(r, c)) && lockDays(sheet.text(r, c + 1)) !== undefined;

/** One block's rows: a note rate with its price per lock; the next block's title ends it. */
export function readBlock(sheet: Sheet, { name, code, row, col, locks }: BlockHeader): RateBlock | undefined {
  const last = col + locks.length;
  const kind = (r: number): RowKind | undefined => {
    if ([r, r + 1, r + 2].some((x) => isLockHeader(sheet, x, col))) return 'end';
    const rateText = sheet.text(r, col);
    if (rateText !== '') return isRateText(rateText) ? 'row' : undefined;
    return locks.some((_, i) => isFreeText(sheet.text(r, col + 1 + i))) ? undefined : 'row';
  };
  const table = { from: row + 1, labelCol: col, lastCol: last, name: `block ${JSON.stringify(name)}` };
  const rows: RateBlock['rows'] = [];
  for (const r of tableRows(sheet, { ...table, label: 'a note rate', kind })) {
    if (sheet.text(r, col) === '') {
      sheet.error('expected_rate', r, col, `prices with no note rate in block ${JSON.stringify(name)}`);
      continue;
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
    return undefined;
  }
  return {
    workbook: sheet.origin.workbookIndex,
    tab: sheet.tab,
    name,
    code,
    title_cell: `${colLetter(col)}${row - 1}`,
    rate_col: colLetter(col),
    locks,
    rows: rows.sort((a, b) => a.rate - b.rate),
  };
}
