/**
 * The requests that cost the most under the answer budget (worker/http/bounded-json.ts), built from
 * the 200 bench scenarios on the newest sheets (the Worker's sheets under the bench's pinned clock),
 * each checked with the Worker's own answers.ts:
 *
 * - worst valid batch, most bytes: the scenarios with the largest `all`-view answers, as many as fit
 *   the budget;
 * - worst valid batch, most scenarios: the k largest `all`-view answers and the 100 - k largest
 *   `best`-view ones, k as large as fits: the most scenarios, with the most bytes they can have;
 * - refused batch: the 100 largest `all`-view scenarios (the request: refused with a 422,
 *   having priced and written only what fits);
 * - largest single quote: the largest `all`-view answer alone.
 */

import { MAX_ANSWER_BYTES } from '../worker/contract/limits.ts';
import type { QuoteRequestInput } from '../worker/contract/request.ts';
import { MAX_SCENARIOS } from '../worker/contract/wire-requests.ts';
import { allInForce } from '../worker/engine/rate-sheets.ts';
import { answerBatch, answerQuote } from '../worker/http/answers.ts';
import { latestSheets } from './artifact.ts';
import { scenarios } from './scenarios.ts';

export interface WorstRequest {
  name: string;
  path: string;
  body: string;
  /** What the Worker must answer (checked in Node, then against workerd). */
  status: number;
  /** The answer's size in bytes, from Node. */
  answer_bytes: number;
}

type Sized = { body: QuoteRequestInput; bytes: number };

export async function worstRequests(): Promise<WorstRequest[]> {
  const sheets = allInForce(await latestSheets());
  const on = async () => sheets;
  const sized = async (view: 'all' | 'best'): Promise<Sized[]> => {
    const out: Sized[] = [];
    for (const body of scenarios().bodies) {
      const scenario = { ...body, view };
      const { status, json } = await answerQuote(scenario, on);
      if (status === 200) out.push({ body: scenario, bytes: json.byteLength });
    }
    return out.sort((a, b) => b.bytes - a.bytes);
  };
  const all = await sized('all');
  const best = await sized('best');

  // A batch result is its quote plus {"index":N,"status":200,"quote":} and a comma: 40 bytes at most;
  // the rate_sheets prefix of two lenders is about 650 bytes.
  const fits = (list: Sized[]) => list.reduce((s, x) => s + x.bytes + 40, 1000) <= MAX_ANSWER_BYTES;
  // The most bytes: the largest all-view answers, as many as fit.
  const over = all.findIndex((_, i) => i === MAX_SCENARIOS || !fits(all.slice(0, i + 1)));
  const largest = over < 0 ? all : all.slice(0, over);
  // The most scenarios with the most bytes: k largest all-view and 100 - k largest best-view answers, k as large as fits.
  const mixOf = (k: number) => [...all.slice(0, k), ...best.slice(0, MAX_SCENARIOS - k)];
  let k = largest.length;
  while (k > 0 && !fits(mixOf(k))) k--;
  const mixed = mixOf(k);
  const batch = (list: Sized[]) => ({ scenarios: list.map((s) => s.body) });
  const valid = async (name: string, list: Sized[]): Promise<WorstRequest> => {
    const { status, json } = await answerBatch(batch(list), on);
    const allCount = list.filter((s) => s.body.view === 'all').length;
    return {
      name: `${name} (${allCount} all + ${list.length - allCount} best scenarios)`,
      path: '/api/pricer/quotes',
      body: JSON.stringify(batch(list)),
      status,
      answer_bytes: json.byteLength,
    };
  };
  const refused = await answerBatch(batch(all.slice(0, MAX_SCENARIOS)), on);
  return [
    await valid('worst valid batch, most bytes', largest),
    await valid('worst valid batch, most scenarios', mixed),
    {
      name: `refused batch (${MAX_SCENARIOS} largest all-view scenarios)`,
      path: '/api/pricer/quotes',
      body: JSON.stringify(batch(all.slice(0, MAX_SCENARIOS))),
      status: refused.status,
      answer_bytes: refused.json.byteLength,
    },
    {
      name: 'largest single quote (all view)',
      path: '/api/pricer/quote',
      body: JSON.stringify(all[0]!.body),
      status: 200,
      answer_bytes: all[0]!.bytes,
    },
    { name: 'token check (POST /api/auth/test)', path: '/api/auth/test', body: '', status: 200, answer_bytes: 38 },
  ];
}
