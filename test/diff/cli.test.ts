/**
 * The CLI end to end on the committed artifacts: tools/diff/cli.ts's run() in-process for every case,
 * and the bin itself (node tools/diff/cli.ts) in a child process for its exit codes and streams.
 * In-process, the sheets are the fixture artifacts alone (test/fixtures.ts; --artifacts unless a
 * case gives its own): the daily job adds days and reprices to dist-sheets/, which would change the
 * listings and the sheet a date names.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { run } from '../../tools/diff/cli.ts';
import type { Impact } from '../../tools/diff/impact.ts';
import type { Change, LadderChange } from '../../tools/diff/model.ts';
import { ROSTER } from '../../worker/sheets/roster.ts';
import { writeFixtureDist } from '../fixtures.ts';
import { A, B, CLI, inChild, manifest, NONQM_MORNING, NONQM_REPRICE, printedBy, ROOT, reportFor } from './helpers.ts';

const tmp = mkdtempSync(join(tmpdir(), 'diff-cli-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const FIXTURES = writeFixtureDist(join(tmp, 'dist-sheets'));

/** `npm run diff -- ...args`, in-process on the fixture artifacts: what the bin prints and its exit code. */
const cli = async (...args: string[]) =>
  printedBy((io) => run(args.includes('--artifacts') ? args : [...args, '--artifacts', FIXTURES], io));

/** The bin in a child process, from the repository root as npm runs it. */
const bin = (...args: string[]) => inChild(CLI, ...args);

/** The listing of the sheets that exist: every fixture sheet of every roster lender, in its own time. */
const LISTING = [
  'sheets that exist:',
  ...ROSTER.map((lender) => {
    const sheets = manifest.artifacts.filter((e) => e.lender_slug === lender);
    const moment = (e: (typeof sheets)[number]) =>
      `${e.effective_at.slice(0, 16).replace('T', ' ')}${e.reprice ? ` (reprice ${e.reprice})` : ''}`;
    return `  ${lender}: ${sheets.map(moment).join(', ')}`;
  }),
].join('\n');

describe('node tools/diff/cli.ts (the bin)', { timeout: 30_000 }, () => {
  it('prints the report on stdout, exit 0; a missing sheet is exit 1 with the listing on stderr and nothing on stdout', async () => {
    // the three lenders' lines, read off their banners
    for (const line of [
      '  agency: 2026-11-20 09:00, 2026-11-23 09:00',
      '  jumbo: 2026-11-20 08:00, 2026-11-23 08:00, 2026-11-23 14:30 (reprice 1)',
      '  non-qm: 2026-11-20 08:30, 2026-11-23 08:30, 2026-11-23 13:15 (reprice 1)',
    ])
      expect(LISTING.split('\n')).toContain(line);
    const [same, missing] = await Promise.all([
      bin('agency', B, B),
      bin('non-qm', A, '2026-11-24', '--artifacts', FIXTURES),
    ]);
    expect(same).toEqual({ code: 0, stdout: 'no changes\n', stderr: '' });
    expect(missing).toEqual({ code: 1, stdout: '', stderr: `non-qm has no sheet on 2026-11-24\n${LISTING}\n` });
  });
});

