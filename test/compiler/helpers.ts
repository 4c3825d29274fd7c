/**
 * Shared helpers of the compiler tests: the fixture workbooks of sheets/ (test/fixtures.ts),
 * temporary sheets folders holding real or mutated copies of them, small xlsx mutations (set a
 * cell, insert rows, move a block), and the artifact's content with cell addresses stripped (for
 * layout comparisons).
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect } from 'vitest';
import * as XLSX from 'xlsx';
import { type BuildResult, buildAll } from '../../compiler/build.ts';
import { compileCommand } from '../../compiler/command.ts';
import type { Diagnostic } from '../../compiler/diagnostics.ts';
import type { Artifact, Program } from '../../worker/artifact/format.ts';
import { FILES, FIXTURE_ARTIFACTS, type Lender, lenderOf, writeFixtureDist, writeFixtureSheets } from '../fixtures.ts';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const SHEETS_DIR = join(ROOT, 'sheets');
export const DIST_DIR = join(ROOT, 'dist-sheets');

// The fixture workbooks (test/fixtures.ts): what every helper here reads from sheets/.
export { FILES, type Lender, lenderOf } from '../fixtures.ts';

/** The date in a file name, a reprice's `_HHMM` aside. */
const dateOf = (file: string) => /_(\d{4}-\d{2}-\d{2})(?:_\d{4})?\.xlsx$/.exec(file)?.[1];

/** The real workbooks compiled together with these (same lender and date): a rate sheet's matrix and back. */
export function partnersOf(files: string[]): string[] {
  return Object.values(FILES).filter((f) => files.some((x) => lenderOf(x) === lenderOf(f) && dateOf(x) === dateOf(f)));
}

/** A real workbook changed by `mutate`, keyed by its file name (for `build`). */
export function mutated(file: string, mutate: (wb: XLSX.WorkBook) => void): Record<string, XLSX.WorkBook> {
  const wb = readBook(file);
  mutate(wb);
  return { [file]: wb };
}

/** A workbook built from arrays of rows (row 1 first; null = empty cell), one array per tab. */
export function bookOf(tabs: Record<string, (string | number | null)[][]>): XLSX.WorkBook {
  const wb = XLSX.utils.book_new();
  for (const [name, rows] of Object.entries(tabs))
    XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), name);
  return wb;
}

/** Each real workbook parsed once per test worker (files share the module graph); callers get a copy. */
const parsed = new Map<string, XLSX.WorkBook>();

/** A real workbook, read with its number formats so that writing it back keeps them: a fresh copy to change freely. */
export function readBook(file: string): XLSX.WorkBook {
  let wb = parsed.get(file);
  if (!wb) {
    wb = XLSX.readFile(join(SHEETS_DIR, lenderOf(file), file), { cellNF: true });
    parsed.set(file, wb);
  }
  return structuredClone(wb);
}

