/**
 * Issue 29 item 6: adding a lender adds its workbooks, profile, roster line and benchmark loans, and
 * no other test changes. Bayshore copied under another slug and other file names (onboard-copy.ts),
 * in a temporary copy of the repository, compiled; then the suites that cover every lender run there
 * unchanged, green, and are seen to have walked the new lender (its slug in their test names).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { onboardCopy } from './onboard-copy.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const NEW = { from: 'agency', slug: 'copy-of-agency', constant: 'COPY_OF_AGENCY', prefix: 'CopyOfAgency' };

/** The suites that read the roster and the fixture set, each of which must take the new lender in. */
const SUITES = [
  'test/engine/every-lender-limits.test.ts',
  'test/engine/every-lender-band-edges.test.ts',
  'test/engine/every-lender-defaults.test.ts',
  'test/engine/every-lender-caps.test.ts',
  'test/http/routes.test.ts',
  'test/compiler/determinism.test.ts',
  'test/sheets/roster.test.ts',
];

let dir: string | undefined;
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

interface JsonReport {
  success: boolean;
  numTotalTests: number;
  testResults: { name: string; assertionResults: { fullName: string; status: string }[] }[];
}

it('a copy of Bayshore onboarded as copy-of-agency: the every-lender suites pass unchanged and walk it', () => {
  dir = onboardCopy(NEW);
  // onboarding is its files alone: the roster and compiler/lenders.ts list it, and it compiled
  expect(JSON.parse(readFileSync(join(dir, 'sheets/roster.json'), 'utf8')).lenders).toContain(NEW.slug);
  const manifest = JSON.parse(readFileSync(join(dir, 'dist-sheets/manifest.json'), 'utf8'));
  expect(manifest.artifacts.filter((e: { lender_slug: string }) => e.lender_slug === NEW.slug)).toHaveLength(2);

  const out = join(dir, 'onboarding-report.json');
  const run = spawnSync(
    process.execPath,
    [
      join(ROOT, 'node_modules/vitest/vitest.mjs'),
      'run',
      '--project',
      'node',
      // a loaded machine must not fail a test by its clock: only a wrong answer fails here
      '--testTimeout',
      '300000',
      '--reporter',
      'json',
      '--outputFile',
      out,
      ...SUITES,
    ],
    { cwd: dir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CI: '1' } },
  );
  if (!existsSync(out))
    throw new Error(`vitest wrote no report in ${dir}:\n${`${run.stdout}${run.stderr}`.slice(-3000)}`);
  const report = JSON.parse(readFileSync(out, 'utf8')) as JsonReport;
  const failed = report.testResults.flatMap((f) => f.assertionResults.filter((t) => t.status !== 'passed'));
  expect(failed.map((t) => t.fullName)).toEqual([]);
  expect([run.status, report.success]).toEqual([0, true]);
  expect(SUITES.map((suite) => report.testResults.filter((f) => f.name.endsWith(suite)).length)).toEqual(
    SUITES.map(() => 1),
  );
  // not vacuous: the every-lender suites named the new lender's entries among theirs
  const walked = (suite: string) =>
    report.testResults
      .find((f) => f.name.endsWith(suite))!
      .assertionResults.filter((t) => t.fullName.includes(NEW.slug)).length;
  for (const suite of SUITES.filter((s) => s.includes('every-lender'))) expect(walked(suite), suite).toBeGreaterThan(0);
}, 240_000); // about 50 s alone: a copy of the tree, a compile, and the suites in a child process
