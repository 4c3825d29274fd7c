/**
 * The rate sheets a quote prices against, read from PRICER_KV (layout and its reasons:
 * kv-layout.ts) and kept decoded in isolate memory.
 *
 * - Artifacts are cached by sha256 and never re-read: their keys are content-addressed, so a
 *   warm request does no KV read and no decode.
 * - The mutable keys (lenders, pointers, indexes) are re-read at most every REFERENCE_TTL_MS, so a
 *   morning publish is served within 30 s of KV showing it at this location.
 * - A lender whose new artifact cannot be used (missing, corrupt, wrong format version, KV error)
 *   keeps serving its last good artifact, and the failure is logged. A lender with no good
 *   artifact at all fails the request with 503 naming it: pricing without it would silently drop
 *   half the offers.
 *
 * One SheetStore lives per isolate (index.ts); tests build their own to start from an empty cache
 * and to drive the clock.
 */
import type { z } from 'zod';
import { ArtifactError, decodeArtifact, sha256Hex } from '../artifact/codec.ts';
import type { LoadedSheet } from '../engine/quote.ts';
import type { KvNamespace } from '../sheets/kv.ts';
import { HttpError } from './errors.ts';
import {
  artifactKey,
  type IndexEntry,
  indexKey,
  LENDERS_KEY,
  LenderIndex,
  LenderList,
  Pointer,
  pointerKey,
} from './kv-layout.ts';
import { RefreshingCache } from './refreshing-cache.ts';

export const REFERENCE_TTL_MS = 30_000;
/** KV's own edge cache for the mutable keys: its minimum (the default is 60 s), for the same freshness reason. */
const KV_CACHE_TTL_S = 30;
/** Decoded artifacts kept per isolate; more than the lenders' current ones so as_of requests stay warm, few enough for isolate memory. */
const MAX_CACHED_ARTIFACTS = 16;
/**
 * A KV read not answered by then counts as failed, like one that throws: the lender keeps its last
 * good sheet, or the request gets the 503. Without it one hung read stalls every request of the
 * isolate, since concurrent requests share the pending reload (RefreshingCache).
 */
export const KV_READ_TIMEOUT_MS = 2_000;

export interface SheetStoreOptions {
  ttlMs?: number;
  now?: () => number;
}

export class SheetStore {
  readonly #lenders: RefreshingCache<string[]>;
  readonly #latest: RefreshingCache<LoadedSheet>;
  readonly #indexes: RefreshingCache<IndexEntry[]>;
  /** sha256 -> decoded artifact, least recently used first. */
  readonly #artifacts = new Map<string, LoadedSheet>();

  constructor({ ttlMs = REFERENCE_TTL_MS, now = Date.now }: SheetStoreOptions = {}) {
    this.#lenders = new RefreshingCache(ttlMs, now);
    this.#latest = new RefreshingCache(ttlMs, now);
    this.#indexes = new RefreshingCache(ttlMs, now);
  }

  /** One sheet per lender: the one in force, or with `asOf` (YYYY-MM-DD) the latest effective on that date. */
  async sheets(kv: KvNamespace, asOf: string | null): Promise<LoadedSheet[]> {
    const lenders = await this.#lenders
      .get(LENDERS_KEY, () => readJson(kv, LENDERS_KEY, LenderList))
      .catch((error: unknown) => {
        console.error('lender list unavailable', { error: String(error) });
        throw new HttpError(503, 'no rate sheets available: the lender list cannot be read');
      });
    return asOf === null ? this.#inForce(kv, lenders) : this.#asOf(kv, lenders, asOf);
  }

