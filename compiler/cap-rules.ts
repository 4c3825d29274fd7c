/**
 * Price-cap labels turned into rules the engine evaluates without knowing what a cap means
 * (worker/artifact/format.ts, Cap): the conditions under which the cap applies. A label a profile
 * does not declare is read by the cap grammar, so a loan-amount cap above a new amount tomorrow is a
 * new range, not new code: the maximum and minimum price, a loan amount above or from an amount, an
 * investment with a PPP term of more or fewer years.
 */
import type { Cond } from '../worker/artifact/format.ts';
import { key } from '../worker/artifact/labels.ts';
import { PPP_TERMS, type PppTerm, type UsState } from '../worker/artifact/vocabulary.ts';
import { dollars, readComparison } from './condition-text.ts';
import { eq, nonEmpty, PPP_RESTRICTED_STATES } from './conditions.ts';

export type CapRule = { key: string; when: Cond[][] } | { floor: true };

const investment = eq('occupancy', 'investment');
/** Years of penalty of a PPP term ("No PPP" = 0). */
const years = (t: PppTerm) => Number(/^(\d+)/.exec(t)?.[1] ?? 0);

const COMPARE: Record<string, (a: number, b: number) => boolean> = {
  '>=': (a, b) => a >= b,
  '≥': (a, b) => a >= b,
  '>': (a, b) => a > b,
  '<': (a, b) => a < b,
  '<=': (a, b) => a <= b,
  '≤': (a, b) => a <= b,
};

/**
 * Lists of conditions, any of which applies a cap, with PPP_RESTRICTED_STATES standing for the
 * states the sheet lists; a list standing for them is dropped when it lists none.
 */
export function withRestrictedStates(
  when: readonly (readonly Cond[])[],
  restrictedStates: readonly UsState[],
): Cond[][] {
  const states = nonEmpty(restrictedStates);
  return when.flatMap((all) => {
    if (!all.includes(PPP_RESTRICTED_STATES)) return [structuredClone(all.slice())];
    return states ? [all.map((c) => (c === PPP_RESTRICTED_STATES ? eq('state', ...states) : structuredClone(c)))] : [];
  });
}

/** The rule a printed cap label states, or why it states none the service can apply. */
export function capRule(label: string): CapRule | string {
  const k = key(label);
  if (k === 'minimum price') return { floor: true };
  if (k === 'maximum price') return { key: 'max_price', when: [[]] };
  const ppp = /^investments?\s*(?:w\/)?\s*(>=|≥|<=|≤|>|<)\s*(\d+)\s*yr ppp$/.exec(k);
  if (ppp) {
    // Among the terms that carry a penalty ("No PPP" is no PPP, not a short one).
    const terms = nonEmpty(PPP_TERMS.filter((t) => years(t) > 0 && COMPARE[ppp[1]!]!(years(t), Number(ppp[2]))));
    if (!terms) return `cap ${JSON.stringify(label)} selects no PPP term`;
    const plus = ppp[1]!.startsWith('>') || ppp[1] === '≥';
    return {
      key: plus ? `investment_ppp_${ppp[2]}yr_plus` : `investment_ppp_under_${ppp[2]}yr`,
      when: [[investment, eq('ppp_term', ...terms)]],
    };
  }
  // A loan amount from or above an amount, read by the conditions' grammar (`Loan Amounts >$1.5m`), the
  // amount as printed: the cap starts at it, not at a band edge.
  const loan = readComparison(label);
  const lo = loan?.attr === 'loan_amount' && (loan.op === '>' || loan.op === '>=') ? dollars(loan.a) : undefined;
  if (loan && lo !== undefined) {
    // the key spells the amount as printed: `>$1.5m` is loan_over_1_5m, `>$2,000,000` loan_over_2_000_000
    const printed = /(\d[\d,]*(?:\.\d+)?)\s*(mm|m|k)?\s*$/.exec(k);
    return {
      key: `loan_over_${(printed?.[1] ?? loan.a).replace(/[.,]/g, '_')}${printed?.[2] ?? ''}`,
      when: [
        [{ kind: 'range', attr: 'loan_amount', range: { lo, lo_incl: loan.op === '>=', hi: null, hi_incl: false } }],
      ],
    };
  }
  return `cap ${JSON.stringify(label)} is not one the service knows how to apply`;
}
