/**
 * The publisher (scripts/publish/publish.ts, the one writer of PRICER_KV) against the real KV
 * binding: what it writes and in which order, what it refuses and that a refusal touches nothing
 * else, that a roster lender is never left without a sheet, and that the next quote prices what it
 * published.
 */
import { reset } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { bindingPort } from '../../scripts/publish/kv-port.ts';
import { type Candidate, publish } from '../../scripts/publish/publish.ts';
import { withdraw } from '../../scripts/publish/withdraw.ts';
import { decodeArtifact, sha256Hex } from '../../worker/artifact/codec.ts';
import { encodeArtifact } from '../../worker/artifact/encode.ts';
import type { Artifact } from '../../worker/artifact/format.ts';
import { parseMoment } from '../../worker/artifact/moment.ts';
import type { QuoteResponse } from '../../worker/contract/response.ts';
import { historyOf } from '../../worker/sheets/history.ts';
import { artifactKey, historyPrefix } from '../../worker/sheets/layout.ts';
import { ROSTER } from '../../worker/sheets/roster.ts';
import { truncated, withFormatVersion } from './faulty-kv.ts';
import { artifactOf, type Compiled, lastOf, publishedArtifacts } from './kv-fixtures.ts';
import { send, VALID_QUOTE } from './requests.ts';

const kv = () => bindingPort(env.PRICER_KV);
/**
 * The last keys of a publication that changes what is in force: a pack of whole artifacts, a pack of
 * their quote parts, then the snapshot's header (store-snapshot.test.ts).
 */
const SNAPSHOT_WRITES = [
  expect.stringMatching(/^snapshot-pack:[0-9a-f]{64}$/),
  expect.stringMatching(/^snapshot-pack:[0-9a-f]{64}$/),
  expect.stringMatching(/^snapshot:\d{13}:[0-9a-f]{64}$/),
];
const friday = () => publishedArtifacts().filter((a) => a.effective_date === '2026-11-20');
const monday = () => publishedArtifacts().filter((a) => a.effective_date === '2026-11-23');
/** The lender's history as the Worker derives it from its keys. */
const historyIn = async (lender: string) =>
  historyOf(lender, (await env.PRICER_KV.list({ prefix: historyPrefix(lender) })).keys);
const indexed = async (lender: string) => (await historyIn(lender)).sheets.map((e) => e.effective_at);
const keysOf = async (lender: string) =>
  (await env.PRICER_KV.list({ prefix: historyPrefix(lender) })).keys.map((k) => k.name);
/** The moments of the publications these tests make (Friday's sheets first): their keys name them. */
const FRIDAY_AT = parseMoment('2026-11-20T18:00:00+00:00')!;
const AT = parseMoment('2026-11-23T22:30:00+00:00')!;

/** A candidate carrying `bytes` under their own content address. */
const candidate = async (base: Compiled, bytes: Uint8Array): Promise<Candidate> => ({
  ...base,
  bytes,
  sha256: await sha256Hex(bytes),
});
const edited = (base: Compiled, edit: (a: Artifact) => void) => {
  const a = decodeArtifact(base.bytes);
  edit(a);
  return candidate(base, encodeArtifact(a));
};

beforeEach(async () => {
  await reset();
  expect((await publish(kv(), friday(), { now: FRIDAY_AT })).ok).toBe(true);
});

