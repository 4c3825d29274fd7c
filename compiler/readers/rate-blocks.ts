/**
 * Rate blocks: a title, a `Rate | <days> Day | …` header with one price column per lock period, then
 * one row per note rate. The title is the block's own name with a code line under it (the
 * profile's code word, then the code). Lock columns are kept in lock-period order, whatever order they
 * are printed in. As a routed blocks table declares them (tables/language.ts RoutedBlocksTable).
 */
import type { BlockRoute, RateBlock } from '../../worker/artifact/format.ts';
import { key, sameLabel } from '../../worker/artifact/labels.ts';
import { isOneOf, LOCK_DAYS } from '../../worker/artifact/vocabulary.ts';
import { form } from '../patterns.ts';
import { a1, colLetter, type Sheet } from '../sheet.ts';
import type { RoutedBlocksTable } from '../tables/language.ts';
import { unpriced } from '../unpriced.ts';
import { rateRows } from './rate-rows.ts';

/** A block's header as found; its rows are read only when a priced program's route names it. */
export interface BlockHeader {
  name: string;
  code: string | null;
  row: number;
  col: number;
  titleRow: number;
  locks: { days: RateBlock['locks'][number]['days']; col: string }[];
  lockCols: number[];
}

/** What the blocks' readers take of the table: its headings, code line and category. */
type BlockPrices = Pick<RoutedBlocksTable, 'rate' | 'lock' | 'codeLine' | 'category'>;

/** `<days> Day` -> a pattern whose group is the lock period. */
const lockPattern = (lock: string) => new RegExp(`^${form(lock, { days: '\\d+' })}$`, 'i');

/** Every block header of the tab. */
export function findBlocks(sheet: Sheet, at: BlockPrices): BlockHeader[] {
  const lockDays = (t: string) => lockPattern(at.lock).exec(t)?.[1];
  const headers: BlockHeader[] = [];
  for (const { row, col } of sheet.find((t) => sameLabel(t, at.rate))) {
    const found: { days: number; col: number }[] = [];
    for (let c = col + 1; c < sheet.cols && lockDays(sheet.text(row, c)); c++) {
      const days = Number(lockDays(sheet.text(row, c)));
      if (!isOneOf(LOCK_DAYS, days) || found.some((f) => f.days === days))
        sheet.error(
          'unknown_lock_period',
          row,
          c,
          `expected one column for each lock period of ${LOCK_DAYS.join(', ')} days`,
        );
      else found.push({ days, col: c });
    }
    if (found.length === 0) continue;
    found.sort((x, y) => x.days - y.days);
    const title = codeTitle(sheet, at.codeLine, row, col);
    if (!title) continue;
    if (headers.some((b) => b.name === title.name)) {
      sheet.error('duplicate_block', title.row, col, `a second rate block named ${JSON.stringify(title.name)}`);
      continue;
    }
    headers.push({
      ...title,
      titleRow: title.row,
      row,
      col,
      locks: found.map((f) => ({ days: f.days as RateBlock['locks'][number]['days'], col: colLetter(f.col) })),
      lockCols: found.map((f) => f.col),
    });
  }
  return headers;
}

type Title = { name: string; code: string | null; row: number };

/** The block's name two rows above the header, a "<codeLine> <code> | …" line between them. */
function codeTitle(sheet: Sheet, codeLine: string, row: number, col: number): Title | undefined {
  const sub = sheet.text(row - 1, col);
  const code = key(sub).startsWith(`${key(codeLine)} `) ? sub.trim().split(/\s+/)[1] : undefined;
  const name = sheet.text(row - 2, col);
  if (code && name) return { name, code, row: row - 2 };
  sheet.error(
    'missing_block_title',
    row - 1,
    col,
    `expected a block title and a "${codeLine} <code> | ..." line above the rate header, found ${JSON.stringify(sub)}`,
  );
  return undefined;
}

/** One block's rows; undefined (reported) when no rate has a price. The next block's title or header ends it. */
export function readBlock(sheet: Sheet, at: BlockPrices, header: BlockHeader): RateBlock | undefined {
  const { name, code, row, col, locks, lockCols, titleRow } = header;
  const lockDays = (t: string) => lockPattern(at.lock).test(t);
  const isHeader = (r: number) => sameLabel(sheet.text(r, col), at.rate) && lockDays(sheet.text(r, col + 1));
  const rows = rateRows(sheet, {
    name: `block ${JSON.stringify(name)}`,
    row,
    col,
    priceCols: lockCols,
    isHeader,
    titleRows: 2,
  });
  if (!rows) return undefined;
  return {
    workbook: sheet.origin.workbookIndex,
    tab: sheet.tab,
    category: at.category ?? sheet.tab,
    name,
    code,
    title_cell: a1(titleRow, col),
    printed: 'rates down',
    continued: [],
    rate_col: colLetter(col),
    locks,
    rows,
  };
}

/** The blocks a route names, which priced programs price from, in the order printed; any other is skipped, unread. */
export function routedBlocks(
  sheet: Sheet,
  at: BlockPrices,
  headers: readonly BlockHeader[],
  routes: readonly BlockRoute[],
): RateBlock[] {
  const named = new Set(routes.flatMap((r) => [r.conforming, r.high_balance]));
  return headers.flatMap((h) => {
    if (named.has(h.name)) return readBlock(sheet, at, h) ?? [];
    unpriced(sheet, h.titleRow, h.col, `the rate block ${JSON.stringify(h.name)} (named by no route)`);
    return [];
  });
}
