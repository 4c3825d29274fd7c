/**
 * What the README and docs/ say about the code, held to the code: every file or module they name
 * exists, and every limit they state is the constant the code enforces. A claim that cannot be
 * checked here is taken off the page instead (docs/testing.md › Where the tests are).
 */

import { execSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../compiler/zip-guard.ts';
import {
  MAX_ANSWER_BYTES,
  MAX_BATCH_BODY_BYTES,
  MAX_BODY_BYTES,
  MAX_IGNORED_BODY_BYTES,
  SANE_REQUEST_ID,
} from '../../worker/contract/limits.ts';
import { MAX_SCENARIOS } from '../../worker/contract/wire-requests.ts';
import { REFERENCE_TTL_MS } from '../../worker/sheets/store.ts';

const PAGES = ['README.md', ...readdirSync('docs').map((name) => `docs/${name}`)];
const TRACKED = execSync('git ls-files', { encoding: 'utf8' }).trim().split('\n');
const TRACKED_NAMES = new Set(TRACKED.map((path) => path.split('/').at(-1)));
const TRACKED_PATHS = new Set(TRACKED.flatMap((path) => [path, ...folderPrefixes(path)]));

/** `a/b/c.ts` -> `a`, `a/`, `a/b`, `a/b/`: the folders a tracked file makes exist, written either way. */
function folderPrefixes(path: string): string[] {
  const parts = path.split('/').slice(0, -1);
  return parts.flatMap((_, i) => {
    const folder = parts.slice(0, i + 1).join('/');
    return [folder, `${folder}/`];
  });
}

/** The repository's top folders that the pages name paths in. */
const REPO_PATH = /^(worker|compiler|scripts|tools|bench|test|sheets|dist-sheets|docs|\.github|\.ci)\//;

/** The code spans of a page. */
const codeSpans = (text: string): string[] => [...text.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!);

/** The repository paths a page names in code spans (`worker/engine/quote.ts`, `compiler/readers/`), anchors cut. */
function pathsNamed(text: string): string[] {
  return codeSpans(text)
    .map((span) => span.replace(/[#:].*$/, ''))
    .filter((span) => REPO_PATH.test(span) && !/[<*{ ]/.test(span));
}

/** The bare module and file names a page names (`quote.ts`, `roster.json`). */
const namesNamed = (text: string): string[] =>
  codeSpans(text).filter((span) => /^[\w-]+(\.[\w-]+)*\.(ts|mjs|json|toml|yml)$/.test(span));

describe.each(PAGES)('%s', (page) => {
  const text = readFileSync(page, 'utf8');

  it('names only paths that exist', () => {
    expect(pathsNamed(text).filter((path) => !TRACKED_PATHS.has(path))).toEqual([]);
  });

  it('names only modules and files that exist', () => {
    expect(namesNamed(text).filter((name) => !TRACKED_NAMES.has(name))).toEqual([]);
  });
});

describe('the checks above can fail', () => {
  it('a path or a module that is gone is found', () => {
    const page = 'see `worker/engine/gone.ts`, `compiler/readers/`, `gone-too.ts` and `quote.ts`';
    expect(pathsNamed(page).filter((path) => !TRACKED_PATHS.has(path))).toEqual(['worker/engine/gone.ts']);
    expect(namesNamed(page).filter((name) => !TRACKED_NAMES.has(name))).toEqual(['gone-too.ts']);
  });
});

/**
 * Each limit a page states, as the page words it, built from the constant the code enforces: a
 * limit changed in the code and not on the page (or the reverse) fails here.
 */
const kib = (bytes: number) => `${bytes / 1024} KiB`;
const STATED_LIMITS: [page: string, statement: string][] = [
  ['README.md', `**An answer is at most ${MAX_ANSWER_BYTES / 2 ** 20} MiB**`],
  ['README.md', `looks for the newest snapshot of what is in force at most every ${REFERENCE_TTL_MS / 1000} s`],
  ['docs/architecture.md', `at most every ${REFERENCE_TTL_MS / 1000} s`],
  ['docs/architecture.md', `reads at most ${kib(MAX_BODY_BYTES)}`],
  ['docs/kv-and-publishing.md', `newest snapshot at most every ${REFERENCE_TTL_MS / 1000} s (\`REFERENCE_TTL_MS\``],
  ['docs/contract.md', `price 1 to ${MAX_SCENARIOS} scenarios on the same sheets`],
  ['docs/contract.md', `a body over ${kib(MAX_BODY_BYTES)} (quote) or ${kib(MAX_BATCH_BODY_BYTES)} (batch)`],
  ['docs/contract.md', `a body over ${kib(MAX_IGNORED_BODY_BYTES)} on \`POST /api/auth/test\``],
  [
    'docs/contract.md',
    `drops one of up to ${kib(MAX_IGNORED_BODY_BYTES)} (${MAX_IGNORED_BODY_BYTES.toLocaleString('en-US')}`,
  ],
  [
    'docs/contract.md',
    `at most ${MAX_ANSWER_BYTES / 2 ** 20} MiB of JSON (${MAX_ANSWER_BYTES.toLocaleString('en-US')} bytes)`,
  ],
  ['docs/contract.md', `1 to ${/\{1,(\d+)\}/.exec(SANE_REQUEST_ID.source)![1]} characters of \`A-Z a-z 0-9 . _ : -\``],
  ['docs/compiler.md', `| ${LIMITS.part / 2 ** 20} MiB |`],
  ['docs/compiler.md', `| ${LIMITS.workbook / 2 ** 20} MiB |`],
  ['docs/compiler.md', `| ${LIMITS.cells.toLocaleString('en-US')} |`],
];

describe('the limits the pages state are the code’s', () => {
  it.each(STATED_LIMITS)('%s: %s', (page, statement) => {
    expect(readFileSync(page, 'utf8').replace(/\s*\n\s*/g, ' ')).toContain(statement);
  });
});
