/**
 * Figures read from a rule's text rather than from a cell's value: the one figure of its rule's kind
 * a sentence prints (sentences.ts), or the figure printed right after a rule's lead words, several
 * rules sharing one cell (`Min FICO: 620 | Max LTV: 97%`, `Max rebate (2.500) rebate; max 3.000
 * pts`: RuleWord.lead). Each kind of figure in the rule's unit.
 */

import { effectOnPrice, pointsText } from '../cells.ts';
import { dollars, scaled } from '../condition-text/decimal.ts';
import { literal } from '../patterns.ts';
import type { Sheet } from '../sheet.ts';
import type { RuleWord } from './language.ts';

interface Figure {
  pattern: RegExp;
  what: string;
  value: (m: RegExpExecArray, sheet: Sheet) => number | undefined;
}

/**
 * A price figure printed to the borrower, as points (`decimals` 3) or basis points (1): 100 less what
 * it costs, in thousandths (100 plus it, a lender printing credits as positive points).
 */
function toBorrower(what: string, decimals: number): Figure {
  return {
    pattern: /(\(\s*\d+(?:\.\d+)?\s*\)|[+-]?\d+(?:\.\d+)?)(\s*[A-Za-z]+)?/g,
    what,
    value: (m, sheet) => {
      const printed = pointsText(sheet, m[0].trim()) ?? pointsText(sheet, m[1]!);
      const thousandths = printed === undefined ? undefined : scaled(String(Math.abs(printed)), decimals);
      if (thousandths === undefined) return undefined;
      const credits = sheet.origin.conventions.rates === 'credit points';
      return 100_000 + (credits ? 1 : -1) * Math.sign(printed!) * thousandths;
    },
  };
}

/** How each kind of figure is printed, what it is called in a message, and its value in the rule's unit. */
const FIGURES: Readonly<Record<string, Figure>> = {
  percent: { pattern: /(\d+(?:\.\d+)?)\s*%/g, what: 'percentage', value: (m) => scaled(m[1]!, 2) },
  // a cell printing no `%` at all prints its percentages bare (`85 (75 for cash-out)`)
  'bare percent': {
    pattern: /(?<![\d.,$])(\d{1,3}(?:\.\d+)?)(?![\d,]|\.\d)/g,
    what: 'percentage',
    value: (m) => scaled(m[1]!, 2),
  },
  dollars: { pattern: /\$\s*(\d[\d,]*(?:\.\d+)?(?:mm|m|k)?)/gi, what: 'dollar amount', value: (m) => dollars(m[1]!) },
  ratio: { pattern: /\b(\d+\.\d{1,3})\b/g, what: 'ratio such as 1.00', value: (m) => scaled(m[1]!, 2) },
  // three digits standing alone: not a part of an amount (`$1,500,000`) or a decimal; a full stop may follow
  score: { pattern: /(?<![\d,.$])(\d{3})(?![\d,]|\.\d)/g, what: 'score', value: (m) => Number(m[1]) },
  rate: { pattern: /(\d+(?:\.\d+)?)\s*%/g, what: 'note rate such as 6.875%', value: (m) => scaled(m[1]!, 3) },
  price: { pattern: /\b(\d{2,3}\.\d{1,3})\b/g, what: 'price such as 101.750', value: (m) => scaled(m[1]!, 3) },
  // points to the borrower, with the lender's sign words: `3.000 pts` is 97.000, `(2.500) rebate` 102.500
  points: toBorrower('points such as 1.250 or (0.750)', 3),
  // basis points likewise: `300` is 97.000, `(275)` 102.750
  'basis points': toBorrower('basis points such as 125 or (50)', 1),
  // an adjustment in points, signed (`capped at -2.500`): its effect on the price, a cost negated
  adjustment: {
    pattern: /(?<![\d.])([+-]?)(\d+\.\d{1,3})(?!\d|\.\d)/g,
    what: 'adjustment such as -2.500',
    value: (m, sheet) => {
      const points = scaled(m[2]!, 3);
      return points === undefined ? undefined : effectOnPrice(sheet, m[1] === '-' && points !== 0 ? -points : points);
    },
  },
};
const KIND: Partial<Record<RuleWord['rule'], keyof typeof FIGURES>> = {
  max_ltv: 'percent',
  max_cltv: 'percent',
  max_dti: 'percent',
  min_loan: 'dollars',
  max_loan: 'dollars',
  min_dscr: 'ratio',
  min_fico: 'score',
  max_price: 'price',
  min_price: 'price',
  min_rate: 'rate',
  adjustment_cap: 'adjustment',
};

