/**
 * One guideline rule's value, read from its cell by the rule's unit: dollars, percentages, a FICO, a
 * list of the lender's words or numbers. A cell that cannot be read is reported
 * at its address and gives undefined.
 */

import type { Citizenship, Occupancy } from '../../worker/artifact/vocabulary.ts';
import { dollars, percent, plain } from '../cells.ts';
import { listAt, numbers, wordList } from '../lists.ts';
import type { GuidelineRules, LayoutProfile } from '../profile.ts';
import type { Sheet } from '../sheet.ts';

export type Rule = keyof GuidelineRules;

/** The rules' values; a rule the profile does not declare is absent. */
export interface RuleValues {
  conforming_limit?: number;
  min_loan?: number;
  max_loan?: number;
  min_fico?: number;
  max_dti?: number | null;
  max_ltv?: number;
  citizenship?: Citizenship[];
  occupancies?: Occupancy[];
  locks?: number[];
  max_cltv?: number | null;
}

/** The printed label of a rule. */
export const ruleLabel = (rules: GuidelineRules, rule: Rule): string => rules[rule]!;

/**
 * The value of `rule` in the cell (row, col), whose text (for a list) is `text`; undefined when
 * the cell cannot be read (reported).
 */
export function readRule(
  sheet: Sheet,
  profile: LayoutProfile,
  rule: Rule,
  at: { row: number; col: number; text: string },
): RuleValues[Rule] | undefined {
  const { row, col, text } = at;
  const rules = profile.guidelines.rules;
  const label = ruleLabel(rules, rule);
  const list = <T extends string>(parsed: { values: T[]; unknown: string[] }) =>
    listAt(sheet, row, col, label.toLowerCase(), parsed);
  const words = profile.words;
  switch (rule) {
    case 'conforming_limit':
    case 'min_loan':
    case 'max_loan':
      return dollars(sheet, row, col);
    case 'min_fico':
      return plain(sheet, row, col, 1, false) ?? undefined;
    case 'max_dti':
    case 'max_cltv':
      return percent(sheet, row, col, true);
    case 'max_ltv':
      return percent(sheet, row, col, false) ?? undefined;
    case 'citizenship':
      return list(wordList(text, words.citizenship));
    case 'occupancies':
      return list(wordList(text, words.occupancy));
    case 'locks':
      return numbers(text);
  }
}
