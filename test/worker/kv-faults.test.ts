/**
 * The fault table (issue 17): one KV fault of one roster lender, injected into a freshly seeded KV,
 * seen through a quote without as_of, as_of a date and as_of an instant, by a cold store (a fresh
 * isolate: nothing to fall back on) and by a warm one (it answered the same request before).
 *
 * Expected: cold, 503 naming the lender and the key; warm, the last good answer, byte for byte.
 * Never a 200 that leaves a lender out: every 200 lists both lenders in rate_sheets[], and every
 * lender listed as in force has each of its programs in eligible or rejected.
 *
 * Rows: for the lender's history keys (lender:<lender>:*): none listed, a publication key without
 * metadata, with {}, with another lender's sheet's metadata, a key the layout does not write; for
 * the artifact that answers in that mode: missing, corrupt (changed in place), truncated, another
 * format version, another lender's; and KV reads of either (the list, the get) that throw or hang.
 * These rows read every lender from its own keys: the snapshot is hidden (listed as none), since
 * it would answer in their place.
 *
 * Then the snapshot's own faults (worker/sheets/snapshot.ts): none listed, its list or its header's
 * or pack's read throwing or hanging, its header or pack missing, changed or cut: the store reads
 * every lender's own keys (or the artifact's own key) instead and answers exactly as without the
 * fault, cold or warm.
 */
import { reset } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { publicationEntry } from '../../scripts/publish/entries.ts';
import { decodeArtifact, sha256Hex } from '../../worker/artifact/codec.ts';
import { FORMAT_VERSION } from '../../worker/artifact/format.ts';
import { utcMoment } from '../../worker/artifact/moment.ts';
import type { QuoteResponse } from '../../worker/contract/response.ts';
import { artifactKey, historyPrefix, type Publication } from '../../worker/sheets/layout.ts';
import { ROSTER } from '../../worker/sheets/roster.ts';
import { packKey, SNAPSHOT_PREFIX, type SnapshotHeader } from '../../worker/sheets/snapshot.ts';
import { REFERENCE_TTL_MS, SheetStore } from '../../worker/sheets/store.ts';
import { type FaultyKv, faultyKv, truncated, withFormatVersion } from './faulty-kv.ts';
import { expectErrorEnvelope, type Sent, warmApp } from './fuzz-requests.ts';
import { artifactOf, type Compiled, lastOf, publish, publishedArtifacts } from './kv-fixtures.ts';
import { VALID_QUOTE } from './requests.ts';

/** Every lender of the roster, each faulted in turn; `other` is another one (the next in the roster). */
const LENDERS = ROSTER;
type Lender = string;
const other = (lender: Lender): Lender => LENDERS[(LENDERS.indexOf(lender) + 1) % LENDERS.length] ?? lender;

/** Short, so no test waits for the production 2 s. */
const KV_TIMEOUT_MS = 50;

/** The three ways of asking, and the sheet each lender answers with (test clock: 11-23 2:00 PM PT). */
const MODES = {
  now: { as_of: undefined, sheet: (l: Lender) => lastOf(l, '2026-11-23') },
  'as_of date': { as_of: '2026-11-23', sheet: (l: Lender) => lastOf(l, '2026-11-23') },
  // Noon PT: before Granite Peak's 1:15 PM reprice, so another artifact than the two above.
  'as_of instant': { as_of: '2026-11-23T12:00:00-08:00', sheet: (l: Lender) => artifactOf(l, '2026-11-23') },
} as const;
type Mode = keyof typeof MODES;

/** What a row injects, and the key (and problem) its 503 must name. */
interface Fault {
  lender: Lender;
  /** The artifact that answers for `lender` in this mode. */
  sheet: Compiled;
  faulty: FaultyKv;
}
type Row = [string, (f: Fault) => Promise<{ key: string; problem: RegExp }>];

/**
 * PRICER_KV as the cases see it: every key a case writes or deletes is noted, and put back as seeded
 * after the case (a KV as fresh as after reset() and a full re-seed, at a fraction of the cost).
 */
