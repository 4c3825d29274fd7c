/**
 * A key cell of a declared table read as conditions: the profile's words, the one grammar of printed
 * comparisons (`FICO 700-719`, `LTV ≤ 60%`, `> $1MM`), a list of states (`FL, NY, NJ`), a lock
 * period (`15 Day`, `15-Day Lock`). Blank is no condition; a text none of these reads is an error at its cell, and
 * so is a condition on the note rate (`Note rates below 7.000%`): no loan-level row reads one.
 */
import type { Cond, Grid } from '../../worker/artifact/format.ts';
import { key, sameLabel } from '../../worker/artifact/labels.ts';
import { isOneOf, LOCK_DAYS, US_STATES, type UsState } from '../../worker/artifact/vocabulary.ts';
import {
  bandKind,
  parseBand,
  type RangeAttr,
  readCondition,
  readNoteRates,
  splitStates,
  stateCodes,
} from '../condition-text.ts';
import type { Sheet } from '../sheet.ts';
import type { Column, DeclaredProfile, Holds } from './language.ts';
import { mostLike } from './likeness.ts';

/** The states of an `All other states` row, filled in once its table is read (fillOtherStates): a mark until then. */
const OTHER_STATES: Cond = { kind: 'eq', attr: 'state', values: [] as unknown as [UsState] };

/**
 * The states no other row or column of the table's grids names, for each `All other states` row or
 * column: each grid read, its mark becomes those states (none of the `refused` ones, which the table
 * names too).
 */
export function fillOtherStates(grids: Iterable<Grid[]>, refused: readonly UsState[] = []): void {
  const all = [...grids].flat();
  const keys = all.flatMap((g) => [...g.rows, ...g.columns]);
  const named = new Set([
    ...refused,
    ...keys.flatMap((k) => k.when.flatMap((c) => (c !== OTHER_STATES && c.attr === 'state' ? c.values : []))),
  ]);
  const others = US_STATES.filter((s) => !named.has(s));
  for (const k of keys)
    k.when = k.when.map((c) => (c === OTHER_STATES ? { kind: 'eq', attr: 'state', values: others as [UsState] } : c));
}

/**
 * A lock period as printed: `15 Day`, `15 Days`, `15-day`, `15-Day Lock`, or in a cell of a column
 * that holds lock periods (`cell`) the bare day count `15`; undefined when it is none of LOCK_DAYS.
 */
export function lockDaysOf(text: string, { cell = false } = {}): (typeof LOCK_DAYS)[number] | undefined {
  const days = Number((/^(\d+)\s*-?\s*days?(?:\s+lock)?$/i.exec(text) ?? (cell ? /^(\d+)$/.exec(text) : null))?.[1]);
  return isOneOf(LOCK_DAYS, days) ? days : undefined;
}

/** The condition word of the profile most like an unread label (likeness.ts), as a message's end; '' when none is. */
function likeWord(text: string, profile: DeclaredProfile): string {
  const word = mostLike(text, Object.keys(profile.conditions), (w) => w);
  return word === undefined ? '' : `; the word most like it is ${JSON.stringify(word)}`;
}

/** A label's conditions as the profile reads them: its words, else the grammar, under its band edges. */
export const conditionOf = (profile: DeclaredProfile, text: string, attr?: RangeAttr) =>
  readCondition(text, profile.conditions, attr, profile.conventions.bandEdges);

/** A band key of `attr` under the profile's band edges, or why it is none. */
export const bandOf = (profile: DeclaredProfile, attr: RangeAttr, text: string) =>
  parseBand(bandKind(attr), text, profile.conventions.bandEdges?.[attr]);

/**
 * Values of one attribute printed as alternatives (`Condo / 2-4 Units`, `Second Home or Investment`):
 * each part a word or the grammar's naming values of the same attribute, read as one condition on
 * any of them; undefined otherwise (alternatives of several attributes are no row's conditions).
 */
function alternatives(profile: DeclaredProfile, text: string): Cond[] | undefined {
  const parts = text.split(/\s+(?:or|\/)\s+/i);
  if (parts.length < 2) return undefined;
  const read = parts.map((p) => partCondition(p, profile));
  const eqs = read.map((conds) => (conds?.length === 1 && conds[0]!.kind === 'eq' ? conds[0] : undefined));
  const attr = eqs[0]?.attr;
  if (!eqs.every((c) => c?.kind === 'eq' && c.attr === attr)) return undefined;
  const values = [...new Set(eqs.flatMap((c) => (c?.kind === 'eq' ? [...(c.values as readonly unknown[])] : [])))];
  return [{ kind: 'eq', attr, values } as Cond];
}

