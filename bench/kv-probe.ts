/**
 * The KV reads of a cold isolate alone: a probe Worker that makes the reads our Worker's first
 * request makes (worker/sheets/store.ts: one list of each lender's history, then one get of the
 * artifact it names, every lender at once), in a fresh workerd on the same seeded KV, and times them
 * from inside the isolate (Date.now() advances across I/O). Local KV is a store on this machine's
 * disk, not Workers KV's edge cache: the figure says how the reads grow with the lender count, not
 * what they cost in production.
 */
import { median, round } from './stats.ts';
import { Isolate } from './workerd.ts';

const RUNS = 3;

export interface KvReads {
  /** Every lender's history listed (ms, the first request of a fresh isolate; median of RUNS isolates). */
  list_ms: number;
  /** Then every lender's newest artifact read. */
  get_ms: number;
  /** KV operations made. */
  operations: number;
}

const probe = (lenders: readonly string[]) => `
const LENDERS = ${JSON.stringify(lenders)};
export default {
  async fetch(request, env) {
    const t0 = Date.now();
    const histories = await Promise.all(LENDERS.map((l) => env.PRICER_KV.list({ prefix: 'lender:' + l + ':' })));
    const t1 = Date.now();
    const newest = histories.map((h) => h.keys.filter((k) => k.name.includes(':sheet:')).at(-1).metadata.sha256);
    const bytes = await Promise.all(newest.map((sha) => env.PRICER_KV.get('artifact:' + sha, 'arrayBuffer')));
    const t2 = Date.now();
    if (bytes.some((b) => b === null)) return new Response('missing artifact', { status: 500 });
    return Response.json({ list_ms: t1 - t0, get_ms: t2 - t1 });
  },
};`;

export async function kvReads(lenders: readonly string[], kvDir: string): Promise<KvReads> {
  const runs: { list_ms: number; get_ms: number }[] = [];
  for (let i = 0; i < RUNS; i++) {
    const isolate = await Isolate.start(probe(lenders), kvDir);
    try {
      const res = await fetch(`${isolate.url}/`);
      if (res.status !== 200) throw new Error(`the KV probe answered ${res.status}: ${await res.text()}`);
      runs.push((await res.json()) as { list_ms: number; get_ms: number });
    } finally {
      await isolate.dispose();
    }
  }
  return {
    list_ms: round(median(runs.map((r) => r.list_ms)), 1),
    get_ms: round(median(runs.map((r) => r.get_ms)), 1),
    operations: 2 * lenders.length,
  };
}
