/**
 * A roster larger than the store's spare cache (16 decoded sheets beyond one per lender): a warm
 * request still reads no artifact. With a fixed cache of 16, each request of a 20-lender roster
 * evicted sheets it needed and read and decoded them again. And a cold one reads the snapshot (a
 * list, its header, its one pack), not two keys per lender, unless there is none.
 */
import { reset } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeEach, expect, it } from 'vitest';
import { decodeArtifact, sha256Hex } from '../../worker/artifact/codec.ts';
import { encodeArtifact } from '../../worker/artifact/encode.ts';
import { parseMoment } from '../../worker/artifact/moment.ts';
import { REFERENCE_TTL_MS, SheetStore } from '../../worker/sheets/store.ts';
import { artifactOf, publish, watchedKv, withoutSnapshot } from './kv-fixtures.ts';

/** The test clock of vitest.config.ts. */
const NOW = { kind: 'now', at: parseMoment('2026-11-23T14:00:00-08:00')! } as const;
const LENDERS = 40;

/** `LENDERS` copies of Bayshore's 11-23 sheet, each under its own slug: `copy-0` ... */
async function copies() {
  const base = decodeArtifact(artifactOf('agency', '2026-11-23').bytes);
  return Promise.all(
    Array.from({ length: LENDERS }, async (_, i) => {
      const bytes = encodeArtifact({ ...base, lender_slug: `copy-${i}` });
      return { lender_slug: `copy-${i}`, effective_at: base.effective_at, sha256: await sha256Hex(bytes), bytes };
    }),
  );
}

beforeEach(() => reset());

it.each([
  ['through the snapshot: a list, its header, its one pack', false],
  ['without a snapshot: one history list and one artifact read per lender', true],
])(
  `a cold request of ${LENDERS} lenders, %s; a warm one reads nothing and answers with the same decoded sheets`,
  async (_, hidden) => {
    const artifacts = await copies();
    const roster = artifacts.map((a) => a.lender_slug).sort();
    await publish(env.PRICER_KV, artifacts, roster);
    const { kv, reads } = watchedKv(hidden ? withoutSnapshot(env.PRICER_KV) : env.PRICER_KV);
    let clock = 1_000_000;
    const store = new SheetStore({ roster, now: () => clock });
    const first = await store.sheets(kv, NOW);
    if (hidden) {
      expect(reads.filter((k) => k.startsWith('lender:'))).toHaveLength(LENDERS);
      expect(reads.filter((k) => k.startsWith('artifact:'))).toHaveLength(LENDERS);
      expect(reads).toHaveLength(2 * LENDERS + 1);
    } else expect(reads.map((k) => k.split(':')[0])).toEqual(['snapshot', 'snapshot', 'snapshot-pack']);
    reads.length = 0;
    clock += REFERENCE_TTL_MS - 1;
    const second = await store.sheets(kv, NOW);
    expect(reads).toEqual([]);
    for (const [i, s] of second.entries()) expect(s.sheet).toBe(first[i]!.sheet);
    // A TTL later: one list (of the newest snapshot, unchanged), or one per lender.
    clock += 1;
    await store.sheets(kv, NOW);
    expect(reads.sort()).toEqual(
      hidden ? ['snapshot:*', ...roster.map((l) => `lender:${l}:*`)].sort() : ['snapshot:*'],
    );
  },
);
