/**
 * A rule's conditions (a cap's `when`) as a pricing desk reads them: "occupancy investment and
 * ppp_term 1YR PPP, 2YR PPP", alternatives joined by "or", "always" for the rule without conditions.
 * Ranges in the artifact's units (loan amounts in dollars, FICO in points, DTI and DSCR in hundredths).
 */
import type { Cond } from '../../worker/artifact/format.ts';

function conditionText(c: Cond): string {
  if (c.kind === 'flag') return c.attr;
  if (c.kind === 'range') {
    const { lo, lo_incl, hi, hi_incl } = c.range;
    const bounds = [
      lo === null ? '' : `${lo_incl ? '≥' : '>'} ${lo}`,
      hi === null ? '' : `${hi_incl ? '≤' : '<'} ${hi}`,
    ];
    return `${c.attr} ${bounds.filter(Boolean).join(' and ') || 'any'}`;
  }
  return `${c.attr} ${c.values.join(', ')}`;
}

export function ruleText(when: readonly (readonly Cond[])[]): string {
  return when.map((all) => (all.length ? all.map(conditionText).join(' and ') : 'always')).join(' or ');
}
