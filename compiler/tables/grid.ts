/**
 * An adjustment grid of the table language (language.ts GridTable): found by its corner cell, its
 * column keys across the header row to the first blank cell, its row keys down the corner's column
 * to the first blank row, each cell an adjustment. Titled by the cell above the corner: a program's
 * name makes it that program's grid (an alias several programs share, each of theirs), any other
 * text is its category.
 */
import type { Cond, Grid, Range } from '../../worker/artifact/format.ts';
import { key, lookup, sameLabel } from '../../worker/artifact/labels.ts';
import { valueId } from '../../worker/artifact/plan/conditions.ts';
import { checkTiling } from '../bands.ts';
import { bandKind } from '../condition-text.ts';
import { range } from '../conditions.ts';
import { a1, colIndex, colLetter, type Sheet } from '../sheet.ts';
import { nextRowBelow, noteCell, noteInside } from '../table-rows.ts';
import { cellValue } from './adjustments.ts';
import { bandOf, conditionOf, keyConditions, leadText, lockDaysOf } from './conditions.ts';
import { titleCells } from './find.ts';
import type { DeclaredProfile, GridTable, KeyReading } from './language.ts';
import { programsTitled } from './program-cells.ts';
import { perProgramTab } from './views.ts';

/** The conditions of a key cell, read as `reading` says; undefined when it cannot be read (reported). */
export function keyOf(
  sheet: Sheet,
  profile: DeclaredProfile,
  reading: KeyReading,
  row: number,
  col: number,
): Cond[] | undefined {
  if (typeof reading === 'string') return keyConditions(sheet, profile, reading, row, col);
  if ('lead' in reading) return keyConditions(sheet, profile, 'condition', row, col, undefined, reading.lead);
  const band = bandOf(profile, reading.band, sheet.text(row, col));
  if (typeof band !== 'string') return [range(reading.band, band)];
  sheet.error('bad_band', row, col, band);
  return undefined;
}

/**
 * Columns in one order whatever the sheet's (a later sheet may print them otherwise and mean the
 * same): bands of one attribute from the lowest, words of one attribute in the vocabulary's order;
 * other columns as printed.
 */
export function canonicalOrder<C extends { when: readonly Cond[] }>(columns: readonly C[]): C[] {
  const rank = (c: C): number | undefined => {
    const [first] = c.when;
    if (c.when.length !== 1 || !first) return undefined;
    if (first.kind === 'range') return first.range.lo ?? Number.NEGATIVE_INFINITY;
    if (first.kind === 'eq' && first.attr !== 'program') return valueId(first.attr, first.values[0] ?? null, []);
    return undefined;
  };
  const attrs = new Set(columns.map((c) => `${c.when[0]?.kind} ${c.when[0]?.attr}`));
  if (attrs.size !== 1 || columns.some((c) => rank(c) === undefined)) return [...columns];
  return [...columns].sort((a, b) => rank(a)! - rank(b)!);
}

/**
 * Keys read as bands must not overlap, whatever their printed order (compiler/bands.ts); column bands
 * must not leave a gap either (a loan between two columns would read none). Reported at the later band.
 */
export function checkBands(
  sheet: Sheet,
  reading: KeyReading,
  keys: readonly { label: string | null; when: readonly Cond[]; row: number; col: number }[],
  gaps: boolean,
): void {
  if (typeof reading === 'string' || 'lead' in reading) return;
  const bands = keys.map((k) => ({ label: k.label ?? '', range: (k.when[0] as { range: Range }).range }));
  for (const p of checkTiling(bandKind(reading.band), bands))
    if (gaps || p.message.includes('overlaps'))
      sheet.error('band_tiling', keys[p.index]!.row, keys[p.index]!.col, p.message);
}

/**
 * The last row key's bands of a grid or matrix within each group of the keys before it (a FICO band's
 * loan amounts), per section, each row's `label` and `row` where a finding names it: overlapping, or
 * (`gaps`) leaving a gap too, where a loan would be in no row.
 */
