/** Cell references into an artifact's workbooks, in the vocabulary's one format. */
import type { Artifact } from '../artifact/format.ts';
import { cellReference, tabReference } from '../artifact/vocabulary.ts';
import type { CellDetail } from './reason.ts';

const workbookOf = (artifact: Artifact, workbook: number) => artifact.sources[workbook] ?? '?';

export const cellRef = (artifact: Artifact, workbook: number, tab: string, cell: string) =>
  cellReference(workbookOf(artifact, workbook), tab, cell);

export const tabRef = (artifact: Artifact, workbook: number, tab: string) =>
  tabReference(workbookOf(artifact, workbook), tab);

/** The cell a rate-level reason points at, by its parts. */
export function detailOf(
  artifact: Artifact,
  workbook: number,
  tab: string,
  cell: string,
  category: string,
  rowLabel: string,
  band: string | null,
): CellDetail {
  return { category, row_label: rowLabel, band, workbook: workbookOf(artifact, workbook), tab, cell };
}
