/** The compiled rate sheets on disk (dist-sheets/, written by `npm run compile`), read back for publishing and serving. */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sha256Hex } from '../worker/artifact/codec.ts';
import { Manifest, type ManifestEntry } from '../worker/artifact/manifest.ts';
import { parseMoment } from '../worker/artifact/moment.ts';
import type { Candidate } from './publish/publish.ts';

export const DIST_DIR = new URL('../dist-sheets/', import.meta.url);

/** Runs `npm run compile` when there is no manifest yet (a fresh checkout). */
export function ensureCompiled(): void {
  if (existsSync(new URL('manifest.json', DIST_DIR))) return;
  console.log('dist-sheets/manifest.json is missing: running npm run compile');
  const result = spawnSync('npm', ['run', 'compile'], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    stdio: 'inherit',
  });
  if (result.status !== 0 || !existsSync(new URL('manifest.json', DIST_DIR)))
    throw new Error('npm run compile did not produce dist-sheets/manifest.json');
}

export const readManifest = (dir: URL = DIST_DIR): Manifest =>
  Manifest.parse(JSON.parse(readFileSync(new URL('manifest.json', dir), 'utf8')));

/** Every artifact listed in `dir`/manifest.json with its bytes, as listed (publish() verifies them). */
export function readCandidates(dir: URL = DIST_DIR): (Candidate & { entry: ManifestEntry })[] {
  return readManifest(dir).artifacts.map((entry) => ({
    lender_slug: entry.lender_slug,
    effective_at: entry.effective_at,
    sha256: entry.sha256,
    bytes: new Uint8Array(readFileSync(new URL(entry.path, dir))),
    entry,
  }));
}

/** The candidates, each checked against the manifest's sha256 (a stale or hand-edited dist-sheets/ is refused here). */
export async function readVerifiedCandidates(dir: URL = DIST_DIR): Promise<Candidate[]> {
  const candidates = readCandidates(dir);
  for (const c of candidates) {
    const actual = await sha256Hex(c.bytes);
    if (actual !== c.sha256)
      throw new Error(`${c.entry.path} has sha256 ${actual}, the manifest says ${c.sha256}: recompile`);
  }
  return candidates;
}

/** The latest of each lender's newest effective moment: every lender's newest sheet is in force then. */
export function pinnedNow(entries: readonly ManifestEntry[]): string {
  const newest = new Map<string, ManifestEntry>();
  for (const e of entries) {
    const seen = newest.get(e.lender_slug);
    if (!seen || parseMoment(e.effective_at)! > parseMoment(seen.effective_at)!) newest.set(e.lender_slug, e);
  }
  const latest = [...newest.values()].reduce((a, b) =>
    parseMoment(a.effective_at)! >= parseMoment(b.effective_at)! ? a : b,
  );
  // a sheet in force until replaced never expires
  const expiry = (e: ManifestEntry) => (e.expires_at === null ? Number.POSITIVE_INFINITY : parseMoment(e.expires_at)!);
  const expiring = [...newest.values()].reduce((a, b) => (expiry(a) <= expiry(b) ? a : b));
  if (parseMoment(latest.effective_at)! >= expiry(expiring))
    throw new Error(
      `no moment has every lender's newest sheet in force: ${expiring.lender_slug}'s expires before ${latest.lender_slug}'s takes effect; set PRICER_NOW`,
    );
  return latest.effective_at;
}
