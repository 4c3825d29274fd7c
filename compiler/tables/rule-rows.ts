/**
 * Eligibility rules and price limits printed as rows (`Program | Rule | Value`, or `Rule | Value`,
 * with any `condition` columns scoping the row: `Max LTV | Cash-Out Refi | 70%`), as a column per
 * program or as a row per program (`Program | Min FICO | Max DTI`): a rule's label is one of the table's words (language.ts RuleWord), its value read as that
 * rule says; a program's own rule replaces the `All` one of the same label and conditions. A profile
 * may read several rule tables: each row keeps its own tab and cell. What the artifact holds of
 * them: the guideline limits, the rules beyond them (format.ts Rule), the program-wide maximum LTV,
 * the caps and the floor.
 */
import {
  type AdjustmentCap,
  type Cap,
  type Cond,
  type Floor,
  type Grid,
  RULE_KEYS,
  type Rule,
} from '../../worker/artifact/format.ts';
import { key, lookup, sameLabel } from '../../worker/artifact/labels.ts';
import { atLeast, atMost } from '../../worker/artifact/plan/rules.ts';
import type { UsState } from '../../worker/artifact/vocabulary.ts';
import { capRule, withRestrictedStates } from '../cap-rules.ts';
import { isNotApplicable } from '../cells.ts';
import type { ProgramProfile } from '../profile.ts';
import { programNamed } from '../readers/tabs.ts';
import { a1, parseA1, type Sheet } from '../sheet.ts';
import { noteCell, noteInside } from '../table-rows.ts';
import { unpriced } from '../unpriced.ts';
import { keyConditions } from './conditions.ts';
import { afterWords, type Lead } from './figures.ts';
import type { FoundTable } from './find.ts';
import type { Column, DeclaredProfile, RuleTable, RuleWord } from './language.ts';
import { ownersOf, programsOf } from './program-cells.ts';
import { checkTerms, type RuleValue, ruleValue } from './rule-values.ts';

/**
 * One printed rule: its label, its meaning, its value, where it applies (its word's `when` and its
 * row's conditions; empty: everywhere), its place; `key` tells the rows a program's own replace.
 */
export interface RuleRow extends RuleValue {
  label: string;
  key: string;
  word: RuleWord;
  when: readonly Cond[];
  workbook: number;
  tab: string;
  cell: string;
  /** the rule table it was read from, in the profile's order: the first one's unscoped rows are the guideline limits */
  table: number;
  /** the heading naming the doc type of its program's column (RuleTable docTypeHeadings), when its program prints one per doc type */
  docType?: string;
}

/** What the rule rows give one program: its rows, and the place of the first rule table (its guideline limits'). */
export interface ProgramRules {
  workbook: number;
  tab: string;
  rows: RuleRow[];
}

/** Is `row` one of the guideline limits: unscoped, printed in the first rule table that gives its program rows (`first`)? */
export const isGuideline = (row: RuleRow, first: number): boolean => row.when.length === 0 && row.table === first;

/** `more` read from another rule table, after the rules read before. */
export function mergeRules(
  read: Map<string, ProgramRules>,
  more: Map<string, ProgramRules>,
): Map<string, ProgramRules> {
  for (const [slug, rules] of more) {
    const before = read.get(slug);
    read.set(slug, before ? { ...before, rows: [...before.rows, ...rules.rows] } : rules);
  }
  return read;
}

