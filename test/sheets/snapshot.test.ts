/**
 * The snapshot (worker/sheets/snapshot.ts, scripts/publish/snapshot.ts): its keys sort newest first,
 * which history it holds (from the last sheet never withdrawn at least SNAPSHOT_HISTORY_MS before the
 * newest), packs split at their limit, the publisher refusing a pack that does not read back, and the
 * store reading a lender's own keys for an as_of before what the snapshot holds.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { readCandidates } from '../../scripts/dist-sheets.ts';
import { publicationEntry, withdrawalEntry } from '../../scripts/publish/entries.ts';
import { bindingPort, type KvPort } from '../../scripts/publish/kv-port.ts';
import { type Candidate, publish } from '../../scripts/publish/publish.ts';
import { snapshot } from '../../scripts/publish/snapshot.ts';
import { memoryKv } from '../../tools/quote/memory-kv.ts';
import { decodeArtifact, sha256Hex } from '../../worker/artifact/codec.ts';
import { encodeArtifact } from '../../worker/artifact/encode.ts';
import { parseMoment } from '../../worker/artifact/moment.ts';
import type { KvNamespace } from '../../worker/sheets/kv.ts';
import {
  SNAPSHOT_HISTORY_MS,
  SNAPSHOT_PREFIX,
  SnapshotHeader,
  snapshotKey,
  snapshotKeyParts,
  windowOf,
} from '../../worker/sheets/snapshot.ts';
import { newestSnapshot } from '../../worker/sheets/snapshot-reader.ts';
import { SheetStore } from '../../worker/sheets/store.ts';
import { writeFixtureDist } from '../fixtures.ts';

const dir = mkdtempSync(join(tmpdir(), 'pricer-snapshot-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const candidates = readCandidates(pathToFileURL(`${writeFixtureDist(join(dir, 'dist'))}/`));
const ms = (moment: string) => parseMoment(moment)!;
const PUBLISHED_AT = ms('2026-11-23T23:00:00+00:00');

describe('snapshot keys', () => {
  it('sort newest first, one millisecond apart too, and read back', () => {
    const sha = 'a'.repeat(64);
    const older = snapshotKey(ms('2026-11-23T21:16:00+00:00'), sha);
    const newer = snapshotKey(ms('2026-11-23T21:16:00+00:00') + 1, sha);
    expect([older, newer].sort()).toEqual([newer, older]);
    // 9999999999999 − 1795468560000 (2026-11-23T21:16:00Z)
    expect(older).toBe(`snapshot:8204531439999:${sha}`);
    expect(snapshotKeyParts(newer)).toEqual({ writtenMs: ms('2026-11-23T21:16:00+00:00') + 1, sha256: sha });
    expect(snapshotKeyParts(`snapshot-pack:${sha}`)).toBeNull();
  });
});

describe('the history a snapshot holds', () => {
  const sheet = (effective_at: string, digit: string) =>
    publicationEntry('agency', {
      sha256: digit.repeat(64),
      effective_date: effective_at.slice(0, 10),
      effective_at,
      reprice: 0,
      expires_at: '2026-12-31T11:00:00-05:00',
      published_at: '2026-11-23T23:00:00+00:00',
    });
  const NEWEST = '2026-11-23T09:00:00-05:00';
  /** SNAPSHOT_HISTORY_MS (7 days) before the newest sheet. */
  const HORIZON = '2026-11-16T09:00:00-05:00';
  const keys = (...entries: ReturnType<typeof sheet>[]) => entries.map((e) => ({ name: e.key, metadata: e.metadata }));

  it('from the last sheet never withdrawn that took effect by the horizon: at it, it is the first held', () => {
    expect(ms(NEWEST) - ms(HORIZON)).toBe(SNAPSHOT_HISTORY_MS);
    const all = keys(sheet('2026-11-13T09:00:00-05:00', '1'), sheet(HORIZON, '2'), sheet(NEWEST, '3'));
    expect(windowOf('agency', all)).toEqual({ from: HORIZON, keys: all.slice(1) });
  });

  it('one second after the horizon, the sheet before it is the first held', () => {
    const all = keys(
      sheet('2026-11-13T09:00:00-05:00', '1'),
      sheet('2026-11-16T09:00:01-05:00', '2'),
      sheet(NEWEST, '3'),
    );
    expect(windowOf('agency', all)).toEqual({ from: '2026-11-13T09:00:00-05:00', keys: all });
  });

  it('a withdrawn sheet is never the first: the one before it is, with the withdrawal', () => {
    const withdrawal = withdrawalEntry('agency', { effective_at: HORIZON, withdrawn_at: '2026-11-16T15:00:00+00:00' });
    const all = [
      ...keys(sheet('2026-11-13T09:00:00-05:00', '1'), sheet(HORIZON, '2'), sheet(NEWEST, '3')),
      { name: withdrawal.key, metadata: withdrawal.metadata },
    ];
    expect(windowOf('agency', all)).toEqual({ from: '2026-11-13T09:00:00-05:00', keys: all });
  });

  it('no sheet by the horizon: every key', () => {
    const all = keys(sheet('2026-11-20T09:00:00-05:00', '1'), sheet(NEWEST, '3'));
    expect(windowOf('agency', all)).toEqual({ from: null, keys: all });
  });
});

