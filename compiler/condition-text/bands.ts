/**
 * A printed range or comparison as the integer range of its attribute, by the lenders' edge rules
 * (sheets/README.md §2, "Band edges"): percent bands include their upper value and a lower value
 * printed as x.01 means "above x"; FICO and dollar bands include both ends; DSCR bands include their
 * lower value and end just below the next band's lower value. A lower amount printed in millions
 * (`$1MM-$1.5MM`) starts one dollar above it, where the band before it ends ($1,000,001 - $1,500,000).
 */
import type { Range } from '../../worker/artifact/format.ts';
import { type BandKind, bandKind } from './attributes.ts';
import { type Comparison, readComparison } from './comparison.ts';
import { dollars, scaled } from './decimal.ts';

const EXAMPLES: Readonly<Record<BandKind, string>> = {
  percent: '"≤ 50.00%", "50.01% - 55.00%" or "> 95.00%"',
  fico: '"≥ 780", "760 - 779" or "≤ 639"',
  dollars: '"$150,000 - $349,999" or "≤ $1,000,000"',
  dscr: '"≥ 1.25" or "1.00 - 1.24"',
};

const abbreviated = (bound: string) => /[mk]$/i.test(bound);
const inMillions = (bound: string) => /m$/i.test(bound);

/** A bound in the kind's unit: hundredths for percent and DSCR, whole points and dollars. */
function unit(kind: BandKind, bound: string): number | undefined {
  if (kind === 'dollars') return dollars(bound);
  return scaled(bound, kind === 'percent' || kind === 'dscr' ? 2 : 0);
}

/** The range a printed label denotes as a band of `kind`, or an explanation of why it is none. */
export function parseBand(kind: BandKind, label: string): Range | string {
  const c = readComparison(label);
  const mismatched =
    !c ||
    (c.attr !== undefined && bandKind(c.attr) !== kind) ||
    (kind !== 'dollars' && [c.a, c.b].some((b) => b !== undefined && abbreviated(b)));
  if (mismatched) return `expected a band such as ${EXAMPLES[kind]}, found ${JSON.stringify(label)}`;
  return bandRange(kind, c, label);
}

function bandRange(kind: BandKind, c: Comparison, label: string): Range | string {
  const a = unit(kind, c.a);
  const b = c.b === undefined ? undefined : unit(kind, c.b);
  if (a === undefined || (c.b !== undefined && b === undefined))
    return kind === 'fico' || kind === 'dollars'
      ? `expected whole numbers in ${JSON.stringify(label)}`
      : `expected at most two decimals in ${JSON.stringify(label)}`;
  if (b !== undefined && b < a) return `band ${JSON.stringify(label)} runs backwards`;
  if (kind === 'percent') return percentBand(c.op, a, b);
  if (kind === 'dscr') return dscrBand(c.op, a, b);
  const lower = kind === 'dollars' && (c.op === '-' || c.op === '+') && inMillions(c.a) ? a + 1 : a;
  return wholeBand(c.op, lower, b);
}

const open = { lo: null, lo_incl: false, hi: null, hi_incl: false } as const;

function percentBand(op: Comparison['op'], a: number, b: number | undefined): Range {
  // a lower value printed as x.01 means above x
  const lower = a % 100 === 1 ? { lo: a - 1, lo_incl: false } : { lo: a, lo_incl: true };
  switch (op) {
    case '<=':
      return { ...open, hi: a, hi_incl: true };
    case '<':
      return { ...open, hi: a, hi_incl: false };
    case '>':
      return { ...open, lo: a, lo_incl: false };
    case '>=':
    case '+':
      return { ...open, ...lower };
    case '-':
      return { ...lower, hi: b!, hi_incl: true };
  }
}

function dscrBand(op: Comparison['op'], a: number, b: number | undefined): Range {
  switch (op) {
    case '>=':
    case '+':
      return { ...open, lo: a, lo_incl: true };
    case '>':
      return { ...open, lo: a, lo_incl: false };
    case '<':
      return { ...open, hi: a, hi_incl: false };
    case '<=':
      return { ...open, hi: a + 1, hi_incl: false };
    case '-':
      return { lo: a, lo_incl: true, hi: b! + 1, hi_incl: false };
  }
}

/** FICO and dollars: whole numbers, both ends inclusive. */
function wholeBand(op: Comparison['op'], a: number, b: number | undefined): Range {
  switch (op) {
    case '<=':
      return { ...open, hi: a, hi_incl: true };
    case '<':
      return { ...open, hi: a - 1, hi_incl: true };
    case '>=':
    case '+':
      return { ...open, lo: a, lo_incl: true };
    case '>':
      return { ...open, lo: a + 1, lo_incl: true };
    case '-':
      return { lo: a, lo_incl: true, hi: b!, hi_incl: true };
  }
}