const touched = new Set<string>();
const seededKv = {
  get: (...args: Parameters<KVNamespace['get']>) => env.PRICER_KV.get(...args),
  list: (...args: Parameters<KVNamespace['list']>) => env.PRICER_KV.list(...args),
  put: (key: string, value: string | ArrayBuffer | Uint8Array, options?: KVNamespacePutOptions) => {
    touched.add(key);
    return env.PRICER_KV.put(key, value, options);
  },
  delete: (key: string) => {
    touched.add(key);
    return env.PRICER_KV.delete(key);
  },
} as unknown as KVNamespace;
const kv = () => seededKv;
/** How the store names a lender's history in a 503: the list of its keys. */
const history = (lender: string) => `${historyPrefix(lender)}*`;
/** The publication key of `sheet` (the one the publisher wrote for it), with its metadata. */
async function publicationOf(sheet: Compiled) {
  const { keys } = await kv().list({ prefix: historyPrefix(sheet.lender_slug) });
  return keys.find((k) => k.name.endsWith(sheet.sha256))!;
}

/** Publishes `sheet`'s moment again with `bytes`, stored under their own content address: the newer publication answers. */
async function repoint(lender: Lender, sheet: Compiled, bytes: Uint8Array): Promise<string> {
  const sha256 = await sha256Hex(bytes);
  await kv().put(artifactKey(sha256), bytes);
  const { metadata } = await publicationOf(sheet);
  const { key, value, ...options } = publicationEntry(lender, {
    ...(metadata as Publication),
    sha256,
    published_at: utcMoment(Date.now() + 1000),
  });
  await kv().put(key, value, options);
  return artifactKey(sha256);
}

const ROWS: Row[] = [
  [
    'history: no key listed',
    async ({ lender }) => {
      const { keys } = await kv().list({ prefix: historyPrefix(lender) });
      for (const k of keys) await kv().delete(k.name);
      return { key: history(lender), problem: /^no sheet published / };
    },
  ],
  [
    'history: the answering publication key without metadata',
    async ({ sheet }) => {
      const { name } = await publicationOf(sheet);
      await kv().put(name, '');
      return { key: name, problem: /^malformed metadata: \(root\): / };
    },
  ],
  [
    'history: the answering publication key with metadata {}',
    async ({ sheet }) => {
      const { name } = await publicationOf(sheet);
      await kv().put(name, '', { metadata: {} });
      return { key: name, problem: /^malformed metadata: sha256: / };
    },
  ],
  [
    "history: the answering publication key with another lender's sheet's metadata",
    async ({ lender, sheet }) => {
      const { name } = await publicationOf(sheet);
      const foreign = publishedArtifacts().find((a) => a.lender_slug === other(lender))!;
      await kv().put(name, '', { metadata: (await publicationOf(foreign)).metadata });
      return { key: name, problem: new RegExp(`^its metadata is that of lender:${lender}:sheet:`) };
    },
  ],
  [
    'history: a key the layout does not write',
    async ({ lender }) => {
      const key = `${historyPrefix(lender)}index`;
      await kv().put(key, '{}');
      return { key, problem: /^not a key of the layout of / };
    },
  ],
  [
    'artifact missing',
    async ({ sheet }) => {
      await kv().delete(artifactKey(sheet.sha256));
      return { key: artifactKey(sheet.sha256), problem: /^not in KV$/ };
    },
  ],
  [
    'artifact corrupt (one byte changed in place)',
    async ({ sheet }) => {
      const bytes = sheet.bytes.slice();
      bytes[bytes.length >> 1]! ^= 0xff;
      await kv().put(artifactKey(sheet.sha256), bytes);
      return { key: artifactKey(sheet.sha256), problem: /^holds bytes whose sha256 is [0-9a-f]{64}$/ };
    },
  ],
  [
    'artifact truncated',
    async ({ lender, sheet }) => ({
      key: await repoint(lender, sheet, truncated(sheet.bytes)),
      problem: /^artifact (body )?is not valid msgpack/,
    }),
  ],
  [
    'artifact of another format version',
    async ({ lender, sheet }) => ({
      key: await repoint(lender, sheet, withFormatVersion(sheet.bytes, FORMAT_VERSION + 1)),
      problem: new RegExp(`^artifact format_version ${FORMAT_VERSION + 1} is not supported`),
    }),
  ],
  [
    "artifact of another lender (the entry names the other lender's sheet)",
    async ({ lender, sheet }) => {
      const foreign = publishedArtifacts().find((a) => a.lender_slug === other(lender) && a.reprice === 0)!;
      const key = await repoint(lender, sheet, foreign.bytes);
      return {
        key,
        problem: new RegExp(`^holds the ${other(lender)} sheet of .+, the index lists the ${lender} sheet`),
      };
    },
  ],
  [
    'history list throws (KV outage)',
    async ({ lender, faulty }) => {
      faulty.faults.set(history(lender), 'throw');
      return { key: history(lender), problem: /^KV read failed: .*simulated outage$/ };
    },
  ],
  [
    'history list hangs',
    async ({ lender, faulty }) => {
      faulty.faults.set(history(lender), 'hang');
      return { key: history(lender), problem: new RegExp(`^KV read timed out after ${KV_TIMEOUT_MS} ms$`) };
    },
  ],
  [
    'artifact read throws (KV outage)',
    async ({ sheet, faulty }) => {
      faulty.faults.set(artifactKey(sheet.sha256), 'throw');
      return { key: artifactKey(sheet.sha256), problem: /^KV read failed: .*simulated outage$/ };
    },
  ],
  [
    'artifact read hangs',
    async ({ sheet, faulty }) => {
      faulty.faults.set(artifactKey(sheet.sha256), 'hang');
      return { key: artifactKey(sheet.sha256), problem: new RegExp(`^KV read timed out after ${KV_TIMEOUT_MS} ms$`) };
    },
  ],
];

