/**
 * State adjusters declared in the table language (language.ts StateAdjusterColumns): a column per
 * program, a row per state, read by readers/state-adjusters.ts; a
 * priced program with no column is `missing_program_part` at the header.
 */
import type { StateAdjusters } from '../../worker/artifact/format.ts';
import { sameLabel } from '../../worker/artifact/labels.ts';
import { readStateAdjusters } from '../readers/state-adjusters.ts';
import type { Sheet } from '../sheet.ts';
import type { DeclaredProfile, StateAdjusterColumns } from './language.ts';

/** Each priced program's state adjusters, by slug. */
export function readStateColumns(
  sheet: Sheet,
  profile: DeclaredProfile,
  table: StateAdjusterColumns,
): Map<string, StateAdjusters> {
  const read = readStateAdjusters(sheet, profile, table);
  const header = sheet.find((t) => sameLabel(t, table.heading))[0];
  if (header)
    for (const program of profile.programs.filter((p) => !read.has(p.slug)))
      sheet.error(
        'missing_program_part',
        header.row,
        header.col,
        `${program.name}: no column of the state adjusters (a program is offered only in the states its column prints)`,
      );
  return read;
}