describe('a good publication', () => {
  it("adds Monday's sheets to each history, and the next quote prices them", async () => {
    const report = await publish(kv(), publishedArtifacts(), { now: AT });
    expect(report.outcomes.map((o) => [o.lender_slug, o.effective_at, o.status])).toEqual([
      ['agency', '2026-11-20T09:00:00-05:00', 'unchanged'],
      ['agency', '2026-11-23T09:00:00-05:00', 'published'],
      ['jumbo', '2026-11-20T08:00:00-06:00', 'unchanged'],
      ['jumbo', '2026-11-23T08:00:00-06:00', 'published'],
      ['jumbo', '2026-11-23T14:30:00-06:00', 'published'],
      ['non-qm', '2026-11-20T08:30:00-08:00', 'unchanged'],
      ['non-qm', '2026-11-23T08:30:00-08:00', 'published'],
      ['non-qm', '2026-11-23T13:15:00-08:00', 'published'],
    ]);
    // Artifacts first, the publication keys last: a reader that lists a new sheet finds its artifact.
    // Each key: the moment in UTC (9:00 AM ET = 14:00Z, 08:00 CT = 14:00Z, 14:30 CT = 20:30Z, 8:30 AM PT = 16:30Z,
    // 1:15 PM PT = 21:15Z), the publication, the bytes.
    expect(report.writes.slice(0, -SNAPSHOT_WRITES.length)).toEqual([
      artifactKey(artifactOf('agency', '2026-11-23').sha256),
      artifactKey(artifactOf('jumbo', '2026-11-23').sha256),
      artifactKey(lastOf('jumbo', '2026-11-23').sha256),
      artifactKey(artifactOf('non-qm', '2026-11-23').sha256),
      artifactKey(lastOf('non-qm', '2026-11-23').sha256),
      `lender:agency:sheet:2026-11-23T14:00:00Z:2026-11-23T22:30:00Z:${artifactOf('agency', '2026-11-23').sha256}`,
      `lender:jumbo:sheet:2026-11-23T14:00:00Z:2026-11-23T22:30:00Z:${artifactOf('jumbo', '2026-11-23').sha256}`,
      `lender:jumbo:sheet:2026-11-23T20:30:00Z:2026-11-23T22:30:00Z:${lastOf('jumbo', '2026-11-23').sha256}`,
      `lender:non-qm:sheet:2026-11-23T16:30:00Z:2026-11-23T22:30:00Z:${artifactOf('non-qm', '2026-11-23').sha256}`,
      `lender:non-qm:sheet:2026-11-23T21:15:00Z:2026-11-23T22:30:00Z:${lastOf('non-qm', '2026-11-23').sha256}`,
    ]);
    // Then the snapshot: a pack of the artifacts answering now, a pack of their quote parts, then its header.
    expect(report.writes.slice(-SNAPSHOT_WRITES.length)).toEqual(SNAPSHOT_WRITES);
    expect(await historyIn('non-qm')).toEqual({
      idle: false,
      sheets: [
        artifactOf('non-qm', '2026-11-20'),
        artifactOf('non-qm', '2026-11-23'),
        lastOf('non-qm', '2026-11-23'),
      ].map((a) => ({
        sha256: a.sha256,
        effective_date: a.effective_date,
        effective_at: a.effective_at,
        reprice: a.reprice,
        expires_at: decodeArtifact(a.bytes).expires_at,
        withdrawn_at: null,
      })),
    });

    const response = await send('/api/pricer/quote', {
      body: { ...VALID_QUOTE, program_slug: '2_conventional_fixed' },
    });
    const quote = await response.json<QuoteResponse>();
    expect(quote.rate_sheet_date).toBe('2026-11-23');
    // 2026-11-23 Conventional!E21 (6.500, 45 Day) 100.495; LLPA!G13 -0.875; State Adjusters!C12 CA +0.125
    // => 99.745 (the Friday sheet's E21 100.745 gave 99.995).
    const offer = quote.eligible.find((o) => o.rate === 6.5);
    expect([offer?.base_price, offer?.final_price]).toEqual([100.495, 99.745]);
  });

  it('writes nothing the second time', async () => {
    await publish(kv(), publishedArtifacts());
    const again = await publish(kv(), publishedArtifacts());
    expect(again).toMatchObject({ ok: true, writes: [] });
    expect(again.outcomes.map((o) => o.status)).toEqual(Array(8).fill('unchanged')); // the 8 fixture sheets
  });

  it("a publication of one lender writes no key of the other's", async () => {
    const before = await keysOf('agency');
    const report = await publish(
      kv(),
      monday().filter((a) => a.lender_slug === 'non-qm'),
    );
    expect(report.writes.filter((k) => k.startsWith('lender:agency:'))).toEqual([]);
    expect(await keysOf('agency')).toEqual(before);
    expect(await indexed('non-qm')).toEqual([
      '2026-11-20T08:30:00-08:00',
      '2026-11-23T08:30:00-08:00',
      '2026-11-23T13:15:00-08:00',
    ]);
  });

  it('a republished sheet stays withdrawn', async () => {
    await withdraw(kv(), 'agency', '2026-11-20', '2026-11-21T12:00:00+00:00');
    await publish(kv(), publishedArtifacts());
    expect((await historyIn('agency')).sheets.map((e) => e.withdrawn_at)).toEqual(['2026-11-21T12:00:00+00:00', null]);
  });

  it('a moment published again with other bytes (a recompile): the newest publication answers, still withdrawn', async () => {
    // Granite Peak's Friday sheet recompiled with Full Doc 6.500 % priced 0.250 lower (the edit stands for a compiler change).
    const friday = artifactOf('non-qm', '2026-11-20');
    const recompiled = await edited(friday, (a) => {
      for (const p of a.programs)
        for (const r of p.ladder?.rows ?? []) if (r.rate === 6_500 && r.price !== null) r.price -= 250;
    });
    await withdraw(kv(), 'non-qm', '2026-11-20', '2026-11-21T12:00:00+00:00');
    const report = await publish(kv(), [recompiled], { now: AT });
    expect(report.outcomes.map((o) => o.status)).toEqual(['published']);
    // The first publication's key stays; the newer one names the new bytes.
    expect((await keysOf('non-qm')).filter((k) => k.includes(':sheet:'))).toEqual([
      `lender:non-qm:sheet:2026-11-20T16:30:00Z:2026-11-20T18:00:00Z:${friday.sha256}`,
      `lender:non-qm:sheet:2026-11-20T16:30:00Z:2026-11-23T22:30:00Z:${recompiled.sha256}`,
    ]);
    expect((await historyIn('non-qm')).sheets).toEqual([
      expect.objectContaining({ sha256: recompiled.sha256, withdrawn_at: '2026-11-21T12:00:00+00:00' }),
    ]);
    // The old bytes again, later: they answer again (the newest publication wins), and still withdrawn.
    await publish(kv(), [friday], { now: AT + 1000 });
    expect((await historyIn('non-qm')).sheets).toEqual([
      expect.objectContaining({ sha256: friday.sha256, withdrawn_at: '2026-11-21T12:00:00+00:00' }),
    ]);
  });
});

