/** Writes artifacts and the manifest; each file lands by rename, the manifest last. */
import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { encodeArtifact, sha256Hex } from '../worker/artifact/codec.ts';
import { type Artifact, FORMAT_VERSION } from '../worker/artifact/format.ts';
import { Manifest, type ManifestEntry } from '../worker/artifact/manifest.ts';

export function countsOf(a: Artifact): Record<string, number> {
  const sum = (f: (p: Artifact['programs'][number]) => number) => a.programs.reduce((n, p) => n + f(p), 0);
  return {
    programs: a.programs.length,
    ladders: sum((p) => (p.ladder ? 1 : 0)) + a.rate_blocks.length,
    rates: sum((p) => p.ladder?.rows.length ?? 0) + a.rate_blocks.reduce((n, b) => n + b.rows.length, 0),
    grids: sum((p) => p.grids.length),
    grid_rows: sum((p) => p.grids.reduce((n, g) => n + g.rows.length, 0)),
    matrix_rows: sum((p) => p.matrix?.rows.length ?? 0),
    ppp_tables: sum((p) => p.ppp.length),
    state_adjusters: sum((p) => p.state_adjusters?.states.length ?? 0),
  };
}

/** `<lender>/<date>_<HHMM>.msgpack`, the time lender-local: one file per effective moment, in time order. */
export const artifactPath = (a: Pick<Artifact, 'lender_slug' | 'effective_at'>) =>
  `${a.lender_slug}/${a.effective_at.slice(0, 10)}_${a.effective_at.slice(11, 13)}${a.effective_at.slice(14, 16)}.msgpack`;

function writeAtomically(path: string, data: string | Uint8Array) {
  mkdirSync(dirname(path), { recursive: true });
  const tmp = `${path}.tmp-${process.pid}`;
  writeFileSync(tmp, data);
  renameSync(tmp, path);
}

export async function writeOutputs(artifacts: Artifact[], outDir: string): Promise<ManifestEntry[]> {
  // Encode (and so validate) everything before the first write.
  const encoded = await Promise.all(
    artifacts.map(async (a) => {
      const bytes = encodeArtifact(a);
      return { a, bytes, sha256: await sha256Hex(bytes), path: artifactPath(a) };
    }),
  );
  const entries: ManifestEntry[] = encoded
    .map(({ a, bytes, sha256, path }) => ({
      lender_slug: a.lender_slug,
      effective_date: a.effective_date,
      effective_at: a.effective_at,
      reprice: a.reprice,
      expires_at: a.expires_at,
      path,
      sha256,
      bytes: bytes.length,
      json_bytes: Buffer.byteLength(JSON.stringify(a)),
      sources: a.sources,
      counts: countsOf(a),
      warnings: [],
    }))
    .sort((x, y) => x.path.localeCompare(y.path));
  for (const { bytes, path } of encoded) writeAtomically(join(outDir, path), bytes);
  const keep = new Set(entries.map((e) => e.path));
  for (const lender of new Set(entries.map((e) => e.lender_slug)))
    for (const f of readdirSync(join(outDir, lender))) if (!keep.has(`${lender}/${f}`)) rmSync(join(outDir, lender, f));
  const manifest = Manifest.parse({ format_version: FORMAT_VERSION, artifacts: entries });
  writeAtomically(join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return entries;
}
