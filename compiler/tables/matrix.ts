/**
 * An eligibility matrix of the table language (language.ts MatrixTable) as the artifact's Matrix:
 * one tier, or a tier per grid titled by a condition (`Investment`, `DSCR ≥ 1.00`), the grid's
 * columns (the same in every tier) and rows with the conditions of their keys, each cell the limits of
 * its loans (the maximum LTV, or the forms of compiler/readers/matrix-cells.ts; null: NA, none
 * eligible). The labels the matrix view shows are the keys as printed,
 * under the dimension each reads.
 */
import type { Cond, Matrix, MatrixLabels } from '../../worker/artifact/format.ts';
import { dollars, isNA, isNotApplicable, percent, plain } from '../cells.ts';
import { scaled } from '../condition-text/decimal.ts';
import { band } from '../conditions.ts';
import { cellLimits, matrixCell, readForm } from '../readers/matrix-cells.ts';
import { colIndex, colLetter, type Sheet } from '../sheet.ts';
import { unpriced } from '../unpriced.ts';
import { conditionOf, keyConditions } from './conditions.ts';
import type { FoundTable } from './find.ts';
import {
  canonicalOrder,
  checkRowBands,
  columnKeys,
  gridCorners,
  gridRows,
  type KeyCell,
  keyCells,
  keyOf,
  keyReadings,
  sectionOf,
  sectionRows,
} from './grid.ts';
import type { DeclaredProfile, KeyReading, MatrixListTable, MatrixTable } from './language.ts';
import { programOf, programsTitled, programTitled } from './program-cells.ts';
import { perProgramTab } from './views.ts';

const NO_LABELS: MatrixLabels = { fico: null, loan_amount: null, occupancy: null, purpose: null };

/** The labels of a key: its text under the dimension its conditions test, when the matrix view shows that one. */
function labelsOf(text: string, when: readonly Cond[]): MatrixLabels {
  const dimension = when.map((c) => c.attr).find((a): a is keyof MatrixLabels => a in NO_LABELS);
  return dimension ? { ...NO_LABELS, [dimension]: text } : NO_LABELS;
}

/** The labels a key names (the others, null, left out): merged with those of another key row. */
const definedOf = (labels: MatrixLabels): Partial<MatrixLabels> =>
  Object.fromEntries(Object.entries(labels).filter(([, text]) => text !== null));

/** The limits of the cell at (row, col) in the table's form: null (NA), or undefined (reported). */
function limitsAt(
  sheet: Sheet,
  table: Pick<MatrixTable, 'cells'>,
  row: number,
  col: number,
): number[] | null | undefined {
  if (typeof table.cells === 'object') return null; // split cells are read by splitColumns
  if (table.cells === 'max loan') {
    if (isNA(sheet, sheet.text(row, col))) return null;
    const max = dollars(sheet, row, col);
    return max === undefined ? undefined : [max];
  }
  if (table.cells !== undefined && table.cells !== 'max LTV') return matrixCell(sheet, table.cells, row, col);
  // a cell marked not applicable is no loan's: read as NA, so a loan that reaches it is refused, never priced unlimited
  if (isNA(sheet, sheet.text(row, col)) || isNotApplicable(sheet, sheet.text(row, col))) return null;
  const max = percent(sheet, row, col, false);
  return typeof max === 'number' ? [max] : undefined;
}

