/**
 * What the costliest requests cost in workerd (worst-requests.ts), under `wrangler dev`
 * (wrangler-dev.ts), beside a Worker's limits. Per request, sent one at a time after two warm-ups:
 *
 * - CPU: on-CPU time of the workerd process that runs the Worker, from /proc/<pid>/task/<tid>/schedstat
 *   (nanoseconds the scheduler ran each thread), read before and after each request. `cpu_ms` is the
 *   busiest thread's (the isolate's thread: the JavaScript, and the HTTP parsing workerd does on it);
 *   `process_cpu_ms` adds every other thread of the process (V8's concurrent GC and compiler threads).
 *   Median and maximum over REPS requests. Unlike wall time, neither counts time the thread waited for
 *   a core, so the figures hold on a busy machine.
 * - Heap: V8's sampling heap profiler over one request, through the inspector, counting the objects
 *   already collected too: `js_heap_mb` is every byte the request allocated on the JavaScript heap,
 *   garbage included, so an upper bound of the heap it holds at any moment. The answer's bytes live
 *   outside that heap (ArrayBuffers); `external_mb` counts them twice (the pieces and the joined body)
 *   plus the request body. `heap_mb` is the sum, the figure held against 32 MB.
 *
 * The inspector cannot force a collection in workerd (HeapProfiler.collectGarbage never answers), so
 * no "live heap at the peak" figure is taken: the allocation total bounds it from above.
 */
import { cpuSince, processes, threadCpu } from './cpu.ts';
import { connectInspector, type Inspector } from './profile.ts';
import { emitResult, median, round } from './stats.ts';
import { type WorstRequest, worstRequests } from './worst-requests.ts';
import { type QuoteWorker, send, startQuoteWorker, withServers } from './wrangler-dev.ts';

const REPS = 10;
const MB = 1024 * 1024;

export interface WorstFigures {
  name: string;
  status: number;
  answer_bytes: number;
  cpu_ms: number;
  cpu_max_ms: number;
  process_cpu_ms: number;
  js_heap_mb: number;
  external_mb: number;
  heap_mb: number;
}

export interface WorstResult {
  ok: boolean;
  error?: string;
  requests: WorstFigures[];
  logs: string[];
}

/** The workerd process that runs the Worker: the one of the server's group started with an inspector. */
function workerdOf(group: number): number {
  const [pid] = processes(
    (command) => command.includes('workerd') && command.includes('--inspector-addr'),
    (fields) => Number(fields[2]) === group,
  );
  if (pid === undefined) throw new Error(`no workerd with an inspector in process group ${group}`);
  return pid;
}

async function measure(worker: QuoteWorker, pid: number, inspector: Inspector, r: WorstRequest): Promise<WorstFigures> {
  const post = () => send(worker.port, 'POST', r.path, worker.headers, r.body);
  for (let i = 0; i < 2; i++) {
    const reply = await post();
    if (reply.status !== r.status) throw new Error(`${r.name}: answered ${reply.status}, expected ${r.status}`);
  }
  const isolate: number[] = [];
  const all: number[] = [];
  for (let i = 0; i < REPS; i++) {
    const before = threadCpu(pid);
    await post();
    const deltas = cpuSince(pid, before);
    isolate.push(Math.max(...deltas) / 1e6);
    all.push(deltas.reduce((s, d) => s + d, 0) / 1e6);
  }
  await inspector.call('HeapProfiler.startSampling', {
    samplingInterval: 1024,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
  const reply = await post();
  type Node = { selfSize: number; children: Node[] };
  const { profile } = await inspector.call<{ profile: { head: Node } }>('HeapProfiler.stopSampling');
  const allocated = (n: Node): number => n.selfSize + n.children.reduce((s, c) => s + allocated(c), 0);
  const js = allocated(profile.head) / MB;
  const external = (2 * reply.body.byteLength + Buffer.byteLength(r.body)) / MB;
  return {
    name: r.name,
    status: reply.status,
    answer_bytes: reply.body.byteLength,
    cpu_ms: round(median(isolate), 1),
    cpu_max_ms: round(Math.max(...isolate), 1),
    process_cpu_ms: round(median(all), 1),
    js_heap_mb: round(js, 1),
    external_mb: round(external, 1),
    heap_mb: round(js + external, 1),
  };
}

export async function worstBench(): Promise<WorstResult> {
  const result: WorstResult = { ok: false, requests: [], logs: [] };
  const requests = await worstRequests();
  return withServers(async (servers, tmp) => {
    try {
      const worker = await startQuoteWorker(tmp, result.logs);
      servers.push(worker.server);
      const pid = workerdOf(worker.server.child.pid!);
      const inspector = await connectInspector(worker.inspectorPort);
      try {
        await inspector.call('HeapProfiler.enable');
        for (const r of requests) result.requests.push(await measure(worker, pid, inspector, r));
      } finally {
        inspector.close();
      }
      result.ok = true;
    } catch (error) {
      result.error = (error as Error).message;
    }
    return result;
  });
}

if (import.meta.main) emitResult(await worstBench());
