/**
 * The cold path where it runs: the deployable bundle (bundle.ts) in a fresh workerd per sample
 * (workerd.ts), KV seeded, then one quote: for the roster's lenders and for 10 and 100 copies of the
 * newest sheets. `node bench/cold.ts <scenario index>`.
 *
 * Per sample, for each Worker in rotating order (an empty Worker too, the baseline):
 * - start: wall ms from `new Miniflare` until workerd answers. workerd compiles the script and runs
 *   its top-level code before it listens, so our Worker's start over the empty Worker's is what the
 *   script costs a new isolate (parse, compile, module code); `start_cpu_ms` is the same on CPU
 *   (every thread of workerd), which waiting for a core does not inflate.
 * - first: wall ms of the first POST /api/pricer/quote (the scenario in the `best` view, so that 100
 *   lenders' answer stays small): token check, history list and artifact read per lender, sha256,
 *   decode, plan, price, serialise. `warm`: the median of WARM more of the same request. The empty
 *   Worker's first-over-warm (the HTTP hop's own first time) is subtracted from ours.
 * cold_ms = (start − empty start) + (first − warm) − (empty first − empty warm), medians over SAMPLES.
 *
 * Then one profiled sample per Worker: a fresh isolate with an inspector, a CPU profile sampled every
 * PROFILE_US µs over the first request, split by the innermost function of each sample's stack
 * named in PARTS (profile-parts.ts). Profiling slows the isolate a little: the parts say where the
 * time goes, the unprofiled samples say how much there is.
 */
import { readFileSync } from 'node:fs';
import { BUNDLE_FILE } from './bundle.ts';
import { cpuSince } from './cpu.ts';
import { type ColdParts, profiledFirstRequest } from './profile-parts.ts';
import { scenarios } from './scenarios.ts';
import { emitResult, median, round } from './stats.ts';
import { copies, EMPTY_WORKER, Isolate, removeKv, rosterBundle, seedKv } from './workerd.ts';
import { freePort } from './wrangler-dev.ts';

const SAMPLES = 5;
const WARM = 5;
const QUOTE = '/api/pricer/quote';

interface Sample {
  start_ms: number;
  start_cpu_ms: number;
  first_ms: number;
  warm_ms: number;
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
  cold_ms: number;
  /** The first request's CPU profile, by part. */
  parts: ColdParts;
}

export interface ColdWorkerdResult {
  ok: boolean;
  error?: string;
  samples: number;
  scenario_index: number;
  empty: { start_ms: number; start_cpu_ms: number; first_over_warm_ms: number };
  workers: Record<string, ColdWorkerFigures>;
}

async function sample(script: string, kvDir: string, body: string, path: string): Promise<Sample> {
  const isolate = await Isolate.start(script, kvDir);
  try {
    const startCpu = cpuSince(isolate.pid, new Map()).reduce((s, ns) => s + ns, 0) / 1e6;
    const t0 = performance.now();
    const first = await isolate.post(path, body);
    const firstMs = performance.now() - t0;
    if (first.status !== 200) throw new Error(`the first request answered ${first.status}`);
    const warm: number[] = [];
    for (let i = 0; i < WARM; i++) {
      const t = performance.now();
      await isolate.post(path, body);
      warm.push(performance.now() - t);
    }
    return { start_ms: isolate.readyMs, start_cpu_ms: startCpu, first_ms: firstMs, warm_ms: median(warm) };
  } finally {
    await isolate.dispose();
  }
}

export async function coldWorkerdBench(index: number): Promise<ColdWorkerdResult> {
  const result: ColdWorkerdResult = {
    ok: false,
    samples: SAMPLES,
    scenario_index: index,
    empty: { start_ms: 0, start_cpu_ms: 0, first_over_warm_ms: 0 },
    workers: {},
  };
  const bundle = readFileSync(BUNDLE_FILE, 'utf8');
  const body = JSON.stringify({ ...scenarios().bodies[index], view: 'best' });
  const kvs: string[] = [];
  try {
    const seeded = {
      roster: await seedKv(null),
      '10': await seedKv(await copies(10)),
      '100': await seedKv(await copies(100)),
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
        samples[w.name]!.push(await sample(w.script, w.dir, w.path === '/' ? '' : body, w.path));
      }
    const med = (name: string, key: keyof Sample) => median(samples[name]!.map((x) => x[key]));
    const emptyFirst = median(samples.empty!.map((x) => x.first_ms - x.warm_ms));
    result.empty = {
      start_ms: round(med('empty', 'start_ms'), 1),
      start_cpu_ms: round(med('empty', 'start_cpu_ms'), 1),
      first_over_warm_ms: round(emptyFirst, 1),
    };
    for (const w of workers) {
      const scriptStart = med(w.name, 'start_ms') - med('empty', 'start_ms');
      const firstOverWarm = median(samples[w.name]!.map((x) => x.first_ms - x.warm_ms)) - emptyFirst;
      result.workers[w.name] = {
        lenders: w.lenders,
        start_ms: round(med(w.name, 'start_ms'), 1),
        start_cpu_ms: round(med(w.name, 'start_cpu_ms'), 1),
        first_ms: round(med(w.name, 'first_ms'), 1),
        warm_ms: round(med(w.name, 'warm_ms'), 2),
        script_start_ms: round(scriptStart, 1),
        script_start_cpu_ms: round(med(w.name, 'start_cpu_ms') - med('empty', 'start_cpu_ms'), 1),
        first_over_warm_ms: round(firstOverWarm, 1),
        cold_ms: round(scriptStart + firstOverWarm, 1),
        parts: await profiledFirstRequest(
          () => freePort().then((port) => Isolate.start(w.script, w.dir, port).then((i) => ({ isolate: i, port }))),
          w.path,
          body,
        ),
      };
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