/** The programs of each sheet, by sha256: what a lender in force must account for. */
const programsOf = new Map(
  publishedArtifacts().map((a) => [
    a.sha256,
    decodeArtifact(a.bytes)
      .programs.map((p) => p.slug)
      .sort(),
  ]),
);

/** The Done-when of issue 17 for a 200: every roster lender listed, each one in force accounting for all its programs. */
function expectEveryLender(sent: Sent): QuoteResponse {
  expect(sent.status, sent.text.slice(0, 300)).toBe(200);
  const quote = JSON.parse(sent.text) as QuoteResponse;
  expect(quote.rate_sheets.map((s) => s.lender_slug)).toEqual([...LENDERS]);
  for (const s of quote.rate_sheets) {
    if (s.status !== 'in_force') continue;
    const answered = new Set(
      [...quote.eligible, ...quote.rejected].filter((o) => o.lender_slug === s.lender_slug).map((o) => o.program_slug),
    );
    expect([...answered].sort(), s.lender_slug).toEqual(programsOf.get(s.sha256));
  }
  return quote;
}

function expect503Naming(sent: Sent, lender: Lender, key: string, problem: RegExp): void {
  expect(sent.status, sent.text.slice(0, 300)).toBe(503);
  const { message, errors } = expectErrorEnvelope(sent);
  expect(errors).toBeUndefined();
  const escaped = key.replace(/[*.]/g, '\\$&');
  const named = new RegExp(
    `^no usable rate sheet for lender "${lender}" \\(${escaped}: (.+)\\); try again shortly$`,
  ).exec(message);
  expect(named, message).not.toBeNull();
  expect(named![1]).toMatch(problem);
}

/** The KV as the publisher leaves it, key by key: what each case starts from, without re-verifying every time. */
let seeded = new Map<string, { value: ArrayBuffer; metadata: unknown }>();
let ttlClock = 0;

beforeAll(async () => {
  await reset();
  await publish(kv());
  const { keys } = await kv().list();
  seeded = new Map(
    await Promise.all(
      keys.map(async (k) => {
        const { value, metadata } = await env.PRICER_KV.getWithMetadata(k.name, 'arrayBuffer');
        return [k.name, { value: value!, metadata }] as const;
      }),
    ),
  );
  touched.clear();
  // One artifact and one publication key per sheet.
  expect([...seeded.keys()].map((k) => k.split(':')[0]).sort()).toEqual([
    ...Array(publishedArtifacts().length).fill('artifact'),
    ...Array(publishedArtifacts().length).fill('lender'),
    'snapshot',
    'snapshot-pack',
    'snapshot-pack',
  ]);
});

beforeEach(() => {
  ttlClock = 1_000_000;
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(
    [...touched].map((key) => {
      const was = seeded.get(key);
      return was ? env.PRICER_KV.put(key, was.value, { metadata: was.metadata }) : env.PRICER_KV.delete(key);
    }),
  );
  touched.clear();
});
afterAll(async () => {
  // The restore left the KV as seeded: the same keys, and none of the seeded ones changed.
  const { keys } = await env.PRICER_KV.list();
  expect(keys.map((k) => k.name).sort()).toEqual([...seeded.keys()].sort());
  for (const [key, was] of seeded) {
    const { value, metadata } = await env.PRICER_KV.getWithMetadata(key, 'arrayBuffer');
    expect([new Uint8Array(value!), metadata], key).toEqual([new Uint8Array(was.value), was.metadata]);
  }
});

