/**
 * npm run diff -- <lender_slug> <A> <B> [--json] [--html FILE] [--artifacts DIR]
 *
 * Semantic diff of two compiled sheets of one lender, named by date (that day's last sheet) or by
 * moment (the sheet in force then; without an offset, the lender's own time), as listed in
 * DIR/manifest.json (DIR defaults to dist-sheets). Prints Markdown (or JSON with --json) on
 * stdout; --html also writes a self-contained HTML page. Exit 0 whether or not anything changed;
 * 2 on a usage error, 1 when a sheet does not exist or cannot be read (the sheets that do exist
 * are listed).
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { compare } from './compare.ts';
import { renderHtml } from './html.ts';
import { toJson } from './json.ts';
import { renderMarkdown } from './markdown.ts';
import { listing, loadSheet, pickSheet, readManifest } from './sheets.ts';

const USAGE = `usage: npm run diff -- <lender_slug> <A> <B> [--json] [--html FILE] [--artifacts DIR]

  A, B         a date (YYYY-MM-DD: that day's last sheet) or a moment (YYYY-MM-DDTHH:MM in the
               lender's own time, or with an offset: the sheet in force then)
  --json       print JSON instead of Markdown
  --html FILE  also write a self-contained HTML report to FILE
  --artifacts  the compiled sheets (default dist-sheets)

example: npm run diff -- non-qm 2026-11-23T08:30 2026-11-23T13:15 --html /tmp/non-qm.html`;

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

const parseOptions = () =>
  parseArgs({
    allowPositionals: true,
    options: {
      json: { type: 'boolean', default: false },
      html: { type: 'string' },
      artifacts: { type: 'string', default: 'dist-sheets' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });

function main(): void {
  let parsed: ReturnType<typeof parseOptions>;
  try {
    parsed = parseOptions();
  } catch (error) {
    fail(`${(error as Error).message}\n${USAGE}`, 2);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  if (positionals.length !== 3) fail(USAGE, 2);
  const [slug, specA, specB] = positionals as [string, string, string];

  let manifest: ReturnType<typeof readManifest>;
  try {
    manifest = readManifest(values.artifacts);
  } catch (error) {
    fail(`cannot read ${values.artifacts}/manifest.json: ${(error as Error).message}`, 1);
  }
  const pick = (spec: string) => {
    const picked = pickSheet(manifest, slug, spec);
    if (!picked.ok) fail(`${picked.message}\n${listing(manifest)}`, 1);
    return picked.entry;
  };
  const entryA = pick(specA);
  const entryB = pick(specB);
  const load = (entry: typeof entryA) => {
    try {
      return loadSheet(values.artifacts, entry);
    } catch (error) {
      fail(`${entry.path}: ${(error as Error).message}`, 1);
    }
  };
  const a = load(entryA);
  const b = load(entryB);
  const diff = compare(a, b);
  process.stdout.write(values.json ? `${JSON.stringify(toJson(diff), null, 2)}\n` : renderMarkdown(diff));
  if (values.html) {
    writeFileSync(values.html, renderHtml(diff, a, b));
    process.stderr.write(`wrote ${values.html}\n`);
  }
}

try {
  main();
} catch (error) {
  if (!(error instanceof Exit)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exitCode = error.code;
}
