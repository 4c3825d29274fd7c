/**
 * Engine figures: microseconds per full quote (every program of every roster lender, latest sheets) over
 * the 200 fixed-seed scenarios, and the engine time against JSON.stringify of the same response.
 *
 * Each round visits every scenario once (start rotated per round) and times, back to back, the
 * quote and the stringify of its response, so the ratio is taken side by side. p50/p99 are over
 * every (scenario, round) sample; the ratio is sum of per-scenario medians (engine) over the same
 * for stringify. Request parsing (zod, done by the HTTP layer before the engine) is timed too, for
 * the table only.
 */

import { parseQuoteRequest, type QuoteRequest } from '../worker/contract/request.ts';
import type { QuoteResponse } from '../worker/contract/response.ts';
import { quote } from '../worker/engine/quote.ts';
import type { LenderSheet } from '../worker/engine/rate-sheets.ts';
import { allInForce } from '../worker/engine/rate-sheets.ts';
import { latestSheets } from './artifact.ts';
import { scenarios } from './scenarios.ts';
import { emitResult, median, now, percentile, round, sum } from './stats.ts';

export function quoteOrThrow(sheets: readonly LenderSheet[], req: QuoteRequest): QuoteResponse {
  const outcome = quote(sheets, req);
  if (!outcome.ok) throw new Error(`quote failed: ${outcome.message}`);
  return outcome.response;
}

export interface EngineResult {
  scenarios: number;
  rounds: number;
  engine_p50_us: number;
  engine_p99_us: number;
  engine_mean_us: number;
  stringify_p50_us: number;
  stringify_p99_us: number;
  engine_vs_stringify: number;
  parse_request_p50_us: number;
  response_bytes_p50: number;
  response_bytes_max: number;
  /** The scenario whose response size is the median: the one the HTTP and cold-start parts send. */
  representative_index: number;
  eligible_p50: number;
  rejected_p50: number;
  with_offers: number;
  lenders_with_offers: Record<string, number>;
  programs_with_offers: Record<string, number>;
}

export async function engineBench(rounds = 25, warmPasses = 5): Promise<EngineResult> {
  const sheets = allInForce(await latestSheets());
  const { bodies, requests } = scenarios();
  const n = requests.length;

  for (let w = 0; w < warmPasses; w++) {
    for (let i = 0; i < n; i++) {
      JSON.stringify(quoteOrThrow(sheets, requests[i]!));
      parseQuoteRequest(bodies[i]);
    }
  }

  const engine: number[][] = requests.map(() => []);
  const stringify: number[][] = requests.map(() => []);
  const parse: number[] = [];
  const bytes: number[] = new Array(n).fill(0);
  for (let r = 0; r < rounds; r++) {
    for (let k = 0; k < n; k++) {
      const i = (k + r * 7) % n;
      const t0 = now();
      const response = quoteOrThrow(sheets, requests[i]!);
      const t1 = now();
      const text = JSON.stringify(response);
      const t2 = now();
      parseQuoteRequest(bodies[i]);
      const t3 = now();
      engine[i]!.push((t1 - t0) * 1000);
      stringify[i]!.push((t2 - t1) * 1000);
      parse.push((t3 - t2) * 1000);
      bytes[i] = text.length;
    }
  }

  const allEngine = engine.flat();
  const allStringify = stringify.flat();
  const responses = requests.map((req) => quoteOrThrow(sheets, req));
  const lenders: Record<string, number> = {};
  const programs: Record<string, number> = {};
  for (const res of responses) {
    for (const l of new Set(res.eligible.map((o) => o.lender_slug))) lenders[l] = (lenders[l] ?? 0) + 1;
    for (const p of new Set(res.eligible.map((o) => `${o.program_slug}/${o.doc_type}`)))
      programs[p] = (programs[p] ?? 0) + 1;
  }
  return {
    scenarios: n,
    rounds,
    engine_p50_us: round(percentile(allEngine, 50), 1),
    engine_p99_us: round(percentile(allEngine, 99), 1),
    engine_mean_us: round(sum(allEngine) / allEngine.length, 1),
    stringify_p50_us: round(percentile(allStringify, 50), 1),
    stringify_p99_us: round(percentile(allStringify, 99), 1),
    engine_vs_stringify: round(sum(engine.map(median)) / sum(stringify.map(median))),
    parse_request_p50_us: round(percentile(parse, 50), 1),
    response_bytes_p50: median(bytes),
    response_bytes_max: Math.max(...bytes),
    representative_index: bytes.map((b, i) => [b, i] as const).sort((x, y) => x[0] - y[0] || x[1] - y[1])[
      Math.floor(n / 2)
    ]![1],
    eligible_p50: median(responses.map((x) => x.eligible_count)),
    rejected_p50: median(responses.map((x) => x.rejected_count)),
    with_offers: responses.filter((x) => x.eligible_count > 0).length,
    lenders_with_offers: lenders,
    programs_with_offers: programs,
  };
}

if (import.meta.main) emitResult(await engineBench());
