/**
 * The fixture set: the workbooks of sheets/ the tests' hand-checked values were read from (every
 * roster lender's of the fixture days), and the artifacts of dist-sheets/ they compile to. The daily
 * job adds days to both folders and runs the tests before it publishes them, so a test that needs
 * "the real sheets" takes these: a new day, compiled or refused, changes nothing it checks. What
 * must cover every sheet still does: scripts/check-generated.ts (npm test's first step), the round
 * trip, determinism's generic test. Nothing here is typed or listed by lender: a lender is a profile
 * (compiler/lenders.ts) and a roster line (sheets/roster.json), and a new one joins the set with its
 * workbooks of the fixture days (test/onboarding/ proves it).
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { companionName, rateSheetName } from '../compiler/file-names.ts';
import { LENDERS, PROFILES } from '../compiler/lenders.ts';
import { Manifest, type ManifestEntry } from '../worker/artifact/manifest.ts';
import { ROSTER } from '../worker/sheets/roster.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

/** A lender's slug: the folder of its workbooks under sheets/ and of its artifacts under dist-sheets/. */
export type Lender = (typeof PROFILES)[number]['slug'];

/** The days of the fixture set: every roster lender's workbooks of these days, reprices included. */
const FIXTURE_DAYS = ['2026-11-20', '2026-11-23'];

/** The fixture workbooks the hand-checked tests name (sheets/<lender>/<file>), by what they are. */
export const FILES = {
  rates20: 'GranitePeak_NonQM_RateSheet_2026-11-20.xlsx',
  matrix20: 'GranitePeak_NonQM_ProgramMatrix_2026-11-20.xlsx',
  rates23: 'GranitePeak_NonQM_RateSheet_2026-11-23.xlsx',
  matrix23: 'GranitePeak_NonQM_ProgramMatrix_2026-11-23.xlsx',
  agency20: 'BayshoreHomeFunding_Agency_RateSheet_2026-11-20.xlsx',
  agency23: 'BayshoreHomeFunding_Agency_RateSheet_2026-11-23.xlsx',
  /** Granite Peak's 1:15 PM reprice of 11-23 (REPRICE #1): a rate sheet paired with matrix23. */
  rates23r: 'GranitePeak_NonQM_RateSheet_2026-11-23_1315.xlsx',
  jumbo20: 'CedarHollow_Jumbo_RateSheet_2026-11-20.xlsx',
  jumbo23: 'CedarHollow_Jumbo_RateSheet_2026-11-23.xlsx',
  /** Cedar Hollow's 14:30 CT reprice of 11-23 (Reprice 1): the whole workbook re-issued. */
  jumbo23r: 'CedarHollow_Jumbo_RateSheet_2026-11-23_1430.xlsx',
} as const;

/** The lender whose profile names a workbook of this name (a rate sheet or a companion). */
export function lenderOf(file: string): Lender {
  const profile = PROFILES.find((p) => rateSheetName(p.files, file) ?? companionName(p.files, file));
  if (!profile) throw new Error(`no lender sends a workbook named ${file}`);
  return profile.slug;
}

/** The day a workbook of `lender` is of, by its profile's file names; undefined for a name it does not send. */
function dayOf(lender: string, file: string): string | undefined {
  const files = LENDERS[lender]?.files;
  if (!files) throw new Error(`sheets/roster.json lists ${lender}, which no profile of compiler/lenders.ts is`);
  return (rateSheetName(files, file) ?? companionName(files, file))?.date;
}

/** Every fixture workbook (each roster lender's of the fixture days), as sheets/<lender>/<file>. */
export const FIXTURE_WORKBOOKS: readonly { lender: string; file: string }[] = ROSTER.flatMap((lender) => {
  const files = readdirSync(join(ROOT, 'sheets', lender)).filter((f) => FIXTURE_DAYS.includes(dayOf(lender, f)!));
  if (!files.length)
    throw new Error(`sheets/${lender}/ has no workbook of the fixture days ${FIXTURE_DAYS.join(', ')}`);
  return files.sort().map((file) => ({ lender, file }));
});

/** The names of the fixture workbooks (every roster lender's of the fixture days). */
export const FIXTURE_FILES: readonly string[] = FIXTURE_WORKBOOKS.map((w) => w.file);

/** The entries of `manifest` compiled from fixture workbooks alone (each of the lender's). */
const fixtureEntries = (manifest: Manifest) =>
  manifest.artifacts.filter((e) =>
    e.sources.every((file) => FIXTURE_WORKBOOKS.some((w) => w.lender === e.lender_slug && w.file === file)),
  );

/** What the fixture workbooks compile to (dist-sheets/<path>), every roster lender's, in the manifest's order. */
export const FIXTURE_ARTIFACTS: readonly string[] = fixtureEntries(
  Manifest.parse(JSON.parse(readFileSync(join(ROOT, 'dist-sheets/manifest.json'), 'utf8'))),
).map((e) => e.path);

/** dist-sheets/manifest.json (or `dir`'s) with the entries of `paths` only; throws when one is missing. */
export function fixtureManifest(dir = join(ROOT, 'dist-sheets'), paths = FIXTURE_ARTIFACTS): Manifest {
  const manifest = Manifest.parse(JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')));
  const artifacts = manifest.artifacts.filter((e) => paths.includes(e.path));
  const missing = paths.filter((path) => !artifacts.some((e) => e.path === path));
  if (missing.length) throw new Error(`${dir}/manifest.json lists no ${missing.join(', ')}: run npm run compile`);
  return { ...manifest, artifacts };
}

/** Each fixture artifact's path and sha256 (its manifest entry's), with its bytes as dist-sheets/ holds them. */
export const fixtureArtifactBytes = (): { path: string; sha256: string; bytes: Buffer }[] =>
  fixtureManifest().artifacts.map(({ path, sha256 }) => ({
    path,
    sha256,
    bytes: readFileSync(join(ROOT, 'dist-sheets', path)),
  }));

/** A sheets folder at `dir` holding the fixture workbooks, without acknowledged.json (they need none); returns `dir`. */
export function writeFixtureSheets(dir: string): string {
  for (const { lender, file } of FIXTURE_WORKBOOKS) {
    mkdirSync(join(dir, lender), { recursive: true });
    copyFileSync(join(ROOT, 'sheets', lender, file), join(dir, lender, file));
  }
  return dir;
}

/**
 * A dist-sheets folder at `dir`: the artifacts `paths` of dist-sheets/ (only those `keep` keeps) and a
 * manifest listing them, written as the compiler writes one (so compiling their workbooks gives it
 * byte for byte); returns `dir`.
 */
export function writeFixtureDist(
  dir: string,
  paths = FIXTURE_ARTIFACTS,
  keep: (entry: ManifestEntry) => boolean = () => true,
): string {
  const listed = fixtureManifest(undefined, paths);
  const manifest = { ...listed, artifacts: listed.artifacts.filter(keep) };
  for (const { path } of manifest.artifacts) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    copyFileSync(join(ROOT, 'dist-sheets', path), join(dir, path));
  }
  writeFileSync(join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return dir;
}
