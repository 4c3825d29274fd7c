/**
 * Tables of a fixed form, each read on its one tab by the shared readers (compiler/readers/), not on
 * each section as the other tables are: base prices in rate blocks a routes table routes to, and
 * state adjusters of a column per program; and the conforming limit the routes need.
 */

import type { Books } from '../readers/tabs.ts';
import type { DeclaredProfile, RoutedBlocksTable, StateAdjusterColumns } from './language.ts';
import type { Read } from './read.ts';
import { readRoutedBlocks, routesTo } from './routed-blocks.ts';
import { readStateColumns } from './state-adjusters.ts';
import { tabsAt } from './views.ts';

/** Reads a table of routed blocks or of state adjusters into `read`: a second of either is `duplicate_table`. */
export function readFixedForm(
  books: Books,
  profile: DeclaredProfile,
  table: RoutedBlocksTable | StateAdjusterColumns,
  read: Read,
): void {
  const [sheet] = tabsAt(books, profile, table.at);
  // the routes' tab looked up (a missing one reported) whether or not the blocks' tab is found
  const [routesSheet] = table.means === 'state adjusters' ? [] : tabsAt(books, profile, table.routes.at);
  if (!sheet) return;
  if (table.means === 'state adjusters') {
    if (read.stateAdjusters.size > 0)
      sheet.error(
        'duplicate_table',
        null,
        null,
        'a second table of state adjusters: declare one, a column per program',
      );
    else read.stateAdjusters = readStateColumns(sheet, profile, table);
    return;
  }
  if (read.routed) {
    sheet.error(
      'duplicate_table',
      null,
      null,
      'a second table of routed blocks: one routes table routes every program',
    );
    return;
  }
  read.routed = readRoutedBlocks(sheet, routesSheet, profile, table);
  // a program with a code and no route was reported at the routes table (its row missing, or a cell of it)
  for (const { slug, code } of profile.programs)
    if (code !== undefined && !read.routed.routes.some((r) => r.program === slug)) read.reported.add(slug);
  // a program's title is that of the first block its routes name
  for (const route of read.routed.routes) {
    const block = read.routed.blocks.find((b) => routesTo(route, b));
    if (block && !read.titles.has(route.program)) read.titles.set(route.program, { sheet, cell: block.title_cell });
  }
}

/**
 * The loan amount above which a loan is high balance, as a rule table prints it (RuleWord
 * `conforming_limit`); none, null. Routes to high-balance blocks need it: without it, `missing_row`
 * at the routes table's header.
 */
export function conformingLimit(read: Read): number | null {
  const rows = [...read.rules.values()].flatMap((r) => r.rows);
  const limit = rows.find((row) => row.word.rule === 'conforming_limit' && row.value !== null)?.value as
    | number
    | undefined;
  const at = read.routed?.routesAt;
  if (limit === undefined && at && read.routed?.routes.some((r) => r.high_balance !== r.conforming))
    at.sheet.error(
      'missing_row',
      at.row,
      at.col,
      'routes to high-balance blocks, but no rule table prints the conforming loan limit (a rule word conforming_limit)',
    );
  return limit ?? null;
}
