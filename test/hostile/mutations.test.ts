/**
 * The compiler against hostile workbooks: seeded random mutations of the real sheets, each
 * compiled with buildAll. Every one either compiles to artifacts that survive encode -> decode
 * (the Worker's own validation), or is refused with diagnostics that each name the lender, the
 * workbook, the tab (where one applies) and a message. None throws. And the CLI, given a refused
 * folder, writes nothing to its --out folder (the bin in a child process once, its command in-process
 * otherwise).
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { buildAll } from '../../compiler/build.ts';
import { type Diagnostic, formatDiagnostic } from '../../compiler/diagnostics.ts';
import { decodeArtifact } from '../../worker/artifact/codec.ts';
import { encodeArtifact } from '../../worker/artifact/encode.ts';
import { compileCli, fixtureBuild } from '../compiler/compile-runs.ts';
import { dateOf, MUTATION_NAMES, makeTrial, ROOT, realFiles, rng, type Trial } from './workbooks.ts';

const SEED = 20261120;
/**
 * 35 in npm test (each of the 10 fixture workbooks of the three lenders mutated 3 or 4 times, about
 * 8 s): with this seed every mutation kind occurs (the first 21 trials hold all of them) and one file
 * is damaged (trial 30), which the test asserts. HOSTILE_TRIALS=240 for a deeper run: the same trials first, then more.
 */
const TRIALS = Number(process.env.HOSTILE_TRIALS ?? 35);

/** Codes raised about a whole workbook or folder, before any tab is read: no tab to name. */
const WORKBOOK_LEVEL = new Set([
  'unreadable_workbook',
  'not_a_workbook',
  'workbook_too_large',
  'missing_tab',
  'missing_program_part',
  'unpaired_workbook',
  'unknown_file',
  'unknown_lender',
]);

interface Outcome {
  trial: Trial;
  kind: 'compiled' | 'refused' | 'crashed';
  changed?: boolean;
  codes?: string[];
}