/** The rule rows of each priced program (its own rows over the `All` rows of the same label), from the table's `blocks` (one unless it is wrapped). */
export function readRuleRows(
  sheet: Sheet,
  profile: DeclaredProfile,
  table: RuleTable,
  found: FoundTable,
  tableIndex: number,
  blocks: readonly FoundTable[] = [found],
): Map<string, ProgramRules> {
  // a table titled by a program (or on its tab, or in its workbook) is that program's, and the first of
  // its rule tables; titled by an alias several programs share, each of theirs
  const titled = ownersOf(sheet, profile, found, table.at).map((p) => p.slug);
  const first = tableIndex === 0 || titled.length > 0;
  const all: RuleRow[] = [];
  const own = new Map<string, RuleRow[]>();
  const reported = new Set<string>();
  /** the lead words of each label's several rules, and whether a cell of the label printed them */
  const leads = new Map<string, { label: string; lead: Lead; row: number; col: number; printed: boolean }>();
  // a table printed in blocks side by side (TablePlace.wrapped) is one table: its blocks' cells in turn
  const cells = blocks.flatMap((block) => ruleCells(sheet, profile, table, block));
  for (const { slug, docType, row, labelRow, ruleCol, valueCol, conditionCols } of cells) {
    const label = sheet.text(labelRow, ruleCol);
    // a price limit the cap grammar reads (RuleTable capGrammar), or why it reads none
    const declared = lookup(table.rules, label);
    const grammar = declared || !table.capGrammar ? undefined : capWord(label);
    const meant = declared ?? (typeof grammar === 'string' ? undefined : grammar);
    if (!meant && table.ignore?.some((ignored) => sameLabel(ignored, label))) continue;
    if (!meant) {
      // a label heading a column of program rows is reported once, not once per program
      if (!reported.has(a1(labelRow, ruleCol)))
        sheet.error(
          'unknown_rule',
          labelRow,
          ruleCol,
          `${JSON.stringify(label)} is none of the rules the profile declares (${Object.keys(table.rules).join(', ')})${typeof grammar === 'string' ? `, and ${grammar}` : ''}`,
        );
      reported.add(a1(labelRow, ruleCol));
      continue;
    }
    const scopes = conditionCols.map(({ col, lead }) =>
      keyConditions(sheet, profile, 'condition', row, col, undefined, lead),
    );
    if (scopes.includes(undefined)) continue;
    const conditionsText = conditionCols.map(({ col }) => key(sheet.text(row, col))).join('|');
    // a cell of several rules (each after its lead words) is a row per rule
    const words = [meant].flat();
    words.forEach((word, i) => {
      const when = [...(word.when ?? []), ...scopes.flatMap((c) => c ?? [])];
      const refused = unsaid(word, when, first);
      if (refused) {
        sheet.error('unsupported_layout', row, ruleCol, refused);
        return;
      }
      const printed = sheet.text(row, valueCol);
      // one of several rules whose lead words its cell does not print: no such rule there
      if (words.length > 1 && word.lead !== undefined) {
        const id = `${key(label)}|${i}`;
        const seen = leads.get(id) ?? { label, lead: word.lead, row: labelRow, col: ruleCol, printed: false };
        leads.set(id, seen);
        if (afterWords(printed, word.lead).length === 0) return;
        seen.printed = true;
      }
      // a value printed as the word's `none`, or as the lender's not-applicable marker, is no rule
      const none =
        (word.none !== undefined && key(printed).startsWith(key(word.none))) || isNotApplicable(sheet, printed);
      const read = none
        ? { value: null, except: null }
        : word.item
          ? tick(sheet, table, word.item, row, valueCol)
          : ruleValue(sheet, profile, word, label, row, valueCol);
      if (read === undefined) return;
      const place = { workbook: sheet.origin.workbookIndex, tab: sheet.tab, cell: a1(row, valueCol) };
      const rule: RuleRow = {
        label,
        key: `${key(label)}|${conditionsText}${words.length > 1 ? `|${i}` : ''}`,
        word,
        ...read,
        when,
        ...place,
        table: tableIndex,
        ...(docType && { docType }),
      };
      const owners = slug !== null ? [slug] : titled;
      for (const one of loanLimits(rule)) {
        if (owners.length === 0) all.push(one);
        for (const owner of owners) own.set(owner, [...(own.get(owner) ?? []), one]);
      }
    });
  }
  // lead words no cell prints are misspelt, not absent
  for (const { label, lead, row, col } of [...leads.values()].filter((l) => !l.printed))
    sheet.error('missing_row', row, col, `no cell of ${JSON.stringify(label)} prints ${JSON.stringify(lead)}`);
  const rules = new Map(
    profile.programs.map((p) => {
      const mine = ticked(own.get(p.slug) ?? []);
      const rows = [...ticked(all).filter((r) => !mine.some((m) => m.key === r.key)), ...mine];
      return [p.slug, { workbook: sheet.origin.workbookIndex, tab: sheet.tab, rows }];
    }),
  );
  checkTermRows(sheet, profile, rules);
  return rules;
}