export function checkRowBands(
  sheet: Sheet,
  reading: KeyReading,
  rows: readonly { keys: readonly KeyCell[]; section: number; label: string; row: number }[],
  gaps: boolean,
): void {
  const groups = new Map<string, (typeof rows)[number][]>();
  for (const x of rows) {
    const group = [x.section, ...x.keys.slice(0, -1).map((k) => k.row)].join(' ');
    groups.set(group, [...(groups.get(group) ?? []), x]);
  }
  for (const group of groups.values())
    checkBands(
      sheet,
      reading,
      group.map((x) => ({ label: x.label, when: x.keys.at(-1)!.when!, row: x.row, col: x.keys.at(-1)!.col })),
      gaps,
    );
}

/**
 * The header corners of a grid or matrix: under its `title` when the table declares one (its header
 * the first row below that is neither blank nor a note, each note warned), else every cell reading
 * its corner that `isHeader` accepts; each with the row its title stands on.
 */
export function gridCorners(
  sheet: Sheet,
  table: { corner: string | readonly string[]; title?: string },
  what: 'grid' | 'matrix',
  isHeader: (row: number, col: number) => boolean = () => true,
): { row: number; col: number; titleRow: number }[] {
  const isCorner = (text: string) => cornersOf(table).some((corner) => sameLabel(text, corner));
  const corners = table.title
    ? titleCells(sheet, table.title)
        .map((at) => ({
          row: nextRowBelow(
            sheet,
            at.row,
            at.col,
            sheet.cols - 1,
            `the header of ${what} ${JSON.stringify(table.title)}`,
          ),
          col: at.col,
          titleRow: at.row,
        }))
        .filter(({ row, col }) => isCorner(sheet.text(row, col)))
    : sheet
        .find(isCorner)
        .filter(({ row, col }) => isHeader(row, col))
        .map(({ row, col }) => ({ row, col, titleRow: row - 1 }));
  if (corners.length === 0)
    sheet.error(
      'missing_table',
      null,
      null,
      table.title
        ? `no ${what} titled ${JSON.stringify(table.title)} whose header starts ${cornerWords(table)}`
        : `no ${what} whose header starts ${cornerWords(table)}`,
    );
  return corners;
}

/** A table's corner headings: its one, or its several (GridTable `corner`). */
const cornersOf = (table: { corner: string | readonly string[] }): readonly string[] =>
  typeof table.corner === 'string' ? [table.corner] : table.corner;

/** A table's corner headings as a message names them: `"FICO"`, or `"FICO" or "Purpose"`. */
const cornerWords = (table: { corner: string | readonly string[] }): string =>
  cornersOf(table)
    .map((corner) => JSON.stringify(corner))
    .join(' or ');

/**
 * A grid found by its header alone whose corner is lost (deleted, or misspelt) would vanish: column
 * keys (two or more, or `single`) with a blank cell to their left, no grid's header before it, are
 * `missing_grid_heading` at the first of them.
 */
function headingless(
  sheet: Sheet,
  profile: DeclaredProfile,
  table: GridTable,
  corners: readonly { row: number; col: number }[],
): void {
  const isKey = (row: number, col: number) => readsAsKey(profile, table, sheet.text(row, col));
  const isSingle = (row: number, col: number) =>
    table.single !== undefined && sameLabel(sheet.text(row, col), table.single);
  for (let row = 0; row < sheet.rows; row++)
    for (let col = 1; col < sheet.cols; col++) {
      const starts = isKey(row, col) && sheet.text(row, col - 1) === '' && (isKey(row, col + 1) || isSingle(row, col));
      // a grid's header to its left ending right before the blank cell heads it (past a spacer, or a
      // key deleted: missing_band_header of that grid's)
      const headed = corners.some(
        (c) => c.row === row && c.col < col && Math.max(...sheet.spanCols(row, c.col)) === col - 2,
      );
      if (starts && !headed)
        sheet.error(
          'missing_grid_heading',
          row,
          col,
          `column keys ${JSON.stringify(sheet.text(row, col))}… have no heading (${cornerWords(table)}) to their left`,
        );
    }
}

