import { reset } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { Packr } from 'msgpackr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeArtifact, sha256Hex } from '../../worker/artifact/codec.ts';
import { FORMAT_VERSION } from '../../worker/artifact/format.ts';
import { HttpError } from '../../worker/http/errors.ts';
import { artifactKey, LENDERS_KEY, pointerKey } from '../../worker/sheets/layout.ts';
import { REFERENCE_TTL_MS, SheetStore } from '../../worker/sheets/store.ts';
import { artifactOf, publish, watchedKv } from './kv-fixtures.ts';

let now = 0;
const clock = () => now;

beforeEach(async () => {
  await reset();
  await publish(env.PRICER_KV);
  now = 1_000_000;
});

const shas = (sheets: { sha256: string }[]) => sheets.map((s) => s.sha256).sort();
const latest = () => [artifactOf('agency').sha256, artifactOf('non-qm').sha256].sort();

/** Points `lender` at `sha256`, storing `bytes` under it when given. */
async function repoint(lender: string, { sha256, bytes }: Unusable): Promise<void> {
  if (bytes) await env.PRICER_KV.put(artifactKey(sha256), bytes);
  await env.PRICER_KV.put(
    pointerKey(lender),
    JSON.stringify({ sha256, effective_date: '2026-11-24', published_at: 'test' }),
  );
}

interface Unusable {
  sha256: string;
  bytes?: Uint8Array;
}

/** Bytes stored under their own content address. */
const addressed = async (bytes: Uint8Array): Promise<Unusable> => ({ sha256: await sha256Hex(bytes), bytes });

describe('SheetStore, sheets in force', () => {
  it('loads the pointed-to artifact of every lender', async () => {
    const sheets = await new SheetStore({ now: clock }).sheets(env.PRICER_KV, null);
    expect(shas(sheets)).toEqual(latest());
    expect(sheets.map((s) => s.artifact.lender_slug).sort()).toEqual(['agency', 'non-qm']);
  });

  it('answers a warm request from isolate memory: no KV read, no decode', async () => {
    const { kv, reads } = watchedKv(env.PRICER_KV);
    const store = new SheetStore({ now: clock });
    const first = await store.sheets(kv, null);
    expect(reads).toContain(artifactKey(artifactOf('agency').sha256));
    reads.length = 0;
    now += REFERENCE_TTL_MS - 1;
    const second = await store.sheets(kv, null);
    expect(reads).toEqual([]);
    expect(second[0]).toBe(first[0]); // the same decoded object
  });

  it('shares one load between concurrent cold requests', async () => {
    const { kv, reads } = watchedKv(env.PRICER_KV);
    const store = new SheetStore({ now: clock });
    await Promise.all([1, 2, 3, 4].map(() => store.sheets(kv, null)));
    expect(reads.filter((k) => k.startsWith('artifact:'))).toHaveLength(2);
  });

  it('re-reads the pointers after the TTL and serves a new publication', async () => {
    const { kv, reads } = watchedKv(env.PRICER_KV);
    const store = new SheetStore({ now: clock });
    await store.sheets(kv, null);
    const older = artifactOf('agency', '2026-11-20');
    await env.PRICER_KV.put(
      pointerKey('agency'),
      JSON.stringify({ sha256: older.sha256, effective_date: older.effective_date, published_at: 'test' }),
    );

    now += REFERENCE_TTL_MS - 1;
    expect(shas(await store.sheets(kv, null))).toEqual(latest());

    reads.length = 0;
    now += 1;
    const sheets = await store.sheets(kv, null);
    expect(shas(sheets)).toEqual([older.sha256, artifactOf('non-qm').sha256].sort());
    // Only the mutable keys and the one artifact not yet in memory were read.
    expect(reads.sort()).toEqual(
      [artifactKey(older.sha256), LENDERS_KEY, pointerKey('agency'), pointerKey('non-qm')].sort(),
    );
  });
});

describe('SheetStore, unusable artifacts', () => {
  const agency = () => decodeArtifact(artifactOf('agency').bytes);
  const packr = new Packr({ useRecords: true, mapsAsObjects: true, variableMapSize: false });
  const unusable: [string, () => Promise<Unusable>][] = [
    ['is not msgpack', () => addressed(new TextEncoder().encode('not an artifact'))],
    ['has another format_version', () => addressed(packr.pack({ ...agency(), format_version: FORMAT_VERSION + 1 }))],
    ['fails the artifact schema', () => addressed(packr.pack({ ...agency(), programs: [] }))],
    [
      'does not match its content address',
      async () => ({ sha256: 'f'.repeat(64), bytes: artifactOf('agency', '2026-11-20').bytes }),
    ],
    ['belongs to another lender', () => addressed(artifactOf('non-qm').bytes)],
    ['is missing from KV', async () => ({ sha256: 'e'.repeat(64) })],
  ];

  it.each(unusable)('keeps serving the last good artifact when the new one %s', async (_, make) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = new SheetStore({ now: clock });
    await store.sheets(env.PRICER_KV, null);
    await repoint('agency', await make());

    now += REFERENCE_TTL_MS;
    expect(shas(await store.sheets(env.PRICER_KV, null))).toEqual(latest());
    expect(errors).toHaveBeenCalledWith(
      expect.stringContaining('last good'),
      expect.objectContaining({ key: pointerKey('agency') }),
    );
    errors.mockRestore();
  });

  it.each(unusable)('answers 503 naming the lender when a cold isolate finds an artifact that %s', async (_, make) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await repoint('agency', await make());

    const failure = await new SheetStore({ now: clock }).sheets(env.PRICER_KV, null).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({ status: 503, message: expect.stringContaining('"agency"') });
    expect((failure as HttpError).message).not.toContain('non-qm');
    vi.restoreAllMocks();
  });

  it('keeps serving through a KV outage and recovers after it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { kv, reads, failing } = watchedKv(env.PRICER_KV);
    const store = new SheetStore({ now: clock });
    await store.sheets(kv, null);
    failing.add(LENDERS_KEY).add(pointerKey('agency'));
    now += REFERENCE_TTL_MS;
    expect(shas(await store.sheets(kv, null))).toEqual(latest());

    // The failed keys are not retried on every request, only after another TTL.
    reads.length = 0;
    await store.sheets(kv, null);
    expect(reads).toEqual([]);
    vi.restoreAllMocks();
  });

  it('answers 503 when the lender list was never readable', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await env.PRICER_KV.delete(LENDERS_KEY);
    await expect(new SheetStore({ now: clock }).sheets(env.PRICER_KV, null)).rejects.toMatchObject({ status: 503 });
    vi.restoreAllMocks();
  });
});

describe('SheetStore, as_of', () => {
  it.each([
    ['2026-11-20', '2026-11-20'],
    ['2026-11-22', '2026-11-20'],
    ['2026-11-23', '2026-11-23'],
    ['2030-01-01', '2026-11-23'],
  ])('as_of %s prices against the sheets of %s', async (asOf, date) => {
    const sheets = await new SheetStore({ now: clock }).sheets(env.PRICER_KV, asOf);
    expect(shas(sheets)).toEqual([artifactOf('agency', date).sha256, artifactOf('non-qm', date).sha256].sort());
  });

  it('answers 422 on as_of before every sheet', async () => {
    const failure = await new SheetStore({ now: clock }).sheets(env.PRICER_KV, '2026-11-19').catch((e: unknown) => e);
    expect(failure).toMatchObject({ status: 422, errors: { as_of: [expect.stringContaining('2026-11-20')] } });
  });
});
