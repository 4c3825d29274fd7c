/**
 * A tier list: under its title, a header naming the tier, states and value columns (in any order),
 * then a row per tier: its label, its states as a comma list (a long list may go on in the rows
 * below, whose tier and value cells are blank), its value. It is a grid of one unbanded column
 * whose rows apply by state; a state in no tier is in none of its rows.
 */
import type { Grid, GridRow } from '../../worker/artifact/format.ts';
import { sameLabel } from '../../worker/artifact/labels.ts';
import type { UsState } from '../../worker/artifact/vocabulary.ts';
import { adjustment } from '../cells.ts';
import { splitStates, stateCodes } from '../condition-text.ts';
import { eq, nonEmpty } from '../conditions.ts';
import { a1, colLetter, type Sheet } from '../sheet.ts';
import { type RowKind, tableRows } from '../table-rows.ts';
import type { GridHeader } from './grid-headers.ts';

interface Tier {
  label: string;
  row: number;
  states: UsState[];
  value: number | null | undefined;
}

export function readTiers(
  sheet: Sheet,
  header: GridHeader,
  names: { tier: string; states: string; value: string },
  headers: readonly GridHeader[],
): { grid: Grid; states: UsState[] } | undefined {
  const { row, titleRow, labelCol: titleCol } = header;
  const title = sheet.text(titleRow, titleCol);
  const colOf = (name: string) => {
    for (let c = 0; c < sheet.cols; c++) if (sameLabel(sheet.text(row, c), name)) return c;
    sheet.error(
      'missing_band_header',
      row,
      titleCol,
      `expected a "${name}" column in the header of ${JSON.stringify(title)}`,
    );
    return undefined;
  };
  const [tierCol, statesCol, valueCol] = [colOf(names.tier), colOf(names.states), colOf(names.value)];
  if (tierCol === undefined || statesCol === undefined || valueCol === undefined) return undefined;
  const cols = [tierCol, statesCol, valueCol];
  const first = Math.min(...cols);
  const last = Math.max(...cols);
  const others = headers.filter((h) => h !== header);
  // A tier, or more of the states of the tier above; a single cell merged across the table is a note.
  const kind = (r: number): RowKind | undefined => {
    if (others.some((h) => h.row === r || h.titleRow === r)) return 'end';
    const filled = cols.filter((c) => sheet.text(r, c) !== '');
    if (filled.length === 1 && sheet.mergeWidth(r, filled[0]!) > 1) return undefined;
    return filled.length > 0 && (filled.length > 1 || filled[0] === statesCol) ? 'row' : undefined;
  };
  const name = `the tiers ${JSON.stringify(title)}`;
  const tiers: Tier[] = [];
  for (const r of tableRows(sheet, {
    from: row + 1,
    labelCol: tierCol,
    firstCol: first,
    lastCol: last,
    name,
    label: 'a tier',
    kind,
  })) {
    const label = sheet.text(r, tierCol);
    const states = statesOf(sheet, r, statesCol);
    const more = label === '' && sheet.text(r, valueCol) === '';
    if (more && tiers.length) tiers[tiers.length - 1]!.states.push(...states);
    else if (label === '') sheet.error('missing_row_label', r, tierCol, `a tier with no label in ${name}`);
    else if (tiers.some((t) => sameLabel(t.label, label)))
      sheet.error('duplicate_row_label', r, tierCol, `duplicate tier ${JSON.stringify(label)} in ${name}`);
    else tiers.push({ label, row: r + 1, states, value: adjustment(sheet, r, valueCol) });
  }
  if (tiers.length === 0) {
    sheet.error('empty_grid', row, titleCol, `${name} has no tiers`);
    return undefined;
  }
  const rows: GridRow[] = [];
  const seen = new Map<UsState, string>();
  for (const t of tiers) {
    for (const s of t.states) {
      const before = seen.get(s);
      if (before !== undefined && before !== t.label)
        sheet.error(
          'duplicate_row_label',
          t.row - 1,
          statesCol,
          `state ${s} is in ${before} and in ${t.label} of ${name}`,
        );
      seen.set(s, t.label);
    }
    const states = nonEmpty([...new Set(t.states)].sort());
    if (!states) sheet.error('empty_list', t.row - 1, statesCol, `no state listed for ${t.label} in ${name}`);
    if (states && t.value !== undefined)
      rows.push({ label: t.label, row: t.row, when: [eq('state', ...states)], values: [t.value] });
  }
  if (rows.length !== tiers.length) return undefined;
  const grid: Grid = {
    workbook: sheet.origin.workbookIndex,
    tab: sheet.tab,
    category: title,
    title_cell: a1(titleRow, titleCol),
    label_col: colLetter(tierCol),
    columns: [{ label: null, col: colLetter(valueCol), when: [] }],
    when: [],
    rows,
  };
  return { grid, states: [...seen.keys()].sort() };
}

/** The state codes of a cell's comma list; a code that is none is reported at the cell. */
function statesOf(sheet: Sheet, row: number, col: number): UsState[] {
  const { known, unknown } = splitStates(stateCodes(sheet.text(row, col)));
  for (const code of unknown) sheet.error('unknown_state', row, col, `${JSON.stringify(code)} is not a US state code`);
  return known;
}
