/**
 * npm run publish -- [--remote] [--artifacts DIR] [--persist-to DIR]
 * Verifies the compiled artifacts of DIR (default dist-sheets/) and publishes them to PRICER_KV:
 * local by default (the state `npm start` serves), or the deployed namespace with --remote
 * (wrangler authenticates with CLOUDFLARE_API_TOKEN). Exits 1, having moved no pointer, on any failure.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { readManifestArtifacts } from '../dist-sheets.ts';
import { publish } from './publish.ts';
import { wranglerPort } from './wrangler-port.ts';

const { values } = parseArgs({
  options: {
    remote: { type: 'boolean', default: false },
    artifacts: { type: 'string', default: 'dist-sheets' },
    'persist-to': { type: 'string' },
  },
});
const dir = pathToFileURL(`${resolve(values.artifacts)}/`);
const kv = wranglerPort({ remote: values.remote, persistTo: values['persist-to'] });
const report = await publish(kv, readManifestArtifacts(dir), new Date().toISOString());
for (const l of report.lenders)
  console.log(
    `${l.lender_slug} ${l.effective_date} ${l.sha256.slice(0, 12)}: ${l.status}${l.reason ? ` (${l.reason})` : ''}`,
  );
console.log(
  report.ok
    ? `${report.writes.length} key(s) written${report.writes.length ? `: ${report.writes.join(', ')}` : ' (already published)'}`
    : 'publish refused: no pointer moved',
);
process.exit(report.ok ? 0 : 1);
