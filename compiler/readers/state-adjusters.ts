/**
 * State adjusters: `<header> | <one column per program>`, the agency row under it, then one row per
 * state. A blank cell (or no row) = the program is not offered in that state. A column of a program
 * the lender does not price (an announced one) is skipped, its cells unread. As a state adjusters
 * table declares them (tables/language.ts StateAdjusterColumns).
 */
import type { StateAdjusters } from '../../worker/artifact/format.ts';
import { key, sameLabel } from '../../worker/artifact/labels.ts';
import { isOneOf, US_STATES } from '../../worker/artifact/vocabulary.ts';
import { adjustment, notEligibleText } from '../cells.ts';
import { form } from '../patterns.ts';
import type { ProfileBase } from '../profile.ts';
import { a1, colLetter, type Sheet } from '../sheet.ts';
import { noteCell, notesWithin, type RowKind, tableRows } from '../table-rows.ts';
import type { StateAdjusterColumns } from '../tables/language.ts';
import { unpriced } from '../unpriced.ts';

/** A program's state adjusters, by program slug. */
export function readStateAdjusters(
  sheet: Sheet,
  profile: Pick<ProfileBase, 'programs'>,
  at: StateAdjusterColumns,
): Map<string, StateAdjusters> {
  const header = sheet
    .find((t) => sameLabel(t, at.heading))
    .map((h) => {
      let last = h.col;
      while (sheet.text(h.row, last + 1) !== '') last++;
      return { ...h, last, agencyRow: rowBelow(sheet, h.row, h.col, last) };
    })
    .find((h) => sameLabel(sheet.text(h.agencyRow, h.col), at.agencyRow));
  if (!header) {
    sheet.error(
      'missing_table',
      null,
      null,
      `expected a "${at.heading}" header with an "${at.agencyRow}" row under it`,
    );
    return new Map();
  }
  const { row, col, last, agencyRow } = header;
  notesWithin(sheet, row + 1, agencyRow - 1, col, last, 'the state adjusters');
  const codePattern = new RegExp(form(at.programCode, { code: '\\w+' }), 'i');
  // A column names its program by code, or else by its name at the start of the heading.
  const programOf = (heading: string) => {
    const code = codePattern.exec(heading)?.[1];
    if (code !== undefined) return profile.programs.find((p) => p.code === code);
    return profile.programs.find((p) => key(heading).startsWith(key(p.name)));
  };
  const columns: { c: number; slug: string }[] = [];
  for (let c = col + 1; c <= last; c++) {
    const heading = sheet.text(row, c);
    const program = programOf(heading);
    if (program) columns.push({ c, slug: program.slug });
    else unpriced(sheet, row, c, `the state adjuster column ${JSON.stringify(heading)}`);
  }
  // A state code (two letters), or values with no state; the table runs to the end of the tab.
  const kind = (r: number): RowKind | undefined => {
    const state = sheet.text(r, col);
    if (/^[A-Z]{2}$/i.test(state)) return 'row';
    return state === '' && columns.some(({ c }) => sheet.text(r, c) !== '') ? 'row' : undefined;
  };
  const table = {
    from: agencyRow + 1,
    labelCol: col,
    lastCol: last,
    name: 'the state adjusters',
    label: 'a state code',
  };
  const stateRows: { r: number; state: (typeof US_STATES)[number] }[] = [];
  for (const r of tableRows(sheet, { ...table, kind })) {
    const state = sheet.text(r, col).toUpperCase();
    if (state === '') sheet.error('missing_row_label', r, col, 'a state adjuster with no state code');
    else if (!isOneOf(US_STATES, state))
      sheet.error('unknown_state', r, col, `${JSON.stringify(state)} is not a US state code`);
    else if (stateRows.some((s) => s.state === state))
      sheet.error('duplicate_row_label', r, col, `state ${state} appears twice`);
    else stateRows.push({ r, state });
  }
  const bySlug = new Map<string, StateAdjusters>();
  for (const { c, slug } of columns) {
    const agency = at.agencies.find((a) => sameLabel(a, sheet.text(agencyRow, c)));
    if (!agency)
      sheet.error(
        'unknown_agency',
        agencyRow,
        c,
        `expected ${at.agencies.join(' or ')}, found ${JSON.stringify(sheet.text(agencyRow, c))}`,
      );
    const states: StateAdjusters['states'] = [];
    for (const { r, state } of stateRows) {
      if (sheet.text(r, c) === '') continue; // not offered there
      const value = adjustment(sheet, r, c);
      if (value === null)
        sheet.error(
          'expected_number',
          r,
          c,
          `expected a state adjuster or a blank cell, found ${notEligibleText(sheet)}`,
        );
      if (typeof value === 'number') states.push({ state, value, row: r + 1 });
    }
    if (bySlug.has(slug)) continue;
    bySlug.set(slug, {
      workbook: sheet.origin.workbookIndex,
      tab: sheet.tab,
      category: at.category ?? sheet.tab,
      agency: agency ?? sheet.text(agencyRow, c).toUpperCase(),
      agency_cell: a1(agencyRow, c),
      col: colLetter(c),
      states,
    });
  }
  return bySlug;
}

/** The first row below `row` with text in `col` that is not a note: the row a header continues in. */
function rowBelow(sheet: Sheet, row: number, col: number, last: number): number {
  let r = row + 1;
  while (r < sheet.rows && (sheet.text(r, col) === '' || noteCell(sheet, r, col, last) !== undefined)) r++;
  return r;
}
