/**
 * Adjustment tables of the table language, as the artifact's grids: each row of a list is a grid
 * row (its conditions, its one value), grouped into a grid per program (`All` or one) and category
 * in the order first printed (prepayment tables: penalties.ts).
 */
import type { Cond, Grid, Range, Rule } from '../../worker/artifact/format.ts';
import { sameLabel } from '../../worker/artifact/labels.ts';
import { LOCK_DAYS, type UsState } from '../../worker/artifact/vocabulary.ts';
import { adjustment, basisPointAdjustment, percentAdjustment } from '../cells.ts';
import { readNoteRates } from '../condition-text.ts';
import { eq } from '../conditions.ts';
import { a1, colLetter, type Sheet } from '../sheet.ts';
import { partsCondition } from './condition-parts.ts';
import { keyConditions } from './conditions.ts';
import { type FoundTable, textAt } from './find.ts';
import type { AdjustmentTable, Column, DeclaredProfile, Holds } from './language.ts';
import { programsOf } from './program-cells.ts';

/** The value cell of a row (or the part of it that prints the value), read as its column says. */
export const cellValue = (sheet: Sheet, holds: Holds, row: number, col: number, printed = sheet.cell(row, col)) =>
  holds === 'adjustment as percent'
    ? percentAdjustment(sheet, row, col, printed)
    : holds === 'adjustment in basis points'
      ? basisPointAdjustment(sheet, row, col, printed)
      : adjustment(sheet, row, col, printed);

export const VALUES: readonly Holds[] = ['adjustment', 'adjustment as percent', 'adjustment in basis points'];
const KEYS: readonly Holds[] = ['condition', 'lock period'];

/**
 * A row's values: its value cell as its column reads it, or, a cell of several values (Column
 * `split`), each part between the `/` read so; undefined (reported at the cell) when one is none.
 */
function valuesAt(
  sheet: Sheet,
  column: Column,
  row: number,
  col: number,
  oneCell = false,
): (number | null)[] | undefined {
  if (!column.split) {
    const { value: text } = tileOf(sheet.text(row, col));
    const value = cellValue(sheet, column.holds, row, col, oneCell ? { t: 's', v: text, w: text } : undefined);
    return value === undefined ? undefined : [value];
  }
  // `-0.250 / N/A`: a slash between spaces splits, one inside a marker (`N/A`) does not
  const text = sheet.text(row, col);
  const parts = (/\s\/\s/.test(text) ? text.split(/\s+\/\s+/) : text.split('/')).map((part) => part.trim());
  if (parts.length !== column.split.length) {
    sheet.error(
      'expected_number',
      row,
      col,
      `expected ${column.split.length} values separated by /, found ${JSON.stringify(sheet.text(row, col))}`,
    );
    return undefined;
  }
  const values = parts.map((part) => cellValue(sheet, column.holds, row, col, { t: 's', v: part, w: part }));
  return values.some((v) => v === undefined) ? undefined : (values as (number | null)[]);
}

/** A tile printed in one cell (AdjustmentTable `tiles: 'in one cell'`, `AK N`): its key, and its value after the last space. */
const tileOf = (text: string) => {
  const at = text.lastIndexOf(' ');
  return at < 0 ? { key: text, value: '' } : { key: text.slice(0, at).trim(), value: text.slice(at + 1) };
};

/** Is the row a lock period the program does not offer (an NA cell where `na` says so)? Then it is no row: the period is not priced. */
export const notOffered = (table: AdjustmentTable, value: number | null, when: readonly Cond[]) =>
  value === null && table.na === 'lock not offered' && when.some((c) => c.attr === 'lock_days');

/**
 * The rule of a row whose lock period the loans of its other conditions (the row's, the table's, its
 * programs') are not offered; null when it refuses the period to every loan (the period then unpriced).
 */
