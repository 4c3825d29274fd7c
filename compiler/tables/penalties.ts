/**
 * Prepayment tables of the table language, as the artifact's PPP tables: a list (`Schedule | Adj`)
 * is one table every program and occupancy reads; a table of a column per program (`Prepay Term |
 * <program> | <program>`) is one table per program whose column it prints, the rows it prints a
 * number in being the terms it offers.
 */
import type { PppTable, Rule } from '../../worker/artifact/format.ts';
import { lookup } from '../../worker/artifact/labels.ts';
import {
  isOneOf,
  NO_PPP,
  OCCUPANCIES,
  PPP_TERMS,
  type PppTerm,
  US_STATES,
  type UsState,
} from '../../worker/artifact/vocabulary.ts';
import { a1, colLetter, type Sheet } from '../sheet.ts';
import { cellValue, titleCell, VALUES } from './adjustments.ts';
import type { FoundTable } from './find.ts';
import type { DeclaredProfile, Holds, PenaltyTable } from './language.ts';
import { programsOf } from './program-cells.ts';
import type { RuleRow } from './rule-rows.ts';

/** What a prepayment table gives: its PPP tables by program slug (`''`: every program's), and the rule of `penaltiesFor`. */
export interface Penalties {
  ppp: Map<string, PppTable[]>;
  rule: Rule | null;
}

/** The rule that loans where `when` holds take no penalty (`No PPP`), printed at `place`. */
export function noPenaltyRule(place: Pick<Rule, 'workbook' | 'tab' | 'cell'>, when: Rule['when'] = []): Rule {
  return {
    key: 'ppp_term_not_offered',
    require: { kind: 'eq', attr: 'ppp_term', values: [NO_PPP] },
    when,
    shown: null,
    ...place,
  };
}

/**
 * A program printing no prepayment table whose terms are a rule offering a penalty (`Prepayment
 * options: 5 yr, 3 yr, No prepay`) refuses one in the states where the lender permits none
 * (`ppp_restricted_states`, at its row): the rule `ppp_state_restricted`, null for any other program.
 */
export function restrictedStatesRule(rows: readonly RuleRow[], restricted: RuleRow | undefined): Rule | null {
  const offered = rows.flatMap((row) => (row.word.rule === 'ppp_terms' ? ((row.value ?? []) as PppTerm[]) : []));
  const states = (restricted?.value ?? []) as readonly UsState[];
  if (!restricted || states.length === 0 || !offered.some((term) => term !== NO_PPP)) return null;
  const penalties = PPP_TERMS.filter((term) => term !== NO_PPP);
  const permitted = US_STATES.filter((state) => !states.includes(state));
  return {
    key: 'ppp_state_restricted',
    require: { kind: 'eq', attr: 'state', values: permitted as [UsState] },
    // scoped to the restricted states themselves: a state of no list (`PR`) is none of them
    when: [
      { kind: 'eq', attr: 'ppp_term', values: penalties as [PppTerm] },
      { kind: 'eq', attr: 'state', values: [...states] as [UsState] },
    ],
    shown: [...states],
    workbook: restricted.workbook,
    tab: restricted.tab,
    cell: restricted.cell,
  };
}

/** When only some occupancies may take a penalty, the rule that the others take none (at `cell`). */
function penaltiesForRule(sheet: Sheet, table: PenaltyTable, cell: string): Rule | null {
  const others = OCCUPANCIES.filter((o) => table.penaltiesFor && !table.penaltiesFor.includes(o));
  if (!table.penaltiesFor) return null;
  const place = { workbook: sheet.origin.workbookIndex, tab: sheet.tab, cell };
  return noPenaltyRule(place, [{ kind: 'eq', attr: 'occupancy', values: others as [(typeof others)[number]] }]);
}

/** A PPP table of the prepayment table at `title`, its schedules in `scheduleCol`, one value column (or several, by occupancy). */
function pppTable(
  sheet: Sheet,
  table: PenaltyTable,
  title: string,
  scheduleCol: number,
  column: PppTable['columns'][number] | PppTable['columns'],
  rows: PppTable['rows'],
): PppTable {
  return {
    workbook: sheet.origin.workbookIndex,
    tab: sheet.tab,
    category: table.category ?? table.name,
    name: table.name,
    title_cell: title,
    label_col: colLetter(scheduleCol),
    columns: Array.isArray(column) ? column : [column],
    rows,
  };
}

/** The word of a prepayment list's `name` and `category` standing for its title (PenaltyTable `name: '<title>'`). */
export const TITLE = '<title>';

/** A value column of a prepayment list: its cells' form, its sheet column, and what the artifact keeps of it. */
interface ValueColumn {
  holds: Holds;
  index: number;
  column: PppTable['columns'][number];
}

