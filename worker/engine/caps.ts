/**
 * Price caps and the minimum-price floor (spec 8.3, sheets/README.md §3.8, §4.6): the lowest
 * applicable cap governs (the first listed on a tie); a capped price below the floor is not eligible.
 */
import type { Artifact, Cap, Program } from '../artifact/format.ts';
import type { CapRecord } from './response.ts';
import type { Scenario } from './scenario.ts';
import { cellRef } from './source.ts';

const PPP_3YR_PLUS = ['3YR PPP', '5YR PPP'];
const PPP_UNDER_3YR = ['1YR PPP', '2YR PPP'];

function applies(cap: Cap, a: Artifact, s: Scenario): boolean {
  const investment = s.occupancy === 'investment';
  const ppp = s.req.ppp_term;
  switch (cap.kind) {
    case 'primary_second':
      return !investment;
    case 'investment_ppp_3yr_plus':
      return investment && PPP_3YR_PLUS.includes(ppp);
    case 'investment_ppp_under_3yr':
      return investment && PPP_UNDER_3YR.includes(ppp);
    case 'no_ppp_or_state_restricted':
      return investment && (ppp === 'No PPP' || a.ppp_restricted_states.includes(s.req.state));
    case 'loan_over_1_5m':
      return s.req.loan_amount > 1_500_000;
    case 'max_price':
      return true;
    case 'min_price':
      return false;
  }
}

export interface CapPlan {
  /** the governing cap, when any applies */
  cap: Cap | null;
  floor: Cap | null;
}

/** The caps depend on the scenario, not the rate: decided once per program. */
export function capPlan(a: Artifact, p: Program, s: Scenario): CapPlan {
  let cap: Cap | null = null;
  for (const c of p.caps) if (applies(c, a, s) && (cap === null || c.value < cap.value)) cap = c;
  return { cap, floor: p.caps.find((c) => c.kind === 'min_price') ?? null };
}

/** Clamps a price (thousandths); returns the final price and the cap record when it clamped. */
export function clamp(a: Artifact, plan: CapPlan, priced: number): { final: number; record: CapRecord | null } {
  const { cap } = plan;
  if (!cap || priced <= cap.value) return { final: priced, record: null };
  return {
    final: cap.value,
    record: {
      key: cap.label,
      threshold: cap.value / 1000,
      provided: priced / 1000,
      source_cell: cellRef(a, cap.workbook, cap.tab, cap.cell),
    },
  };
}
