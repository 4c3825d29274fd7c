/** Every script of the store's area prints its usage on --help (exit 0) and with it refuses an unknown option (exit 2). */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const run = (script: string, ...args: string[]) =>
  spawnSync(process.execPath, [script, ...args], { encoding: 'utf8', env: { ...process.env, PRICER_NOW: '' } });

describe.each([
  ['scripts/start.ts', 'usage: npm start'],
  ['scripts/publish/cli.ts', 'usage: npm run publish --'],
  ['scripts/expiry-report.ts', 'usage: node scripts/expiry-report.ts'],
  ['scripts/new-sheets.ts', 'usage: node scripts/new-sheets.ts'],
])('%s', (script, usage) => {
  it('--help prints the usage and exits 0, doing nothing else', () => {
    const r = run(script, '--help');
    expect(r.status).toBe(0);
    expect(r.stdout.startsWith(usage)).toBe(true);
    expect(r.stderr).toBe('');
  });

  it('an unknown option is refused with the usage, exit 2', () => {
    const r = run(script, '--bogus');
    expect(r.status).toBe(2);
    expect(r.stderr).toContain("Unknown option '--bogus'");
    expect(r.stderr).toContain(usage);
  });
});

describe('npm run publish -- --remote without a usable namespace id', () => {
  it.each([
    [[], '--remote needs the namespace id: --namespace-id ID or PRICER_KV_NAMESPACE_ID'],
    [
      ['--namespace-id', '00000000000000000000000000000000'],
      '"00000000000000000000000000000000" is not a Workers KV namespace id (32 hex digits, not the placeholder)',
    ],
    [['--namespace-id', 'pricer'], '"pricer" is not a Workers KV namespace id'],
  ])('%j: refused before anything is read or written (exit 2)', (args, message) => {
    const r = spawnSync(process.execPath, ['scripts/publish/cli.ts', '--remote', ...args], {
      encoding: 'utf8',
      env: { ...process.env, PRICER_KV_NAMESPACE_ID: '' },
    });
    expect(r.status).toBe(2);
    expect(r.stderr.split('\n')[0]).toContain(message);
  });
});
