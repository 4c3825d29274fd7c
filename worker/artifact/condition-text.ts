/**
 * Conditions as a pricing desk reads them: "occupancy investment and ppp_term 1YR PPP, 2YR PPP",
 * alternatives joined by "or", "always" for none. Ranges in the request's units: loan amounts in
 * dollars, FICO in points, LTV, CLTV and DTI in percent, DSCR as a ratio (`ltv > 65`, `dscr < 1`).
 * The catalog shows a rule's scope so, and the desk diff a cap's; both show note rates by `ratesText`.
 */
import type { Cond, Range } from './format.ts';

/** A bound of `attr` in the request's units. */
const inRequestUnits = (attr: string, value: number) =>
  attr === 'fico' || attr === 'loan_amount' ? value : value / 100;

function conditionText(c: Cond): string {
  if (c.kind === 'flag') return c.attr;
  if (c.kind === 'range') {
    const { lo, lo_incl, hi, hi_incl } = c.range;
    const bounds = [
      lo === null ? '' : `${lo_incl ? '≥' : '>'} ${inRequestUnits(c.attr, lo)}`,
      hi === null ? '' : `${hi_incl ? '≤' : '<'} ${inRequestUnits(c.attr, hi)}`,
    ];
    return `${c.attr} ${bounds.filter(Boolean).join(' and ') || 'any'}`;
  }
  return `${c.attr} ${c.values.join(', ')}`;
}

/** Every condition of `all` ("and"), or "always". */
export const conditionsText = (all: readonly Cond[]): string =>
  all.length ? all.map(conditionText).join(' and ') : 'always';

/** Alternatives of conditions ("or"), as a cap's `when`. */
export const alternativesText = (when: readonly (readonly Cond[])[]): string => when.map(conditionsText).join(' or ');

/** A range of note rates (thousandths of a percent): "< 7.000%", "≥ 8.500%", "≥ 6.500% and ≤ 6.875%". */
export function ratesText({ lo, lo_incl, hi, hi_incl }: Range): string {
  const bounds = [
    lo === null ? '' : `${lo_incl ? '≥' : '>'} ${(lo / 1000).toFixed(3)}%`,
    hi === null ? '' : `${hi_incl ? '≤' : '<'} ${(hi / 1000).toFixed(3)}%`,
  ];
  return bounds.filter(Boolean).join(' and ') || 'any rate';
}
