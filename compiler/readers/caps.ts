/**
 * Price caps and the floor, in the profile's layout: a row per cap and a column per program (or one
 * column for every program), or a row per program and a column per cap. Each label is read as a cap
 * rule (compiler/cap-rules.ts); the not-applicable marker in a cell means the program has no such
 * cap. A column or row of a program the lender does not price is skipped, wherever it stands.
 */
import type { Cap, Floor } from '../../worker/artifact/format.ts';
import { sameLabel } from '../../worker/artifact/labels.ts';
import type { UsState } from '../../worker/artifact/vocabulary.ts';
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
export function readCaps(
  sheet: Sheet,
  profile: LayoutProfile,
  at: CapTable,
  restrictedStates: readonly UsState[],
): Map<string, ProgramCaps> {
  const rule = (label: string) => capRule(label, at.rules, restrictedStates);
  const bySlug = new Map<string, ProgramCaps>();
  /** The cell (r, c) as the cap `label` of every program of `slugs`. */
  const add = (slugs: readonly string[], label: string, r: number, c: number) => {
    if (isNotApplicable(sheet, sheet.text(r, c))) return;
    const value = price(sheet, r, c);
    if (value === null)
      sheet.error(
        'expected_price',
        r,
        c,
        `expected a price${orNotApplicableText(sheet)}, found ${JSON.stringify(sheet.text(r, c))}`,
      );
    const read = rule(label);
    if (typeof value !== 'number' || typeof read === 'string') return;
    for (const slug of slugs) {
      const program = bySlug.get(slug) ?? { caps: [], floor: null };
      const place = { workbook: sheet.origin.workbookIndex, tab: sheet.tab, label, value, cell: a1(r, c) };
      if ('floor' in read) program.floor = { ...place, category: at.floorCategory };
      else program.caps.push({ ...place, key: read.key, when: structuredClone(read.when) });
      bySlug.set(slug, program);
    }
  };
  const transposed = at.layout === 'program rows, cap columns';
  const header = sheet
    .find((t) => sameLabel(t, at.header))
    .find((h) => !transposed || typeof rule(sheet.text(h.row, h.col + 1)) !== 'string');
  if (!header) {
    sheet.error('missing_table', null, null, `expected a "${at.header}" header row (the price caps)`);
    return bySlug;
  }
  let last = header.col;
  while (last + 1 < sheet.cols && sheet.text(header.row, last + 1) !== '') last++;
  const table = { from: header.row + 1, labelCol: header.col, lastCol: last, name: 'the price caps' };
  const hasValues = (r: number) => {
    for (let c = header.col + 1; c <= last; c++) if (sheet.text(r, c) !== '') return true;
    return false;
  };
  if (transposed) {
    // A program's row has its name and a price; a lone name is a note.
    const kind = (r: number): RowKind | undefined => (hasValues(r) ? 'row' : undefined);
    for (const r of tableRows(sheet, { ...table, label: 'a program name', kind })) {
      const name = sheet.text(r, header.col);
      const program = programNamed(profile, name);
      if (!program) {
        unpriced(sheet, r, header.col, `the price limits of ${JSON.stringify(name)}`);
        continue;
      }
      for (let c = header.col + 1; c <= last; c++) add([program.slug], sheet.text(header.row, c), r, c);
    }
    return bySlug;
  }
  const columns: { slugs: string[]; col: number }[] = [];
  for (let c = header.col + 1; c <= last; c++) {
    const p = programNamed(profile, sheet.text(header.row, c));
    if (p) columns.push({ slugs: [p.slug], col: c });
    else unpriced(sheet, header.row, c, `the price cap column ${JSON.stringify(sheet.text(header.row, c))}`);
  }
  // A cap the rules can read, or a label with values; a lone label they cannot read is a note.
  const kind = (r: number): RowKind | undefined => {
    const label = sheet.text(r, header.col);
    return (label !== '' && typeof rule(label) !== 'string') || hasValues(r) ? 'row' : undefined;
  };
  for (const r of tableRows(sheet, { ...table, label: 'a price cap', kind })) {
    const label = sheet.text(r, header.col);
    const read = rule(label);
    if (typeof read === 'string') {
      if (label === '') sheet.error('missing_row_label', r, header.col, 'caps with no label');
      else sheet.error('unknown_cap', r, header.col, read);
      continue;
    }
    for (const { slugs, col } of columns) add(slugs, label, r, col);
  }
  return bySlug;
}
