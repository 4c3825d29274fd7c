/** The compiled rate sheets on disk (dist-sheets/, written by `npm run compile`), read back for publishing. */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { sha256Hex } from '../worker/artifact/codec.ts';
import { FORMAT_VERSION } from '../worker/artifact/format.ts';
import type { PublishedArtifact } from '../worker/http/kv-layout.ts';

const DIST_DIR = new URL('../dist-sheets/', import.meta.url);
const MANIFEST = new URL('manifest.json', DIST_DIR);

/** The manifest fields publishing relies on; the compiler writes more (bytes, sources, counts). */
const Manifest = z.object({
  format_version: z.literal(FORMAT_VERSION),
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
  const result = spawnSync('npm', ['run', 'compile'], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    stdio: 'inherit',
  });
  if (result.status !== 0 || !existsSync(MANIFEST))
    throw new Error('npm run compile did not produce dist-sheets/manifest.json');
}

/** Every artifact listed in `dir`/manifest.json with its bytes, as listed (not yet verified). */
export function readManifestArtifacts(dir: URL = DIST_DIR): PublishedArtifact[] {
  const manifest = Manifest.parse(JSON.parse(readFileSync(new URL('manifest.json', dir), 'utf8')));
  return manifest.artifacts.map(({ lender_slug, effective_date, path, sha256 }) => ({
    lender_slug,
    effective_date,
    sha256,
    bytes: new Uint8Array(readFileSync(new URL(path, dir))),
  }));
}

/** Every artifact of the manifest with its bytes, each checked against the manifest's sha256. */
export async function readPublishedArtifacts(): Promise<PublishedArtifact[]> {
  const artifacts = readManifestArtifacts();
  for (const a of artifacts) {
    const actual = await sha256Hex(a.bytes);
    if (actual !== a.sha256)
      throw new Error(
        `dist-sheets artifact ${a.lender_slug} ${a.effective_date} has sha256 ${actual}, the manifest says ${a.sha256}: recompile`,
      );
  }
  return artifacts;
}
