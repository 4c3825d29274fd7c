/**
 * Compiling in the compiler tests: temporary sheets folders holding real or edited copies of the
 * fixture workbooks (test/fixtures.ts), the fixture set and the whole of sheets/ compiled once per
 * test worker, `npm run compile` in-process, and the diagnostics a compile gives.
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect } from 'vitest';
import type * as XLSX from 'xlsx';
import { type BuildResult, buildAll } from '../../compiler/build.ts';
import { compileCommand } from '../../compiler/command.ts';
import type { Diagnostic } from '../../compiler/diagnostics.ts';
import { FIXTURE_ARTIFACTS, FIXTURE_FILES, lenderOf, writeFixtureDist, writeFixtureSheets } from '../fixtures.ts';
import { bookBytes, SHEETS_DIR } from './workbook-edits.ts';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const DIST_DIR = join(ROOT, 'dist-sheets');

// The fixture workbooks (test/fixtures.ts): what every helper here reads from sheets/.
export { FILES, FIXTURE_FILES, type Lender, lenderOf } from '../fixtures.ts';

/** The date in a file name, a reprice's `_HHMM` aside. */
const dateOf = (file: string) => /_(\d{4}-\d{2}-\d{2})(?:_\d{4})?\.xlsx$/.exec(file)?.[1];

/** The real workbooks compiled together with these (same lender and date): a rate sheet's matrix and back. */
export function partnersOf(files: string[]): string[] {
  return FIXTURE_FILES.filter((f) => files.some((x) => lenderOf(x) === lenderOf(f) && dateOf(x) === dateOf(f)));
}

/** What `npm run compile` of the fixture workbooks prints for a lender none of whose sheets is refused. */
export function writtenLine(lender: string): string {
  const n = FIXTURE_ARTIFACTS.filter((path) => path.startsWith(`${lender}/`)).length;
  return `${lender}: ${n} sheet${n === 1 ? '' : 's'} written`;
}

/**
 * Temporary sheets folders, removed after the test file. Call at the top level of a test file.
 * `make(files)`: one folder with, per file name, a real copy (`true`), a mutated workbook, or raw bytes.
 */
export function useTempSheets() {
  const root = mkdtempSync(join(tmpdir(), 'compiler-test-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  let n = 0;
  /** An empty folder. */
  const dir = (name = 'out'): string => {
    const d = join(root, `${name}-${n++}`);
    mkdirSync(d);
    return d;
  };
  /** A sheets folder; `lenderFolder` overrides the lender folder a file goes to. */
  const make = (
    files: Record<string, true | XLSX.WorkBook | Uint8Array>,
    lenderFolder?: (file: string) => string,
  ): string => {
    const sheets = join(root, `sheets-${n++}`);
    for (const [file, what] of Object.entries(files)) {
      const folder = join(sheets, lenderFolder?.(file) ?? lenderOf(file));
      mkdirSync(folder, { recursive: true });
      if (what === true) copyFileSync(join(SHEETS_DIR, lenderOf(file), file), join(folder, file));
      else writeFileSync(join(folder, file), what instanceof Uint8Array ? what : bookBytes(what));
    }
    return sheets;
  };
  /** Compiles `changed` (workbooks or raw bytes by file name) with real copies of the files in `alongside`. */
  const build = (
    changed: Record<string, XLSX.WorkBook | Uint8Array>,
    alongside: readonly string[] = partnersOf(Object.keys(changed)),
  ): BuildResult => {
    const copies = Object.fromEntries(alongside.filter((f) => !(f in changed)).map((f) => [f, true as const]));
    return buildAll(make({ ...copies, ...changed }));
  };
  /** A folder holding every fixture artifact of dist-sheets/ and their manifest (test/fixtures.ts). */
  const fixtureDist = (): string => writeFixtureDist(dir('dist'), FIXTURE_ARTIFACTS);
  return { dir, make, build, fixtureDist };
}

/**
 * buildAll of the fixture workbooks (test/fixtures.ts) alone, from a folder holding only them: what
 * the hand-checked tests compare with. Compiled once per test worker (files share the module graph).
 */
let fixtures: BuildResult | undefined;
export function fixtureBuild(): BuildResult {
  if (!fixtures) {
    const dir = mkdtempSync(join(tmpdir(), 'fixture-sheets-'));
    try {
      fixtures = buildAll(writeFixtureSheets(dir));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  expect(fixtures.diag.list).toEqual([]);
  return fixtures;
}

/**
 * buildAll of whatever sheets/ holds, once per test worker: the fixture workbooks and the days the
 * daily job added after them (the round trip covers every artifact of dist-sheets/). A finding on a
 * later workbook is the compile step's to report (it refuses that sheet alone); a fixture has none.
 */
let real: BuildResult | undefined;
export function realBuild(): BuildResult {
  real ??= buildAll(SHEETS_DIR);
  const fixture = (d: Diagnostic) => d.workbook.split(', ').some((w) => FIXTURE_FILES.includes(w));
  expect(real.diag.list.filter(fixture)).toEqual([]);
  return real;
}

/**
 * `npm run compile -- ...args` in-process: compiler/command.ts, which the bin runs after hardening the
 * process (not done here: it would freeze the test worker's Object.prototype), printing each line.
 * The exit status and the streams as the bin prints them.
 */
export async function compileCli(...args: string[]): Promise<Printed> {
  return printed(await compileCommand(args));
}

/** What a command run in-process prints, as its bin prints it (console.log and console.error, one line each). */
export interface Printed {
  status: number;
  stdout: string;
  stderr: string;
}

export function printed(run: { status: number; stdout: string[]; stderr: string[] }): Printed {
  const text = (lines: string[]) => lines.map((line) => `${line}\n`).join('');
  return { status: run.status, stdout: text(run.stdout), stderr: text(run.stderr) };
}

/** An error against `workbook` (its lender follows from the file name). */
export function diagnostic(code: string, workbook: string, tab: string, cell: string, message: string): Diagnostic {
  return { severity: 'error', code, lender: lenderOf(workbook), workbook, tab, cell, message };
}

/** A warning against `workbook`: kept with the artifact, never refusing it. */
export function warning(code: string, workbook: string, tab: string, cell: string, message: string): Diagnostic {
  return { ...diagnostic(code, workbook, tab, cell, message), severity: 'warning' };
}

/** The diagnostics with `code`; fails listing every diagnostic when there is none. */
export function diagnosticsWith(result: BuildResult, code: string): Diagnostic[] {
  const hits = result.diag.list.filter((d) => d.code === code);
  expect(hits, `no ${code} diagnostic among ${JSON.stringify(result.diag.list, null, 1)}`).not.toEqual([]);
  return hits;
}
