/**
 * Which step of the pricing a rejection reason comes from, read from the lenders' notes
 * (sheets/README.md §3.4, §5.6): the program checks first, then the matrix, the PPP rules, the base
 * prices, the adjustments and the price limits; and the cell a guideline rule is printed in.
 */
import type { Reason } from '../../worker/contract/reasons.ts';
import type { Entry } from './plain-reading.ts';
import { cellOf } from './sheet-entries.ts';

/** Reasons only a step after the program checks gives. */
const LATER_KEYS = new Set([
  'no_ltv_matrix_cell',
  'max_cltv_exceeded',
  'ppp_table_not_offered',
  'ppp_term_not_offered',
  'ppp_state_restricted',
  'no_priced_rates',
  'llpa_na',
  'min_price_floor',
]);

/** The references of every cell of the program's matrix, and of its tab. */
function matrixPages({ artifact, program }: Entry): Set<string> {
  const m = program.matrix;
  if (!m) return new Set();
  const cells = m.rows.flatMap((row) => m.columns.map((column) => cellOf(artifact, m, `${column.col}${row.row}`)));
  return new Set([...cells, `${artifact.sources[m.workbook]} › ${m.tab}`]);
}

/** The reasons of `reasons` that a step after the program checks gave: those keys, or a limit read from the matrix. */
export function laterStepReasons(reasons: readonly Reason[], entry: Entry): Reason[] {
  const matrix = matrixPages(entry);
  return reasons.filter((r) => LATER_KEYS.has(r.key) || matrix.has(r.source_page ?? ''));
}

/** "<workbook> › <tab>!<cell>" of a guideline rule: a cell of the rules' tab, or `<tab>!<cell>` printed elsewhere. */
export function ruleCellOf({ artifact, rules }: Entry, rule: string): string | null {
  const cell = rules.cells[rule];
  if (!cell) return null;
  const [tab, a1] = cell.includes('!') ? (cell.split('!') as [string, string]) : [rules.tab, cell];
  return cellOf(artifact, { workbook: rules.workbook, tab }, a1);
}
