/**
 * Small helpers shared by the bench parts: timing, percentiles, formatting, and the child-process
 * protocol (each part prints one `RESULT {json}` line; run.ts collects it).
 *
 * The machine has 2 noisy cores: every figure that is judged against a goal is a ratio of two
 * timings taken side by side (interleaved in one loop), never an absolute time checked against a
 * threshold.
 */
import { performance } from 'node:perf_hooks';

export const now = (): number => performance.now();

/** Percentile by nearest rank, p in [0, 100]; the input is not modified. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export const median = (values: readonly number[]): number => percentile(values, 50);
export const sum = (values: readonly number[]): number => values.reduce((s, v) => s + v, 0);

/** Milliseconds for one call of `fn`, the median of `reps` calls after `warm` unmeasured ones. */
export function timeMedianMs(fn: () => unknown, reps: number, warm = Math.ceil(reps / 4)): number {
  for (let i = 0; i < warm; i++) fn();
  const t: number[] = [];
  for (let i = 0; i < reps; i++) {
    const t0 = now();
    fn();
    t.push(now() - t0);
  }
  return median(t);
}

/**
 * Times several functions side by side: `rounds` rounds, each running every function for `reps`
 * calls (median per call), the order rotating from round to round. Returns each function's median
 * per-call ms over the rounds, so drift on a noisy machine hits all of them alike.
 */
export function interleaved<K extends string>(
  fns: Record<K, () => unknown>,
  rounds: number,
  reps: number,
): Record<K, number> {
  const keys = Object.keys(fns) as K[];
  for (let i = 0; i < reps; i++) for (const k of keys) fns[k]();
  const samples = Object.fromEntries(keys.map((k) => [k, [] as number[]])) as unknown as Record<K, number[]>;
  for (let r = 0; r < rounds; r++) {
    for (let i = 0; i < keys.length; i++) {
      const k = keys[(i + r) % keys.length]!;
      samples[k].push(timeMedianMs(fns[k], reps, 1));
    }
  }
  return Object.fromEntries(keys.map((k) => [k, median(samples[k])])) as Record<K, number>;
}

export const round = (v: number, digits = 3): number => (Number.isFinite(v) ? Number(v.toFixed(digits)) : v);

/** Prints the part's result for run.ts (the last line of a part's stdout). */
export function emitResult(result: unknown): void {
  console.log(`RESULT ${JSON.stringify(result)}`);
}

/** Reads a part's result line back. */
export function parseResult<T>(stdout: string): T {
  const line = stdout
    .split('\n')
    .reverse()
    .find((l) => l.startsWith('RESULT '));
  if (!line) throw new Error(`no RESULT line in:\n${stdout.slice(-2000)}`);
  return JSON.parse(line.slice('RESULT '.length)) as T;
}
