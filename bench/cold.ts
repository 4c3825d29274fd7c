/**
 * The cold path where it runs: the deployable bundle (bundle.ts) in a fresh workerd per sample
 * (workerd.ts), KV seeded, then one quote: for the roster's lenders and for 1, 10, 100 and
 * LARGEST copies of the newest sheets. `node bench/cold.ts <scenario index>`.
 *
 * Per sample, for each Worker in rotating order (an empty Worker too, the baseline):
 * - start: wall ms from `new Miniflare` until workerd answers. workerd compiles the script and runs
 *   its top-level code before it listens, so our Worker's start over the empty Worker's is what the
 *   script costs a new isolate (parse, compile, module code); `start_cpu_ms` is the same on CPU
 *   (every thread of workerd), which waiting for a core does not inflate.
 * - first: wall ms of the first POST /api/pricer/quote (the scenario in the `best` view, so that 100
 *   lenders' answer stays small; for 1,000 lenders the same scenario with its rejections counted and
 *   its 100 best offers, under the budget): token check, the snapshot and its packs read, each
 *   lender's sheet read from its quote part and hashed, price, serialise. `warm`: the median of WARM more of the same request. The empty
 *   Worker's first-over-warm (the HTTP hop's own first time) is subtracted from ours.
 * cold_ms = (start − empty start) + (first − warm) − (empty first − empty warm), medians over SAMPLES;
 * cold_cpu_ms the same on CPU (every thread of workerd: the KV service runs there too).
 *
 * Then, per Worker, the same KV reads made alone by a probe Worker (kv-probe.ts), the KV operations
 * and heap of one more first request (cold-cost.ts), and one profiled sample: a fresh isolate with an inspector, a CPU profile sampled every
 * PROFILE_US µs over the first request, split by the innermost function of each sample's stack
 * named in PARTS (profile-parts.ts). Profiling slows the isolate a little: the parts say where the
 * time goes, the unprofiled samples say how much there is.
 */
import { readFileSync } from 'node:fs';
import { BUNDLE_FILE } from './bundle.ts';
import { type ColdCost, coldCost, countingBundle } from './cold-cost.ts';
import { cpuSince, threadCpu } from './cpu.ts';
import { type KvReads, kvReads } from './kv-probe.ts';
import { type ColdParts, profiledFirstRequest } from './profile-parts.ts';
import { scenarios } from './scenarios.ts';
import { emitResult, median, round } from './stats.ts';
import { copies, EMPTY_WORKER, Isolate, removeKv, rosterBundle, seedKv } from './workerd.ts';
import { freePort } from './wrangler-dev.ts';

const SAMPLES = 5;
/**
 * The largest roster timed: 1,000 lenders, Workers KV's operations per invocation. Its seeding
 * publishes 1,000 copies through the publisher (each verified, a smoke quote on each) into local KV,
 * about half a minute of the bench's few minutes.
 */
const LARGEST = 1000;
/** Its samples: each first request takes seconds. */
const LARGEST_SAMPLES = 3;
const WARM = 5;
const QUOTE = '/api/pricer/quote';

interface Sample {
  start_ms: number;
  start_cpu_ms: number;
  first_ms: number;
  warm_ms: number;
  first_cpu_ms: number;
  warm_cpu_ms: number;
}

export interface ColdWorkerFigures {
  lenders: number;
  /** The medians of the samples' figures. */
  start_ms: number;
  start_cpu_ms: number;
  first_ms: number;
  warm_ms: number;
  /** Start over the empty Worker's. */
  script_start_ms: number;
  script_start_cpu_ms: number;
  /** First over warm, over the empty Worker's first over warm. */
  first_over_warm_ms: number;
  first_over_warm_cpu_ms: number;
  cold_ms: number;
  /** The same on CPU: every thread of workerd, which waiting for a core does not inflate. */
  cold_cpu_ms: number;
  /** The first request's CPU profile, by part. */
  parts: ColdParts;
  /** The same KV reads made alone (kv-probe.ts). */
  kv: KvReads;
  /** The first request's KV operations and heap (cold-cost.ts). */
  cost: ColdCost;
}

export interface ColdWorkerdResult {
  ok: boolean;
  error?: string;
  samples: number;
  scenario_index: number;
  empty: { start_ms: number; start_cpu_ms: number; first_over_warm_ms: number; first_over_warm_cpu_ms: number };
  /** 1, 10, 100, LARGEST, then the roster (integer keys come first). */
  workers: [string, ColdWorkerFigures][];
}

async function sample(script: string, kvDir: string, body: string, path: string): Promise<Sample> {
  const isolate = await Isolate.start(script, kvDir);
  try {
    const cpuMs = (before: Map<string, number>) => cpuSince(isolate.pid, before).reduce((s, ns) => s + ns, 0) / 1e6;
    const startCpu = cpuMs(new Map());
    const timed = async () => {
      const before = threadCpu(isolate.pid);
      const t0 = performance.now();
      const { status } = await isolate.post(path, body);
      if (status !== 200) throw new Error(`${path} answered ${status}`);
      return { ms: performance.now() - t0, cpu: cpuMs(before) };
    };
    const first = await timed();
    const warm: { ms: number; cpu: number }[] = [];
    for (let i = 0; i < WARM; i++) warm.push(await timed());
    return {
      start_ms: isolate.readyMs,
      start_cpu_ms: startCpu,
      first_ms: first.ms,
      warm_ms: median(warm.map((w) => w.ms)),
      first_cpu_ms: first.cpu,
      warm_cpu_ms: median(warm.map((w) => w.cpu)),
    };
  } finally {
    await isolate.dispose();
  }
}

