/**
 * A rule's value, as its rule word reads it (language.ts RuleWord): a limit from its cell (a figure
 * after lead words, or a price limit printed as points, from the cell's text: figures.ts), a list in
 * the profile's words, states, prepayment terms, lock periods, a loan range, the terms a row prints.
 * Each bad value is reported at its cell.
 */
import { isOneOf, NO_PPP, PPP_TERMS, TERMS, US_STATES, type UsState } from '../../worker/artifact/vocabulary.ts';
import { adjustment, dollars, percent, plain, price, rate } from '../cells.ts';
import type { BandKind } from '../condition-text/attributes.ts';
import { unit } from '../condition-text/bands.ts';
import { type Op, readComparison } from '../condition-text/comparison.ts';
import { readCondition, stateList } from '../condition-text.ts';
import { listAt, numbers, wordList } from '../lists.ts';
import { literal } from '../patterns.ts';
import type { ProgramProfile, Words } from '../profile.ts';
import { programNamed } from '../readers/tabs.ts';
import type { Sheet } from '../sheet.ts';
import { afterWords, figureAfter, figureOf, onlyFigure, partAfter, withoutClosingRemark } from './figures.ts';
import type { DeclaredProfile, RuleWord } from './language.ts';
import { termOf } from './terms.ts';

/** A rule's value as printed (null: printed as no rule, the word's `none`), and the states it excepts. */
export interface RuleValue {
  value: number | readonly string[] | readonly number[] | null;
  except: UsState[] | null;
}

/** The prepayment terms a cell lists: `None` (or `No PPP`, `No Prepay`) and step-down schedules by their first figure (`5-4-3-2-1`, `3 Yr`). */
function pppTermsAt(sheet: Sheet, row: number, col: number, text: string): RuleValue | undefined {
  const items = text
    .split(/[,;]|\s+(?:and|or)\s+/i)
    .map((t) => t.trim())
    .filter(Boolean);
  const terms = items.map((t) =>
    /^(none|no ppp|no prepay(ment)?)$/i.test(t) ? NO_PPP : `${/^(\d+)/.exec(t)?.[1] ?? ''}YR PPP`,
  );
  const bad = items.find((_, i) => !isOneOf(PPP_TERMS, terms[i]));
  if (bad === undefined && terms.length > 0) return { value: [...new Set(terms)], except: null };
  sheet.error(
    'unknown_ppp_term',
    row,
    col,
    `expected None or a schedule such as 5-4-3-2-1, found ${JSON.stringify(bad ?? '')}`,
  );
  return undefined;
}

/** `text` after its lead words (RuleWord.lead), compared as labels are; the text itself when it does not start with them. */
export function afterLead(text: string, lead: string | undefined): string {
  if (lead === undefined) return text;
  const match = new RegExp(`^\\s*${literal(lead.trim())}\\s*`, 'i').exec(text);
  return match ? text.slice(match[0].length) : text;
}

/** A comma list of the profile's words for vocabulary values, in the order printed (each once); undefined (reported at the cell) when an item is none of them. */
function wordsAt<T extends string>(
  sheet: Sheet,
  row: number,
  col: number,
  text: string,
  words: Words<readonly T[]>,
  label: string,
): RuleValue | undefined {
  const parsed = wordList(text, words);
  const values = listAt(sheet, row, col, label.toLowerCase(), parsed);
  return parsed.unknown.length === 0 && values.length > 0 ? { value: values, except: null } : undefined;
}

/**
 * A terms row, `<program>: 30 years; <program>: 15 years` (or one list for every program it is
 * for), against the terms the names of the `programs` it is for print or their profile lists: a
 * term the service does not price, a program the row does not list, or a term its name or profile
 * contradicts is an error at the cell.
 */
export function checkTerms(
  sheet: Sheet,
  profile: DeclaredProfile,
  row: number,
  col: number,
  programs: readonly ProgramProfile[],
): void {
  const text = sheet.text(row, col);
  const listed = new Map<string, number[]>();
  const all = !text.includes(':');
  for (const part of all ? [text] : text.split(';')) {
    const [name = '', years = ''] = all ? ['', part] : part.split(':');
    const program = all ? undefined : programNamed(profile, name.trim());
    const terms = numbers(years);
    for (const t of terms.filter((t) => !isOneOf(TERMS, t)))
      sheet.error('unknown_term', row, col, `expected a term of ${TERMS.join(', ')} years, found ${t}`);
    if (all) for (const p of programs) listed.set(p.slug, terms);
    else if (program) listed.set(program.slug, terms);
  }
  for (const p of programs) {
    const terms = listed.get(p.slug);
    const said = p.terms ?? [termOf(profile, p)].filter((t) => t !== undefined);
    const agrees = p.terms
      ? terms?.length === said.length && said.every((t) => terms.includes(t))
      : terms?.includes(said[0]!);
    if (!terms || terms.length === 0) sheet.error('empty_list', row, col, `no term listed for ${p.name}`);
    else if (said.length > 0 && terms.every((t) => isOneOf(TERMS, t)) && !agrees)
      sheet.error(
        'unknown_term',
        row,
        col,
        `${p.name}: ${p.terms ? 'its profile lists' : 'its name says'} ${said.join(', ')} years, the row ${terms.join(', ')}`,
      );
  }
}