/** PRICER_KV with its snapshot hidden: every lender read from its own keys, where the rows inject their faults. */
function perLender(): FaultyKv {
  const faulty = faultyKv(kv());
  faulty.faults.set(SNAPSHOT_LIST, 'missing');
  return faulty;
}
const SNAPSHOT_LIST = `${SNAPSHOT_PREFIX}*`;

/** A fresh store (a fresh isolate) reading KV through `faulty`, and a request in `mode`. */
function isolate(faulty: FaultyKv, mode: Mode) {
  const send = warmApp(new SheetStore({ now: () => ttlClock, kvTimeoutMs: KV_TIMEOUT_MS }));
  const body = JSON.stringify({ ...VALID_QUOTE, as_of: MODES[mode].as_of });
  return () => send({ body, bindings: { PRICER_KV: faulty.kv } });
}

const TABLE = ROWS.flatMap(([fault, inject]) =>
  (Object.keys(MODES) as Mode[]).flatMap((mode) => LENDERS.map((lender) => [fault, mode, lender, inject] as const)),
);

describe('a cold store: 503 naming the lender and the key', () => {
  it.each(TABLE)('%s, %s, %s', async (_, mode, lender, inject) => {
    const faulty = perLender();
    const { key, problem } = await inject({ lender, sheet: MODES[mode].sheet(lender), faulty });
    expect503Naming(await isolate(faulty, mode)(), lender, key, problem);
  });
});

describe('a warm store: the last good answer, byte for byte', () => {
  it.each(TABLE)('%s, %s, %s', async (_, mode, lender, inject) => {
    const faulty = perLender();
    const send = isolate(faulty, mode);
    const before = await send();
    expectEveryLender(before);
    await inject({ lender, sheet: MODES[mode].sheet(lender), faulty });
    ttlClock += REFERENCE_TTL_MS;
    const during = await send();
    expect(during.text).toBe(before.text);
    // And once more a TTL later, when the store retries and fails again.
    ttlClock += REFERENCE_TTL_MS;
    expect((await send()).text).toBe(before.text);
  });
});

/** The seeded snapshot's header key, and the keys of its pack of quote parts (what a quote reads) and of whole artifacts. */
const snapshotKeys = () => {
  const header = [...seeded.keys()].find((k) => k.split(':')[0] === 'snapshot')!;
  const { packs, quote_parts } = JSON.parse(new TextDecoder().decode(seeded.get(header)!.value)) as SnapshotHeader;
  const quotePack = Object.values(quote_parts!)[0]![0];
  return { header, pack: packKey(packs[quotePack]!), wholePack: packKey(packs[quotePack === 0 ? 1 : 0]!) };
};
/** `key`'s seeded bytes changed by `change`, written in place. */
async function rewrite(key: string, change: (bytes: Uint8Array) => Uint8Array): Promise<void> {
  await kv().put(key, change(new Uint8Array(seeded.get(key)!.value)));
}
const flipped = (bytes: Uint8Array) => {
  const out = bytes.slice();
  out[out.length >> 1]! ^= 0x01;
  return out;
};

/** A fault of the snapshot itself, injected into `faulty` (or KV). */
const SNAPSHOT_ROWS: [string, (faulty: FaultyKv) => Promise<void>][] = [
  ['no snapshot listed', async (f) => void f.faults.set(SNAPSHOT_LIST, 'missing')],
  ['the snapshot list throws', async (f) => void f.faults.set(SNAPSHOT_LIST, 'throw')],
  ['the snapshot list hangs', async (f) => void f.faults.set(SNAPSHOT_LIST, 'hang')],
  ['its header missing', async (f) => void f.faults.set(snapshotKeys().header, 'missing')],
  ['its header read throws', async (f) => void f.faults.set(snapshotKeys().header, 'throw')],
  ['its header read hangs', async (f) => void f.faults.set(snapshotKeys().header, 'hang')],
  ['its header changed (one byte)', () => rewrite(snapshotKeys().header, flipped)],
  ['its header cut in half', () => rewrite(snapshotKeys().header, truncated)],
  ['its pack missing', async (f) => void f.faults.set(snapshotKeys().pack, 'missing')],
  ['its pack read throws', async (f) => void f.faults.set(snapshotKeys().pack, 'throw')],
  ['its pack read hangs', async (f) => void f.faults.set(snapshotKeys().pack, 'hang')],
  ['its pack changed (one byte)', () => rewrite(snapshotKeys().pack, flipped)],
  ['its pack cut in half', () => rewrite(snapshotKeys().pack, truncated)],
];
const SNAPSHOT_TABLE = SNAPSHOT_ROWS.flatMap(([fault, inject]) =>
  (Object.keys(MODES) as Mode[]).map((mode) => [fault, mode, inject] as const),
);