/**
 * The value columns of a prepayment list: the declared one, every occupancy's; or, with `occupancies`,
 * each header cell after the schedule's to the first blank one, its heading a word of them (another
 * is `unknown_ppp_column` at its cell).
 */
function valueColumns(sheet: Sheet, table: PenaltyTable, found: FoundTable, scheduleCol: number): ValueColumn[] {
  if (!table.occupancies) {
    const valueIndex = table.columns.findIndex((c) => VALUES.includes(c.holds));
    const index = found.cols[valueIndex]!;
    const { heading: label, holds } = table.columns[valueIndex]!;
    return [{ holds, index, column: { label, col: colLetter(index), occupancies: [...OCCUPANCIES] } }];
  }
  const columns: ValueColumn[] = [];
  for (let index = scheduleCol + 1; sheet.text(found.headerRow, index) !== ''; index++) {
    const label = sheet.text(found.headerRow, index);
    const occupancies = lookup(table.occupancies, label);
    if (occupancies)
      columns.push({
        holds: table.values ?? 'adjustment',
        index,
        column: { label, col: colLetter(index), occupancies: [...occupancies] },
      });
    else
      sheet.error(
        'unknown_ppp_column',
        found.headerRow,
        index,
        `expected a column of ${Object.keys(table.occupancies).join(', ')}, found ${JSON.stringify(label)}`,
      );
  }
  return columns;
}

/** The schedule column of a prepayment table, or undefined (reported at its header) when it declares none. */
function scheduleColumn(sheet: Sheet, table: PenaltyTable, found: FoundTable, needsValue: boolean): number | undefined {
  const scheduleCol = found.cols[table.columns.findIndex((c) => c.holds === 'prepayment schedule')];
  const valueIndex = table.columns.findIndex((c) => VALUES.includes(c.holds));
  if (scheduleCol !== undefined && (!needsValue || valueIndex >= 0)) return scheduleCol;
  const needs = needsValue ? 'a schedule and a value column' : 'a schedule column';
  sheet.error('missing_table', found.headerRow, found.cols[0] ?? 0, `a prepayment table needs ${needs}`);
  return undefined;
}

/**
 * The PPP table of a prepayment list: a row per schedule, one column for every occupancy, or one per
 * occupancy group (`occupancies`). Named by its title (`name: '<title>'`), the cell above its header
 * names it, its title cell; a blank one is `missing_ppp_title` there.
 */
export function readPenalties(sheet: Sheet, table: PenaltyTable, found: FoundTable): Penalties | undefined {
  const scheduleCol = scheduleColumn(sheet, table, found, table.occupancies === undefined);
  if (scheduleCol === undefined) return undefined;
  const titled = table.name.includes(TITLE);
  if (titled && found.title === '') {
    sheet.error('missing_ppp_title', found.headerRow - 1, found.titleCol, "expected the table's name above its header");
    return undefined;
  }
  const columns = valueColumns(sheet, table, found, scheduleCol);
  const rows: PppTable['rows'] = [];
  const named = (words: string) => words.replace(TITLE, found.title);
  const name = named(table.name);
  for (const row of found.rows) {
    const term = termOf(sheet, table, row, scheduleCol);
    const twice = rows.find((x) => x.term === term?.term && x.in_restricted_states === term.in_restricted_states);
    if (twice) {
      sheet.error(
        'duplicate_row_label',
        row,
        scheduleCol,
        `${twice.term} appears twice in the prepayment table ${JSON.stringify(name)}`,
      );
      continue;
    }
    const values = columns.map((c) => cellValue(sheet, c.holds, row, c.index));
    if (term && values.every((v) => v !== undefined) && !(values.every((v) => v === null) && table.na))
      rows.push({ ...term, row: row + 1, col: null, values: values as (number | null)[] });
  }
  const title = titled ? a1(found.headerRow - 1, found.titleCol) : a1(found.headerRow, found.cols[0]!);
  const read = pppTable(
    sheet,
    { ...table, name, category: named(table.category ?? table.name) },
    title,
    scheduleCol,
    columns.map((c) => c.column),
    rows,
  );
  return { ppp: new Map([['', [read]]]), rule: penaltiesForRule(sheet, table, title) };
}

/**
 * The PPP tables of a prepayment table of a column per program: for each program column, the rows
 * it prints a number in (a blank cell, or an NA one when `na` says so, is a term the program does
 * not offer; a column with none, a table it does not offer), every occupancy reading that column.
 */
