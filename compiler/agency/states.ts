/**
 * The State Adjusters tab: `State | <one column per program>`, the `Agency` row under it, then one
 * row per state. A blank cell (or no row) = the program is not offered in that state.
 */
import type { StateAdjusters } from '../../worker/artifact/format.ts';
import { isOneOf, US_STATES } from '../../worker/artifact/vocabulary.ts';
import { points } from '../cells.ts';
import { key } from '../rows.ts';
import { a1, colLetter, type Sheet } from '../workbook.ts';

export interface StateColumn extends StateAdjusters {
  heading: string;
  code: string | null; // "(Prog 2)" -> "2"
}

export function readStateAdjusters(sheet: Sheet): StateColumn[] {
  const header = sheet.find((t) => key(t) === 'state').find((h) => key(sheet.text(h.row + 1, h.col)) === 'agency');
  if (!header) {
    sheet.error('missing_table', null, null, 'expected a "State" header with an "Agency" row under it');
    return [];
  }
  const { row, col } = header;
  const columns: StateColumn[] = [];
  for (let c = col + 1; c < sheet.cols && sheet.text(row, c) !== ''; c++) {
    const heading = sheet.text(row, c);
    const agency = sheet.text(row + 1, c);
    if (!/^(FNMA|FHLMC)$/i.test(agency))
      sheet.error('unknown_agency', row + 1, c, `expected FNMA or FHLMC, found ${JSON.stringify(agency)}`);
    const states: StateAdjusters['states'] = [];
    for (let r = row + 2; r < sheet.rows; r++) {
      const state = sheet.text(r, col).toUpperCase();
      if (!isOneOf(US_STATES, state)) {
        if (state !== '' && /^[A-Z]{2}$/.test(state))
          sheet.error('unknown_state', r, col, `${JSON.stringify(state)} is not a US state code`);
        const isState = (t: string) => isOneOf(US_STATES, t.toUpperCase());
        if (state === '' && isState(sheet.text(r + 1, col))) continue;
        if (state !== '' && !/^[A-Z]{2}$/.test(state) && c === col + 1)
          sheet.endsBefore(r, col, isState, 'a state code');
        break;
      }
      if (states.some((s) => s.state === state)) {
        if (c === col + 1) sheet.error('duplicate_row_label', r, col, `state ${state} appears twice`);
        continue;
      }
      if (sheet.text(r, c) === '') continue; // not offered there
      const value = points(sheet, r, c);
      if (value === null) sheet.error('expected_number', r, c, 'expected a state adjuster or a blank cell, found NA');
      if (typeof value === 'number') states.push({ state, value, row: r + 1 });
    }
    const code = /prog(?:ram)?\s*(\d+)/i.exec(heading)?.[1] ?? null;
    columns.push({
      workbook: sheet.origin.workbookIndex,
      tab: sheet.tab,
      heading,
      code,
      agency: agency.toUpperCase(),
      agency_cell: a1(row + 1, c),
      col: colLetter(c),
      states,
    });
  }
  return columns;
}
