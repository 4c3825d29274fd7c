/**
 * Rules printed as sentences (language.ts RuleTable, shape `sentences`): a note such as `DSCR Flex:
 * DSCR below 1.00 is limited to 65% LTV.` is found by the words it starts with (a key of the table's
 * `rules`), and its value is the one figure of its rule's kind the sentence prints: a percentage for
 * a maximum LTV, CLTV or DTI, a dollar amount for a loan amount, a ratio for a DSCR, a score for a
 * FICO, a price for a price limit, the state codes of its one clause printing any for a state list;
 * a list rule's value (`property_types`, `occupancies`, `citizenship`, `lien_positions`) is the list
 * of the profile's words its first clause prints after its colon (`Eligible property types: SFR,
 * Townhome and Condo. Condotel is ineligible.`). A word with `lead` reads its value after those words,
 * as a rule cell does (several rules in one note; states: the clause after them); one with `reads`
 * takes the value the profile gives, the note its place. Its scope is its word's `when` (a program,
 * a loan amount: the sentence's own words say what it applies to).
 */
import { key } from '../../worker/artifact/labels.ts';
import { isOneOf, US_STATES, type UsState } from '../../worker/artifact/vocabulary.ts';
import { listAt, wordList } from '../lists.ts';
import { a1, type Sheet } from '../sheet.ts';
import { afterWords, figureOf, onlyFigure, withoutClosingRemark } from './figures.ts';
import { onlyCell } from './find.ts';
import type { DeclaredProfile, RuleTable, RuleWord } from './language.ts';
import { ownerOf } from './program-cells.ts';
import { checkTermRows, loanLimits, type ProgramRules, type RuleRow, unsaid } from './rule-rows.ts';
import { afterLead, listWords, ruleValue } from './rule-values.ts';

/** A full stop ending a clause: not an initial's (`U.S. citizens`, a capital standing alone before it). */
const FULL_STOP = /(?<!\b[A-Z])\.(?:\s|$)/;

/** The clauses of a sentence: parts ending at `;` or a full stop. */
const clausesOf = (text: string) =>
  text.split(new RegExp(`;(?:\\s|$)|${FULL_STOP.source}`)).filter((c) => c.trim() !== '');

/** The state codes a text prints as words (`AK, KS and MI`, `Hawaii (HI) and New York (NY)`). */
const codesIn = (text: string): UsState[] =>
  [...(text.match(/\b[A-Z]{2}\b/g) ?? [])].filter((c): c is UsState => isOneOf(US_STATES, c));

/**
 * The states a sentence lists: those of the clause after its `lead` words, or of its one clause that
 * prints any (states in two clauses need a lead to say which); `excluded`, every other state.
 */
function statesOf(word: RuleWord, text: string): Pick<RuleRow, 'value' | 'except'> | string {
  const after = word.lead === undefined ? text : afterWords(text, word.lead)[0];
  if (after === undefined) return `expected ${JSON.stringify(word.lead)} in the sentence`;
  const clauses = clausesOf(after).filter((c) => codesIn(c).length > 0);
  const clause = word.lead === undefined ? clauses : clauses.slice(0, 1);
  if (clause.length > 1)
    return 'expected the states in one clause, found them in several: declare the lead words of the one meant';
  const codes = [...new Set(codesIn(clause[0] ?? ''))].sort();
  if (codes.length === 0) return 'expected a list of state codes such as AK, KS, MI';
  return word.excluded
    ? { value: US_STATES.filter((s) => !codes.includes(s)), except: codes }
    : { value: codes, except: null };
}

/** The value a sentence prints for its rule, or why it cannot be read. */
function sentenceValue(sheet: Sheet, word: RuleWord, text: string): Pick<RuleRow, 'value' | 'except'> | string {
  if (word.rule === 'states' || word.rule === 'ppp_restricted_states') return statesOf(word, text);
  const figure = figureOf(word);
  if (!figure) return `a ${word.rule} rule is not read from a sentence`;
  const value = onlyFigure(sheet, figure, text);
  return typeof value === 'string' ? value : { value, except: null };
}