/** `kv` with the snapshots it holds now hidden from lists: a snapshot() run writes a new one. */
async function hidingSnapshots(kv: KvNamespace): Promise<KvNamespace> {
  const hidden = new Set((await kv.list({ prefix: SNAPSHOT_PREFIX })).keys.map((k) => k.name));
  return {
    ...kv,
    list: async (options) => {
      const page = await kv.list(options);
      return { ...page, keys: page.keys.filter((k) => !hidden.has(k.name)) };
    },
  };
}
const ROSTER = ['agency', 'jumbo', 'non-qm'];

/** `kv`, each key read noted in `gets`. */
function noting(kv: KvNamespace, gets: string[]): KvNamespace {
  const get = (key: string, type: never) => {
    gets.push(key);
    return kv.get(key, type);
  };
  return { ...kv, get: get as KvNamespace['get'] };
}

async function headerOf(kv: KvNamespace, writes: string[]): Promise<SnapshotHeader> {
  const key = writes.find((k) => k.startsWith(SNAPSHOT_PREFIX))!;
  return SnapshotHeader.parse(JSON.parse((await kv.get(key, 'text'))!));
}

describe('packs', () => {
  it('split where the next artifact would pass the limit: at it, two artifacts share a pack; one byte under, they do not', async () => {
    const kv = memoryKv();
    expect((await publish(bindingPort(kv), candidates, { now: PUBLISHED_AT })).ok).toBe(true);
    const header = await headerOf(
      kv,
      (await kv.list({ prefix: SNAPSHOT_PREFIX })).keys.map((k) => k.name),
    );
    // One artifact per lender answers now, in roster order, one pack, each at a 4-byte boundary (its plan read where it lies);
    // their quote parts in the next pack, aligned alike.
    const sizes = Object.values(header.artifacts).map(([, , length]) => length);
    expect(Object.values(header.artifacts).map(([pack]) => pack)).toEqual([0, 0, 0]);
    expect(Object.values(header.artifacts).map(([, offset]) => offset % 4)).toEqual([0, 0, 0]);
    expect(Object.values(header.quote_parts!).map(([pack, offset]) => [pack, offset % 4])).toEqual([
      [1, 0],
      [1, 0],
      [1, 0],
    ]);
    const twoFit = sizes[0]! + sizes[1]!;
    const packsAt = async (limit: number) => {
      const writes = await snapshot(bindingPort(await hidingSnapshots(kv)), ROSTER, PUBLISHED_AT, new Map(), limit);
      const { artifacts, quote_parts } = await headerOf(kv, writes);
      return [Object.values(artifacts).map(([pack]) => pack), Object.values(quote_parts!).map(([pack]) => pack)];
    };
    // The quote parts in packs after the whole artifacts' packs, split at the same limit: the first
    // two (about 57 % of their artifacts) share one, Granite Peak's (over half the limit) is alone.
    expect(await packsAt(twoFit)).toEqual([
      [0, 0, 1],
      [2, 2, 3],
    ]);
    expect(await packsAt(twoFit - 1)).toEqual([
      [0, 1, 2],
      [3, 3, 4],
    ]);
  });

  it('a quote reads the pack of quote parts alone; the catalog the whole artifacts’ pack, each time, keeping none', async () => {
    const kv = memoryKv();
    expect((await publish(bindingPort(kv), candidates, { now: PUBLISHED_AT })).ok).toBe(true);
    const { packs, quote_parts } = await headerOf(
      kv,
      (await kv.list({ prefix: SNAPSHOT_PREFIX })).keys.map((k) => k.name),
    );
    const quotePack = `snapshot-pack:${packs[Object.values(quote_parts!)[0]![0]]}`;
    const wholePack = packs.map((p) => `snapshot-pack:${p}`).find((k) => k !== quotePack)!;
    const gets: string[] = [];
    const watched = noting(kv, gets);
    const store = new SheetStore();
    const now = { kind: 'now', at: PUBLISHED_AT } as const;
    const quoted = await store.sheets(watched, now);
    expect(gets.slice(1)).toEqual([quotePack]);
    expect(quoted.map((s) => s.sheet?.whole)).toEqual([false, false, false]);
    expect(() => quoted[0]!.sheet!.artifact).toThrow(/was read from its quote part: it holds no tables$/);
    for (let catalog = 0; catalog < 2; catalog++) {
      gets.length = 0;
      const shown: string[] = [];
      await store.eachWholeSheet(watched, now, (s) => shown.push(s.sheet!.artifact.lender_slug));
      expect(gets).toEqual([wholePack]);
      expect(shown).toEqual(ROSTER);
    }
    // The whole sheets are not kept: the store still holds the quote parts, and a quote reads nothing more.
    gets.length = 0;
    expect((await store.sheets(watched, now)).map((s) => s.sheet?.whole)).toEqual([false, false, false]);
    expect(gets).toEqual([]);
  });

  it('the catalog reads the whole artifacts’ packs one at a time, in roster order, each once', async () => {
    const kv = memoryKv();
    expect((await publish(bindingPort(kv), candidates, { now: PUBLISHED_AT })).ok).toBe(true);
    // A newer snapshot of packs of one artifact each: every sheet's whole artifact in a pack of its own.
    const writes = await snapshot(bindingPort(await hidingSnapshots(kv)), ROSTER, PUBLISHED_AT + 1, new Map(), 1);
    const { packs, artifacts } = await headerOf(kv, writes);
    const gets: string[] = [];
    const store = new SheetStore();
    const now = { kind: 'now', at: PUBLISHED_AT } as const;
    await store.sheets(kv, now);
    const held: number[] = [];
    const watched = noting(kv, gets);
    await store.eachWholeSheet(watched, now, (s) => {
      held.push(artifacts[s.sheet!.sha256]![0]);
    });
    const wholePacks = gets.filter((k) => k.startsWith('snapshot-pack:'));
    expect(wholePacks).toEqual(held.map((pack) => `snapshot-pack:${packs[pack]}`));
    expect([...held].sort((a, b) => a - b)).toEqual(held); // in the packs' order: each read once

    // One at a time: a pack read alone lets go of the one before, which is read again if asked for.
    const loaded = (await newestSnapshot(watched, (read) => read, null))!;
    const [first, second] = Object.entries(artifacts).sort(([, a], [, b]) => a[0] - b[0]);
    gets.length = 0;
    for (const [sha256] of [first!, second!, first!])
      await loaded.artifact(watched, (read) => read, sha256, 'whole', true);
    expect(gets).toEqual([first![1][0], second![1][0], first![1][0]].map((pack) => `snapshot-pack:${packs[pack]}`));
    // Read together (a quote, the default), each pack is read once per request.
    gets.length = 0;
    loaded.release();
    for (const [sha256] of [first!, second!, first!]) await loaded.artifact(watched, (read) => read, sha256, 'whole');
    expect(gets).toEqual([first![1][0], second![1][0]].map((pack) => `snapshot-pack:${packs[pack]}`));
  });

  it('a snapshot written before quote parts: a quote reads the whole artifacts from its packs', async () => {
    const kv = memoryKv();
    expect((await publish(bindingPort(kv), candidates, { now: PUBLISHED_AT })).ok).toBe(true);
    const [key] = (await kv.list({ prefix: SNAPSHOT_PREFIX })).keys.map((k) => k.name);
    const { quote_parts: _, ...older } = await headerOf(kv, [key!]);
    const text = JSON.stringify(older);
    const olderKey = snapshotKey(
      snapshotKeyParts(key!)!.writtenMs + 1,
      await sha256Hex(new TextEncoder().encode(text)),
    );
    await kv.put(olderKey, text);
    const gets: string[] = [];
    const watched = noting(kv, gets);
    const sheets = await new SheetStore().sheets(watched, { kind: 'now', at: PUBLISHED_AT });
    expect(gets).toEqual([olderKey, `snapshot-pack:${older.packs[0]}`]);
    expect(sheets.map((s) => s.sheet?.whole)).toEqual([true, true, true]);
  });

  it('a pack that does not read back as written is refused, and no header names it', async () => {
    const kv = memoryKv();
    const port = bindingPort(kv);
    const corrupting: KvPort = {
      ...port,
      put: (entries) =>
        port.put(
          entries.map((e) =>
            e.key.startsWith('snapshot-pack:') ? { ...e, value: (e.value as Uint8Array).slice(1) } : e,
          ),
        ),
    };
    await expect(publish(corrupting, candidates, { now: PUBLISHED_AT })).rejects.toThrow(
      /^snapshot refused: snapshot-pack:[0-9a-f]{64} reads back other bytes than were written$/,
    );
    expect((await kv.list({ prefix: SNAPSHOT_PREFIX })).keys).toEqual([]);
  });
});

