/**
 * After every publication and withdrawal: one new snapshot of what is in force
 * (worker/sheets/snapshot.ts), unless the newest one already holds every history key listed now.
 *
 * No lost write (docs/kv-and-publishing.md#no-lost-write): each writer, after writing its own keys,
 * lists every roster lender's keys and the newest snapshot; when that snapshot misses a listed key,
 * it writes a newer one (named after it) of what it listed, and checks again, until the newest
 * snapshot holds all it lists. Of two writers at once, the one that wrote the newest snapshot
 * listed, after writing it, the other's keys (written before the other's last check, unless that
 * check already saw this snapshot): either way the newest snapshot holds both.
 *
 * A bad snapshot is never published: the packs are written and read back first, then the header is
 * read with the Worker's own reader and checked against the listing, every artifact and quote part
 * against its sha256, each quote part read as the Worker reads it and found to hold its artifact's
 * header, plan and names; only then is the header's key, which makes the snapshot the newest, written.
 */
import { readSheet, sha256Hex } from '../../worker/artifact/codec.ts';
import { quotePartOf } from '../../worker/artifact/encode.ts';
import { utcMoment } from '../../worker/artifact/moment.ts';
import { historyOf, type ListedKey } from '../../worker/sheets/history.ts';
import { artifactKey, historyPrefix } from '../../worker/sheets/layout.ts';
import {
  carried,
  keysFrom,
  PACK_BYTES,
  packKey,
  readHeader,
  SNAPSHOT_PREFIX,
  type SnapshotHeader,
  snapshotKey,
  snapshotKeyParts,
  windowOf,
} from '../../worker/sheets/snapshot.ts';
import type { KvPort } from './kv-port.ts';

/** Rounds of check-and-write before giving up (each round means another writer wrote in between). */
const MAX_ROUNDS = 5;

interface Newest {
  key: string;
  writtenMs: number;
  /** null when its header cannot be read: a newer snapshot must replace it. */
  header: SnapshotHeader | null;
}

/** Every roster lender's keys whose history reads (a lender whose keys do not is left to its own keys, and its 503). */
async function listing(kv: KvPort, roster: readonly string[]): Promise<Map<string, ListedKey[]>> {
  const listed = new Map<string, ListedKey[]>();
  for (const lender of roster) {
    const keys = await kv.list(historyPrefix(lender));
    try {
      historyOf(lender, keys);
      if (keys.length > 0) listed.set(lender, keys);
    } catch {
      // Not snapshotted: the Worker reads this lender's own keys, and names the bad one.
    }
  }
  return listed;
}

async function newest(kv: KvPort): Promise<Newest | null> {
  const keys = (await kv.list(SNAPSHOT_PREFIX)).map((k) => k.name).filter((k) => snapshotKeyParts(k));
  const key = keys.sort()[0];
  if (key === undefined) return null;
  const writtenMs = snapshotKeyParts(key)!.writtenMs;
  const text = await kv.getText(key);
  try {
    if (text === null) return { key, writtenMs, header: null };
    return { key, writtenMs, header: readHeader(key, text, await sha256Hex(new TextEncoder().encode(text))).header };
  } catch {
    return { key, writtenMs, header: null };
  }
}

const names = (keys: readonly ListedKey[]) => keys.map((k) => k.name).sort();
const sameNames = (a: readonly ListedKey[], b: readonly ListedKey[]) =>
  JSON.stringify(names(a)) === JSON.stringify(names(b));

/** Whether `header` holds every key listed: each lender's keys from its `from` on, and that sheet still never withdrawn. */
function holds(header: SnapshotHeader, listed: Map<string, ListedKey[]>): boolean {
  for (const [lender, keys] of listed) {
    const held = header.lenders[lender];
    if (!held) return false;
    if (held.from === null) {
      if (!sameNames(held.keys, keys)) return false;
      continue;
    }
    const from = historyOf(lender, keys).sheets.find((e) => e.effective_at === held.from);
    if (!from || from.withdrawn_at !== null || !sameNames(held.keys, keysFrom(keys, held.from))) return false;
  }
  return true;
}

/** The header and packs of a snapshot of `listed` written at `writtenMs`. */
async function build(
  kv: KvPort,
  listed: Map<string, ListedKey[]>,
  writtenMs: number,
  known: ReadonlyMap<string, Uint8Array>,
  packBytes: number,
): Promise<{ header: SnapshotHeader; packs: Uint8Array[] }> {
  const lenders: SnapshotHeader['lenders'] = {};
  const wanted: string[] = [];
  for (const [lender, keys] of listed) {
    lenders[lender] = windowOf(lender, keys);
    for (const e of carried(historyOf(lender, keys).sheets, writtenMs))
      if (!wanted.includes(e.sha256)) wanted.push(e.sha256);
  }
  const wholes = new Packs(packBytes);
  const quoteParts = new Packs(packBytes);
  const places: [string, Place, Place, Uint8Array][] = [];
  for (const sha256 of wanted) {
    const bytes = known.get(sha256) ?? (await kv.getBytes(artifactKey(sha256)));
    // Not in KV: its lender's reads name it (the artifact is written before any key that names it).
    if (bytes === null || (await sha256Hex(bytes)) !== sha256) continue;
    const part = quotePartOf(bytes);
    places.push([sha256, wholes.add(bytes), quoteParts.add(part), part]);
  }
  // The quote parts' packs after the whole artifacts': a quote reads those alone.
  const wholePacks = wholes.joined();
  const joined = [...wholePacks, ...quoteParts.joined()];
  const first = wholePacks.length;
  const artifacts: SnapshotHeader['artifacts'] = {};
  const quote_parts: NonNullable<SnapshotHeader['quote_parts']> = {};
  for (const [sha256, whole, [pack, offset, length], part] of places) {
    artifacts[sha256] = whole;
    quote_parts[sha256] = [first + pack, offset, length, await sha256Hex(part)];
  }
  const header = {
    written_at: utcMoment(writtenMs),
    lenders,
    packs: await Promise.all(joined.map(sha256Hex)),
    artifacts,
    quote_parts,
  };
  return { header, packs: joined };
}

