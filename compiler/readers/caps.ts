/**
 * Price caps and the floor: a row per program and a column per cap. Each cap's heading is read as a
 * cap rule (compiler/cap-rules.ts); the not-applicable marker in a cell means the program has no such
 * cap. A row of a program the lender does not price is skipped, wherever it stands.
 */
import type { Cap, Floor } from '../../worker/artifact/format.ts';
import { sameLabel } from '../../worker/artifact/labels.ts';
import { capRule } from '../cap-rules.ts';
import { isNotApplicable, orNotApplicableText, price } from '../cells.ts';
import type { CapTable, LayoutProfile } from '../profile.ts';
import { a1, type Sheet } from '../sheet.ts';
import { type RowKind, tableRows } from '../table-rows.ts';
import { unpriced } from '../unpriced.ts';
import { programNamed } from './tabs.ts';

export interface ProgramCaps {
  caps: Cap[];
  floor: Floor | null;
}

/** Caps and floor by program slug. */
export function readCaps(sheet: Sheet, profile: LayoutProfile, at: CapTable): Map<string, ProgramCaps> {
  const bySlug = new Map<string, ProgramCaps>();
  /** The cell (r, c) as the cap `label` of the program `slug`. */
  const add = (slug: string, label: string, r: number, c: number) => {
    if (isNotApplicable(sheet, sheet.text(r, c))) return;
    const value = price(sheet, r, c);
    if (value === null)
      sheet.error(
        'expected_price',
        r,
        c,
        `expected a price${orNotApplicableText(sheet)}, found ${JSON.stringify(sheet.text(r, c))}`,
      );
    const read = capRule(label);
    if (typeof value !== 'number' || typeof read === 'string') return;
    const program = bySlug.get(slug) ?? { caps: [], floor: null };
    const place = { workbook: sheet.origin.workbookIndex, tab: sheet.tab, label, value, cell: a1(r, c) };
    if ('floor' in read) program.floor = { ...place, category: at.floorCategory };
    else program.caps.push({ ...place, key: read.key, when: structuredClone(read.when) });
    bySlug.set(slug, program);
  };
  // the header whose next heading is a cap (the tab's other tables may head their own program column alike)
  const header = sheet
    .find((t) => sameLabel(t, at.header))
    .find((h) => typeof capRule(sheet.text(h.row, h.col + 1)) !== 'string');
  if (!header) {
    sheet.error('missing_table', null, null, `expected a "${at.header}" header row (the price caps)`);
    return bySlug;
  }
  let last = header.col;
  while (last + 1 < sheet.cols && sheet.text(header.row, last + 1) !== '') last++;
  const hasValues = (r: number) => {
    for (let c = header.col + 1; c <= last; c++) if (sheet.text(r, c) !== '') return true;
    return false;
  };
  // A program's row has its name and a price; a lone name is a note.
  const kind = (r: number): RowKind | undefined => (hasValues(r) ? 'row' : undefined);
  const table = { from: header.row + 1, labelCol: header.col, lastCol: last, name: 'the price caps' };
  for (const r of tableRows(sheet, { ...table, label: 'a program name', kind })) {
    const name = sheet.text(r, header.col);
    const program = programNamed(profile, name);
    if (!program) {
      unpriced(sheet, r, header.col, `the price limits of ${JSON.stringify(name)}`);
      continue;
    }
    for (let c = header.col + 1; c <= last; c++) add(program.slug, sheet.text(header.row, c), r, c);
  }
  return bySlug;
}