/** A tick row's cell: its word's values when it says yes, none when it says no, undefined (reported) otherwise. */
function tick(
  sheet: Sheet,
  table: RuleTable,
  item: readonly string[],
  row: number,
  col: number,
): RuleValue | undefined {
  const { yes, no } = table.ticks ?? { yes: 'Yes', no: 'No' };
  const text = sheet.text(row, col);
  if (sameLabel(text, yes)) return { value: [...item], except: null };
  if (sameLabel(text, no)) return { value: [], except: null };
  sheet.error('unknown_list_item', row, col, `expected ${yes} or ${no}, found ${JSON.stringify(text)}`);
  return undefined;
}

/** A program's tick rows of one rule as one row: the values of those that say yes, at the first one's cell. */
function ticked(rows: readonly RuleRow[]): RuleRow[] {
  const out: RuleRow[] = [];
  for (const row of rows) {
    if (!row.word.item) {
      out.push(row);
      continue;
    }
    const key = `${row.word.rule}|ticks`;
    const before = out.find((r) => r.key === key);
    const values = (row.value ?? []) as readonly string[]; // a tick cell printed as not applicable: none
    if (before) before.value = [...(before.value as string[]), ...values];
    else out.push({ ...row, key, label: row.word.rule, word: { rule: row.word.rule }, value: [...values] });
  }
  return out;
}

/** A `loan_amounts` row as the minimum and the maximum loan rows it prints; any other row as it is. */
export function loanLimits(row: RuleRow): RuleRow[] {
  if (row.word.rule !== 'loan_amounts') return [row];
  const [min, max] = (row.value ?? [null, null]) as readonly (number | null)[];
  const limit = (rule: 'min_loan' | 'max_loan', value: number | null): RuleRow => ({
    ...row,
    key: `${row.key}|${rule}`,
    word: { ...row.word, rule },
    value,
  });
  return [limit('min_loan', min ?? null), limit('max_loan', max ?? null)];
}

/** Why the language cannot say a rule row (a floor or lock list scoped by the loan; lock periods past the first rule table), or null. */
/** The rules a lender may print for the catalog alone, refusing by other tables (RuleWord shownOnly). */
const SHOWN_ONLY: readonly RuleWord['rule'][] = ['occupancies', 'max_cltv', 'terms', 'locks'];

/** The rule word of a price limit the cap grammar reads (compiler/cap-rules.ts), or why it reads none. */
function capWord(label: string): RuleWord | string {
  const read = capRule(label);
  if (typeof read === 'string') return read;
  return 'floor' in read ? { rule: 'min_price' } : { rule: 'max_price', key: read.key, whenAny: read.when };
}

export function unsaid(word: RuleWord, when: readonly Cond[], first: boolean): string | null {
  if (word.whenAny && word.rule !== 'max_price') return `whenAny says when a cap applies, not a ${word.rule} rule`;
  if (word.shownOnly && !SHOWN_ONLY.includes(word.rule))
    return `shownOnly is said of ${SHOWN_ONLY.join(', ')}, not of a ${word.rule} rule`;
  // a floor, an adjustment cap or a lock list may be one program's (its only conditions the program's), not a loan's
  const perProgram = word.rule === 'min_price' || word.rule === 'adjustment_cap' || word.rule === 'locks';
  if (perProgram && when.some((c) => c.attr !== 'program'))
    return `a ${word.rule} rule applies to a program: the language has no ${word.rule} scoped by the loan`;
  if (!first && word.rule === 'locks') return 'the lock periods are read from the first rule table only';
  return null;
}

