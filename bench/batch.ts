/**
 * A batch against the same scenarios sent one by one, over HTTP into workerd (workerd.ts: the
 * deployable bundle, the roster's lenders, KV seeded as `npm start` seeds it, one warm isolate).
 *
 * - best view: the first 100 bench scenarios as one POST /api/pricer/quotes, against the same 100
 *   as POST /api/pricer/quote, sent one after another (`sequential`: what one client loop does) and
 *   CONCURRENCY at a time (`concurrent`). Connections are kept alive (fetch's pool), as a client's are.
 * - all view: answers are bounded at 2 MiB, so the batch is the longest prefix of the scenarios whose
 *   all-view answer fits (found with the Worker's own answers.ts on the same sheets in Node, then
 *   checked to answer 200 in workerd), against the same scenarios one by one.
 *
 * After a warm-up of each, ROUNDS rounds time every variant in rotating order; a ratio is the median
 * of the per-round ratios (batch wall ms / singles wall ms).
 */
import { readFileSync } from 'node:fs';
import { allInForce } from '../worker/engine/rate-sheets.ts';
import { answerBatch } from '../worker/http/answers.ts';
import { latestSheets } from './artifact.ts';
import { BUNDLE_FILE } from './bundle.ts';
import { scenarios } from './scenarios.ts';
import { emitResult, median, round } from './stats.ts';
import { Isolate, removeKv, seedKv } from './workerd.ts';

const ROUNDS = 5;
const BATCH_SIZE = 100;
const CONCURRENCY = 8;

export interface ViewFigures {
  scenarios: number;
  batch_ms: number;
  singles_sequential_ms: number;
  singles_concurrent_ms: number;
  batch_bytes: number;
  singles_bytes: number;
  batch_vs_singles: number;
  batch_vs_singles_concurrent: number;
}

export interface BatchResult {
  ok: boolean;
  error?: string;
  rounds: number;
  concurrency: number;
  best?: ViewFigures;
  all?: ViewFigures;
}

/** The longest prefix of `bodies` (at most BATCH_SIZE) whose batch answer fits the answer budget. */
async function fittingPrefix(bodies: object[]): Promise<number> {
  const sheets = allInForce(await latestSheets());
  let fits = 0;
  for (let n = 1; n <= Math.min(BATCH_SIZE, bodies.length); n++) {
    const { status } = await answerBatch({ scenarios: bodies.slice(0, n) }, async () => sheets);
    if (status !== 200) break;
    fits = n;
  }
  return fits;
}

async function timed(run: () => Promise<number>): Promise<{ ms: number; bytes: number }> {
  const t0 = performance.now();
  const bytes = await run();
  return { ms: performance.now() - t0, bytes };
}

async function measureView(isolate: Isolate, bodies: object[]): Promise<ViewFigures> {
  const batchBody = JSON.stringify({ scenarios: bodies });
  const singleBodies = bodies.map((b) => JSON.stringify(b));
  const ok = (answer: { status: number; bytes: number }) => {
    if (answer.status !== 200) throw new Error(`answered ${answer.status}`);
    return answer.bytes;
  };
  const variants = {
    batch: async () => ok(await isolate.post('/api/pricer/quotes', batchBody)),
    sequential: async () => {
      let bytes = 0;
      for (const body of singleBodies) bytes += ok(await isolate.post('/api/pricer/quote', body));
      return bytes;
    },
    concurrent: async () => {
      let bytes = 0;
      let next = 0;
      const worker = async () => {
        while (next < singleBodies.length) bytes += ok(await isolate.post('/api/pricer/quote', singleBodies[next++]!));
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      return bytes;
    },
  };
  const names = Object.keys(variants) as (keyof typeof variants)[];
  for (const name of names) await variants[name]();
  const ms: Record<string, number[]> = { batch: [], sequential: [], concurrent: [] };
  const bytes: Record<string, number> = {};
  for (let r = 0; r < ROUNDS; r++)
    for (let i = 0; i < names.length; i++) {
      const name = names[(i + r) % names.length]!;
      const t = await timed(variants[name]);
      ms[name]!.push(t.ms);
      bytes[name] = t.bytes;
    }
  const ratio = (of: string) => median(ms.batch!.map((b, r) => b / ms[of]![r]!));
  return {
    scenarios: bodies.length,
    batch_ms: round(median(ms.batch!), 1),
    singles_sequential_ms: round(median(ms.sequential!), 1),
    singles_concurrent_ms: round(median(ms.concurrent!), 1),
    batch_bytes: bytes.batch!,
    singles_bytes: bytes.sequential!,
    batch_vs_singles: round(ratio('sequential'), 3),
    batch_vs_singles_concurrent: round(ratio('concurrent'), 3),
  };
}

export async function batchBench(): Promise<BatchResult> {
  const result: BatchResult = { ok: false, rounds: ROUNDS, concurrency: CONCURRENCY };
  const { bodies } = scenarios();
  const best = bodies.slice(0, BATCH_SIZE).map((b) => ({ ...b, view: 'best' }));
  const all = bodies.map((b) => ({ ...b, view: 'all' }));
  const { dir } = await seedKv(null);
  try {
    const isolate = await Isolate.start(readFileSync(BUNDLE_FILE, 'utf8'), dir);
    try {
      result.best = await measureView(isolate, best);
      result.all = await measureView(isolate, all.slice(0, await fittingPrefix(all)));
      result.ok = true;
    } finally {
      await isolate.dispose();
    }
  } catch (error) {
    result.error = (error as Error).stack ?? String(error);
  } finally {
    removeKv(dir);
  }
  return result;
}

if (import.meta.main) emitResult(await batchBench());
