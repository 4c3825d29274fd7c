/**
 * Eligibility rules and price limits printed as rows (`Program | Rule | Value`, or `Rule | Value`)
 * or as a column per program: a rule's label is one of the table's words (language.ts RuleWord),
 * its value read as that rule says; a program's own rule replaces the `All` one of the same label. What the artifact holds of them:
 * the guideline limits, the rules beyond them (format.ts Rule), the program-wide maximum LTV, the
 * caps and the floor.
 */
import type { Cap, Floor, Range, Rule } from '../../worker/artifact/format.ts';
import { key, lookup } from '../../worker/artifact/labels.ts';
import { atLeast, atMost } from '../../worker/artifact/plan/rules.ts';
import {
  CITIZENSHIPS,
  type Citizenship,
  OCCUPANCIES,
  type Occupancy,
  type UsState,
} from '../../worker/artifact/vocabulary.ts';
import { dollars, percent, plain, price } from '../cells.ts';
import { stateList } from '../condition-text.ts';
import type { Words } from '../profile.ts';
import { a1, type Sheet } from '../sheet.ts';
import { programOf } from './adjustments.ts';
import type { FoundTable } from './find.ts';
import type { DeclaredProfile, RuleTable, RuleWord } from './language.ts';

/** One printed rule: its label, its meaning, its value, its cell. */
interface RuleRow {
  label: string;
  word: RuleWord;
  value: number | readonly string[] | readonly number[];
  except: UsState[] | null;
  cell: string;
}

/** What the rule rows give one program. */
export interface ProgramRules {
  workbook: number;
  tab: string;
  rows: RuleRow[];
}

/** The rule rows of each priced program (its own rows over the `All` rows of the same label). */
export function readRuleRows(
  sheet: Sheet,
  profile: DeclaredProfile,
  table: RuleTable,
  found: FoundTable,
): Map<string, ProgramRules> {
  const all: RuleRow[] = [];
  const own = new Map<string, RuleRow[]>();
  for (const { slug, row, ruleCol, valueCol } of ruleCells(sheet, profile, table, found)) {
    const label = sheet.text(row, ruleCol);
    const word = lookup(table.rules, label);
    if (!word) {
      sheet.error(
        'unknown_rule',
        row,
        ruleCol,
        `${JSON.stringify(label)} is none of the rules the profile declares (${Object.keys(table.rules).join(', ')})`,
      );
      continue;
    }
    if (word.when && (word.rule === 'min_price' || word.rule === 'locks')) {
      sheet.error(
        'unsupported_layout',
        row,
        ruleCol,
        `a ${word.rule} rule applies everywhere: the language has no scoped ${word.rule}`,
      );
      continue;
    }
    const read = ruleValue(sheet, profile, word, row, valueCol);
    if (read === undefined) continue;
    const rule = { label, word, ...read, cell: a1(row, valueCol) };
    if (slug === null) all.push(rule);
    else own.set(slug, [...(own.get(slug) ?? []), rule]);
  }
  return new Map(
    profile.programs.map((p) => {
      const mine = own.get(p.slug) ?? [];
      const rows = [...all.filter((r) => !mine.some((m) => key(m.label) === key(r.label))), ...mine];
      return [p.slug, { workbook: sheet.origin.workbookIndex, tab: sheet.tab, rows }];
    }),
  );
}

/** A printed rule: the program it is for (null: every program), its row, its label's and its value's columns. */
interface RuleCell {
  slug: string | null;
  row: number;
  ruleCol: number;
  valueCol: number;
}

/** The rules a table prints, as a rule per row or as a column per program; a program not priced is warned and skipped. */
function ruleCells(sheet: Sheet, profile: DeclaredProfile, table: RuleTable, found: FoundTable): RuleCell[] {
  const cells: RuleCell[] = [];
  const [ruleCol] = found.cols;
  if (table.shape === 'program columns') {
    for (const valueCol of found.cols.slice(1)) {
      const slug = programOf(sheet, profile, found.headerRow, valueCol);
      if (slug !== undefined && ruleCol !== undefined)
        for (const row of found.rows)
          if (sheet.text(row, valueCol) !== '') cells.push({ slug, row, ruleCol, valueCol });
    }
    return cells;
  }
  const col = (holds: string) => found.cols[table.columns.findIndex((c) => c.holds === holds)];
  const [programCol, labelCol, valueCol] = [col('program'), col('rule'), col('value')];
  if (labelCol === undefined || valueCol === undefined) {
    sheet.error('missing_table', found.headerRow, found.cols[0] ?? 0, 'a rule table needs a rule and a value column');
    return cells;
  }
  for (const row of found.rows) {
    const slug = programCol === undefined ? null : programOf(sheet, profile, row, programCol);
    if (slug !== undefined) cells.push({ slug, row, ruleCol: labelCol, valueCol });
  }
  return cells;
}

