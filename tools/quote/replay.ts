/**
 * The quote endpoint over compiled artifacts, for `npm run quote`: the artifacts published into a KV in
 * memory by the publisher, read back by the Worker's SheetStore and answered by worker/http/answers.ts.
 * Imported by cli.ts only after it has read the request (this code reads sheets/roster.json).
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readVerifiedCandidates } from '../../scripts/dist-sheets.ts';
import { bindingPort } from '../../scripts/publish/kv-port.ts';
import { publish } from '../../scripts/publish/publish.ts';
import { type Answer, answerQuote, type SheetsAt } from '../../worker/http/answers.ts';
import { nowOf, whenOf } from '../../worker/sheets/clock.ts';
import { SheetStore } from '../../worker/sheets/store.ts';
import { memoryKv } from './memory-kv.ts';

/**
 * POST /api/pricer/quote's answer on the artifacts of `artifacts` (a folder): at the request's as_of,
 * else `asOf`, else now (PRICER_NOW or the clock). A sheet the publisher refuses is named on stderr.
 */
export async function quoteOn(artifacts: string, asOf: string | null): Promise<(body: unknown) => Promise<Answer>> {
  const kv = memoryKv();
  const report = await publish(bindingPort(kv), await readVerifiedCandidates(pathToFileURL(`${resolve(artifacts)}/`)));
  for (const o of report.outcomes) if (o.reason) console.error(`${o.lender_slug} ${o.effective_at}: ${o.reason}`);
  const store = new SheetStore();
  const now = nowOf(process.env.PRICER_NOW);
  const sheetsAt: SheetsAt = (requested) => store.sheets(kv, whenOf(requested ?? asOf, now));
  return (body) => answerQuote(body, sheetsAt);
}
