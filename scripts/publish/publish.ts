/**
 * Publishing compiled artifacts into PRICER_KV without ever serving a bad or half-written sheet:
 * 1. verify every candidate (the newest day of each lender also gets a smoke quote); any failure
 *    stops here and nothing at all is written;
 * 2. write the artifacts not yet in KV (immutable, content-addressed);
 * 3. only then write each lender's index and move its pointer, and the lender list.
 * Unchanged keys are not rewritten, so publishing twice writes nothing the second time.
 * Retention: every published day stays in the index (and its artifact in KV) so `as_of` quotes
 * and diffs keep working; an artifact is 20-50 KB, about 10 MB per lender per year.
 */
import {
  artifactKey,
  type IndexEntry,
  indexKey,
  type KvEntry,
  LENDERS_KEY,
  LenderIndex,
  LenderList,
  Pointer,
  type PublishedArtifact,
  pointerKey,
} from '../../worker/http/kv-layout.ts';
import type { KvPort } from './kv-port.ts';
import { verify } from './verify.ts';

export interface LenderOutcome {
  lender_slug: string;
  effective_date: string;
  sha256: string;
  status: 'published' | 'unchanged' | 'refused';
  reason?: string;
}

export interface PublishReport {
  ok: boolean;
  lenders: LenderOutcome[];
  writes: string[]; // keys written, in order
}

function parsed<T>(text: string | null, schema: { parse(v: unknown): T }, fallback: T): T {
  return text === null ? fallback : schema.parse(JSON.parse(text));
}

export async function publish(
  kv: KvPort,
  candidates: readonly PublishedArtifact[],
  publishedAt: string,
): Promise<PublishReport> {
  const lenders = [...new Set(candidates.map((c) => c.lender_slug))].sort();
  const outcomes: LenderOutcome[] = [];
  const refused: string[] = [];
  for (const lender of lenders) {
    const days = candidates
      .filter((c) => c.lender_slug === lender)
      .sort((a, b) => a.effective_date.localeCompare(b.effective_date));
    const newest = days[days.length - 1]!;
    for (const day of days) {
      const verdict = await verify(day, day === newest);
      if (!verdict.ok) refused.push(`${lender} ${day.effective_date}: ${verdict.reason}`);
    }
    const reason = refused.filter((r) => r.startsWith(`${lender} `)).join('; ');
    outcomes.push({
      lender_slug: lender,
      effective_date: newest.effective_date,
      sha256: newest.sha256,
      status: reason ? 'refused' : 'unchanged',
      ...(reason ? { reason } : {}),
    });
  }
  if (refused.length) return { ok: false, lenders: outcomes, writes: [] };

  const content: KvEntry[] = [];
  for (const c of candidates)
    if (!(await kv.has(artifactKey(c.sha256)))) content.push({ key: artifactKey(c.sha256), value: c.bytes });

  const references: KvEntry[] = [];
  for (const outcome of outcomes) {
    const lender = outcome.lender_slug;
    const indexText = await kv.getText(indexKey(lender));
    const index = parsed(indexText, LenderIndex, []);
    const merged = new Map(index.map((e) => [e.effective_date, e.sha256]));
    for (const c of candidates) if (c.lender_slug === lender) merged.set(c.effective_date, c.sha256);
    const nextIndex: IndexEntry[] = [...merged]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([effective_date, sha256]) => ({ effective_date, sha256 }));
    if (JSON.stringify(nextIndex) !== JSON.stringify(index) || indexText === null)
      references.push({ key: indexKey(lender), value: JSON.stringify(nextIndex) });
    const latest = nextIndex[nextIndex.length - 1]!;
    const pointer = parsed(await kv.getText(pointerKey(lender)), Pointer.nullable(), null);
    if (pointer?.sha256 !== latest.sha256) {
      references.push({
        key: pointerKey(lender),
        value: JSON.stringify({
          sha256: latest.sha256,
          effective_date: latest.effective_date,
          published_at: publishedAt,
        }),
      });
      outcome.status = 'published';
    }
  }
  const known = parsed(await kv.getText(LENDERS_KEY), LenderList, []);
  const allLenders = [...new Set([...known, ...lenders])].sort();
  if (JSON.stringify(allLenders) !== JSON.stringify(known))
    references.push({ key: LENDERS_KEY, value: JSON.stringify(allLenders) });

  await kv.put(content);
  await kv.put(references);
  return { ok: true, lenders: outcomes, writes: [...content, ...references].map((e) => e.key) };
}
