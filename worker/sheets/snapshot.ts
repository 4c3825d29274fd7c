/**
 * The snapshot of a publication (docs/kv-and-publishing.md#the-snapshot): what is in force, in a
 * number of KV values that does not grow with the roster, so that a fresh isolate reads every
 * lender in a few operations instead of two per lender.
 *
 *   snapshot:<13 digits: 9999999999999 − written ms>:<sha256 of the header>   the header (JSON)
 *   snapshot-pack:<sha256 of the pack>                    artifacts, or their quote parts, end to end
 *
 * Keys of snapshots sort newest first, so `list({prefix: "snapshot:", limit: 1})` finds the newest
 * in one operation. Each is written once (its name holds its content's sha256) and never rewritten.
 * The header holds, per lender, the listed history keys (name and metadata, exactly as `list()`
 * gives them, so history.ts reads them as it reads KV) from `from` on, and where each artifact that
 * answers "now" lies in the packs, whole (what the catalog and the matrix view read) and as its quote
 * part (worker/artifact/encode.ts `quotePartOf`: what a quote reads, in packs of their own, so a
 * quote reads 55-60 % of the bytes). Pure: the publisher (scripts/publish/snapshot.ts) writes with it,
 * the store (snapshot-reader.ts) reads with it. An artifact's length is a multiple of 4 (its last
 * part, the name ends, is 4-byte aligned Int32), so each starts at a 4-byte boundary of its pack and
 * its plan is read where it lies (worker/artifact/codec.ts).
 */
import { fastParse } from '../artifact/check.ts';
import { Moment } from '../artifact/format.ts';
import { parseMoment } from '../artifact/moment.ts';
import * as z from '../artifact/zod.ts';
import { type History, historyOf, KeyError, type ListedKey } from './history.ts';
import type { IndexEntry } from './layout.ts';
import { select } from './select.ts';

export const SNAPSHOT_PREFIX = 'snapshot:';
const NEWEST_FIRST = 9_999_999_999_999;

/** The key of a snapshot written at `writtenMs` whose header hashes to `sha256`. */
export const snapshotKey = (writtenMs: number, sha256: string): string =>
  `${SNAPSHOT_PREFIX}${String(NEWEST_FIRST - writtenMs).padStart(13, '0')}:${sha256}`;

export const packKey = (sha256: string): string => `snapshot-pack:${sha256}`;

/** The key's parts, or null when it is not a snapshot key. */
export function snapshotKeyParts(key: string): { writtenMs: number; sha256: string } | null {
  const m = /^snapshot:(\d{13}):([0-9a-f]{64})$/.exec(key);
  return m ? { writtenMs: NEWEST_FIRST - Number(m[1]), sha256: m[2]! } : null;
}

/** A pack's most bytes: under Workers KV's 25 MiB per value, with room to spare. */
export const PACK_BYTES = 24 * 1024 * 1024;

/**
 * How far back a snapshot holds each lender's history: from its last sheet never withdrawn that took
 * effect this long before its newest one. An `as_of` before that reads the lender's own keys.
 */
export const SNAPSHOT_HISTORY_MS = 7 * 24 * 3600 * 1000;

const Sha256 = z.string().check(z.regex(/^[0-9a-f]{64}$/));
const Key = z.object({ name: z.string(), metadata: z.optional(z.unknown()) });

export const SnapshotHeader = z.strictObject({
  written_at: Moment,
  /** lender -> its history keys from `from` on (null: every key it has). */
  lenders: z.record(z.string(), z.strictObject({ from: z.nullable(Moment), keys: z.array(Key) })),
  packs: z.array(Sha256),
  /** sha256 -> [pack index, byte offset, byte length] of the whole artifact */
  artifacts: z.record(Sha256, z.tuple([z.number(), z.number(), z.number()])),
  /**
   * sha256 of the artifact -> [pack index, byte offset, byte length, sha256] of its quote part;
   * absent from snapshots written before quote parts, whose quotes read the whole artifacts
   */
  quote_parts: z.optional(z.record(Sha256, z.tuple([z.number(), z.number(), z.number(), Sha256]))),
});
export type SnapshotHeader = z.infer<typeof SnapshotHeader>;
const parseHeader = fastParse(SnapshotHeader);

const instant = (moment: string) => parseMoment(moment) ?? Number.NaN;

/** The moment a history key is of (null for the idle key); its metadata is checked by historyOf first. */
const momentOf = (key: ListedKey) => (key.metadata as { effective_at?: string } | undefined)?.effective_at ?? null;

/** A lender's keys as a snapshot holds them: from the last sheet never withdrawn that took effect SNAPSHOT_HISTORY_MS before the newest. */
export function windowOf(lender: string, keys: readonly ListedKey[]): { from: string | null; keys: ListedKey[] } {
  const { sheets } = historyOf(lender, keys);
  const newest = sheets.at(-1);
  const horizon = newest ? instant(newest.effective_at) - SNAPSHOT_HISTORY_MS : Number.NEGATIVE_INFINITY;
  const from = sheets.findLast((e) => e.withdrawn_at === null && instant(e.effective_at) <= horizon)?.effective_at;
  return from === undefined ? { from: null, keys: [...keys] } : { from, keys: keysFrom(keys, from) };
}

/** The keys of moments at or after `from`, and the idle key. */
export const keysFrom = (keys: readonly ListedKey[], from: string): ListedKey[] =>
  keys.filter((k) => {
    const moment = momentOf(k);
    return moment === null || instant(moment) >= instant(from);
  });

/**
 * The sheets whose artifacts a snapshot written at `writtenMs` carries: the one answering "now" then
 * and every later one not withdrawn. A replay, or the sheet answering after a withdrawal the snapshot
 * does not know, reads its `artifact:<sha256>` key.
 */
export function carried(sheets: readonly IndexEntry[], writtenMs: number): IndexEntry[] {
  const { entry } = select(sheets, { kind: 'now', at: writtenMs });
  return sheets.filter((e) => e === entry || (e.withdrawn_at === null && instant(e.effective_at) > writtenMs));
}

/** A lender's history as a snapshot gives it, and the earliest instant it answers for (null: any). */
export interface SnapshotHistory {
  from: number | null;
  history: History;
}

/** The header's bytes read: checked against the sha256 of its key, each lender's keys read as history.ts reads KV. */
export function readHeader(
  key: string,
  text: string,
  actualSha256: string,
): { header: SnapshotHeader; histories: Map<string, SnapshotHistory> } {
  const parts = snapshotKeyParts(key);
  if (!parts) throw new KeyError(key, 'not a snapshot key');
  if (parts.sha256 !== actualSha256) throw new KeyError(key, `holds a header whose sha256 is ${actualSha256}`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new KeyError(key, 'its header is not JSON');
  }
  const parsed = parseHeader(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new KeyError(key, `malformed header: ${issue?.path.join('.') || '(root)'}: ${issue?.message}`);
  }
  const histories = new Map<string, SnapshotHistory>();
  for (const [lender, { from, keys }] of Object.entries(parsed.data.lenders))
    histories.set(lender, { from: from === null ? null : instant(from), history: historyOf(lender, keys) });
  return { header: parsed.data, histories };
}
