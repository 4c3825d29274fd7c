/**
 * npm run diff -- <lender_slug> <A> <B> [--json] [--html FILE] [--artifacts DIR] [--benchmarks FILE]
 *
 * What changed between two compiled sheets of one lender, and what it does to the lender's
 * benchmark loans. A and B are a date (that day's last sheet) or a moment (the sheet in force then;
 * without an offset, the lender's own time), as listed in DIR/manifest.json (DIR defaults to
 * dist-sheets). Prints Markdown (or JSON with --json) on stdout; --html also writes a
 * self-contained HTML page (its folder created if missing). Exit 0 whether or not anything changed;
 * 2 on a usage error (an --html FILE that cannot be written included, checked before the report is
 * computed), 1 when a sheet does not exist (the sheets that do exist are listed) or a file cannot be read.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { prepareOutputFile, UsageError } from '../../scripts/command.ts';
import type { ManifestEntry } from '../../worker/artifact/manifest.ts';
import { listing, loadSheet, pickEntry, readManifest } from './artifacts.ts';
import { type Benchmarks, DEFAULT_BENCHMARKS, readBenchmarks } from './benchmarks.ts';
import { renderHtml } from './html.ts';
import { type Io, processIo } from './io.ts';
import { renderMarkdown } from './markdown.ts';
import { reportOf } from './report.ts';

const USAGE = `usage: npm run diff -- <lender_slug> <A> <B> [--json] [--html FILE] [--artifacts DIR] [--benchmarks FILE]

  A, B               a date, YYYY-MM-DD: that day's last sheet (its reprice, if any);
                     or a moment, YYYY-MM-DDTHH:MM: the sheet in force then, in the lender's own
                     time (2026-11-23T13:15 is Granite Peak's 1:15 PM PT), or with an offset
                     (2026-11-23T13:15-08:00, 2026-11-23T21:15Z)
  --json             print JSON instead of Markdown
  --html FILE        also write a self-contained HTML report to FILE
  --artifacts DIR    the compiled sheets and their manifest.json (default dist-sheets)
  --benchmarks FILE  the benchmark loans priced on both sheets (default ${DEFAULT_BENCHMARKS})

examples:
  npm run diff -- non-qm 2026-11-20 2026-11-23T08:30
  npm run diff -- non-qm 2026-11-23T08:30 2026-11-23T13:15 --html /tmp/non-qm.html`;

class Exit extends Error {
  readonly code: number;
  constructor(message: string, code: number) {
    super(message);
    this.code = code;
  }
}

function fail(message: string, code: number): never {
  throw new Exit(message, code);
}

const parseOptions = (args: string[]) =>
  parseArgs({
    args,
    allowPositionals: true,
    options: {
      json: { type: 'boolean', default: false },
      html: { type: 'string' },
      artifacts: { type: 'string', default: 'dist-sheets' },
      benchmarks: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });

/** The benchmark loans: the named file must exist; the default one may be absent (no impact section then). */
function benchmarksFrom(file: string | undefined): Benchmarks | null {
  if (file === undefined && !existsSync(DEFAULT_BENCHMARKS)) return null;
  try {
    return readBenchmarks(file ?? DEFAULT_BENCHMARKS);
  } catch (error) {
    fail((error as Error).message, 1);
  }
}

function main(args: string[], io: Io): void {
  let parsed: ReturnType<typeof parseOptions>;
  try {
    parsed = parseOptions(args);
  } catch (error) {
    fail(`${(error as Error).message}\n${USAGE}`, 2);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    io.stdout(`${USAGE}\n`);
    return;
  }
  if (positionals.length !== 3) fail(USAGE, 2);
  const [slug, specA, specB] = positionals as [string, string, string];
  // Before the report is computed: a page that cannot be written is a usage error, not a stack trace after it.
  if (values.html) prepareOutputFile(values.html);

  let manifest: ReturnType<typeof readManifest>;
  try {
    manifest = readManifest(values.artifacts);
  } catch (error) {
    fail(`cannot read ${values.artifacts}/manifest.json: ${(error as Error).message}`, 1);
  }
  const pick = (spec: string) => {
    const picked = pickEntry(manifest, slug, spec);
    if (!picked.ok) fail(`${picked.message}\n${listing(manifest)}`, 1);
    return picked.entry;
  };
  const entryA = pick(specA);
  const entryB = pick(specB);
  const load = (entry: ManifestEntry) => {
    try {
      return loadSheet(values.artifacts, entry);
    } catch (error) {
      fail(`${entry.path}: ${(error as Error).message}`, 1);
    }
  };
  const benchmarks = benchmarksFrom(values.benchmarks);
  const a = load(entryA);
  const b = load(entryB);
  const report = reportOf(a, b, { benchmarks: benchmarks?.get(slug) ?? null, warnings: entryB.warnings });
  io.stdout(values.json ? `${JSON.stringify(report, null, 2)}\n` : renderMarkdown(report));
  if (values.html) {
    writeFileSync(values.html, renderHtml(report, a.artifact, b.artifact));
    io.stderr(`wrote ${values.html}\n`);
  }
}

/** Runs the CLI on `args` (the arguments after the script), writing to `io`; returns the exit code. */
export function run(args: string[], io: Io): number {
  try {
    main(args, io);
    return 0;
  } catch (error) {
    if (!(error instanceof Exit || error instanceof UsageError)) throw error;
    io.stderr(`${error.message}\n`);
    return error instanceof Exit ? error.code : 2;
  }
}

if (import.meta.main) process.exitCode = run(process.argv.slice(2), processIo);
