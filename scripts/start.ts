/**
 * `npm start`: the pricer on http://127.0.0.1:$PORT (default 8787) over local KV.
 *
 * 1. Compiles the sheets when dist-sheets/manifest.json is missing.
 * 2. Seeds local PRICER_KV with every artifact of the manifest, then the references (kv-seed.ts).
 * 3. Keeps INTERNAL_TOKEN in .dev.vars (generated on the first run, reused after) and prints it
 *    with a ready-to-paste curl example.
 * 4. Runs `wrangler dev`, forwarding signals, and exits with its status.
 */
import { randomBytes } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { constants } from 'node:os';
import { fileURLToPath } from 'node:url';
import { ensureCompiled, readPublishedArtifacts } from './dist-sheets.ts';
import { writeToKv } from './kv-seed.ts';
import { spawnWrangler } from './wrangler.ts';

const DEV_VARS = fileURLToPath(new URL('../.dev.vars', import.meta.url));
const port = process.env.PORT ?? '8787';

ensureCompiled();
const artifacts = await readPublishedArtifacts();
await writeToKv(artifacts, { local: true });
console.log(`seeded local PRICER_KV with ${artifacts.length} artifacts`);

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

const dev = spawnWrangler(['dev', '--ip', '127.0.0.1', '--port', port]);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => dev.kill(signal));
dev.on('exit', (code, signal) => process.exit(code ?? 128 + (signal ? constants.signals[signal] : 0)));

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