describe('a roster lender is never left without a sheet', () => {
  beforeEach(() => reset());

  const others = () => publishedArtifacts().filter((a) => a.lender_slug !== 'non-qm');

  it('a first publication without Granite Peak is refused as a whole, naming it: nothing written', async () => {
    const report = await publish(kv(), others());
    expect(report).toMatchObject({ ok: false, writes: [], missing: ['non-qm'] });
    expect(report.outcomes.map((o) => [o.status, o.reason])).toEqual(
      Array(others().length).fill([
        'refused',
        'nothing was published: non-qm on the roster would have no sheet (every route would answer 503)',
      ]),
    );
    expect((await env.PRICER_KV.list()).keys).toEqual([]);
  });

  it("so is one whose only Granite Peak sheet is refused (Bayshore's are not written either)", async () => {
    const bad = { ...artifactOf('non-qm', '2026-11-20'), bytes: truncated(artifactOf('non-qm', '2026-11-20').bytes) };
    const report = await publish(kv(), [...friday().filter((a) => a.lender_slug !== 'non-qm'), bad]);
    expect(report).toMatchObject({ ok: false, writes: [], missing: ['non-qm'] });
    expect((await env.PRICER_KV.list()).keys).toEqual([]);
  });

  it('--idle non-qm: the others are published, Granite Peak marked idle, and quotes list it as no_sheet', async () => {
    const report = await publish(kv(), others(), { idle: ['non-qm'], now: AT });
    expect(report).toMatchObject({ ok: true, missing: [] });
    expect(report.writes.slice(-1 - SNAPSHOT_WRITES.length)).toEqual(['lender:non-qm:idle', ...SNAPSHOT_WRITES]);
    const quote = await (await send('/api/pricer/quote', { body: VALID_QUOTE })).json<QuoteResponse>();
    expect(quote.rate_sheets.map((s) => [s.lender_slug, s.status])).toEqual(
      ROSTER.map((l) => [l, l === 'non-qm' ? 'no_sheet' : 'in_force']),
    );
    expect(quote.eligible.length).toBeGreaterThan(0);
    expect(quote.eligible.filter((o) => o.lender_slug === 'non-qm')).toEqual([]);
    // Its first sheet ends the idleness: no key is removed, the sheet answers.
    await publish(kv(), publishedArtifacts(), { idle: ['non-qm'] });
    const after = await (await send('/api/pricer/quote', { body: VALID_QUOTE })).json<QuoteResponse>();
    expect(after.rate_sheets.map((s) => s.status)).toEqual(ROSTER.map(() => 'in_force'));
  });
});