/** The kind of figure a rule's value is printed as, or undefined for a rule that is no one figure (a list). */
export function figureOf(word: RuleWord, printed?: string): Figure | undefined {
  const priced = word.rule === 'max_price' || word.rule === 'min_price';
  const kind = word.points && priced ? (word.points === true ? 'points' : 'basis points') : KIND[word.rule];
  // a text printing no `%` at all prints its percentages bare
  if (kind === 'percent' && printed !== undefined && !printed.includes('%')) return FIGURES['bare percent'];
  return kind === undefined ? undefined : FIGURES[kind];
}

/** The one figure of `figure`'s kind `text` (a sentence, a cell) prints, or why not. */
export function onlyFigure(sheet: Sheet, figure: Figure, text: string, printer = 'the sentence'): number | string {
  const values = [...text.matchAll(figure.pattern)].map((m) => figure.value(m, sheet));
  if (values.length !== 1 || values[0] === undefined)
    return `expected ${printer} to print one ${figure.what}, found ${values.length}`;
  return values[0];
}

/** Lead words (RuleWord.lead): one run of words, or several looked for in turn, each after the one before (`['Harbor', 'minimum net price']`). */
export type Lead = string | readonly string[];

/** What `text` prints after each place `words` stand (at its start or after a word's end), a colon after them skipped. */
function after(text: string, words: string): string[] {
  const pattern = new RegExp(`(?:^|(?<=[^A-Za-z0-9]))${literal(words.trim())}\\s*:?\\s*`, 'gi');
  return [...text.matchAll(pattern)].map((m) => text.slice(m.index + m[0].length));
}

/** What `text` prints after each place its lead words stand, the words of a list each after the one before. */
export function afterWords(text: string, lead: Lead): string[] {
  const [last, ...before] = (typeof lead === 'string' ? [lead] : lead).toReversed();
  let rest = text;
  for (const words of before.toReversed()) {
    const [next] = after(rest, words);
    if (next === undefined) return [];
    rest = next;
  }
  return last === undefined ? [] : after(rest, last);
}

/** The figure of `figure`'s kind printed right after the lead words, at the first place they stand that has one. */
export function figureAfter(sheet: Sheet, figure: Figure, text: string, lead: Lead): number | string {
  for (const rest of afterWords(text, lead)) {
    const pattern = new RegExp(`^${figure.pattern.source}`, figure.pattern.flags.replace('g', ''));
    const m = pattern.exec(rest);
    const value = m ? figure.value(m, sheet) : undefined;
    if (value !== undefined) return value;
  }
  return `expected ${figure.what} right after ${JSON.stringify(lead)}`;
}

/** The text without the remark in parentheses it closes with (`$75,000 (Conforming products)`). */
export const withoutClosingRemark = (text: string): string => text.replace(/\s*\([^)]*\)\s*$/, '');

/** The text after the lead words to the end of its part of the cell (parts end at `|`, `;` or a line break), a remark in parentheses aside. */
export function partAfter(text: string, lead: Lead): string | undefined {
  const [rest] = afterWords(text, lead);
  return rest
    ?.split(/[|;\n]/)[0]
    ?.replace(/\s*\([^)]*\)/g, '')
    .trim();
}
