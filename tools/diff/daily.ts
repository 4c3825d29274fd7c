/**
 * For the daily job summary: each new sheet against the sheet it replaces, as Markdown on stdout,
 * plus an HTML report per pair in --html-dir.
 *
 *   node tools/diff/daily.ts [--date YYYY-MM-DD] [--html-dir DIR] [--artifacts DIR] [--benchmarks FILE] [lender@date|moment ...]
 *
 * Without sheets named, the new sheets are every sheet of the newest day in the manifest (--date
 * picks another day): the morning sheet and each reprice, each against its predecessor (the
 * morning sheet against the previous day's last sheet, a reprice against the sheet before it). A
 * lender without a sheet that day, or whose first sheet it is, says so. Each report opens with the
 * new sheet's compiler warnings, its headline and its impact on the benchmark loans
 * (sheets/benchmarks.json), as `npm run diff` prints them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { runCommand } from '../../scripts/command.ts';
import type { ManifestEntry } from '../../worker/artifact/manifest.ts';
import { entriesOf, lendersOf, listing, loadSheet, pickEntry, predecessorOf, readManifest } from './artifacts.ts';
import { DEFAULT_BENCHMARKS, readBenchmarks } from './benchmarks.ts';
import { renderHtml } from './html.ts';
import { type Io, processIo } from './io.ts';
import { renderMarkdown } from './markdown.ts';
import { reportOf } from './report.ts';
import { sheetLabel } from './units.ts';

const USAGE = `usage: node tools/diff/daily.ts [--date YYYY-MM-DD] [--html-dir DIR] [--artifacts DIR] [--benchmarks FILE] [lender@date|moment ...]
  Markdown on stdout: each new sheet (default: every sheet of the newest day) against the sheet it replaces.
`;

const parse = (args: string[]) =>
  parseArgs({
    args,
    allowPositionals: true,
    options: {
      artifacts: { type: 'string', default: 'dist-sheets' },
      'html-dir': { type: 'string' },
      date: { type: 'string' },
      benchmarks: { type: 'string', default: DEFAULT_BENCHMARKS },
      help: { type: 'boolean' },
    },
  });

/** Runs the daily diff on `args` (the arguments after the script), writing to `io`; returns the exit code. */
export function dailyDiff(args: string[], io: Io): number {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(args);
  } catch (error) {
    io.stderr(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    io.stdout(USAGE);
    return 0;
  }
  const dir = values.artifacts;
  // Before any report is computed: a folder that cannot be made is runCommand's one line.
  if (values['html-dir']) mkdirSync(values['html-dir'], { recursive: true });
  const manifest = readManifest(dir);
  const benchmarks = readBenchmarks(values.benchmarks);

  const day =
    values.date ??
    manifest.artifacts
      .map((e) => e.effective_date)
      .sort()
      .at(-1);
  const sections: string[] = [];
  const news: ManifestEntry[] = [];
  if (positionals.length)
    for (const spec of positionals) {
      // `lender@date` or `lender@moment`, as `npm run diff` reads a date or a moment.
      const at = spec.indexOf('@');
      const picked =
        at > 0
          ? pickEntry(manifest, spec.slice(0, at), spec.slice(at + 1))
          : { ok: false as const, message: `not lender@date or lender@moment: ${spec}` };
      if (!picked.ok) {
        io.stderr(`${picked.message}\n${listing(manifest)}\n`);
        return 1;
      }
      news.push(picked.entry);
    }
  else
    for (const lender of lendersOf(manifest)) {
      const today = entriesOf(manifest, lender).filter((e) => e.effective_date === day);
      if (today.length === 0) sections.push(`# ${lender}\n\nno sheet on ${day}\n`);
      news.push(...today);
    }

  for (const entry of news) {
    const before = predecessorOf(manifest, entry);
    if (!before) {
      sections.push(`# ${entry.lender_slug}\n\n${sheetLabel(entry)} is its first sheet: nothing to compare\n`);
      continue;
    }
    const a = loadSheet(dir, before);
    const b = loadSheet(dir, entry);
    const report = reportOf(a, b, { benchmarks: benchmarks.get(entry.lender_slug) ?? null, warnings: entry.warnings });
    sections.push(renderMarkdown(report));
    if (values['html-dir']) {
      const name = (e: ManifestEntry) => e.path.slice(e.path.lastIndexOf('/') + 1).replace(/\.msgpack$/, '');
      writeFileSync(
        join(values['html-dir'], `${entry.lender_slug}-${name(before)}-${name(entry)}.html`),
        renderHtml(report, a.artifact, b.artifact),
      );
    }
  }
  io.stdout(sections.join('\n'));
  return 0;
}

// A file or folder that cannot be read or made is one line and exit 2 (scripts/command.ts runCommand).
if (import.meta.main) await runCommand(() => dailyDiff(process.argv.slice(2), processIo));
