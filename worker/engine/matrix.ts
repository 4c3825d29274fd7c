/**
 * The LTV/CLTV matrix (non-QM): the DSCR tier, then the row by FICO and loan band, the column by
 * occupancy and purpose. No row, no column or an NA cell = no_ltv_matrix_cell.
 */
import type { Artifact, Matrix, Program } from '../artifact/format.ts';
import type { Reason } from './response.ts';
import { inRange, ltvPercent, type Scenario } from './scenario.ts';
import { cellRef } from './source.ts';

export type MatrixResult = { ok: true; maxLtv: number; maxCltv: number } | { ok: false; reasons: Reason[] };

function noCell(a: Artifact, m: Matrix, s: Scenario, tier: string | null, cell: string | null): MatrixResult {
  const provided: Record<string, unknown> = { fico: s.req.credit_score, loan_amount: s.req.loan_amount, occupancy: s.req.occupancy, purpose: s.req.purpose };
  if (tier !== null) provided.dscr_tier = tier;
  return { ok: false, reasons: [{ key: 'no_ltv_matrix_cell', threshold: null, provided, source_page: cell ? cellRef(a, m.workbook, m.tab, cell) : `${a.sources[m.workbook]} › ${m.tab}` }] };
}

export function lookupMatrix(a: Artifact, p: Program, s: Scenario): MatrixResult | null {
  const m = p.matrix;
  if (!m) return null;
  const tierIndex = m.tiers.findIndex((t) => t.dscr === null || (s.dscrE4 !== null && inRange(t.dscr, s.dscrE4, 100)));
  const tier = m.tiers[tierIndex];
  const tierLabel = m.tiers.length > 1 || m.tiers[0]?.dscr ? (tier?.label ?? 'none') : null;
  if (!tier) return noCell(a, m, s, tierLabel, null);
  const colIndex = m.columns.findIndex((c) => c.occupancy === s.occupancy && c.purpose === s.req.purpose);
  const column = m.columns[colIndex];
  const row = m.rows.find((r) => r.tier === tierIndex && inRange(r.fico, s.req.credit_score, 1) && inRange(r.loan, s.req.loan_amount, 1));
  if (!column || !row) return noCell(a, m, s, tierLabel, null);
  const cell = row.cells[colIndex];
  const where = `${column.col}${row.row}`;
  if (!cell) return noCell(a, m, s, tierLabel, where);
  const [maxLtv, maxCltv] = cell;
  const reasons: Reason[] = [];
  const source = cellRef(a, m.workbook, m.tab, where);
  // LTV = CLTV here (first liens, no subordinate financing); both limits are checked exactly.
  if (s.ltvNum > maxLtv * s.ltvDen) reasons.push({ key: 'max_ltv_exceeded', threshold: maxLtv / 100, provided: ltvPercent(s), source_page: source });
  if (s.ltvNum > maxCltv * s.ltvDen) reasons.push({ key: 'max_cltv_exceeded', threshold: maxCltv / 100, provided: ltvPercent(s), source_page: source });
  return reasons.length ? { ok: false, reasons } : { ok: true, maxLtv, maxCltv };
}
