/**
 * The program guidelines: a rule per row, found by its label. In `label | value` form the value is
 * beside the label and holds for every program (a value may be given per program as
 * `<program>: <value>` items); in program-column form each column heading names a program and doc
 * type, under which each rule has its cell.
 */
import { lookup, sameLabel } from '../../worker/artifact/labels.ts';
import type { DocType } from '../../worker/artifact/vocabulary.ts';
import type { Guidelines, LayoutProfile } from '../profile.ts';
import { a1, type Sheet } from '../sheet.ts';
import { noteCell, notesWithin } from '../table-rows.ts';
import { unpriced } from '../unpriced.ts';
import { type Rule, type RuleValues, readRule, ruleLabel } from './guideline-rules.ts';
import { programNamed } from './tabs.ts';

/** The rules of one guideline column, or of every program. */
export interface RuleSet {
  workbook: number;
  tab: string;
  values: RuleValues;
  /** rule -> A1 of its value, in the order the profile lists the rules */
  cells: Record<string, string>;
}

/** A program-column guideline: one doc type of one program. */
export interface GuidelineColumn extends RuleSet {
  program: string;
  doc_type: DocType;
  column_label: string;
}

/** The rules the profile declares with a label of their own, in its order (`max_cltv: 'max_ltv'` is no row). */
const declaredRules = (at: Guidelines) =>
  (Object.keys(at.rules) as Rule[]).filter((rule) => !(rule === 'max_cltv' && at.rules.max_cltv === 'max_ltv'));

/** A label cell for `label`, a remark in parentheses after it aside ("Conforming Loan Limit (1-Unit, 2026)"). */
const isLabel = (text: string, label: string) => sameLabel(text.replace(/\s*\(.*\)$/, ''), label);

/**
 * `label | value`: each program's rules (the same values for every program, but for a value given
 * per program); undefined when a rule's row is missing or a value cannot be read.
 */
export function readLabelValue(sheet: Sheet, profile: LayoutProfile, title?: string): Map<string, RuleSet> | undefined {
  const at = profile.guidelines;
  let below = -1;
  if (title !== undefined) {
    const hit = sheet.find((t) => sameLabel(t, title))[0];
    if (!hit) {
      sheet.error('missing_table', null, null, `expected a guideline table titled "${title}"`);
      return undefined;
    }
    below = hit.row;
  }
  const where = {} as Record<Rule, { row: number; col: number }>;
  for (const rule of declaredRules(at)) {
    const label = ruleLabel(at.rules, rule);
    const hit = sheet.find((t) => isLabel(t, label)).find((h) => h.row > below);
    if (!hit) sheet.error('missing_row', null, null, `expected a guideline row labelled ${JSON.stringify(label)}`);
    else where[rule] = { row: hit.row, col: hit.col + 1 };
  }
  const found = Object.values(where);
  if (found.length !== declaredRules(at).length) return undefined;
  const rows = found.map((p) => p.row);
  const col = where.min_fico.col;
  notesWithin(sheet, Math.min(...rows), Math.max(...rows), col - 1, col, 'the program guidelines');
  const cells = Object.fromEntries(Object.entries(where).map(([rule, p]) => [rule, a1(p.row, p.col)]));
  // Each distinct text is read once, so a bad cell shared by every program is reported once.
  const read = new Map<string, RuleValues[Rule] | undefined>();
  const sets = new Map<string, RuleSet>();
  let ok = true;
  for (const program of profile.programs) {
    const values: RuleValues = {};
    for (const [rule, p] of Object.entries(where) as [Rule, { row: number; col: number }][]) {
      const text = perProgram(profile, sheet.text(p.row, p.col), program.slug);
      const memo = `${rule}\n${text}`;
      if (!read.has(memo)) read.set(memo, readRule(sheet, profile, rule, { ...p, text }));
      const value = read.get(memo);
      if (value === undefined) ok = false;
      else Object.assign(values, { [rule]: value });
    }
    sets.set(program.slug, { workbook: sheet.origin.workbookIndex, tab: sheet.tab, values, cells });
  }
  return ok ? sets : undefined;
}