/** [pack index, byte offset, byte length] */
type Place = [number, number, number];

/** Byte strings laid end to end in packs of at most `limit` bytes each (one alone may pass it). */
class Packs {
  readonly #limit: number;
  readonly #packs: Uint8Array[][] = [[]];
  #filled = 0;

  constructor(limit: number) {
    this.#limit = limit;
  }

  add(bytes: Uint8Array): Place {
    if (this.#filled + bytes.byteLength > this.#limit && this.#filled > 0) {
      this.#packs.push([]);
      this.#filled = 0;
    }
    const place: Place = [this.#packs.length - 1, this.#filled, bytes.byteLength];
    this.#packs.at(-1)!.push(bytes);
    this.#filled += bytes.byteLength;
    return place;
  }

  joined(): Uint8Array[] {
    return this.#packs.filter((p) => p.length > 0).map(concat);
  }
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.byteLength;
  }
  return out;
}

const equalBytes = (a: Uint8Array | null, b: Uint8Array) =>
  a !== null && a.byteLength === b.byteLength && a.every((x, i) => x === b[i]);

/** Whether a quote reads the same sheet from `part` as from the whole artifact: header, plan and names. */
function sameSheet(part: Uint8Array, whole: Uint8Array): boolean {
  const [a, b] = [readSheet(part), readSheet(whole)];
  const names = (s: typeof a) => Array.from({ length: s.names.count }, (_, i) => s.names.at(i));
  return (
    !a.whole &&
    JSON.stringify(a.header) === JSON.stringify(b.header) &&
    equalBytes(
      new Uint8Array(a.code.buffer, a.code.byteOffset, a.code.byteLength),
      new Uint8Array(b.code.buffer, b.code.byteOffset, b.code.byteLength),
    ) &&
    JSON.stringify(names(a)) === JSON.stringify(names(b))
  );
}

/** Writes the packs, reads them back, checks the header as the Worker reads it, then writes the header: its key. */
async function write(
  kv: KvPort,
  header: SnapshotHeader,
  packs: readonly Uint8Array[],
  listed: Map<string, ListedKey[]>,
  writtenMs: number,
): Promise<string[]> {
  const text = JSON.stringify(header);
  const key = snapshotKey(writtenMs, await sha256Hex(new TextEncoder().encode(text)));
  const packKeys = header.packs.map(packKey);
  for (const [i, bytes] of packs.entries()) {
    if (equalBytes(await kv.getBytes(packKeys[i]!), bytes)) continue; // content-addressed: already there
    await kv.put([{ key: packKeys[i]!, value: bytes }]);
    if (!equalBytes(await kv.getBytes(packKeys[i]!), bytes))
      throw new Error(`snapshot refused: ${packKeys[i]} reads back other bytes than were written`);
  }
  const read = readHeader(key, text, await sha256Hex(new TextEncoder().encode(text)));
  for (const [lender, keys] of listed) {
    const held = read.histories.get(lender);
    if (JSON.stringify(held?.history) !== JSON.stringify(historyOf(lender, header.lenders[lender]!.keys)))
      throw new Error(
        `snapshot refused: its header reads ${lender}'s history otherwise than its keys (${keys.length})`,
      );
  }
  const at = ([pack, offset, length]: readonly [number, number, number, ...unknown[]]) =>
    packs[pack]!.subarray(offset, offset + length);
  for (const [sha256, place] of Object.entries(header.artifacts)) {
    const whole = at(place);
    if ((await sha256Hex(whole)) !== sha256) throw new Error(`snapshot refused: artifact ${sha256} is not in its pack`);
    const partPlace = header.quote_parts?.[sha256];
    if (!partPlace) throw new Error(`snapshot refused: artifact ${sha256} has no quote part`);
    const part = at(partPlace);
    if ((await sha256Hex(part)) !== partPlace[3] || !sameSheet(part, whole))
      throw new Error(`snapshot refused: the quote part of artifact ${sha256} is not in its pack`);
  }
  await kv.put([{ key, value: text }]);
  if ((await kv.getText(key)) !== text) throw new Error(`snapshot refused: ${key} reads back another header`);
  return [...packKeys, key];
}

/**
 * Makes the newest snapshot hold every roster lender's keys as listed now; the keys written (none
 * when it already did). `known`: artifact bytes at hand (the candidates), read from KV otherwise;
 * `packBytes`: a pack's most bytes (tests make it small).
 */
export async function snapshot(
  kv: KvPort,
  roster: readonly string[],
  now: number,
  known: ReadonlyMap<string, Uint8Array> = new Map(),
  packBytes = PACK_BYTES,
): Promise<string[]> {
  const writes: string[] = [];
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const listed = await listing(kv, roster);
    const current = await newest(kv);
    if (current === null ? listed.size === 0 : current.header !== null && holds(current.header, listed)) return writes;
    const writtenMs = Math.max(now, (current?.writtenMs ?? Number.NEGATIVE_INFINITY) + 1);
    const { header, packs } = await build(kv, listed, writtenMs, known, packBytes);
    writes.push(...(await write(kv, header, packs, listed, writtenMs)));
  }
  throw new Error(
    `the snapshot did not settle in ${MAX_ROUNDS} rounds (other writers kept adding keys): run npm run publish again`,
  );
}
