/**
 * One lender never blocks another (issue 12 §2): each lender's sheet of each effective moment
 * compiles on its own. A refused sheet writes nothing and names every problem; every other lender
 * and moment is still written, and is exactly what a clean compile gives (the fixture workbooks
 * and their artifacts in dist-sheets/, test/fixtures.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildAll } from '../../compiler/build.ts';
import { ROSTER } from '../../worker/sheets/roster.ts';
import {
  compileCli,
  diagnostic,
  FILES,
  FIXTURE_FILES,
  fixtureBuild,
  lenderOf,
  useTempSheets,
  writtenLine,
} from './compile-runs.ts';
import { bookBytes, mutated, readBook, setCell, sheet } from './workbook-edits.ts';

const tmp = useTempSheets();
const { rates23, matrix23, agency23, rates23r, jumbo23, jumbo23r } = FILES;
const ALL = FIXTURE_FILES;
const moment = (a: { lender_slug: string; effective_at: string }) => `${a.lender_slug} ${a.effective_at}`;

// Each test compiles every fixture workbook (every roster lender's): seconds, more on a loaded machine.
describe('in one compile (buildAll)', { timeout: 60_000 }, () => {
  it("a bad cell in Granite Peak's 11-23 morning rate sheet refuses that sheet alone; its reprice and every Bayshore sheet compile unchanged", () => {
    const r = tmp.build(
      mutated(rates23, (wb) => setCell(sheet(wb, 'DSCR LLPA'), 'D14', '0.25%')),
      ALL,
    );
    const refused = r.sheets.filter((s) => !s.artifact);
    expect(refused.map((s) => [s.lender, s.file, s.sources, s.findings])).toEqual([
      [
        'non-qm',
        rates23,
        [rates23, matrix23],
        [diagnostic('expected_number_or_na', rates23, 'DSCR LLPA', 'D14', 'expected a number or NA, found "0.25%"')],
      ],
    ]);
    // the 1:15 PM reprice pairs with the same (intact) matrix and its own rate sheet
    expect(r.artifacts).toEqual(
      fixtureBuild().artifacts.filter((a) => moment(a) !== 'non-qm 2026-11-23T08:30:00-08:00'),
    );
  });

  it('a bad matrix cell refuses both sheets of its date that pair with it (11-23 08:30 and 13:15), each naming the matrix', () => {
    const r = tmp.build(
      mutated(matrix23, (wb) => setCell(sheet(wb, 'DSCR Matrix'), 'D12', '80-80')),
      ALL,
    );
    const bad = diagnostic(
      'expected_ltv_cell',
      matrix23,
      'DSCR Matrix',
      'D12',
      'expected "<maximum LTV>/<maximum CLTV>" such as "80/80", one percentage for each, or NA, found "80-80"',
    );
    // The matrix is read once per compile: its finding is listed with the first sheet needing it, the
    // reprice points there (compiler/build.ts, test/compiler/companion-once.test.ts).
    const pointer = diagnostic(
      'unpaired_workbook',
      matrix23,
      '',
      '',
      `the matrix workbook of 2026-11-23 is refused: its findings are listed with ${rates23}`,
    );
    expect(r.sheets.filter((s) => !s.artifact).map((s) => [s.file, s.findings])).toEqual([
      [rates23, [bad]],
      [rates23r, [pointer]],
    ]);
    // every other fixture sheet compiles: of Granite Peak's, its 11-20 sheet alone
    expect(r.artifacts.map(moment)).toEqual(
      fixtureBuild()
        .artifacts.map(moment)
        .filter((m) => !m.startsWith('non-qm 2026-11-23')),
    );
    expect(r.artifacts.map(moment).filter((m) => m.startsWith('non-qm'))).toEqual(['non-qm 2026-11-20T08:30:00-08:00']);
  });

  it.each([
    // Rate Sheet!D16 of the 11-23 morning sheet holds points (-0.776); typed "0.75%" or as words it is no figure
    [
      'a points cell typed "0.75%"',
      'Rate Sheet',
      'D15',
      '0.75%',
      'expected_price',
      'expected points or NA, found "0.75%"',
    ],
    [
      'a points cell in words',
      'Rate Sheet',
      'D15',
      'call desk',
      'expected_price',
      'expected points or NA, found "call desk"',
    ],
    // Adjustments!E10 0.500 (75.01 - 80.00% / 740 - 759)
    [
      'a cost typed "0.5%"',
      'Adjustments',
      'E10',
      '0.5%',
      'expected_number_or_na',
      'expected a number or NA, found "0.5%"',
    ],
    // Eligibility!C7 "89.99% (700)"
    [
      'a matrix cell "89.99/700"',
      'Eligibility',
      'C7',
      '89.99/700',
      'expected_ltv_cell',
      'expected "<maximum LTV>% (<minimum FICO>)" such as "80% (700)", or NA, found "89.99/700"',
    ],
  ])(
    "Cedar Hollow: %s refuses its 11-23 morning sheet alone; the 14:30 reprice and every other lender's sheet compile unchanged",
    (_, tab, cell, text, code, message) => {
      const r = tmp.build(
        mutated(jumbo23, (wb) => setCell(sheet(wb, tab), cell, text)),
        ALL,
      );
      expect(r.sheets.filter((s) => !s.artifact).map((s) => [s.lender, s.file, s.findings])).toEqual([
        ['jumbo', jumbo23, [diagnostic(code, jumbo23, tab, cell, message)]],
      ]);
      expect(r.general).toEqual([]);
      expect(r.artifacts).toEqual(
        fixtureBuild().artifacts.filter((a) => moment(a) !== 'jumbo 2026-11-23T08:00:00-06:00'),
      );
      expect(r.artifacts.map(moment)).toContain(`jumbo 2026-11-23T14:30:00-06:00`);
      expect(r.sheets.find((s) => s.file === jumbo23r)!.findings).toEqual([]);
    },
  );

  it("a stray file in one lender's folder is an error of no sheet: every sheet still compiles", () => {
    const stray = 'Bayshore_Notes_2026-11-23.xlsx';
    const dir = tmp.make(
      { ...Object.fromEntries(ALL.map((f) => [f, true as const])), [stray]: bookBytes(readBook(agency23)) },
      (f) => (f === stray ? 'agency' : lenderOf(f)),
    );
    const r = buildAll(dir);
    expect(r.general.map((d) => [d.code, d.workbook])).toEqual([['unknown_file', 'Bayshore_Notes_2026-11-23.xlsx']]);
    expect(r.artifacts).toEqual(fixtureBuild().artifacts);
  });
});

// The command in-process (compileCli); the bin's own exit status and streams are checked by workbook-errors.test.ts.
describe('npm run compile into a folder compiled before', () => {
  const compile = (sheets: string, out: string) => compileCli('--sheets', sheets, '--out', out);
  const files = (dir: string) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.includes('.'))
      .sort();

  it("Bayshore's 11-23 sheet broken: exit 1 naming tab and cell; its earlier artifact and entry stay, every other file is rewritten as before", async () => {
    const sheets = tmp.make({
      ...Object.fromEntries(ALL.map((f) => [f, true as const])),
      ...mutated(agency23, (wb) => setCell(sheet(wb, 'LLPA'), 'E69', '0x120x12')),
    });
    const clean = tmp.fixtureDist(); // what the compile of the clean sheets wrote
    const out = tmp.fixtureDist();
    const run = await compile(sheets, out);
    expect(run.status).toBe(1);
    expect(run.stderr.split('\n')).toEqual([
      `refused agency 2026-11-23 (${agency23}): 1 error; nothing written for it; ${join(out, 'agency/2026-11-23_0900.msgpack')} is kept from an earlier compile`,
      `  agency › ${agency23} › LLPA › E69: "0x120x12" is none of the profile's condition words and no comparison the grammar reads (FICO 700-719, LTV ≤ 60%, $100,000-$249,999, a list of states) [unknown_row_label]`,
      'compile failed: 1 sheet refused; every other sheet was written',
      '',
    ]);
    expect(run.stdout).toContain('agency: 1 sheet written, 1 refused (agency 2026-11-23)\n');
    expect(writtenLine('jumbo')).toBe('jumbo: 3 sheets written');
    for (const lender of ROSTER.filter((l) => l !== 'agency'))
      expect(run.stdout).toContain(`\n${writtenLine(lender)}\n`);
    // the refused sheet's artifact and manifest entry are the earlier compile's; every other file is
    // the clean compile's: so the folder is byte for byte what it was
    expect(files(out)).toEqual(files(clean));
    for (const f of files(clean)) expect(readFileSync(join(out, f)).equals(readFileSync(join(clean, f))), f).toBe(true);
  }, 60_000);

  it('into an empty folder, the same broken sheet leaves Bayshore 11-23 out and writes the rest exactly as dist-sheets/ has them', async () => {
    const clean = tmp.fixtureDist();
    const sheets = tmp.make({
      ...Object.fromEntries(ALL.map((f) => [f, true as const])),
      ...mutated(agency23, (wb) => setCell(sheet(wb, 'LLPA'), 'E69', '0x120x12')),
    });
    const out = tmp.dir('dist');
    const run = await compile(sheets, out);
    expect(run.status).toBe(1);
    const written = files(clean).filter((f) => f !== 'agency/2026-11-23_0900.msgpack' && f !== 'manifest.json');
    expect(files(out)).toEqual([...written, 'manifest.json'].sort());
    for (const f of written) expect(readFileSync(join(out, f)).equals(readFileSync(join(clean, f))), f).toBe(true);
    const manifest = JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8'));
    const committed = JSON.parse(readFileSync(join(clean, 'manifest.json'), 'utf8'));
    expect(manifest).toEqual({
      ...committed,
      artifacts: committed.artifacts.filter((e: { path: string }) => e.path !== 'agency/2026-11-23_0900.msgpack'),
    });
  }, 60_000);
});
