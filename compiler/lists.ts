/** Comma lists on guideline tabs: borrowers, states, occupancies, terms, lock periods. */
import { type Citizenship, isOneOf, type Occupancy, US_STATES, type UsState } from '../worker/artifact/vocabulary.ts';
import { lookup } from './rows.ts';
import type { Sheet } from './workbook.ts';

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

const BORROWERS: Record<string, Citizenship[]> = {
  'us citizen': ['us_citizen'],
  'permanent resident': ['permanent_resident'],
  'non-permanent resident': ['non_permanent_resident'],
  'itin only': ['itin'],
  itin: ['itin'],
  'foreign national only': ['foreign_national'],
  'foreign national': ['foreign_national'],
};

const OCCUPANCY: Record<string, Occupancy[]> = {
  primary: ['owner_occupied'],
  'primary residence': ['owner_occupied'],
  'owner occupied': ['owner_occupied'],
  'second home': ['second_home'],
  investment: ['investment'],
  'investment only': ['investment'],
  'non-owner occupied': ['investment'],
};

/** Maps each comma-separated item through a dictionary; unknown items are returned for reporting. */
function mapList<T extends string>(text: string, dict: Record<string, T[]>): { values: T[]; unknown: string[] } {
  const values: T[] = [];
  const unknown: string[] = [];
  for (const item of text
    .split(/[,;]/)
    .map((s) => s.trim())
    .filter(Boolean)) {
    const hit = lookup(dict, item);
    if (hit) values.push(...hit.filter((v) => !values.includes(v)));
    else unknown.push(item);
  }
  return { values, unknown };
}

export const borrowers = (text: string) => mapList(text, BORROWERS);
export const occupancies = (text: string) => mapList(text, OCCUPANCY);

/** "All states + DC except ND, NY" or "AZ, CA, CO". */
export function states(text: string): { values: UsState[]; except: UsState[] | null; unknown: string[] } {
  const all = /^all states(\s*\+\s*dc)?(?:\s+except\s+(.*))?$/i.exec(text.trim());
  const listed = (all ? (all[2] ?? '') : text)
    .split(/[,;]/)
    .map((s) => s.trim().toUpperCase())
    .filter(Boolean);
  const known = listed.filter((s): s is UsState => isOneOf(US_STATES, s));
  const unknown = listed.filter((s) => !isOneOf(US_STATES, s));
  // "All states" alone is the 50 states; "All states + DC" adds the District.
  if (all)
    return {
      values: US_STATES.filter((s) => !known.includes(s) && (s !== 'DC' || all[1])),
      except: known.sort(),
      unknown,
    };
  return { values: [...new Set(known)].sort(), except: null, unknown };
}

/** Every whole number in the text: "15, 20, 25, 30 Yr Fixed; 40 Yr Maturity" -> [15, 20, 25, 30, 40]. */
export function numbers(text: string): number[] {
  return [...text.matchAll(/\d+/g)].map((m) => Number(m[0]));
}
