/** The compiled rate sheets on disk (dist-sheets/, written by `npm run compile`), read back for publishing. */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { sha256Hex } from '../worker/artifact/codec.ts';
import type { PublishedArtifact } from '../worker/http/kv-layout.ts';

const DIST_DIR = new URL('../dist-sheets/', import.meta.url);
const MANIFEST = new URL('manifest.json', DIST_DIR);

/** The manifest fields publishing relies on; the compiler writes more (bytes, sources, counts). */
const Manifest = z.object({
  format_version: z.literal(1),
  artifacts: z.array(
    z.object({
      lender_slug: z.string().min(1),
      effective_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      path: z.string().min(1),
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
    }),
  ),
});

/** Runs `npm run compile` when there is no manifest yet (a fresh checkout). */
export function ensureCompiled(): void {
  if (existsSync(MANIFEST)) return;
  console.log('dist-sheets/manifest.json is missing: running npm run compile');
  const result = spawnSync('npm', ['run', 'compile'], { cwd: fileURLToPath(new URL('..', import.meta.url)), stdio: 'inherit' });
  if (result.status !== 0 || !existsSync(MANIFEST)) throw new Error('npm run compile did not produce dist-sheets/manifest.json');
}

/** Every artifact of the manifest with its bytes, each checked against the manifest's sha256. */
export async function readPublishedArtifacts(): Promise<PublishedArtifact[]> {
  const manifest = Manifest.parse(JSON.parse(readFileSync(MANIFEST, 'utf8')));
  return Promise.all(
    manifest.artifacts.map(async ({ lender_slug, effective_date, path, sha256 }) => {
      const bytes = new Uint8Array(readFileSync(new URL(path, DIST_DIR)));
      const actual = await sha256Hex(bytes);
      if (actual !== sha256) throw new Error(`dist-sheets/${path} has sha256 ${actual}, the manifest says ${sha256}: recompile`);
      return { lender_slug, effective_date, sha256, bytes };
    }),
  );
}