/** Every matrix of `table` on `sheet`, by program slug (`''`: every program's). */
export function readMatrices(sheet: Sheet, profile: DeclaredProfile, table: MatrixTable): Map<string, Matrix> {
  const matrices = new Map<string, Matrix>();
  const rowKeys = keyReadings(table.rows);
  // a cell reading the corner's word with no column key after the row keys is a label elsewhere on the tab, not a header
  const corners = gridCorners(sheet, table, 'matrix', (row, col) => sheet.text(row, col + rowKeys.length) !== '');
  const unreadForm = formProblem(table);
  for (const { row, col, titleRow } of corners) {
    if (unreadForm) {
      sheet.error('unsupported_layout', row, col, unreadForm);
      continue;
    }
    if (table.groups === 'program' && typeof table.cells === 'object') {
      sheet.error(
        'unsupported_layout',
        row,
        col,
        'split cells are read in a matrix of one column per key, not of program groups',
      );
      continue;
    }
    if (table.groups === 'program' && Array.isArray(table.columns)) {
      sheet.error('unsupported_layout', row, col, 'a matrix of program groups reads one row of column keys');
      continue;
    }
    if (table.groups === 'program') {
      for (const [slug, matrix] of readGroups(sheet, profile, table, rowKeys, row, col)) {
        if (matrices.has(slug)) sheet.error('duplicate_table', row, col, `a second matrix for ${slug}`);
        else matrices.set(slug, matrix);
      }
      continue;
    }
    const title = sheet.text(titleRow, col);
    // on a tab per program the tab names the program: a title is a tier's condition (`DSCR ≥ 1.00`)
    // titled by an alias several programs share, each of theirs
    const programs = title === '' || perProgramTab(table.at) ? [] : programsTitled(profile, title);
    const read = programs.length > 0 || title === '' ? null : conditionOf(profile, title);
    const tier = Array.isArray(read) ? read : null;
    const slugs = programs.length > 0 ? programs.map((p) => p.slug) : [''];
    const twice = slugs.find((s) => {
      const had = matrices.get(s);
      return had && (!tier || had.tiers[0]!.label === null);
    });
    if (twice !== undefined) {
      sheet.error('duplicate_table', row, col, `a second matrix for ${twice || 'every program'}`);
      continue;
    }
    const before = matrices.get(slugs[0]!);
    const name = `matrix ${JSON.stringify(title || table.corner)}`;
    const keys = columnKeys(sheet, profile, table.columns, row, col + rowKeys.length, name);
    const columns: Matrix['columns'] = keys.columns.map((c) => ({
      col: c.col,
      // each key row's label under the dimension it tests (an occupancy over its purposes: both)
      labels: Object.assign({ ...NO_LABELS }, ...c.parts.map((part) => definedOf(labelsOf(part.text, part.when)))),
      when: c.when,
    }));
    const split = typeof table.cells === 'object' ? table.cells.split : undefined;
    if (split) columns.splice(0, columns.length, ...splitColumns(columns, split));
    const rows: Matrix['rows'] = [];
    // section rows (MatrixTable sections): a row printing a condition word alone leads the rows under it, a tier each
    const sections = table.sections ? sectionRows(sheet, profile, keys.lastHeader, col) : [];
    let previous: KeyCell[] | undefined;
    const keyed: { keys: KeyCell[]; section: number; label: string; row: number }[] = [];
    let unread = false;
    for (const r of gridRows(sheet, keys.lastHeader, col, name, rowKeys.length, sections)) {
      const keys = keyCells(sheet, profile, rowKeys, r, col, previous);
      previous = keys;
      const cells = split
        ? splitCells(sheet, r, columns, split.length)
        : columns.map((c) => limitsAt(sheet, table, r, colIndex(c.col)));
      const section = sectionOf(sheet, sections, r, col, 'matrix');
      if (section === undefined) continue;
      const last = keys.at(-1)!;
      if (keys.every((k) => k.when))
        keyed.push({ keys, section, label: sheet.text(last.row, last.col), row: last.row });
      else unread = true;
      if (keys.every((k) => k.when) && cells.every((x) => x !== undefined))
        rows.push({
          tier: sections.length > 0 ? section : (before?.tiers.length ?? 0),
          row: r + 1,
          labels: keyLabels(sheet, keys),
          when: keys.flatMap((k) => k.when!),
          cells: cells as (number[] | null)[],
        });
    }
    // a key that could not be read is reported already: the gap it leaves is no other finding
    checkRowBands(sheet, rowKeys.at(-1)!, keyed, !unread);
    if (columns.length === 0 || rows.length === 0) {
      sheet.error('empty_grid', row, col, 'an eligibility matrix with no columns or no rows');
      continue;
    }
    // a tier's row is its title's: untitled, the row above its header, where a title would stand
    const tierOf = { label: tier ? title : null, when: tier ?? [], row: Math.max(titleRow, 0) + 1 };
    if (!before) {
      const matrix: Matrix = {
        workbook: sheet.origin.workbookIndex,
        tab: sheet.tab,
        when: [],
        limits: limitsOf(table),
        skip_after: [...(table.skipAfter ?? [])],
        read_when: [...(table.readWhen ?? [])],
        tiers: sections.length > 0 ? sections.map((s) => ({ label: s.label, when: s.when, row: s.row + 1 })) : [tierOf],
        columns,
        rows,
      };
      // each program sharing the title its own copy
      for (const [i, slug] of slugs.entries()) matrices.set(slug, i === 0 ? matrix : structuredClone(matrix));
    } else if (JSON.stringify(before.columns.map((c) => c.when)) !== JSON.stringify(columns.map((c) => c.when)))
      sheet.error('unsupported_layout', row, col, `the columns of the matrix "${title}" differ from the first tier's`);
    else {
      before.tiers.push(tierOf);
      before.rows.push(...rows);
    }
  }
  return matrices;
}

