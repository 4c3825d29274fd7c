/**
 * Publish proves what it publishes: before anything is written, each candidate must be exactly what
 * compiling the workbooks its manifest entry names gives. A manifest only proves that a folder
 * agrees with itself (a hand-edited artifact with its sha256 updated in the manifest passes every
 * other check). The comparison is scripts/check-generated.ts's (npm test's first step), run in a
 * child process because the compile hardens its process (compiler/harden.ts freezes
 * Object.prototype, which wrangler's own code cannot run under).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ManifestEntry } from '../../worker/artifact/manifest.ts';
import type { Candidate, Outcome } from './publish.ts';

const CHECK_GENERATED = fileURLToPath(new URL('../check-generated.ts', import.meta.url));

/** The candidates whose bytes a fresh compile of `sheets` reproduces, and the others refused, each naming its file. */
export function prove<C extends Candidate & { entry: ManifestEntry }>(
  candidates: readonly C[],
  { sheets, artifacts }: { sheets: string; artifacts: string },
): { proven: C[]; refused: Outcome[] } {
  const run = spawnSync(process.execPath, [CHECK_GENERATED, '--sheets', sheets, '--dist', artifacts, '--json'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  let unproven: Record<string, string>;
  try {
    ({ unproven } = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '') as { unproven: Record<string, string> });
  } catch {
    throw new Error(
      `could not compile ${sheets}/ to check the artifacts against it: ${run.stderr.trim() || `exit ${run.status}`}`,
    );
  }
  const proven: C[] = [];
  const refused: Outcome[] = [];
  for (const c of candidates) {
    const problem = unproven[c.entry.path];
    if (problem === undefined) proven.push(c);
    else
      refused.push({
        lender_slug: c.lender_slug,
        effective_at: c.effective_at,
        sha256: c.sha256,
        status: 'refused',
        reason: `${join(artifacts, c.entry.path)} ${problem}`,
      });
  }
  return { proven, refused };
}
