/** Writes artifacts and the manifest; each file lands by rename, the manifest last. */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { sha256Hex } from '../worker/artifact/codec.ts';
import { encodeArtifact } from '../worker/artifact/encode.ts';
import { type Artifact, FORMAT_VERSION } from '../worker/artifact/format.ts';
import { type Finding, Manifest, type ManifestEntry } from '../worker/artifact/manifest.ts';
import type { CompiledSheet } from './build.ts';
import type { Diagnostic } from './diagnostics.ts';

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

/** A finding as the manifest keeps it with its artifact. */
const findingOf = (d: Diagnostic): Finding => ({
  code: d.code,
  workbook: d.workbook,
  tab: d.tab,
  cell: d.cell,
  message: d.message,
});

/**
 * Writes the accepted sheets' artifacts and the manifest: their entries (with their warnings) and
 * the `kept` entries of an earlier compile (refused sheets keep what they had). Any other file in
 * the folder of a lender listed now or in `earlier` is an artifact no sheet compiles to any more,
 * and is removed.
 */
export async function writeOutputs(
  sheets: readonly CompiledSheet[],
  kept: readonly ManifestEntry[],
  outDir: string,
  earlier: readonly ManifestEntry[] = [],
): Promise<ManifestEntry[]> {
  // Encode (and so validate) everything before the first write.
  const encoded = await Promise.all(
    sheets.map(async (s) => {
      const a = s.artifact!;
      const bytes = encodeArtifact(a);
      return { s, a, bytes, sha256: await sha256Hex(bytes), path: artifactPath(a) };
    }),
  );
  const written: ManifestEntry[] = encoded.map(({ s, a, bytes, sha256, path }) => ({
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
    warnings: s.findings.filter((d) => d.severity === 'warning').map(findingOf),
  }));
  const entries = [...written, ...kept.filter((k) => !written.some((w) => w.path === k.path))].sort((x, y) =>
    x.path.localeCompare(y.path),
  );
  for (const { bytes, path } of encoded) writeAtomically(join(outDir, path), bytes);
  const keep = new Set(entries.map((e) => e.path));
  for (const lender of new Set([...entries, ...earlier].map((e) => e.lender_slug))) {
    const folder = join(outDir, lender);
    if (existsSync(folder))
      for (const f of readdirSync(folder)) if (!keep.has(`${lender}/${f}`)) rmSync(join(folder, f));
  }
  const manifest = Manifest.parse({ format_version: FORMAT_VERSION, artifacts: entries });
  writeAtomically(join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return written;
}
