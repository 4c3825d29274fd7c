import type { DocTypeRules } from './format.ts';

/**
 * Where a guideline rule is printed: on the rules' own tab (`cells` holds an A1 address), or on
 * another tab (`<tab>!<A1>`, e.g. eligible states that are the union of a tier list elsewhere).
 * Null when the rule has no cell.
 */
export function ruleCell(rules: DocTypeRules, rule: string): { workbook: number; tab: string; cell: string } | null {
  const cell = rules.cells[rule];
  if (!cell) return null;
  const bang = cell.lastIndexOf('!');
  return bang < 0
    ? { workbook: rules.workbook, tab: rules.tab, cell }
    : { workbook: rules.workbook, tab: cell.slice(0, bang), cell: cell.slice(bang + 1) };
}
