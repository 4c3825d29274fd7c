/**
 * The publisher (scripts/publish/publish.ts, the one writer of PRICER_KV) against the real KV
 * binding: what it writes and in which order, what it refuses and that a refusal touches nothing
 * else, and that the next quote prices what it published.
 */
import { reset } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { bindingPort } from '../../scripts/publish/kv-port.ts';
import { type Candidate, publish } from '../../scripts/publish/publish.ts';
import { decodeArtifact, encodeArtifact, sha256Hex } from '../../worker/artifact/codec.ts';
import type { Artifact } from '../../worker/artifact/format.ts';
import type { QuoteResponse } from '../../worker/engine/response.ts';
import { artifactKey, indexKey, type LenderIndex } from '../../worker/sheets/layout.ts';
import { truncated, withFormatVersion } from './faulty-kv.ts';
import { artifactOf, type Compiled, lastOf, publishedArtifacts } from './kv-fixtures.ts';
import { send, VALID_QUOTE } from './requests.ts';

const kv = () => bindingPort(env.PRICER_KV);
const friday = () => publishedArtifacts().filter((a) => a.effective_date === '2026-11-20');
const monday = () => publishedArtifacts().filter((a) => a.effective_date === '2026-11-23');
const indexOf = async (lender: string) => {
  const text = await env.PRICER_KV.get(indexKey(lender), 'text');
  return text === null ? null : (JSON.parse(text) as LenderIndex);
};
const indexed = async (lender: string) => (await indexOf(lender))?.sheets.map((e) => e.effective_at) ?? [];

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
  expect((await publish(kv(), friday())).ok).toBe(true);
});

describe('a good publication', () => {
  it("adds Monday's sheets to each index, and the next quote prices them", async () => {
    const report = await publish(kv(), publishedArtifacts());
    expect(report.outcomes.map((o) => [o.lender_slug, o.effective_at, o.status])).toEqual([
      ['agency', '2026-11-20T09:00:00-05:00', 'unchanged'],
      ['agency', '2026-11-23T09:00:00-05:00', 'published'],
      ['non-qm', '2026-11-20T08:30:00-08:00', 'unchanged'],
      ['non-qm', '2026-11-23T08:30:00-08:00', 'published'],
      ['non-qm', '2026-11-23T13:15:00-08:00', 'published'],
    ]);
    // Artifacts first, the indexes last: a reader that sees a new entry finds its artifact.
    expect(report.writes).toEqual([
      artifactKey(artifactOf('agency', '2026-11-23').sha256),
      artifactKey(artifactOf('non-qm', '2026-11-23').sha256),
      artifactKey(lastOf('non-qm', '2026-11-23').sha256),
      indexKey('agency'),
      indexKey('non-qm'),
    ]);
    expect((await indexOf('non-qm'))?.lender_slug).toBe('non-qm');
    expect((await indexOf('non-qm'))?.sheets).toEqual(
      [artifactOf('non-qm', '2026-11-20'), artifactOf('non-qm', '2026-11-23'), lastOf('non-qm', '2026-11-23')].map(
        (a) => ({
          sha256: a.sha256,
          effective_date: a.effective_date,
          effective_at: a.effective_at,
          reprice: a.reprice,
          expires_at: decodeArtifact(a.bytes).expires_at,
          withdrawn_at: null,
        }),
      ),
    );

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
    expect(again.outcomes.map((o) => o.status)).toEqual(Array(5).fill('unchanged'));
  });

  it("a publication of one lender leaves the other's index as it was, byte for byte", async () => {
    const before = await env.PRICER_KV.get(indexKey('agency'), 'text');
    const report = await publish(
      kv(),
      monday().filter((a) => a.lender_slug === 'non-qm'),
    );
    expect(report.writes).not.toContain(indexKey('agency'));
    expect(await env.PRICER_KV.get(indexKey('agency'), 'text')).toBe(before);
    expect(await indexed('non-qm')).toEqual([
      '2026-11-20T08:30:00-08:00',
      '2026-11-23T08:30:00-08:00',
      '2026-11-23T13:15:00-08:00',
    ]);
  });

  it('a republished sheet stays withdrawn', async () => {
    const index = (await indexOf('agency'))!;
    index.sheets[0]!.withdrawn_at = '2026-11-21T12:00:00+00:00';
    await env.PRICER_KV.put(indexKey('agency'), JSON.stringify(index));
    await publish(kv(), publishedArtifacts());
    expect((await indexOf('agency'))!.sheets.map((e) => e.withdrawn_at)).toEqual(['2026-11-21T12:00:00+00:00', null]);
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
    // The morning sheets of both lenders are published all the same.
    expect(await indexed('agency')).toEqual(['2026-11-20T09:00:00-05:00', '2026-11-23T09:00:00-05:00']);
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
    ['not JSON', '[{"sha256": "ab'],
    ["another lender's", 'non-qm'],
  ])("every sheet of a lender whose index in KV is %s; the other lender's are published", async (_, value) => {
    const text = value === 'non-qm' ? (await env.PRICER_KV.get(indexKey('non-qm'), 'text'))! : value;
    await env.PRICER_KV.put(indexKey('agency'), text);
    const report = await publish(kv(), monday());
    expect(report.outcomes.map((o) => [o.lender_slug, o.status])).toEqual([
      ['agency', 'refused'],
      ['non-qm', 'published'],
      ['non-qm', 'published'],
    ]);
    expect(report.outcomes[0]?.reason).toMatch(
      /^index:agency in KV cannot be read \((not JSON|it holds the index of non-qm)\): repair it first \(local KV: delete \.wrangler\/state and publish again\)$/,
    );
    expect(report.writes).not.toContain(artifactKey(artifactOf('agency', '2026-11-23').sha256));
    expect(await env.PRICER_KV.get(indexKey('agency'), 'text')).toBe(text);
  });

  it('a lender off the roster (sheets/roster.json)', async () => {
    const report = await publish(kv(), monday(), ['agency']);
    expect(report.outcomes.filter((o) => o.status === 'refused').map((o) => [o.effective_at, o.reason])).toEqual([
      ['2026-11-23T08:30:00-08:00', 'lender non-qm is not on the roster (sheets/roster.json)'],
      ['2026-11-23T13:15:00-08:00', 'lender non-qm is not on the roster (sheets/roster.json)'],
    ]);
    expect(await indexed('non-qm')).toEqual(['2026-11-20T08:30:00-08:00']);
    expect(await indexed('agency')).toEqual(['2026-11-20T09:00:00-05:00', '2026-11-23T09:00:00-05:00']);
  });
});
