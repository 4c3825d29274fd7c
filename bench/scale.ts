/**
 * Scale: per-quote time with the catalog replicated to 1, 10, 100 and 1,000 lenders, and heap bytes
 * per lender held. Run with --expose-gc (run.ts does).
 *
 * Synthetic lenders are the real artifacts (latest sheets) re-encoded under a new lender_slug
 * ("non-qm-7", "agency-8") and read from those bytes as the Worker's store reads a sheet
 * (sheetOfBytes: the plan where it lies, the tables left encoded), so each holds its own bytes as in
 * a Worker that holds many lenders. "1 lender" is the mean of the real lenders priced alone
 * (the average lender; the copies cycle through them), so scale_100_vs_1 <= 100 means
 * per-quote time grows no faster than the number of lenders.
 *
 * Every lender count is timed in each round over the same scenario subset, in rotating order, each
 * sample about SAMPLE_MS long; the ratios are medians of per-round ratios.
 *
 * The same sets are also timed in the `best` view (one offer per program and doc type, chosen while
 * walking the rates: no other offer is built, ranked or serialized): `scale_100_best_vs_1` compares
 * 100 lenders with one lender, both in that view, and `quote_100_best_p99_us` is the 99th percentile
 * of single 100-lender best-view quotes (each timed alone, over every round). `scale_1000_best_vs_1`
 * compares 1,000 lenders with one lender in the best view (the goal: at most 1,000, no growth per
 * lender from the garbage collector); 1,000 lenders are timed in that view only, and again over
 * 1,000 lenders sharing the three real sheets' plans (`scale_1000_shared_best_vs_1`): the gap between
 * the two is what reading 1,000 plans of their own costs (cache misses), not the work per lender.
 *
 * A best-view quote lists its rejections with their reasons; over 1,000 lenders those alone pass the
 * 2 MiB answer budget for every bench scenario, so a caller of that many lenders counts them
 * (`"rejected": "counted"`), and the engine then stops at each refused program's first reason.
 * `scale_1000_counted_vs_1` compares 1,000 lenders with one lender, both in the best view with
 * their rejections counted.
 */
import { PerformanceObserver } from 'node:perf_hooks';
import { allInForce, type LenderSheet, type LoadedSheet } from '../worker/engine/rate-sheets.ts';
import { latestArtifacts, replicaSheet } from './artifact.ts';
import { quoteOrThrow } from './engine.ts';
import { scenarios } from './scenarios.ts';
import { emitResult, median, now, percentile, round } from './stats.ts';

const gc = (globalThis as { gc?: () => void }).gc;

function collect(): number {
  if (!gc) throw new Error('scale.ts needs node --expose-gc');
  for (let i = 0; i < 3; i++) gc();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers; // the sheets' bytes are array buffers, outside the JS heap
}

export interface ScaleResult {
  per_quote_us: Record<string, number>;
  per_lender_us: Record<string, number>;
  response_bytes_p50: Record<string, number>;
  scale_10_vs_1: number;
  scale_100_shared_vs_1: number;
  /** garbage-collection pause per quote, µs, by lender set */
  gc_us_per_quote: Record<string, number>;
  scale_100_vs_1: number;
  scale_100_best_vs_1: number;
  scale_1000_best_vs_1: number;
  /** the same with the rejections counted, not listed (what a 1,000-lender answer must ask for to fit 2 MiB) */
  scale_1000_counted_vs_1: number;
  /** the same over 1,000 lenders sharing three plans: what 1,000 lenders cost without their memory traffic */
  scale_1000_shared_best_vs_1: number;
  quote_100_best_p50_us: number;
  quote_100_best_p99_us: number;
  heap_bytes_per_lender: number;
  heap_bytes_per_lender_by_kind: Record<string, number>;
  scenarios: number;
  rounds: number;
}

/** The suffix of the lender sets timed in the best view; COUNTED, in the best view with the rejections counted. */
const BEST = ' best';
const COUNTED = ' counted';

/** Target length of one timing sample. */
const SAMPLE_MS = 60;

