/**
 * scripts/expiry-report.ts on the committed fixture sheets (test/fixtures.ts: a day the daily job
 * adds would be in force at these moments), at chosen moments: Granite Peak's newest sheet (11-23
 * 1:15 PM PT reprice) expires 11-24 10:00 AM PT, Bayshore's (11-23 9:00 AM ET) 11-24 11:00 AM ET,
 * Cedar Hollow's (11-23 14:30 CT reprice) 11-24 10:30 AM CT.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { writeFixtureDist } from '../fixtures.ts';

const tmp = mkdtempSync(join(tmpdir(), 'expiry-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const dist = writeFixtureDist(join(tmp, 'dist-sheets'));

const report = (at: string, ...args: string[]) =>
  spawnSync(process.execPath, ['scripts/expiry-report.ts', '--at', at, '--artifacts', dist, ...args], {
    encoding: 'utf8',
  });

const AGENCY = '| agency | 2026-11-23T09:00:00-05:00 (reprice 0) | 2026-11-24T11:00:00-05:00 |';
const NON_QM = '| non-qm | 2026-11-23T13:15:00-08:00 (reprice 1) | 2026-11-24T10:00:00-08:00 |';
const JUMBO = '| jumbo | 2026-11-23T14:30:00-06:00 (reprice 1) | 2026-11-24T10:30:00-06:00 |';
/** Which of Bayshore, Cedar Hollow and Granite Peak the report names expired (another roster lender's cut-off is its own). */
const expiredOf = (stdout: string) => {
  const named = /\*\*Expired: ([^*]+)\*\*/.exec(stdout)?.[1]?.split(', ') ?? [];
  return ['agency', 'jumbo', 'non-qm'].filter((lender) => named.includes(lender));
};
const EXPIRED = ' **expired**: no newer sheet by the cut-off; its quotes are rate_sheet_expired |';

it('one minute before the first cut-off (10:59 AM ET): every lender in force, exit 0', () => {
  const r = report('2026-11-24T10:59:00-05:00');
  expect(r.status).toBe(0);
  expect(r.stdout).toContain('Every lender has a sheet in force.');
  expect(r.stdout).toContain(`${AGENCY} in force |`);
  expect(r.stdout).toContain(`${JUMBO} in force |`);
  expect(r.stdout).toContain(`${NON_QM} in force |`);
});

it("at Bayshore's cut-off (11:00 AM ET = 8:00 AM PT): Bayshore named, exit 1", () => {
  const r = report('2026-11-24T08:00:00-08:00');
  expect(r.status).toBe(1);
  expect(r.stdout).toContain('## Rate sheets at 2026-11-24T16:00:00+00:00');
  expect(expiredOf(r.stdout)).toEqual(['agency']);
  expect(r.stdout).toContain(`${AGENCY}${EXPIRED}`);
  expect(r.stdout).toContain(`${JUMBO} in force |`);
  expect(r.stdout).toContain(`${NON_QM} in force |`);
});

it("one minute before Cedar Hollow's cut-off (10:29 AM CT = 8:29 AM PT): Cedar Hollow in force", () => {
  const r = report('2026-11-24T10:29:00-06:00');
  expect(r.status).toBe(1);
  expect(expiredOf(r.stdout)).toEqual(['agency']);
  expect(r.stdout).toContain(`${JUMBO} in force |`);
});

it("at Cedar Hollow's cut-off (10:30 AM CT = 8:30 AM PT): Bayshore and Cedar Hollow named", () => {
  const r = report('2026-11-24T08:30:00-08:00');
  expect(r.status).toBe(1);
  expect(r.stdout).toContain('## Rate sheets at 2026-11-24T16:30:00+00:00');
  expect(expiredOf(r.stdout)).toEqual(['agency', 'jumbo']);
  expect(r.stdout).toContain(`${JUMBO}${EXPIRED}`);
  expect(r.stdout).toContain(`${NON_QM} in force |`);
});

it("at Granite Peak's cut-off (10:00 AM PT): all three named; the table is appended to --summary", () => {
  const summary = join(tmp, 'summary.md');
  const r = report('2026-11-24T10:00:00-08:00', '--summary', summary);
  expect(r.status).toBe(1);
  expect(expiredOf(r.stdout)).toEqual(['agency', 'jumbo', 'non-qm']);
  expect(readFileSync(summary, 'utf8')).toBe(`${r.stdout.trimEnd()}\n`);
});

it('before any sheet: no sheet, exit 1', () => {
  const r = report('2026-11-19T12:00:00-08:00');
  expect(r.status).toBe(1);
  expect(r.stdout).toContain('| agency | none | | **no sheet**: nothing compiled in force |');
});

it('a malformed --at is a usage error (exit 2)', () => {
  const r = report('2026-11-24 10:00');
  expect(r.status).toBe(2);
  expect(r.stderr).toContain('--at 2026-11-24 10:00 is not an ISO date-time with offset');
});
