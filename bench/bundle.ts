/**
 * What the Worker ships: `wrangler deploy --dry-run --outdir <tmp> --metafile`, the bundle every
 * isolate parses and compiles before its first request. `bundle_kib` is its index.js uncompressed
 * (the size wrangler reports as "Total Upload"), `gzip_kib` the same gzipped; `by_package` splits the
 * bytes by where they come from (esbuild's metafile: node_modules packages by name, our sources by
 * folder), largest first. The bundle is kept in bench/out/bundle/ for the workerd cold-start part.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { emitResult, round } from './stats.ts';
import { OUT, ROOT, WRANGLER_ENV } from './wrangler-dev.ts';

export const BUNDLE_DIR = join(OUT, 'bundle');
export const BUNDLE_FILE = join(BUNDLE_DIR, 'index.js');

export interface BundleResult {
  bundle_kib: number;
  gzip_kib: number;
  /** [source, KiB in the bundle], largest first: a package under node_modules, else our folder (worker/engine, ...). */
  by_package: [string, number][];
}

interface Metafile {
  outputs: Record<string, { bytes: number; inputs: Record<string, { bytesInOutput: number }> }>;
}

/** A metafile input path's package (`zod`, `@scope/name`) or, for our sources, its first two folders. */
export const sourceOf = (input: string): string =>
  input.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ?? input.split('/').slice(0, 2).join('/');

export function bundleBench(): BundleResult {
  rmSync(BUNDLE_DIR, { recursive: true, force: true });
  mkdirSync(BUNDLE_DIR, { recursive: true });
  const meta = join(BUNDLE_DIR, 'meta.json');
  const built = spawnSync(
    process.execPath,
    [
      join(ROOT, 'node_modules', 'wrangler', 'bin', 'wrangler.js'),
      'deploy',
      '--dry-run',
      '--outdir',
      BUNDLE_DIR,
      '--metafile',
      meta,
    ],
    { cwd: ROOT, encoding: 'utf8', env: { ...process.env, ...WRANGLER_ENV, WRANGLER_LOG: 'error' }, timeout: 120_000 },
  );
  if (built.status !== 0) throw new Error(`wrangler deploy --dry-run failed:\n${built.stderr.slice(-2000)}`);
  const bytes = readFileSync(BUNDLE_FILE);
  const { outputs } = JSON.parse(readFileSync(meta, 'utf8')) as Metafile;
  const output = Object.entries(outputs).find(([name]) => name.endsWith('index.js'))?.[1];
  if (!output) throw new Error('the metafile lists no index.js');
  const by = new Map<string, number>();
  for (const [input, { bytesInOutput }] of Object.entries(output.inputs))
    by.set(sourceOf(input), (by.get(sourceOf(input)) ?? 0) + bytesInOutput);
  return {
    bundle_kib: round(bytes.byteLength / 1024, 1),
    gzip_kib: round(gzipSync(bytes).byteLength / 1024, 1),
    by_package: [...by]
      .sort((a, b) => b[1] - a[1])
      .filter(([, b]) => b >= 512)
      .map(([name, b]) => [name, round(b / 1024, 1)]),
  };
}

if (import.meta.main) emitResult(bundleBench());
