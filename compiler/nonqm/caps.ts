/**
 * The Price Caps tab: one row per cap, one column per program; `N/A` = the program has no such cap.
 * Columns are found by their program headings, so an announced program's column is skipped wherever
 * it stands and never shifts the others.
 */
import type { Cap, Floor } from '../../worker/artifact/format.ts';
import type { UsState } from '../../worker/artifact/vocabulary.ts';
import { capRule } from '../cap-rules.ts';
import { isNotApplicable, price } from '../cells.ts';
import { key } from '../rows.ts';
import { type RowKind, tableRows } from '../table-rows.ts';
import { unpriced } from '../unpriced.ts';
import { a1, type Sheet } from '../workbook.ts';
import { programByName } from './programs.ts';

export interface ProgramCaps {
  caps: Cap[];
  floor: Floor | null;
}

export function readCaps(sheet: Sheet, restrictedStates: readonly UsState[]): Map<string, ProgramCaps> {
  const bySlug = new Map<string, ProgramCaps>();
  const header = sheet.find((t) => key(t) === 'price cap')[0];
  if (!header) {
    sheet.error('missing_table', null, null, 'expected a "Price Cap" header row');
    return bySlug;
  }
  const programs: { slug: string; col: number }[] = [];
  let last = header.col;
  for (let c = header.col + 1; c < sheet.cols && sheet.text(header.row, c) !== ''; c++) {
    last = c;
    const p = programByName(sheet.text(header.row, c));
    if (p) programs.push({ slug: p.slug, col: c });
    else unpriced(sheet, header.row, c, `the price cap column ${JSON.stringify(sheet.text(header.row, c))}`);
  }
  // A cap the rules can read, or a label with values; a lone label they cannot read is a note.
  const kind = (r: number): RowKind | undefined => {
    const label = sheet.text(r, header.col);
    if (label !== '' && typeof capRule(label, restrictedStates) !== 'string') return 'row';
    for (let c = header.col + 1; c <= last; c++) if (sheet.text(r, c) !== '') return 'row';
    return undefined;
  };
  const table = { from: header.row + 1, labelCol: header.col, lastCol: last, name: 'the price caps' };
  for (const r of tableRows(sheet, { ...table, label: 'a price cap', kind })) {
    const label = sheet.text(r, header.col);
    const rule = capRule(label, restrictedStates);
    if (typeof rule === 'string') {
      if (label === '') sheet.error('missing_row_label', r, header.col, 'caps with no label');
      else sheet.error('unknown_cap', r, header.col, rule);
      continue;
    }
    for (const { slug, col } of programs) {
      if (isNotApplicable(sheet.text(r, col))) continue;
      const value = price(sheet, r, col);
      if (value === null)
        sheet.error('expected_price', r, col, `expected a price or N/A, found ${JSON.stringify(sheet.text(r, col))}`);
      if (typeof value !== 'number') continue;
      const program = bySlug.get(slug) ?? { caps: [], floor: null };
      const place = { workbook: sheet.origin.workbookIndex, tab: sheet.tab, label, value, cell: a1(r, col) };
      if ('floor' in rule) program.floor = place;
      else program.caps.push({ ...place, key: rule.key, when: rule.when });
      bySlug.set(slug, program);
    }
  }
  return bySlug;
}
