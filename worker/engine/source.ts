/** Cell references into the lenders' workbooks: "<workbook> › <tab>!<A1>". */
import type { Artifact } from '../artifact/format.ts';

export const cellRef = (a: Artifact, workbook: number, tab: string, cell: string) =>
  `${a.sources[workbook] ?? '?'} › ${tab}!${cell}`;
