/**
 * A malformed sheets/roster.json stops every command that reads it with one line naming the file and
 * the problem, and exit 2 (scripts/command.ts), never a stack trace: run on a copy of the tree whose
 * roster is broken (the code is copied; node_modules and dist-sheets are linked). The Worker itself
 * still fails to start on such a roster, which stops a deploy. scripts/publish/cli.ts is not among
 * them yet: it imports the publisher statically (see the report of issue 26).
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

/** A copy of the code with `roster` as sheets/roster.json (null: no such file). */
function treeWith(roster: string | null): string {
  const dir = mkdtempSync(join(tmpdir(), 'pricer-roster-'));
  for (const part of ['scripts', 'tools', 'worker', 'bench', 'compiler', 'package.json'])
    cpSync(join(ROOT, part), join(dir, part), { recursive: true });
  for (const link of ['node_modules', 'dist-sheets']) symlinkSync(join(ROOT, link), join(dir, link));
  mkdirSync(join(dir, 'sheets'));
  if (roster !== null) writeFileSync(join(dir, 'sheets', 'roster.json'), roster);
  writeFileSync(join(dir, 'request.json'), '{"term": 30}');
  return dir;
}

const TREES = {
  'cut short': treeWith('{"lenders": ['),
  'without a lender': treeWith('{"lenders": []}'),
  missing: treeWith(null),
};
afterAll(() => {
  for (const dir of Object.values(TREES)) rmSync(dir, { recursive: true, force: true });
});

const PROBLEMS: Record<keyof typeof TREES, string> = {
  'cut short': 'sheets/roster.json: not valid JSON (Unexpected end of JSON input)',
  'without a lender': 'sheets/roster.json: lenders: the roster lists no lender',
  missing: 'sheets/roster.json: no such file',
};

function run(dir: string, args: string[]): Promise<{ status: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    execFile(
      process.execPath,
      args,
      { cwd: dir, env: { ...process.env, PRICER_NOW: '', WRANGLER_SEND_METRICS: 'false' } },
      (error, stdout, stderr) =>
        done({ status: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr }),
    );
  });
}

// Eighteen processes start at once (timeouts of 60 s): on two busy cores each may wait for the others.
describe.concurrent.each([
  ['npm run quote', ['tools/quote/cli.ts', 'request.json']],
  ['npm start', ['scripts/start.ts']],
  ['expiry-report', ['scripts/expiry-report.ts', '--at', '2026-11-23T12:00:00-08:00']],
  ['npm run bench', ['bench/run.ts']],
  ['npm run publish', ['scripts/publish/cli.ts']],
  ['npm run publish -- --withdraw', ['scripts/publish/cli.ts', '--withdraw', 'agency', '2026-11-23']],
])('%s', (_, args) => {
  it.each(Object.keys(TREES) as (keyof typeof TREES)[])(
    'on a roster %s: one line naming the file and the problem, exit 2',
    async (tree) => {
      const r = await run(TREES[tree], args);
      expect(r).toEqual({ status: 2, stdout: '', stderr: `${PROBLEMS[tree]}\n` });
    },
    60_000,
  );
});