export async function coldWorkerdBench(index: number): Promise<ColdWorkerdResult> {
  const result: ColdWorkerdResult = {
    ok: false,
    samples: SAMPLES,
    scenario_index: index,
    empty: { start_ms: 0, start_cpu_ms: 0, first_over_warm_ms: 0, first_over_warm_cpu_ms: 0 },
    workers: [],
  };
  const bundle = readFileSync(BUNDLE_FILE, 'utf8');
  const body = JSON.stringify({ ...scenarios().bodies[index], view: 'best' });
  // 1,000 lenders' rejections alone pass the 2 MiB budget for most scenarios: the same scenario with
  // its rejections counted, not listed, and its 100 best offers (docs/contract.md › Every answer is bounded).
  const largestBody = JSON.stringify({ ...scenarios().bodies[index], view: 'best', limit: 100, rejected: 'counted' });
  const bodyOf = (lenders: number) => (lenders === LARGEST ? largestBody : body);
  const kvs: string[] = [];
  try {
    const seeded = {
      roster: await seedKv(null),
      '1': await seedKv(await copies(1)),
      '10': await seedKv(await copies(10)),
      '100': await seedKv(await copies(100)),
      [String(LARGEST)]: await seedKv(await copies(LARGEST)),
    };
    kvs.push(...Object.values(seeded).map((s) => s.dir));
    const workers = Object.entries(seeded).map(([name, { dir, lenders }]) => ({
      name,
      lenders: lenders.length,
      script: rosterBundle(bundle, lenders),
      dir,
      path: QUOTE,
    }));
    const all = [{ name: 'empty', lenders: 0, script: EMPTY_WORKER, dir: seeded.roster.dir, path: '/' }, ...workers];
    const samples: Record<string, Sample[]> = Object.fromEntries(all.map((w) => [w.name, []]));
    for (let s = 0; s < SAMPLES; s++)
      for (let i = 0; i < all.length; i++) {
        const w = all[(i + s) % all.length]!;
        if (w.lenders === LARGEST && s >= LARGEST_SAMPLES) continue;
        samples[w.name]!.push(await sample(w.script, w.dir, w.path === '/' ? '' : bodyOf(w.lenders), w.path));
      }
    const med = (name: string, key: keyof Sample) => median(samples[name]!.map((x) => x[key]));
    const over = (name: string, key: 'ms' | 'cpu_ms') =>
      median(samples[name]!.map((x) => x[`first_${key}`] - x[`warm_${key}`]));
    result.empty = {
      start_ms: round(med('empty', 'start_ms'), 1),
      start_cpu_ms: round(med('empty', 'start_cpu_ms'), 1),
      first_over_warm_ms: round(over('empty', 'ms'), 1),
      first_over_warm_cpu_ms: round(over('empty', 'cpu_ms'), 1),
    };
    for (const w of workers) {
      const scriptStart = med(w.name, 'start_ms') - med('empty', 'start_ms');
      const scriptStartCpu = med(w.name, 'start_cpu_ms') - med('empty', 'start_cpu_ms');
      const firstOverWarm = over(w.name, 'ms') - over('empty', 'ms');
      const firstOverWarmCpu = over(w.name, 'cpu_ms') - over('empty', 'cpu_ms');
      const figures: ColdWorkerFigures = {
        lenders: w.lenders,
        start_ms: round(med(w.name, 'start_ms'), 1),
        start_cpu_ms: round(med(w.name, 'start_cpu_ms'), 1),
        first_ms: round(med(w.name, 'first_ms'), 1),
        warm_ms: round(med(w.name, 'warm_ms'), 2),
        script_start_ms: round(scriptStart, 1),
        script_start_cpu_ms: round(scriptStartCpu, 1),
        first_over_warm_ms: round(firstOverWarm, 1),
        first_over_warm_cpu_ms: round(firstOverWarmCpu, 1),
        cold_ms: round(scriptStart + firstOverWarm, 1),
        cold_cpu_ms: round(scriptStartCpu + firstOverWarmCpu, 1),
        parts: await profiledFirstRequest(
          () => freePort().then((port) => Isolate.start(w.script, w.dir, port).then((i) => ({ isolate: i, port }))),
          w.path,
          bodyOf(w.lenders),
        ),
        kv: await kvReads(w.dir),
        cost: await coldCost(countingBundle(w.script), w.dir, w.path, bodyOf(w.lenders)),
      };
      result.workers.push([w.name, figures]);
    }
    result.ok = true;
  } catch (error) {
    result.error = (error as Error).stack ?? String(error);
  } finally {
    for (const dir of kvs) removeKv(dir);
  }
  return result;
}

if (import.meta.main) emitResult(await coldWorkerdBench(Number(process.argv[2] ?? 0)));
