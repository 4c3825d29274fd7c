/**
 * The one way sheets get into PRICER_KV: the daily job, `npm start`, the tests and the bench all
 * publish through here, so what they serve is laid out and verified the same way.
 *
 * 1. read each lender's history (worker/sheets/layout.ts) and verify every candidate (verify.ts; the
 *    newest sheet of each lender also gets a smoke quote); a candidate that fails, whose lender is
 *    not on the roster, or whose lender's history holds a key the layout does not write, is refused
 *    and written nowhere;
 * 2. refuse the whole publication, writing nothing, when a roster lender would be left without any
 *    sheet (every route would answer 503), unless it is named idle (`--idle`: an idle key is written
 *    and the Worker lists it as no_sheet);
 * 3. write the artifacts not yet in KV (immutable, content-addressed), then one publication key per
 *    sheet whose bytes are not already the ones answering for its moment;
 * 4. write a snapshot of what is in force (snapshot.ts), unless the newest one already holds it: the
 *    cold Worker's few reads.
 * Nothing is read, changed and written back, so a publication and a withdrawal (or two
 * publications) running at once both take effect (test/sheets/interleaving.test.ts). Unchanged
 * sheets write nothing, so publishing twice writes nothing the second time. Every published sheet
 * stays (its artifact too), so `as_of` replays keep working; an artifact is 20-50 KB, about 25 MB per
 * lender per year with two sheets a day.
 */
import { parseMoment, utcMoment } from '../../worker/artifact/moment.ts';
import type { History } from '../../worker/sheets/history.ts';
import { artifactKey } from '../../worker/sheets/layout.ts';
import { ROSTER } from '../../worker/sheets/roster.ts';
import { idleEntry, publicationEntry } from './entries.ts';
import { readHistory } from './history.ts';
import type { KvEntry, KvPort } from './kv-port.ts';
import { snapshot } from './snapshot.ts';
import { type Candidate, verify } from './verify.ts';

export type { Candidate };

export interface Outcome {
  lender_slug: string;
  effective_at: string;
  sha256: string;
  status: 'published' | 'unchanged' | 'refused';
  reason?: string;
}

export interface PublishOptions {
  /** The lenders that may be published (default: sheets/roster.json). */
  roster?: readonly string[];
  /** Roster lenders that are intentionally without a sheet (`publish --idle`). */
  idle?: readonly string[];
  /** The moment of this publication, recorded in its keys (default: the real clock). */
  now?: number;
}

export interface PublishReport {
  /** false when any candidate was refused (the others were still published, unless `missing` is not empty) */
  ok: boolean;
  outcomes: Outcome[];
  /** keys written, in order */
  writes: string[];
  /** roster lenders that would have been left without a sheet: then nothing was written */
  missing: string[];
}

const instant = (moment: string) => parseMoment(moment) ?? Number.NaN;

export async function publish(
  kv: KvPort,
  candidates: readonly Candidate[],
  { roster = ROSTER, idle = [], now = Date.now() }: PublishOptions = {},
): Promise<PublishReport> {
  const publishedAt = utcMoment(now);
  const outcomes: Outcome[] = [];
  const artifacts: KvEntry[] = [];
  const keys: KvEntry[] = [];
  const missing: string[] = [];
  for (const lender of [...new Set([...roster, ...candidates.map((c) => c.lender_slug)])].sort()) {
    const days = candidates
      .filter((c) => c.lender_slug === lender)
      .sort((a, b) => instant(a.effective_at) - instant(b.effective_at));
    const identity = (c: Candidate) => ({ lender_slug: lender, effective_at: c.effective_at, sha256: c.sha256 });
    const refuseAll = (reason: string) => {
      for (const day of days) outcomes.push({ ...identity(day), status: 'refused', reason });
    };
    if (!roster.includes(lender)) {
      refuseAll(`lender ${lender} is not on the roster (sheets/roster.json)`);
      continue;
    }
    let known: History;
    try {
      const read = await readHistory(kv, lender);
      known = read.history;
      keys.push(...read.pending);
    } catch (error) {
      refuseAll(
        `its history in KV cannot be read (${(error as Error).message}): repair it first (local KV: delete .wrangler/state and publish again)`,
      );
      continue;
    }
    const answering = new Map(known.sheets.map((e) => [instant(e.effective_at), e.sha256]));
    let hasSheet = known.sheets.length > 0;
    for (const day of days) {
      const verdict = await verify(day, day === days.at(-1));
      if (!verdict.ok) {
        outcomes.push({ ...identity(day), status: 'refused', reason: verdict.reason });
        continue;
      }
      hasSheet = true;
      const { effective_date, effective_at, reprice, expires_at } = verdict.artifact;
      const missingArtifact = !(await kv.has(artifactKey(day.sha256)));
      if (missingArtifact) artifacts.push({ key: artifactKey(day.sha256), value: day.bytes });
      // A withdrawal is of the moment, not of the bytes: publishing the moment again does not undo it.
      const republished = answering.get(instant(effective_at)) !== day.sha256;
      if (republished)
        keys.push(
          publicationEntry(lender, {
            sha256: day.sha256,
            effective_date,
            effective_at,
            reprice,
            expires_at,
            published_at: publishedAt,
          }),
        );
      outcomes.push({ ...identity(day), status: missingArtifact || republished ? 'published' : 'unchanged' });
    }
    if (hasSheet) continue;
    if (!idle.includes(lender)) missing.push(lender);
    else if (!known.idle) keys.push(idleEntry(lender, publishedAt));
  }
  if (missing.length > 0) {
    const reason = `nothing was published: ${missing.join(', ')} on the roster would have no sheet (every route would answer 503)`;
    return {
      ok: false,
      outcomes: outcomes.map((o) => (o.status === 'refused' ? o : { ...o, status: 'refused', reason })),
      writes: [],
      missing,
    };
  }
  // Artifacts first, history keys last: a reader that lists a new sheet normally finds its artifact.
  await kv.put(artifacts);
  await kv.put(keys);
  const known = new Map(candidates.map((c) => [c.sha256, c.bytes]));
  const snapshotted = await snapshot(kv, roster, now, known);
  return {
    ok: outcomes.every((o) => o.status !== 'refused'),
    outcomes,
    writes: [...artifacts.map((e) => e.key), ...keys.map((e) => e.key), ...snapshotted],
    missing,
  };
}
