/** scripts/new-sheets.ts: the compiled sheets a revision's manifest does not list, in daily-diff's lender@moment form. */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

const newSheets = (base: string) =>
  spawnSync(process.execPath, ['scripts/new-sheets.ts', '--base', base], { encoding: 'utf8' });
const manifest = JSON.parse(readFileSync('dist-sheets/manifest.json', 'utf8')) as {
  artifacts: { lender_slug: string; effective_at: string; sha256: string }[];
};

it('against a revision without dist-sheets/ (git’s empty tree), every compiled sheet is new', () => {
  const r = newSheets('4b825dc642cb6eb9a060e54bf8d69288fbee4904');
  expect(r.status).toBe(0);
  expect(r.stdout.trim().split('\n')).toEqual(manifest.artifacts.map((a) => `${a.lender_slug}@${a.effective_at}`));
  expect(r.stdout).toContain('non-qm@2026-11-23T13:15:00-08:00\n');
});
