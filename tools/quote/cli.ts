/**
 * npm run quote -- <file.json> [--artifacts DIR] [--as-of DATE_OR_MOMENT]
 *
 * The quote endpoint offline: the compiled artifacts in DIR (default dist-sheets/) published into a
 * KV in memory by the publisher, read back by the Worker's SheetStore and answered by
 * worker/http/answers.ts, so it prints exactly the JSON POST /api/pricer/quote returns for the
 * same request: an analyst replays a quote on a past sheet with `as_of` or --as-of. The file holds
 * one quote request or an array of them (an array prints an array). "Now" is PRICER_NOW when set,
 * else the clock, and a sheet past its expiry answers as expired, as in the Worker.
 *
 * Exit 0 when every request priced; 1 when one was refused (its error body is printed in its
 * place: 400, 422 or 503, as the endpoint would answer); 2 on a usage error.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { readVerifiedCandidates } from '../../scripts/dist-sheets.ts';
import { bindingPort } from '../../scripts/publish/kv-port.ts';
import { publish } from '../../scripts/publish/publish.ts';
import type { ErrorBody } from '../../worker/engine/response.ts';
import { answerQuote, type SheetsAt } from '../../worker/http/answers.ts';
import { nowOf, whenOf } from '../../worker/sheets/clock.ts';
import { SheetStore } from '../../worker/sheets/store.ts';
import { memoryKv } from './memory-kv.ts';

const USAGE = `usage: npm run quote -- <file.json> [--artifacts DIR] [--as-of DATE_OR_MOMENT]

  file.json    one quote request, or an array of them (as POSTed to /api/pricer/quote)
  --artifacts  the compiled sheets (default dist-sheets)
  --as-of      price on the sheets in force then: YYYY-MM-DD (that day's last sheet) or an ISO
               date-time with offset; a request's own as_of wins. Default: now (PRICER_NOW or the clock)

example: npm run quote -- request.json --as-of 2026-11-20`;

/** The endpoint's answer to a body that is not JSON. */
const NOT_JSON: ErrorBody = { message: 'request body is not valid JSON' };

function usage(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

async function main(): Promise<number> {
  let parsed: ReturnType<typeof parseArgs<{ allowPositionals: true; options: typeof OPTIONS }>>;
  try {
    parsed = parseArgs({ allowPositionals: true, options: OPTIONS });
  } catch (error) {
    usage((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (positionals.length !== 1) usage('give exactly one request file');
  const text = readFileSync(positionals[0]!, 'utf8');

  const kv = memoryKv();
  const report = await publish(
    bindingPort(kv),
    await readVerifiedCandidates(pathToFileURL(`${resolve(values.artifacts)}/`)),
  );
  for (const o of report.outcomes) if (o.reason) console.error(`${o.lender_slug} ${o.effective_at}: ${o.reason}`);
  const store = new SheetStore();
  const now = nowOf(process.env.PRICER_NOW);
  const sheetsAt: SheetsAt = (asOf) => store.sheets(kv, whenOf(asOf ?? values['as-of'] ?? null, now));

  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    console.log(JSON.stringify(NOT_JSON));
    return 1;
  }
  if (!Array.isArray(body)) {
    const answer = await answerQuote(body, sheetsAt);
    console.log(JSON.stringify(answer.body));
    return answer.status === 200 ? 0 : 1;
  }
  if (body.length === 0) usage('the array holds no request');
  const answers = [];
  for (const request of body) answers.push(await answerQuote(request, sheetsAt));
  console.log(JSON.stringify(answers.map((a) => a.body)));
  return answers.every((a) => a.status === 200) ? 0 : 1;
}

const OPTIONS = {
  artifacts: { type: 'string', default: 'dist-sheets' },
  'as-of': { type: 'string' },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

process.exitCode = await main();
