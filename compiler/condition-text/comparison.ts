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

/** Symbols and spacing read alike: "≤ 50.00%", "<=50%" and "=< 50 %"; dashes and "to" as `-`; "between 760-779" as "760-779". */
function normalise(text: string): string {
  return text
    .replace(/≤|=</g, '<=')
    .replace(/≥|=>/g, '>=')
    .replace(/[–—−]/g, '-')
    .replace(/\bto\b/gi, '-')
    .replace(/\bbetween\b/gi, '')
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
