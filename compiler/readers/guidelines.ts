/**
 * The program guidelines in `label | value` form: a rule per row, found by its label, the value beside
 * it holding for every program (a value may be given per program as `<program>: <value>` items).
 */
import { sameLabel } from '../../worker/artifact/labels.ts';
import type { Guidelines, LayoutProfile } from '../profile.ts';
import { a1, type Sheet } from '../sheet.ts';
import { notesWithin } from '../table-rows.ts';
import { type Rule, type RuleValues, readRule, ruleLabel } from './guideline-rules.ts';
import { programNamed } from './tabs.ts';

/** The rules of a program (or of every program). */
export interface RuleSet {
  workbook: number;
  tab: string;
  values: RuleValues;
  /** rule -> A1 of its value, in the order the profile lists the rules */
  cells: Record<string, string>;
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
export function readLabelValue(sheet: Sheet, profile: LayoutProfile): Map<string, RuleSet> | undefined {
  const at = profile.guidelines;
  const where = {} as Record<Rule, { row: number; col: number }>;
  for (const rule of declaredRules(at)) {
    const label = ruleLabel(at.rules, rule);
    const hit = sheet.find((t) => isLabel(t, label))[0];
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
