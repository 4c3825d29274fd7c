/**
 * `npm run compile -- --profile FILE`: a lender being onboarded compiled from the command line, its
 * profile a module not yet on the roster (docs/onboarding.md, the loop). Juniper Ridge's workbook in
 * a sheets folder of its own, with test/fixture-lender/profile.ts.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeJuniperWorkbooks } from '../fixture-lender/workbooks.ts';
import { compileCli } from './compile-runs.ts';

const root = mkdtempSync(join(tmpdir(), 'compile-profile-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const sheets = join(root, 'sheets');
writeJuniperWorkbooks(sheets);
const PROFILE = 'test/fixture-lender/profile.ts';

describe('npm run compile -- --profile FILE', () => {
  it("compiles the lender's folder with the profile the module exports: its artifact written, exit 0", async () => {
    const out = join(root, 'out');
    const run = await compileCli('--sheets', sheets, '--out', out, '--profile', PROFILE);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const manifest = JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8')) as {
      artifacts: { lender_slug: string; effective_date: string }[];
    };
    expect(manifest.artifacts.map((a) => [a.lender_slug, a.effective_date])).toEqual([['juniper', '2026-11-20']]);
  });

  it('without it the folder is no known lender: exit 1, nothing written', async () => {
    const out = join(root, 'out-without');
    const run = await compileCli('--sheets', sheets, '--out', out);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('folder juniper/ is not a known lender');
    expect(existsSync(join(out, 'manifest.json'))).toBe(false);
  });

  it('a module that cannot be loaded, or exports no profile, is a usage error (exit 2) naming it', async () => {
    const missing = await compileCli('--sheets', sheets, '--out', join(root, 'x'), '--profile', 'no/such/profile.ts');
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('--profile no/such/profile.ts cannot be loaded');
    const none = await compileCli('--sheets', sheets, '--out', join(root, 'y'), '--profile', 'compiler/conditions.ts');
    expect(none.status).toBe(2);
    expect(none.stderr).toContain(
      '--profile compiler/conditions.ts exports no profile (an object with a slug and its tables)',
    );
  });
});