export function lockRefusal(
  table: AdjustmentTable,
  when: readonly Cond[],
  slugs: (string | null)[],
  cell: string,
): ReadList['lockRefusals'][number] | null {
  const others = when.filter((c) => c.attr !== 'lock_days');
  if (others.length === 0 && !table.when && slugs[0] === null) return null;
  return { locks: when.flatMap((c) => (c.attr === 'lock_days' ? c.values : [])), when: others, slugs, cell };
}

/** The states of a row that are not eligible (an NA cell where `na` says so): the row is no adjustment. */
export const refusedStates = (table: AdjustmentTable, value: number | null, when: readonly Cond[]): UsState[] =>
  value === null && table.na === 'state not eligible'
    ? when.flatMap((c) => (c.attr === 'state' ? (c.values as readonly UsState[]) : []))
    : [];

/** The cell titling a table: the one above its header when it prints a title there, else its header's first. */
export function titleCell(sheet: Sheet, found: FoundTable): string {
  if (found.titleRow !== undefined) return a1(found.titleRow, found.titleCol);
  const col = found.cols[0] ?? 0;
  return a1(
    found.headerRow > 0 && sheet.text(found.headerRow - 1, col) !== '' ? found.headerRow - 1 : found.headerRow,
    col,
  );
}

/** Is a state of the row `label` (conditions `when`) listed by an earlier row too? Reported at the row's state cell. */
function twiceListed(
  sheet: Sheet,
  table: AdjustmentTable,
  found: FoundTable,
  row: number,
  when: readonly Cond[],
  label: string,
  tierOf: Map<string, string>,
): boolean {
  const states = when.flatMap((c) => (c.attr === 'state' ? c.values : [])) as string[];
  const twice = states.find((s) => tierOf.has(s));
  if (twice === undefined) {
    for (const s of states) tierOf.set(s, label);
    return false;
  }
  const conditionCol =
    found.cols[
      Math.max(
        0,
        table.columns.findIndex((c) => c.holds === 'condition'),
      )
    ]!;
  sheet.error(
    'duplicate_row_label',
    row,
    conditionCol,
    `state ${twice} is in ${tierOf.get(twice)} and in ${label} of the tiers ${JSON.stringify(table.category ?? '')}`,
  );
  return true;
}

/**
 * The grids of an adjustment list, by program slug (`''`: every program), the states its rows refuse
 * (AdjustmentTable.na), and the states rows of a blank value name (listed, no adjustment).
 */
