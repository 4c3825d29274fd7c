/**
 * Node side of the worker tests: workerd has no filesystem, so the compiled artifacts are read
 * from dist-sheets/ here, once, and provided to the tests (base64, since provided values must
 * serialise), which write them into KV (kv-fixtures.ts).
 */
import type { TestProject } from 'vitest/node';
import { ensureCompiled, readPublishedArtifacts } from '../../scripts/dist-sheets.ts';

export default async function setup(project: TestProject): Promise<void> {
  ensureCompiled();
  const artifacts = await readPublishedArtifacts();
  project.provide(
    'publishedArtifacts',
    artifacts.map(({ bytes, ...identity }) => ({ ...identity, base64: Buffer.from(bytes).toString('base64') })),
  );
}
