/** Cell references into a sheet's workbooks, in the vocabulary's one format: from places in the plan, or in a decoded artifact. */
import type { Artifact, DocTypeRules } from '../artifact/format.ts';
import { slot } from '../artifact/plan/read.ts';
import { ruleCell } from '../artifact/rule-cell.ts';
import { cellReference, tabReference } from '../artifact/vocabulary.ts';
import type { ArtifactPlan } from './plan.ts';
import type { CellDetail } from './reason.ts';

/** The workbook (a source file name) and tab whose slots are at `workbookAt` and `tabAt`. */
export function placeAt(plan: ArtifactPlan, workbookAt: number, tabAt: number): { workbook: string; tab: string } {
  const workbook = plan.header.sources[slot(plan.code, workbookAt, 'a workbook')] ?? '?';
  return { workbook, tab: plan.name(slot(plan.code, tabAt, 'a tab')) };
}

/** The reference of `cell` on the place at `workbookAt`, `tabAt`. */
export function cellAt(plan: ArtifactPlan, workbookAt: number, tabAt: number, cell: string): string {
  const { workbook, tab } = placeAt(plan, workbookAt, tabAt);
  return cellReference(workbook, tab, cell);
}

/** The reference of the whole tab of the place at `workbookAt`, `tabAt`. */
export function tabRefAt(plan: ArtifactPlan, workbookAt: number, tabAt: number): string {
  const { workbook, tab } = placeAt(plan, workbookAt, tabAt);
  return tabReference(workbook, tab);
}

/** The cell a rate-level reason points at, by its parts. */
export function detailAt(
  plan: ArtifactPlan,
  workbookAt: number,
  tabAt: number,
  cell: string,
  category: string,
  rowLabel: string,
  band: string | null,
): CellDetail {
  const { workbook, tab } = placeAt(plan, workbookAt, tabAt);
  return { category, row_label: rowLabel, band, workbook, tab, cell };
}

/** A cell of a decoded artifact (the catalog and the matrix view read the whole artifact). */
export const cellRef = (artifact: Artifact, workbook: number, tab: string, cell: string) =>
  cellReference(artifact.sources[workbook] ?? '?', tab, cell);

/** A tab of a decoded artifact. */
export const tabRef = (artifact: Artifact, workbook: number, tab: string) =>
  tabReference(artifact.sources[workbook] ?? '?', tab);

/** The reference of a guideline rule's cell in a decoded artifact, null when it has none. */
export function ruleCellRef(artifact: Artifact, rules: DocTypeRules, rule: string): string | null {
  const at = ruleCell(rules, rule);
  return at ? cellRef(artifact, at.workbook, at.tab, at.cell) : null;
}