/** Each column as one per condition its split cells print a maximum for (MatrixTable.cells `split`), in order. */
const splitColumns = (columns: Matrix['columns'], split: readonly (readonly Cond[])[]): Matrix['columns'] =>
  columns.flatMap((c) => split.map((conds) => ({ ...c, when: [...c.when, ...conds] })));

/**
 * The limits of a row's split cells (`95 / 80`: a maximum LTV per condition), one per column of
 * splitColumns: NA none of them; a cell printing another number of figures is reported.
 */
function splitCells(
  sheet: Sheet,
  row: number,
  columns: Matrix['columns'],
  parts: number,
): (number[] | null | undefined)[] {
  const out: (number[] | null | undefined)[] = [];
  for (let i = 0; i < columns.length; i += parts) {
    const col = colIndex(columns[i]!.col);
    const text = sheet.text(row, col);
    if (isNA(sheet, text) || isNotApplicable(sheet, text)) {
      out.push(...Array.from({ length: parts }, () => null));
      continue;
    }
    const figures = text.split('/').map((f) => scaled(f.replace('%', '').trim(), 2));
    if (figures.length !== parts || figures.some((f) => f === undefined)) {
      sheet.error(
        'expected_ltv_cell',
        row,
        col,
        `expected ${parts} maximum LTVs separated by /, found ${JSON.stringify(text)}`,
      );
      out.push(...Array.from({ length: parts }, () => undefined));
      continue;
    }
    out.push(...figures.map((f) => [f!]));
  }
  return out;
}

/** The program groups of the row `row` from column `first`: each program's columns, to the first column blank on that row and the next. */
function programGroups(sheet: Sheet, profile: DeclaredProfile, row: number, first: number) {
  const groups: { slug: string; cols: number[] }[] = [];
  let current: { slug: string; cols: number[] } | null = null;
  for (let c = first; c < sheet.cols && (sheet.text(row, c) !== '' || sheet.text(row + 1, c) !== ''); c++) {
    const text = sheet.text(row, c);
    if (text !== '') {
      const program = programTitled(profile, text);
      if (!program) unpriced(sheet, row, c, `the matrix columns of ${JSON.stringify(text)}`);
      current = program ? { slug: program.slug, cols: [] } : null;
      if (current) groups.push(current);
    }
    current?.cols.push(c);
  }
  return groups;
}

