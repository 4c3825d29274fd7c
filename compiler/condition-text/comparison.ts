/**
 * The printed form of a range or comparison, before any edge rule: `FICO 700-719`, `≥ 780`, `>= 780`,
 * `LTV ≤ 60%`, `65.01% to 70%`, `DSCR < 1.00 (0.75 - 0.99)`, `$150,000-$249,999`, `> $1MM`, `780+`,
 * `$200,000 and above`. The bounds stay the printed digits; compiler/condition-text/bands.ts reads them
 * in their attribute's unit by the lenders' edge rules.
 */
import type { RangeAttr } from './attributes.ts';

export type Op = '<=' | '<' | '>=' | '>' | '-' | '+';

export interface Comparison {
  op: Op;
  /** the single bound, or the lower of a range, as printed without `$`, `,`, `%` or spaces (`1.5MM`) */
  a: string;
  /** the upper bound of a range */
  b?: string;
  /** the attribute the text names before the bounds (`FICO`, `LTV`, `loan amount`), if any */
  attr?: RangeAttr;
  /** a bound was printed with `$` */
  dollars: boolean;
}

/** The attribute words a comparison may start with (the request's names, not any lender's). */
const ATTRIBUTE_WORDS: readonly [RegExp, RangeAttr][] = [
  [/^cltv/i, 'cltv'],
  [/^ltv/i, 'ltv'],
  [/^dti/i, 'dti'],
  [/^dscr/i, 'dscr'],
  [/^(fico|creditscore)/i, 'fico'],
  [/^loanamounts?/i, 'loan_amount'],
];

const NUMBER = '(\\d+(?:\\.\\d+)?(?:mm|m|k)?)';

/** Comparison words as their symbols: `Below 660`, `Over 80%`, `Up to 60%`, `At least 1.25x`, `700 or more`. */
const WORDS: readonly [RegExp, string][] = [
  [/\b(?:below|under|less than)\s+/gi, '<'],
  [/\b(?:over|above|more than|greater than|in excess of)\s+/gi, '>'],
  [/\b(?:up to|at most|not over|no more than)\s+(?=[$\d])/gi, '<='],
  [/\b(?:at least|not under|no less than)\s+/gi, '>='],
];

/**
 * Symbols, words and spacing read alike: "≤ 50.00%", "<=50%", "=< 50 %" and "Up to 50%"; dashes,
 * "to" and "up to" between two bounds as `-`; "between 760-779" as "760-779"; `$1 million` as `$1MM`,
 * a ratio's `x` (`1.25x`) dropped.
 */
function normalise(text: string): string {
  // `up to` between two bounds joins them (`$150K up to $1 million`), before it stands alone (`Up to 60%`)
  let s = text.replace(/([\d%kKmM])\s+up to\s+/g, '$1 - ');
  for (const [word, op] of WORDS) s = s.replace(word, op);
  s = s
    .replace(/\s+(?:or more|or higher|or greater|and up|and over)\s*$/i, '+')
    .replace(/\s+(?:or less|or lower)\s*$/i, '');
  const upper = /\s+(?:or less|or lower)\s*$/i.test(text) ? '<=' : '';
  return (upper + s)
    .replace(/≤|=</g, '<=')
    .replace(/≥|=>/g, '>=')
    .replace(/[–—−]/g, '-')
    .replace(/\b(?:to|through|thru)\b/gi, '-')
    .replace(/\bbetween\b/gi, '')
    .replace(/\s*million\b/gi, 'MM')
    .replace(/\s*thousand\b/gi, 'K')
    .replace(/(\d)x\b/gi, '$1')
    .replace(/[\s$,%]/g, '');
}

/** The comparison `text` prints, or undefined when it prints none. */
export function readComparison(text: string): Comparison | undefined {
  let s = normalise(text);
  let attr: RangeAttr | undefined;
  for (const [word, a] of ATTRIBUTE_WORDS) {
    const m = word.exec(s);
    if (m) {
      attr = a;
      s = s.slice(m[0].length);
      break;
    }
  }
  const paren = /\(([^)]*)\)$/.exec(s); // "DSCR < 1.00 (0.75 - 0.99)": the explicit range wins
  if (paren?.[1] && /^\d/.test(paren[1])) s = paren[1];
  const shape = { attr, dollars: text.includes('$') };
  let m = new RegExp(`^(<=|<|>=|>)${NUMBER}$`, 'i').exec(s);
  if (m) return { op: m[1] as Op, a: m[2]!, ...shape };
  m = new RegExp(`^${NUMBER}-${NUMBER}$`, 'i').exec(s);
  if (m) return { op: '-', a: m[1]!, b: m[2]!, ...shape };
  m = new RegExp(`^${NUMBER}(?:\\+|andabove)$`, 'i').exec(s);
  if (m) return { op: '+', a: m[1]!, ...shape };
  return undefined;
}
