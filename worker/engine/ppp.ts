/**
 * Prepayment penalty (non-QM): the selected table (or the first), the row of the PPP term, the
 * column of the occupancy. PPP-restricted states take no PPP at all. Decided on the plan
 * (pricing.ts pppTable); the adjustment itself is pricing.ts applyPpp.
 */
import type { Artifact } from '../artifact/format.ts';
import { NO_PPP } from '../artifact/vocabulary.ts';
import { partsAt } from './checks.ts';
import { type ArtifactPlan, E, NA, PPP_TABLE } from './plan.ts';
import { inStateMask, pppTable } from './pricing.ts';
import type { Reason } from './response.ts';
import type { Scenario } from './scenario.ts';

/** Program-level PPP problems of entry `e` (documented extension keys), or null for none. */
export function pppReasons(plan: ArtifactPlan, a: Artifact, e: number, s: Scenario): Reason[] | null {
  const { code } = plan;
  const at = code[e + E.PPP]!;
  if (at === NA) return null;
  const { ppp_term, ppp_table_name, state } = s.req;
  const t = pppTable(plan, at, s);
  if (t === -2) {
    const parts = partsAt(plan, a, e);
    return [
      {
        key: 'ppp_table_not_offered',
        threshold: parts.pppTables,
        provided: ppp_table_name!,
        source_page: parts.pppPages[0]!,
      },
    ];
  }
  let reasons: Reason[] | null = null;
  if (code[t + PPP_TABLE.ROW_BY_TERM + s.pppTermIdx]! < 0) {
    const parts = partsAt(plan, a, e);
    const table = code[t + PPP_TABLE.INDEX]!;
    (reasons ??= []).push({
      key: 'ppp_term_not_offered',
      threshold: parts.pppTerms[table]!,
      provided: ppp_term,
      source_page: parts.pppPages[table]!,
    });
  }
  if (ppp_term !== NO_PPP && inStateMask(code[2]!, code[3]!, s.stateIdx))
    (reasons ??= []).push({
      key: 'ppp_state_restricted',
      threshold: a.ppp_restricted_states,
      provided: { state, ppp_term },
      source_page: null,
    });
  return reasons;
}
