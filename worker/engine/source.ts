/** Cell references into an artifact's workbooks, in the vocabulary's one format. */
import type { Artifact } from '../artifact/format.ts';
import { cellReference, tabReference } from '../artifact/vocabulary.ts';
import type { CellDetail } from './reasons.ts';

const workbookOf = (a: Artifact, workbook: number) => a.sources[workbook] ?? '?';

export const cellRef = (a: Artifact, workbook: number, tab: string, cell: string) =>
  cellReference(workbookOf(a, workbook), tab, cell);

export const tabRef = (a: Artifact, workbook: number, tab: string) => tabReference(workbookOf(a, workbook), tab);

/** The cell a rate-level reason points at, by its parts. */
export function detailOf(
  a: Artifact,
  workbook: number,
  tab: string,
  cell: string,
  category: string,
  rowLabel: string,
  band: string | null,
): CellDetail {
  return { category, row_label: rowLabel, band, workbook: workbookOf(a, workbook), tab, cell };
}