/** The matrices of a matrix of program groups (MatrixTable.groups) cornered at (row, col), by program slug. */
function readGroups(
  sheet: Sheet,
  profile: DeclaredProfile,
  table: MatrixTable,
  rowKeys: readonly KeyReading[],
  row: number,
  col: number,
): Map<string, Matrix> {
  const matrices = new Map<string, Matrix>();
  const keyRow = row + 1;
  let previous: KeyCell[] | undefined;
  const rowsRead = gridRows(sheet, keyRow, col, `matrix ${JSON.stringify(table.corner)}`, rowKeys.length).map((r) => {
    previous = keyCells(sheet, profile, rowKeys, r, col, previous);
    return { r, keys: previous };
  });
  for (const group of programGroups(sheet, profile, row, col + rowKeys.length)) {
    const columns = canonicalOrder(
      group.cols.flatMap((c) => {
        const when = keyOf(sheet, profile, table.columns as KeyReading, keyRow, c);
        return when ? [{ col: colLetter(c), labels: labelsOf(sheet.text(keyRow, c), when), when }] : [];
      }),
    );
    const rows = rowsRead.flatMap(({ r, keys }) => {
      const cells = columns.map((c) => limitsAt(sheet, table, r, colIndex(c.col)));
      if (!keys.every((k) => k.when) || !cells.every((x) => x !== undefined)) return [];
      const when = keys.flatMap((k) => k.when!);
      return [{ tier: 0, row: r + 1, labels: keyLabels(sheet, keys), when, cells: cells as (number[] | null)[] }];
    });
    if (columns.length === 0 || rows.length === 0) continue;
    const tiers = [{ label: null, when: [], row: row + 1 }];
    const place = { workbook: sheet.origin.workbookIndex, tab: sheet.tab };
    matrices.set(group.slug, {
      ...place,
      when: [],
      limits: limitsOf(table),
      skip_after: [...(table.skipAfter ?? [])],
      read_when: [...(table.readWhen ?? [])],
      tiers,
      columns: canonicalOrder(columns),
      rows,
    });
  }
  if (matrices.size === 0)
    sheet.error('empty_grid', row, col, 'an eligibility matrix of program groups with no group read');
  return matrices;
}

/** Why the table's cell form reads no cell (a template naming no limit, or one twice), or null. */
function formProblem(table: Pick<MatrixTable, 'cells'>): string | null {
  if (typeof table.cells !== 'string' || table.cells === 'max LTV' || table.cells === 'max loan') return null;
  const read = readForm(table.cells);
  return typeof read === 'string' ? read : null;
}

const limitsOf = (table: Pick<MatrixTable, 'cells'>): Matrix['limits'] =>
  table.cells === undefined || table.cells === 'max LTV' || typeof table.cells === 'object'
    ? ['max_ltv']
    : table.cells === 'max loan'
      ? ['max_loan']
      : cellLimits(table.cells);

/**
 * The matrices of a matrix printed long (language.ts MatrixListTable), by program slug (`''`: every
 * program's): one column, the value's; a row per printed row, its conditions every condition cell's,
 * a program's own rows before the `All` ones. With a `minimum FICO` column, rows alike but for it are
 * tiers (minimumTiers).
 */