export function readAdjustments(
  sheet: Sheet,
  profile: DeclaredProfile,
  table: AdjustmentTable,
  found: FoundTable,
): ReadList {
  const at = (holds: readonly Holds[]) => table.columns.flatMap((c, i) => (holds.includes(c.holds) ? [i] : []));
  const [valueIndex] = at(VALUES);
  const programIndex = at(['program'])[0];
  const categoryIndex = at(['category'])[0];
  const labelIndex = at(['label'])[0];
  const keyIndexes = at(KEYS);
  const partCols = at(['condition part']).map((i) => found.cols[i]!);
  const itemIndex = at(['item'])[0];
  /** the item the rows read last belong to, and the grid rows it made: a row of the same item adds its conditions to them */
  let item: { id: string; rows: Grid['rows'] } | null = null;
  const grids = new Map<string, Grid[]>();
  const refused: UsState[] = [];
  const unadjusted: UsState[] = [];
  const lockRefusals: ReadList['lockRefusals'] = [];
  const rated: ReadList['rated'] = new Map();
  const rateIndex = at(['rate condition'])[0];
  if (valueIndex === undefined) {
    sheet.error('missing_table', found.headerRow, found.cols[0] ?? 0, 'an adjustment table declares no value column');
    return { grids, refused, unadjusted, lockRefusals, rated };
  }
  // a list of values alone says nothing of the loans each is for: refused, not read as nothing
  const keyed = [...keyIndexes, ...partCols, labelIndex, categoryIndex, programIndex, itemIndex, rateIndex];
  if (keyed.every((k) => k === undefined)) {
    sheet.error(
      'missing_table',
      found.headerRow,
      found.cols[0] ?? 0,
      'an adjustment list declares no column its rows are keyed by (a condition, a label, a category, a program, a lock period)',
    );
    return { grids, refused, unadjusted, lockRefusals, rated };
  }
  const valueCol = found.cols[valueIndex]!;
  const { split } = table.columns[valueIndex]!;
  /** state -> the row that lists it, for a state-tier list (a state in two tiers is an error) */
  const tierOf = new Map<string, string>();
  const oneCell = table.tiles === 'in one cell';
  for (const row of found.rows) {
    // a program cell may name several programs (`FD30, BS30`): the row is each one's
    const slugs = programIndex === undefined ? [null] : programsOf(sheet, profile, row, found.cols[programIndex]!);
    if (slugs.length === 0) continue;
    const category = categoryIndex === undefined ? (table.category ?? '') : sheet.text(row, found.cols[categoryIndex]!);
    const when: Cond[] = [];
    const printed: string[] = [];
    let readable = true;
    for (const i of keyIndexes) {
      const col = found.cols[i]!;
      const text = oneCell ? tileOf(sheet.text(row, col)).key : textAt(sheet, found, row, col);
      const conds = keyConditions(sheet, profile, table.columns[i]!.holds, row, col, text, table.columns[i]!.lead);
      if (!conds) readable = false;
      else when.push(...conds);
      if (text !== '') printed.push(text);
    }
    const rates = rateIndex === undefined ? null : noteRatesAt(sheet, found, row, found.cols[rateIndex]!);
    if (rates === undefined) readable = false;
    else if (rates) printed.push(rates.printed);
    const parts = partCols.length > 0 ? partsCondition(sheet, profile, table, found, row, partCols) : undefined;
    if (partCols.length > 0 && !parts) readable = false;
    else if (parts) {
      when.push(...parts.when);
      if (parts.printed !== '') printed.push(parts.printed);
    }
    const id = itemIndex === undefined ? '' : textAt(sheet, found, row, found.cols[itemIndex]!);
    if (item && (id === '' || sameLabel(id, item.id))) {
      continueItem(sheet, row, valueCol, item, readable ? { when, printed } : null);
      continue;
    }
    item = itemIndex === undefined ? null : { id, rows: [] };
    const values = valuesAt(sheet, table.columns[valueIndex]!, row, valueCol, oneCell);
    if (readable && sheet.text(row, valueCol) === '') unadjusted.push(...statesOf(when));
    if (!readable || values === undefined) continue;
    const [value = null] = values;
    if (rates && (value === null || values.length > 1)) {
      sheet.error(
        'expected_number',
        row,
        valueCol,
        `a note rate's adjustment is one number, found ${JSON.stringify(sheet.text(row, valueCol))} (a rate not offered is a rule: min_rate or a marked rate)`,
      );
      continue;
    }
    if (notOffered(table, value, when)) {
      // a lock not offered to some loans only (the table's or the row's other conditions): a rule of its own
      const refusal = lockRefusal(table, when, slugs, a1(row, valueCol));
      if (refusal) lockRefusals.push(refusal);
      continue;
    }
    if (labelIndex !== undefined) printed.splice(0, printed.length, sheet.text(row, found.cols[labelIndex]!));
    if (table.onlyListedStates && twiceListed(sheet, table, found, row, when, printed.join(' / '), tierOf)) continue;
    const notEligible = refusedStates(table, value, when);
    refused.push(...notEligible);
    if (notEligible.length > 0) continue;
    for (const slug of slugs) {
      const list = grids.get(slug ?? '') ?? [];
      grids.set(slug ?? '', list);
      let grid = list.find((g) => g.category === category);
      if (!grid) {
        const keyCol = found.cols[labelIndex ?? keyIndexes[0] ?? valueIndex]!;
        grid = {
          workbook: sheet.origin.workbookIndex,
          tab: sheet.tab,
          category,
          title_cell: categoryIndex === undefined ? titleCell(sheet, found) : a1(row, found.cols[categoryIndex]!),
          label_col: colLetter(keyCol),
          columns: (split ?? [[]]).map((when) => ({ label: null, col: colLetter(valueCol), when: [...when] })),
          when: [],
          rows: [],
        };
        list.push(grid);
      }
      const gridRow = { label: printed.join(' / '), row: row + 1, when: [...when], values };
      grid.rows.push(gridRow);
      item?.rows.push(gridRow);
      if (rates) rated.set(gridRow, rates.range);
    }
  }
  return { grids, refused, unadjusted, lockRefusals, rated };
}

