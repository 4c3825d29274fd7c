/**
 * The KV reads of a cold isolate alone: a probe Worker that makes the reads our Worker's first
 * request makes (worker/sheets/store.ts through worker/sheets/snapshot-reader.ts: one list of the
 * newest snapshot, its header, then every pack of quote parts at once), in a fresh workerd on the same seeded KV,
 * and times them from inside the isolate (Date.now() advances across I/O). Local KV is a store on
 * this machine's disk, not Workers KV's edge cache: the figure says how the reads grow with the
 * lender count, not what they cost in production.
 */
import { median, round } from './stats.ts';
import { Isolate } from './workerd.ts';

const RUNS = 3;

export interface KvReads {
  /** The newest snapshot listed and its header read (ms, the first request of a fresh isolate; median of RUNS isolates). */
  list_ms: number;
  /** Then every pack of quote parts read. */
  get_ms: number;
  /** KV operations made. */
  operations: number;
  /** Bytes read. */
  bytes: number;
}

const PROBE = `
export default {
  async fetch(request, env) {
    const t0 = Date.now();
    const { keys } = await env.PRICER_KV.list({ prefix: 'snapshot:', limit: 1 });
    const text = await env.PRICER_KV.get(keys[0].name, 'text');
    const header = JSON.parse(text);
    const t1 = Date.now();
    const quotePacks = [...new Set(Object.values(header.quote_parts).map(([pack]) => header.packs[pack]))];
    const packs = await Promise.all(quotePacks.map((sha) => env.PRICER_KV.get('snapshot-pack:' + sha, 'arrayBuffer')));
    const t2 = Date.now();
    if (packs.some((b) => b === null)) return new Response('missing pack', { status: 500 });
    const bytes = text.length + packs.reduce((n, p) => n + p.byteLength, 0);
    return Response.json({ list_ms: t1 - t0, get_ms: t2 - t1, operations: 2 + packs.length, bytes });
  },
};`;

export async function kvReads(kvDir: string): Promise<KvReads> {
  const runs: KvReads[] = [];
  for (let i = 0; i < RUNS; i++) {
    const isolate = await Isolate.start(PROBE, kvDir);
    try {
      const res = await fetch(`${isolate.url}/`);
      if (res.status !== 200) throw new Error(`the KV probe answered ${res.status}: ${await res.text()}`);
      runs.push((await res.json()) as KvReads);
    } finally {
      await isolate.dispose();
    }
  }
  return {
    list_ms: round(median(runs.map((r) => r.list_ms)), 1),
    get_ms: round(median(runs.map((r) => r.get_ms)), 1),
    operations: runs[0]!.operations,
    bytes: runs[0]!.bytes,
  };
}
