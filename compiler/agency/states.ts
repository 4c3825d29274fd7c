/**
 * The State Adjusters tab: `State | <one column per program>`, the `Agency` row under it, then one
 * row per state. A blank cell (or no row) = the program is not offered in that state. A column of
 * a program the lender does not price (an announced one) is skipped, its cells unread.
 */
import type { StateAdjusters } from '../../worker/artifact/format.ts';
import { isOneOf, US_STATES } from '../../worker/artifact/vocabulary.ts';
import { points } from '../cells.ts';
import { key } from '../rows.ts';
import { noteCell, notesWithin, type RowKind, tableRows } from '../table-rows.ts';
import { unpriced } from '../unpriced.ts';
import { a1, colLetter, type Sheet } from '../workbook.ts';

export interface StateColumn extends StateAdjusters {
  heading: string;
  code: string | null; // "(Prog 2)" -> "2"
}

/** `priced(heading, code)`: whether a column belongs to a program the lender prices. */
export function readStateAdjusters(
  sheet: Sheet,
  priced: (heading: string, code: string | null) => boolean,
): StateColumn[] {
  const header = sheet
    .find((t) => key(t) === 'state')
    .map((h) => {
      let last = h.col;
      while (sheet.text(h.row, last + 1) !== '') last++;
      return { ...h, last, agencyRow: rowBelow(sheet, h.row, h.col, last) };
    })
    .find((h) => key(sheet.text(h.agencyRow, h.col)) === 'agency');
  if (!header) {
    sheet.error('missing_table', null, null, 'expected a "State" header with an "Agency" row under it');
    return [];
  }
  const { row, col, last, agencyRow } = header;
  notesWithin(sheet, row + 1, agencyRow - 1, col, last, 'the state adjusters');
  const columns: { c: number; heading: string; code: string | null }[] = [];
  for (let c = col + 1; c <= last; c++) {
    const heading = sheet.text(row, c);
    const code = /prog(?:ram)?\s*(\d+)/i.exec(heading)?.[1] ?? null;
    if (priced(heading, code)) columns.push({ c, heading, code });
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
  return columns.map(({ c, heading, code }) => {
    const agency = sheet.text(agencyRow, c);
    if (!/^(FNMA|FHLMC)$/i.test(agency))
      sheet.error('unknown_agency', agencyRow, c, `expected FNMA or FHLMC, found ${JSON.stringify(agency)}`);
    const states: StateAdjusters['states'] = [];
    for (const { r, state } of stateRows) {
      if (sheet.text(r, c) === '') continue; // not offered there
      const value = points(sheet, r, c);
      if (value === null) sheet.error('expected_number', r, c, 'expected a state adjuster or a blank cell, found NA');
      if (typeof value === 'number') states.push({ state, value, row: r + 1 });
    }
    return {
      workbook: sheet.origin.workbookIndex,
      tab: sheet.tab,
      heading,
      code,
      agency: agency.toUpperCase(),
      agency_cell: a1(agencyRow, c),
      col: colLetter(c),
      states,
    };
  });
}

/** The first row below `row` with text in `col` that is not a note: the row a header continues in. */
function rowBelow(sheet: Sheet, row: number, col: number, last: number): number {
  let r = row + 1;
  while (r < sheet.rows && (sheet.text(r, col) === '' || noteCell(sheet, r, col, last) !== undefined)) r++;
  return r;
}