/** A comma list of the profile's words for values of `vocabulary`, as those values in the vocabulary's order; undefined (reported) for a word it does not declare. */
function wordList<T extends string>(
  sheet: Sheet,
  row: number,
  col: number,
  words: Words<readonly T[]>,
  vocabulary: readonly T[],
  what: string,
): Pick<RuleRow, 'value' | 'except'> | undefined {
  const items = sheet
    .text(row, col)
    .split(',')
    .map((item) => item.trim());
  const known = items.map((item) => lookup(words, item));
  const unknown = items.filter((_, i) => !known[i]);
  if (unknown.length === 0) return { value: vocabulary.filter((v) => known.some((k) => k?.includes(v))), except: null };
  sheet.error(
    'unknown_list_item',
    row,
    col,
    `no ${what} of the profile's words: ${unknown.map((u) => JSON.stringify(u)).join(', ')}`,
  );
  return undefined;
}

/** A rule's value as its rule reads it. */
function ruleValue(
  sheet: Sheet,
  profile: DeclaredProfile,
  word: RuleWord,
  row: number,
  col: number,
): Pick<RuleRow, 'value' | 'except'> | undefined {
  const text = sheet.text(row, col);
  const number = (n: number | null | undefined) =>
    n === null || n === undefined ? undefined : { value: n, except: null };
  switch (word.rule) {
    case 'min_fico':
      return number(plain(sheet, row, col, 1, false));
    case 'max_dti':
    case 'max_ltv':
    case 'max_cltv':
      return number(percent(sheet, row, col, false));
    case 'min_dscr':
      return number(plain(sheet, row, col, 100, false));
    case 'citizenship':
      return wordList(sheet, row, col, profile.words.citizenship, CITIZENSHIPS, 'citizenship');
    case 'min_loan':
    case 'max_loan':
      return number(dollars(sheet, row, col));
    case 'max_price':
    case 'min_price':
      return number(price(sheet, row, col));
    case 'states': {
      const list = stateList(text, profile.states);
      if (list.unknown.length === 0 && list.values.length > 0) return { value: list.values, except: list.except };
      sheet.error(
        'unknown_state',
        row,
        col,
        `expected a list of states, found ${list.unknown.map((u) => JSON.stringify(u)).join(', ') || '""'}`,
      );
      return undefined;
    }
    case 'occupancies':
      return wordList(sheet, row, col, profile.words.occupancy, OCCUPANCIES, 'occupancy');
    case 'locks': {
      const days = text.split(',').map((d) => Number(d.trim()));
      if (days.every((d) => Number.isInteger(d) && d > 0)) return { value: days, except: null };
      sheet.error(
        'expected_number',
        row,
        col,
        `expected lock periods in days such as 15, 30, 45, found ${JSON.stringify(text)}`,
      );
      return undefined;
    }
  }
}

/**
 * A rule row as the artifact holds a rule beyond the guideline limits: a scoped limit or list (the
 * unscoped ones are the guideline limits themselves), the occupancies taken or a maximum CLTV. Undefined for a
 * price limit (priceLimit).
 */
export function declaredRule(rules: ProgramRules, row: RuleRow): Rule | undefined {
  const place = { workbook: rules.workbook, tab: rules.tab, cell: row.cell, shown: null };
  const when = [...(row.word.when ?? [])];
  const limit = row.value as number;
  const ranged = (
    key: Rule['key'],
    attr: 'ltv' | 'cltv' | 'fico' | 'dti' | 'dscr' | 'loan_amount',
    range: Range,
  ): Rule => ({
    ...place,
    key,
    require: { kind: 'range', attr, range },
    when,
  });
  switch (row.word.rule) {
    case 'max_ltv':
      return ranged('max_ltv_exceeded', 'ltv', atMost(limit));
    case 'min_fico':
      return ranged('min_fico', 'fico', atLeast(limit));
    case 'max_dti':
      return ranged('max_dti', 'dti', atMost(limit));
    case 'max_cltv':
      return ranged('max_cltv_exceeded', 'cltv', atMost(limit));
    case 'min_dscr':
      return ranged('dscr_min_ratio', 'dscr', atLeast(limit));
    case 'citizenship':
      return {
        ...place,
        key: 'eligible_citizenship',
        require: { kind: 'eq', attr: 'citizenship', values: row.value as [Citizenship] },
        when,
      };
    case 'min_loan':
      return ranged('min_loan_amount', 'loan_amount', atLeast(limit));
    case 'max_loan':
      return ranged('max_loan_amount', 'loan_amount', atMost(limit));
    case 'states':
      return {
        ...place,
        key: 'eligible_states',
        require: { kind: 'eq', attr: 'state', values: row.value as [UsState] },
        when,
      };
    case 'occupancies':
      return {
        ...place,
        key: 'eligible_occupancy',
        require: { kind: 'eq', attr: 'occupancy', values: row.value as [Occupancy] },
        when,
      };
    default:
      return undefined;
  }
}

/** The cap of a `max_price` row, the floor of a `min_price` row. */
export function priceLimit(rules: ProgramRules, row: RuleRow): { cap?: Cap; floor?: Floor } {
  const place = {
    workbook: rules.workbook,
    tab: rules.tab,
    label: row.label,
    value: row.value as number,
    cell: row.cell,
  };
  if (row.word.rule === 'max_price') return { cap: { ...place, key: 'max_price', when: [[...(row.word.when ?? [])]] } };
  if (row.word.rule === 'min_price') return { floor: { ...place, category: rules.tab } };
  return {};
}