/**
 * A printed rule: the program it is for (null: every program), its row, where its label is (its
 * row, or the header of a table of program rows), its value's and its conditions' columns.
 */
interface RuleCell {
  slug: string | null;
  /** the heading naming the column's doc type (RuleTable docTypeHeadings) */
  docType?: string;
  row: number;
  labelRow: number;
  ruleCol: number;
  valueCol: number;
  /** each condition column, and the label its cells may lead with (Column `lead`) */
  conditionCols: readonly { col: number; lead: Column['lead'] }[];
}

/**
 * The doc type a program column is (RuleTable docTypeHeadings): the heading above the program's,
 * one of its program's `docTypes` words; undefined when the table says none, or the program lists
 * one doc type alone; null for a heading none of them, a doc type not priced (warned, its column skipped).
 */
function docTypeOf(
  sheet: Sheet,
  profile: DeclaredProfile,
  table: RuleTable,
  slug: string | null,
  headingRow: number,
  col: number,
): string | undefined | null {
  const docTypes = profile.programs.find((p) => p.slug === slug)?.docTypes;
  if (!table.docTypeHeadings || typeof docTypes !== 'object' || Object.keys(docTypes).length < 2) return undefined;
  const heading = sheet.text(headingRow, col);
  if (Object.keys(docTypes).some((label) => sameLabel(label, heading))) return heading;
  unpriced(sheet, headingRow, col, `the column of the doc type ${JSON.stringify(heading)}`);
  return null;
}

/**
 * Is the column at `col` under a heading (`headingRow`) and naming no program on the header row? It
 * is an announced program's, named by its heading: warned there, skipped.
 */
function unpricedUnder(sheet: Sheet, profile: DeclaredProfile, headerRow: number, headingRow: number, col: number) {
  const [heading, text] = [sheet.text(headingRow, col), sheet.text(headerRow, col)];
  if (heading === '' || text.includes(',') || sameLabel(text, profile.allPrograms) || programNamed(profile, text))
    return false;
  unpriced(sheet, headingRow, col, `the column ${JSON.stringify(heading)}`);
  return true;
}

/** The row of the doc types' headings (RuleTable docTypeHeadings): the one above the header, past note rows (warned). */
function docTypeRowOf(sheet: Sheet, found: FoundTable): number {
  const [first = 0] = found.cols;
  const last = Math.max(first, ...found.cols);
  const name = `the header of the table ${JSON.stringify(sheet.text(found.headerRow, first))}`;
  let r = found.headerRow - 1;
  for (let note = noteCell(sheet, r, first, last); r > 0 && note !== undefined; note = noteCell(sheet, r, first, last))
    noteInside(sheet, r--, note, name);
  return r;
}

