/**
 * The PRICER_KV key layout, shared by the Worker (store.ts reads it) and the one writer,
 * scripts/publish (the daily job, `npm start`, the tests and the bench all publish through it).
 *
 *   artifact:<sha256>      msgpack bytes of one compiled artifact (worker/artifact), immutable
 *   index:<lender_slug>    JSON LenderIndex {lender_slug, sheets: IndexEntry[]}: every published sheet of
 *                          the lender, sorted by effective_at
 *
 * Which lenders exist is not in KV: it is the roster (sheets/roster.json, roster.ts), reviewed in
 * git. Which sheet answers is not in KV either: the Worker picks it from the index by time (the
 * sheet in force now, or at `as_of`), so a sheet published ahead of its effective moment is never
 * quoted early, and an expired one is reported as expired.
 *
 * Why this shape: Workers KV is eventually consistent (a write can take ~60 s to reach every
 * location) and caches "not found". Artifacts are content-addressed: a key is written once and its
 * value never changes, so no location can read a stale artifact, and the isolate caches decoded
 * artifacts by sha256 forever. The only mutable key per lender is its small index, re-read on a
 * short TTL. A publication writes the artifacts first and the index second, so a reader that sees
 * a new entry normally finds its artifact; when it does not yet, it keeps serving its last good sheet.
 */
import { z } from 'zod';
import { IsoDate, Moment } from '../artifact/format.ts';

export const artifactKey = (sha256: string): string => `artifact:${sha256}`;
export const indexKey = (lenderSlug: string): string => `index:${lenderSlug}`;

const Sha256 = z.string().regex(/^[0-9a-f]{64}$/);

/** One published sheet: its identity and time window, as the compiler wrote them into the artifact. */
export const IndexEntry = z
  .object({
    sha256: Sha256,
    effective_date: IsoDate,
    effective_at: Moment,
    reprice: z.number().int().nonnegative(),
    expires_at: Moment,
    /** Set by `publish --withdraw`: the sheet no longer answers "now"; an as_of replay still sees it, marked. */
    withdrawn_at: Moment.nullable(),
  })
  .strict();

/**
 * A lender's published history. It names its lender, so an index stored under another lender's key
 * is caught; a publication never writes an empty one, so no sheets is a fault.
 */
export const LenderIndex = z.object({ lender_slug: z.string().min(1), sheets: z.array(IndexEntry).min(1) }).strict();

export type IndexEntry = z.infer<typeof IndexEntry>;
export type LenderIndex = z.infer<typeof LenderIndex>;
