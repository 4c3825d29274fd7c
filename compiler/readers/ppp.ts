/**
 * Prepayment-penalty tables: one section per program (titled with its name), tables side by side
 * under it, each titled with its name above a `<header> | <occupancy columns>` header, then a row
 * per PPP term. A note names the states where a penalty is not permitted.
 */
import type { PppTable } from '../../worker/artifact/format.ts';
import { key, lookup, sameLabel } from '../../worker/artifact/labels.ts';
import { PPP_TERMS, type UsState } from '../../worker/artifact/vocabulary.ts';
import { adjustment } from '../cells.ts';
import { splitStates, stateCodes } from '../condition-text.ts';
import { literal } from '../patterns.ts';
import type { LayoutProfile, PppTables } from '../profile.ts';
import { colIndex, colLetter, type Sheet } from '../sheet.ts';
import { type RowKind, tableRows } from '../table-rows.ts';
import { unpriced } from '../unpriced.ts';
import { programNamed } from './tabs.ts';

const termOf = (label: string) => PPP_TERMS.find((t) => key(t).replace(/\s/g, '') === key(label).replace(/\s/g, ''));

export function readPpp(sheet: Sheet, profile: LayoutProfile, at: PppTables): Map<string, PppTable[]> {
  const bySlug = new Map<string, PppTable[]>();
  const isHeader = (t: string) => sameLabel(t, at.header);
  const headerRows = new Set(sheet.find(isHeader).map((h) => h.row));
  for (const { row, col } of sheet.find(isHeader)) {
    const name = sheet.text(row - 1, col);
    const section = name ? sectionOf(sheet, profile, row - 1, headerRows) : undefined;
    if (!name || !section) {
      sheet.error(
        'missing_ppp_title',
        row - 1,
        col,
        `expected a PPP table name above the header and a program section above it`,
      );
      continue;
    }
    if ('title' in section) {
      unpriced(
        sheet,
        row - 1,
        col,
        `the PPP table ${JSON.stringify(name)} of section ${JSON.stringify(section.title)}`,
      );
      continue;
    }
    let last = col;
    while (last + 1 < sheet.cols && sheet.text(row, last + 1) !== '' && !isHeader(sheet.text(row, last + 1))) last++;
    const columns: PppTable['columns'] = [];
    for (let c = col + 1; c <= last; c++) {
      const occupancies = lookup(at.columns, sheet.text(row, c));
      if (!occupancies)
        sheet.error(
          'unknown_ppp_column',
          row,
          c,
          `expected an occupancy column, found ${JSON.stringify(sheet.text(row, c))}`,
        );
      else columns.push({ label: sheet.text(row, c), col: colLetter(c), occupancies: [...occupancies] });
    }
    // A PPP term row, or a label with values; the next table's header, name or section title ends it.
    const kind = (r: number): RowKind | undefined => {
      if (headerRows.has(r)) return 'end';
      if (termOf(sheet.text(r, col))) return 'row';
      if (headerRows.has(r + 1) || headerRows.has(r + 2)) return 'end';
      for (let c = col + 1; c <= last; c++) if (sheet.text(r, c) !== '') return 'row';
      return undefined;
    };
    const table = { from: row + 1, labelCol: col, lastCol: last, name: `PPP table ${JSON.stringify(name)}` };
    const rows: PppTable['rows'] = [];
    for (const r of tableRows(sheet, { ...table, label: 'a PPP term', kind })) {
      const term = termOf(sheet.text(r, col));
      if (!term) {
        sheet.error(
          'unknown_ppp_term',
          r,
          col,
          `expected one of ${PPP_TERMS.join(', ')}, found ${JSON.stringify(sheet.text(r, col))}`,
        );
        continue;
      }
      if (rows.some((x) => x.term === term)) {
        sheet.error('duplicate_row_label', r, col, `${term} appears twice in PPP table ${JSON.stringify(name)}`);
        continue;
      }
      const values = columns.map((c) => adjustment(sheet, r, colIndex(c.col)));
      if (values.every((v) => v !== undefined))
        rows.push({ term, row: r + 1, col: null, in_restricted_states: false, values: values as (number | null)[] });
    }
    if (columns.length === 0 || rows.length === 0) {
      sheet.error('empty_grid', row, col, `PPP table ${JSON.stringify(name)} has no columns or rows`);
      continue;
    }
    const list = bySlug.get(section.slug) ?? [];
    list.push({
      workbook: sheet.origin.workbookIndex,
      tab: sheet.tab,
      category: `${at.categoryPrefix} ${name}`,
      name,
      title_cell: `${colLetter(col)}${row}`,
      label_col: colLetter(col),
      columns,
      rows,
    });
    bySlug.set(section.slug, list);
  }
  return bySlug;
}

/**
 * The program section of the table named in `nameRow`: scanning up, the first row naming a program.
 * Reaching the rows of a table above first (its header or a PPP term row), or the top of the tab,
 * means the section's title names no program this lender prices: its nearest text is returned.
 */
function sectionOf(
  sheet: Sheet,
  profile: LayoutProfile,
  nameRow: number,
  headerRows: Set<number>,
): { slug: string } | { title: string } | undefined {
  let title: string | undefined;
  for (let r = nameRow - 1; r >= 0; r--) {
    const texts: string[] = [];
    for (let c = 0; c < sheet.cols; c++) if (sheet.text(r, c) !== '') texts.push(sheet.text(r, c));
    const program = texts.map((t) => programNamed(profile, t)).find((p) => p !== undefined);
    if (program) return { slug: program.slug };
    if (headerRows.has(r) || texts.some((t) => termOf(t))) break;
    title ??= texts[0];
  }
  return title === undefined ? undefined : { title };
}

/** The note "<at.restrictedStates> AK, KS, ...": the states where no PPP term but No PPP is permitted. */
export function readRestrictedStates(sheet: Sheet, at: PppTables): UsState[] {
  const phrase = new RegExp(literal(at.restrictedStates.trim()), 'i');
  for (const { row, col } of sheet.find((t) => phrase.test(t))) {
    const text = sheet.text(row, col);
    const hit = phrase.exec(text)!;
    const m = /^\s*([A-Z]{2}(?:\s*,\s*[A-Z]{2})*)/.exec(text.slice(hit.index + hit[0].length));
    const { known, unknown } = splitStates(m ? stateCodes(m[1]!) : []);
    if (m && unknown.length === 0) return known.sort();
    if (m) {
      sheet.error('unknown_state', row, col, `${unknown.join(', ')} is not a US state code`);
      continue;
    }
    sheet.error(
      'expected_states',
      row,
      col,
      `expected a list of state codes after ${JSON.stringify(at.restrictedStates)}`,
    );
  }
  sheet.error('missing_restricted_states', null, null, 'no note naming the PPP-restricted states was found');
  return [];
}