/** Is (row, col) a blank spacer column, a column key right after it (one reading of the columns only)? */
const spacerAfter = (sheet: Sheet, profile: DeclaredProfile, table: GridTable, row: number, col: number): boolean =>
  !Array.isArray(table.columns) && sheet.text(row, col) === '' && readsAsKey(profile, table, sheet.text(row, col + 1));

/**
 * Does `text` read as a column key (a band of its attribute, a word or a condition the grammar reads,
 * a lock period), or print the grid's `single` heading? Read quietly: a grid found by its header alone.
 */
function readsAsKey(profile: DeclaredProfile, table: GridTable, text: string): boolean {
  if (table.single !== undefined && sameLabel(text, table.single)) return true;
  return readsAs(profile, Array.isArray(table.columns) ? table.columns[0]! : (table.columns as KeyReading), text);
}

/** Does `text` read as a key of `reading`? Quietly, nothing reported. */
function readsAs(profile: DeclaredProfile, reading: KeyReading, text: string): boolean {
  if (reading === 'lock period') return lockDaysOf(text, { cell: true }) !== undefined;
  if (reading === 'condition') return Array.isArray(conditionOf(profile, text));
  if ('lead' in reading) {
    const after = leadText(reading.lead, text);
    return after !== undefined && Array.isArray(conditionOf(profile, after));
  }
  return typeof bandOf(profile, reading.band, text) !== 'string';
}

/** A section row of a grid or matrix (`sections: true`): the row, its label as printed, its conditions. */
export interface Section {
  row: number;
  label: string;
  when: Cond[];
}

/**
 * The section rows of a grid or matrix under its header (`sections: true`): each row whose one cell,
 * in its key column, prints a word of `conditions` alone or a condition the grammar reads (`Purchase`,
 * `DSCR 1.00 - 1.24`), with its conditions.
 */
export function sectionRows(sheet: Sheet, profile: DeclaredProfile, header: number, col: number): Section[] {
  const sections: Section[] = [];
  for (let r = header + 1; r < sheet.rows && sheet.text(r, col) !== ''; r++) {
    if (noteCell(sheet, r, col, sheet.cols - 1) === undefined) continue;
    const read = conditionOf(profile, sheet.text(r, col));
    if (Array.isArray(read)) sections.push({ row: r, label: sheet.text(r, col), when: read });
  }
  return sections;
}

/**
 * The index of the section row `r` stands under, -1 in a table of no sections; undefined (reported
 * at the row) for a row above the first section row.
 */
export function sectionOf(
  sheet: Sheet,
  sections: readonly Section[],
  r: number,
  col: number,
  table: 'grid' | 'matrix',
): number | undefined {
  const at = sections.findLastIndex((s) => s.row < r);
  if (sections.length === 0 || at >= 0) return at;
  sheet.error('missing_row_label', r, col, `a row of a ${table} of sections before its first section row`);
  return undefined;
}

/**
 * The rows under a grid's header to the first row blank across its `keys` key columns and its
 * `valueCols` but for a spacer (a row of the grid under it): a note among them skipped, warned when a
 * row follows it; a row of values with no key `missing_row_label` at its key cell.
 */