describe('a refused sheet is named and written nowhere; the others are still published', () => {
  const bad: [string, () => Promise<Candidate>, RegExp][] = [
    [
      'corrupt (truncated)',
      () => candidate(lastOf('non-qm', '2026-11-23'), truncated(lastOf('non-qm', '2026-11-23').bytes)),
      /not valid msgpack/,
    ],
    [
      'of another format version',
      () => candidate(lastOf('non-qm', '2026-11-23'), withFormatVersion(lastOf('non-qm', '2026-11-23').bytes, 99)),
      /format_version 99 is not supported/,
    ],
    [
      'pricing no offer in the smoke quote',
      // A Minimum Price of 200.000 (in thousandths) no rate reaches makes every program ineligible.
      () =>
        edited(lastOf('non-qm', '2026-11-23'), (a) => {
          for (const p of a.programs) if (p.floor) p.floor.value = 200_000;
        }),
      /smoke quote priced no offer/,
    ],
    [
      'whose bytes are not its sha256',
      async () => ({ ...lastOf('non-qm', '2026-11-23'), bytes: artifactOf('agency', '2026-11-23').bytes }),
      /^sha256 is [0-9a-f]{64}, expected [0-9a-f]{64}$/,
    ],
  ];

  it.each(bad)("Granite Peak's 1:15 PM reprice %s", async (_, make, reason) => {
    const refused = await make();
    const report = await publish(kv(), [...monday().filter((a) => a.reprice === 0), refused]);
    expect(report.ok).toBe(false);
    const named = report.outcomes.filter((o) => o.status === 'refused');
    expect(named).toEqual([
      {
        lender_slug: 'non-qm',
        effective_at: refused.effective_at,
        sha256: refused.sha256,
        status: 'refused',
        reason: expect.stringMatching(reason),
      },
    ]);
    expect(report.writes).not.toContain(artifactKey(refused.sha256));
    expect(await env.PRICER_KV.get(artifactKey(refused.sha256))).toBeNull();
    // The morning sheets of every lender are published all the same.
    expect(await indexed('agency')).toEqual(['2026-11-20T09:00:00-05:00', '2026-11-23T09:00:00-05:00']);
    expect(await indexed('jumbo')).toEqual(['2026-11-20T08:00:00-06:00', '2026-11-23T08:00:00-06:00']);
    expect(await indexed('non-qm')).toEqual(['2026-11-20T08:30:00-08:00', '2026-11-23T08:30:00-08:00']);
  });

  it("a sheet listed as another moment's (the reprice's moment, Friday's bytes)", async () => {
    const listed = { ...artifactOf('non-qm', '2026-11-20'), effective_at: '2026-11-23T13:15:00-08:00' };
    const report = await publish(kv(), [listed]);
    expect(report).toMatchObject({ ok: false, writes: [] });
    expect(report.outcomes[0]?.reason).toBe(
      'artifact is non-qm 2026-11-20T08:30:00-08:00, listed as non-qm 2026-11-23T13:15:00-08:00',
    );
    expect(await indexed('non-qm')).toEqual(['2026-11-20T08:30:00-08:00']);
  });

  it.each([
    [
      'a key the layout does not write',
      'lender:agency:junk',
      undefined,
      /\(lender:agency:junk: not a key of the layout of lender:agency:\* /,
    ],
    [
      'a publication key without metadata',
      `lender:agency:sheet:2026-11-20T14:00:00Z:2026-11-20T15:00:00Z:${'a'.repeat(64)}`,
      undefined,
      /: malformed metadata: \(root\): /,
    ],
    [
      'a withdrawal key whose metadata is that of another moment',
      'lender:agency:withdrawal:2026-11-20T14:00:00Z:2026-11-21T12:00:00Z',
      { effective_at: '2026-11-23T09:00:00-05:00', withdrawn_at: '2026-11-21T12:00:00+00:00' },
      /: its metadata is that of lender:agency:withdrawal:2026-11-23T14:00:00Z:2026-11-21T12:00:00Z\)/,
    ],
  ])(
    "every sheet of a lender whose history holds %s; the other lenders' are published",
    async (_, key, metadata, problem) => {
      await env.PRICER_KV.put(key, '', { metadata });
      const before = await keysOf('agency');
      const report = await publish(kv(), monday());
      expect(report.outcomes.map((o) => [o.lender_slug, o.status])).toEqual([
        ['agency', 'refused'],
        ['jumbo', 'published'],
        ['jumbo', 'published'],
        ['non-qm', 'published'],
        ['non-qm', 'published'],
      ]);
      expect(report.outcomes[0]?.reason).toMatch(
        /^its history in KV cannot be read \(.+\): repair it first \(local KV: delete \.wrangler\/state and publish again\)$/,
      );
      expect(report.outcomes[0]?.reason).toMatch(problem);
      expect(report.writes).not.toContain(artifactKey(artifactOf('agency', '2026-11-23').sha256));
      expect(await keysOf('agency')).toEqual(before);
    },
  );

  it('a lender off the roster (sheets/roster.json)', async () => {
    const report = await publish(kv(), monday(), { roster: ['agency'] });
    expect(report.outcomes.filter((o) => o.status === 'refused').map((o) => [o.effective_at, o.reason])).toEqual([
      ['2026-11-23T08:00:00-06:00', 'lender jumbo is not on the roster (sheets/roster.json)'],
      ['2026-11-23T14:30:00-06:00', 'lender jumbo is not on the roster (sheets/roster.json)'],
      ['2026-11-23T08:30:00-08:00', 'lender non-qm is not on the roster (sheets/roster.json)'],
      ['2026-11-23T13:15:00-08:00', 'lender non-qm is not on the roster (sheets/roster.json)'],
    ]);
    expect(await indexed('jumbo')).toEqual(['2026-11-20T08:00:00-06:00']);
    expect(await indexed('non-qm')).toEqual(['2026-11-20T08:30:00-08:00']);
    expect(await indexed('agency')).toEqual(['2026-11-20T09:00:00-05:00', '2026-11-23T09:00:00-05:00']);
  });
});

