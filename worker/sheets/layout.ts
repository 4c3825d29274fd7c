/**
 * The PRICER_KV key layout, shared by the Worker (store.ts reads it) and the one writer,
 * scripts/publish (the daily job, `npm start`, the tests and the bench all publish through it).
 *
 *   artifact:<sha256>                                          msgpack bytes of one compiled artifact
 *   lender:<slug>:sheet:<effective UTC>:<published UTC>:<sha256>   one publication of one sheet
 *   lender:<slug>:withdrawal:<effective UTC>:<withdrawn UTC>       one withdrawal of one sheet
 *   lender:<slug>:idle                                         the lender is intentionally without a sheet
 *
 * Every key is written once and never rewritten: nothing is read, changed and written back. Workers
 * KV has no compare-and-swap and is eventually consistent across locations, so two writers that
 * read-modify-write one value (the daily job, a reprice push and an operator's withdrawal can
 * overlap) lose one write; two writers that each add their own key cannot. The value of a history
 * key is empty: what it says is in its KV metadata, so one `list({prefix: "lender:<slug>:"})` gives
 * the lender's whole history without reading a value (history.ts derives the index from it).
 *
 * - Publishing the same moment again with other bytes (a recompile) adds a publication; the newest
 *   `published_at` wins (equal seconds: the greater sha256), so every reader picks the same one.
 * - A withdrawal is of the lender's sheet at a moment, whatever its bytes: republishing that moment
 *   does not undo it. Two withdrawals of one moment: the earliest `withdrawn_at` counts.
 * - Which lenders exist is not in KV: it is the roster (sheets/roster.json, roster.ts). Which sheet
 *   answers is not in KV either: the Worker picks it by time (select.ts), so a sheet published ahead
 *   of its moment is never quoted early, and an expired one is reported as expired.
 * - Artifacts are content-addressed, so no location can read a stale one and the isolate caches
 *   decoded artifacts by sha256. A publication writes its artifacts before its sheet keys, so a
 *   reader that lists a new sheet normally finds its artifact; when not yet, it keeps its last good sheet.
 * - A lender slug holds no colon, so no lender's prefix is the start of another's.
 */
import { IsoDate, Moment } from '../artifact/format.ts';
import { parseMoment } from '../artifact/moment.ts';
import * as z from '../artifact/zod.ts';

export const artifactKey = (sha256: string): string => `artifact:${sha256}`;

/** Every history key of `lender` starts with this. */
export const historyPrefix = (lender: string): string => `lender:${lender}:`;

/** A moment in UTC, to the second, so keys of one lender sort by time whatever offsets the moments were written with. */
const utc = (moment: string): string => new Date(parseMoment(moment) ?? Number.NaN).toISOString().replace('.000Z', 'Z');

const Sha256 = z.string().check(z.regex(/^[0-9a-f]{64}$/));

/** The metadata of a publication key: the sheet's identity and time window, as the compiler wrote them, and when it was published. */
export const Publication = z.strictObject({
  sha256: Sha256,
  effective_date: IsoDate,
  effective_at: Moment,
  reprice: z.number().check(z.int(), z.nonnegative()),
  expires_at: z.nullable(Moment), // null: in force until a newer sheet takes effect
  published_at: Moment,
});

/** The metadata of a withdrawal key. */
export const Withdrawal = z.strictObject({ effective_at: Moment, withdrawn_at: Moment });

/** The metadata of an idle key: since when the lender is intentionally without a sheet (`publish --idle`). */
export const Idle = z.strictObject({ idle_since: Moment });

export type Publication = z.infer<typeof Publication>;
export type Withdrawal = z.infer<typeof Withdrawal>;

export const publicationKey = (lender: string, p: Publication): string =>
  `${historyPrefix(lender)}sheet:${utc(p.effective_at)}:${utc(p.published_at)}:${p.sha256}`;
export const withdrawalKey = (lender: string, w: Withdrawal): string =>
  `${historyPrefix(lender)}withdrawal:${utc(w.effective_at)}:${utc(w.withdrawn_at)}`;
export const idleKey = (lender: string): string => `${historyPrefix(lender)}idle`;

/** One published sheet as the Worker picks it (select.ts): derived from the lender's keys (history.ts). */
export interface IndexEntry {
  sha256: string;
  effective_date: string;
  effective_at: string;
  reprice: number;
  expires_at: string | null;
  /** The earliest withdrawal of this moment (`publish --withdraw`), null when never withdrawn. */
  withdrawn_at: string | null;
}