export function gridRows(
  sheet: Sheet,
  row: number,
  col: number,
  name: string,
  keys = 1,
  sections: readonly Section[] = [],
  isKey: (r: number) => boolean = () => false,
  valueCols: readonly number[] = [],
): number[] {
  const rows: number[] = [];
  let notes: { row: number; col: number }[] = [];
  const keyed = (r: number) => Array.from({ length: keys }, (_, k) => sheet.text(r, col + k)).some((t) => t !== '');
  const valued = (r: number) => valueCols.some((c) => sheet.text(r, c) !== '');
  // a blank row with a row of the grid under it (its key read, its values in the grid's columns) is a spacer
  const spacer = (r: number) => valueCols.length > 0 && keyed(r + 1) && isKey(r + 1) && valued(r + 1);
  for (let r = row + 1; r < sheet.rows && (keyed(r) || valued(r) || spacer(r)); r++) {
    if (sections.some((s) => s.row === r) || !(keyed(r) || valued(r))) continue;
    if (!keyed(r)) {
      sheet.error('missing_row_label', r, col, `row has values but no label in ${name}`);
      continue;
    }
    // a key that reads, its cells blank, is a row of no adjustment, not a note; a note is alone
    // within the grid's columns (a grid printed beside it is no text of the row's)
    const last = valueCols.length > 0 ? Math.max(...valueCols) : sheet.cols - 1;
    const note = isKey(r) ? undefined : noteCell(sheet, r, col, last);
    if (note !== undefined) notes.push({ row: r, col: note });
    else {
      for (const n of notes) noteInside(sheet, n.row, n.col, name);
      notes = [];
      rows.push(r);
    }
  }
  return rows;
}

/** A row's key cell: its column, the row its text is read from, and its conditions (undefined: unreadable, reported). */
export interface KeyCell {
  col: number;
  row: number;
  when: Cond[] | undefined;
}

/** The key readings of a grid's or matrix's rows, one per key column from the corner's. */
export const keyReadings = (rows: KeyReading | readonly KeyReading[]): readonly KeyReading[] =>
  Array.isArray(rows) ? rows : [rows as KeyReading];

/**
 * The key cells of row `r`, one per reading from column `col`. A blank cell of a key column but the
 * last continues the one above (`previous`): a factor printed once over its group of rows.
 */
export function keyCells(
  sheet: Sheet,
  profile: DeclaredProfile,
  readings: readonly KeyReading[],
  r: number,
  col: number,
  previous: readonly KeyCell[] | undefined,
): KeyCell[] {
  return readings.map((reading, k) => {
    const above = previous?.[k];
    const grouping = k < readings.length - 1 && sheet.text(r, col + k) === '';
    if (grouping && above) return above;
    if (grouping) {
      sheet.error('missing_row_label', r, col + k, 'the first row under the header leaves its group blank');
      return { col: col + k, row: r, when: undefined };
    }
    return { col: col + k, row: r, when: keyOf(sheet, profile, reading, r, col + k) };
  });
}

/** A column of a grid or matrix: its letters, its conditions, and each of its key rows' text with that key's conditions. */
export interface ColumnKey {
  col: string;
  when: Cond[];
  parts: { text: string; when: Cond[] }[];
}

/**
 * The columns of a grid or matrix from `from` rightwards, to the first blank key, and the header row
 * that is its last: one key row (`columns` one reading), or two (a list of two: a group key over its
 * columns, merged across them or printed over the first, each column's own key on the row below;
 * `Purchase` over `≤ 60 | 60.01 - 70 | 70.01 - 80`). Bands are checked across the row, or within each
 * group; one row's columns are put in their canonical order.
 */
export function columnKeys(
  sheet: Sheet,
  profile: DeclaredProfile,
  readings: KeyReading | readonly [KeyReading, KeyReading],
  row: number,
  from: number,
  name: string,
): { columns: ColumnKey[]; lastHeader: number } {
  const [group, own] = Array.isArray(readings) ? readings : [undefined, readings as KeyReading];
  const keyRow = group === undefined ? row : ownKeyRow(sheet, row, from, name);
  const columns: (ColumnKey & { group: number })[] = [];
  let unread = 0;
  let groupAt = -1;
  let groupWhen: Cond[] | undefined = [];
  for (const c of sheet.spanCols(keyRow, from)) {
    if (group !== undefined && (sheet.text(row, c) !== '' || groupAt < 0)) {
      groupAt = c;
      groupWhen = keyOf(sheet, profile, group, row, c);
    }
    const when = keyOf(sheet, profile, own, keyRow, c);
    if (!when || !groupWhen) {
      unread++;
      continue;
    }
    const ownPart = { text: sheet.text(keyRow, c), when };
    const parts = group === undefined ? [ownPart] : [{ text: sheet.text(row, groupAt), when: groupWhen }, ownPart];
    columns.push({ col: colLetter(c), when: [...groupWhen, ...when], parts, group: groupAt });
  }
  // a key that could not be read is reported already: the gap it leaves is no other finding
  if (unread === 0)
    for (const start of new Set(columns.map((c) => c.group)))
      checkBands(
        sheet,
        own,
        columns
          .filter((c) => c.group === start)
          .map((c) => ({ label: c.parts.at(-1)!.text, when: c.parts.at(-1)!.when, row: keyRow, col: colIndex(c.col) })),
        true,
      );
  const read = columns.map(({ group: _, ...column }) => column);
  return { columns: group === undefined ? canonicalOrder(read) : read, lastHeader: keyRow };
}