/** The rules a table prints, as a rule per row, a column per program or a row per program; a program not priced is warned and skipped. */
function ruleCells(sheet: Sheet, profile: DeclaredProfile, table: RuleTable, found: FoundTable): RuleCell[] {
  const cells: RuleCell[] = [];
  const [ruleCol] = found.cols;
  if (table.shape === 'program columns') {
    // the declared columns are the keys (the rule's, then conditions scoping each row: `Tier | States`), the program columns after them
    const keys = Math.max(1, table.columns.length);
    const misplaced = table.columns.findIndex(
      (c, i) => !sameLabel(sheet.text(found.headerRow, found.cols[i] ?? -1), c.heading),
    );
    if (misplaced > 0) {
      const headings = table.columns.map((c) => c.heading).join(' | ');
      sheet.error(
        'missing_table',
        found.headerRow,
        found.cols[0] ?? 0,
        `no header ${headings} then a column per program`,
      );
      return cells;
    }
    const conditionCols = table.columns.flatMap((c, i) =>
      i > 0 && c.holds === 'condition' ? [{ col: found.cols[i]!, lead: c.lead }] : [],
    );
    const docTypeRow = table.docTypeHeadings ? docTypeRowOf(sheet, found) : found.headerRow - 1;
    for (const valueCol of found.cols.slice(keys)) {
      if (ruleCol === undefined) continue;
      if (table.docTypeHeadings && unpricedUnder(sheet, profile, found.headerRow, docTypeRow, valueCol)) continue;
      for (const slug of programsOf(sheet, profile, found.headerRow, valueCol, 'column')) {
        const docType = docTypeOf(sheet, profile, table, slug, docTypeRow, valueCol);
        if (docType === null) continue;
        for (const row of found.rows)
          if (sheet.text(row, valueCol) !== '')
            cells.push({ slug, ...(docType && { docType }), row, labelRow: row, ruleCol, valueCol, conditionCols });
      }
    }
    return cells;
  }
  if (table.shape === 'program rows') {
    const [programCol, ...valueCols] = found.cols;
    for (const row of found.rows)
      for (const slug of programCol === undefined ? [] : programsOf(sheet, profile, row, programCol))
        for (const valueCol of valueCols)
          if (sheet.text(row, valueCol) !== '')
            cells.push({ slug, row, labelRow: found.headerRow, ruleCol: valueCol, valueCol, conditionCols: [] });
    return cells;
  }
  const col = (holds: string) => found.cols[table.columns.findIndex((c) => c.holds === holds)];
  const [programCol, labelCol] = [col('program'), col('rule')];
  const valueCols = table.columns.flatMap((c, i) => (c.holds === 'value' ? [found.cols[i]!] : []));
  const conditionCols = table.columns.flatMap((c, i) =>
    c.holds === 'condition' ? [{ col: found.cols[i]!, lead: c.lead }] : [],
  );
  if (valueCols.length === 0 || (labelCol === undefined && conditionCols.length === 0)) {
    sheet.error('missing_table', found.headerRow, found.cols[0] ?? 0, 'a rule table needs a rule and a value column');
    return cells;
  }
  // a rule column names one rule a row: one value column (else all but the first would go unread)
  if (labelCol !== undefined && valueCols.length > 1) {
    sheet.error(
      'unsupported_layout',
      found.headerRow,
      valueCols[1]!,
      'a rule column names one rule a row, read from one value column: declare several value columns with no rule column, each the rule its heading names',
    );
    return cells;
  }
  // no rule column: every row is the rule each value column's heading names, scoped by its conditions
  // (`Applies To | Max LTV | Min FICO`)
  for (const row of found.rows)
    for (const slug of programCol === undefined
      ? [null]
      : // a program cell merged down over its rows names each of them
        programsOf(sheet, profile, sheet.mergedDownFrom(row, programCol) ?? row, programCol))
      for (const valueCol of valueCols)
        cells.push({
          slug,
          row,
          labelRow: labelCol === undefined ? found.headerRow : row,
          ruleCol: labelCol ?? valueCol,
          valueCol,
          conditionCols,
        });
  return cells;
}

/** The rejection key of each rule word that is a rule (format.ts RULE_KEYS: its attribute and comparison). */
const RULE_KEY: Partial<Record<RuleWord['rule'], Rule['key']>> = {
  max_ltv: 'max_ltv_exceeded',
  min_fico: 'min_fico',
  max_dti: 'max_dti',
  max_cltv: 'max_cltv_exceeded',
  min_dscr: 'dscr_min_ratio',
  min_loan: 'min_loan_amount',
  max_loan: 'max_loan_amount',
  citizenship: 'eligible_citizenship',
  states: 'eligible_states',
  occupancies: 'eligible_occupancy',
  lien_positions: 'eligible_lien_position',
  property_types: 'eligible_property_type',
  ppp_terms: 'ppp_term_not_offered',
};