export function readPenaltyColumns(
  sheet: Sheet,
  profile: DeclaredProfile,
  table: PenaltyTable,
  found: FoundTable,
): Penalties | undefined {
  const scheduleCol = scheduleColumn(sheet, table, found, false);
  if (scheduleCol === undefined) return undefined;
  const terms = new Map(found.rows.map((row) => [row, termOf(sheet, table, row, scheduleCol)]));
  const title = titleCell(sheet, found);
  const ppp = new Map<string, PppTable[]>();
  for (const col of found.cols.slice(table.columns.length)) {
    const slugs = programsOf(sheet, profile, found.headerRow, col, 'column');
    if (slugs.length === 0) continue;
    const rows: PppTable['rows'] = [];
    for (const row of found.rows) {
      const term = terms.get(row);
      if (!term || sheet.text(row, col) === '') continue;
      const value = cellValue(sheet, table.values ?? 'adjustment', row, col);
      if (value !== undefined && !(value === null && table.na))
        rows.push({ ...term, row: row + 1, col: null, values: [value] });
    }
    // a column with no term offered: the program does not offer the table
    if (rows.length === 0) continue;
    const column = { label: sheet.text(found.headerRow, col), col: colLetter(col), occupancies: [...OCCUPANCIES] };
    for (const slug of slugs) ppp.set(slug ?? '', [pppTable(sheet, table, title, scheduleCol, column, rows)]);
  }
  return { ppp, rule: penaltiesForRule(sheet, table, title) };
}

/**
 * The PPP tables of a strip (PenaltyTable shape `terms across`): a row per table, its name in the
 * first column (`5% Flat`, `Declining 3-2-1`: what `ppp_table_name` asks for, the first row the one
 * taken when it names none), the terms across the header; each cell the row's price for its term, a
 * blank one (or an NA one when `na` says so) a term the table does not offer.
 */
export function readPenaltyStrip(sheet: Sheet, table: PenaltyTable, found: FoundTable): Penalties | undefined {
  const [labelCol, ...termCols] = found.cols;
  if (labelCol === undefined) return undefined;
  const terms = new Map(termCols.map((col) => [col, termOf(sheet, table, found.headerRow, col)]));
  const tables: PppTable[] = [];
  for (const row of found.rows) {
    const name = sheet.text(row, labelCol);
    const rows: PppTable['rows'] = [];
    for (const [col, term] of terms) {
      if (!term || sheet.text(row, col) === '') continue;
      const value = cellValue(sheet, table.values ?? 'adjustment', row, col);
      if (value !== undefined && !(value === null && table.na))
        rows.push({ ...term, row: row + 1, col: colLetter(col), values: [value] });
    }
    if (rows.length === 0) continue;
    const column = { label: name, col: colLetter(termCols[0] ?? labelCol), occupancies: [...OCCUPANCIES] };
    tables.push({
      ...pppTable(sheet, table, a1(row, labelCol), labelCol, column, rows),
      name,
      category: table.category ?? table.name,
    });
  }
  return { ppp: new Map([['', tables]]), rule: penaltiesForRule(sheet, table, titleCell(sheet, found)) };
}

/** A schedule's row: its PPP term, and whether it is the row of the states where penalties are restricted. */
interface Schedule {
  term: PppTerm;
  in_restricted_states: boolean;
}

/** A schedule as printed, read quietly: a word of the table's (or of its restricted states'), or a step-down `5-4-3-2-1` whose first figure is its years. */
function scheduleOf(table: PenaltyTable, text: string): Schedule | undefined {
  const restricted = lookup(table.restrictedSchedules ?? {}, text);
  if (restricted) return { term: restricted, in_restricted_states: true };
  const word = lookup(table.schedules, text);
  if (word) return { term: word, in_restricted_states: false };
  const steps = /^(\d+)(?:\s*-\s*\d+)*$/.exec(text);
  const term = steps ? `${steps[1]}YR PPP` : '';
  return isOneOf(PPP_TERMS, term) ? { term, in_restricted_states: false } : undefined;
}

/** Does `text` print one of the table's schedules? */
export const readsAsSchedule = (table: PenaltyTable, text: string): boolean => scheduleOf(table, text) !== undefined;

/** A schedule's PPP term (scheduleOf), or undefined (reported at its cell). */
function termOf(sheet: Sheet, table: PenaltyTable, row: number, col: number): Schedule | undefined {
  const text = sheet.text(row, col);
  const read = scheduleOf(table, text);
  if (read) return read;
  sheet.error(
    'unknown_ppp_term',
    row,
    col,
    `expected a schedule such as 5-4-3-2-1 or ${Object.keys(table.schedules).join(', ')}, found ${JSON.stringify(text)}`,
  );
  return undefined;
}
