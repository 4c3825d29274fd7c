/**
 * What a fresh isolate's first quote costs besides time (cold.ts): its KV operations and its heap,
 * in one more fresh workerd per Worker with an inspector.
 *
 * - KV operations: the bundle's default export wrapped (`countingBundle`) so that every get and list
 *   on PRICER_KV during a request is counted, with the bytes the gets return; the count comes back in
 *   a response header. Workers KV allows 1,000 operations per invocation.
 * - Heap: V8's sampling heap profiler over the first request, counting the objects already collected
 *   too (as worst.ts: workerd's inspector cannot force a collection), so `js_heap_mb` is every byte
 *   the request allocated on the JavaScript heap, an upper bound of what it holds at any moment; the
 *   KV values read live outside that heap (ArrayBuffers), so `heap_mb` adds `kv_mb`, the bytes read.
 */
import { connectInspector } from './profile.ts';
import { round } from './stats.ts';
import { HEADERS, Isolate } from './workerd.ts';
import { freePort } from './wrangler-dev.ts';

const MB = 1024 * 1024;
const OPERATIONS = 'x-bench-kv-operations';
const BYTES = 'x-bench-kv-bytes';

export interface ColdCost {
  kv_operations: number;
  kv_mb: number;
  js_heap_mb: number;
  heap_mb: number;
}

/** The bundle's default export, minified or not: `export{eP as default}`. */
const EXPORT = /export\s*\{\s*(\w+) as default\s*\};?/g;

/** `bundle` with its default export counting the KV operations (and bytes read) of each request. */
export function countingBundle(bundle: string): string {
  const found = [...bundle.matchAll(EXPORT)];
  if (found.length !== 1) throw new Error('the bundle does not end with its default export as expected');
  const worker = found[0]![1]!;
  return bundle.replace(
    EXPORT,
    `var bench_counting = {
  async fetch(request, env, ctx) {
    let operations = 0;
    let bytes = 0;
    const kv = env.PRICER_KV;
    const counted = {
      async get(key, type) {
        operations++;
        const value = await kv.get(key, type);
        if (value instanceof ArrayBuffer) bytes += value.byteLength;
        else if (typeof value === 'string') bytes += value.length;
        return value;
      },
      list(options) {
        operations++;
        return kv.list(options);
      },
      put: (...args) => kv.put(...args),
    };
    const response = await ${worker}.fetch(request, { ...env, PRICER_KV: counted }, ctx);
    const out = new Response(response.body, response);
    out.headers.set('${OPERATIONS}', String(operations));
    out.headers.set('${BYTES}', String(bytes));
    return out;
  },
};
export { bench_counting as default };`,
  );
}

/** The first quote of a fresh isolate of `script` (a counting bundle) on the KV of `kvDir`: its KV operations and heap. */
export async function coldCost(script: string, kvDir: string, path: string, body: string): Promise<ColdCost> {
  const port = await freePort();
  const isolate = await Isolate.start(script, kvDir, port);
  try {
    const inspector = await connectInspector(port, 'core:user:');
    try {
      await inspector.call('HeapProfiler.enable');
      await inspector.call('HeapProfiler.startSampling', {
        samplingInterval: 1024,
        includeObjectsCollectedByMajorGC: true,
        includeObjectsCollectedByMinorGC: true,
      });
      const res = await fetch(`${isolate.url}${path}`, { method: 'POST', headers: HEADERS, body });
      const answer = await res.text();
      type Node = { selfSize: number; children: Node[] };
      const { profile } = await inspector.call<{ profile: { head: Node } }>('HeapProfiler.stopSampling');
      if (res.status !== 200) throw new Error(`the first request answered ${res.status}: ${answer.slice(0, 300)}`);
      const allocated = (n: Node): number => n.selfSize + n.children.reduce((s, c) => s + allocated(c), 0);
      const js = allocated(profile.head) / MB;
      const kv = Number(res.headers.get(BYTES)) / MB;
      return {
        kv_operations: Number(res.headers.get(OPERATIONS)),
        kv_mb: round(kv, 1),
        js_heap_mb: round(js, 1),
        heap_mb: round(js + kv, 1),
      };
    } finally {
      inspector.close();
    }
  } finally {
    await isolate.dispose();
  }
}