/**
 * A rule row as the artifact holds a rule beyond the guideline limits: a scoped limit or list (the
 * unscoped ones are the guideline limits themselves), the occupancies taken or a maximum CLTV; its
 * required condition is its key's comparison (a minimum, a maximum, one of a list) on its attribute.
 * Undefined for a price limit (priceLimit), a lock or terms row, and a value printed as no rule.
 */
export function declaredRule(row: RuleRow): Rule | undefined {
  const key = RULE_KEY[row.word.rule];
  if (row.value === null || key === undefined) return undefined;
  const { attr, comparison } = RULE_KEYS[key];
  const require =
    comparison === 'one_of'
      ? { kind: 'eq', attr, values: row.value }
      : {
          kind: 'range',
          attr,
          range: comparison === 'at_least' ? atLeast(row.value as number) : atMost(row.value as number),
        };
  return {
    workbook: row.workbook,
    tab: row.tab,
    cell: row.cell,
    shown: null,
    key,
    require: require as Rule['require'],
    when: [...row.when],
  };
}

/** The adjustment cap of an `adjustment_cap` row, over the program's `grids` its word's `of` names (every grid without it). */
export function adjustmentCap(row: RuleRow, grids: readonly Grid[]): AdjustmentCap | null {
  if (row.value === null) return null;
  const of = row.word.of;
  const capped = grids.flatMap((g, i) => (of === undefined || of.some((tab) => sameLabel(tab, g.tab)) ? [i] : []));
  if (capped.length === 0) return null;
  return {
    workbook: row.workbook,
    tab: row.tab,
    label: row.label,
    value: row.value as number,
    cell: row.cell,
    category: row.word.category ?? row.label,
    grids: capped,
  };
}

/**
 * The cap of a `max_price` row (for the loans of its conditions, or of any of its word's `whenAny`,
 * the PPP-restricted states those name the lender's `restricted`), the floor of a `min_price` row.
 */
export function priceLimit(row: RuleRow, restricted: readonly UsState[] = []): { cap?: Cap; floor?: Floor } {
  const place = {
    workbook: row.workbook,
    tab: row.tab,
    label: row.label,
    value: row.value as number,
    cell: row.cell,
  };
  if (row.value === null) return {};
  if (row.word.rule === 'max_price')
    return {
      cap: {
        ...place,
        key: row.word.key ?? 'max_price',
        when: row.word.whenAny
          ? withRestrictedStates(
              row.word.whenAny.map((any) => [...row.when, ...any]),
              restricted,
            )
          : [[...row.when]],
      },
    };
  if (row.word.rule === 'min_price') return { floor: { ...place, category: row.word.category ?? row.tab } };
  return {};
}

/**
 * Each terms row a rule table gave, checked against the programs it is for: those whose rules it is
 * among (an `All` row is not the rule of a program whose own row replaces it), and that its
 * conditions name, when they name programs.
 */
export function checkTermRows(sheet: Sheet, profile: DeclaredProfile, rules: ReadonlyMap<string, ProgramRules>): void {
  const forRow = new Map<RuleRow, ProgramProfile[]>();
  for (const program of profile.programs)
    for (const row of rules.get(program.slug)?.rows ?? [])
      if (
        row.word.rule === 'terms' &&
        row.value !== null && // printed as no rule: none
        row.when.every((c) => c.attr !== 'program' || (c.values as readonly string[]).includes(program.slug))
      )
        forRow.set(row, [...(forRow.get(row) ?? []), program]);
  for (const [row, programs] of forRow) {
    const at = parseA1(row.cell);
    checkTerms(sheet, profile, at.row, at.col, programs);
  }
}
