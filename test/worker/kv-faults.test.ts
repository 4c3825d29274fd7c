/**
 * KV faults seen through HTTP (store.test.ts covers the SheetStore itself; this adds the faults it
 * does not inject and checks what a caller gets): a missing or malformed pointer, a pointer to a
 * missing artifact, truncated msgpack, another format version, KV reads that throw or never answer,
 * for each lender. A warm isolate keeps answering with the last good sheets, byte for byte; a cold
 * one answers 503 JSON naming the lender, with no stack trace and no KV internals.
 */
import { reset } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { Packr } from 'msgpackr';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeArtifact, sha256Hex } from '../../worker/artifact/codec.ts';
import { FORMAT_VERSION } from '../../worker/artifact/format.ts';
import { artifactKey, LENDERS_KEY, pointerKey } from '../../worker/sheets/layout.ts';
import { REFERENCE_TTL_MS, SheetStore } from '../../worker/sheets/store.ts';
import { type FaultyKv, faultyKv, within } from './faulty-kv.ts';
import { expectErrorEnvelope, expectRankedQuote, type Sent, warmApp } from './fuzz-kit.ts';
import { artifactOf, publish } from './kv-fixtures.ts';
import { VALID_QUOTE } from './requests.ts';

const LENDERS = ['agency', 'non-qm'] as const;
type Lender = (typeof LENDERS)[number];

let now = 0;
let faultsInjected = 0;
let faultedReads = 0;