describe('a faulty snapshot: every lender read from its own keys, the same answer as without the fault', () => {
  it.each(SNAPSHOT_TABLE)('%s, %s: a cold store', async (_, mode, inject) => {
    const expected = await isolate(faultyKv(kv()), mode)();
    expectEveryLender(expected);
    const faulty = faultyKv(kv());
    await inject(faulty);
    const during = await isolate(faulty, mode)();
    expect(during.text).toBe(expected.text);
  });

  it.each(SNAPSHOT_TABLE)('%s, %s: a warm store, before and after its TTL', async (_, mode, inject) => {
    const faulty = faultyKv(kv());
    const send = isolate(faulty, mode);
    const before = await send();
    expectEveryLender(before);
    await inject(faulty);
    ttlClock += REFERENCE_TTL_MS;
    expect((await send()).text).toBe(before.text);
    expect((await isolate(faulty, mode)()).text).toBe(before.text);
  });

  it('a cold store reads the snapshot (a list, the header, the pack of quote parts) and no lender key when it is sound', async () => {
    const faulty = faultyKv(kv());
    expectEveryLender(await isolate(faulty, 'now')());
    expect(faulty.reads).toEqual([SNAPSHOT_LIST, snapshotKeys().header, snapshotKeys().pack]);
  });

  it('the catalog reads the quote parts, then the pack of whole artifacts; faulty, each lender’s artifact key instead, the same answer', async () => {
    const catalog = (faulty: FaultyKv) =>
      warmApp(new SheetStore({ now: () => ttlClock, kvTimeoutMs: KV_TIMEOUT_MS }))({
        method: 'GET',
        path: '/api/programs',
        bindings: { PRICER_KV: faulty.kv },
      });
    const sound = faultyKv(kv());
    const expected = await catalog(sound);
    expect(expected.status).toBe(200);
    const { header, pack, wholePack } = snapshotKeys();
    expect(sound.reads).toEqual([SNAPSHOT_LIST, header, pack, wholePack]);
    for (const fault of ['missing', 'throw'] as const) {
      const faulty = faultyKv(kv());
      faulty.faults.set(wholePack, fault);
      expect((await catalog(faulty)).text).toBe(expected.text);
      expect(faulty.reads.filter((k) => k.startsWith('artifact:'))).toHaveLength(LENDERS.length);
      expect(faulty.reads.filter((k) => k === wholePack)).toHaveLength(1); // the failed pack read once, not per lender
    }
  });
});

describe('keys beside the roster', () => {
  it('the history of a lender off the roster changes nothing: both roster lenders and only they are answered', async () => {
    const { key, value, ...options } = publicationEntry('newbank', {
      ...((await publicationOf(artifactOf('agency', '2026-11-23'))).metadata as Publication),
    });
    await kv().put(key, value, options);
    for (const mode of Object.keys(MODES) as Mode[]) expectEveryLender(await isolate(faultyKv(kv()), mode)());
  });

  it('a failed read is not remembered: once the fault clears, the next request reads the sheet', async () => {
    const faulty = perLender();
    const send = isolate(faulty, 'now');
    const sheet = lastOf('non-qm', '2026-11-23');
    faulty.faults.set(artifactKey(sheet.sha256), 'throw');
    expect((await send()).status).toBe(503);
    faulty.faults.clear();
    const quote = expectEveryLender(await send());
    expect(quote.rate_sheets.find((s) => s.lender_slug === 'non-qm')).toMatchObject({
      sha256: sheet.sha256,
      status: 'in_force',
    });
  });

  it('concurrent requests share one pending history read: two requests, one hung list', async () => {
    const faulty = perLender();
    const send = isolate(faulty, 'now');
    faulty.faults.set(history('agency'), 'hang');
    const [a, b] = await Promise.all([send(), send()]);
    for (const sent of [a!, b!]) expect503Naming(sent, 'agency', history('agency'), /timed out/);
    expect(faulty.reads.filter((k) => k === history('agency'))).toHaveLength(1);
  });
});