export function bookBytes(wb: XLSX.WorkBook): Buffer {
  return XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

export function sheet(wb: XLSX.WorkBook, tab: string): XLSX.WorkSheet {
  const ws = wb.Sheets[tab];
  if (!ws) throw new Error(`no tab ${tab} (tabs: ${wb.SheetNames.join(', ')})`);
  return ws;
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
  const fixture = (d: Diagnostic) => d.workbook.split(', ').some((w) => (Object.values(FILES) as string[]).includes(w));
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

export function artifactOf(artifacts: Artifact[], lender: Lender, date: string): Artifact {
  const a = artifacts.find((x) => x.lender_slug === lender && x.effective_date === date);
  if (!a)
    throw new Error(
      `no ${lender} artifact for ${date} (have ${artifacts.map((x) => `${x.lender_slug} ${x.effective_date}`).join(', ')})`,
    );
  return a;
}

export function program(a: Artifact, slug: string): Program {
  const p = a.programs.find((x) => x.slug === slug);
  if (!p) throw new Error(`no program ${slug} in ${a.lender_slug} ${a.effective_date}`);
  return p;
}

export function grid(p: Program, category: string) {
  const g = p.grids.find((x) => x.category === category);
  if (!g) throw new Error(`no grid ${category} in ${p.slug} (have ${p.grids.map((x) => x.category).join(', ')})`);
  return g;
}

/** The value of a grid cell by row label and column label (none: the one unbanded column of a single-column grid). */
export function gridValue(p: Program, category: string, rowLabel: string, bandLabel?: string): number | null {
  const g = grid(p, category);
  const row = g.rows.find((r) => r.label === rowLabel);
  if (!row) throw new Error(`no row ${rowLabel} in ${p.slug} ${category}`);
  const i = g.columns.findIndex((c) => c.label === (bandLabel ?? null));
  if (i < 0) throw new Error(`no band ${bandLabel} in ${p.slug} ${category}`);
  return row.values[i]!;
}

// ---- diagnostics ------------------------------------------------------------------------------

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

// ---- worksheet mutations ----------------------------------------------------------------------

const decode = (a1: string) => XLSX.utils.decode_cell(a1);

function extendRef(ws: XLSX.WorkSheet, r: number, c: number) {
  const ref = XLSX.utils.decode_range(ws['!ref'] ?? 'A1:A1');
  ref.e.r = Math.max(ref.e.r, r);
  ref.e.c = Math.max(ref.e.c, c);
  ws['!ref'] = XLSX.utils.encode_range(ref);
}

/** Sets one cell: a string, a number (optionally with a number format), or null to empty it. */
export function setCell(ws: XLSX.WorkSheet, a1: string, value: string | number | null, format?: string): void {
  if (value === null) {
    delete ws[a1];
    return;
  }
  const cell: XLSX.CellObject = typeof value === 'number' ? { t: 'n', v: value } : { t: 's', v: value };
  if (format) cell.z = format;
  ws[a1] = cell;
  const { r, c } = decode(a1);
  extendRef(ws, r, c);
}

export function cellValue(ws: XLSX.WorkSheet, a1: string): unknown {
  return (ws[a1] as XLSX.CellObject | undefined)?.v;
}

/** Every non-empty cell address of a range ("B11:C31"), row by row. */
export function cellsIn(ws: XLSX.WorkSheet, range: string): string[] {
  const { s, e } = XLSX.utils.decode_range(range);
  const out: string[] = [];
  for (let r = s.r; r <= e.r; r++)
    for (let c = s.c; c <= e.c; c++) {
      const a = XLSX.utils.encode_cell({ r, c });
      if (ws[a] !== undefined) out.push(a);
    }
  return out;
}

/**
 * Shifts every cell at or past `at` (0-based) along rows or columns by `by`, with the merges there;
 * a negative `by` first deletes the `-by` rows or columns before `at` (and the merges starting in them).
 */
function shift(ws: XLSX.WorkSheet, axis: 'r' | 'c', at: number, by: number): void {
  const deleted = (i: number) => i < at && i >= at + by;
  const moved: [string, XLSX.CellObject][] = [];
  for (const key of Object.keys(ws)) {
    if (key.startsWith('!')) continue;
    const cell = decode(key);
    if (cell[axis] >= at) moved.push([XLSX.utils.encode_cell({ ...cell, [axis]: cell[axis] + by }), ws[key]]);
    if (cell[axis] >= at || deleted(cell[axis])) delete ws[key];
  }
  for (const [key, cell] of moved) ws[key] = cell;
  ws['!merges'] = (ws['!merges'] ?? []).filter((m) => !deleted(m.s[axis]));
  for (const m of ws['!merges']) {
    if (m.s[axis] >= at) m.s[axis] += by;
    if (m.e[axis] >= at) m.e[axis] += by;
  }
  const ref = XLSX.utils.decode_range(ws['!ref']!);
  ref.e[axis] += by;
  ws['!ref'] = XLSX.utils.encode_range(ref);
}

/** Inserts `count` empty rows before 1-based row `before`, shifting cells and merges down. */
export function insertRows(ws: XLSX.WorkSheet, before: number, count: number): void {
  shift(ws, 'r', before - 1, count);
}

/** Moves every cell (and merge) of `range` by `dRows` rows and `dCols` columns; the target must be empty. */
export function moveBlock(ws: XLSX.WorkSheet, range: string, dRows: number, dCols: number): void {
  const { s, e } = XLSX.utils.decode_range(range);
  const inside = (r: number, c: number) => r >= s.r && r <= e.r && c >= s.c && c <= e.c;
  const cells = cellsIn(ws, range).map((a) => [decode(a), ws[a] as XLSX.CellObject] as const);
  for (const [{ r, c }] of cells) delete ws[XLSX.utils.encode_cell({ r, c })];
  for (const [{ r, c }, cell] of cells) {
    const target = XLSX.utils.encode_cell({ r: r + dRows, c: c + dCols });
    if (ws[target] !== undefined) throw new Error(`moveBlock: ${target} is not empty`);
    ws[target] = cell;
    extendRef(ws, r + dRows, c + dCols);
  }
  for (const m of ws['!merges'] ?? [])
    if (inside(m.s.r, m.s.c) && inside(m.e.r, m.e.c)) {
      m.s.r += dRows;
      m.e.r += dRows;
      m.s.c += dCols;
      m.e.c += dCols;
    }
}

/** Inserts `count` empty columns before column `before` ("D"), shifting cells and merges right. */
export function insertColumns(ws: XLSX.WorkSheet, before: string, count: number): void {
  shift(ws, 'c', XLSX.utils.decode_col(before), count);
}

/** Deletes `count` rows from 1-based row `first` on, shifting the rows below (and their merges) up. */
export function deleteRows(ws: XLSX.WorkSheet, first: number, count: number): void {
  shift(ws, 'r', first - 1 + count, -count);
}

/**
 * A real workbook re-issued for another date: the file name's date and every banner's (Granite
 * Peak "11/23/2026", Bayshore "Monday, November 23, 2026") moved to `to` (a weekday of November 2026).
 */
export function redated(file: string, to: string): { name: string; wb: XLSX.WorkBook } {
  const from = /_(\d{4}-\d{2}-\d{2})(?:_\d{4})?\.xlsx$/.exec(file)![1]!;
  const day = (iso: string) => Number(iso.slice(8));
  const weekday = (iso: string) =>
    new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' });
  const wb = readBook(file);
  for (const tab of wb.SheetNames) {
    const ws = sheet(wb, tab);
    for (const a of cellsIn(ws, 'A1:Z5')) {
      const v = cellValue(ws, a);
      if (typeof v !== 'string') continue;
      setCell(
        ws,
        a,
        v
          .replace(`11/${day(from)}/2026`, `11/${day(to)}/2026`)
          .replace(`${weekday(from)}, November ${day(from)}, 2026`, `${weekday(to)}, November ${day(to)}, 2026`),
      );
    }
  }
  return { name: file.replace(from, to), wb };
}

/** Merges a range (a note row across a grid, a title across a ladder). */
export function merge(ws: XLSX.WorkSheet, range: string): void {
  (ws['!merges'] ??= []).push(XLSX.utils.decode_range(range));
}

// ---- content without addresses ----------------------------------------------------------------

/** Keys that only say where a value sits on the sheet (letters, row numbers, A1 cells). */
const ADDRESS_KEYS = new Set(['row', 'col', 'cell', 'title_cell', 'label_col', 'rate_col', 'price_col', 'agency_cell']);

/** A band column or a grid row selected by a range (FICO, loan amount, LTV, DTI, DSCR). */
const isBanded = (o: object) =>
  'when' in o && Array.isArray(o.when) && o.when.some((c: { kind: string }) => c.kind === 'range');

/**
 * The artifact with every cell address removed: what a layout change must leave untouched.
 * `cells` is an address map on doc types (removed) but the limits on matrix rows (kept).
 * With `labels: false` the printed band labels go too (their ranges stay), and a matrix's printed labels.
 */
export function content(value: unknown, opts: { labels?: boolean } = {}): unknown {
  if (Array.isArray(value)) return value.map((v) => content(v, opts));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (ADDRESS_KEYS.has(k)) continue;
    if (k === 'cells' && !Array.isArray(v)) continue;
    if (opts.labels === false && (k === 'labels' || (k === 'label' && isBanded(value)))) continue;
    out[k] = content(v, opts);
  }
  return out;
}
