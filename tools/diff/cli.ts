/**
 * npm run diff -- <lender_slug> <dateA> <dateB> [--json] [--html FILE] [--artifacts DIR]
 *
 * Semantic diff of two compiled artifacts (DIR/<lender_slug>/<date>.msgpack, DIR defaults to
 * dist-sheets). Prints Markdown (or JSON with --json) on stdout; --html also writes a
 * self-contained HTML page. Exit 0 whether or not anything changed; 2 on a usage error, 1 when an
 * artifact cannot be read.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { decodeArtifact } from '../../worker/artifact/codec.ts';
import type { Artifact } from '../../worker/artifact/format.ts';
import { compare } from './compare.ts';
import { renderHtml } from './html.ts';
import { toJson } from './json.ts';
import { renderMarkdown } from './markdown.ts';

const USAGE = 'usage: node tools/diff/cli.ts <lender_slug> <dateA> <dateB> [--json] [--html FILE] [--artifacts DIR]';

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
  const [slug, dateA, dateB] = positionals as [string, string, string];
  for (const d of [dateA, dateB])
    if (!/^\d{4}-\d{2}-\d{2}$/.test(d)) fail(`not a date (YYYY-MM-DD): ${d}\n${USAGE}`, 2);
  if (!/^[a-z0-9_-]+$/i.test(slug)) fail(`not a lender slug: ${slug}\n${USAGE}`, 2);

  function load(date: string): Artifact {
    const path = join(values.artifacts, slug, `${date}.msgpack`);
    let bytes: Uint8Array;
    try {
      bytes = readFileSync(path);
    } catch (error) {
      fail(`cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`, 1);
    }
    try {
      return decodeArtifact(bytes);
    } catch (error) {
      fail(`${path}: ${(error as Error).message}`, 1);
    }
  }

  const a = load(dateA);
  const b = load(dateB);
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