describe('diff CLI', { timeout: 30_000 }, () => {
  it('a day against itself prints exactly "no changes" (Markdown) and an empty change list (JSON)', async () => {
    for (const lender of ['non-qm', 'agency']) {
      const md = await cli(lender, B, B);
      expect(md).toMatchObject({ code: 0, stdout: 'no changes\n' });
      const json = await cli(lender, A, A, '--json');
      expect(json.code).toBe(0);
      expect(JSON.parse(json.stdout)).toMatchObject({
        lender_slug: lender,
        date_a: A,
        date_b: A,
        changes: [],
        summary: {},
      });
    }
  });

  it('prints Markdown with a heading per program and a table row per change', async () => {
    const { stdout, code } = await cli('non-qm', A, NONQM_MORNING);
    expect(code).toBe(0);
    expect(stdout.split('\n')[0]).toBe(
      '# Granite Peak Wholesale Lending (`non-qm`): 2026-11-20 08:30 → 2026-11-23 08:30',
    );
    expect(stdout).toContain('13 changes: price ladders 6, llpa 6, eligibility 1.');
    for (const h of [
      '## Full Doc (`full_doc`)',
      '## Expanded Doc (`expanded_doc`)',
      '## DSCR (`dscr`)',
      '## Multi-Unit / Mixed Use (`multi_unit_mixed_use`)',
      '## ITIN (`itin`)',
      '## Foreign National (`fn`)',
    ]) {
      expect(stdout).toContain(`\n${h}\n`);
    }
    const lines = stdout.split('\n');
    // Added and removed rates carry their price (Rates tab: Full Doc 6.250 C11 97.396 on 11-20, DSCR 9.500 I33
    // 103.480 on 11-23).
    expect(lines).toContain(
      '| Base price (30-day) | 21 → 20 | — | 6.250 (97.396) | 20 of 20 | -0.250 | -0.250 | -0.250 |',
    );
    expect(lines).toContain(
      '| Base price (30-day) | 21 → 22 | 9.500 (103.480) | — | 21 of 21 | -0.375 | -0.375 | -0.375 |',
    );
    expect(lines).toContain('| FICO / CLTV | 700 - 719 | 80.01% - 85.00% | -1.250 | -1.375 |   |');
    expect(lines).toContain('| DOC TYPE | Asset Utilization | 75.01% - 80.00% | -0.750 | -0.875 |   |');
    expect(lines).toContain('| FICO / CLTV | 640 - 659 | 65.01% - 70.00% | -2.250 | NA | became NA |');
    expect(lines).toContain('| LOAN AMOUNT | \\$2,000,001 - \\$3,000,000 | 65.01% - 70.00% | -0.875 | -1.000 |   |');
    expect(lines).toContain('| MISCELLANEOUS ADJUSTMENTS | 1x30x12 | Adj | -0.500 | -0.625 |   |');
    expect(lines).toContain('| OTHER ADJUSTMENTS | Short-Term Rental | Adj | -0.500 | -0.375 |   |');
    expect(lines).toContain('| Eligible states | itin | NV | — | removed NV |');
    // After the impact section: 6 ladder rows + 6 LLPA rows + 1 eligibility row, outside the per-rate <details>.
    const changes = lines.slice(lines.indexOf('## Full Doc (`full_doc`)'));
    const outside = changes.filter(
      (_, i) =>
        changes.slice(0, i).filter((l) => l.startsWith('<details>')).length ===
        changes.slice(0, i).filter((l) => l === '</details>').length,
    );
    expect(
      outside.filter((l) => l.startsWith('| ') && !l.startsWith('| ---') && !/^\| (Ladder|Grid|Item) \|/.test(l)),
    ).toHaveLength(13);
  });

  it('opens with the headline and the impact table, before any change table', async () => {
    const { stdout } = await cli('non-qm', A, NONQM_MORNING);
    const lines = stdout.split('\n');
    expect(lines[2]).toBe(
      '- Base prices: Full Doc, Expanded Doc and ITIN -0.250; DSCR -0.375; Multi-Unit / Mixed Use and Foreign National -0.125.',
    );
    expect(lines).toContain('- NV no longer eligible for ITIN.');
    const impact = lines.indexOf('## Impact on benchmark loans');
    expect(impact).toBeGreaterThan(2);
    expect(impact).toBeLessThan(lines.indexOf('## Full Doc (`full_doc`)'));
    expect(
      lines.slice(0, impact).some((l) => l.startsWith('_Δ = B − A') && l.includes('negative = the borrower pays more')),
    ).toBe(true);
    // The Full Doc reference loan (test/diff/impact.test.ts): par 7.375 both days, 7.000 99.288 -> 99.038.
    expect(lines).toContain(
      '| Full Doc | Purchase, primary SFR, FICO 760, 80% LTV, \\$640,000, CA | 7.375 → 7.375 (0.000) | ' +
        '7.000: 99.288 → 99.038 (-0.250)<br>7.500: 100.605 → 100.355 (-0.250)<br>8.000: 101.794 → 101.544 (-0.250) |',
    );
    // The loans table starts with the two that became ineligible.
    const loans = lines.indexOf('| Loan | Program | Eligibility A → B | Par rate A → B | Same rate, A → B (Δ) |');
    expect(lines[loans + 2]).toBe(
      '| Purchase, SFR, FICO 650, 70% LTV, \\$280,000, DSCR 1.05, FL, 3YR PPP | DSCR | became ineligible: llpa\\_na | ' +
        '8.625 → ineligible (llpa\\_na) | 8.625 (A’s par rate): 100.051 → not offered |',
    );
  });

  it('carries every rate of each changed ladder in a collapsed <details>', async () => {
    const { stdout } = await cli('non-qm', A, NONQM_MORNING);
    const lines = stdout.split('\n');
    const open = lines.indexOf('<details><summary>Every rate: DSCR · Base price (30-day)</summary>');
    expect(open).toBeGreaterThan(0);
    const table = lines.slice(open + 2, lines.indexOf('</details>', open) - 1);
    expect(table[0]).toBe('| Rate | A | B | Δ |');
    expect(table).toHaveLength(2 + 22); // 6.875 ... 9.500
    expect(table).toContain('| 6.875 | 97.937 | 97.562 | -0.375 |');
    expect(table.at(-1)).toBe('| 9.500 | — | 103.480 | added |');
  });

  it('groups the agency LLPA changes shared by all programs under one heading', async () => {
    const { stdout } = await cli('agency', A, B);
    const lines = stdout.split('\n');
    const all = lines.indexOf('## All programs');
    const fixed = lines.indexOf('## Conventional Fixed (`2_conventional_fixed`)');
    expect(all).toBeGreaterThan(0);
    expect(fixed).toBeGreaterThan(all);
    const llpa = lines
      .slice(all, fixed)
      .filter((l) => l.startsWith('| ') && !l.startsWith('| ---') && !l.startsWith('| Grid'));
    expect(llpa).toEqual([
      '| LOAN ATTRIBUTES — ALL PURPOSES | Second Home | 85.01 - 90.00% | -4.125 | NA | became NA |',
      '| LOAN AMOUNT | \\$100,000 - \\$149,999 | Adj | -0.250 | -0.375 |   |',
      '| OTHER ADJUSTMENTS | Escrow Waiver | Adj | -0.250 | -0.375 |   |',
    ]);
    expect(lines).toContain('| FL | 0.000 | -0.125 |   |');
    // The four lock columns of a block that moved alike are one row; added and removed rates with each lock's
    // price (Conventional tab, CF30: 11-20 row 12 5.250 = 97.822 / 97.697 / 97.572 / 97.447; 11-23 row 28
    // 7.375 = 102.475 / 102.350 / 102.225 / 102.100).
    expect(lines).toContain(
      '| Conforming 30 Year Fixed (CF30) · 15 · 30 · 45 · 60 Day | 17 → 17 | 7.375 (102.475 · 102.350 · 102.225 · 102.100) | ' +
        '5.250 (97.822 · 97.697 · 97.572 · 97.447) | 16 of 16 | -0.250 | -0.250 | -0.250 |',
    );
    // 9 blocks, 9 rows instead of 36.
    expect(lines.filter((l) => / · 15 · 30 · 45 · 60 Day \|/.test(l))).toHaveLength(9);
    expect(lines[2]).toBe(
      '- Base prices: Conventional Fixed, every block -0.250; Conventional 5/6 SOFR ARM and Conventional 7/6 SOFR ARM, every block -0.125.',
    );
  });

  it('--json parses and carries the same changes, headline and impact', async () => {
    const { stdout, code } = await cli('agency', A, B, '--json');
    expect(code).toBe(0);
    const doc = JSON.parse(stdout) as {
      changes: Change[];
      summary: Record<string, number>;
      programs: { slug: string }[];
      sheet_a: unknown;
      sheet_b: unknown;
      warnings: unknown[];
      headline: string[];
      impact: Impact;
    };
    expect(doc.changes).toHaveLength(40);
    expect(doc.summary).toEqual({ ladders: 36, llpa: 3, state_adjusters: 1 });
    expect(doc.programs.map((p) => p.slug)).toEqual([
      '2_conventional_fixed',
      '3_conventional_5_6_sofr_arm',
      '4_conventional_7_6_sofr_arm',
    ]);
    expect(doc.changes).toContainEqual({
      kind: 'state_adjuster',
      programs: ['2_conventional_fixed'],
      state: 'FL',
      old: 0,
      new: -125,
    });
    expect([doc.sheet_a, doc.sheet_b, doc.warnings]).toEqual([
      { effective_date: A, effective_at: '2026-11-20T09:00:00-05:00', reprice: 0 },
      { effective_date: B, effective_at: '2026-11-23T09:00:00-05:00', reprice: 0 },
      [],
    ]);
    expect(doc.headline).toEqual(reportFor('agency', A, B).headline);
    // The same impact as the engine-checked one of test/diff/impact.test.ts, in thousandths.
    expect(doc.impact).toEqual(reportFor('agency', A, B).impact);
    expect(doc.impact.programs[0]).toMatchObject({
      program_slug: '2_conventional_fixed',
      a: { par: { rate: 6375, price: 100092 } },
      b: { par: { rate: 6500, price: 100120 } },
    });
  });

  for (const [lender, charts] of [
    ['non-qm', 6], // one ladder per program, all six moved
    ['agency', 9], // one chart per rate block (its 30 Day column); all nine moved
  ] as const) {
    it(`--html writes a self-contained page with one <svg> per changed ladder (${lender})`, async () => {
      const file = join(tmp, `${lender}.html`);
      const { code, stdout } = await cli(lender, A, lender === 'non-qm' ? NONQM_MORNING : B, '--html', file, '--json');
      expect(code).toBe(0);
      const ladders = new Set(
        (JSON.parse(stdout).changes as Change[])
          .filter((c): c is LadderChange => c.kind === 'ladder')
          .map((c) => (c.ladder.type === 'program' ? c.ladder.program : c.ladder.block)),
      );
      expect(ladders.size).toBe(charts);
      const html = readFileSync(file, 'utf8');
      expect(html.startsWith('<!doctype html>')).toBe(true);
      expect(html.match(/<svg\b/g)).toHaveLength(charts);
      expect(html.match(/<polyline\b/g)).toHaveLength(2 * charts); // day A and day B
      expect(html).not.toMatch(/https?:/i);
      expect(html).not.toMatch(/<script\b/i);
      expect(html).not.toMatch(/<link\b|<img\b|<iframe\b|@import|url\(|\bsrc=/i);
      // Changed cells are highlighted in the tables.
      expect(html).toMatch(/class="became_na"><del>-[0-9.]+<\/del>NA</);
      expect(html).toMatch(/class="changed"><del>-0\.[0-9]{3}<\/del>-0\.[0-9]{3}</);
    });
  }

  it('the non-qm page charts each program ladder, A against B, with rate labels and a legend', async () => {
    const file = join(tmp, 'non-qm-charts.html');
    expect((await cli('non-qm', A, NONQM_MORNING, '--html', file)).code).toBe(0);
    const html = readFileSync(file, 'utf8');
    const svgs = html.match(/<svg\b[\s\S]*?<\/svg>/g)!;
    expect(svgs).toHaveLength(6);
    for (const svg of svgs) {
      expect(svg).toContain('A 2026-11-20 08:30');
      expect(svg).toContain('B 2026-11-23 08:30');
      expect(svg).toMatch(/>\d+\.\d{2,3}%<\/text>/); // rate labels on the x axis
    }
    expect(svgs[0]).toContain('<title>Full Doc · base price (30-day): 2026-11-20 08:30 vs 2026-11-23 08:30</title>');
  });

  it('rejects bad usage with exit code 2', async () => {
    expect((await cli('non-qm', A)).code).toBe(2);
    expect((await cli('non-qm', A, B, '--bogus')).code).toBe(2);
  });

  it('--html: a missing folder is created; a page that cannot be written is one line and exit 2, before any report', async () => {
    const page = join(tmp, 'new', 'folder', 'non-qm.html');
    expect((await cli('non-qm', A, B, '--html', page)).code).toBe(0);
    expect(readFileSync(page, 'utf8')).toMatch(/^<!doctype html>/i);
    const throughFile = join(FIXTURES, 'manifest.json', 'x.html');
    expect(await cli('non-qm', A, B, '--html', throughFile)).toEqual({
      code: 2,
      stdout: '',
      stderr: `${throughFile}: a part of the path is a file, not a folder\n`,
    });
    expect(await cli('non-qm', A, B, '--html', tmp)).toEqual({
      code: 2,
      stdout: '',
      stderr: `${tmp}: is a folder, not a file\n`,
    });
  });

  it('--help prints the usage with both forms of a sheet', async () => {
    const { stdout, code } = await cli('--help');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^usage: npm run diff -- <lender_slug> <A> <B>/);
    expect(stdout).toContain('YYYY-MM-DDTHH:MM');
  });

  it('a missing day, moment or lender is exit 1, listing the lenders and sheets that exist', async () => {
    const day = await cli('non-qm', A, '2026-11-24');
    expect(day).toMatchObject({ code: 1, stdout: '' });
    expect(day.stderr).toBe(`non-qm has no sheet on 2026-11-24\n${LISTING}\n`);
    const before = await cli('agency', '2026-11-20T08:59', B);
    expect(before.code).toBe(1);
    expect(before.stderr).toContain(
      'agency has no sheet in force at 2026-11-20T08:59 (its first is 2026-11-20T09:00:00-05:00)',
    );
    const lender = await cli('cedar', A, B);
    expect(lender.code).toBe(1);
    expect(lender.stderr).toBe(`no sheets of lender "cedar"\n${LISTING}\n`);
    const word = await cli('non-qm', A, 'yesterday');
    expect(word.code).toBe(1);
    expect(word.stderr).toContain('not a date (YYYY-MM-DD) or a moment (YYYY-MM-DDTHH:MM): yesterday');
  });

  it("names a sheet by date (the day's last) or by moment (the lender's time, or with an offset)", async () => {
    const title = async (...args: string[]) => (await cli('non-qm', ...args)).stdout.split('\n')[0];
    // 2026-11-23 alone is the day's last sheet: the 13:15 reprice.
    expect(await title(NONQM_MORNING, B)).toBe(
      '# Granite Peak Wholesale Lending (`non-qm`): 2026-11-23 08:30 → 2026-11-23 13:15 (reprice 1)',
    );
    expect(await title(NONQM_MORNING, NONQM_REPRICE)).toBe(await title(NONQM_MORNING, B));
    // A moment names the sheet in force then: 13:14 PT is still the morning sheet, 21:15Z is 13:15 PT.
    expect(await title('2026-11-23T13:14', '2026-11-23T21:15Z')).toBe(await title(NONQM_MORNING, B));
    expect(await title('2026-11-23T08:30:00-08:00', '2026-11-23T16:15:00-05:00')).toBe(await title(NONQM_MORNING, B));
    // A sheet against itself.
    expect((await cli('non-qm', '2026-11-23T13:14', NONQM_MORNING)).stdout).toBe('no changes\n');
  });

  it('--benchmarks: a missing or invalid file is exit 1 naming it and the loan', async () => {
    const missing = await cli('agency', A, B, '--benchmarks', join(tmp, 'none.json'));
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('none.json');
    const bad = join(tmp, 'bad.json');
    const file = JSON.parse(readFileSync(join(ROOT, 'sheets/benchmarks.json'), 'utf8'));
    file.lenders.agency['2_conventional_fixed'].loans[1].request.loan_amt = 400000;
    writeFileSync(bad, JSON.stringify(file));
    const refused = await cli('agency', A, B, '--benchmarks', bad);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(
      `${bad}: agency › 2_conventional_fixed › cf-worked-example-745-80-45d: loan_amt is not a field of the quote request\n`,
    );
  });

  it('shows the new sheet’s warnings at the top, in Markdown, JSON and HTML', async () => {
    const dir = join(tmp, 'warned');
    cpSync(FIXTURES, dir, { recursive: true });
    const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
    const entry = manifest.artifacts.find((e: { path: string }) => e.path === 'agency/2026-11-23_0900.msgpack');
    entry.warnings = [
      {
        code: 'unexpected_note',
        workbook: 'BayshoreHomeFunding_Agency_RateSheet_2026-11-23.xlsx',
        tab: 'LLPA',
        cell: 'B70',
        message: 'a note <b>between</b> grids | read as text',
      },
    ];
    writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest));
    const html = join(tmp, 'warned.html');
    const md = await cli('agency', A, B, '--artifacts', dir, '--html', html);
    const lines = md.stdout.split('\n');
    expect(lines.slice(2, 4)).toEqual([
      '> **1 warning on the new sheet** (the compiler read it, but check these cells):',
      '> - `unexpected_note` BayshoreHomeFunding\\_Agency\\_RateSheet\\_2026-11-23.xlsx › LLPA!B70: a note &lt;b&gt;between&lt;/b&gt; grids \\| read as text',
    ]);
    expect(readFileSync(html, 'utf8')).toContain(
      '<strong>1 warning on the new sheet</strong> (the compiler read it, but check these cells)<ul><li><code>unexpected_note</code> ' +
        'BayshoreHomeFunding_Agency_RateSheet_2026-11-23.xlsx › LLPA!B70: a note &lt;b&gt;between&lt;/b&gt; grids | read as text</li></ul>',
    );
    const json = JSON.parse((await cli('agency', A, B, '--artifacts', dir, '--json')).stdout);
    expect(json.warnings).toEqual(entry.warnings);
    // Sheet A's warnings are not the new sheet's.
    expect(JSON.parse((await cli('agency', B, A, '--artifacts', dir, '--json')).stdout).warnings).toEqual([]);
  });

  it('--artifacts reads another directory', async () => {
    const { stdout, code } = await cli('agency', B, B, '--artifacts', join(ROOT, 'dist-sheets'));
    expect({ stdout, code }).toEqual({ stdout: 'no changes\n', code: 0 });
    expect((await cli('agency', B, B, '--artifacts', tmp)).code).toBe(1);
  });
});