/**
 * The note rates a row's `rate condition` cell names (its range, and its text as printed), null when
 * blank (the row is the loan's), undefined (reported at the cell) when the grammar reads no band of
 * note rates in it.
 */
function noteRatesAt(
  sheet: Sheet,
  found: FoundTable,
  row: number,
  col: number,
): { range: Range; printed: string } | null | undefined {
  const text = textAt(sheet, found, row, col);
  if (text === '') return null;
  const read = readNoteRates(text);
  if (read !== undefined && typeof read !== 'string') return { range: read, printed: text };
  sheet.error(
    'bad_band',
    row,
    col,
    read ??
      `expected a condition on the note rate such as "Note rates below 7.000%" or "Rate 6.500% - 6.875%", found ${JSON.stringify(text)}`,
  );
  return undefined;
}

/** What a list's rows give: grids by program slug, states refused, states named with a blank value, locks not offered to some loans. */
export interface ReadList {
  grids: Map<string, Grid[]>;
  refused: UsState[];
  unadjusted: UsState[];
  /** each NA row of a lock not offered (`na: 'lock not offered'`) with conditions besides its lock, its programs (null: every one) */
  lockRefusals: { locks: number[]; when: Cond[]; slugs: (string | null)[]; cell: string }[];
  /** the rows of a `rate condition` column that name note rates, and the rates each adjusts (each program's rate adjusters: program.ts) */
  rated: Map<Grid['rows'][number], Range>;
}

export const statesOf = (when: readonly Cond[]): UsState[] => when.flatMap((c) => (c.attr === 'state' ? c.values : []));

/**
 * A row continuing an item (Holds `item`): its conditions are the item's too, on each grid row the
 * item made (none when its first row made none); it prints no value of its own.
 */
function continueItem(
  sheet: Sheet,
  row: number,
  valueCol: number,
  item: { id: string; rows: Grid['rows'] },
  read: { when: Cond[]; printed: string[] } | null,
): void {
  if (sheet.text(row, valueCol) !== '') {
    sheet.error(
      'unexpected_text',
      row,
      valueCol,
      `a row of item ${JSON.stringify(item.id)} after its first prints a value: an item's value is printed on its first row`,
    );
    return;
  }
  if (!read) return; // its cell's error refuses the sheet
  for (const gridRow of item.rows) {
    gridRow.when.push(...read.when);
    if (read.printed.length > 0) gridRow.label = [gridRow.label, ...read.printed].filter(Boolean).join(' / ');
  }
}

/**
 * The category of each row of a table whose `col` prints it once per group: a cell merged down over
 * its group's rows, or left blank under the group's first row, names every row below it until the next.
 */
function filledDown(sheet: Sheet, found: FoundTable, col: number): Map<number, { text: string; cell: string }> {
  const out = new Map<number, { text: string; cell: string }>();
  let last = { text: '', cell: a1(found.headerRow, col) };
  for (const row of found.rows) {
    if (sheet.text(row, col) !== '') last = { text: sheet.text(row, col), cell: a1(row, col) };
    out.set(row, last);
  }
  return out;
}

/**
 * The grids of an adjustment table of a column per program, by program slug (`''`: every program):
 * its declared columns are the keys (conditions, lock periods, a category printed once per group of
 * rows), each column after them a program's. A grid per program and category.
 */