/**
 * The row of the own keys under a group key row `row`: the next, past note rows (one text merged
 * across the group's columns: a key is printed over its own column), each warned as inside the
 * header of `name`.
 */
function ownKeyRow(sheet: Sheet, row: number, from: number, name: string): number {
  const last = Math.max(from, ...sheet.spanCols(row, from));
  let r = row + 1;
  for (let note = noteCell(sheet, r, from, last, -1); note !== undefined; note = noteCell(sheet, r, from, last, -1)) {
    noteInside(sheet, r, note, `the header of ${name}`);
    r++;
  }
  return r;
}

/** The conditions a grid's title puts on the whole grid: those of the `titles` word its title starts with (none: every loan). */
function scopeOf(table: GridTable, title: string): Cond[] {
  const word = Object.keys(table.titles ?? {}).find((w) => key(title).startsWith(key(w)));
  return word === undefined ? [] : [...table.titles![word]!];
}

/** Every grid of `table` on `sheet`, by program slug (`''`: every program's). */
export function readGrids(sheet: Sheet, profile: DeclaredProfile, table: GridTable): Map<string, Grid[]> {
  const grids = new Map<string, Grid[]>();
  // several corners, or a single column, find a grid by its header alone: the cell after its row keys a column key
  const byHeader = typeof table.corner !== 'string' || table.single !== undefined;
  const readingsAt = (col: number, row: number) =>
    keyReadings(lookup(table.rowsByCorner ?? {}, sheet.text(row, col)) ?? table.rows);
  const isHeader = (row: number, col: number) => {
    const after = col + readingsAt(col, row).length;
    return (
      !byHeader ||
      readsAsKey(profile, table, sheet.text(row, after + (spacerAfter(sheet, profile, table, row, after) ? 1 : 0)))
    );
  };
  const corners = gridCorners(sheet, table, 'grid', isHeader);
  if (byHeader) headingless(sheet, profile, table, corners);
  for (const { row, col, titleRow } of corners) {
    const title = sheet.text(titleRow, col);
    // grids scoped by their titles (a grid per purpose): one with none would price every loan by it
    if (table.titles && title === '') {
      sheet.error(
        'missing_grid_title',
        Math.max(titleRow, 0),
        col,
        `expected a title above the grid's header ${JSON.stringify(sheet.text(row, col))}: the titles say which loans a grid is for (${Object.keys(table.titles).join(', ')})`,
      );
      continue;
    }
    // on a tab per program the tab names the program: a title is the grid's category
    const programs = title === '' || perProgramTab(table.at) ? [] : programsTitled(profile, title);
    const readings = readingsAt(col, row);
    // the corner as declared, or, of several, as printed
    const cornerAt = typeof table.corner === 'string' ? table.corner : sheet.text(row, col);
    // a blank spacer column between the row keys and the column keys is no column
    const spacer = spacerAfter(sheet, profile, table, row, col + readings.length);
    const first = col + readings.length + (spacer ? 1 : 0);
    // a grid of one column for every loan (GridTable single): no column key
    const single = table.single !== undefined && sameLabel(sheet.text(row, first), table.single);
    const name = `grid ${JSON.stringify(title || cornerAt)}`;
    const keys = single
      ? { columns: [], lastHeader: row }
      : columnKeys(sheet, profile, table.columns, row, first, name);
    const { lastHeader } = keys;
    const columns: Grid['columns'] = single
      ? [{ label: null, col: colLetter(first), when: [] }]
      : keys.columns.map((c) => ({
          label: c.parts.map((p) => p.text).join(' / '),
          col: c.col,
          when: c.when,
        }));
    const rows: (Grid['rows'][number] & { keys: KeyCell[]; section: number })[] = [];
    // section rows (GridTable sections): a row printing a condition alone leads the rows under it, its condition theirs
    const sections = table.sections ? sectionRows(sheet, profile, lastHeader, col) : [];
    let previous: KeyCell[] | undefined;
    for (const r of gridRows(
      sheet,
      lastHeader,
      col,
      name,
      readings.length,
      sections,
      (r) => readings.length === 1 && readsAs(profile, readings[0]!, sheet.text(r, col)),
      columns.map((c) => colIndex(c.col)),
    )) {
      const keys = keyCells(sheet, profile, readings, r, col, previous);
      previous = keys;
      const section = sectionOf(sheet, sections, r, col, 'grid');
      if (section === undefined) continue;
      const read = (c: number) => cellValue(sheet, table.values, r, c);
      const values = columns.map((c) => read(colIndex(c.col)));
      const led = sections[section];
      const label = [...(led ? [led.label] : []), ...keys.map((k) => sheet.text(k.row, k.col))].join(' / ');
      // a key printed twice: reported, the row kept for the bands' checks (the sheet is refused either way)
      if (rows.some((x) => key(x.label) === key(label))) {
        sheet.error(
          'duplicate_row_label',
          r,
          col,
          `duplicate row label ${JSON.stringify(label)} in grid ${JSON.stringify(title || cornerAt)}`,
        );
      }
      if (keys.every((k) => k.when) && values.every((v) => v !== undefined))
        rows.push({
          label,
          row: r + 1,
          when: [...(led?.when ?? []), ...keys.flatMap((k) => k.when!)],
          values,
          keys,
          section,
        });
    }
    // the last key's bands within each group of the keys before it (the only key's across the grid), per section
    checkRowBands(
      sheet,
      readings.at(-1)!,
      rows.map((x) => ({ ...x, row: x.row - 1 })),
      false,
    );
    if (columns.length === 0 || rows.length === 0) {
      sheet.error('empty_grid', row, col, `${name} at ${a1(row, col)} has no columns or no rows`);
      continue;
    }
    // values under a column with no key (one deleted, or a first one cleared into a spacer): not read, reported
    const next = Math.max(...columns.map((c) => colIndex(c.col))) + 1;
    const unheaded = [...(spacer ? [first - 1] : []), ...(sheet.text(lastHeader, next) === '' ? [next] : [])];
    for (const c of unheaded.filter((c) => rows.some((x) => sheet.text(x.row - 1, c) !== '')))
      sheet.error(
        'missing_band_header',
        lastHeader,
        c,
        `values under a column with no ${typeof table.columns === 'object' && !Array.isArray(table.columns) ? 'band header' : 'heading'} in grid ${JSON.stringify(title || cornerAt)}`,
      );
    const grid: Grid = {
      workbook: sheet.origin.workbookIndex,
      tab: sheet.tab,
      // a title naming one program: its name; an alias several share: the title as printed
      category:
        programs.length === 0
          ? title || (table.category ?? cornerAt)
          : (table.category ?? (programs.length === 1 ? programs[0]!.name : title)),
      title_cell: a1(title === '' ? row : titleRow, col),
      label_col: colLetter(col),
      columns,
      when: scopeOf(table, title),
      rows: rows.map(({ keys: _, section: __, ...gridRow }) => gridRow),
    };
    // a title naming an alias several programs share: the grid is each of theirs
    for (const slug of programs.length > 0 ? programs.map((p) => p.slug) : [''])
      grids.set(slug, [...(grids.get(slug) ?? []), grid]);
  }
  return grids;
}
