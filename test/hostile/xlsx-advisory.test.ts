/**
 * The xlsx advisories (npm xlsx 0.18.5: prototype pollution CVE-2023-30533 when reading a crafted
 * file, ReDoS CVE-2024-22363) and the properties the mitigation relies on:
 *
 * 1. xlsx never sees request input: no module the Worker bundles imports it (or anything under
 *    compiler/), and the Worker's imports are all runtime dependencies; xlsx is a devDependency.
 * 2. The payload is live: a real rate sheet with a cell comment whose ref is `__proto__` pollutes
 *    Object.prototype of an unprotected compile process (so 3 is not vacuous).
 * 3. With Object.prototype frozen before xlsx loads (the recommended compiler/harden.ts), the same
 *    workbooks pollute nothing and compile, or are refused with diagnostics, without throwing.
 * 4. The hardening changes nothing else: the CLI writes byte-identical output for the real sheets.
 *
 * The crafted workbooks are only ever read in child processes, so the test runner stays clean.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../compiler/diagnostics.ts';
import { craftedWorkbook, type RealFile, ROOT, realFiles, SHEETS_DIR } from './workbooks.ts';

/** What compiler/cli.ts imports first. */
const HARDEN = 'compiler/harden.ts';
const XLSX_VERSION = (
  JSON.parse(readFileSync(join(ROOT, 'node_modules/xlsx/package.json'), 'utf8')) as { version: string }
).version;
/** The first SheetJS release without CVE-2023-30533. */
const POLLUTION_FIXED = [0, 19, 3];
const pollutable =
  XLSX_VERSION.split('.')
    .map(Number)
    .reduce((cmp, n, i) => cmp || Math.sign(n - POLLUTION_FIXED[i]!), 0) < 0;

interface Probe {
  frozen: boolean;
  polluted: string[];
  thrown: string | null;
  artifacts: { lender: string; date: string; sha256: string }[];
  diagnostics: Diagnostic[];
}

const run = promisify(execFile);

async function probe(dir: string, hardened: boolean): Promise<Probe> {
  const args = [...(hardened ? ['--import', `./${HARDEN}`] : []), 'test/hostile/compile-probe.ts', dir];
  const { stdout } = await run(process.execPath, args, { cwd: ROOT, timeout: 60_000 });
  return JSON.parse(stdout.trim().split('\n').pop()!) as Probe;
}

const root = mkdtempSync(join(tmpdir(), 'xlsx-advisory-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A sheets folder holding `file`'s lender/date set, with `file` replaced by `bytes` (or real when absent). */
function folder(name: string, file: RealFile, bytes?: Uint8Array): string {
  const dir = join(root, name);
  mkdirSync(join(dir, file.lender), { recursive: true });
  for (const f of readdirSync(join(SHEETS_DIR, file.lender)).filter((f) => f.includes(file.date))) {
    copyFileSync(join(SHEETS_DIR, file.lender, f), join(dir, file.lender, f));
  }
  if (bytes) writeFileSync(join(dir, file.lender, file.file), bytes);
  return dir;
}

describe('xlsx stays out of the request path', () => {
  it('no module bundled into the Worker imports xlsx or compiler/, and every package it imports is a runtime dependency', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    const seen = new Set<string>();
    const packages = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = readFileSync(file, 'utf8');
      for (const m of source.matchAll(
        /(?:^|[\s;])(?:import|export)\s[^'";]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm,
      )) {
        const spec = (m[1] ?? m[2] ?? m[3])!;
        if (spec.startsWith('.')) visit(resolve(dirname(file), spec));
        else packages.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!);
      }
    };
    visit(join(ROOT, 'worker/http/index.ts'));

    const files = [...seen].map((f) => relative(ROOT, f));
    expect(files).toContain('worker/engine/quote.ts');
    // Outside worker/ only the roster, data the Worker imports as JSON (sheets/roster.json: the lenders priced).
    expect(files.filter((f) => !f.startsWith('worker/'))).toEqual(['sheets/roster.json']);
    expect([...packages].filter((p) => p.startsWith('xlsx'))).toEqual([]);
    const runtime = [...packages].filter((p) => !p.startsWith('cloudflare:') && !p.startsWith('node:'));
    expect(runtime.filter((p) => !(p in pkg.dependencies))).toEqual([]);
    expect(Object.keys(pkg.dependencies)).not.toContain('xlsx');
    expect(Object.keys(pkg.devDependencies)).toContain('xlsx');
    console.log(
      `[xlsx] the Worker bundles ${files.length} modules and the packages ${runtime.sort().join(', ')}; xlsx ${XLSX_VERSION} is build-time only`,
    );
  });
});

