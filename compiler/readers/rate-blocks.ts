/**
 * Rate blocks: a title, a `Rate | <days> Day | …` header with one price column per lock period, then
 * one row per note rate. The title is the block's own name with a code line under it (the
 * profile's code word, then the code), or the name of the program the block prices, maybe with blank rows and a note between it
 * and the header. Lock columns are kept in lock-period order, whatever order they are printed in.
 */
import type { RateBlock } from '../../worker/artifact/format.ts';
import { key, sameLabel } from '../../worker/artifact/labels.ts';
import { isOneOf, LOCK_DAYS } from '../../worker/artifact/vocabulary.ts';
import { form } from '../patterns.ts';
import type { BlockPrices, LayoutProfile } from '../profile.ts';
import { a1, colLetter, type Sheet } from '../sheet.ts';
import { isFreeText, noteCell, noteInside } from '../table-rows.ts';
import { unpriced } from '../unpriced.ts';
import { rateRows } from './rate-rows.ts';
import { programNamed } from './tabs.ts';

/** A block's header as found; its rows are read only when a priced program's route names it. */
export interface BlockHeader {
  name: string;
  code: string | null;
  /** the program whose name titles it, when blocks are titled by program */
  program: string | null;
  row: number;
  col: number;
  titleRow: number;
  locks: RateBlock['locks'];
  lockCols: number[];
}

/** `<days> Day` -> a pattern whose group is the lock period. */
const lockPattern = (lock: string) => new RegExp(`^${form(lock, { days: '\\d+' })}$`, 'i');

/** Every block header of the tab; a title that names no priced program is skipped with a warning. */
export function findBlocks(sheet: Sheet, profile: LayoutProfile, at: BlockPrices): BlockHeader[] {
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
    const title =
      at.title === 'program name'
        ? programTitle(sheet, profile, row, col)
        : codeTitle(sheet, at.title.codeLine, row, col);
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

type Title = { name: string; code: string | null; program: string | null; row: number };

/** The block's name two rows above the header, a "<codeLine> <code> | …" line between them. */
function codeTitle(sheet: Sheet, codeLine: string, row: number, col: number): Title | undefined {
  const sub = sheet.text(row - 1, col);
  const code = key(sub).startsWith(`${key(codeLine)} `) ? sub.trim().split(/\s+/)[1] : undefined;
  const name = sheet.text(row - 2, col);
  if (code && name) return { name, code, program: null, row: row - 2 };
  sheet.error(
    'missing_block_title',
    row - 1,
    col,
    `expected a block title and a "${codeLine} <code> | ..." line above the rate header, found ${JSON.stringify(sub)}`,
  );
  return undefined;
}

/**
 * The program name above the header, past blank rows and one note between them (warned). Text that
 * names no program this lender prices titles an announced table: skipped with a warning.
 */
function programTitle(sheet: Sheet, profile: LayoutProfile, row: number, col: number): Title | undefined {
  const textAbove = (from: number) => {
    let r = from;
    while (r >= 0 && sheet.text(r, col) === '') r--;
    return r;
  };
  const title = (r: number, program: string): Title => ({ name: sheet.text(r, col), code: null, program, row: r });
  const first = textAbove(row - 1);
  const text = first < 0 ? '' : sheet.text(first, col);
  if (!isFreeText(sheet, text)) {
    sheet.error(
      'missing_block_title',
      row,
      col,
      `expected the name of a program above the rate header, found ${JSON.stringify(text)}`,
    );
    return undefined;
  }
  const program = programNamed(profile, text);
  if (program) return title(first, program.slug);
  const second = textAbove(first - 1);
  const note = noteCell(sheet, first, col, sheet.cols - 1);
  const titled = second >= 0 && note !== undefined ? programNamed(profile, sheet.text(second, col)) : undefined;
  if (titled) {
    noteInside(sheet, first, note!, `block ${JSON.stringify(sheet.text(second, col))}`);
    return title(second, titled.slug);
  }
  unpriced(sheet, first, col, `the rate table ${JSON.stringify(text)}`);
  return undefined;
}

/** One block's rows; undefined (reported) when no rate has a price. The next block's title or header ends it. */
export function readBlock(sheet: Sheet, at: BlockPrices, header: BlockHeader): RateBlock | undefined {
  const { name, code, row, col, locks, lockCols, titleRow } = header;
  const lockDays = (t: string) => lockPattern(at.lock).test(t);
  const isHeader = (r: number) => sameLabel(sheet.text(r, col), at.rate) && lockDays(sheet.text(r, col + 1));
  const titleRows = at.title === 'program name' ? 1 : 2;
  const rows = rateRows(sheet, {
    name: `block ${JSON.stringify(name)}`,
    row,
    col,
    priceCols: lockCols,
    isHeader,
    titleRows,
  });
  if (!rows) return undefined;
  return {
    workbook: sheet.origin.workbookIndex,
    tab: sheet.tab,
    category: at.category,
    name,
    code,
    title_cell: a1(titleRow, col),
    rate_col: colLetter(col),
    locks,
    rows,
  };
}
