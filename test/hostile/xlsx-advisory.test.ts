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
 * 4. The hardening changes nothing else: the compile command run in-process, unprotected, writes
 *    the fixture workbooks' files of dist-sheets/ (test/fixtures.ts) byte for byte, as the bin
 *    (which hardens itself) does (test/compiler/determinism.test.ts runs it).
 *
 * The crafted workbooks are only ever read in child processes, so the test runner stays clean.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAll } from '../../compiler/build.ts';
import type { Diagnostic } from '../../compiler/diagnostics.ts';
import { sha256Hex } from '../../worker/artifact/codec.ts';
import { encodeArtifact } from '../../worker/artifact/encode.ts';
import { compileCli } from '../compiler/compile-runs.ts';
import { FIXTURE_ARTIFACTS, writeFixtureDist, writeFixtureSheets } from '../fixtures.ts';
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

/** One child process compiling each folder in turn: a probe per folder. */
async function probe(hardened: boolean, ...dirs: string[]): Promise<Probe[]> {
  const args = [...(hardened ? ['--import', `./${HARDEN}`] : []), 'test/hostile/compile-probe.ts', ...dirs];
  const { stdout } = await run(process.execPath, args, { cwd: ROOT, timeout: 60_000 });
  const probes = stdout
    .split('\n')
    .filter((line) => line.startsWith('{"frozen":'))
    .map((line) => JSON.parse(line) as Probe);
  expect(probes).toHaveLength(dirs.length);
  return probes;
}

const root = mkdtempSync(join(tmpdir(), 'xlsx-advisory-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A sheets folder holding `file`'s lender/date set, with `file` replaced by `bytes` (or real when absent). */
function folder(name: string, file: RealFile, bytes?: Uint8Array): string {
  const dir = join(root, name);
  mkdirSync(join(dir, file.lender), { recursive: true });
  for (const f of realFiles().filter((f) => f.lender === file.lender && f.date === file.date)) {
    copyFileSync(join(SHEETS_DIR, f.lender, f.file), join(dir, f.lender, f.file));
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
  const PAYLOADS = ['comment-ref', 'tab-name'] as const;
  let agency: RealFile;
  /** The clean workbook's artifacts, compiled here as compile-probe.ts does. */
  let clean: Probe['artifacts'];
  let unprotected: Probe;
  const hardened = {} as Record<(typeof PAYLOADS)[number], Probe>;

  beforeAll(async () => {
    agency = realFiles().find((f) => f.lender === 'agency' && f.date === '2026-11-23')!;
    const dirs = PAYLOADS.map((payload) => folder(payload, agency, craftedWorkbook(agency, payload)));
    const { artifacts } = buildAll(folder('clean', agency));
    clean = await Promise.all(
      artifacts.map(async (a) => ({
        lender: a.lender_slug,
        date: a.effective_date,
        sha256: await sha256Hex(encodeArtifact(a)),
      })),
    );
    expect(clean).toHaveLength(1);
    // Unprotected, the comment payload alone (it pollutes its process); hardened, both in one process.
    const [[comment], both] = await Promise.all([probe(false, dirs[0]!), probe(true, ...dirs)]);
    unprotected = comment!;
    PAYLOADS.forEach((payload, i) => {
      hardened[payload] = both[i]!;
    });
  }, 60_000);

  it(`unprotected, the comment payload ${pollutable ? 'pollutes' : 'no longer pollutes'} Object.prototype`, () => {
    console.log(
      `[xlsx] unprotected compile: comment-ref polluted [${unprotected.polluted}], ${unprotected.diagnostics.length} diagnostics, then ${unprotected.thrown ?? 'no exception'}`,
    );
    expect(unprotected.frozen).toBe(false);
    if (pollutable) {
      // The finding: a lender's file plants a property on every object of the compile process,
      // xlsx reports nothing, and the artifact validation that follows (zod) breaks on it.
      expect(unprotected.polluted).toContain('c');
      expect(unprotected.diagnostics).toEqual([]);
    } else expect(unprotected.polluted).toEqual([]);
  });

  it.each(PAYLOADS)('hardened, the %s payload pollutes nothing and never throws', (payload) => {
    const result = hardened[payload];
    expect(result.frozen).toBe(true);
    expect(result.polluted).toEqual([]);
    expect(result.thrown).toBeNull();
    if (result.artifacts.length > 0) {
      // Compiled: the payload was inert, and the content is the clean workbook's.
      expect(result.diagnostics).toEqual([]);
      expect(result.artifacts).toEqual(clean);
    } else {
      // Refused: every diagnostic names the lender and the crafted workbook.
      expect(result.diagnostics.length).toBeGreaterThan(0);
      for (const d of result.diagnostics)
        expect(d).toMatchObject({ lender: 'agency', workbook: agency.file, message: expect.any(String) });
    }
    console.log(
      `[xlsx] hardened compile, ${payload}: ${result.artifacts.length ? 'compiled to the clean artifact' : `refused (${[...new Set(result.diagnostics.map((d) => d.code))].join(', ')})`}, Object.prototype untouched`,
    );
  });

  it('hardening changes nothing for the real sheets: unprotected, the compile writes dist-sheets/ byte for byte', async () => {
    // The bin hardens itself (compiler/cli.ts imports HARDEN first) and reproduces the fixture
    // workbooks' files of dist-sheets/ (determinism.test.ts); its command in-process runs unprotected.
    expect(readFileSync(join(ROOT, 'compiler/cli.ts'), 'utf8')).toMatch(/^import '\.\/harden\.ts';/m);
    const plain = join(root, 'out-plain');
    const sheets = writeFixtureSheets(join(root, 'fixture-sheets'));
    expect((await compileCli('--sheets', sheets, '--out', plain)).status).toBe(0);
    expect(Object.isFrozen(Object.prototype)).toBe(false);
    const dist = writeFixtureDist(join(root, 'fixture-dist'), FIXTURE_ARTIFACTS);
    const files = (dir: string) =>
      (readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.includes('.')).sort();
    expect(files(plain)).toEqual(files(dist));
    expect(files(plain).length).toBeGreaterThan(1);
    for (const f of files(plain))
      expect(readFileSync(join(plain, f)).equals(readFileSync(join(dist, f))), f).toBe(true);
  });
});