/** One of several conditions joined in a label: a word or the grammar's, or a state code. */
function partCondition(part: string, profile: DeclaredProfile): Cond[] | undefined {
  const read = conditionOf(profile, part);
  return Array.isArray(read) ? read : statesCondition(part);
}

/** A text that is a list of state codes alone, as the condition on the loan's state; undefined otherwise. */
function statesCondition(text: string): Cond[] | undefined {
  const { known, unknown } = splitStates(stateCodes(text));
  return known.length > 0 && unknown.length === 0
    ? [{ kind: 'eq', attr: 'state', values: known as [(typeof known)[number]] }]
    : undefined;
}

/** A key's text after the label it leads with (`lead`, to its colon); the text whole when it starts with none; undefined when no colon ends the label. Quiet. */
export function leadText(lead: Column['lead'], text: string): string | undefined {
  if (![lead ?? []].flat().some((w) => key(text).startsWith(key(w)))) return text;
  const colon = text.indexOf(':');
  return colon >= 0 ? text.slice(colon + 1).trim() : undefined;
}

/**
 * The text of a key cell after the label it leads with (Column `lead`: `Tier 2: FL, TX, AZ` after
 * `Tier`, to the colon, is `FL, TX, AZ`); the text whole when it starts with none of the words,
 * undefined (reported) when it does but no colon ends its label.
 */
function afterLead(sheet: Sheet, lead: Column['lead'], row: number, col: number, text: string): string | undefined {
  const after = leadText(lead, text);
  if (after !== undefined) return after;
  const words = [lead ?? []].flat().find((w) => key(text).startsWith(key(w)))!;
  sheet.error(
    'unknown_row_label',
    row,
    col,
    `${JSON.stringify(text)} starts with the label ${JSON.stringify(words)} but no colon ends it (\`${words} …: \` then the key)`,
  );
  return undefined;
}

/**
 * The conditions of the key cell at (row, col) that holds `holds` (its `text`, when it goes on below;
 * after the label it leads with, `lead`), or undefined (reported) when it cannot be read.
 */
export function keyConditions(
  sheet: Sheet,
  profile: DeclaredProfile,
  holds: Holds,
  row: number,
  col: number,
  printed = sheet.text(row, col),
  lead?: Column['lead'],
): Cond[] | undefined {
  const others = (t: string) => profile.states.otherwise !== undefined && sameLabel(t, profile.states.otherwise);
  if (printed === '') return [];
  if (others(printed)) return [OTHER_STATES];
  const text = afterLead(sheet, lead, row, col, printed);
  if (text === undefined) return undefined;
  if (text !== printed && others(text)) return [OTHER_STATES];
  if (holds === 'lock period') {
    const value = lockDaysOf(text, { cell: true });
    if (value !== undefined) return [{ kind: 'eq', attr: 'lock_days', values: [value] }];
    sheet.error(
      'unknown_lock_period',
      row,
      col,
      `expected a lock period of ${LOCK_DAYS.join(', ')} days, found ${JSON.stringify(text)}`,
    );
    return undefined;
  }
  const read = conditionOf(profile, text);
  if (Array.isArray(read)) return read;
  const states = statesCondition(text);
  if (states) return states;
  const { known, unknown } = splitStates(stateCodes(text));
  // conditions joined by commas or `and` (`FICO 700-719, LTV 70.01-75`, `TX, Cash-Out`): every one of them, when each reads
  const parts = text.split(/\s*,\s*|\s+and\s+/i).filter((p) => p !== '');
  const joined = parts.length > 1 ? parts.map((p) => partCondition(p, profile)) : [];
  if (joined.length > 0 && joined.every((c) => c !== undefined)) return joined.flat();
  const either = alternatives(profile, text);
  if (either) return either;
  const rated = [text, ...parts].find((t) => readNoteRates(t) !== undefined);
  if (rated !== undefined) {
    // a condition on the note rate adjusts each rate on its own: never the loan's row, read as another condition or none
    sheet.error(
      'unknown_row_label',
      row,
      col,
      `${JSON.stringify(rated)} is a condition on the note rate: only an adjustment list's 'rate condition' column reads one (each rate adjusted on its own)`,
    );
    return undefined;
  }
  if (known.length > 0) {
    // a list of state codes with one that is none: the code is the error, not the list
    sheet.error(
      'unknown_state',
      row,
      col,
      `${unknown.map((u) => JSON.stringify(u)).join(', ')} is not a US state code`,
    );
    return undefined;
  }
  sheet.error(
    'unknown_row_label',
    row,
    col,
    `${JSON.stringify(text)} is none of the profile's condition words and no comparison the grammar reads (FICO 700-719, LTV ≤ 60%, $100,000-$249,999, a list of states)${likeWord(text, profile)}`,
  );
  return undefined;
}