describe('an as_of before what the snapshot holds', () => {
  /** Bayshore's 11-23 sheet moved `days` earlier, as its own artifact. */
  async function earlier(days: number): Promise<Candidate> {
    const base = candidates.find((c) => c.lender_slug === 'agency' && c.effective_at.startsWith('2026-11-23'))!;
    const artifact = decodeArtifact(base.bytes);
    const shift = (moment: string) => {
      const day = new Date(ms(moment) - days * 86_400_000).toISOString().slice(0, 10);
      return `${day}${moment.slice(10)}`;
    };
    const moved = {
      ...artifact,
      effective_at: shift(artifact.effective_at),
      effective_date: shift(artifact.effective_at).slice(0, 10),
      expires_at: artifact.expires_at === null ? null : shift(artifact.expires_at),
    };
    const bytes = encodeArtifact(moved);
    return { lender_slug: 'agency', effective_at: moved.effective_at, sha256: await sha256Hex(bytes), bytes };
  }

  it('reads the lender’s own keys; a moment it holds does not', async () => {
    const kv = memoryKv();
    // Bayshore: 11-02 and 11-09 (the last by the horizon 11-16), then 11-20 and 11-23.
    const old = [await earlier(21), await earlier(14)];
    expect((await publish(bindingPort(kv), [...old, ...candidates], { now: PUBLISHED_AT })).ok).toBe(true);
    const header = await headerOf(
      kv,
      (await kv.list({ prefix: SNAPSHOT_PREFIX })).keys.map((k) => k.name),
    );
    expect(header.lenders.agency!.from).toBe('2026-11-09T09:00:00-05:00');
    expect(header.lenders.jumbo!.from).toBeNull();
    const lists: string[] = [];
    const watched: KvNamespace = {
      ...kv,
      list: (options) => {
        lists.push(options.prefix);
        return kv.list(options);
      },
    };
    const sheetAt = async (moment: string) => {
      lists.length = 0;
      const sheets = await new SheetStore().sheets(watched, { kind: 'instant', at: ms(moment) });
      return sheets.find((s) => s.lender_slug === 'agency')!.sheet!.plan.header.effective_at;
    };
    expect(await sheetAt('2026-11-09T09:00:00-05:00')).toBe('2026-11-09T09:00:00-05:00');
    expect(lists).toEqual([SNAPSHOT_PREFIX]);
    // One second earlier: before what the snapshot holds of Bayshore, its own keys answer (11-02).
    expect(await sheetAt('2026-11-09T08:59:59-05:00')).toBe('2026-11-02T09:00:00-05:00');
    expect(lists).toEqual([SNAPSHOT_PREFIX, 'lender:agency:']);
  });
});