export function readAdjustmentColumns(
  sheet: Sheet,
  profile: DeclaredProfile,
  table: AdjustmentTable,
  found: FoundTable,
): Map<string, Grid[]> {
  const grids = new Map<string, Grid[]>();
  const keyCount = Math.max(1, table.columns.length);
  const declared = table.columns.length > 0 ? table.columns : [{ heading: '', holds: 'condition' as const }];
  const keyCols = found.cols.slice(0, keyCount);
  const valueCols = found.cols.slice(keyCount);
  const misplaced = declared.find((c, i) => !sameLabel(sheet.text(found.headerRow, keyCols[i] ?? -1), c.heading));
  if (misplaced && table.columns.length > 0) {
    const headings = declared.map((c) => c.heading).join(' | ');
    sheet.error('missing_table', found.headerRow, keyCols[0]!, `no header ${headings} then a column per program`);
    return grids;
  }
  const categoryAt = declared.findIndex((c) => c.holds === 'category');
  const categories = categoryAt < 0 ? undefined : filledDown(sheet, found, keyCols[categoryAt]!);
  const conditionAts = declared.flatMap((c, i) => (KEYS.includes(c.holds) ? [i] : []));
  const labelCol = keyCols[conditionAts[0] ?? 0]!;
  const keys = new Map<number, { when: Cond[]; label: string } | undefined>();
  for (const row of found.rows) {
    const when: Cond[] = [];
    const printed: string[] = [];
    let readable = true;
    for (const i of conditionAts) {
      const conds = keyConditions(sheet, profile, declared[i]!.holds, row, keyCols[i]!, undefined, declared[i]!.lead);
      if (!conds) readable = false;
      else when.push(...conds);
      if (sheet.text(row, keyCols[i]!) !== '') printed.push(sheet.text(row, keyCols[i]!));
    }
    keys.set(row, readable ? { when, label: printed.join(' / ') } : undefined);
  }
  const place = { workbook: sheet.origin.workbookIndex, tab: sheet.tab, label_col: colLetter(labelCol), when: [] };
  for (const col of valueCols) {
    const slugs = programsOf(sheet, profile, found.headerRow, col, 'column');
    if (slugs.length === 0) continue;
    const mine: Grid[] = [];
    for (const row of found.rows) {
      const key = keys.get(row);
      if (sheet.text(row, col) === '' || !key) continue;
      const value = cellValue(sheet, table.values ?? 'adjustment', row, col);
      if (value === undefined || notOffered(table, value, key.when)) continue;
      const group = categories?.get(row);
      const category = group?.text || table.category || sheet.text(found.headerRow, labelCol);
      let grid = mine.find((g) => g.category === category);
      if (!grid) {
        const title = group?.cell ?? a1(found.headerRow, keyCols[0]!);
        grid = {
          ...place,
          category,
          title_cell: title,
          columns: [{ label: null, col: colLetter(col), when: [] }],
          rows: [],
        };
        mine.push(grid);
      }
      grid.rows.push({ label: key.label, row: row + 1, when: key.when, values: [value] });
    }
    if (mine.length > 0) for (const slug of slugs) grids.set(slug ?? '', [...(grids.get(slug ?? '') ?? []), ...mine]);
  }
  return grids;
}

/**
 * A lock not offered to some loans only (an NA row of a lock list scoped by the table's or the row's
 * conditions, or by its program): per program it is for, a rule refusing that lock where they hold.
 */
export function lockRules(
  sheet: Sheet,
  table: AdjustmentTable,
  refusal: ReadList['lockRefusals'][number],
  owners: readonly string[],
): Rule[] {
  const offered = LOCK_DAYS.filter((d) => !refusal.locks.includes(d));
  if (offered.length === 0) return [];
  return refusal.slugs.map((slug) => {
    // the row's program, else the programs the table is for (none: every program)
    const programs = slug === null ? owners : [slug];
    return {
      workbook: sheet.origin.workbookIndex,
      tab: sheet.tab,
      cell: refusal.cell,
      key: 'lock_not_offered',
      require: { kind: 'eq', attr: 'lock_days', values: offered as [(typeof LOCK_DAYS)[number]] },
      when: [
        ...(table.when ?? []),
        ...refusal.when,
        ...(programs.length === 0 ? [] : [eq('program', ...(programs as [string]))]),
      ],
      shown: null,
    };
  });
}