beforeEach(async () => {
  await reset();
  await publish(env.PRICER_KV);
  now = 1_000_000;
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(() => {
  console.log(`[kv-faults] faults injected: ${faultsInjected} (faulted KV reads: ${faultedReads})`);
});

/** An app on a store driven by the test clock, reading KV through `faulty`. */
function isolate(faulty: FaultyKv) {
  const send = warmApp(new SheetStore({ now: () => now }));
  return (): Promise<Sent> => send({ body: JSON.stringify(VALID_QUOTE), bindings: { PRICER_KV: faulty.kv } });
}

const packr = new Packr({ useRecords: true, mapsAsObjects: true, variableMapSize: false });

/** Points `lender` at `sha256` (a new publication, as far as the store can tell). */
async function repoint(lender: string, sha256: string): Promise<void> {
  await env.PRICER_KV.put(
    pointerKey(lender),
    JSON.stringify({ sha256, effective_date: '2026-11-24', published_at: 'test' }),
  );
}

/** Stores `bytes` under their own content address and points `lender` at them. */
async function publishBytes(lender: string, bytes: Uint8Array): Promise<void> {
  const sha256 = await sha256Hex(bytes);
  await env.PRICER_KV.put(artifactKey(sha256), bytes);
  await repoint(lender, sha256);
}

/** Each fault, injected for one lender; the same set-up serves the cold and the warm case. */
const FAULTS: [string, (lender: Lender, faulty: FaultyKv) => Promise<void>][] = [
  ['its pointer is missing', async (lender) => env.PRICER_KV.delete(pointerKey(lender))],
  ['its pointer is not JSON', async (lender) => env.PRICER_KV.put(pointerKey(lender), '{"sha256": "ab')],
  [
    'its pointer fails the pointer schema',
    async (lender) => env.PRICER_KV.put(pointerKey(lender), JSON.stringify({ sha256: 42 })),
  ],
  ['its pointer names an artifact missing from KV', async (lender) => repoint(lender, 'd'.repeat(64))],
  [
    'its artifact is truncated msgpack',
    async (lender) => {
      const bytes = artifactOf(lender).bytes;
      await publishBytes(lender, bytes.slice(0, Math.floor(bytes.byteLength / 2)));
    },
  ],
  ['its artifact is empty', async (lender) => publishBytes(lender, new Uint8Array(0))],
  [
    'its artifact has another format_version',
    async (lender) =>
      publishBytes(
        lender,
        packr.pack({ ...decodeArtifact(artifactOf(lender).bytes), format_version: FORMAT_VERSION + 1 }),
      ),
  ],
  ['the KV read of its pointer throws', async (lender, faulty) => void faulty.faults.set(pointerKey(lender), 'throw')],
  [
    'the KV read of its pointer returns null',
    async (lender, faulty) => void faulty.faults.set(pointerKey(lender), 'missing'),
  ],
  [
    'the KV read of its artifact throws',
    async (lender, faulty) => {
      // A real, older artifact the store has not read yet; its read fails.
      const older = artifactOf(lender, '2026-11-20');
      await repoint(lender, older.sha256);
      faulty.faults.set(artifactKey(older.sha256), 'throw');
    },
  ],
];

const CASES = LENDERS.flatMap((lender) => FAULTS.map(([what, inject]) => [lender, what, inject] as const));

function expect503Naming(sent: Sent, lender: string | null): void {
  expect(sent.status, sent.text).toBe(503);
  const { message, errors } = expectErrorEnvelope(sent);
  expect(errors).toBeUndefined();
  if (lender !== null) {
    expect(message).toContain(`"${lender}"`);
    for (const other of LENDERS) if (other !== lender) expect(message).not.toContain(other);
  }
  // Nothing about KV keys, content addresses or the error that caused it.
  expect(sent.text).not.toMatch(/artifact:|pointer:|index:|[0-9a-f]{64}|msgpack|format_version|simulated/);
}

describe('a cold isolate meeting a KV fault', () => {
  it.each(CASES)('answers 503 JSON naming %s when %s', async (lender, _, inject) => {
    const faulty = faultyKv(env.PRICER_KV);
    await inject(lender, faulty);
    faultsInjected++;
    expect503Naming(await isolate(faulty)(), lender);
    faultedReads += faulty.injected();
  });

  it.each([
    ['is missing', async () => void (await env.PRICER_KV.delete(LENDERS_KEY))],
    ['is not a list', async () => env.PRICER_KV.put(LENDERS_KEY, '{"agency": true}')],
    ['cannot be read', async (faulty: FaultyKv) => void faulty.faults.set(LENDERS_KEY, 'throw')],
  ])('answers 503 JSON when the lender list %s', async (_, inject) => {
    const faulty = faultyKv(env.PRICER_KV);
    await inject(faulty);
    faultsInjected++;
    const sent = await isolate(faulty)();
    expect503Naming(sent, null);
    expect(JSON.parse(sent.text)).toEqual({ message: expect.stringContaining('lender list') });
    faultedReads += faulty.injected();
  });
});

describe('a warm isolate meeting a KV fault', () => {
  it.each(CASES)('keeps answering for %s with the last good sheets when %s', async (lender, _, inject) => {
    const faulty = faultyKv(env.PRICER_KV);
    const send = isolate(faulty);
    const before = await send();
    expectRankedQuote(before);

    await inject(lender, faulty);
    faultsInjected++;
    now += REFERENCE_TTL_MS;
    const during = await send();
    expect(during.status, during.text).toBe(200);
    expect(during.text).toBe(before.text);
    // And again one TTL later, when the store retries and fails again.
    now += REFERENCE_TTL_MS;
    expect((await send()).text).toBe(before.text);
    faultedReads += faulty.injected();
  });

  it.each([
    ['is missing', async () => void (await env.PRICER_KV.delete(LENDERS_KEY))],
    ['cannot be read', async (faulty: FaultyKv) => void faulty.faults.set(LENDERS_KEY, 'throw')],
  ])('keeps answering when the lender list %s', async (_, inject) => {
    const faulty = faultyKv(env.PRICER_KV);
    const send = isolate(faulty);
    const before = await send();
    await inject(faulty);
    faultsInjected++;
    now += REFERENCE_TTL_MS;
    expect((await send()).text).toBe(before.text);
    faultedReads += faulty.injected();
  });

  it('recovers the new sheets once the fault clears', async () => {
    const faulty = faultyKv(env.PRICER_KV);
    const send = isolate(faulty);
    const before = await send();
    const older = artifactOf('agency', '2026-11-20');
    await repoint('agency', older.sha256);
    faulty.faults.set(artifactKey(older.sha256), 'throw');
    faultsInjected++;
    now += REFERENCE_TTL_MS;
    expect((await send()).text).toBe(before.text);
    faultedReads += faulty.injected();

    faulty.faults.clear();
    now += REFERENCE_TTL_MS;
    const after = expectRankedQuote(await send());
    expect(after.rate_sheets.find((s) => s.lender_slug === 'agency')?.sha256).toBe(older.sha256);
  });
});

describe('a lender listed before its pointer exists', () => {
  // KV is eventually consistent per key, so a location can see a new `lenders` list before the
  // new lender's pointer. Today every quote then answers 503 naming that lender (see the report).
  it('answers 503 naming only that lender, cold or warm', async () => {
    const faulty = faultyKv(env.PRICER_KV);
    const send = isolate(faulty);
    const before = await send();
    expectRankedQuote(before);
    await env.PRICER_KV.put(LENDERS_KEY, JSON.stringify(['agency', 'newbank', 'non-qm']));
    faultsInjected++;
    now += REFERENCE_TTL_MS;
    const warm = await send();
    expect503Naming(warm, 'newbank');
    expect(warm.text).not.toMatch(/agency|non-qm/);
    expect503Naming(await isolate(faulty)(), 'newbank');
  });
});

describe('a KV read that never answers', () => {
  // Concurrent requests share one pending reload (RefreshingCache), so one hung read would stall
  // the isolate: store.ts bounds every KV read by KV_READ_TIMEOUT_MS (2 s) and treats it as failed.
  /** Above the 2 s KV read timeout. */
  const BOUND_MS = 2_500;

  it('a warm isolate still answers with the last good sheets within a bound when a pointer read hangs', async () => {
    const faulty = faultyKv(env.PRICER_KV);
    const send = isolate(faulty);
    const before = await send();
    faulty.faults.set(pointerKey('agency'), 'hang');
    faultsInjected++;
    now += REFERENCE_TTL_MS;
    const during = await within(send(), BOUND_MS);
    faultedReads += faulty.injected();
    expect(during).not.toBe('timed out');
    expect((during as Sent).text).toBe(before.text);
  });

  it('a cold isolate answers 503 naming the lender within a bound when its pointer read hangs', async () => {
    const faulty = faultyKv(env.PRICER_KV);
    faulty.faults.set(pointerKey('non-qm'), 'hang');
    faultsInjected++;
    const sent = await within(isolate(faulty)(), BOUND_MS);
    faultedReads += faulty.injected();
    expect(sent).not.toBe('timed out');
    expect503Naming(sent as Sent, 'non-qm');
  });

  it('concurrent requests share the one pending read instead of piling up KV reads (no answer yet after 300 ms)', async () => {
    const faulty = faultyKv(env.PRICER_KV);
    const send = isolate(faulty);
    await send();
    faulty.faults.set(pointerKey('agency'), 'hang');
    faultsInjected++;
    now += REFERENCE_TTL_MS;
    const results = await Promise.all([within(send(), 300), within(send(), 300)]);
    expect(results).toEqual(['timed out', 'timed out']);
    // The warm-up read and one shared reload: two requests, one hung read.
    expect(faulty.reads.filter((k) => k === pointerKey('agency'))).toHaveLength(2);
    faultedReads += faulty.injected();
  });
});
