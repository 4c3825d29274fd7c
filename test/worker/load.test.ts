/**
 * Load inside workerd: 500 quote requests in flight at once, through the Worker entry (its one
 * per-isolate store, cold at the start) and through a fresh app watched at its KV reads. Every
 * answer is a 200, identical requests get byte-identical bodies, equal to the same request sent
 * alone, and a cold burst lists each lender's history and reads each artifact from KV once.
 */
import { reset } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { SheetStore } from '../../worker/sheets/store.ts';
import { expectRankedQuote, TOKEN, warmApp } from './fuzz-requests.ts';
import { publish, watchedKv } from './kv-fixtures.ts';
import { VALID_QUOTE } from './requests.ts';

const CONCURRENT = 500;

/** Five scenarios: the full quote, narrowed ones, investment DSCR, agency-only high balance, and as_of. */
const SCENARIOS = [
  VALID_QUOTE,
  { ...VALID_QUOTE, occupancy: 'investment', dscr_ratio: 1.3, ppp_term: '3YR PPP', program_slug: 'dscr' },
  {
    ...VALID_QUOTE,
    program_slug: '2_conventional_fixed',
    state: 'TX',
    loan_amount: 780_000,
    purchase_price: 1_000_000,
  },
  { ...VALID_QUOTE, doc_type: 'bank_statements', credit_score: 690, dti: 48.5 },
  { ...VALID_QUOTE, as_of: '2026-11-22', program_slug: 'full_doc', doc_seasoning: '24mo' },
].map((s) => JSON.stringify(s));

const entry = (exports as unknown as { default: Fetcher }).default;

async function digest(text: string): Promise<string> {
  const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

beforeAll(async () => {
  await reset();
  await publish(env.PRICER_KV);
});

// 500 full quotes take a few seconds, over 5 on a loaded 2-core machine: the checks are of the answers, not the time.
describe(`${CONCURRENT} concurrent quote requests`, { timeout: 30_000 }, () => {
  it('through the Worker entry: all 200, identical bodies for identical requests, equal to a lone request', async () => {
    const started = performance.now();
    const results = await Promise.all(
      Array.from({ length: CONCURRENT }, async (_, i) => {
        const scenario = i % SCENARIOS.length;
        const response = await entry.fetch('https://pricer.test/api/pricer/quote', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${TOKEN}` },
          body: SCENARIOS[scenario],
        });
        const text = await response.text();
        return { scenario, status: response.status, digest: await digest(text), bytes: text.length };
      }),
    );
    const elapsed = performance.now() - started;

    expect(results.filter((r) => r.status !== 200)).toEqual([]);
    const bodies = SCENARIOS.map((_, s) => new Set(results.filter((r) => r.scenario === s).map((r) => r.digest)));
    expect(bodies.map((set) => set.size)).toEqual(SCENARIOS.map(() => 1));
    // Different scenarios, different quotes: the equality above is not vacuous.
    expect(new Set(bodies.map((set) => [...set][0])).size).toBe(SCENARIOS.length);

    const send = warmApp();
    for (const [s, body] of SCENARIOS.entries()) {
      const alone = await send({ body });
      expectRankedQuote(alone);
      expect(await digest(alone.text), `scenario ${s}`).toBe([...bodies[s]!][0]);
    }
    const megabytes = results.reduce((n, r) => n + r.bytes, 0) / 1e6;
    console.log(
      `[load] ${CONCURRENT} concurrent requests via the Worker entry: all 200, ${SCENARIOS.length} distinct bodies, ${megabytes.toFixed(1)} MB in ${Math.round(elapsed)} ms`,
    );
  });

  it('on a cold app: all 200 and identical, the snapshot listed and its header and pack read from KV once', async () => {
    const { kv, reads } = watchedKv(env.PRICER_KV);
    const send = warmApp(new SheetStore());
    const results = await Promise.all(
      Array.from({ length: CONCURRENT }, async () => {
        const sent = await send({ body: SCENARIOS[0], bindings: { PRICER_KV: kv } });
        return { status: sent.status, digest: await digest(sent.text) };
      }),
    );
    expect(results.filter((r) => r.status !== 200)).toEqual([]);
    expect(new Set(results.map((r) => r.digest)).size).toBe(1);
    // the newest snapshot listed, its header and its one pack read (worker/sheets/snapshot-reader.ts), whatever the roster
    expect(reads.map((k) => k.split(':')[0])).toEqual(['snapshot', 'snapshot', 'snapshot-pack']);
    console.log(
      `[load] ${CONCURRENT} concurrent requests on a cold app: all 200, 1 distinct body, ${reads.length} KV reads`,
    );
  });
});
