/**
 * The store's side of the snapshot (snapshot.ts): the newest one found in one `list()` of limit 1,
 * its header read in one `get()`, each pack read once when an artifact it holds is wanted. Anything
 * unusable (no snapshot, a header that is not what its key says, a pack missing or corrupt) is a
 * KeyError naming the key; the store then reads the lender's own keys, so nothing is lost.
 */
import { sha256Hex } from '../artifact/codec.ts';
import { KeyError } from './history.ts';
import type { KvNamespace } from './kv.ts';
import { packKey, readHeader, SNAPSHOT_PREFIX, type SnapshotHeader, type SnapshotHistory } from './snapshot.ts';

/** A KV read bounded in time and named in its error (the store's timeout). */
export type Guard = <T>(read: Promise<T>, key: string) => Promise<T>;

export class LoadedSnapshot {
  readonly key: string;
  readonly histories: Map<string, SnapshotHistory>;
  readonly #header: SnapshotHeader;
  /**
   * pack index -> its bytes being read, a failed read included (read once per request); emptied after
   * each request (release), so packs do not stay in memory.
   */
  readonly #packs = new Map<number, Promise<Uint8Array>>();

  constructor(key: string, header: SnapshotHeader, histories: Map<string, SnapshotHistory>) {
    this.key = key;
    this.#header = header;
    this.histories = histories;
  }

  /**
   * The bytes of artifact `sha256` from its pack, whole or (`quote`) its quote part where the
   * snapshot holds one, with the sha256 they must hash to; null when the snapshot does not carry it.
   * Not verified: the caller hashes them. `alone`: let go of every other pack read so far (a reader
   * taking the artifacts in their packs' order holds one pack at a time).
   */
  async artifact(
    kv: KvNamespace,
    guard: Guard,
    sha256: string,
    part: 'whole' | 'quote',
    alone = false,
  ): Promise<{ bytes: Uint8Array; sha256: string } | null> {
    const quotePart = part === 'quote' ? this.#header.quote_parts?.[sha256] : undefined;
    const place = quotePart ?? this.#header.artifacts[sha256];
    if (!place) return null;
    const [pack, offset, length] = place;
    let bytes = this.#packs.get(pack);
    if (!bytes) {
      if (alone) this.#packs.clear();
      bytes = this.#readPack(kv, guard, pack);
      this.#packs.set(pack, bytes);
      bytes.catch(() => {}); // a failure is the caller's to handle; the next request tries again (release)
    }
    const all = await bytes;
    if (offset + length > all.byteLength) throw new KeyError(packKey(this.#header.packs[pack]!), 'is truncated');
    return { bytes: all.subarray(offset, offset + length), sha256: quotePart?.[3] ?? sha256 };
  }

  async #readPack(kv: KvNamespace, guard: Guard, pack: number): Promise<Uint8Array> {
    const key = packKey(this.#header.packs[pack] ?? '');
    const buffer = await guard(kv.get(key, 'arrayBuffer'), key);
    if (buffer === null) throw new KeyError(key, 'not in KV');
    return new Uint8Array(buffer);
  }

  /** Drops the packs read so far: the sheets decoded from them stay in the store's cache. */
  release(): void {
    this.#packs.clear();
  }
}

/** The newest snapshot in KV (null: none), or `previous` when it is still the newest (one list, no read). */
export async function newestSnapshot(
  kv: KvNamespace,
  guard: Guard,
  previous: LoadedSnapshot | null,
): Promise<LoadedSnapshot | null> {
  const page = await guard(kv.list({ prefix: SNAPSHOT_PREFIX, limit: 1 }), `${SNAPSHOT_PREFIX}*`);
  const key = page.keys[0]?.name;
  if (key === undefined) return null;
  if (key === previous?.key) return previous;
  const text = await guard(kv.get(key, 'text'), key);
  if (text === null) throw new KeyError(key, 'not in KV');
  const { header, histories } = readHeader(key, text, await sha256Hex(new TextEncoder().encode(text)));
  return new LoadedSnapshot(key, header, histories);
}
