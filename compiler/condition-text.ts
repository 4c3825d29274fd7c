/**
 * One grammar for the conditions lenders print as text, for every lender: under a heading that names an
 * attribute, a label is a band of it (`760 - 779`); otherwise it is one of the profile's own words (a
 * lender's word for a condition: `Second Home`, `Escrow Waiver`), else a comparison that names its
 * attribute, read by that attribute's edge rules (`FICO 700-719`, `LTV ≤ 60%`, `DTI > 43.00%`,
 * `$150,000-$249,999`, `> $1MM`).
 * Its parts: condition-text/comparison.ts (the printed form), decimal.ts (exact numbers), bands.ts (edge
 * rules), states.ts (state lists). A label neither declared nor readable is undefined, and a band that
 * cannot be read an explanation: the reader reports either at its cell.
 */
import type { Cond } from '../worker/artifact/format.ts';
import { lookup } from '../worker/artifact/labels.ts';
import { bandKind, type RangeAttr } from './condition-text/attributes.ts';
import { type BandEdges, parseBand } from './condition-text/bands.ts';
import { readComparison } from './condition-text/comparison.ts';
import { range } from './conditions.ts';
import type { Words } from './profile.ts';

export { type BandKind, bandKind, type RangeAttr } from './condition-text/attributes.ts';
export { type BandEdges, parseBand } from './condition-text/bands.ts';
export { readComparison } from './condition-text/comparison.ts';
export { dollars } from './condition-text/decimal.ts';
export { readNoteRates } from './condition-text/rates.ts';
export { splitStates, stateCodes, stateList } from './condition-text/states.ts';

/** The attribute a comparison names by itself: its attribute word, or `$` for a loan amount. */
function namedAttribute(label: string): RangeAttr | undefined {
  const c = readComparison(label);
  return c?.attr ?? (c?.dollars ? 'loan_amount' : undefined);
}

/**
 * The conditions a printed label stands for: under a heading naming an attribute (`attr`), a band of
 * it (or why it is none); otherwise the profile's word for it, or a comparison naming its attribute,
 * or undefined. A band's bounds are read by the lender's `edges` where it declares them.
 */
export function readCondition(
  label: string,
  words: Words<readonly Cond[]>,
  attr?: RangeAttr,
  edges: BandEdges = {},
): Cond[] | string | undefined {
  if (attr) {
    const r = parseBand(bandKind(attr), label, edges[attr]);
    return typeof r === 'string' ? r : [range(attr, r)];
  }
  const known = lookup(words, label);
  if (known) return structuredClone(known.slice());
  const named = namedAttribute(label);
  const r = named && parseBand(bandKind(named), label, edges[named]);
  return named && typeof r !== 'string' && r ? [range(named, r)] : undefined;
}
