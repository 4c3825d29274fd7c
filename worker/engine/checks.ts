/**
 * Program-level eligibility (docs/contract.md › Rejection reasons): one reason per failing rule, before any pricing. Decided on
 * the plan (plan.ts: integer limits and vocabulary masks); a failing rule's reason takes its
 * threshold lists and source page from the entry's reason parts (entry-parts.ts).
 */
import type { Artifact } from '../artifact/format.ts';
import { type EntryParts, partsOf } from './entry-parts.ts';
import { type ArtifactPlan, E, entryIndex, NA } from './plan.ts';
import { inStateMask } from './pricing.ts';
import type { Reason } from './response.ts';
import { ltvPercent, type Scenario } from './scenario.ts';

const add = (list: Reason[] | null, reason: Reason): Reason[] => {
  (list ??= []).push(reason);
  return list;
};

/** The reason parts of entry `e`. */
export const partsAt = (plan: ArtifactPlan, a: Artifact, e: number): EntryParts =>
  partsOf(plan, a, entryIndex(e), plan.code[e + E.PROGRAM]!, plan.code[e + E.DOC]!);

/** The reasons entry `e` refuses the request for, or null when every rule passes (no allocation then). */
export function programReasons(plan: ArtifactPlan, a: Artifact, e: number, s: Scenario): Reason[] | null {
  const { code } = plan;
  const { req } = s;
  let out: Reason[] | null = null;
  if (req.lien_position !== '1st')
    out = add(out, { key: 'eligible_lien_position', threshold: '1st', provided: req.lien_position, source_page: null });
  const minFico = code[e + E.MIN_FICO]!;
  if (req.credit_score < minFico)
    out = add(out, {
      key: 'min_fico',
      threshold: minFico,
      provided: req.credit_score,
      source_page: partsAt(plan, a, e).page.min_fico,
    });
  const maxDti = code[e + E.MAX_DTI]!;
  if (maxDti !== NA && s.dtiTwice > maxDti * 2)
    out = add(out, {
      key: 'max_dti',
      threshold: maxDti / 100,
      provided: req.dti,
      source_page: partsAt(plan, a, e).page.max_dti,
    });
  const minLoan = code[e + E.MIN_LOAN]!;
  if (req.loan_amount < minLoan)
    out = add(out, {
      key: 'min_loan_amount',
      threshold: minLoan,
      provided: req.loan_amount,
      source_page: partsAt(plan, a, e).page.min_loan,
    });
  const maxLoan = code[e + E.MAX_LOAN]!;
  if (req.loan_amount > maxLoan)
    out = add(out, {
      key: 'max_loan_amount',
      threshold: maxLoan,
      provided: req.loan_amount,
      source_page: partsAt(plan, a, e).page.max_loan,
    });
  const minDscr = code[e + E.MIN_DSCR]!;
  if (minDscr !== NA) {
    if (req.dscr_ratio === null)
      out = add(out, {
        key: 'dscr_ratio_required',
        threshold: minDscr / 100,
        provided: null,
        source_page: partsAt(plan, a, e).page.min_dscr,
      });
    else if (s.dscrTwice! < minDscr * 2)
      out = add(out, {
        key: 'dscr_min_ratio',
        threshold: minDscr / 100,
        provided: req.dscr_ratio,
        source_page: partsAt(plan, a, e).page.min_dscr,
      });
  }
  if (!(code[e + E.CITIZENS]! & (1 << s.citizenIdx)))
    out = add(out, {
      key: 'eligible_citizenship',
      threshold: partsAt(plan, a, e).rules.citizenship,
      provided: req.citizenship,
      source_page: partsAt(plan, a, e).page.citizenship,
    });
  const states = code[e + E.STATE_ADJ]!;
  if (states !== NA) {
    if (s.stateIdx < 0 || code[states + s.stateIdx] === NA)
      out = add(out, {
        key: 'state_not_offered',
        threshold: null,
        provided: { state: req.state },
        source_page: partsAt(plan, a, e).statePage,
      });
  } else if (!inStateMask(code[e + E.STATES_LO]!, code[e + E.STATES_HI]!, s.stateIdx)) {
    // Always the list of eligible states, also where the sheet prints "All states + DC except …" (the catalog keeps that form).
    const parts = partsAt(plan, a, e);
    out = add(out, {
      key: 'eligible_states',
      threshold: parts.rules.states,
      provided: req.state,
      source_page: parts.page.states,
    });
  }
  // The sheet has no price for the lock; the threshold is what its guidelines offer, as the catalog lists them.
  if (s.lockIdx < 0 || !(code[e + E.LOCKS]! & (1 << s.lockIdx))) {
    const parts = partsAt(plan, a, e);
    out = add(out, {
      key: 'lock_not_offered',
      threshold: parts.rules.locks,
      provided: req.lock_days,
      source_page: parts.page.locks,
    });
  }
  const terms = code[e + E.TERMS]!;
  if (terms !== NA && (s.termIdx < 0 || !(terms & (1 << s.termIdx))))
    out = add(out, {
      key: 'term_not_offered',
      threshold: partsAt(plan, a, e).terms,
      provided: req.term,
      source_page: null,
    });
  const maxLtv = code[e + E.MAX_LTV]!;
  if (maxLtv !== NA && s.ltvNum > maxLtv * s.ltvDen)
    out = add(out, {
      key: 'max_ltv_exceeded',
      threshold: maxLtv / 100,
      provided: ltvPercent(s),
      source_page: partsAt(plan, a, e).maxLtvPage,
    });
  return out;
}
