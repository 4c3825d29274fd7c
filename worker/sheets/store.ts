/**
 * The rate sheets an answer is given on, read from PRICER_KV (layout.ts) and kept decoded in
 * isolate memory: one entry per roster lender, always (rate-sheets.ts).
 *
 * - The newest snapshot (snapshot.ts) is looked for at most every REFERENCE_TTL_MS (one list of
 *   limit 1; its header and packs are read only when it changed): it gives every lender's history
 *   and the artifacts answering "now", so a fresh isolate reads a few values whatever the roster's
 *   size. A lender the snapshot lacks, an as_of before what it holds, or no usable snapshot at all:
 *   the lender's own keys are listed (at most every REFERENCE_TTL_MS) and its artifact read by key.
 *   The sheet that answers is picked from the history by time (select.ts).
 * - Decoded sheets are cached per lender and moment, and re-read only when the history names other
 *   bytes for that moment (artifact keys are content-addressed): a warm request reads no artifact
 *   and decodes nothing.
 * - A lender whose history or artifact cannot be used (nothing listed, a malformed key, an artifact
 *   missing, corrupt, foreign or of another format version, a KV error or timeout) keeps answering
 *   with the isolate's last good value, and the failure is logged: its last good history; for "now"
 *   (and a date of today) the last sheet that answered "now" (unless withdrawn since); for a replay
 *   the last good sheet of the same moment. Without one the request fails with SheetsUnavailable
 *   naming the lender and the key: pricing without it would silently show half the market. A
 *   lender marked idle (`publish --idle`) with no sheet is answered as no_sheet.
 *
 * One SheetStore lives per isolate (http/index.ts); tests build their own to start from an empty
 * cache, drive the clock and shorten the KV timeout.
 */
import { ArtifactError, sha256Hex } from '../artifact/codec.ts';
import { parseMoment } from '../artifact/moment.ts';
import { type LenderSheet, type LoadedSheet, sheetOfBytes } from '../engine/rate-sheets.ts';
import { AsOfRefused } from './clock.ts';
import { type History, historyOf, KeyError } from './history.ts';
import { type KvNamespace, listAll } from './kv.ts';
import { artifactKey, historyPrefix, type IndexEntry } from './layout.ts';
import { RefreshingCache } from './refreshing-cache.ts';
import { ROSTER } from './roster.ts';
import { type AsOf, select, statusAt } from './select.ts';
import type { SnapshotHistory } from './snapshot.ts';
import { type Guard, type LoadedSnapshot, newestSnapshot } from './snapshot-reader.ts';

/**
 * How long an isolate answers from the snapshot (or history) it listed: the longest a publication or
 * withdrawal waits for an isolate that listed just before it, on top of KV's own propagation between
 * locations (up to about 60 s; a list() takes no cacheTtl). Each refresh is one list() (the newest
 * snapshot; one per lender it does not hold), billed like a write: 2,880 a day per busy isolate at 30 s.
 */
export const REFERENCE_TTL_MS = 30_000;
/**
 * Decoded sheets kept per isolate beyond one per roster lender: every lender's current sheet stays
 * (fewer made every request of a many-lender roster read and decode again), and as_of requests stay
 * warm; few enough for isolate memory.
 */
const EXTRA_CACHED_SHEETS = 16;
/**
 * A KV read not answered by then counts as failed, like one that throws. Without a bound one hung
 * read stalls every request of the isolate, since concurrent requests share the pending reload.
 */
const KV_READ_TIMEOUT_MS = 2_000;

/** No usable sheet for some roster lender: the answer would leave it out, so there is none (HTTP 503). */
export class SheetsUnavailable extends Error {
  override name = 'SheetsUnavailable';
}

export interface SheetStoreOptions {
  ttlMs?: number;
  /** The clock of the reload TTL (not of pricing, which gets its moment per request). */
  now?: () => number;
  kvTimeoutMs?: number;
  /** The lenders to account for; the roster unless a test says otherwise. */
  roster?: readonly string[];
}

