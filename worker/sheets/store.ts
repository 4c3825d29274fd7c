/**
 * The rate sheets an answer is given on, read from PRICER_KV (layout.ts) and kept decoded in
 * isolate memory: one entry per roster lender, always (rate-sheets.ts).
 *
 * - Each lender's index (its published sheets) is re-read at most every REFERENCE_TTL_MS; the
 *   sheet that answers is picked from it by time (select.ts).
 * - Artifacts are cached by sha256 and never re-read: their keys are content-addressed, so a warm
 *   request does no artifact read and no decode.
 * - A lender whose index or new artifact cannot be used (missing, malformed, corrupt, foreign,
 *   wrong format version, KV error or timeout) keeps answering "now" with its last good sheet, and
 *   the failure is logged. Without one (or for an `as_of` replay, which has no substitute) the
 *   request fails with SheetsUnavailable naming the lender and the key: pricing without it would
 *   silently show half the market.
 *
 * One SheetStore lives per isolate (http/index.ts); tests build their own to start from an empty
 * cache, drive the clock and shorten the KV timeout.
 */
import type { z } from 'zod';
import { ArtifactError, decodeArtifact, sha256Hex } from '../artifact/codec.ts';
import type { LenderSheet, LoadedSheet } from '../engine/rate-sheets.ts';
import { AsOfRefused } from './clock.ts';
import type { KvNamespace } from './kv.ts';
import { artifactKey, type IndexEntry, indexKey, LenderIndex } from './layout.ts';
import { RefreshingCache } from './refreshing-cache.ts';
import { ROSTER } from './roster.ts';
import { type AsOf, select } from './select.ts';

export const REFERENCE_TTL_MS = 30_000;
/** KV's own edge cache for the index keys: its minimum (the default is 60 s), for the same freshness reason. */
const KV_CACHE_TTL_S = 30;
/** Decoded artifacts kept per isolate; more than the lenders' current ones so as_of requests stay warm, few enough for isolate memory. */
const MAX_CACHED_ARTIFACTS = 16;
/**
 * A KV read not answered by then counts as failed, like one that throws. Without a bound one hung
 * read stalls every request of the isolate, since concurrent requests share the pending reload.
 */
const KV_READ_TIMEOUT_MS = 2_000;

/** No usable sheet for some roster lender: the answer would leave it out, so there is none (HTTP 503). */
export class SheetsUnavailable extends Error {
  override name = 'SheetsUnavailable';
}

/** A problem with one key, named in the message so the 503 says what to look at. */
class KeyError extends Error {
  constructor(key: string, problem: string) {
    super(`${key}: ${problem}`);
  }
}

export interface SheetStoreOptions {
  ttlMs?: number;
  /** The clock of the reload TTL (not of pricing, which gets its moment per request). */
  now?: () => number;
  kvTimeoutMs?: number;
  /** The lenders to account for; the roster unless a test says otherwise. */
  roster?: readonly string[];
}

export class SheetStore {
  readonly #indexes: RefreshingCache<IndexEntry[]>;
  readonly #timeoutMs: number;
  readonly #roster: readonly string[];
  /** sha256 -> decoded artifact, least recently used first. */
  readonly #artifacts = new Map<string, LoadedSheet>();
  /** lender -> the last sheet that answered "now" for it: the substitute when a newer one cannot be read. */
  readonly #lastGood = new Map<string, { entry: IndexEntry; sheet: LoadedSheet }>();

  constructor({
    ttlMs = REFERENCE_TTL_MS,
    now = Date.now,
    kvTimeoutMs = KV_READ_TIMEOUT_MS,
    roster = ROSTER,
  }: SheetStoreOptions = {}) {
    this.#indexes = new RefreshingCache(ttlMs, now);
    this.#timeoutMs = kvTimeoutMs;
    this.#roster = roster;
  }