/**
 * A value given per program, "<program>: <value>; <program>: <value>", as the program's value ('' when
 * it names others only); any other text as it is.
 */
function perProgram(profile: LayoutProfile, text: string, slug: string): string {
  const items = text.split(';').map((item) => /^([^:]+):(.*)$/.exec(item.trim()));
  const named = items.map((m) => m && programNamed(profile, m[1]!));
  if (!named.some((p) => p)) return text;
  const i = named.findIndex((p) => p?.slug === slug);
  return i < 0 ? '' : items[i]![2]!.trim();
}

/** Program columns: every guideline column of a priced program and doc type (another program's is skipped with a warning). */
export function readProgramColumns(sheet: Sheet, profile: LayoutProfile, programRow: string): GuidelineColumn[] {
  const at = profile.guidelines;
  const anchorLabel = ruleLabel(at.rules, 'min_fico');
  const anchor = sheet.find((t) => sameLabel(t, anchorLabel))[0];
  if (!anchor) {
    sheet.error('missing_table', null, null, `expected a guideline table with a ${JSON.stringify(anchorLabel)} row`);
    return [];
  }
  const labelCol = anchor.col;
  const rowOf = {} as Record<Rule, number>;
  for (const rule of declaredRules(at)) {
    const label = ruleLabel(at.rules, rule);
    const hit = sheet.find((t) => sameLabel(t, label)).find((h) => h.col === labelCol);
    if (hit) rowOf[rule] = hit.row;
    else sheet.error('missing_row', null, null, `expected a guideline row labelled ${JSON.stringify(label)}`);
  }
  if (Object.keys(rowOf).length !== declaredRules(at).length) return [];
  // The column headings: the row above the program row, past blank rows and notes.
  const programHit = sheet.find((t) => sameLabel(t, programRow)).find((h) => h.col === labelCol);
  let headingRow = (programHit?.row ?? anchor.row) - 1;
  while (
    headingRow > 0 &&
    (sheet.isBlankRow(headingRow, labelCol) || noteCell(sheet, headingRow, labelCol, sheet.cols - 1) !== undefined)
  )
    headingRow--;
  notesWithin(sheet, headingRow + 1, Math.max(...Object.values(rowOf)), labelCol, sheet.cols - 1, 'the guidelines');
  const columns: GuidelineColumn[] = [];
  for (let c = labelCol + 1; c < sheet.cols; c++) {
    const heading = sheet.text(headingRow, c);
    if (heading === '') continue;
    const docType = docTypeOf(profile, heading);
    if (!docType) {
      unpriced(sheet, headingRow, c, `the guideline column ${JSON.stringify(heading)}`);
      continue;
    }
    const values: RuleValues = {};
    let ok = true;
    for (const [rule, r] of Object.entries(rowOf) as [Rule, number][]) {
      const value = readRule(sheet, profile, rule, { row: r, col: c, text: sheet.text(r, c) });
      if (value === undefined) ok = false;
      else Object.assign(values, { [rule]: value });
    }
    if (!ok) continue;
    const cells = Object.fromEntries(Object.entries(rowOf).map(([rule, r]) => [rule, a1(r, c)]));
    columns.push({
      workbook: sheet.origin.workbookIndex,
      tab: sheet.tab,
      values,
      cells,
      ...docType,
      column_label: heading,
    });
  }
  return columns;
}

/** The program and doc type a guideline column heading names. */
function docTypeOf(profile: LayoutProfile, heading: string): { program: string; doc_type: DocType } | undefined {
  for (const p of profile.programs) {
    const docType = typeof p.docTypes === 'string' ? undefined : lookup(p.docTypes, heading);
    if (docType) return { program: p.slug, doc_type: docType };
  }
  return undefined;
}