/**
 * How one request reads: its KV, the newest snapshot (null: none usable), and what it reads of each
 * sheet, its quote part (a quote) or the whole artifact (the catalog, the matrix view). `packs`:
 * 'all' from the snapshot's packs (every lender at once), 'one at a time' (every lender in turn,
 * each pack let go when the next is read), 'none' from each artifact's own key (one lender: its pack
 * holds hundreds of others). `keep`: whether the sheets read stay in the store's cache.
 */
interface Reading {
  kv: KvNamespace;
  snapshot: LoadedSnapshot | null;
  part: 'whole' | 'quote';
  packs: 'all' | 'one at a time' | 'none';
  keep: boolean;
}

const momentKey = (lender: string, entry: IndexEntry) => `${lender} ${entry.effective_at}`;

/** A sheet's identity as both the index and the artifact state it, for comparing the two and naming a mismatch. */
const sheetOf = (lender: string, m: Pick<IndexEntry, 'effective_date' | 'effective_at' | 'reprice' | 'expires_at'>) =>
  `the ${lender} sheet of ${m.effective_date} (effective ${m.effective_at}, reprice ${m.reprice}, expires ${m.expires_at})`;

/** Whether a snapshot's history of a lender answers `when`: every instant from its `from` on. */
function answersFor({ from }: SnapshotHistory, when: AsOf): boolean {
  if (from === null) return true;
  const earliest = when.kind === 'date' ? (parseMoment(`${when.date}T00:00:00+14:00`) ?? Number.NaN) : when.at;
  return earliest >= from;
}

/** A lender whose sheet cannot be read, as a 503 names it; logged. */
function unavailable(lender: string, error: unknown): string {
  console.error('rate sheet unavailable', { lender, error: String(error) });
  return `lender "${lender}" (${error instanceof Error ? error.message : String(error)})`;
}

/** The 503 naming every lender (`unavailable`'s phrases) without a usable sheet. */
const noUsableSheet = (failed: readonly string[]) =>
  new SheetsUnavailable(`no usable rate sheet for ${failed.join('; ')}; try again shortly`);

export class SheetStore {
  readonly #histories: RefreshingCache<History>;
  /** One key, the newest snapshot: kept when a refresh fails, like a history. */
  readonly #snapshots: RefreshingCache<LoadedSnapshot | null>;
  #lastSnapshot: LoadedSnapshot | null = null;
  readonly #timeoutMs: number;
  readonly #roster: readonly string[];
  readonly #maxSheets: number;
  /** "<lender> <effective_at>" -> the last good decoded sheet of that moment, least recently used first. */
  readonly #sheets = new Map<string, LoadedSheet>();
  /** The artifact reads under way, by moment and sha256. */
  readonly #pending = new Map<string, Promise<LoadedSheet>>();
  /** lender -> the last sheet that answered "now" for it: the substitute when a newer one cannot be read. */
  readonly #lastGood = new Map<string, { entry: IndexEntry; sheet: LoadedSheet }>();

  constructor({
    ttlMs = REFERENCE_TTL_MS,
    now = Date.now,
    kvTimeoutMs = KV_READ_TIMEOUT_MS,
    roster = ROSTER,
  }: SheetStoreOptions = {}) {
    if (roster.length === 0) throw new Error('the roster lists no lender: nothing to price');
    this.#histories = new RefreshingCache(ttlMs, now);
    this.#snapshots = new RefreshingCache(ttlMs, now);
    this.#timeoutMs = kvTimeoutMs;
    this.#roster = roster;
    this.#maxSheets = roster.length + EXTRA_CACHED_SHEETS;
  }

