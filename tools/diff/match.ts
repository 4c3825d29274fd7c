/**
 * Pairing things of day A with things of day B by a meaning key (a label in the compiler's normal
 * form `key` of worker/artifact/labels.ts, a slug, a rate), never by position. A key seen twice on
 * the same day gets an occurrence suffix (`label#2`) so that duplicates still pair in order instead
 * of overwriting each other.
 */

export interface Pair<T> {
  key: string;
  a: T | undefined;
  b: T | undefined;
}

function keyed<T>(items: readonly T[], key: (item: T) => string): Map<string, T> {
  const seen = new Map<string, number>();
  const out = new Map<string, T>();
  for (const item of items) {
    const k = key(item);
    const n = (seen.get(k) ?? 0) + 1;
    seen.set(k, n);
    out.set(n === 1 ? k : `${k}#${n}`, item);
  }
  return out;
}

/** Every key of either side: day A's order, then keys found on day B only, in B's order. */
export function pairBy<T>(a: readonly T[], b: readonly T[], key: (item: T) => string): Pair<T>[] {
  const ma = keyed(a, key);
  const mb = keyed(b, key);
  const out: Pair<T>[] = [];
  for (const [k, item] of ma) out.push({ key: k, a: item, b: mb.get(k) });
  for (const [k, item] of mb) if (!ma.has(k)) out.push({ key: k, a: undefined, b: item });
  return out;
}

/**
 * The changes between two days' items paired by identity: `one` for an item of one day only (added
 * on B, removed from A), `both` for an item of both days; in pairBy's order.
 */
export function keyedChanges<T, C>(
  a: readonly T[],
  b: readonly T[],
  key: (item: T) => string,
  one: (item: T, status: 'added' | 'removed') => C[],
  both: (a: T, b: T) => C[],
): C[] {
  return pairBy(a, b, key).flatMap((p) =>
    p.a && p.b ? both(p.a, p.b) : one((p.a ?? p.b)!, p.a ? 'removed' : 'added'),
  );
}

/** Items of `b` whose key is not on day A (day B's order), and of `a` whose key is not on day B (day A's order). */
export function onlyIn<T>(a: readonly T[], b: readonly T[], key: (item: T) => unknown) {
  const keysA = new Set(a.map(key));
  const keysB = new Set(b.map(key));
  return { added: b.filter((x) => !keysA.has(key(x))), removed: a.filter((x) => !keysB.has(key(x))) };
}

/** Strings of `b` not in `a` and of `a` not in `b`, each sorted. */
export function setDiff(a: readonly string[], b: readonly string[]): { added: string[]; removed: string[] } {
  const sa = new Set(a);
  const sb = new Set(b);
  return {
    added: [...sb].filter((x) => !sa.has(x)).sort(),
    removed: [...sa].filter((x) => !sb.has(x)).sort(),
  };
}

export function naTransition(
  old: number | null | undefined,
  now: number | null | undefined,
): 'became_na' | 'no_longer_na' | null {
  if (old === undefined || now === undefined) return null;
  if (old !== null && now === null) return 'became_na';
  if (old === null && now !== null) return 'no_longer_na';
  return null;
}
