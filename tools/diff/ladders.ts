/**
 * Price ladder moves: non-QM base ladders (one per program) and agency rate blocks (one ladder per
 * block and lock column). Rates are matched by note rate; a rate with NA or no price is not offered.
 */
import type { Artifact, Ladder, RateBlock } from '../../worker/artifact/format.ts';
import { tableIdentity } from '../../worker/artifact/item-identity.ts';
import { key } from '../../worker/artifact/labels.ts';
import { pairBy } from './match.ts';
import type { LadderChange, LadderPoint, LadderRef, Status } from './model.ts';

type Priced = { rate: number; price: number | null };

/** Median of sorted integers; the mean of the two middle values for an even count. */
export function median(sorted: readonly number[]): number | null {
  const n = sorted.length;
  if (n === 0) return null;
  const mid = Math.floor(n / 2);
  return n % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The ladder change between two lists of (rate, price), or null when they offer the same prices. */
export function ladderChange(
  ref: LadderRef,
  programs: string[],
  a: readonly Priced[] | null,
  b: readonly Priced[] | null,
): LadderChange | null {
  const offered = (rows: readonly Priced[] | null) => {
    const m = new Map<number, number>();
    for (const r of rows ?? []) if (r.price !== null && !m.has(r.rate)) m.set(r.rate, r.price);
    return m;
  };
  const ma = offered(a);
  const mb = offered(b);
  const rates = [...new Set([...ma.keys(), ...mb.keys()])].sort((x, y) => x - y);
  const points: LadderPoint[] = rates.map((rate) => ({ rate, a: ma.get(rate) ?? null, b: mb.get(rate) ?? null }));
  const added = points.filter((p) => p.a === null && p.b !== null).map((p) => p.rate);
  const removed = points.filter((p) => p.a !== null && p.b === null).map((p) => p.rate);
  const deltas = points
    .filter((p) => p.a !== null && p.b !== null)
    .map((p) => p.b! - p.a!)
    .sort((x, y) => x - y);
  const changed = deltas.filter((d) => d !== 0).length;
  const status: Status = a === null ? 'added' : b === null ? 'removed' : 'changed';
  if (status === 'changed' && added.length === 0 && removed.length === 0 && changed === 0) return null;
  return {
    kind: 'ladder',
    programs,
    ladder: ref,
    status,
    count_a: ma.size,
    count_b: mb.size,
    added,
    removed,
    common: deltas.length,
    changed,
    min_change: deltas.length ? deltas[0]! : null,
    median_change: median(deltas),
    max_change: deltas.length ? deltas[deltas.length - 1]! : null,
    points,
  };
}

export function programLadderChange(slug: string, a: Ladder | null, b: Ladder | null): LadderChange | null {
  if (a === null && b === null) return null;
  return ladderChange({ type: 'program', program: slug }, [slug], a?.rows ?? null, b?.rows ?? null);
}

/** Programs whose routes (on either day) name the block, day A's first. */
function routedPrograms(block: string, a: Artifact, b: Artifact): string[] {
  const routed = (name: string) => key(name) === key(block);
  const programs = [a, b].flatMap((art) => art.programs);
  return [
    ...new Set(
      programs.filter((p) => p.routes?.some((r) => routed(r.conforming) || routed(r.high_balance))).map((p) => p.slug),
    ),
  ];
}

/** One change per (block, lock column) whose prices or offered rates moved; blocks matched by name (`key`), locks by days. */
export function blockChanges(a: Artifact, b: Artifact): LadderChange[] {
  const out: LadderChange[] = [];
  for (const pair of pairBy(a.rate_blocks, b.rate_blocks, (blk) => tableIdentity(blk.name))) {
    const any = (pair.b ?? pair.a)!;
    const programs = routedPrograms(any.name, a, b);
    const days = (blk: RateBlock | undefined) => blk?.locks.map((l) => ({ days: l.days })) ?? [];
    const locks = pairBy(days(pair.a), days(pair.b), (l) => String(l.days));
    for (const lock of locks) {
      const days = (lock.a ?? lock.b)!.days;
      const column = (blk: RateBlock | undefined, present: boolean) => {
        if (!blk || !present) return null;
        const i = blk.locks.findIndex((l) => l.days === days);
        return blk.rows.map((r) => ({ rate: r.rate, price: r.prices[i] ?? null }));
      };
      const ref: LadderRef = { type: 'block', block: any.name, code: any.code, lock_days: days };
      const change = ladderChange(
        ref,
        programs,
        column(pair.a, lock.a !== undefined),
        column(pair.b, lock.b !== undefined),
      );
      if (change) out.push(change);
    }
  }
  return out;
}
