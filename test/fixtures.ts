/**
 * The fixture set: the workbooks of sheets/ the tests' hand-checked values were read from, and the
 * artifacts of dist-sheets/ they compile to. The daily job adds days to both folders and runs the
 * tests before it publishes them, so a test that needs "the real sheets" takes these: a new day,
 * compiled or refused, changes nothing it checks. What must cover every sheet still does:
 * scripts/check-generated.ts (npm test's first step), the round trip, determinism's generic test.
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Manifest, type ManifestEntry } from '../worker/artifact/manifest.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

export type Lender = 'non-qm' | 'agency';

/** The fixture workbooks (sheets/<lender>/<file>), by what they are. */
export const FILES = {
  rates20: 'GranitePeak_NonQM_RateSheet_2026-11-20.xlsx',
  matrix20: 'GranitePeak_NonQM_ProgramMatrix_2026-11-20.xlsx',
  rates23: 'GranitePeak_NonQM_RateSheet_2026-11-23.xlsx',
  matrix23: 'GranitePeak_NonQM_ProgramMatrix_2026-11-23.xlsx',
  agency20: 'BayshoreHomeFunding_Agency_RateSheet_2026-11-20.xlsx',
  agency23: 'BayshoreHomeFunding_Agency_RateSheet_2026-11-23.xlsx',
  /** Granite Peak's 1:15 PM reprice of 11-23 (REPRICE #1): a rate sheet paired with matrix23. */
  rates23r: 'GranitePeak_NonQM_RateSheet_2026-11-23_1315.xlsx',
} as const;

export const lenderOf = (file: string): Lender => (file.startsWith('GranitePeak') ? 'non-qm' : 'agency');

/** What the fixture workbooks compile to (dist-sheets/<path>), in the manifest's order. */
export const FIXTURE_ARTIFACTS: readonly string[] = [
  'agency/2026-11-20_0900.msgpack',
  'agency/2026-11-23_0900.msgpack',
  'non-qm/2026-11-20_0830.msgpack',
  'non-qm/2026-11-23_0830.msgpack',
  'non-qm/2026-11-23_1315.msgpack',
];

/** dist-sheets/manifest.json (or `dir`'s) with the fixture artifacts' entries only; throws when one is missing. */
export function fixtureManifest(dir = join(ROOT, 'dist-sheets')): Manifest {
  const manifest = Manifest.parse(JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')));
  const artifacts = manifest.artifacts.filter((e) => FIXTURE_ARTIFACTS.includes(e.path));
  const missing = FIXTURE_ARTIFACTS.filter((path) => !artifacts.some((e) => e.path === path));
  if (missing.length) throw new Error(`${dir}/manifest.json lists no ${missing.join(', ')}: run npm run compile`);
  return { ...manifest, artifacts };
}

/** A sheets folder at `dir` holding the fixture workbooks, without acknowledged.json (they need none); returns `dir`. */
export function writeFixtureSheets(dir: string): string {
  for (const file of Object.values(FILES)) {
    mkdirSync(join(dir, lenderOf(file)), { recursive: true });
    copyFileSync(join(ROOT, 'sheets', lenderOf(file), file), join(dir, lenderOf(file), file));
  }
  return dir;
}

/**
 * A dist-sheets folder at `dir`: the fixture artifacts of dist-sheets/ and a manifest listing them,
 * written as the compiler writes one (so compiling the fixture workbooks gives it byte for byte), or
 * only those `keep` keeps; returns `dir`.
 */
export function writeFixtureDist(dir: string, keep: (entry: ManifestEntry) => boolean = () => true): string {
  const fixtures = fixtureManifest();
  const manifest = { ...fixtures, artifacts: fixtures.artifacts.filter(keep) };
  for (const { path } of manifest.artifacts) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    copyFileSync(join(ROOT, 'dist-sheets', path), join(dir, path));
  }
  writeFileSync(join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return dir;
}