/**
 * The words a sentence lists for its rule: after its colon (else its start words) to the end of its
 * first clause, separated by commas or `and` / `or`, without the prose around them: a closing
 * `only`, a closing remark in parentheses (`Primary and second home (no investment).`).
 */
function listed(text: string, start: string): string {
  const colon = text.indexOf(':');
  const rest = colon >= 0 ? text.slice(colon + 1) : afterLead(text, start);
  return withoutClosingRemark(rest.split(FULL_STOP)[0] ?? '')
    .replace(/\s+only\s*$/i, '')
    .replace(/\s+(?:and|or)\s+/gi, ', ');
}

/**
 * The text of the sentence at `at`: its cell's, or, when the cell prints its start words alone (a
 * label, `Ineligible States:`), the label then the cells after it in its row to the first blank,
 * one item each (`NY | NJ | IL`).
 */
function sentenceText(sheet: Sheet, start: string, at: { row: number; col: number }): string {
  const own = sheet.text(at.row, at.col);
  if (afterLead(own, start).replace(/^[\s:]+/, '') !== '') return own;
  const items = sheet.cellsAfter(at.row, at.col);
  return items.length === 0 ? own : `${own} ${items.join(', ')}`;
}

/** The value of the sentence at `at` for its rule (undefined: reported at its cell). */
function sentenceRule(
  sheet: Sheet,
  profile: DeclaredProfile,
  word: RuleWord,
  start: string,
  at: { row: number; col: number },
): Pick<RuleRow, 'value' | 'except'> | undefined {
  const text = sentenceText(sheet, start, at);
  // a note saying its rule in words: the value the profile reads it as, the note its place
  if (word.reads !== undefined) return ruleValue(sheet, profile, word, start, at.row, at.col, word.reads);
  // after lead words, read as a rule cell reads them (several rules in one note)
  if (word.lead !== undefined && word.rule !== 'states' && word.rule !== 'ppp_restricted_states')
    return ruleValue(sheet, profile, word, start, at.row, at.col);
  const vocabulary = listWords(profile, word.rule);
  if (vocabulary) {
    const parsed = wordList(listed(text, start), vocabulary);
    const values = listAt(sheet, at.row, at.col, start.toLowerCase(), parsed);
    return parsed.unknown.length === 0 && values.length > 0 ? { value: values, except: null } : undefined;
  }
  const read = sentenceValue(sheet, word, text);
  if (typeof read !== 'string') return read;
  sheet.error('expected_number', at.row, at.col, read);
  return undefined;
}

/** The rules of a table of sentences, every program's (each rule scoped by its word's `when`), or its section's or tab's program's. */
export function readSentences(
  sheet: Sheet,
  profile: DeclaredProfile,
  table: RuleTable,
  tableIndex: number,
): Map<string, ProgramRules> {
  const rows: RuleRow[] = [];
  for (const [words, meant] of Object.entries(table.rules)) {
    const starting = sheet.find((text) => key(text).startsWith(key(words)));
    const at = onlyCell(sheet, starting, `sentence starting ${JSON.stringify(words)}`, words);
    if (!at) continue;
    // a note of several rules (each after its lead words) is a row per rule
    [meant].flat().forEach((word, i) => {
      const refused = unsaid(word, word.when ?? [], true);
      if (refused) {
        sheet.error('unsupported_layout', at.row, at.col, refused);
        return;
      }
      const read = sentenceRule(sheet, profile, word, words, at);
      if (!read) return;
      const place = { workbook: sheet.origin.workbookIndex, tab: sheet.tab, cell: a1(at.row, at.col) };
      const row: RuleRow = {
        label: words,
        key: `${key(words)}|${i}`,
        word,
        ...read,
        when: [...(word.when ?? [])],
        ...place,
        table: tableIndex,
      };
      rows.push(...loanLimits(row));
    });
  }
  // on a program's own section, tab or workbook, the sentences are that program's alone
  const owner = ownerOf(sheet, profile, table.at);
  const rules = new Map(
    (owner ? [owner] : profile.programs).map((p) => [
      p.slug,
      { workbook: sheet.origin.workbookIndex, tab: sheet.tab, rows },
    ]),
  );
  checkTermRows(sheet, profile, rules);
  return rules;
}
