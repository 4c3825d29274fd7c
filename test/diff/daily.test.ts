/**
 * tools/diff/daily.ts, the daily job's summary: each new sheet against the sheet it replaces,
 * reprices included, on the committed fixture artifacts (--artifacts: test/fixtures.ts, so the
 * newest day is 11-23 whatever days the daily job adds): dailyDiff() in-process for every case, and
 * the script itself (node tools/diff/daily.ts) in a child process for its exit codes and streams.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dailyDiff } from '../../tools/diff/daily.ts';
import { ROSTER } from '../../worker/sheets/roster.ts';
import { fixtureManifest, writeFixtureDist } from '../fixtures.ts';
import { DAILY, inChild, printedBy } from './helpers.ts';

const tmp = mkdtempSync(join(tmpdir(), 'diff-daily-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const FIXTURES = writeFixtureDist(join(tmp, 'dist-sheets'));

/** `node tools/diff/daily.ts ...args`, in-process: what it prints and its exit code. */
const daily = async (...args: string[]) => printedBy((io) => dailyDiff(args, io));

/** The script in a child process. */
const script = (...args: string[]) => inChild(DAILY, ...args);

const titles = (md: string) => md.split('\n').filter((l) => l.startsWith('# '));

/** What the summary of a day without sheets prints: one line per lender of the roster. */
const NO_SHEET_21 = ROSTER.map((l) => `# ${l}\n\nno sheet on 2026-11-21\n`).join('\n');
/** The fixture sheets of 11-23, the newest day: one report each (every roster lender's, reprices too). */
const NEWEST = fixtureManifest().artifacts.filter((e) => e.effective_date === '2026-11-23');
/** One item per newest sheet, the three lenders' (checked by hand) among them. */
function onePerNewestSheet(found: string[], handChecked: string[]): void {
  expect(found).toHaveLength(NEWEST.length);
  expect(found).toEqual(expect.arrayContaining(handChecked));
}
/** Each roster lender's first fixture sheet, "YYYY-MM-DD HH:MM" in its own time. */
const firstOf = (lender: string) =>
  fixtureManifest()
    .artifacts.find((e) => e.lender_slug === lender)!
    .effective_at.slice(0, 16)
    .replace('T', ' ');

describe('daily diff', { timeout: 60_000 }, () => {
  it('diffs every sheet of the newest day against its predecessor, each reprice against its morning sheet', async () => {
    const html = join(tmp, 'report');
    const { stdout, code } = await daily('--artifacts', FIXTURES, '--html-dir', html);
    expect(code).toBe(0);
    // 11-23: every lender sent a morning sheet; Cedar Hollow and Granite Peak a reprice too.
    onePerNewestSheet(titles(stdout), [
      '# Bayshore Home Funding, LLC (`agency`): 2026-11-20 09:00 → 2026-11-23 09:00',
      '# Cedar Hollow Bank (`jumbo`): 2026-11-20 08:00 → 2026-11-23 08:00',
      '# Cedar Hollow Bank (`jumbo`): 2026-11-23 08:00 → 2026-11-23 14:30 (reprice 1)',
      '# Granite Peak Wholesale Lending (`non-qm`): 2026-11-20 08:30 → 2026-11-23 08:30',
      '# Granite Peak Wholesale Lending (`non-qm`): 2026-11-23 08:30 → 2026-11-23 13:15 (reprice 1)',
    ]);
    // Each report opens with its headline and its impact section, as `npm run diff` prints it.
    expect(stdout).toContain(
      '- Base prices: Full Doc, Expanded Doc and DSCR -0.250; Multi-Unit / Mixed Use, ITIN and Foreign National -0.125.',
    );
    expect(stdout).toContain(
      '- Base prices: Jumbo Elite 30 Year Fixed, Jumbo Elite 15 Year Fixed and Jumbo Elite 7/6 SOFR ARM, every lock -0.250 (points +0.250 as printed).',
    );
    expect(stdout).toContain(
      '- FL moved from State Tiers Tier 2 (-0.250, printed cost 0.250) to Tier 3 (-0.500, printed cost 0.500) (all programs).',
    );
    expect(stdout.match(/^## Impact on benchmark loans$/gm)).toHaveLength(NEWEST.length);
    expect(stdout).not.toContain('No benchmark loans for this lender');
    onePerNewestSheet(readdirSync(html), [
      'agency-2026-11-20_0900-2026-11-23_0900.html',
      'jumbo-2026-11-20_0800-2026-11-23_0800.html',
      'jumbo-2026-11-23_0800-2026-11-23_1430.html',
      'non-qm-2026-11-20_0830-2026-11-23_0830.html',
      'non-qm-2026-11-23_0830-2026-11-23_1315.html',
    ]);
  });

  it('--date: a lender’s first sheet and a day without sheets say so', async () => {
    expect(firstOf('agency')).toBe('2026-11-20 09:00'); // Bayshore's banner, 9:00 AM ET
    expect((await daily('--artifacts', FIXTURES, '--date', '2026-11-20')).stdout).toBe(
      ROSTER.map((l) => `# ${l}\n\n${firstOf(l)} is its first sheet: nothing to compare\n`).join('\n'),
    );
    expect((await daily('--artifacts', FIXTURES, '--date', '2026-11-21')).stdout).toBe(NO_SHEET_21);
  });

  it('takes an explicit list of sheets, by date or moment', async () => {
    const { stdout } = await daily('--artifacts', FIXTURES, 'non-qm@2026-11-23T13:15', 'agency@2026-11-23');
    expect(titles(stdout)).toEqual([
      '# Granite Peak Wholesale Lending (`non-qm`): 2026-11-23 08:30 → 2026-11-23 13:15 (reprice 1)',
      '# Bayshore Home Funding, LLC (`agency`): 2026-11-20 09:00 → 2026-11-23 09:00',
    ]);
    const bad = await daily('--artifacts', FIXTURES, 'non-qm@2026-11-24');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('non-qm has no sheet on 2026-11-24\nsheets that exist:\n');
  });

  it('the script prints the summary on stdout, exit 0; a sheet that does not exist is exit 1 naming it on stderr', async () => {
    const [none, bad] = await Promise.all([
      script('--artifacts', FIXTURES, '--date', '2026-11-21'),
      script('--artifacts', FIXTURES, 'non-qm@2026-11-24'),
    ]);
    expect(none).toEqual({ code: 0, stdout: NO_SHEET_21, stderr: '' });
    expect(bad).toMatchObject({ code: 1, stdout: '' });
    expect(bad.stderr).toContain('non-qm has no sheet on 2026-11-24\nsheets that exist:\n');
  });

  it('puts the new sheet’s warnings at the top of its report in the job summary', async () => {
    const dir = join(tmp, 'warned');
    cpSync(FIXTURES, dir, { recursive: true });
    const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
    manifest.artifacts.find((e: { path: string }) => e.path === 'non-qm/2026-11-23_1315.msgpack').warnings = [
      { code: 'banner_note', workbook: 'W.xlsx', tab: 'Rates', cell: 'B6', message: 'read as a note' },
    ];
    writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest));
    const lines = (await daily('--artifacts', dir)).stdout.split('\n');
    const reprice = lines.findIndex((l) => l.startsWith('# Granite Peak') && l.endsWith('(reprice 1)'));
    expect(lines.slice(reprice + 2, reprice + 4)).toEqual([
      '> **1 warning on the new sheet** (the compiler read it, but check these cells):',
      '> - `banner_note` W.xlsx › Rates!B6: read as a note',
    ]);
    expect(lines.filter((l) => l.includes('warning on the new sheet'))).toHaveLength(1);
  });
});
