/**
 * Node side of the worker tests: workerd has no filesystem, so the compiled artifacts are read
 * from dist-sheets/ here, once, and provided to the tests (base64, since provided values must
 * serialise), which publish them into KV (kv-fixtures.ts).
 */
import type { TestProject } from 'vitest/node';
import { ensureCompiled, readCandidates } from '../../scripts/dist-sheets.ts';

export default function setup(project: TestProject): void {
  ensureCompiled();
  project.provide(
    'publishedArtifacts',
    readCandidates().map(({ bytes, entry }) => ({
      lender_slug: entry.lender_slug,
      effective_date: entry.effective_date,
      effective_at: entry.effective_at,
      reprice: entry.reprice,
      sha256: entry.sha256,
      base64: Buffer.from(bytes).toString('base64'),
    })),
  );
}
