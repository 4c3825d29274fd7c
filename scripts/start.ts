/**
 * `npm start`: the pricer on http://127.0.0.1:$PORT (default 8787) over local KV.
 *
 * 1. Compiles the sheets when dist-sheets/manifest.json is missing.
 * 2. Publishes every compiled artifact into local PRICER_KV, the way the daily job publishes
 *    (scripts/publish/publish.ts).
 * 3. Keeps INTERNAL_TOKEN in .dev.vars (generated on the first run, reused after) and prints it
 *    with a ready-to-paste curl example.
 * 4. Sets the Worker's clock: PRICER_NOW from the shell when set; otherwise a moment at which the
 *    newest compiled sheet of every lender is in force, so a clone quotes whatever today's date
 *    (the committed sheets expire a business day after their date). It prints which.
 * 5. Runs `wrangler dev`, forwarding signals, and exits with its status.
 */
import { randomBytes } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { constants } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { parseMoment } from '../worker/artifact/moment.ts';
import { runCommand, usageError } from './command.ts';
import { ensureCompiled, pinnedNow, readManifest, readVerifiedCandidates } from './dist-sheets.ts';
import { spawnWrangler } from './wrangler.ts';

const USAGE = `usage: npm start [-- --help]

Serves the pricer on http://127.0.0.1:$PORT (default 8787) over local KV: compiles the sheets when
dist-sheets/ is missing, publishes them to local PRICER_KV (as the daily job publishes), keeps the
dev INTERNAL_TOKEN in .dev.vars and prints it with a curl example, then runs wrangler dev.

Environment:
  PORT        the port (default 8787)
  PRICER_NOW  the Worker's clock, an ISO date-time with offset (e.g. 2026-11-24T10:30:00-08:00);
              unset: pinned to a moment at which every lender's newest compiled sheet is in force`;

const DEV_VARS = fileURLToPath(new URL('../.dev.vars', import.meta.url));

await runCommand(async () => {
  try {
    if (parseArgs({ options: { help: { type: 'boolean', short: 'h' } } }).values.help) {
      console.log(USAGE);
      return 0;
    }
  } catch (error) {
    usageError(`${(error as Error).message}\n\n${USAGE}`);
  }
  const port = process.env.PORT ?? '8787';
  const shellNow = process.env.PRICER_NOW;
  if (shellNow && parseMoment(shellNow) === null)
    usageError(`PRICER_NOW ${JSON.stringify(shellNow)} is not an ISO date-time with offset`);

  ensureCompiled();
  const candidates = await readVerifiedCandidates();
  // Imported here, not above: the publisher reads sheets/roster.json, and a malformed one is then
  // runCommand's one line rather than a stack trace.
  const { localKv } = await import('./publish/local-port.ts');
  const { publish } = await import('./publish/publish.ts');
  const { kv, dispose } = await localKv();
  const report = await publish(kv, candidates).finally(dispose);
  if (!report.ok) {
    for (const o of report.outcomes)
      if (o.reason) console.error(`refused ${o.lender_slug} ${o.effective_at}: ${o.reason}`);
    return 1;
  }
  console.log(
    `published ${report.outcomes.length} compiled sheets to local PRICER_KV (${report.writes.length} keys written)`,
  );

  const now = shellNow || pinnedNow(readManifest().artifacts);
  console.log(
    shellNow
      ? `PRICER_NOW=${now} (from the shell): the Worker answers as of that moment`
      : `PRICER_NOW=${now}: the clock is pinned to the newest compiled sheets (set PRICER_NOW to choose another moment)`,
  );

  const token = devToken();
  const example = {
    purpose: 'purchase',
    occupancy: 'owner_occupied',
    property_type: 'sfr',
    state: 'CA',
    credit_score: 745,
    purchase_price: 500000,
    loan_amount: 400000,
    term: 30,
    lock_days: 45,
  };
  console.log(`
INTERNAL_TOKEN (from .dev.vars): ${token}

curl -sS http://127.0.0.1:${port}/api/pricer/quote \\
  -H 'Authorization: Bearer ${token}' \\
  -H 'Content-Type: application/json' \\
  -d '${JSON.stringify(example)}'
`);

  const dev = spawnWrangler(['dev', '--ip', '127.0.0.1', '--port', port, '--var', `PRICER_NOW:${now}`]);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => dev.kill(signal));
  dev.on('exit', (code, signal) => process.exit(code ?? 128 + (signal ? constants.signals[signal] : 0)));
  return undefined;
});

/** The INTERNAL_TOKEN of .dev.vars, appending a random one when there is none (the file is git-ignored). */
function devToken(): string {
  const existing = existsSync(DEV_VARS) ? readFileSync(DEV_VARS, 'utf8') : '';
  const found = /^\s*INTERNAL_TOKEN\s*=\s*["']?([^"'\s]+)["']?\s*$/m.exec(existing)?.[1];
  if (found) return found;
  const generated = randomBytes(32).toString('hex');
  const separator = existing === '' || existing.endsWith('\n') ? '' : '\n';
  appendFileSync(DEV_VARS, `${separator}INTERNAL_TOKEN=${generated}\n`, { mode: 0o600 });
  return generated;
}
