/** The request attributes a printed range or comparison can test, and how each one's bounds are printed. */
import type { Cond } from '../../worker/artifact/format.ts';

export type RangeAttr = Extract<Cond, { kind: 'range' }>['attr'];

/**
 * How an attribute's edges are printed and read (sheets/README.md §2, "Band edges"): percentages and
 * DSCR in hundredths, FICO in points, loan amounts in whole dollars, counts (months, lates) whole;
 * `rate`, a note rate's (no request attribute: condition-text/rates.ts), in thousandths of a percent.
 */
export type BandKind = 'percent' | 'fico' | 'dollars' | 'dscr' | 'count' | 'rate';

const KINDS: Readonly<Record<RangeAttr, BandKind>> = {
  ltv: 'percent',
  cltv: 'percent',
  dti: 'percent',
  fico: 'fico',
  loan_amount: 'dollars',
  dscr: 'dscr',
  housing_event_months: 'count',
  mtg_lates: 'count',
};

export const bandKind = (attr: RangeAttr): BandKind => KINDS[attr];

/** Is a kind's value a whole number (FICO, dollars, counts), its bands meeting where one ends and the next starts one above? */
export const wholeNumbers = (kind: BandKind): boolean => kind === 'fico' || kind === 'dollars' || kind === 'count';
