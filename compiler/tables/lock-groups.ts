/**
 * Base prices printed as a price column per lock period (language.ts Column `lock`): each program
 * group, titled by its program's name, is a rate block of that program (a quote reads the column of
 * the lock asked for), routed to for the term its name prints.
 */
import type { RateBlock } from '../../worker/artifact/format.ts';
import { sameLabel } from '../../worker/artifact/labels.ts';
import type { ProgramProfile } from '../profile.ts';
import { rateRows } from '../readers/rate-rows.ts';
import { programNamed } from '../readers/tabs.ts';
import { a1, colLetter, type Sheet } from '../sheet.ts';
import { noteCell, noteInside } from '../table-rows.ts';
import { unpriced } from '../unpriced.ts';
import { type FoundTable, headerCols } from './find.ts';
import type { DeclaredProfile, PriceTable } from './language.ts';

/**
 * A group's title: the program's name in the first cells above its header, over blank rows and
 * notes (a note between the name and the header is skipped, with a warning); when no program is
 * named there, the cell right above the header (a table of a program not priced).
 */
function titleOf(
  sheet: Sheet,
  profile: DeclaredProfile,
  group: FoundTable,
): { text: string; row: number; notes: { row: number; col: number }[] } {
  const [from, to] = [Math.min(...group.cols), Math.max(...group.cols)];
  const notes: { row: number; col: number }[] = [];
  for (let row = group.headerRow - 1; row >= 0 && notes.length <= TITLE_NOTES; row--) {
    if (sheet.isBlankRow(row, from, to)) continue;
    const text = sheet.text(row, group.titleCol);
    if (programNamed(profile, text)) return { text, row, notes };
    const note = noteCell(sheet, row, from, to);
    if (note === undefined) break;
    notes.push({ row, col: note });
  }
  return { text: sheet.text(group.headerRow - 1, group.titleCol), row: group.headerRow - 1, notes: [] };
}

/** How many notes may stand between a group's title and its header. */
const TITLE_NOTES = 3;

/** The rate block of each program group found, by program slug. */
export function readLockGroups(
  sheet: Sheet,
  profile: DeclaredProfile,
  table: PriceTable,
  groups: readonly FoundTable[],
): Map<string, { program: ProgramProfile; block: RateBlock }> {
  const blocks = new Map<string, { program: ProgramProfile; block: RateBlock }>();
  const rateIndex = table.columns.findIndex((c) => c.holds === 'rate');
  const locks = table.columns.flatMap((c, i) => (c.lock === undefined ? [] : [{ days: c.lock, i }]));
  for (const group of groups) {
    const titled = titleOf(sheet, profile, group);
    const program = programNamed(profile, titled.text);
    if (!program) {
      unpriced(sheet, titled.row, group.titleCol, `the rate table ${JSON.stringify(titled.text)}`);
      continue;
    }
    for (const note of titled.notes) noteInside(sheet, note.row, note.col, `block ${JSON.stringify(program.name)}`);
    const col = group.cols[rateIndex] ?? group.titleCol;
    const priceCols = locks.map(({ i }) => group.cols[i] ?? col);
    const rows = rateRows(sheet, {
      name: `block ${JSON.stringify(program.name)}`,
      row: group.headerRow,
      col,
      priceCols,
      isHeader: (r) => sameLabel(sheet.text(r, col), table.columns[rateIndex]?.heading ?? ''),
      titleRows: 1,
    });
    if (!rows) continue;
    blocks.set(program.slug, {
      program,
      block: {
        workbook: sheet.origin.workbookIndex,
        tab: sheet.tab,
        category: table.category ?? sheet.tab,
        name: program.name,
        code: null,
        title_cell: a1(titled.row, group.titleCol),
        printed: 'rates down',
        rate_col: colLetter(col),
        locks: locks.map(({ days }, k) => ({ days, col: colLetter(priceCols[k]!) })),
        rows,
      },
    });
  }
  return blocks;
}

/**
 * The programs whose group header starts as declared but prints another lock period where a lock
 * column stands (`90 Day` for `60 Day`): reported at that cell, so the program is not also said to
 * lack its prices.
 */
export function misprintedLocks(sheet: Sheet, profile: DeclaredProfile, table: PriceTable): string[] {
  const [first] = table.columns;
  const locks = table.columns.flatMap((c) => (c.lock === undefined ? [] : [c.lock]));
  const slugs: string[] = [];
  for (const { row, col } of sheet.find((text) => sameLabel(text, first?.heading ?? ''))) {
    if (headerCols(sheet, row, col, table.columns)) continue;
    const program = programNamed(profile, sheet.text(row - 1, col));
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