export async function scaleBench(rounds = 11, scenarioStride = 5): Promise<ScaleResult> {
  const base = await latestArtifacts();
  const replica = (i: number): LoadedSheet => replicaSheet(base, i);

  // Heap per lender held, per kind: 50 replicas of each real artifact kept alive at once.
  const byKind: Record<string, number> = {};
  const kept: LoadedSheet[][] = [];
  for (let k = 0; k < base.length; k++) {
    const h0 = collect();
    const list = Array.from({ length: 50 }, (_, j) => replica(j * base.length + k));
    const h1 = collect();
    kept.push(list);
    byKind[base[k]!.lender_slug] = Math.round((h1 - h0) / list.length);
  }
  const heapPerLender = Math.round(Object.values(byKind).reduce((s, v) => s + v, 0) / base.length);
  kept.length = 0;

  const sets: Record<string, LenderSheet[]> = {};
  const realSheets = base.map((_, k) => replica(k));
  realSheets.forEach((sheet, k) => {
    sets[`1:${base[k]!.lender_slug}`] = allInForce([sheet]);
  });
  sets['10'] = allInForce(Array.from({ length: 10 }, (_, i) => replica(i)));
  sets['100'] = allInForce(Array.from({ length: 100 }, (_, i) => replica(i)));
  const thousand = allInForce(Array.from({ length: 1000 }, (_, i) => replica(i)));
  // A diagnostic, not a goal: 100 lenders that are two sheets listed fifty times each (the same
  // plans, memos and names). Same offers, same ranking, same garbage as '100'; what it lacks is
  // reading 100 distinct plans, so the gap between the two is what that reading costs (memory
  // traffic, and the garbage collection it brings on: see gc_us_per_quote).
  const shared = [replica(0), replica(1)];
  sets['100 shared'] = allInForce(Array.from({ length: 100 }, (_, i) => shared[i % 2]!));
  // Settle the fresh decodes into the old generation, where an isolate's long-lived artifacts
  // live: otherwise every scavenge during the first timed rounds also copies and promotes them.
  collect();

  // The best view over the single lenders and the 100 distinct ones: the names end in BEST.
  const singleNames = Object.keys(sets).filter((n) => n.startsWith('1:'));
  for (const name of [...singleNames, '100']) sets[`${name}${BEST}`] = sets[name]!;
  sets[`1000${BEST}`] = thousand;
  for (const name of singleNames) sets[`${name}${COUNTED}`] = sets[name]!;
  sets[`1000${COUNTED}`] = thousand;
  // The same diagnostic at 1,000 in the best view: the real sheets (the single lenders') each listed a third
  // of 1,000 times (the same plans, memos and names: an answer naming them 333 times over), against
  // `1000 best` over 1,000 sheets of their own. The same work per lender without its memory traffic.
  sets[`1000 shared${BEST}`] = allInForce(Array.from({ length: 1000 }, (_, i) => realSheets[i % realSheets.length]!));

  const { requests } = scenarios();
  const subset = requests.filter((_, i) => i % scenarioStride === 0);
  const bestSubset = subset.map((req) => ({ ...req, view: 'best' as const }));
  const countedSubset = bestSubset.map((req) => ({ ...req, rejected: 'counted' as const }));
  const requestsOf = (name: string) =>
    name.endsWith(BEST) ? bestSubset : name.endsWith(COUNTED) ? countedSubset : subset;
  const names = Object.keys(sets);
  const bytes: Record<string, number[]> = Object.fromEntries(names.map((n) => [n, []]));
  for (const name of names)
    for (const req of requestsOf(name)) bytes[name]!.push(JSON.stringify(quoteOrThrow(sets[name]!, req)).length);

  // Single 100-lender best-view quotes, each timed alone (for its p50 / p99).
  const singles100Best: number[] = [];
  // Every sample spans about the same time (~SAMPLE_MS), so one lender is not timed over a
  // sub-millisecond window that a single interrupt would swamp: small sets repeat the subset.
  const passUs = (name: string) => {
    const reqs = requestsOf(name);
    const t0 = now();
    if (name === `100${BEST}`) {
      for (const req of reqs) {
        const q0 = now();
        quoteOrThrow(sets[name]!, req);
        singles100Best.push((now() - q0) * 1000);
      }
    } else for (const req of reqs) quoteOrThrow(sets[name]!, req);
    return (now() - t0) * 1000;
  };
  const repeats: Record<string, number> = {};
  for (const name of names) {
    for (let w = 0; w < 3; w++) passUs(name);
    repeats[name] = Math.max(1, Math.round((SAMPLE_MS * 1000) / passUs(name)));
  }
  singles100Best.length = 0; // warm-up passes are not samples

  const samples: Record<string, number[]> = Object.fromEntries(names.map((n) => [n, []]));
  // GC pauses, attributed afterwards to the sample whose window holds them (the observer reports
  // only once this synchronous loop yields).
  const windows: { name: string; t0: number; t1: number }[] = [];
  const pauses: { at: number; ms: number }[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) pauses.push({ at: e.startTime, ms: e.duration });
  });
  observer.observe({ entryTypes: ['gc'] });
  for (let r = 0; r < rounds; r++) {
    for (let j = 0; j < names.length; j++) {
      const name = names[(j + r) % names.length]!;
      let us = 0;
      const t0 = now();
      for (let k = 0; k < repeats[name]!; k++) us += passUs(name);
      windows.push({ name, t0, t1: now() });
      samples[name]!.push(us / (repeats[name]! * subset.length));
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 50));
  observer.disconnect();
  const gcMs: Record<string, number> = Object.fromEntries(names.map((n) => [n, 0]));
  for (const p of pauses) {
    const w = windows.find((x) => p.at >= x.t0 && p.at <= x.t1);
    if (w) gcMs[w.name]! += p.ms;
  }
  const gcUsPerQuote = Object.fromEntries(
    names.map((n) => [n, round((gcMs[n]! * 1000) / (rounds * repeats[n]! * subset.length), 1)]),
  );

  const perQuote: Record<string, number> = {};
  for (const name of names) perQuote[name] = median(samples[name]!);
  const singlesIn = (suffix: string) => names.filter((n) => n.startsWith('1:') && n.endsWith(suffix));
  const singles = names.filter((n) => n.startsWith('1:') && !n.endsWith(BEST) && !n.endsWith(COUNTED));
  const singlesBest = singlesIn(BEST);
  const meanAt = (of: string[], r: number) => of.reduce((s, n) => s + samples[n]![r]!, 0) / of.length;
  const oneAt = (r: number) => meanAt(singles, r);
  // The scale figures pair each round's samples (taken back to back), then take the median ratio:
  // drift between rounds then cancels instead of landing on one side of the ratio.
  const ratio = (name: string, one = singles) => median(samples[name]!.map((t, r) => t / meanAt(one, r)));
  const t1 = median(samples[singles[0]!]!.map((_, r) => oneAt(r)));
  const out: Record<string, number> = { '1': round(t1, 1) };
  for (const name of names) out[name] = round(perQuote[name]!, 1);
  return {
    per_quote_us: out,
    per_lender_us: { '1': round(t1, 1), '10': round(perQuote['10']! / 10, 1), '100': round(perQuote['100']! / 100, 1) },
    response_bytes_p50: Object.fromEntries(names.map((n) => [n, median(bytes[n]!)])),
    scale_10_vs_1: round(ratio('10'), 2),
    scale_100_vs_1: round(ratio('100'), 2),
    scale_100_shared_vs_1: round(ratio('100 shared'), 2),
    scale_100_best_vs_1: round(ratio(`100${BEST}`, singlesBest), 2),
    scale_1000_best_vs_1: round(ratio(`1000${BEST}`, singlesBest), 2),
    scale_1000_counted_vs_1: round(ratio(`1000${COUNTED}`, singlesIn(COUNTED)), 2),
    scale_1000_shared_best_vs_1: round(ratio(`1000 shared${BEST}`, singlesBest), 2),
    quote_100_best_p50_us: round(percentile(singles100Best, 50), 1),
    quote_100_best_p99_us: round(percentile(singles100Best, 99), 1),
    gc_us_per_quote: gcUsPerQuote,
    heap_bytes_per_lender: heapPerLender,
    heap_bytes_per_lender_by_kind: byKind,
    scenarios: subset.length,
    rounds,
  };
}

if (import.meta.main) emitResult(await scaleBench());
