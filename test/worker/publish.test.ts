/** The daily publisher against the real KV binding: nothing bad is ever pointed at. */
import { reset } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { Packr } from 'msgpackr';
import { beforeEach, describe, expect, it } from 'vitest';
import { bindingPort } from '../../scripts/publish/kv-port.ts';
import { publish } from '../../scripts/publish/publish.ts';
import { decodeArtifact, encodeArtifact, sha256Hex } from '../../worker/artifact/codec.ts';
import type { Artifact } from '../../worker/artifact/format.ts';
import { type PublishedArtifact, pointerKey } from '../../worker/sheets/layout.ts';
import { artifactOf } from './kv-fixtures.ts';
import { send, VALID_QUOTE } from './requests.ts';

const LENDERS = ['agency', 'non-qm'];
const kv = () => bindingPort(env.PRICER_KV);
const day = (date: string) => LENDERS.map((l) => artifactOf(l, date));
const pointedDates = async () =>
  Promise.all(
    LENDERS.map(
      async (l) =>
        (JSON.parse((await env.PRICER_KV.get(pointerKey(l), 'text'))!) as { effective_date: string }).effective_date,
    ),
  );

/** A candidate carrying `bytes` under their own content address. */
async function candidate(base: PublishedArtifact, bytes: Uint8Array): Promise<PublishedArtifact> {
  return { ...base, bytes, sha256: await sha256Hex(bytes) };
}
const edited = (base: PublishedArtifact, edit: (a: Artifact) => void) => {
  const a = decodeArtifact(base.bytes);
  edit(a);
  return a;
};

beforeEach(async () => {
  await reset();
  expect((await publish(kv(), day('2026-11-20'), 'day one')).ok).toBe(true);
});

describe('a good publish', () => {
  it('moves each pointer, and the next quote prices the new sheet', async () => {
    const report = await publish(kv(), [...day('2026-11-20'), ...day('2026-11-23')], 'day two');
    expect(report.lenders.map((l) => [l.lender_slug, l.status])).toEqual([
      ['agency', 'published'],
      ['non-qm', 'published'],
    ]);
    expect(await pointedDates()).toEqual(['2026-11-23', '2026-11-23']);
    const body = (await (
      await send('/api/pricer/quote', { body: { ...VALID_QUOTE, program_slug: '2_conventional_fixed' } })
    ).json()) as {
      rate_sheet_date: string;
      eligible: { rate: number; final_price: number }[];
    };
    expect(body.rate_sheet_date).toBe('2026-11-23');
    // 2026-11-23 Conventional!E21 (6.500, 45 Day) 100.495; LLPA!G13 (0.875); CA 0.125 => 99.745 (99.995 the day before)
    expect(body.eligible.find((o) => o.rate === 6.5)?.final_price).toBe(99.745);
  });

  it('writes nothing the second time', async () => {
    await publish(kv(), day('2026-11-23'), 'day two');
    const again = await publish(kv(), day('2026-11-23'), 'day two, again');
    expect(again).toMatchObject({ ok: true, writes: [] });
    expect(again.lenders.map((l) => l.status)).toEqual(['unchanged', 'unchanged']);
  });
});

describe('a refused publish moves no pointer and writes nothing', () => {
  const good = () => artifactOf('agency', '2026-11-23');
  const bad = async (kind: string): Promise<PublishedArtifact> => {
    const base = artifactOf('non-qm', '2026-11-23');
    if (kind === 'corrupt') return candidate(base, base.bytes.slice(0, base.bytes.length >> 1));
    if (kind === 'wrong version') {
      const a = edited(base, () => {}) as unknown as Record<string, unknown>;
      return candidate(base, new Packr({ useRecords: true }).pack({ ...a, format_version: 99 }));
    }
    // smoke: a Minimum Price no rate can reach makes every program's every rate ineligible
    const a = edited(base, (x) => {
      for (const p of x.programs) for (const c of p.caps) if (c.kind === 'min_price') c.value = 200_000;
    });
    return candidate(base, encodeArtifact(a));
  };

  it.each([
    ['corrupt', /not valid msgpack|fails its schema/],
    ['wrong version', /format_version 99 is not supported/],
    ['failing smoke quote', /smoke quote priced no offer/],
  ])('%s', async (kind, reason) => {
    const report = await publish(kv(), [good(), await bad(kind)], 'day two');
    expect(report.ok).toBe(false);
    expect(report.writes).toEqual([]);
    expect(report.lenders.find((l) => l.lender_slug === 'non-qm')?.reason).toMatch(reason);
    expect(await pointedDates()).toEqual(['2026-11-20', '2026-11-20']); // agency's good sheet waits too
  });

  it('a bytes/sha256 mismatch', async () => {
    const base = artifactOf('non-qm', '2026-11-23');
    const report = await publish(kv(), [{ ...base, bytes: artifactOf('agency', '2026-11-23').bytes }], 'day two');
    expect(report.lenders[0]?.reason).toMatch(/^non-qm 2026-11-23: sha256 is [0-9a-f]{64}, expected/);
    expect(await pointedDates()).toEqual(['2026-11-20', '2026-11-20']);
  });
});
