/**
 * Base prices printed as a price column per lock period (language.ts Column `lock`): each program
 * group, titled by its program's name, is a rate block of that program (a quote reads the column of
 * the lock asked for), routed to for the term its name prints.
 */
import type { RateBlock } from '../../worker/artifact/format.ts';
import { sameLabel } from '../../worker/artifact/labels.ts';
import type { TERMS } from '../../worker/artifact/vocabulary.ts';
import type { ProgramProfile } from '../profile.ts';
import { type RateRow, rateRows } from '../readers/rate-rows.ts';
import { programNamed } from '../readers/tabs.ts';
import { a1, colIndex, colLetter, type Sheet } from '../sheet.ts';
import { noteCell, noteInside } from '../table-rows.ts';
import { unpriced } from '../unpriced.ts';
import { type FoundTable, headerCols, headerSpan } from './find.ts';
import type { DeclaredProfile, PriceTable } from './language.ts';
import { continuesTable, ownerOf, programTitled } from './program-cells.ts';
import { termIn, termOf } from './terms.ts';

/**
 * A group's title: the program's name in the first cells above its header, over blank rows and
 * notes (a note between the name and the header is skipped, with a warning); when no program is
 * named there, the cell right above the header (a table of a program not priced).
 */
function titleOf(
  sheet: Sheet,
  profile: DeclaredProfile,
  group: FoundTable,
): { text: string; row: number; notes: { row: number; col: number }[]; nearest: string } {
  const [from, to] = [Math.min(...group.cols), Math.max(...group.cols)];
  const notes: { row: number; col: number }[] = [];
  let nearest = '';
  for (let row = group.headerRow - 1; row >= 0 && notes.length <= TITLE_NOTES; row--) {
    if (sheet.isBlankRow(row, from, to)) continue;
    const text = sheet.text(row, group.titleCol);
    // the nearest cell may print more words after the name (`BANK STATEMENT — 30 / 40 YR FIXED`); one
    // above notes names it alone (a note may start with a program's name: `Jumbo Elite 7/6 SOFR ARM: …`)
    const titles = nearest === '' ? programTitled(profile, text) : programNamed(profile, text);
    nearest ||= text;
    if (titles) return { text, row, notes, nearest };
    const note = noteCell(sheet, row, from, to);
    if (note === undefined) break;
    notes.push({ row, col: note });
  }
  const above = sheet.text(group.headerRow - 1, group.titleCol);
  return { text: above, row: group.headerRow - 1, notes: [], nearest: nearest || above };
}

/** How many notes may stand between a group's title and its header. */
const TITLE_NOTES = 3;

/** A program's rate block, and the terms it prices when its title names one (null: the program's own). */
export interface GroupBlock {
  program: ProgramProfile;
  block: RateBlock;
  terms: (typeof TERMS)[number][] | null;
}

/**
 * The rate block of each program group found, by program slug. A group with no title of its own
 * (blank above it) on the header row of a titled group to its left continues that group's ladder:
 * a ladder wrapped into parts side by side, each part's rates above the part before. A group whose
 * nearest title names a term (`15YR FIXED`), of a program titled above it or owning its tab or
 * workbook, is that program's block for that term (`${slug} ${term}` in the map): a program priced
 * per term from several tables.
 */
export function readLockGroups(
  sheet: Sheet,
  profile: DeclaredProfile,
  table: PriceTable,
  groups: readonly FoundTable[],
): Map<string, GroupBlock> {
  const blocks = new Map<string, GroupBlock>();
  const owner = ownerOf(sheet, profile, table.at);
  const rateIndex = table.columns.findIndex((c) => c.holds === 'rate');
  const locks = table.columns.flatMap((c, i) => (c.lock === undefined ? [] : [{ days: c.lock, i }]));
  /** the last block read, and its header row: what an untitled group to its right continues */
  let left: { block: Extract<RateBlock, { printed: 'rates down' }>; headerRow: number } | undefined;
  const rateHeading = table.columns[rateIndex]?.heading ?? '';
  /** a part's rows, to the next header in its rate column or in `firstCol`, the rate column of its ladder's first part */
  const partOf = (group: FoundTable, name: string, firstCol?: number) => {
    const col = group.cols[rateIndex] ?? group.titleCol;
    const priceCols = subColumns(
      sheet,
      table,
      group.headerRow,
      locks.map(({ i }) => group.cols[i] ?? col),
    );
    if (!priceCols) return undefined;
    const headed = (r: number, c: number) => sameLabel(sheet.text(r, c), rateHeading);
    const rows = rateRows(sheet, {
      name,
      row: table.subColumn === undefined ? group.headerRow : group.headerRow + 1,
      col,
      priceCols,
      isHeader: (r) => headed(r, col) || (firstCol !== undefined && headed(r, firstCol)),
      titleRows: 1,
    });
    return rows && { rows, rate_col: colLetter(col), cols: priceCols.map(colLetter) };
  };
  for (const group of groups) {
    // a header with more cells than declared is another declaration's table (`Rate | 15 Day | 30 Day | 45 Day` is not `Rate | 30 Day | 45 Day`'s)
    if (!readsWhole(sheet, group.headerRow, group.cols[0] ?? group.titleCol, table)) continue;
    const titled = titleOf(sheet, profile, group);
    const named = programTitled(profile, titled.text);
    // a program whose name prints no term may be priced per term, each table titled by its term
    const candidate = named ?? owner;
    const term = candidate && termOf(profile, candidate) === undefined ? termIn(profile, titled.nearest) : undefined;
    // a title naming no program, on a program's tab or in its workbook, is that program's table (`BASE PRICING`)
    const program = named ?? owner;
    if (!named && titled.text === '' && left?.headerRow === group.headerRow) {
      const name = `block ${JSON.stringify(left.block.name)}`;
      continueLadder(sheet, left.block, partOf(group, name, colIndex(left.block.rate_col)));
      continue;
    }
    left = undefined;
    if (!program) {
      unpriced(sheet, titled.row, group.titleCol, `the rate table ${JSON.stringify(titled.text)}`);
      continue;
    }
    const mapKey = term === undefined ? program.slug : `${program.slug} ${term}`;
    const first = blocks.get(mapKey)?.block;
    // a ladder broken by a page goes on under its title and header printed again
    if (first?.printed === 'rates down' && continuesTable(table.continued, titled.text)) {
      const name = `block ${JSON.stringify(first.name)}`;
      continueLadder(sheet, first, partOf(group, name, colIndex(first.rate_col)));
      continue;
    }
    if (first) {
      sheet.error(
        'duplicate_ladder',
        titled.row,
        group.titleCol,
        `a second rate table for ${program.name} (the first is ${sheet.tab}!${first.title_cell})`,
      );
      continue;
    }
    for (const note of titled.notes) noteInside(sheet, note.row, note.col, `block ${JSON.stringify(program.name)}`);
    const part = partOf(group, `block ${JSON.stringify(program.name)}`);
    if (!part) continue;
    const block: RateBlock = {
      workbook: sheet.origin.workbookIndex,
      tab: sheet.tab,
      category: table.category ?? sheet.tab,
      name: term === undefined ? program.name : `${program.name} ${term} Year`,
      code: null,
      title_cell: a1(titled.row, group.titleCol),
      printed: 'rates down',
      rate_col: part.rate_col,
      locks: locks.map(({ days }, k) => ({ days, col: part.cols[k]! })),
      rows: part.rows,
      continued: [],
    };
    blocks.set(mapKey, { program, block, terms: term === undefined ? null : [term] });
    left = { block, headerRow: group.headerRow };
  }
  return blocks;
}