  /**
   * One entry per roster lender, in roster order: the sheet that answers at `when`, or why none does,
   * read from its quote part (a snapshot's quote packs, 55-60 % of the bytes) unless the store holds
   * it whole: what a quote, the program list and the matrix view's search read.
   */
  async sheets(kv: KvNamespace, when: AsOf): Promise<LenderSheet[]> {
    const snapshot = await this.#snapshot(kv);
    const reading: Reading = { kv, snapshot, part: 'quote', packs: 'all', keep: true };
    const results = await Promise.allSettled(this.#roster.map((lender) => this.#lender(reading, lender, when)));
    snapshot?.release();
    const failed = this.#roster.flatMap((lender, i) => {
      const r = results[i]!;
      return r.status === 'fulfilled' ? [] : [unavailable(lender, r.reason)];
    });
    if (failed.length > 0) throw noUsableSheet(failed);
    const answers = results.map((r) => (r as PromiseFulfilledResult<{ sheet: LenderSheet; first?: string }>).value);
    if (answers.some((a) => a.sheet.status !== 'no_sheet')) return answers.map((a) => a.sheet);
    // No lender has a sheet at `when`: "now" is ours to fix, a replay before the first sheet is the caller's mistake.
    if (when.kind === 'now') throw new SheetsUnavailable('no lender has a rate sheet in force yet');
    const first = answers.flatMap((a) => a.first ?? []).sort()[0];
    throw new AsOfRefused(
      `as_of ${when.kind === 'date' ? when.date : 'that moment'} is before the first rate sheet (${first})`,
    );
  }

  /**
   * Roster lender `lender`'s sheet at `when`, whole: the matrix view of one program, once the plans
   * of `sheets` have said which lender offers it. Its artifact is read by its own key, not from a
   * snapshot pack, so that a thousand lenders' whole packs (about 50 MB) are neither read nor kept
   * for one matrix. Fails as `sheets` does, with SheetsUnavailable naming the lender.
   */
  async wholeSheet(kv: KvNamespace, when: AsOf, lender: string): Promise<LenderSheet> {
    if (!this.#roster.includes(lender)) throw new Error(`lender "${lender}" is not on the roster`);
    const snapshot = await this.#snapshot(kv);
    try {
      return (await this.#lender({ kv, snapshot, part: 'whole', packs: 'none', keep: true }, lender, when)).sheet;
    } catch (error) {
      throw noUsableSheet([unavailable(lender, error)]);
    } finally {
      snapshot?.release();
    }
  }

  /**
   * Every roster lender's sheet at `when`, whole, handed to `each` in roster order and not kept: the
   * catalog. The snapshot's packs of whole artifacts are read one at a time (the publisher lays them
   * out in roster order), each let go when the next is read, so that a thousand lenders' catalog
   * holds one pack (at most 24 MiB), never all of them (about 50 MB) beside the quote parts the store
   * keeps. Every lender is tried; then fails as `sheets` does, with SheetsUnavailable naming each
   * lender without a usable sheet. Call `sheets` first for the same `when`: it says which lenders
   * have one at all.
   */
  async eachWholeSheet(kv: KvNamespace, when: AsOf, each: (sheet: LenderSheet) => void): Promise<void> {
    const snapshot = await this.#snapshot(kv);
    const reading: Reading = { kv, snapshot, part: 'whole', packs: 'one at a time', keep: false };
    const failed: string[] = [];
    try {
      for (const lender of this.#roster) {
        let sheet: LenderSheet;
        try {
          ({ sheet } = await this.#lender(reading, lender, when));
        } catch (error) {
          failed.push(unavailable(lender, error));
          continue;
        }
        if (failed.length === 0) each(sheet); // after a failure the answer is a 503: nothing more to show
      }
    } finally {
      snapshot?.release();
    }
    if (failed.length > 0) throw noUsableSheet(failed);
  }

  /** The newest snapshot, or null (none, or unusable and none read before: every lender's own keys answer). */
  async #snapshot(kv: KvNamespace): Promise<LoadedSnapshot | null> {
    try {
      return await this.#snapshots.get('newest', async () => {
        // The header is read again only when a newer snapshot is listed.
        this.#lastSnapshot = await newestSnapshot(kv, (read, key) => this.#withTimeout(read, key), this.#lastSnapshot);
        return this.#lastSnapshot;
      });
    } catch (error) {
      console.error('snapshot unusable; reading every lender from its own keys', { error: String(error) });
      return null;
    }
  }

  /** The lender's sheet at `when`, and the date of its first published sheet (none for an idle lender). */
  async #lender(reading: Reading, lender: string, when: AsOf): Promise<{ sheet: LenderSheet; first?: string }> {
    const held = reading.snapshot?.histories.get(lender);
    const { sheets: index } =
      held && answersFor(held, when)
        ? held.history
        : await this.#histories.get(lender, () => this.#readHistory(reading.kv, lender));
    const first = index[0]?.effective_date;
    const chosen = select(index, when);
    if (chosen.entry === null)
      return { first, sheet: { lender_slug: lender, status: 'no_sheet', sheet: null, withdrawn_at: null } };
    let { entry, status } = chosen;
    let sheet: LoadedSheet;
    try {
      sheet = await this.#artifact(reading, lender, entry);
      if (!chosen.replay && reading.keep) this.#lastGood.set(lender, { entry, sheet });
    } catch (error) {
      const substitute = this.#substitute(lender, entry, index, chosen.replay);
      // A sheet read for quotes alone cannot answer the catalog: without a whole one, the lender's 503.
      if (!substitute || (reading.part === 'whole' && !substitute.sheet.whole)) throw error;
      console.error('rate sheet unusable; answering with the last good one', { lender, error: String(error) });
      ({ entry, sheet } = substitute);
      status = statusAt(entry, chosen.at);
    }
    return { first, sheet: { lender_slug: lender, status, sheet, withdrawn_at: entry.withdrawn_at } };
  }

  /**
   * The isolate's last good sheet in place of `entry`'s: the same moment's, decoded before (a replay
   * accepts nothing else), else for "now" the last sheet that answered "now", unless withdrawn since.
   */
  #substitute(lender: string, entry: IndexEntry, index: readonly IndexEntry[], replay: boolean) {
    const same = this.#sheets.get(momentKey(lender, entry));
    if (same || replay) return same && { entry, sheet: same };
    const last = this.#lastGood.get(lender);
    const current = last && index.find((e) => e.effective_at === last.entry.effective_at);
    return last && !current?.withdrawn_at ? { entry: current ?? last.entry, sheet: last.sheet } : undefined;
  }

  /** The sheet of `entry`: from memory when the moment's bytes are unchanged (and whole if `part` is), else read and verified. */
  async #artifact(reading: Reading, lender: string, entry: IndexEntry): Promise<LoadedSheet> {
    const key = momentKey(lender, entry);
    const cached = this.#sheets.get(key);
    const sheet =
      cached?.sha256 === entry.sha256 && (cached.whole || reading.part === 'quote')
        ? cached
        : await this.#loading(reading, lender, entry);
    if (!reading.keep) return sheet;
    // Re-inserted on every use, so the Map's first key is the least recently used one.
    this.#sheets.delete(key);
    this.#sheets.set(key, sheet);
    if (this.#sheets.size > this.#maxSheets) this.#sheets.delete(this.#sheets.keys().next().value!);
    return sheet;
  }

  /** One read of `entry`'s artifact (or quote part) at a time: concurrent cold requests share it. */
  #loading(reading: Reading, lender: string, entry: IndexEntry): Promise<LoadedSheet> {
    const key = `${momentKey(lender, entry)} ${entry.sha256} ${reading.part}`;
    let pending = this.#pending.get(key);
    if (!pending) {
      pending = this.#fetchArtifact(reading, lender, entry).finally(() => this.#pending.delete(key));
      this.#pending.set(key, pending);
    }
    return pending;
  }

  /**
   * The artifact of `entry` from KV (its quote part from a snapshot's quote pack, for `quote`),
   * checked against its content address and against the entry (lender and moments).
   */
  async #fetchArtifact(reading: Reading, lender: string, entry: IndexEntry): Promise<LoadedSheet> {
    const { sha256 } = entry;
    const key = artifactKey(sha256);
    // Each source stands in for the other: a pack that fails is logged and the key read, and a key
    // that fails (one lender read by its key) leaves the pack to answer.
    const bytes =
      reading.packs !== 'none'
        ? ((await this.#packed(reading, sha256)) ?? (await this.#keyed(key, reading.kv, sha256)))
        : await this.#keyed(key, reading.kv, sha256).catch(async (error: unknown) => {
            console.error('artifact key unusable; reading the snapshot pack', { sha256, error: String(error) });
            return (await this.#packed(reading, sha256)) ?? Promise.reject(error);
          });
    let sheet: LoadedSheet;
    try {
      sheet = sheetOfBytes(bytes, sha256);
    } catch (error) {
      if (error instanceof ArtifactError) throw new KeyError(key, error.message);
      throw error;
    }
    const { header } = sheet.plan;
    const described = sheetOf(header.lender_slug, header);
    if (described !== sheetOf(lender, entry))
      throw new KeyError(key, `holds ${described}, the index lists ${sheetOf(lender, entry)}`);
    return sheet;
  }

  /** The artifact's bytes (or quote part's) from the snapshot's pack, verified; null (logged when a fault) to read its own key instead. */
  async #packed({ kv, snapshot, part, packs }: Reading, sha256: string): Promise<Uint8Array | null> {
    try {
      const guard: Guard = (read, key) => this.#withTimeout(read, key);
      const found = await snapshot?.artifact(kv, guard, sha256, part, packs === 'one at a time');
      if (!found) return null;
      const actual = await sha256Hex(found.bytes);
      if (actual === found.sha256) return found.bytes;
      console.error('snapshot pack unusable; reading the artifact key', { sha256, actual });
    } catch (error) {
      console.error('snapshot pack unusable; reading the artifact key', { sha256, error: String(error) });
    }
    return null;
  }

  /** The artifact's bytes from `artifact:<sha256>`, verified against its content address. */
  async #keyed(key: string, kv: KvNamespace, sha256: string): Promise<Uint8Array> {
    const buffer = await this.#withTimeout(kv.get(key, 'arrayBuffer'), key);
    if (buffer === null) throw new KeyError(key, 'not in KV');
    const bytes = new Uint8Array(buffer);
    const actual = await sha256Hex(bytes);
    if (actual !== sha256) throw new KeyError(key, `holds bytes whose sha256 is ${actual}`);
    return bytes;
  }

  /** The lender's history: every page of its keys, each well formed; at least one sheet unless the lender is idle. */
  async #readHistory(kv: KvNamespace, lender: string): Promise<History> {
    const prefix = historyPrefix(lender);
    const keys = await listAll(kv, prefix, (page) => this.#withTimeout(page, `${prefix}*`));
    const history = historyOf(lender, keys);
    if (history.sheets.length === 0 && !history.idle)
      throw new KeyError(`${prefix}*`, 'no sheet published (publish --idle marks a lender without one)');
    return history;
  }

  /** `read`, or a KeyError naming `key` when it fails or takes longer than the KV timeout. */
  #withTimeout<T>(read: Promise<T>, key: string): Promise<T> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new KeyError(key, `KV read timed out after ${this.#timeoutMs} ms`)),
        this.#timeoutMs,
      );
    });
    const named = read.catch((error: unknown) => {
      throw new KeyError(key, `KV read failed: ${(error as Error).message ?? error}`);
    });
    return Promise.race([named, timeout]).finally(() => {
      if (timer !== undefined) clearTimeout(timer);
    });
  }
}
