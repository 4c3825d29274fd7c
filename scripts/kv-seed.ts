/**
 * Writes published artifacts into the PRICER_KV namespace with `wrangler kv bulk put`, in the
 * order kv-layout.ts requires: every artifact first, then the indexes, pointers and lender list.
 * `npm start` seeds local KV with it; a publish command reuses it with `local: false` against the
 * deployed namespace. Pass each lender's complete history: its index is rebuilt from `artifacts`.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { publicationEntries, type KvEntry, type PublishedArtifact } from '../worker/http/kv-layout.ts';
import { runWrangler } from './wrangler.ts';

export function writeToKv(artifacts: readonly PublishedArtifact[], target: { local: boolean }): void {
  const { content, references } = publicationEntries(artifacts, new Date().toISOString());
  bulkPut(content, target.local);
  bulkPut(references, target.local);
}

function bulkPut(entries: KvEntry[], local: boolean): void {
  const dir = mkdtempSync(join(tmpdir(), 'pricer-kv-'));
  try {
    const file = join(dir, 'entries.json');
    // Every value base64: artifacts are binary, and one encoding for all keeps the file simple.
    const items = entries.map(({ key, value }) => ({ key, value: Buffer.from(value).toString('base64'), base64: true }));
    writeFileSync(file, JSON.stringify(items));
    runWrangler(['kv', 'bulk', 'put', file, '--binding', 'PRICER_KV', local ? '--local' : '--remote']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
