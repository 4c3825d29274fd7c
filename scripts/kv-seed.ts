/**
 * Seeds a PRICER_KV namespace with every compiled artifact in one go, in the order kv-layout.ts
 * requires: every artifact first, then the indexes, pointers and lender list. `npm start` uses it
 * on local KV; the daily job uses the verifying publisher (scripts/publish/) instead. Pass each
 * lender's complete history: its index is rebuilt from `artifacts`.
 */
import { type PublishedArtifact, publicationEntries } from '../worker/http/kv-layout.ts';
import { wranglerPort } from './publish/wrangler-port.ts';

export async function writeToKv(artifacts: readonly PublishedArtifact[], target: { local: boolean }): Promise<void> {
  const { content, references } = publicationEntries(artifacts, new Date().toISOString());
  const kv = wranglerPort({ remote: !target.local });
  await kv.put(content);
  await kv.put(references);
}