const root = mkdtempSync(join(tmpdir(), 'hostile-sheets-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const outcomes: Outcome[] = [];

describe('compiler/build.ts against hostile workbooks', () => {
  it(`compiles or refuses each of ${TRIALS} seeded mutations of the real sheets, and never throws`, () => {
    const files = realFiles();
    const tabsOf = new Map(files.map((f) => [f.file, f.book.SheetNames.map((n) => n.trim())]));
    const baseline = new Map(
      fixtureBuild().artifacts.map((a) => [`${a.lender_slug}/${a.effective_at}`, JSON.stringify(a)]),
    );
    const prototypeBefore = Object.getOwnPropertyNames(Object.prototype).sort().join();
    const r = rng(SEED);
    const problems: string[] = [];
    const started = performance.now();

    for (let i = 0; i < TRIALS; i++) {
      const trial = makeTrial(root, files, i, r);
      const label = `trial ${i} (${trial.lender}/${trial.file}: ${trial.ops.join('; ')})`;
      let result: ReturnType<typeof buildAll>;
      try {
        result = buildAll(trial.dir);
      } catch (error) {
        outcomes.push({ trial, kind: 'crashed' });
        problems.push(`${label} threw ${(error as Error).stack ?? String(error)}`);
        continue;
      }
      if (result.diag.ok) {
        // One artifact per rate sheet of the trial's lender and date (11-23 non-QM: the morning sheet and its reprice).
        const expected = [...baseline.keys()].filter((k) => k.startsWith(`${trial.lender}/${dateOf(trial.file)}T`));
        if (result.artifacts.length !== expected.length)
          problems.push(`${label}: no errors but ${result.artifacts.length} artifacts, not ${expected.length}`);
        let changed = false;
        for (const artifact of result.artifacts) {
          try {
            expect(decodeArtifact(encodeArtifact(artifact))).toEqual(artifact);
          } catch (error) {
            problems.push(
              `${label}: compiled an artifact that fails encode/decode: ${(error as Error).message.slice(0, 300)}`,
            );
          }
          changed ||= baseline.get(`${artifact.lender_slug}/${artifact.effective_at}`) !== JSON.stringify(artifact);
        }
        outcomes.push({ trial, kind: 'compiled', changed });
      } else {
        for (const d of result.diag.list) {
          const bad = diagnosticProblem(
            d,
            trial,
            trial.file === d.workbook ? trial.tabs : (tabsOf.get(d.workbook) ?? []),
          );
          if (bad) problems.push(`${label}: ${bad}: ${formatDiagnostic(d)}`);
        }
        if (result.diag.list.length === 0) problems.push(`${label}: refused with no diagnostic`);
        outcomes.push({ trial, kind: 'refused', codes: [...new Set(result.diag.list.map((d) => d.code))] });
      }
    }

    const count = (kind: Outcome['kind']) => outcomes.filter((o) => o.kind === kind).length;
    const codes = new Map<string, number>();
    for (const o of outcomes) for (const c of o.codes ?? []) codes.set(c, (codes.get(c) ?? 0) + 1);
    console.log(
      `[hostile] seed ${SEED}: mutations tried: ${TRIALS}; compiled: ${count('compiled')} (${outcomes.filter((o) => o.changed).length} with changed content); ` +
        `refused: ${count('refused')}; crashed: ${count('crashed')}; in ${Math.round(performance.now() - started)} ms\n` +
        `[hostile] refusal codes: ${[...codes]
          .sort((a, b) => b[1] - a[1])
          .map(([c, n]) => `${c}×${n}`)
          .join(' ')}`,
    );
    const silent = outcomes.filter((o) => o.kind === 'compiled' && o.changed);
    if (silent.length)
      console.log(
        `[hostile] compiled with changed content, e.g.:\n  ${silent
          .slice(0, 8)
          .map((o) => `${o.trial.file}: ${o.trial.ops.join('; ')}`)
          .join('\n  ')}`,
      );

    expect(problems).toEqual([]);
    expect(count('crashed')).toBe(0);
    expect(count('refused')).toBeGreaterThan(TRIALS / 4); // the mutations do bite
    // every kind of mutation was tried, and a damaged file
    const kinds = new Set(outcomes.flatMap((o) => o.trial.ops.map((op) => op.split(' ')[0])));
    expect(MUTATION_NAMES.filter((name) => !kinds.has(name))).toEqual([]);
    expect(kinds).toContain('file');
    expect(Object.getOwnPropertyNames(Object.prototype).sort().join()).toBe(prototypeBefore);
  }, 180_000);

  it('the CLI writes nothing to --out when the compile is refused, and writes when it compiles', async () => {
    const refused = outcomes.filter((o) => o.kind === 'refused');
    const picks = [
      ...refused.filter((o) => o.trial.ops[0]?.startsWith('file ')).slice(0, 1),
      ...refused.filter((o) => !o.trial.ops[0]?.startsWith('file ')).slice(0, 2),
    ];
    expect(picks.length).toBeGreaterThanOrEqual(2);
    const compiled = outcomes.find((o) => o.kind === 'compiled');
    const dist = join(ROOT, 'dist-sheets');

    const runs = picks.map(async (o, i) => {
      const out = join(root, `out-refused-${i}`);
      // Half into a folder that does not exist yet, half over a previous good output (the first of these by the bin).
      if (i % 2 === 1) cpSync(dist, out, { recursive: true });
      const before = snapshot(out);
      const result = i === 1 ? await bin(o.trial.dir, out) : await compileCli('--sheets', o.trial.dir, '--out', out);
      expect(result.status, `${o.trial.ops.join('; ')}: ${result.stderr}`).toBe(1);
      expect(result.stderr).toContain('nothing was written');
      expect(snapshot(out), `--out after ${o.trial.ops.join('; ')}`).toEqual(before);
    });
    if (compiled) {
      runs.push(
        (async () => {
          const out = join(root, 'out-compiled');
          const result = await compileCli('--sheets', compiled.trial.dir, '--out', out);
          expect(result.status, result.stderr).toBe(0);
          expect(existsSync(join(out, 'manifest.json'))).toBe(true);
        })(),
      );
    }
    await Promise.all(runs);
    console.log(
      `[hostile] CLI: ${picks.length} refused folders wrote nothing to --out${compiled ? '; 1 compiled folder wrote its artifacts' : ''}`,
    );
  }, 60_000);
});

describe('a date-formatted cell where the compiler expects a number', () => {
  // Regression: xlsx reads a date cell as its serial number (2026-06-09 = 46182) unless asked for
  // dates, and an LLPA of -0.375 retyped as a date compiled to +46,182 points; readWorkbook now
  // passes cellDates, so the cell reads as a date that no number reader accepts.
  it('is refused with a diagnostic at its cell, not read as the date serial number', () => {
    const agency = realFiles().find((f) => f.lender === 'agency' && f.date === '2026-11-23')!;
    const wb = structuredClone(agency.book);
    expect(wb.Sheets.LLPA!.D31?.t).toBe('n');
    wb.Sheets.LLPA!.D31 = { t: 'd', v: new Date(Date.UTC(2026, 5, 9)), z: 'm/d/yy' };
    const dir = join(root, 'f4');
    mkdirSync(join(dir, 'agency'), { recursive: true });
    writeFileSync(join(dir, 'agency', agency.file), XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
    const { diag, artifacts } = buildAll(dir);
    expect(artifacts).toEqual([]);
    expect(diag.list).toContainEqual(
      expect.objectContaining({ lender: 'agency', workbook: agency.file, tab: 'LLPA', cell: 'D31' }),
    );
  });
});

/** What is wrong with a diagnostic of a refused trial, or null. */
function diagnosticProblem(d: Diagnostic, trial: Trial, tabs: string[]): string | null {
  if (!/^[a-z_]+$/.test(d.code)) return 'no code';
  if (d.lender !== trial.lender) return `names lender ${JSON.stringify(d.lender)}`;
  const inFolder = readdirSync(join(trial.dir, trial.lender));
  if (!d.workbook?.split(', ').every((w) => inFolder.includes(w)))
    return `names workbook ${JSON.stringify(d.workbook)}`;
  if (typeof d.message !== 'string' || d.message.trim() === '') return 'has no message';
  if (d.tab === '' && !WORKBOOK_LEVEL.has(d.code)) return 'names no tab';
  if (d.tab !== '' && tabs.length > 0 && !tabs.includes(d.tab))
    return `names tab ${JSON.stringify(d.tab)}, not one of the workbook's`;
  if (d.cell !== '' && !/^[A-Z]{1,3}[1-9]\d*$/.test(d.cell)) return `names cell ${JSON.stringify(d.cell)}`;
  return null;
}

/** npm run compile in a child process: the bin, hardened, as the daily job runs it. */
function bin(sheets: string, out: string): Promise<{ status: number; stderr: string }> {
  return promisify(execFile)(process.execPath, ['compiler/cli.ts', '--sheets', sheets, '--out', out], {
    cwd: ROOT,
    timeout: 60_000,
  })
    .then(({ stderr }) => ({ status: 0, stderr }))
    .catch((error: { code?: number; stderr?: string }) => ({ status: error.code ?? -1, stderr: error.stderr ?? '' }));
}

/** Every file under `dir` with a hash of its bytes; {} when `dir` does not exist. */
function snapshot(dir: string): Record<string, string> {
  if (!existsSync(dir)) return {};
  const files: Record<string, string> = {};
  for (const rel of readdirSync(dir, { recursive: true }) as string[]) {
    const path = join(dir, rel);
    if (statSync(path).isFile()) files[rel] = createHash('sha256').update(readFileSync(path)).digest('hex');
  }
  return files;
}
