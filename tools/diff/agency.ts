/**
 * Agency specifics: per-state adjusters (matched by state code) and the block routes of each
 * program (matched by term, block names by the compiler's `key`).
 */
import type { BlockRoute, StateAdjusters } from '../../worker/artifact/format.ts';
import { key } from '../../worker/artifact/labels.ts';
import { pairBy } from './match.ts';
import type { Change } from './model.ts';

export function stateAdjusterChanges(slug: string, a: StateAdjusters | null, b: StateAdjusters | null): Change[] {
  const programs = [slug];
  const out: Change[] = [];
  const agencyA = a?.agency ?? null;
  const agencyB = b?.agency ?? null;
  if (agencyA !== agencyB) out.push({ kind: 'state_agency', programs, old: agencyA, new: agencyB });
  const pairs = pairBy(a?.states ?? [], b?.states ?? [], (s) => s.state).sort((x, y) =>
    x.key < y.key ? -1 : x.key > y.key ? 1 : 0,
  );
  for (const p of pairs) {
    const ov = p.a?.value ?? null;
    const nv = p.b?.value ?? null;
    if (ov !== nv) out.push({ kind: 'state_adjuster', programs, state: (p.a ?? p.b)!.state, old: ov, new: nv });
  }
  return out;
}

export function routeChanges(slug: string, a: readonly BlockRoute[] | null, b: readonly BlockRoute[] | null): Change[] {
  const out: Change[] = [];
  for (const p of pairBy(a ?? [], b ?? [], (r) => String(r.term))) {
    const ov = p.a ? { conforming: p.a.conforming, high_balance: p.a.high_balance } : null;
    const nv = p.b ? { conforming: p.b.conforming, high_balance: p.b.high_balance } : null;
    // Block names compared as the compiler compares them (a re-cased name is the same block).
    if (ov && nv && key(ov.conforming) === key(nv.conforming) && key(ov.high_balance) === key(nv.high_balance))
      continue;
    out.push({ kind: 'route', programs: [slug], term: (p.a ?? p.b)!.term, old: ov, new: nv });
  }
  return out;
}