/** The profile's words for the values of a list rule (`occupancies`, `citizenship`, `lien_positions`, `property_types`); undefined for any other rule. */
export function listWords(profile: DeclaredProfile, rule: RuleWord['rule']): Words<readonly string[]> | undefined {
  const { words } = profile;
  const lists: Partial<Record<RuleWord['rule'], Words<readonly string[]>>> = {
    citizenship: words.citizenship,
    occupancies: words.occupancy,
    lien_positions: words.lienPosition ?? {},
    property_types: words.propertyType ?? {},
  };
  return lists[rule];
}

/** A rule's value as its rule reads it, in the cell at (row, col) (or as `printed` says it). */
export function ruleValue(...args: Parameters<typeof valueAsPrinted>): RuleValue | undefined {
  const [sheet, , word, , row, col] = args;
  if (word.andMaxCltv && word.rule !== 'max_ltv') {
    sheet.error(
      'unsupported_layout',
      row,
      col,
      `\`andMaxCltv\` is said of a maximum LTV (max_ltv), not of ${word.rule}`,
    );
    return undefined;
  }
  const read = valueAsPrinted(...args);
  // a price limit beyond any price a sheet prints is misread (basis points read as points: `(275)` is no cap of 375.000)
  const priced = word.rule === 'max_price' || word.rule === 'min_price';
  if (priced && typeof read?.value === 'number' && (read.value < 50_000 || read.value > 150_000)) {
    sheet.error(
      'expected_price',
      row,
      col,
      `a price limit of ${read.value / 1000} is no price (${word.points === true ? "points declared: basis points are `points: 'basis points'`" : 'expected a price such as 101.750'})`,
    );
    return undefined;
  }
  if (!word.exclusive || read === undefined || read.value === null) return read;
  // the notes exclude the printed figure: a whole-unit minimum starts one unit above it, a maximum ends one below
  const step = { min_loan: 1, min_fico: 1, max_loan: -1 }[word.rule as string];
  if (step !== undefined && typeof read.value === 'number') return { ...read, value: read.value + step };
  sheet.error(
    'unsupported_layout',
    row,
    col,
    `\`exclusive\` is said of a limit in whole units (min_loan, max_loan, min_fico), not of ${word.rule}`,
  );
  return undefined;
}

/** How each limit's figure is read when printed in words, and the comparisons that say it (a minimum `at least`, a maximum `up to`). */
const AT_LEAST: readonly Op[] = ['>=', '+'];
const UP_TO: readonly Op[] = ['<='];
const IN_WORDS: Partial<Record<RuleWord['rule'], { kind: BandKind; ops: readonly Op[] }>> = {
  min_fico: { kind: 'fico', ops: AT_LEAST },
  min_dscr: { kind: 'dscr', ops: AT_LEAST },
  min_loan: { kind: 'dollars', ops: AT_LEAST },
  max_loan: { kind: 'dollars', ops: UP_TO },
  max_dti: { kind: 'percent', ops: UP_TO },
  max_ltv: { kind: 'percent', ops: UP_TO },
  max_cltv: { kind: 'percent', ops: UP_TO },
};

/** A limit printed in words (`660 and above`, `At least 1.00x`, `Up to 50%`): its figure, when the words say its rule's comparison. */
function limitInWords(rule: RuleWord['rule'], text: string): number | undefined {
  const reading = IN_WORDS[rule];
  if (!reading || !/[a-z]/i.test(text.replace(/\d(?:x|k|mm?|million)\b/gi, ''))) return undefined;
  const c = readComparison(text);
  return c && c.b === undefined && reading.ops.includes(c.op) ? unit(reading.kind, c.a) : undefined;
}

