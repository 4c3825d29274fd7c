/**
 * What the README and docs/ say about the code, held to the code: every file or module they name
 * exists, and every limit they state is the constant the code enforces. A claim that cannot be
 * checked here is removed from the page instead (docs/testing.md › The docs).
 */

import { execSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

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