export function readListMatrix(
  sheet: Sheet,
  profile: DeclaredProfile,
  table: MatrixListTable,
  found: FoundTable,
): Map<string, Matrix> {
  if (typeof table.cells === 'object') {
    sheet.error(
      'unsupported_layout',
      found.headerRow,
      found.cols[0] ?? 0,
      'split cells are read in a matrix grid, not a list',
    );
    return new Map();
  }
  const unreadForm = formProblem(table);
  if (unreadForm) {
    sheet.error('unsupported_layout', found.headerRow, found.cols[0] ?? 0, unreadForm);
    return new Map();
  }
  const at = (holds: string) => table.columns.flatMap((c, i) => (c.holds === holds ? [found.cols[i]!] : []));
  const [valueCol] = at('value');
  const [programCol] = at('program');
  const [minimumCol] = at('minimum FICO');
  const matrices = new Map<string, Matrix>();
  if (valueCol === undefined) {
    sheet.error('missing_table', found.headerRow, found.cols[0] ?? 0, 'a matrix list declares no value column');
    return matrices;
  }
  const rowsOf = new Map<string, Matrix['rows']>();
  /** each row's minimum score, as read and as printed */
  const minimums = new Map<Matrix['rows'][number], { minimum: number; text: string }>();
  for (const row of found.rows) {
    const slug = programCol === undefined ? null : programOf(sheet, profile, row, programCol);
    if (slug === undefined) continue;
    const keys = at('condition').map((col) => ({
      col,
      row,
      when: keyConditions(sheet, profile, 'condition', row, col),
    }));
    const cells = limitsAt(sheet, table, row, valueCol);
    const minimum = minimumCol === undefined ? null : plain(sheet, row, minimumCol, 1, false);
    if (cells === undefined || minimum === undefined || keys.some((k) => k.when === undefined)) continue;
    const labels = keyLabels(sheet, keys);
    const rows = rowsOf.get(slug ?? '') ?? [];
    const cell = minimum === null || cells === null ? cells : [...cells, minimum];
    rows.push({ tier: 0, row: row + 1, labels, when: keys.flatMap((k) => k.when!), cells: [cell] });
    if (minimum !== null) minimums.set(rows.at(-1)!, { minimum, text: sheet.text(row, minimumCol!) });
    rowsOf.set(slug ?? '', rows);
  }
  if (minimumCol !== undefined && limitsOf(table).includes('min_fico')) {
    sheet.error('unsupported_layout', found.headerRow, minimumCol, 'a minimum FICO column beside cells that hold one');
    return matrices;
  }
  if (minimumCol !== undefined) for (const rows of rowsOf.values()) minimumTiers(rows, minimums);
  const every = rowsOf.get('') ?? [];
  for (const [slug, rows] of rowsOf)
    matrices.set(slug, {
      workbook: sheet.origin.workbookIndex,
      tab: sheet.tab,
      when: [],
      limits: minimumCol === undefined ? limitsOf(table) : [...limitsOf(table), 'min_fico'],
      skip_after: [...(table.skipAfter ?? [])],
      read_when: [...(table.readWhen ?? [])],
      tiers: [{ label: null, when: [], row: found.headerRow + 1 }],
      columns: [{ col: colLetter(valueCol), labels: NO_LABELS, when: [] }],
      rows: slug === '' ? rows : [...rows, ...every],
    });
  return matrices;
}

/**
 * Rows alike but for their minimum score, as tiers of one cell: each from its minimum up to the
 * next higher one's (the highest without an upper bound, the lowest without a lower one, so that a
 * score below every minimum falls in the lowest tier, whose `min_fico` then refuses it).
 */
function minimumTiers(
  rows: Matrix['rows'],
  minimums: ReadonlyMap<Matrix['rows'][number], { minimum: number; text: string }>,
): void {
  const alike = new Map<string, Matrix['rows']>();
  for (const row of rows) {
    const key = JSON.stringify(row.when);
    alike.set(key, [...(alike.get(key) ?? []), row]);
  }
  for (const tiers of alike.values()) {
    const highestFirst = tiers.toSorted((a, b) => minimums.get(b)!.minimum - minimums.get(a)!.minimum);
    highestFirst.forEach((row, i) => {
      const lo = i === highestFirst.length - 1 ? null : minimums.get(row)!.minimum;
      const hi = i === 0 ? null : minimums.get(highestFirst[i - 1]!)!.minimum;
      if (lo !== null || hi !== null) row.when.push(band('fico', lo, lo !== null, hi, false));
      row.labels.fico = minimums.get(row)!.text;
    });
  }
}

/** The labels of a row's key cells, each under the dimension its conditions test. */
function keyLabels(sheet: Sheet, keys: readonly KeyCell[]): MatrixLabels {
  const labels = { ...NO_LABELS };
  for (const k of keys) Object.assign(labels, present(labelsOf(sheet.text(k.row, k.col), k.when ?? [])));
  return labels;
}

/** The labels that are set. */
const present = (labels: MatrixLabels): Partial<MatrixLabels> =>
  Object.fromEntries(Object.entries(labels).filter(([, v]) => v !== null));