/** The rule's value as its cell (or `printed`) prints it. */
function valueAsPrinted(
  sheet: Sheet,
  profile: DeclaredProfile,
  word: RuleWord,
  label: string,
  row: number,
  col: number,
  printed?: string,
): RuleValue | undefined {
  // `printed`: the value a note says in words (RuleWord.reads), in place of the cell's text
  const whole = printed ?? sheet.text(row, col);
  // its lines kept where lead words find the parts of a cell: a part ends at a line break
  const lines = printed ?? sheet.lines(row, col);
  // a value after lead words (several rules in one cell), or a price limit printed as points: read from the text
  const led = word.lead !== undefined && word.rule !== 'states' && word.rule !== 'ppp_restricted_states';
  const figure = figureOf(word, whole);
  // a figure followed by a remark in parentheses (`$75,000 (Conforming products)`): the remark aside
  const remark = /^[^(]+\([^)]*\)\s*$/.exec(whole) ? withoutClosingRemark(whole) : undefined;
  if (figure && (led || word.points || printed !== undefined || remark !== undefined)) {
    const value =
      word.lead === undefined
        ? onlyFigure(sheet, figure, remark ?? whole, 'the cell')
        : figureAfter(sheet, figure, lines, word.lead);
    if (typeof value !== 'string') return { value, except: null };
    sheet.error('expected_number', row, col, value);
    return undefined;
  }
  const text = led ? partAfter(lines, word.lead!) : whole;
  if (text === undefined) {
    sheet.error('missing_row', row, col, `expected ${JSON.stringify(word.lead)} in ${JSON.stringify(whole)}`);
    return undefined;
  }
  const number = (n: number | null | undefined) =>
    n === null || n === undefined ? undefined : { value: n, except: null };
  const worded = limitInWords(word.rule, whole);
  if (worded !== undefined) return number(worded);
  switch (word.rule) {
    case 'min_fico':
      return number(plain(sheet, row, col, 1, false));
    case 'max_dti':
    case 'max_ltv':
    case 'max_cltv':
      return number(percent(sheet, row, col, false));
    case 'min_dscr':
      return number(plain(sheet, row, col, 100, false));
    case 'citizenship':
    case 'occupancies':
    case 'lien_positions':
    case 'property_types':
      return wordsAt(sheet, row, col, text, listWords(profile, word.rule)!, label);
    case 'min_loan':
    case 'max_loan':
    case 'conforming_limit':
      return number(dollars(sheet, row, col));
    case 'max_price':
    case 'min_price':
      return number(price(sheet, row, col));
    case 'min_rate':
      return number(rate(sheet, row, col));
    case 'adjustment_cap': {
      // an adjustment as the lender prints one (its sign convention), the least the sum may be
      const least = adjustment(sheet, row, col);
      if (least !== null) return number(least);
      sheet.error(
        'expected_number',
        row,
        col,
        `expected the least the adjustments add up to, such as -3.000, found ${JSON.stringify(whole)}`,
      );
      return undefined;
    }
    case 'states':
    case 'ppp_restricted_states': {
      const printed = word.lead === undefined ? text : (afterWords(text, word.lead)[0] ?? text);
      // the list is its sentence's: `AK, HI. All other states and DC are eligible.` lists AK and HI
      const list = stateList(printed.split(/\.(?:\s|$)/)[0]!, profile.states);
      // a list of the states not eligible: every other state is
      if (word.excluded && list.unknown.length === 0 && list.except === null)
        return { value: US_STATES.filter((s) => !list.values.includes(s)), except: list.values };
      if (list.unknown.length === 0 && list.values.length > 0) return { value: list.values, except: list.except };
      sheet.error(
        'unknown_state',
        row,
        col,
        `expected a list of states, found ${list.unknown.map((u) => JSON.stringify(u)).join(', ') || '""'}`,
      );
      return undefined;
    }
    case 'ppp_terms':
      return pppTermsAt(sheet, row, col, text);
    case 'terms':
      // the terms are read from the programs' names (DeclaredProfile.terms): the row gives their cell, and
      // must agree (checkTermRows, once the programs it is for are known); its value no rule of its own
      return { value: [], except: null };
    case 'loan_amounts': {
      // one range of whole dollars (`$100K – $2MM`, `$100,000 - $2,000,000`), read by the grammar; a note after it in parentheses aside
      const read = readCondition(withoutClosingRemark(text), {});
      const range = Array.isArray(read) ? read.find((c) => c.kind === 'range' && c.attr === 'loan_amount') : undefined;
      if (range?.kind === 'range' && range.range.lo !== null && range.range.hi !== null) {
        const { lo, lo_incl, hi, hi_incl } = range.range;
        return { value: [lo_incl ? lo : lo + 1, hi_incl ? hi : hi - 1], except: null };
      }
      sheet.error(
        'expected_dollars',
        row,
        col,
        `expected a loan amount range such as $100,000 - $2,000,000, found ${JSON.stringify(text)}`,
      );
      return undefined;
    }
    case 'locks': {
      // `15, 30, 45`, `15, 30, 45, 60 Days`, `15 Day, 30 Day`, `15 / 30 / 45 Days`, `15, 30 and 45 days`
      const days = text
        .split(/[,/]|\s+(?:and|or)\s+/i)
        .filter((d) => d.trim() !== '')
        .map((d) => Number(d.replace(/\s*days?\s*$/i, '').trim()));
      if (days.every((d) => Number.isInteger(d) && d > 0)) return { value: days, except: null };
      sheet.error(
        'expected_number',
        row,
        col,
        `expected lock periods in days such as 15, 30, 45, found ${JSON.stringify(text)}`,
      );
      return undefined;
    }
  }
}
