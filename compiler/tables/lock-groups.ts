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
import { unpriced } from '../unpriced.ts';
import type { FoundTable } from './find.ts';
import type { DeclaredProfile, PriceTable } from './language.ts';

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
    const program = programNamed(profile, group.title);
    if (!program) {
      unpriced(sheet, group.headerRow - 1, group.titleCol, `the price table ${JSON.stringify(group.title)}`);
      continue;
    }
    const col = group.cols[rateIndex] ?? group.titleCol;
    const priceCols = locks.map(({ i }) => group.cols[i] ?? col);
    const rows = rateRows(sheet, {
      name: `the ${program.name} prices`,
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
        category: sheet.tab,
        name: program.name,
        code: null,
        title_cell: a1(group.headerRow - 1, group.titleCol),
        rate_col: colLetter(col),
        locks: locks.map(({ days }, k) => ({ days, col: colLetter(priceCols[k]!) })),
        rows,
      },
    });
  }
  return blocks;
}
