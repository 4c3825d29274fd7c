/**
 * `npm run publish` proves what it publishes (issue 26 §5), run as the command itself against a
 * local KV of its own (--persist-to): an artifact a fresh compile of its workbooks does not
 * reproduce is refused, naming its file, even when the manifest's sha256 agrees with it; a roster
 * lender that would be left without a sheet refuses the whole publication unless --idle names it.
 * On the fixture set (test/fixtures.ts): the fixture workbooks and their artifacts.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { localKv } from '../../scripts/publish/local-port.ts';
import { decodeArtifact } from '../../worker/artifact/codec.ts';
import { encodeArtifact } from '../../worker/artifact/encode.ts';
import { Manifest, type ManifestEntry } from '../../worker/artifact/manifest.ts';
import { FIXTURE_ARTIFACTS, fixtureManifest, writeFixtureDist, writeFixtureSheets } from '../fixtures.ts';

const root = mkdtempSync(join(tmpdir(), 'pricer-publish-cli-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const sheets = writeFixtureSheets(join(root, 'sheets'));
let runs = 0;

/** `npm run publish -- ...args` on `dist` into a fresh local KV: exit code, both streams, and every key then in KV. */
async function publish(dist: string, args: string[] = []) {
  const state = join(root, `state-${runs++}`);
  let run: { code: number; stdout: string; stderr: string };
  try {
    const out = await promisify(execFile)(
      process.execPath,
      ['scripts/publish/cli.ts', '--artifacts', dist, '--sheets', sheets, '--persist-to', state, ...args],
      { env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } },
    );
    run = { code: 0, ...out };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    run = { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
  const { kv, dispose } = await localKv(state);
  try {
    return { ...run, keys: (await kv.list('')).map((k) => k.name).sort() };
  } finally {
    await dispose();
  }
}

/** A copy of the fixture artifacts; `edit` changes its manifest (and files) before it is returned. */
function dist(name: string, edit: (dir: string, manifest: Manifest) => void = () => {}): string {
  const dir = writeFixtureDist(join(root, name));
  const manifest = Manifest.parse(JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')));
  edit(dir, manifest);
  writeFileSync(join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return dir;
}

describe('npm run publish', { timeout: 60_000 }, () => {
  it('refuses a hand-edited artifact whose manifest sha256 was updated to match, naming the file; publishes the others (exit 1)', async () => {
    const REPRICE = 'non-qm/2026-11-23_1315.msgpack';
    let edited = '';
    const folder = dist('edited', (dir, manifest) => {
      const artifact = decodeArtifact(readFileSync(join(dir, REPRICE)));
      // +2.000 points on Full Doc's 6.500 % (Rates!C12 of the reprice: 97.685 becomes 99.685).
      const row = artifact.programs.find((p) => p.slug === 'full_doc')!.ladder!.rows.find((r) => r.rate === 6_500)!;
      row.price! += 2_000;
      const bytes = encodeArtifact(artifact);
      writeFileSync(join(dir, REPRICE), bytes);
      const entry = manifest.artifacts.find((e) => e.path === REPRICE)!;
      entry.sha256 = edited = createHash('sha256').update(bytes).digest('hex');
      entry.bytes = bytes.byteLength;
    });
    const run = await publish(folder);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      `non-qm 2026-11-23T13:15:00-08:00 ${edited.slice(0, 12)}: refused (${folder}/${REPRICE} differs from compiling GranitePeak_NonQM_RateSheet_2026-11-23_1315.xlsx + GranitePeak_NonQM_ProgramMatrix_2026-11-23.xlsx)`,
    );
    expect(run.stderr).toBe('publish refused some sheets (listed above); the others were published\n');
    expect(run.keys.filter((k) => k.includes(edited))).toEqual([]);
    // Every other sheet: an artifact and a publication key each.
    const others = fixtureManifest().artifacts.length - 1;
    expect(run.keys.filter((k) => k.startsWith('artifact:'))).toHaveLength(others);
    expect(run.keys.filter((k) => k.includes(':sheet:'))).toHaveLength(others);
  });

  it('refuses the whole publication when a roster lender has no sheet, naming it: nothing written (exit 1)', async () => {
    const others = (e: ManifestEntry) => e.lender_slug !== 'non-qm';
    const withoutNonQm = writeFixtureDist(join(root, 'without-non-qm'), FIXTURE_ARTIFACTS, others);
    const run = await publish(withoutNonQm);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      'publish refused: non-qm has no sheet (a roster lender without one makes every route answer 503); nothing was written. Publish its first sheet, or pass --idle non-qm if it is intentionally idle\n',
    );
    expect(run.keys).toEqual([]);

    const idle = await publish(withoutNonQm, ['--idle', 'non-qm']);
    expect([idle.code, idle.stderr]).toEqual([0, '']);
    expect(idle.keys.filter((k) => k.startsWith('lender:non-qm:'))).toEqual(['lender:non-qm:idle']);
    expect(idle.keys.filter((k) => k.startsWith('artifact:'))).toHaveLength(
      fixtureManifest().artifacts.filter(others).length,
    );
  });
});
