/** Every script of the daily job and the bench prints its usage on --help (exit 0) and with it refuses an unknown option (exit 2). */
import { execFile } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/**
 * `node script ...args` in a child process: exit status and both streams. Asynchronous, so the cases
 * (describe.concurrent) start their processes together instead of one after the other.
 */
function run(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ status: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [script, ...args], { env: { ...process.env, ...env } }, (error, stdout, stderr) =>
      resolve({ status: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr }),
    );
  });
}

// Seventeen processes start at once (timeouts of 30 s): on two busy cores each may wait for the others.
describe.concurrent.each([
  ['scripts/start.ts', 'usage: npm start'],
  ['scripts/publish/cli.ts', 'usage: npm run publish --'],
  ['scripts/expiry-report.ts', 'usage: node scripts/expiry-report.ts'],
  ['scripts/new-sheets.ts', 'usage: node scripts/new-sheets.ts'],
  ['tools/diff/daily.ts', 'usage: node tools/diff/daily.ts'],
  ['scripts/check-generated.ts', 'usage: node scripts/check-generated.ts'],
  ['bench/run.ts', 'usage: npm run bench'],
])(
  '%s',
  (script, usage) => {
    it('--help prints the usage and exits 0, doing nothing else', async () => {
      const r = await run(script, ['--help'], { PRICER_NOW: '' });
      expect(r.status).toBe(0);
      expect(r.stdout.startsWith(usage)).toBe(true);
      expect(r.stderr).toBe('');
    });

    it('an unknown option is refused with the usage, exit 2', async () => {
      const r = await run(script, ['--bogus'], { PRICER_NOW: '' });
      expect(r.status).toBe(2);
      expect(r.stderr).toContain("Unknown option '--bogus'");
      expect(r.stderr).toContain(usage);
    });
  },
  30_000,
);

describe.concurrent('npm run publish -- --remote without a usable namespace id', { timeout: 30_000 }, () => {
  it.each([
    [[], '--remote needs the namespace id: --namespace-id ID or PRICER_KV_NAMESPACE_ID'],
    [
      ['--namespace-id', '00000000000000000000000000000000'],
      '"00000000000000000000000000000000" is not a Workers KV namespace id (32 hex digits, not the placeholder)',
    ],
    [['--namespace-id', 'pricer'], '"pricer" is not a Workers KV namespace id'],
  ])('%j: refused before anything is read or written (exit 2)', async (args, message) => {
    const r = await run('scripts/publish/cli.ts', ['--remote', ...args], { PRICER_KV_NAMESPACE_ID: '' });
    expect(r.status).toBe(2);
    expect(r.stderr.split('\n')[0]).toContain(message);
  });
});

describe.concurrent('a folder a script was given that holds nothing to read: one line naming it, exit 2', {
  timeout: 30_000,
}, () => {
  const NONE = '/no-such-folder';
  it.each([
    ['scripts/expiry-report.ts', ['--artifacts', NONE], `${NONE}/manifest.json: no such file or directory`],
    ['scripts/new-sheets.ts', ['--artifacts', NONE], `${NONE}/manifest.json: no such file or directory`],
    ['tools/diff/daily.ts', ['--artifacts', NONE], `${NONE}/manifest.json: no such file or directory`],
    [
      'tools/diff/daily.ts',
      ['--html-dir', 'package.json/report'],
      'package.json/report: a part of the path is a file, not a folder',
    ],
    ['scripts/check-generated.ts', ['--sheets', NONE], `${NONE}: no such file or directory`],
  ])('%s %j', async (script, args, line) => {
    const r = await run(script, args, { PRICER_NOW: '' });
    expect(r).toEqual({ status: 2, stdout: '', stderr: `${line}\n` });
  });
});

describe.concurrent('npm run publish: lenders and moments checked before anything is read or written', {
  timeout: 30_000,
}, () => {
  it.each([
    [['--idle', 'newbank'], 'newbank is not a lender of the roster (sheets/roster.json): '],
    [['--withdraw', 'newbank', '2026-11-23'], 'newbank is not a lender of the roster (sheets/roster.json): '],
    [
      ['--withdraw', 'agency', 'yesterday'],
      'yesterday is neither a date (YYYY-MM-DD) nor an ISO date-time with offset',
    ],
    [
      ['--withdraw', 'agency', '2026-11-31'],
      '2026-11-31 is neither a date (YYYY-MM-DD) nor an ISO date-time with offset',
    ],
  ])('%j: a usage error (exit 2)', async (args, message) => {
    const r = await run('scripts/publish/cli.ts', args, {});
    expect(r.status).toBe(2);
    expect(r.stderr.split('\n')[0]).toContain(message);
  });
});