describe('a namespace the previous publisher wrote (one index:<lender> value per lender)', () => {
  const legacyEntry = (a: Compiled, withdrawn_at: string | null) => ({
    sha256: a.sha256,
    effective_date: a.effective_date,
    effective_at: a.effective_at,
    reprice: a.reprice,
    expires_at: decodeArtifact(a.bytes).expires_at,
    withdrawn_at,
  });

  it('the next publication carries its sheets and its withdrawal over into history keys, once', async () => {
    await reset();
    for (const a of publishedArtifacts()) await env.PRICER_KV.put(artifactKey(a.sha256), a.bytes);
    // Bayshore's 11-23 sheet was withdrawn at 10:15 AM ET under the old layout.
    const agency = [
      legacyEntry(artifactOf('agency', '2026-11-20'), null),
      legacyEntry(artifactOf('agency', '2026-11-23'), '2026-11-23T15:15:00+00:00'),
    ];
    const nonQm = publishedArtifacts()
      .filter((a) => a.lender_slug === 'non-qm')
      .map((a) => legacyEntry(a, null));
    await env.PRICER_KV.put('index:agency', JSON.stringify({ lender_slug: 'agency', sheets: agency }));
    await env.PRICER_KV.put('index:non-qm', JSON.stringify({ lender_slug: 'non-qm', sheets: nonQm }));

    const report = await publish(kv(), publishedArtifacts(), { now: AT });
    // Cedar Hollow joined the roster after the old layout: no index:jumbo, its sheets are new.
    expect(report.outcomes.map((o) => [o.lender_slug, o.status])).toEqual([
      ...agency.map(() => ['agency', 'unchanged']),
      ...['2026-11-20', '2026-11-23', '2026-11-23'].map(() => ['jumbo', 'published']),
      ...nonQm.map(() => ['non-qm', 'unchanged']),
    ]);
    // Imported as published at the epoch: any publication of the new layout is newer.
    const imported = (lender: string, utc: string, sha256: string) =>
      `lender:${lender}:sheet:${utc}:1970-01-01T00:00:00Z:${sha256}`;
    // Cedar Hollow's keys: its moments in UTC (08:00 CT = 14:00Z, 14:30 CT = 20:30Z), published at AT.
    const published = (utc: string, sheet: Compiled) =>
      `lender:jumbo:sheet:${utc}:2026-11-23T22:30:00Z:${sheet.sha256}`;
    expect(report.writes.slice(0, -SNAPSHOT_WRITES.length)).toEqual([
      imported('agency', '2026-11-20T14:00:00Z', artifactOf('agency', '2026-11-20').sha256),
      imported('agency', '2026-11-23T14:00:00Z', artifactOf('agency', '2026-11-23').sha256),
      'lender:agency:withdrawal:2026-11-23T14:00:00Z:2026-11-23T15:15:00Z',
      published('2026-11-20T14:00:00Z', artifactOf('jumbo', '2026-11-20')),
      published('2026-11-23T14:00:00Z', artifactOf('jumbo', '2026-11-23')),
      published('2026-11-23T20:30:00Z', lastOf('jumbo', '2026-11-23')),
      imported('non-qm', '2026-11-20T16:30:00Z', artifactOf('non-qm', '2026-11-20').sha256),
      imported('non-qm', '2026-11-23T16:30:00Z', artifactOf('non-qm', '2026-11-23').sha256),
      imported('non-qm', '2026-11-23T21:15:00Z', lastOf('non-qm', '2026-11-23').sha256),
    ]);
    // Then the snapshot: a pack of the artifacts answering now, a pack of their quote parts, then its header.
    expect(report.writes.slice(-SNAPSHOT_WRITES.length)).toEqual(SNAPSHOT_WRITES);
    expect((await historyIn('agency')).sheets).toEqual(agency);
    expect((await historyIn('non-qm')).sheets).toEqual(nonQm);
    expect((await publish(kv(), publishedArtifacts())).writes).toEqual([]);
  });
});
