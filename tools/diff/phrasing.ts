/**
 * How the headline lists things in a sentence: at most a few items, the rest counted; names joined
 * with "and"; the programs a change affects by name, or "all programs".
 */
import type { Diff } from './model.ts';

/** At most this many items in one sentence; the rest are counted. */
const MAX_ITEMS = 5;

/** "1 change", "3 changes". */
export const plural = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

export function listed(items: readonly string[], sep = '; '): string {
  const shown = items.slice(0, MAX_ITEMS).join(sep);
  return items.length > MAX_ITEMS ? `${shown}${sep}and ${items.length - MAX_ITEMS} more` : shown;
}

export const and = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

export function programsOf(diff: Diff, slugs: readonly string[]): string {
  if (slugs.length > 1 && slugs.length === diff.programs.length) return 'all programs';
  return and(slugs.map((s) => diff.programs.find((p) => p.slug === s)?.name ?? s));
}