  /** One entry per roster lender, in roster order: the sheet that answers at `when`, or why none does. */
  async sheets(kv: KvNamespace, when: AsOf): Promise<LenderSheet[]> {
    const results = await Promise.allSettled(this.#roster.map((lender) => this.#lender(kv, lender, when)));
    const failed = this.#roster.flatMap((lender, i) => {
      const r = results[i]!;
      if (r.status === 'fulfilled') return [];
      console.error('rate sheet unavailable', { lender, error: String(r.reason) });
      return [`lender "${lender}" (${r.reason instanceof Error ? r.reason.message : String(r.reason)})`];
    });
    if (failed.length > 0)
      throw new SheetsUnavailable(`no usable rate sheet for ${failed.join('; ')}; try again shortly`);
    const sheets = results.map((r) => (r as PromiseFulfilledResult<LenderSheet>).value);
    if (sheets.every((s) => s.status === 'no_sheet')) await this.#noneAt(kv, when);
    return sheets;
  }

  /** No lender has a sheet at `when`: a replay before the first sheet is the caller's mistake, "now" is ours. */
  async #noneAt(kv: KvNamespace, when: AsOf): Promise<never> {
    if (when.kind === 'now') throw new SheetsUnavailable('no lender has a rate sheet in force yet');
    const read = (lender: string) =>
      this.#indexes.get(indexKey(lender), () => this.#readJson(kv, indexKey(lender), LenderIndex));
    const indexes = await Promise.all(this.#roster.map(read));
    const first = indexes.map((index) => index[0]!.effective_date).sort()[0];
    const asked = when.kind === 'date' ? when.date : 'that moment';
    throw new AsOfRefused(`as_of ${asked} is before the first rate sheet (${first})`);
  }

  async #lender(kv: KvNamespace, lender: string, when: AsOf): Promise<LenderSheet> {
    const key = indexKey(lender);
    const index = await this.#indexes.get(key, () => this.#readJson(kv, key, LenderIndex));
    const chosen = select(index, when);
    if (chosen.entry === null) return { lender_slug: lender, status: 'no_sheet', sheet: null, withdrawn_at: null };
    const { entry } = chosen;
    try {
      const sheet = await this.#artifact(kv, lender, entry);
      if (when.kind === 'now') this.#lastGood.set(lender, { entry, sheet });
      return { lender_slug: lender, status: chosen.status, sheet, withdrawn_at: entry.withdrawn_at };
    } catch (error) {
      const last = when.kind === 'now' ? this.#lastGood.get(lender) : undefined;
      if (!last) throw error;
      console.error('new rate sheet unusable; answering with the last good one', { lender, error: String(error) });
      const { status } = select([last.entry], when);
      return {
        lender_slug: lender,
        status: status === 'expired' ? 'expired' : 'in_force',
        sheet: last.sheet,
        withdrawn_at: null,
      };
    }
  }

  /** The decoded artifact of `entry`, verified against its content address, its lender and its moment. */
  async #artifact(kv: KvNamespace, lender: string, entry: IndexEntry): Promise<LoadedSheet> {
    const { sha256 } = entry;
    const sheet = this.#artifacts.get(sha256) ?? (await this.#fetchArtifact(kv, sha256));
    // Re-inserted on every use, so the Map's first key is the least recently used one.
    this.#artifacts.delete(sha256);
    this.#artifacts.set(sha256, sheet);
    if (this.#artifacts.size > MAX_CACHED_ARTIFACTS) this.#artifacts.delete(this.#artifacts.keys().next().value!);
    const a = sheet.artifact;
    if (a.lender_slug !== lender || a.effective_at !== entry.effective_at) {
      throw new KeyError(
        artifactKey(sha256),
        `holds the ${a.lender_slug} sheet of ${a.effective_at}, not the ${lender} sheet of ${entry.effective_at}`,
      );
    }
    return sheet;
  }

  async #fetchArtifact(kv: KvNamespace, sha256: string): Promise<LoadedSheet> {
    const key = artifactKey(sha256);
    const buffer = await this.#withTimeout(kv.get(key, 'arrayBuffer'), key);
    if (buffer === null) throw new KeyError(key, 'not in KV');
    const bytes = new Uint8Array(buffer);
    const actual = await sha256Hex(bytes);
    if (actual !== sha256) throw new KeyError(key, `holds bytes whose sha256 is ${actual}`);
    try {
      return { artifact: decodeArtifact(bytes), sha256 };
    } catch (error) {
      if (error instanceof ArtifactError) throw new KeyError(key, error.message);
      throw error;
    }
  }

  async #readJson<T>(kv: KvNamespace, key: string, schema: z.ZodType<T>): Promise<T> {
    const value = await this.#withTimeout(kv.get(key, { type: 'json', cacheTtl: KV_CACHE_TTL_S }), key);
    if (value === null) throw new KeyError(key, 'not in KV');
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw new KeyError(key, `malformed: ${parsed.error.issues[0]?.message}`);
    return parsed.data;
  }

  /** `read`, or a KeyError naming `key` when it fails (not JSON, a KV error) or takes longer than the KV timeout. */
  #withTimeout<T>(read: Promise<T>, key: string): Promise<T> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new KeyError(key, `KV read timed out after ${this.#timeoutMs} ms`)),
        this.#timeoutMs,
      );
    });
    const named = read.catch((error: unknown) => {
      throw error instanceof KeyError
        ? error
        : new KeyError(key, error instanceof SyntaxError ? 'not JSON' : String(error));
    });
    return Promise.race([named, timeout]).finally(() => {
      if (timer !== undefined) clearTimeout(timer);
    });
  }
}
