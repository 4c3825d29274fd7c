/**
 * A printed range or comparison as the integer range of its attribute, by the lenders' edge rules
 * (sheets/README.md §2, "Band edges"): percent bands include their upper value and a lower value
 * printed as x.01 means "above x"; FICO and dollar bands include both ends; DSCR bands include their
 * lower value and end just below the next band's lower value. A lower amount printed in millions
 * (`$1MM-$1.5MM`) starts one dollar above it, where the band before it ends ($1,000,001 - $1,500,000).
 */
import type { Range } from '../../worker/artifact/format.ts';
import { type BandKind, bandKind, type RangeAttr, wholeNumbers } from './attributes.ts';
import { type Comparison, readComparison } from './comparison.ts';
import { dollars, scaled } from './decimal.ts';

const EXAMPLES: Readonly<Record<BandKind, string>> = {
  percent: '"≤ 50.00%", "50.01% - 55.00%" or "> 95.00%"',
  fico: '"≥ 780", "760 - 779" or "≤ 639"',
  dollars: '"$150,000 - $349,999" or "≤ $1,000,000"',
  dscr: '"≥ 1.25" or "1.00 - 1.24"',
  count: '"0 - 11", "12 - 23" or "48+"',
  rate: '"below 7.000%", "6.500% - 6.875%" or "8.500% and above"',
};

const abbreviated = (bound: string) => /[mk]$/i.test(bound);
const inMillions = (bound: string) => /m$/i.test(bound);

/** A bound in the kind's unit: hundredths for percent and DSCR, thousandths for a note rate, whole points and dollars. */
export function unit(kind: BandKind, bound: string): number | undefined {
  if (kind === 'dollars') return dollars(bound);
  return scaled(bound, kind === 'rate' ? 3 : kind === 'percent' || kind === 'dscr' ? 2 : 0);
}

/**
 * Which bound of a printed band `a - b` the lender excludes, where its notes say so: `lower
 * exclusive`, bands sharing their edges (`60 - 65%`, `65 - 70%`) each taking values above its lower
 * one; `upper exclusive` (`700 - 720`, `720 - 740`), below its upper one; `inclusive`, both as
 * printed, whatever their form (`$1M - $1,499,999` from $1,000,000). Unsaid, the edge rules above.
 */
export type BandEdge = 'lower exclusive' | 'upper exclusive' | 'inclusive';
/** The lender's band edges, by attribute (Conventions.bandEdges). */
export type BandEdges = Partial<Record<RangeAttr, BandEdge>>;

/** The range a printed label denotes as a band of `kind` (its bound `edge` excluded), or an explanation of why it is none. */
export function parseBand(kind: BandKind, label: string, edge?: BandEdge): Range | string {
  const c = readComparison(label);
  const mismatched =
    !c ||
    (c.attr !== undefined && bandKind(c.attr) !== kind) ||
    (kind !== 'dollars' && [c.a, c.b].some((b) => b !== undefined && abbreviated(b)));
  if (mismatched) return `expected a band such as ${EXAMPLES[kind]}, found ${JSON.stringify(label)}`;
  return bandRange(kind, c, label, edge);
}

function bandRange(kind: BandKind, c: Comparison, label: string, edge?: BandEdge): Range | string {
  const a = unit(kind, c.a);
  const b = c.b === undefined ? undefined : unit(kind, c.b);
  if (a === undefined || (c.b !== undefined && b === undefined))
    return wholeNumbers(kind)
      ? `expected whole numbers in ${JSON.stringify(label)}`
      : `expected at most ${kind === 'rate' ? 'three' : 'two'} decimals in ${JSON.stringify(label)}`;
  if (b !== undefined && b < a) return `band ${JSON.stringify(label)} runs backwards`;
  const lo = kind === 'dollars' && (c.op === '-' || c.op === '+') && inMillions(c.a) ? a + 1 : a;
  const open = { lo: null, lo_incl: false, hi: null, hi_incl: false };
  switch (c.op) {
    case '<=':
      return { ...open, ...upTo(kind, a) };
    case '<':
      return { ...open, ...below(kind, a) };
    case '>':
      return { ...open, ...above(kind, a) };
    case '>=':
    case '+':
      return { ...open, ...from(kind, lo) };
    case '-':
      if (edge === 'lower exclusive') return { ...open, ...above(kind, a), ...upTo(kind, b!) };
      if (edge === 'upper exclusive') return { ...open, ...from(kind, lo), ...below(kind, b!) };
      if (edge === 'inclusive') return { lo: a, lo_incl: true, hi: b!, hi_incl: true };
      return { ...open, ...from(kind, lo), ...upTo(kind, b!) };
  }
}

/** A lower value as printed: a percent printed as x.01 means above x; every other is inclusive. */
const from = (kind: BandKind, a: number) =>
  kind === 'percent' && a % 100 === 1 ? { lo: a - 1, lo_incl: false } : { lo: a, lo_incl: true };

/** An upper value as printed: inclusive, except that a DSCR band ends just below the next hundredth. */
const upTo = (kind: BandKind, b: number) =>
  kind === 'dscr' ? { hi: b + 1, hi_incl: false } : { hi: b, hi_incl: true };

/** Below a value, the value excluded. */
const below = (kind: BandKind, a: number) =>
  wholeNumbers(kind) ? { hi: a - 1, hi_incl: true } : { hi: a, hi_incl: false };

/** Above a value, the value excluded. */
const above = (kind: BandKind, a: number) =>
  wholeNumbers(kind) ? { lo: a + 1, lo_incl: true } : { lo: a, lo_incl: false };