describe(`a crafted workbook against xlsx ${XLSX_VERSION}`, () => {
  let agency: RealFile;
  let clean: Probe;
  let dirs: Record<'comment-ref' | 'tab-name', string>;

  beforeAll(async () => {
    agency = realFiles().find((f) => f.lender === 'agency' && f.date === '2026-11-23')!;
    dirs = {
      'comment-ref': folder('comment-ref', agency, craftedWorkbook(agency, 'comment-ref')),
      'tab-name': folder('tab-name', agency, craftedWorkbook(agency, 'tab-name')),
    };
    clean = await probe(folder('clean', agency), false);
    expect(clean.artifacts).toHaveLength(1);
  }, 60_000);

  it(`unprotected, the comment payload ${pollutable ? 'pollutes' : 'no longer pollutes'} Object.prototype`, async () => {
    const [comment, tab] = await Promise.all([probe(dirs['comment-ref'], false), probe(dirs['tab-name'], false)]);
    console.log(
      `[xlsx] unprotected compile: comment-ref polluted [${comment.polluted}], ${comment.diagnostics.length} diagnostics, then ${comment.thrown ?? 'no exception'}; ` +
        `tab-name polluted [${tab.polluted}], ${tab.diagnostics.length} diagnostics`,
    );
    expect(comment.frozen).toBe(false);
    if (pollutable) {
      // The finding: a lender's file plants a property on every object of the compile process,
      // xlsx reports nothing, and the artifact validation that follows (zod) breaks on it.
      expect(comment.polluted).toContain('c');
      expect(comment.diagnostics).toEqual([]);
    } else expect(comment.polluted).toEqual([]);
  }, 60_000);

  it.each(['comment-ref', 'tab-name'] as const)(
    'hardened, the %s payload pollutes nothing and never throws',
    async (payload) => {
      const result = await probe(dirs[payload], true);
      expect(result.frozen).toBe(true);
      expect(result.polluted).toEqual([]);
      expect(result.thrown).toBeNull();
      if (result.artifacts.length > 0) {
        // Compiled: the payload was inert, and the content is the clean workbook's.
        expect(result.diagnostics).toEqual([]);
        expect(result.artifacts).toEqual(clean.artifacts);
      } else {
        // Refused: every diagnostic names the lender and the crafted workbook.
        expect(result.diagnostics.length).toBeGreaterThan(0);
        for (const d of result.diagnostics)
          expect(d).toMatchObject({ lender: 'agency', workbook: agency.file, message: expect.any(String) });
      }
      console.log(
        `[xlsx] hardened compile, ${payload}: ${result.artifacts.length ? 'compiled to the clean artifact' : `refused (${[...new Set(result.diagnostics.map((d) => d.code))].join(', ')})`}, Object.prototype untouched`,
      );
    },
    60_000,
  );

  it('hardening changes nothing for the real sheets: the CLI writes byte-identical output', async () => {
    const cli = (hardened: boolean, out: string) =>
      run(
        process.execPath,
        [...(hardened ? ['--import', `./${HARDEN}`] : []), 'compiler/cli.ts', '--sheets', 'sheets', '--out', out],
        { cwd: ROOT, timeout: 60_000 },
      );
    const [plain, hardened] = [join(root, 'out-plain'), join(root, 'out-hardened')];
    await Promise.all([cli(false, plain), cli(true, hardened)]);
    const files = (dir: string) =>
      (readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.includes('.')).sort();
    expect(files(hardened)).toEqual(files(plain));
    expect(files(plain).length).toBeGreaterThan(1);
    for (const f of files(plain))
      expect(readFileSync(join(hardened, f)).equals(readFileSync(join(plain, f))), f).toBe(true);
  }, 60_000);
});
