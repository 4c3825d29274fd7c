/** Cell references into an artifact's workbooks, in the vocabulary's one format. */
import type { Artifact } from '../artifact/format.ts';
import { cellReference, tabReference } from '../artifact/vocabulary.ts';

const workbookOf = (a: Artifact, workbook: number) => a.sources[workbook] ?? '?';

export const cellRef = (a: Artifact, workbook: number, tab: string, cell: string) =>
  cellReference(workbookOf(a, workbook), tab, cell);

export const tabRef = (a: Artifact, workbook: number, tab: string) => tabReference(workbookOf(a, workbook), tab);
