/**
 * Is the committed dist-sheets/ what compiling sheets/ gives? What scripts/check-generated.ts (run
 * by `npm test`, options `--sheets DIR`, `--dist DIR` for other folders) does, apart from the
 * process: it hardens the process first and prints this; tests run it in-process. Compiles sheets/
 * into a temporary folder and compares, entry by entry and byte for byte:
 * - a committed artifact that differs from compiling its workbooks, or that no workbook compiles to
 *   any more (orphaned), or a file the manifest does not list: a failure (fix: `npm run compile`);
 * - a sheet compiled here that dist-sheets/ does not have yet (an intake commit of new workbooks,
 *   before the daily job compiles and commits them) and a sheet the compile refuses: a notice, so
 *   the intake commit stays green and the daily job is where a broken sheet fails.
 * `npm run publish` runs it too (--json, scripts/publish/prove.ts) and refuses every artifact it
 * cannot prove: one that differs, is orphaned, or whose workbook the compile now refuses.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { compile } from '../compiler/compile.ts';
import { formatDiagnostic } from '../compiler/diagnostics.ts';
import { Manifest, type ManifestEntry } from '../worker/artifact/manifest.ts';

/** Every file below `root`, as paths relative to it. */
const files = (root: string, dir = root): string[] =>
  readdirSync(dir).flatMap((f) =>
    statSync(join(dir, f)).isDirectory() ? files(root, join(dir, f)) : [relative(root, join(dir, f))],
  );

interface Verdict {
  failures: string[];
  notices: string[];
  /** Each committed artifact that is not what compiling its workbooks gives, by manifest path: why (publish refuses it). */
  unproven: Record<string, string>;
}

/** Compares `committedDir` with a fresh compile of `sheetsDir`. */
async function checkGenerated(sheetsDir: string, committedDir: string): Promise<Verdict> {
  const out = mkdtempSync(join(tmpdir(), 'dist-sheets-'));
  try {
    const run = await compile(sheetsDir, out);
    const failures: string[] = [];
    const notices: string[] = [];
    const unproven: Record<string, string> = {};
    const manifestPath = join(committedDir, 'manifest.json');
    let committed: ManifestEntry[] = [];
    if (existsSync(manifestPath)) {
      try {
        committed = Manifest.parse(JSON.parse(readFileSync(manifestPath, 'utf8'))).artifacts;
      } catch (error) {
        failures.push(`${manifestPath} is not a valid manifest: ${(error as Error).message.split('\n')[0]}`);
      }
    }
    const fresh = run?.written ?? [];
    const refused = run?.result.sheets.filter((s) => !s.artifact) ?? [];
    for (const s of refused)
      notices.push(
        `${s.lender} ${s.file} is refused by the compile (the daily job reports it): ${s.findings
          .filter((d) => d.severity === 'error')
          .map(formatDiagnostic)
          .join('; ')}`,
      );
    for (const d of run?.result.general ?? []) failures.push(formatDiagnostic(d));
    for (const e of committed) {
      const now = fresh.find((f) => f.path === e.path);
      const bytesOf = (dir: string) => (existsSync(join(dir, e.path)) ? readFileSync(join(dir, e.path)) : undefined);
      let problem: string | undefined;
      if (now) {
        const same =
          JSON.stringify(now) === JSON.stringify(e) && bytesOf(out)?.equals(bytesOf(committedDir) ?? Buffer.alloc(0));
        if (!same) problem = `differs from compiling ${e.sources.join(' + ')}`;
      } else if (refused.some((s) => s.lender === e.lender_slug && s.file === e.sources[0]))
        unproven[e.path] = `cannot be checked: the compile refuses ${e.sources[0]}`;
      else problem = `is orphaned: no workbook in ${sheetsDir}/ compiles to it any more`;
      if (problem) {
        failures.push(`${e.path} ${problem}`);
        unproven[e.path] = problem;
      }
    }
    for (const f of fresh)
      if (!committed.some((e) => e.path === f.path))
        notices.push(
          `${f.path} (${f.sources.join(' + ')}) is not compiled into dist-sheets/ yet: the daily job does it`,
        );
    const listed = new Set(['manifest.json', ...committed.map((e) => e.path)]);
    if (existsSync(committedDir))
      for (const f of files(committedDir))
        if (!listed.has(f)) failures.push(`${f} is orphaned: the manifest does not list it`);
    // With nothing new and nothing refused, the manifest itself must be the compile's, byte for byte.
    const manifestOf = (dir: string) =>
      existsSync(join(dir, 'manifest.json')) ? readFileSync(join(dir, 'manifest.json')) : Buffer.alloc(0);
    if (!failures.length && !notices.length && !manifestOf(out).equals(manifestOf(committedDir)))
      failures.push('manifest.json differs from the compile');
    return { failures, notices, unproven };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/** The lines for stdout and stderr (stdout first), and the exit status. */
export interface CheckOutput {
  status: 0 | 1 | 2;
  stdout: string[];
  stderr: string[];
}

const USAGE = [
  'usage: node scripts/check-generated.ts [--sheets DIR] [--dist DIR] [--json]',
  '  Exit 0 when --dist (default dist-sheets) holds exactly what compiling --sheets (default sheets) gives;',
  '  a workbook not compiled yet, or refused, is a notice for the daily job. Exit 1 when stale, 2 on a usage error.',
  '  --json: print {failures, notices, unproven} instead (unproven: manifest path -> why; what publish refuses).',
];

/** `node scripts/check-generated.ts ...args`: the check and what it prints. */
export async function checkGeneratedCommand(args: string[]): Promise<CheckOutput> {
  let values: { sheets: string; dist: string; json?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({
      args,
      options: {
        sheets: { type: 'string', default: 'sheets' },
        dist: { type: 'string', default: 'dist-sheets' },
        json: { type: 'boolean' },
        help: { type: 'boolean' },
      },
    }));
  } catch (error) {
    return { status: 2, stdout: [], stderr: [(error as Error).message, ...USAGE] };
  }
  if (values.help) return { status: 0, stdout: USAGE, stderr: [] };
  const verdict = await checkGenerated(values.sheets, values.dist);
  const { failures, notices } = verdict;
  if (values.json) return { status: failures.length ? 1 : 0, stdout: [JSON.stringify(verdict)], stderr: [] };
  const stdout = notices.map((n) => `notice: ${n}`);
  if (failures.length)
    return {
      status: 1,
      stdout,
      stderr: [
        `${values.dist}/ is stale against ${values.sheets}/; run \`npm run compile\` and commit the result:`,
        ...failures.map((f) => `  ${f}`),
      ],
    };
  stdout.push(
    notices.length
      ? `${values.dist}/ is current for every sheet it holds; ${notices.length === 1 ? 'the notice above is' : `the ${notices.length} notices above are`} for the daily job`
      : `${values.dist}/ is current`,
  );
  return { status: 0, stdout, stderr: [] };
}