  #inForce(kv: KvNamespace, lenders: string[]): Promise<LoadedSheet[]> {
    return eachLender(lenders, (lender) =>
      this.#latest.get(pointerKey(lender), async () => {
        const pointer = await readJson(kv, pointerKey(lender), Pointer);
        return this.#artifact(kv, lender, pointer.sha256);
      }),
    );
  }

  async #asOf(kv: KvNamespace, lenders: string[], asOf: string): Promise<LoadedSheet[]> {
    const histories = await eachLender(lenders, (lender) =>
      this.#indexes.get(indexKey(lender), () => readJson(kv, indexKey(lender), LenderIndex)),
    );
    // lender -> sha256 in force on asOf; a lender with no sheet yet on that date is left out.
    const chosen = new Map<string, string>();
    lenders.forEach((lender, i) => {
      const entry = histories[i]!.findLast((e) => e.effective_date <= asOf);
      if (entry) chosen.set(lender, entry.sha256);
    });
    if (chosen.size === 0) {
      const first = histories.flatMap((h) => h.map((e) => e.effective_date)).sort()[0] ?? 'none published';
      const message = `as_of ${asOf} is before the first rate sheet (${first})`;
      throw new HttpError(422, message, { as_of: [message] });
    }
    // A past sheet has no last-good substitute: failing to load it is a 503.
    return eachLender([...chosen.keys()], (lender) => this.#artifact(kv, lender, chosen.get(lender)!));
  }

  /** The decoded artifact `sha256`, verified against its content address and against `lender`. */
  async #artifact(kv: KvNamespace, lender: string, sha256: string): Promise<LoadedSheet> {
    const sheet = this.#artifacts.get(sha256) ?? (await this.#fetchArtifact(kv, sha256));
    // Re-inserted on every use, so the Map's first key is the least recently used one.
    this.#artifacts.delete(sha256);
    this.#artifacts.set(sha256, sheet);
    if (this.#artifacts.size > MAX_CACHED_ARTIFACTS) this.#artifacts.delete(this.#artifacts.keys().next().value!);
    if (sheet.artifact.lender_slug !== lender) {
      throw new ArtifactError(`${artifactKey(sha256)} is a ${sheet.artifact.lender_slug} artifact, not ${lender}`);
    }
    return sheet;
  }

  async #fetchArtifact(kv: KvNamespace, sha256: string): Promise<LoadedSheet> {
    const buffer = await withTimeout(kv.get(artifactKey(sha256), 'arrayBuffer'), artifactKey(sha256));
    if (buffer === null) throw new Error(`${artifactKey(sha256)} is not in KV`);
    const bytes = new Uint8Array(buffer);
    const actual = await sha256Hex(bytes);
    if (actual !== sha256) throw new ArtifactError(`${artifactKey(sha256)} holds bytes whose sha256 is ${actual}`);
    return { artifact: decodeArtifact(bytes), sha256 };
  }
}

async function readJson<T>(kv: KvNamespace, key: string, schema: z.ZodType<T>): Promise<T> {
  const value = await withTimeout(kv.get(key, { type: 'json', cacheTtl: KV_CACHE_TTL_S }), key);
  if (value === null) throw new Error(`${key} is not in KV`);
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Error(`${key} is malformed: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}

/** `read`, or a rejection once it has taken KV_READ_TIMEOUT_MS. */
function withTimeout<T>(read: Promise<T>, key: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`KV GET ${key} timed out after ${KV_READ_TIMEOUT_MS} ms`)),
      KV_READ_TIMEOUT_MS,
    );
  });
  return Promise.race([read, timeout]).finally(() => {
    if (timer !== undefined) clearTimeout(timer);
  });
}

/** `load` for every lender, in order; a 503 naming every lender whose load failed (each failure logged). */
async function eachLender<T>(lenders: string[], load: (lender: string) => Promise<T>): Promise<T[]> {
  const results = await Promise.allSettled(lenders.map(load));
  const failed = lenders.filter((lender, i) => {
    const result = results[i]!;
    if (result.status === 'rejected') console.error('rate sheet unavailable', { lender, error: String(result.reason) });
    return result.status === 'rejected';
  });
  if (failed.length > 0) {
    throw new HttpError(
      503,
      `no usable rate sheet for lender ${failed.map((l) => `"${l}"`).join(', ')}; try again shortly`,
    );
  }
  return results.map((result) => (result as PromiseFulfilledResult<T>).value);
}
