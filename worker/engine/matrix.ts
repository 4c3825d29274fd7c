/**
 * The LTV/CLTV matrix (non-QM): the DSCR tier, then the row by FICO and loan band, the column by
 * occupancy and purpose. No row, no column or an NA cell = no_ltv_matrix_cell; a loan above the
 * row's maxima = max_ltv_exceeded / max_cltv_exceeded. The lookup runs on the plan (pricing.ts
 * matrixHit); this builds the reasons from where it ended.
 */
import type { Artifact } from '../artifact/format.ts';
import { partsAt } from './checks.ts';
import type { EntryParts } from './entry-parts.ts';
import { type ArtifactPlan, NA } from './plan.ts';
import { type MatrixHit, matrixEligible } from './pricing.ts';
import type { Reason, ReasonOf } from './reasons.ts';
import { ltvPercent, type Scenario } from './scenario.ts';
import { cellRef } from './source.ts';

function noCell(parts: EntryParts, s: Scenario, tier: string | null, page: string | null): Reason {
  const provided: ReasonOf<'no_ltv_matrix_cell'>['provided'] = {
    fico: s.req.credit_score,
    loan_amount: s.req.loan_amount,
    occupancy: s.occupancy,
    purpose: s.req.purpose,
  };
  if (tier !== null) provided.dscr_tier = tier;
  return { key: 'no_ltv_matrix_cell', threshold: null, provided, source_page: page ?? parts.matrixTab };
}

/** The reasons the matrix of entry `e` gives for the lookup `hit`, or null when the loan is eligible. */
export function matrixReasons(
  plan: ArtifactPlan,
  a: Artifact,
  e: number,
  s: Scenario,
  hit: MatrixHit,
): Reason[] | null {
  if (matrixEligible(hit, s)) return null;
  const parts = partsAt(plan, a, e);
  const m = parts.p.matrix!;
  const tier = m.tiers[hit.tier];
  const tierLabel = m.tiers.length > 1 || m.tiers[0]?.dscr ? (tier?.label ?? 'none') : null;
  const column = m.columns[hit.column];
  const row = m.rows[hit.row];
  if (!tier || !column || !row) return [noCell(parts, s, tierLabel, null)];
  const key = hit.row * m.columns.length + hit.column;
  let page = parts.matrixCells.get(key);
  if (page === undefined) parts.matrixCells.set(key, (page = cellRef(a, m.workbook, m.tab, `${column.col}${row.row}`)));
  if (hit.maxLtv === NA) return [noCell(parts, s, tierLabel, page)];
  const reasons: Reason[] = [];
  // LTV = CLTV here (first liens, no subordinate financing); both limits are checked exactly.
  if (s.ltvNum > hit.maxLtv * s.ltvDen)
    reasons.push({ key: 'max_ltv_exceeded', threshold: hit.maxLtv / 100, provided: ltvPercent(s), source_page: page });
  if (s.ltvNum > hit.maxCltv * s.ltvDen)
    reasons.push({
      key: 'max_cltv_exceeded',
      threshold: hit.maxCltv / 100,
      provided: ltvPercent(s),
      source_page: page,
    });
  return reasons;
}
