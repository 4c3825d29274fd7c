/**
 * npm run publish -- [options]: verify the compiled artifacts and publish them to PRICER_KV, or
 * withdraw a published sheet. Run with --help for the usage.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { utcMoment } from '../../worker/artifact/moment.ts';
import { readCandidates } from '../dist-sheets.ts';
import type { KvPort } from './kv-port.ts';
import { localKv } from './local-port.ts';
import { publish, withdraw } from './publish.ts';
import { remotePort } from './remote-port.ts';

const USAGE = `usage: npm run publish -- [--remote] [--artifacts DIR] [--persist-to DIR]
       npm run publish -- --withdraw <lender_slug> <YYYY-MM-DD | ISO date-time> [--remote] [--persist-to DIR]

Publishes every compiled artifact of DIR/manifest.json (default dist-sheets/) that verifies:
sha256, format version, schema, identity, and a smoke quote on each lender's newest sheet.
A refused artifact is named and written nowhere; the others are still published (exit 1).
--withdraw stops a published sheet (a date: every sheet of that day) from answering "now";
as_of replays still see it, marked withdrawn.

  --remote          the deployed namespace (needs CLOUDFLARE_API_TOKEN, CLOUDFLARE_ACCOUNT_ID and
                    --namespace-id or PRICER_KV_NAMESPACE_ID); default: local KV, what npm start serves
  --namespace-id ID the deployed PRICER_KV namespace id
  --artifacts DIR   compiled artifacts (default dist-sheets)
  --persist-to DIR  local KV state folder (default .wrangler/state)
  -h, --help        this text`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

let parsed: ReturnType<typeof parseOptions>;
function parseOptions() {
  return parseArgs({
    allowPositionals: true,
    options: {
      remote: { type: 'boolean', default: false },
      'namespace-id': { type: 'string' },
      artifacts: { type: 'string', default: 'dist-sheets' },
      'persist-to': { type: 'string' },
      withdraw: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
}
try {
  parsed = parseOptions();
} catch (error) {
  fail((error as Error).message);
}
const { values, positionals } = parsed;
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (values.withdraw ? positionals.length !== 2 : positionals.length !== 0) fail('unexpected arguments');

async function target(): Promise<{ kv: KvPort; dispose: () => Promise<void> }> {
  if (!values.remote) return localKv(values['persist-to']);
  const id = values['namespace-id'] ?? process.env.PRICER_KV_NAMESPACE_ID;
  if (!id) fail('--remote needs the namespace id: --namespace-id ID or PRICER_KV_NAMESPACE_ID');
  return { kv: remotePort(id), dispose: async () => {} };
}

const { kv, dispose } = await target();
try {
  if (values.withdraw) {
    const [lender, when] = positionals as [string, string];
    const { withdrawn } = await withdraw(kv, lender, when, utcMoment(Date.now()));
    console.log(
      withdrawn.length
        ? `withdrew ${withdrawn.map((e) => `${lender} ${e.effective_at}`).join(', ')}`
        : `${lender} ${when} was already withdrawn`,
    );
  } else {
    const report = await publish(kv, readCandidates(pathToFileURL(`${resolve(values.artifacts)}/`)));
    for (const o of report.outcomes)
      console.log(
        `${o.lender_slug} ${o.effective_at} ${o.sha256.slice(0, 12)}: ${o.status}${o.reason ? ` (${o.reason})` : ''}`,
      );
    console.log(
      `${report.writes.length} key(s) written${report.writes.length ? `: ${report.writes.join(', ')}` : ' (already published)'}`,
    );
    if (!report.ok) {
      console.error('publish refused some artifacts (listed above); the others were published');
      process.exitCode = 1;
    }
  }
} catch (error) {
  console.error(`publish failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await dispose();
}
