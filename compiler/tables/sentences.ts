/**
 * Rules printed as sentences (language.ts RuleTable, shape `sentences`): a note such as `DSCR Flex:
 * DSCR below 1.00 is limited to 65% LTV.` is found by the words it starts with (a key of the table's
 * `rules`), and its value is the one figure of its rule's kind the sentence prints: a percentage for
 * a maximum LTV, CLTV or DTI, a dollar amount for a loan amount, a ratio for a DSCR, a score for a
 * FICO, a price for a price limit, a run of state codes for a state list; a list rule's value
 * (`property_types`, `occupancies`, `citizenship`, `lien_positions`) is the list of the profile's
 * words its first clause prints after its colon (`Eligible property types: SFR, Townhome and Condo.
 * Condotel is ineligible.`). Its scope is its word's `when` (a program, a loan amount: the
 * sentence's own words say what it applies to).
 */
import { key } from '../../worker/artifact/labels.ts';
import { isOneOf, US_STATES, type UsState } from '../../worker/artifact/vocabulary.ts';
import { dollars, scaled } from '../condition-text/decimal.ts';
import { listAt, wordList } from '../lists.ts';
import { a1, type Sheet } from '../sheet.ts';
import { onlyCell } from './find.ts';
import type { DeclaredProfile, RuleTable, RuleWord } from './language.ts';
import { afterLead, listWords, type ProgramRules, type RuleRow } from './rule-rows.ts';

/** How each kind of figure is printed, what it is called in a message, and its value in the rule's unit. */
const FIGURES: Readonly<
  Record<string, { pattern: RegExp; what: string; value: (m: RegExpExecArray) => number | undefined }>
> = {
  percent: { pattern: /(\d+(?:\.\d+)?)\s*%/g, what: 'percentage', value: (m) => scaled(m[1]!, 2) },
  dollars: { pattern: /\$\s*(\d[\d,]*(?:\.\d+)?(?:mm|m|k)?)/gi, what: 'dollar amount', value: (m) => dollars(m[1]!) },
  ratio: { pattern: /\b(\d+\.\d{1,2})\b/g, what: 'ratio such as 1.00', value: (m) => scaled(m[1]!, 2) },
  // three digits standing alone: not a part of an amount (`$1,500,000`) or a decimal; a full stop may follow
  score: { pattern: /(?<![\d,.$])(\d{3})(?![\d,]|\.\d)/g, what: 'score', value: (m) => Number(m[1]) },
  price: { pattern: /\b(\d{2,3}\.\d{1,3})\b/g, what: 'price such as 101.750', value: (m) => scaled(m[1]!, 3) },
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
};

/** The longest run of state codes the sentence prints (`AK, KS, MI`), or none. */
function stateRun(text: string): UsState[] {
  let best: UsState[] = [];
  for (const run of text.match(/\b[A-Z]{2}(?:\s*(?:,|and|or)\s*[A-Z]{2}\b)*/g) ?? []) {
    const codes = run.split(/\s*(?:,|and|or)\s*/).filter((c): c is UsState => isOneOf(US_STATES, c));
    if (codes.length > best.length) best = codes;
  }
  return [...new Set(best)].sort();
}

/** The value a sentence prints for its rule, or why it cannot be read. */
function sentenceValue(word: RuleWord, text: string): Pick<RuleRow, 'value' | 'except'> | string {
  if (word.rule === 'states' || word.rule === 'ppp_restricted_states') {
    const states = stateRun(text);
    return states.length > 0 ? { value: states, except: null } : 'expected a list of state codes such as AK, KS, MI';
  }
  const kind = KIND[word.rule];
  if (!kind) return `a ${word.rule} rule is not read from a sentence`;
  const { pattern, what, value } = FIGURES[kind]!;
  const figures = [...text.matchAll(pattern)].map((m) => value(m));
  if (figures.length !== 1 || figures[0] === undefined)
    return `expected the sentence to print one ${what}, found ${figures.length}`;
  return { value: figures[0], except: null };
}

/** The words a sentence lists for its rule: after its colon (else its start words) to the end of its first clause, separated by commas or `and` / `or`. */
function listed(text: string, start: string): string {
  const colon = text.indexOf(':');
  const rest = colon >= 0 ? text.slice(colon + 1) : afterLead(text, start);
  return (rest.split(/\.(?:\s|$)/)[0] ?? '').replace(/\s+(?:and|or)\s+/gi, ', ');
}

/** The value of the sentence at `at` for its rule (undefined: reported at its cell). */
function sentenceRule(
  sheet: Sheet,
  profile: DeclaredProfile,
  word: RuleWord,
  start: string,
  at: { row: number; col: number },
): Pick<RuleRow, 'value' | 'except'> | undefined {
  const text = sheet.text(at.row, at.col);
  const vocabulary = listWords(profile, word.rule);
  if (vocabulary) {
    const parsed = wordList(listed(text, start), vocabulary);
    const values = listAt(sheet, at.row, at.col, start.toLowerCase(), parsed);
    return parsed.unknown.length === 0 && values.length > 0 ? { value: values, except: null } : undefined;
  }
  const read = sentenceValue(word, text);
  if (typeof read !== 'string') return read;
  sheet.error('expected_number', at.row, at.col, read);
  return undefined;
}

/** The rules of a table of sentences, every program's (each rule scoped by its word's `when`). */
export function readSentences(
  sheet: Sheet,
  profile: DeclaredProfile,
  table: RuleTable,
  tableIndex: number,
): Map<string, ProgramRules> {
  const rows: RuleRow[] = [];
  for (const [words, word] of Object.entries(table.rules)) {
    const starting = sheet.find((text) => key(text).startsWith(key(words)));
    const at = onlyCell(sheet, starting, `sentence starting ${JSON.stringify(words)}`);
    if (!at) continue;
    const read = sentenceRule(sheet, profile, word, words, at);
    if (!read) continue;
    const place = { workbook: sheet.origin.workbookIndex, tab: sheet.tab, cell: a1(at.row, at.col) };
    rows.push({
      label: words,
      key: `${key(words)}|`,
      word,
      ...read,
      when: [...(word.when ?? [])],
      ...place,
      table: tableIndex,
    });
  }
  return new Map(profile.programs.map((p) => [p.slug, { workbook: sheet.origin.workbookIndex, tab: sheet.tab, rows }]));
}
