/** Comma lists in guideline cells: words of the lender's vocabulary, terms, lock periods (states: compiler/condition-text.ts). */
import { lookup } from '../worker/artifact/labels.ts';
import type { Words } from './profile.ts';
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
  const add = (hit: readonly T[]) => values.push(...hit.filter((v) => !values.includes(v)));
  for (const item of text
    .split(/[,;]/)
    .map((s) => s.trim())
    .filter(Boolean)) {
    const hit = lookup(words, item);
    // `2nd Home & Non-Owner`: words joined by `&` or `and`, when the whole is no word of its own
    const parts = hit ? [] : item.split(/\s*&\s*|\s+and\s+/i).filter(Boolean);
    const hits = parts.map((part) => lookup(words, part));
    if (hit) add(hit);
    else if (parts.length > 1 && hits.every((h) => h !== undefined)) for (const h of hits) add(h!);
    else unknown.push(item);
  }
  return { values, unknown };
}

/** Every whole number in the text: "15, 20 and 30 years; 40 to amortise" -> [15, 20, 30, 40]. */
export function numbers(text: string): number[] {
  return [...text.matchAll(/\d+/g)].map((m) => Number(m[0]));
}
