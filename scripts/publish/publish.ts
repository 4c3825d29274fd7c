/**
 * The one way sheets get into PRICER_KV: the daily job, `npm start`, the tests and the bench all
 * publish through here, so what they serve is laid out and verified the same way.
 *
 * 1. verify every candidate (verify.ts; the newest sheet of each lender also gets a smoke quote);
 *    a candidate that fails, whose lender is not on the roster, or whose lender's index in KV is
 *    not that lender's well-formed index, is refused and written nowhere;
 * 2. write the artifacts of the verified candidates not yet in KV (immutable, content-addressed);
 * 3. only then merge them into each lender's index. Lenders and sheets not in this publication keep
 *    their index entries untouched; a withdrawn sheet stays withdrawn.
 * Unchanged keys are not rewritten, so publishing twice writes nothing the second time. Every
 * published sheet stays in the index (and its artifact in KV), so `as_of` replays keep working;
 * an artifact is 20-50 KB, about 25 MB per lender per year with two sheets a day.
 */
import { parseMoment } from '../../worker/artifact/moment.ts';
import { artifactKey, type IndexEntry, indexKey, LenderIndex } from '../../worker/sheets/layout.ts';
import { ROSTER } from '../../worker/sheets/roster.ts';
import type { KvEntry, KvPort } from './kv-port.ts';
import { verify } from './verify.ts';

/** A compiled artifact offered for publication, as the manifest lists it. */
export interface Candidate {
  lender_slug: string;
  effective_at: string;
  sha256: string;
  bytes: Uint8Array;
}

interface Outcome {
  lender_slug: string;
  effective_at: string;
  sha256: string;
  status: 'published' | 'unchanged' | 'refused';
  reason?: string;
}

export interface PublishReport {
  /** false when any candidate was refused (the others were still published) */
  ok: boolean;
  outcomes: Outcome[];
  /** keys written, in order */
  writes: string[];
}

const instant = (moment: string) => parseMoment(moment) ?? Number.NaN;
const byTime = (a: { effective_at: string }, b: { effective_at: string }) =>
  instant(a.effective_at) - instant(b.effective_at);

/** The lender's index in KV: its entries, [] before its first publication. Throws when it is not the lender's well-formed index. */
async function readIndex(kv: KvPort, lender: string): Promise<IndexEntry[]> {
  const text = await kv.getText(indexKey(lender));
  if (text === null) return [];
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error('not JSON');
  }
  const parsed = LenderIndex.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`malformed: ${issue?.path.join('.') || '(root)'}: ${issue?.message}`);
  }
  if (parsed.data.lender_slug !== lender) throw new Error(`it holds the index of ${parsed.data.lender_slug}`);
  return parsed.data.sheets;
}

const indexEntry = (lender: string, sheets: IndexEntry[]): KvEntry => ({
  key: indexKey(lender),
  value: JSON.stringify({ lender_slug: lender, sheets } satisfies LenderIndex),
});

export async function publish(
  kv: KvPort,
  candidates: readonly Candidate[],
  roster: readonly string[] = ROSTER,
): Promise<PublishReport> {
  const outcomes: Outcome[] = [];
  const artifacts: KvEntry[] = [];
  const indexes: KvEntry[] = [];
  for (const lender of [...new Set(candidates.map((c) => c.lender_slug))].sort()) {
    const days = candidates.filter((c) => c.lender_slug === lender).sort(byTime);
    const identity = (c: Candidate) => ({ lender_slug: lender, effective_at: c.effective_at, sha256: c.sha256 });
    const refuseAll = (reason: string) => {
      for (const day of days) outcomes.push({ ...identity(day), status: 'refused', reason });
    };
    if (!roster.includes(lender)) {
      refuseAll(`lender ${lender} is not on the roster (sheets/roster.json)`);
      continue;
    }
    let before: IndexEntry[];
    try {
      before = await readIndex(kv, lender);
    } catch (error) {
      refuseAll(
        `${indexKey(lender)} in KV cannot be read (${(error as Error).message}): repair it first (local KV: delete .wrangler/state and publish again)`,
      );
      continue;
    }
    const merged = new Map(before.map((e) => [instant(e.effective_at), e]));
    for (const day of days) {
      const verdict = await verify(day, day === days.at(-1));
      if (!verdict.ok) {
        outcomes.push({ ...identity(day), status: 'refused', reason: verdict.reason });
        continue;
      }
      const { effective_date, effective_at, reprice, expires_at } = verdict.artifact;
      const old = merged.get(instant(effective_at));
      // A withdrawal is of the lender's sheet at that moment: republishing it (even recompiled) does not undo it.
      const withdrawn_at = old?.withdrawn_at ?? null;
      merged.set(instant(effective_at), {
        sha256: day.sha256,
        effective_date,
        effective_at,
        reprice,
        expires_at,
        withdrawn_at,
      });
      const missing = !(await kv.has(artifactKey(day.sha256)));
      if (missing) artifacts.push({ key: artifactKey(day.sha256), value: day.bytes });
      outcomes.push({ ...identity(day), status: missing || old?.sha256 !== day.sha256 ? 'published' : 'unchanged' });
    }
    const sheets = [...merged.values()].sort(byTime);
    if (sheets.length > 0 && JSON.stringify(sheets) !== JSON.stringify(before))
      indexes.push(indexEntry(lender, sheets));
  }
  // Artifacts first, indexes last: a reader that sees a new index entry normally finds its artifact.
  await kv.put(artifacts);
  await kv.put(indexes);
  return {
    ok: outcomes.every((o) => o.status !== 'refused'),
    outcomes,
    writes: [...artifacts, ...indexes].map((e) => e.key),
  };
}

/**
 * Withdraws a lender's sheet, or every sheet of a day: it stops answering "now" at once (the
 * previous sheet answers again, or the lender's sheet is expired), and stays in the index, marked,
 * so an `as_of` replay of a moment it was in force still shows what was quoted then.
 */
export async function withdraw(
  kv: KvPort,
  lender: string,
  target: string,
  at: string,
): Promise<{ withdrawn: IndexEntry[]; writes: string[]; sheets: IndexEntry[] }> {
  const index = await readIndex(kv, lender);
  const moment = parseMoment(target);
  const matches = (e: IndexEntry) =>
    moment === null ? e.effective_date === target : instant(e.effective_at) === moment;
  if (!index.some(matches)) {
    const known = index.map((e) => e.effective_at).join(', ') || 'none';
    throw new Error(`no published ${lender} sheet at ${target}; published: ${known}`);
  }
  const withdrawn = index.filter((e) => matches(e) && e.withdrawn_at === null);
  if (withdrawn.length === 0) return { withdrawn, writes: [], sheets: index };
  const sheets = index.map((e) => (withdrawn.includes(e) ? { ...e, withdrawn_at: at } : e));
  await kv.put([indexEntry(lender, sheets)]);
  return { withdrawn, writes: [indexKey(lender)], sheets };
}
