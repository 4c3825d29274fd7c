/**
 * Step 1, program checks (sheets/README.md §3.4.1, §4.3, §5.6.1): the program's guidelines, states,
 * lock periods and terms, before any pricing. One reason per failing rule, decided on the plan
 * (integer limits and vocabulary masks); the reasons are rejections.ts's.
 */

import { ENTRY, NA } from '../artifact/plan/layout.ts';
import { slot } from '../artifact/plan/read.ts';
import { entryField, type PricingEntry, partsAt } from './entry.ts';
import { maxLtvReason } from './matrix.ts';
import type { Reason } from './reason.ts';
import * as reject from './rejections.ts';

/** The states mask is two words: US_STATES indexes below 30, then the rest. */
const US_STATES_LO = 30;

/** Is the state of index `stateIndex` (-1: no US state) in the two-word mask? */
export const inStateMask = (lo: number, hi: number, stateIndex: number): boolean =>
  stateIndex >= 0 &&
  (stateIndex < US_STATES_LO ? (lo & (1 << stateIndex)) !== 0 : (hi & (1 << (stateIndex - US_STATES_LO))) !== 0);

/** Is index `index` (-1: not in the vocabulary) set in `mask`? */
const inMask = (mask: number, index: number) => index >= 0 && (mask & (1 << index)) !== 0;

const add = (list: Reason[] | null, reason: Reason): Reason[] => {
  (list ??= []).push(reason);
  return list;
};

/** A guideline limit of the entry, `value`, with the cell of its rule. */
const limit = (entry: PricingEntry, value: number, rule: keyof ReturnType<typeof partsAt>['page']) => ({
  threshold: value,
  page: partsAt(entry).page[rule],
});

/** The reasons the program's checks refuse the loan for, or null when every rule passes (no allocation then). */
export function programChecks(entry: PricingEntry): Reason[] | null {
  const { scenario } = entry;
  const { request } = scenario;
  const field = (name: keyof typeof ENTRY) => entryField(entry, ENTRY[name], name);
  let out: Reason[] | null = null;
  if (!inMask(field('LIEN_POSITIONS'), scenario.lienIndex)) {
    out = add(out, reject.lienPositionNotEligible(partsAt(entry), request.lien_position));
  }
  const minFico = field('MIN_FICO');
  if (minFico !== NA && request.credit_score < minFico)
    out = add(out, reject.belowMinFico(limit(entry, minFico, 'min_fico'), request.credit_score));
  const maxDti = field('MAX_DTI');
  if (maxDti !== NA && scenario.dtiTwice > maxDti * 2)
    out = add(out, reject.aboveMaxDti(limit(entry, maxDti / 100, 'max_dti'), request.dti));
  const minLoan = field('MIN_LOAN');
  if (request.loan_amount < minLoan)
    out = add(out, reject.belowMinLoanAmount(limit(entry, minLoan, 'min_loan'), request.loan_amount));
  const maxLoan = field('MAX_LOAN');
  if (request.loan_amount > maxLoan)
    out = add(out, reject.aboveMaxLoanAmount(limit(entry, maxLoan, 'max_loan'), request.loan_amount));
  const minDscr = field('MIN_DSCR');
  if (minDscr !== NA) {
    if (request.dscr_ratio === null || scenario.dscrTwice === null)
      out = add(out, reject.dscrRequired(limit(entry, minDscr / 100, 'min_dscr')));
    else if (scenario.dscrTwice < minDscr * 2)
      out = add(out, reject.belowMinDscr(limit(entry, minDscr / 100, 'min_dscr'), request.dscr_ratio));
  }
  if (!inMask(field('CITIZENSHIPS'), scenario.citizenshipIndex))
    out = add(out, reject.citizenshipNotEligible(partsAt(entry), request.citizenship));
  out = stateReason(entry, out);
  if (!inMask(field('LOCKS'), scenario.lockIndex))
    out = add(out, reject.lockNotOffered(partsAt(entry), request.lock_days));
  const terms = field('TERMS');
  if (terms !== NA && !inMask(terms, scenario.termIndex))
    out = add(out, reject.termNotOffered(partsAt(entry), request.term));
  const ltv = maxLtvReason(scenario, field('MAX_LTV'), partsAt(entry).maxLtvPage);
  return ltv ? add(out, ltv) : out;
}

/**
 * A program priced per state column (a State Adjusters table) is offered where its column has a
 * value; any other program where its guidelines list the state.
 */
function stateReason(entry: PricingEntry, out: Reason[] | null): Reason[] | null {
  const { code } = entry.plan;
  const { stateIndex, request } = entry.scenario;
  const states = entryField(entry, ENTRY.STATE_ADJUSTERS, 'STATE_ADJUSTERS');
  if (states !== NA) {
    if (stateIndex < 0 || slot(code, states + stateIndex, 'a state adjuster') === NA)
      return add(out, reject.stateNotOffered(partsAt(entry), request.state));
    return out;
  }
  const lo = entryField(entry, ENTRY.STATES_LO, 'STATES_LO');
  const hi = entryField(entry, ENTRY.STATES_HI, 'STATES_HI');
  return inStateMask(lo, hi, stateIndex) ? out : add(out, reject.stateNotEligible(partsAt(entry), request.state));
}
