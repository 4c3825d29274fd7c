/**
 * Base prices printed rates across (language.ts PriceTable, shape `rates across`): under each
 * program's title, a row headed by the rate heading with a note rate per column, then a row per lock
 * period (`15-Day Lock`) with the base price of each rate above it. Each block is a rate block of
 * its program (a quote reads the row of the lock asked for); a lock period with no row is not offered.
 */
import type { RateBlock } from '../../worker/artifact/format.ts';
import { sameLabel } from '../../worker/artifact/labels.ts';
import { LOCK_DAYS } from '../../worker/artifact/vocabulary.ts';
import { basePrice, rate } from '../cells.ts';
import type { ProgramProfile } from '../profile.ts';
import { a1, colLetter, type Sheet } from '../sheet.ts';
import { noteCell } from '../table-rows.ts';
import { unpriced } from '../unpriced.ts';
import { lockDaysOf } from './conditions.ts';
import type { DeclaredProfile, PriceTable } from './language.ts';
import { programTitled } from './program-cells.ts';

/** The first row above `row` with text in columns `col`.., and that text. */
function titleAbove(sheet: Sheet, row: number, col: number): { row: number; text: string } | undefined {
  for (let r = row - 1; r >= 0; r--)
    if (!sheet.isBlankRow(r, col, sheet.cols - 1)) return { row: r, text: sheet.text(r, col) };
  return undefined;
}

/** The block under the rate heading at (row, col): its rates across, its lock rows down; undefined (reported) when it prices nothing. */
function blockAt(
  sheet: Sheet,
  table: PriceTable,
  program: ProgramProfile,
  title: number,
  row: number,
  col: number,
): RateBlock | undefined {
  const rateCols = sheet.spanCols(row, col + 1);
  const rates = rateCols.map((c) => rate(sheet, row, c));
  rates.forEach((r, i) => {
    if (r !== undefined && rates.indexOf(r) < i)
      sheet.error('duplicate_rate', row, rateCols[i]!, `note rate ${r / 1000} is printed twice in ${program.name}`);
  });
  const locks: { days: (typeof LOCK_DAYS)[number]; row: number }[] = [];
  for (let r = row + 1; r < sheet.rows && !sheet.isBlankRow(r, col, sheet.cols - 1); r++) {
    if (noteCell(sheet, r, col, sheet.cols - 1) !== undefined) break; // a remark under the block
    const days = lockDaysOf(sheet.text(r, col));
    if (days === undefined) {
      sheet.error(
        'unknown_lock_period',
        r,
        col,
        `expected a lock period of ${LOCK_DAYS.join(', ')} days, found ${JSON.stringify(sheet.text(r, col))}`,
      );
      continue;
    }
    if (locks.some((l) => l.days === days)) {
      sheet.error('duplicate_row_label', r, col, `the ${days}-day lock is printed twice in ${program.name}`);
      continue;
    }
    locks.push({ days, row: r });
  }
  const prices = locks.map((l) => rateCols.map((c) => basePrice(sheet, l.row, c)));
  if (rates.includes(undefined) || prices.some((p) => p.includes(undefined))) return undefined;
  if (locks.length === 0 || rates.length === 0) {
    sheet.error(
      'empty_ladder',
      row,
      col,
      `${program.name}: no ${locks.length === 0 ? 'lock period row' : 'note rate'} under its rate heading`,
    );
    return undefined;
  }
  return {
    workbook: sheet.origin.workbookIndex,
    tab: sheet.tab,
    category: table.category ?? sheet.tab,
    name: program.name,
    code: null,
    title_cell: a1(title, col),
    printed: 'rates across',
    rate_row: row + 1,
    locks: locks.map((l) => ({ days: l.days, row: l.row + 1 })),
    rows: rateCols.map((c, i) => ({ rate: rates[i]!, prices: prices.map((p) => p[i] ?? null), col: colLetter(c) })),
  };
}

/** The rate block of each program's block on the tab, by program slug; a block of a program not priced is warned and skipped. */
export function readRatesAcross(sheet: Sheet, profile: DeclaredProfile, table: PriceTable): Map<string, RateBlock> {
  const heading = table.columns.find((c) => c.holds === 'rate')?.heading ?? '';
  const blocks = new Map<string, RateBlock>();
  const found = sheet.find((text) => sameLabel(text, heading));
  if (found.length === 0) sheet.error('missing_table', null, null, `no row headed ${JSON.stringify(heading)}`);
  for (const { row, col } of found) {
    const title = titleAbove(sheet, row, col);
    const program = title && programTitled(profile, title.text);
    if (!program) {
      unpriced(sheet, title?.row ?? row, col, `the rate table ${JSON.stringify(title?.text ?? '')}`);
      continue;
    }
    if (blocks.has(program.slug)) {
      sheet.error('duplicate_ladder', row, col, `a second rate table for ${program.name}`);
      continue;
    }
    const block = blockAt(sheet, table, program, title.row, row, col);
    if (block) blocks.set(program.slug, block);
  }
  return blocks;
}
