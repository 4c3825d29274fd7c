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
  const [agencyA, agencyB] = [a?.agency ?? null, b?.agency ?? null];
  const agency: Change[] = agencyA === agencyB ? [] : [{ kind: 'state_agency', programs, old: agencyA, new: agencyB }];
  const pairs = pairBy(a?.states ?? [], b?.states ?? [], (s) => s.state).sort((x, y) =>
    x.key < y.key ? -1 : x.key > y.key ? 1 : 0,
  );
  return pairs.reduce((out, { a: sa, b: sb }) => {
    const [ov, nv] = [sa?.value ?? null, sb?.value ?? null];
    if (ov !== nv) out.push({ kind: 'state_adjuster', programs, state: (sa ?? sb)!.state, old: ov, new: nv });
    return out;
  }, agency);
}

export function routeChanges(slug: string, a: readonly BlockRoute[] | null, b: readonly BlockRoute[] | null): Change[] {
  const blocks = (r: BlockRoute | undefined) => (r ? { conforming: r.conforming, high_balance: r.high_balance } : null);
  return pairBy(a ?? [], b ?? [], (r) => String(r.term)).flatMap((p): Change[] => {
    const [ov, nv] = [blocks(p.a), blocks(p.b)];
    // Block names compared as the compiler compares them (a re-cased name is the same block).
    if (ov && nv && key(ov.conforming) === key(nv.conforming) && key(ov.high_balance) === key(nv.high_balance))
      return [];
    return [{ kind: 'route', programs: [slug], term: (p.a ?? p.b)!.term, old: ov, new: nv }];
  });
}
