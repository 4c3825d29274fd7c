/** Comma lists in guideline cells: words of the lender's vocabulary, states, terms, lock periods. */
import { lookup } from '../worker/artifact/labels.ts';
import { isOneOf, US_STATES, type UsState } from '../worker/artifact/vocabulary.ts';
import { literal } from './patterns.ts';
import type { GuidelineRules, Words } from './profile.ts';
import type { Sheet } from './sheet.ts';

/** A parsed list's values; each unrecognised item, or no item at all, is reported at its cell. */
export function listAt<T extends string>(
  sheet: Sheet,
  row: number,
  col: number,
  label: string,
  parsed: { values: T[]; unknown: string[] },
): T[] {
  for (const u of parsed.unknown)
    sheet.error('unknown_list_item', row, col, `${JSON.stringify(u)} is not a recognised ${label} value`);
  if (parsed.values.length === 0)
    sheet.error('empty_list', row, col, `no ${label} recognised in ${JSON.stringify(sheet.text(row, col))}`);
  return parsed.values;
}

/** Maps each comma-separated item through the lender's words; unknown items are returned for reporting. */
export function wordList<T extends string>(
  text: string,
  words: Words<readonly T[]>,
): { values: T[]; unknown: string[] } {
  const values: T[] = [];
  const unknown: string[] = [];
  for (const item of text
    .split(/[,;]/)
    .map((s) => s.trim())
    .filter(Boolean)) {
    const hit = lookup(words, item);
    if (hit) values.push(...hit.filter((v) => !values.includes(v)));
    else unknown.push(item);
  }
  return { values, unknown };
}

type StatesForm = NonNullable<GuidelineRules['states']>;

/** "<all> [<plusDc>] [<except> <codes>]" in the profile's words, or an explicit list of codes. */
export function states(
  text: string,
  form: StatesForm,
): { values: UsState[]; except: UsState[] | null; unknown: string[] } {
  const all = new RegExp(
    `^${literal(form.all)}(\\s*${literal(form.plusDc)})?(?:\\s+${literal(form.except)}\\s+(.*))?$`,
    'i',
  ).exec(text.trim());
  const listed = (all ? (all[2] ?? '') : text)
    .split(/[,;]/)
    .map((s) => s.trim().toUpperCase())
    .filter(Boolean);
  const known = listed.filter((s): s is UsState => isOneOf(US_STATES, s));
  const unknown = listed.filter((s) => !isOneOf(US_STATES, s));
  // <all> alone is the 50 states; with <plusDc> the District too.
  if (all)
    return {
      values: US_STATES.filter((s) => !known.includes(s) && (s !== 'DC' || all[1])),
      except: known.sort(),
      unknown,
    };
  return { values: [...new Set(known)].sort(), except: null, unknown };
}

/** Every whole number in the text: "15, 20 and 30 years; 40 to amortise" -> [15, 20, 30, 40]. */
export function numbers(text: string): number[] {
  return [...text.matchAll(/\d+/g)].map((m) => Number(m[0]));
}
