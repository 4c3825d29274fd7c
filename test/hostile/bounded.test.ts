/**
 * Hostile workbooks end in bounded time and memory (issue 17), run through the real compile
 * (`node compiler/cli.ts`) as a child process, each in place of Granite Peak's 11-20 rate sheet
 * beside the real 11-20 program matrix:
 * - the rate sheet with every tab's `<dimension>` saying A1:XFD1048576 (whole-column formatting in
 *   Excel): it compiled for more than 150 s before; now it compiles, to the clean sheet's bytes;
 * - the rate sheet with its Rates XML inflating to 314 MB from a 0.8 MB file (it took 2.1 GB of
 *   memory before): refused with one error naming the part and the tab;
 * - a text file named .xlsx (28 unrelated diagnostics before): refused with one error saying so.
 * Each must end within 20 s and stay under 1 GB of resident memory (peak-memory.ts measures it).
 * The clean sheet they are compared with is compiled by the same command in-process.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileCli } from '../compiler/compile-runs.ts';
import { ROOT, SHEETS_DIR } from './workbooks.ts';
import { editPart, inflatingPart, readParts, writeZip } from './zip.ts';

const RATES = 'GranitePeak_NonQM_RateSheet_2026-11-20.xlsx';
const MATRIX = 'GranitePeak_NonQM_ProgramMatrix_2026-11-20.xlsx';
const TIME_LIMIT_MS = 20_000;
const MEMORY_LIMIT = 2 ** 30;

const real = readFileSync(join(SHEETS_DIR, 'non-qm', RATES));
const parts = readParts(real);
const bomb = inflatingPart(
  'xl/worksheets/sheet1.xml',
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="6">',
  '<c t="n"><v>1</v></c>',
  300,
  '</row></sheetData></worksheet>',
);

const CASES = {
  'whole-sheet dimension': writeZip(
    parts.map((p) =>
      /^xl\/worksheets\/sheet\d+\.xml$/.test(p.name)
        ? editPart([p], p.name, (xml) =>
            xml.replace(/<dimension ref="[^"]*"\/>/, '<dimension ref="A1:XFD1048576"/>'),
          )[0]!
        : p,
    ),
  ),
  'inflated sheet XML': writeZip(parts.map((p) => (p.name === bomb.name ? bomb : p))),
  'text named .xlsx': Buffer.from('Effective: 11/20/2026 8:30 AM PT\nRate,Price\n6.500,97.935\n'),
};
type Case = keyof typeof CASES;

interface Run {
  ms: number;
  peak: number;
  code: number;
  /** the diagnostic lines printed, warnings excluded */
  errors: string[];
  out: string;
}

const root = mkdtempSync(join(tmpdir(), 'bounded-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const runs = {} as Record<Case, Run>;
let clean: { status: number; out: string };

/** A sheets folder holding `rates` as Granite Peak's 11-20 rate sheet beside the real matrix, and an output folder. */
function folder(name: string, rates: Uint8Array): { sheets: string; out: string; dir: string } {
  const dir = join(root, name.replace(/\W+/g, '-'));
  mkdirSync(join(dir, 'sheets', 'non-qm'), { recursive: true });
  writeFileSync(join(dir, 'sheets', 'non-qm', RATES), rates);
  copyFileSync(join(SHEETS_DIR, 'non-qm', MATRIX), join(dir, 'sheets', 'non-qm', MATRIX));
  return { sheets: join(dir, 'sheets'), out: join(dir, 'out'), dir };
}

function compile(name: string, rates: Uint8Array): Promise<Run> {
  const { sheets, out, dir } = folder(name, rates);
  const peakFile = join(dir, 'peak');
  const args = ['--import', './test/hostile/peak-memory.ts', 'compiler/cli.ts', '--sheets', sheets];
  const started = performance.now();
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [...args, '--out', out],
      { cwd: ROOT, timeout: TIME_LIMIT_MS, env: { ...process.env, PEAK_MEMORY_FILE: peakFile } },
      (error, _stdout, stderr) =>
        resolve({
          ms: performance.now() - started,
          peak: Number(readFileSync(peakFile, 'utf8')),
          code: error ? (typeof error.code === 'number' ? error.code : -1) : 0,
          errors: stderr.split('\n').filter((l) => /\[[a-z_]+\]$/.test(l) && !l.trim().startsWith('warning:')),
          out,
        }),
    );
  });
}

const files = (dir: string) =>
  (readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.includes('.')).sort();

describe('hostile workbooks, compiled by npm run compile', () => {
  beforeAll(async () => {
    const pending = Promise.all(Object.entries(CASES).map(([name, bytes]) => compile(name, bytes)));
    const { sheets, out } = folder('clean', real);
    clean = { status: (await compileCli('--sheets', sheets, '--out', out)).status, out };
    const done = await pending;
    Object.keys(CASES).forEach((name, i) => {
      runs[name as Case] = done[i]!;
    });
    console.log(
      `[bounded] ${Object.entries(runs)
        .map(([name, r]) => `${name}: ${Math.round(r.ms)} ms, peak ${Math.round(r.peak / 2 ** 20)} MiB, exit ${r.code}`)
        .join('; ')}`,
    );
  }, 4 * TIME_LIMIT_MS);

  it.each(['whole-sheet dimension', 'inflated sheet XML', 'text named .xlsx'] as const)(
    '%s: ends within 20 s under 1 GB of memory',
    (name) => {
      expect(runs[name].ms).toBeLessThan(TIME_LIMIT_MS);
      expect(runs[name].peak).toBeGreaterThan(0);
      expect(runs[name].peak).toBeLessThan(MEMORY_LIMIT);
    },
  );

  it('the whole-sheet dimension compiles to the clean workbook, byte for byte', () => {
    const whole = runs['whole-sheet dimension'];
    expect([clean.status, whole.code]).toEqual([0, 0]);
    expect(files(whole.out)).toEqual(['manifest.json', 'non-qm/2026-11-20_0830.msgpack']);
    for (const f of files(clean.out))
      expect(readFileSync(join(whole.out, f)).equals(readFileSync(join(clean.out, f))), f).toBe(true);
  });

  it('the inflated sheet XML is refused with one error naming the part and its tab', () => {
    expect(runs['inflated sheet XML'].code).toBe(1);
    expect(runs['inflated sheet XML'].errors).toEqual([
      `  non-qm › ${RATES} › Rates: the part xl/worksheets/sheet1.xml inflates to ${bomb.size.toLocaleString('en-US')} bytes; a part may inflate to at most 16,777,216 bytes (16 MiB) [workbook_too_large]`,
    ]);
    expect(bomb.size).toBeGreaterThan(300_000_000);
  });

  it('the text file named .xlsx is refused with one error saying it is not a workbook', () => {
    expect(runs['text named .xlsx'].code).toBe(1);
    expect(runs['text named .xlsx'].errors).toEqual([
      `  non-qm › ${RATES}: not an Excel workbook: an .xlsx file is a zip archive, and this file is text beginning "Effective: 11/20/2026 8:30 AM PT Rate,Price 6.500,97.935" [not_a_workbook]`,
    ]);
  });
});
