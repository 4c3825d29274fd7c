/**
 * The compile is a pure function of sheets/: two compiles give the same bytes, and the committed
 * dist-sheets/ holds exactly what compiling the fixture workbooks gives (test/fixtures.ts: the
 * artifacts are named here). Whatever else sheets/ holds (the days the daily job adds) compiles
 * twice to the same bytes and changes no fixture artifact; that dist-sheets/ is current for all of
 * it is scripts/check-generated.ts's check (npm test's first step).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildAll } from '../../compiler/build.ts';
import { artifactPath } from '../../compiler/output.ts';
import { sha256Hex } from '../../worker/artifact/codec.ts';
import { encodeArtifact } from '../../worker/artifact/encode.ts';
import { FIXTURE_ARTIFACTS, fixtureManifest, writeFixtureSheets } from '../fixtures.ts';
import { DIST_DIR, fixtureBuild, ROOT, realBuild, useTempSheets } from './compile-runs.ts';
import { SHEETS_DIR } from './workbook-edits.ts';

const tmp = useTempSheets();

/** Every file under `dir`, as sorted paths relative to it. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => statSync(join(dir, f)).isFile())
    .map((f) => relative(dir, join(dir, f)))
    .sort();

/**
 * A deep copy with every object's keys in reverse order, except the doc types' `cells` maps
 * (rule -> A1): the schema declares them as a record, which keeps the keys in the order given,
 * so only the compiler's own (fixed) order reproduces the bytes there.
 */
const reverseKeys = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(reverseKeys)
    : v && typeof v === 'object'
      ? Object.fromEntries(
          Object.entries(v)
            .reverse()
            .map(([k, x]) => [k, k === 'cells' && !Array.isArray(x) ? x : reverseKeys(x)]),
        )
      : v;

describe('determinism', () => {
  it('two compiles of the fixture workbooks encode to byte-identical msgpack with identical sha256', async () => {
    // the worker's compile (fixtureBuild, shared with other files) and one of this test's own
    const first = fixtureBuild();
    const second = buildAll(writeFixtureSheets(tmp.dir('sheets')));
    expect(first.diag.list).toEqual([]);
    expect(second.diag.list).toEqual([]);
    // One artifact per lender per effective moment: Granite Peak's 1:15 PM reprice of 11-23 and Cedar
    // Hollow's 14:30 reprice are their own (the three lenders' here; every roster lender's just below).
    const handChecked = first.artifacts.filter((a) => ['agency', 'jumbo', 'non-qm'].includes(a.lender_slug));
    expect(handChecked.map((a) => `${a.lender_slug} ${a.effective_at} ${a.reprice}`)).toEqual([
      'agency 2026-11-20T09:00:00-05:00 0',
      'agency 2026-11-23T09:00:00-05:00 0',
      'jumbo 2026-11-20T08:00:00-06:00 0',
      'jumbo 2026-11-23T08:00:00-06:00 0',
      'jumbo 2026-11-23T14:30:00-06:00 1',
      'non-qm 2026-11-20T08:30:00-08:00 0',
      'non-qm 2026-11-23T08:30:00-08:00 0',
      'non-qm 2026-11-23T13:15:00-08:00 1',
    ]);
    expect(first.artifacts.map(artifactPath)).toEqual(FIXTURE_ARTIFACTS);
    expect(second.artifacts).toHaveLength(first.artifacts.length);
    for (const [i, a] of first.artifacts.entries()) {
      const x = encodeArtifact(a);
      const y = encodeArtifact(second.artifacts[i]!);
      expect(Buffer.from(x).equals(Buffer.from(y)), `${a.lender_slug} ${a.effective_date}`).toBe(true);
      expect(await sha256Hex(x)).toBe(await sha256Hex(y));
      // the bytes depend on the content only, not on object identity or key order
      expect(Buffer.from(encodeArtifact(structuredClone(a))).equals(Buffer.from(x))).toBe(true);
      expect(Buffer.from(encodeArtifact(reverseKeys(a) as typeof a)).equals(Buffer.from(x))).toBe(true);
    }
  }, 60_000); // up to two compiles of every fixture workbook (every roster lender's)

  it('whatever sheets/ holds compiles twice to the same findings and bytes, and leaves every fixture artifact as it is', () => {
    // the worker's compile of sheets/ (realBuild, shared with the round trip) and one of this test's own
    const [once, twice] = [realBuild(), buildAll(SHEETS_DIR)];
    expect(twice.diag.list).toEqual(once.diag.list);
    const bytes = (r: typeof once) => r.artifacts.map((a) => Buffer.from(encodeArtifact(a)).toString('base64'));
    expect(bytes(twice)).toEqual(bytes(once));
    // a day added to sheets/ (or refused there) changes no earlier sheet
    const moment = (a: { lender_slug: string; effective_at: string }) => `${a.lender_slug} ${a.effective_at}`;
    for (const a of fixtureBuild().artifacts) expect(once.artifacts.find((x) => moment(x) === moment(a))).toEqual(a);
  }, 60_000); // a compile of every workbook

  it('the committed dist-sheets/ fixture artifacts are byte-identical to a fresh in-process compile', async () => {
    const { artifacts } = fixtureBuild();
    const manifest = fixtureManifest(DIST_DIR, FIXTURE_ARTIFACTS);
    expect(manifest.artifacts.map((e) => e.path)).toEqual(artifacts.map(artifactPath));
    for (const a of artifacts) {
      const path = artifactPath(a);
      const fresh = encodeArtifact(a);
      const committed = readFileSync(join(DIST_DIR, path));
      expect(committed.equals(Buffer.from(fresh)), `dist-sheets/${path} is stale: run npm run compile`).toBe(true);
      const entry = manifest.artifacts.find((e) => e.path === path)!;
      expect(entry.sha256).toBe(await sha256Hex(fresh));
      expect(entry.bytes).toBe(fresh.length);
    }
  });

  // The bin in a child process, hardened as always (compiler/harden.ts): hostile/xlsx-advisory.test.ts
  // relies on it to show hardening changes no byte.
  it('npm run compile of the fixture workbooks into a fresh folder reproduces their files of dist-sheets/, their manifest included', () => {
    const out = tmp.dir('dist');
    const sheets = writeFixtureSheets(tmp.dir('sheets'));
    const run = spawnSync(process.execPath, ['compiler/cli.ts', '--sheets', sheets, '--out', out], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(new RegExp(`compiled ${FIXTURE_ARTIFACTS.length} artifacts in \\d+ ms`));
    expect(filesUnder(out)).toEqual([...FIXTURE_ARTIFACTS, 'manifest.json'].sort());
    // the committed files, the manifest holding the fixture entries only (as test/fixtures.ts writes it)
    const committed = tmp.fixtureDist();
    expect(filesUnder(committed)).toEqual(filesUnder(out));
    for (const f of filesUnder(out))
      expect(readFileSync(join(out, f)).equals(readFileSync(join(committed, f))), `dist-sheets/${f} is stale`).toBe(
        true,
      );
  }, 60_000); // a compile of every fixture workbook in a child process
});
