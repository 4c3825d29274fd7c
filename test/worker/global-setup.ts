/**
 * Node side of the worker tests: workerd has no filesystem, so the compiled artifacts are read
 * from dist-sheets/ here, once, and provided to the tests (base64, since provided values must
 * serialise), which publish them into KV (kv-fixtures.ts). Only the fixture artifacts
 * (test/fixtures.ts): the tests' moments and expiries are those of the fixture sheets, and a day
 * the daily job adds would be in force where they expect an expiry.
 */
import type { TestProject } from 'vitest/node';
import { ensureCompiled, readCandidates } from '../../scripts/dist-sheets.ts';
import { fixtureManifest } from '../fixtures.ts';

export default function setup(project: TestProject): void {
  ensureCompiled();
  const fixtures = new Set(fixtureManifest().artifacts.map((e) => e.path)); // throws naming one missing
  project.provide(
    'publishedArtifacts',
    readCandidates()
      .filter(({ entry }) => fixtures.has(entry.path))
      .map(({ bytes, entry }) => ({
        lender_slug: entry.lender_slug,
        effective_date: entry.effective_date,
        effective_at: entry.effective_at,
        reprice: entry.reprice,
        sha256: entry.sha256,
        base64: Buffer.from(bytes).toString('base64'),
      })),
  );
}