/**
 * The price column under each lock heading: the heading's own, or, where the table reads a
 * sub-column (PriceTable `subColumn`: a lock merged over `Price | Pts`), the one of the row below
 * within the heading's merge headed so; undefined (reported at the heading) when one has none.
 */
function subColumns(sheet: Sheet, table: PriceTable, headerRow: number, cols: number[]): number[] | undefined {
  const sub = table.subColumn;
  if (sub === undefined) return cols;
  const found = cols.map((col) => {
    const width = sheet.mergeWidth(headerRow, col);
    for (let c = col; c < col + width; c++) if (sameLabel(sheet.text(headerRow + 1, c), sub)) return c;
    sheet.error(
      'missing_row',
      headerRow + 1,
      col,
      `expected ${JSON.stringify(sub)} under ${JSON.stringify(sheet.text(headerRow, col))}`,
    );
    return undefined;
  });
  return found.every((c) => c !== undefined) ? (found as number[]) : undefined;
}

/** A wrapped or continued ladder's next part appended to its block; refused at its first rate when its rates do not follow the block's. */
function continueLadder(
  sheet: Sheet,
  block: Extract<RateBlock, { printed: 'rates down' }>,
  part: { rows: RateRow[]; rate_col: string; cols: string[] } | undefined,
): void {
  if (!part) return;
  const [first] = part.rows;
  const last = block.rows.at(-1)!;
  if (first && first.rate <= last.rate) {
    sheet.error(
      'unsupported_layout',
      first.row - 1,
      colIndex(part.rate_col),
      `block ${JSON.stringify(block.name)} goes on in this part, whose rates do not follow its last rate ${last.rate / 1000}`,
    );
    return;
  }
  block.continued.push({ from: block.rows.length, rate_col: part.rate_col, cols: part.cols });
  block.rows.push(...part.rows);
}

/** Does `table` read the header at (row, col) whole: every heading declared, and no other cell? */
function readsWhole(sheet: Sheet, row: number, col: number, table: PriceTable): boolean {
  // its cells counted as printed: a heading merged across columns is one
  const [from] = headerSpan(sheet, row, col);
  return (
    headerCols(sheet, row, col, table.columns) !== undefined &&
    sheet.spanCols(row, from).length === table.columns.length
  );
}

/**
 * The programs whose group header starts as declared but prints another lock period where a lock
 * column stands (`90 Day` for `60 Day`): reported at that cell, so the program is not also said to
 * lack its prices.
 */
export function misprintedLocks(sheet: Sheet, profile: DeclaredProfile, table: PriceTable): string[] {
  const [first] = table.columns;
  const locks = table.columns.flatMap((c) => (c.lock === undefined ? [] : [c.lock]));
  const others = profile.tables.filter(
    (t): t is PriceTable =>
      t !== table &&
      t.means === 'base prices' &&
      t.shape !== 'routed blocks' &&
      t.columns.some((c) => c.lock !== undefined),
  );
  const slugs: string[] = [];
  for (const { row, col } of sheet.find((text) => sameLabel(text, first?.heading ?? ''))) {
    if (headerCols(sheet, row, col, table.columns)) continue;
    // a header another price declaration reads whole is that one's, not a misprint of this one
    if (others.some((t) => readsWhole(sheet, row, col, t))) continue;
    const program = programTitled(profile, sheet.text(row - 1, col));
    const wrong = table.columns.findIndex((c, i) => !sameLabel(sheet.text(row, col + i), c.heading));
    if (!program || wrong < 0 || table.columns[wrong]?.lock === undefined) continue;
    sheet.error(
      'unknown_lock_period',
      row,
      col + wrong,
      `expected one column for each lock period of ${locks.join(', ')} days`,
    );
    slugs.push(program.slug);
  }
  return slugs;
}
