/**
 * The README and the pages of docs/ link to each other by relative paths and heading anchors: every
 * such link must resolve (the file exists; the anchor is a heading of that file, slugged as GitHub
 * slugs it), and every page of docs/ must be linked from the README, so none is out of reach.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

const FENCE = /^\s*(```|~~~)/;

/** The lines of a Markdown text outside fenced code blocks. */
function proseLines(text: string): string[] {
  let fenced = false;
  return text.split('\n').filter((line) => {
    if (FENCE.test(line)) {
      fenced = !fenced;
      return false;
    }
    return !fenced;
  });
}

/** A heading's anchor as GitHub makes it: the text without markup, lower-cased, punctuation dropped, spaces as hyphens. */
function slugOf(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor of a Markdown text, repeated headings numbered -1, -2, … as GitHub numbers them. */
function anchorsOf(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of proseLines(text)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = slugOf(heading[1]!);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** The relative link targets of a Markdown text (inline code and code blocks left out). */
function linksOf(text: string): string[] {
  const prose = proseLines(text)
    .join('\n')
    .replace(/`[^`\n]*`/g, 'code');
  return [...prose.matchAll(/\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

/** The files a link resolves to, relative to the repository root. */
function resolved(from: string, target: string): { file: string; anchor: string | undefined } {
  const [path = '', anchor] = target.split('#', 2);
  return { file: path === '' ? from : normalize(join(dirname(from), decodeURIComponent(path))), anchor };
}

/** Each link of `pages` (path → text) that does not resolve, as "page: target (why)". */
function brokenLinks(pages: Map<string, string>, read: (file: string) => string | undefined): string[] {
  const problems: string[] = [];
  for (const [page, text] of pages) {
    for (const target of linksOf(text)) {
      const { file, anchor } = resolved(page, target);
      const content = pages.get(file) ?? read(file);
      if (content === undefined) problems.push(`${page}: ${target} (no such file)`);
      else if (anchor !== undefined && file.endsWith('.md') && !anchorsOf(content).has(anchor))
        problems.push(`${page}: ${target} (no heading #${anchor} in ${file})`);
    }
  }
  return problems;
}

const fromDisk = (file: string) =>
  existsSync(file) ? (file.endsWith('.md') ? readFileSync(file, 'utf8') : '') : undefined;
const docPages = readdirSync('docs')
  .filter((name) => name.endsWith('.md'))
  .map((name) => join('docs', name));
const pages = new Map(['README.md', ...docPages].map((file) => [file, readFileSync(file, 'utf8')]));

describe('documentation links', () => {
  it('every relative link and anchor of README.md and docs/ resolves', () => {
    expect(docPages.length).toBeGreaterThan(0);
    expect(brokenLinks(pages, fromDisk)).toEqual([]);
  });

  it('every page of docs/ is linked from README.md', () => {
    const linked = new Set(linksOf(pages.get('README.md')!).map((target) => resolved('README.md', target).file));
    expect(docPages.filter((page) => !linked.has(page))).toEqual([]);
  });

  it('reports a missing file, a missing heading and a link into a code block, and takes a good link', () => {
    const page = [
      '# Title',
      '## The clock: `PRICER_NOW`',
      '## Title',
      '[ok](#the-clock-pricer_now) [ok too](#title-1) [ok](other.md#a-heading) [fine](https://example.com/x)',
      '[gone](missing.md) [no anchor](other.md#nowhere) [no anchor here](#the-clock)',
      '```',
      '# In a code block',
      '```',
      '[into code](#in-a-code-block) `[not a link](missing-too.md)`',
    ].join('\n');
    const fixture = new Map([
      ['docs/page.md', page],
      ['docs/other.md', '# A heading\n'],
    ]);
    expect(brokenLinks(fixture, () => undefined)).toEqual([
      'docs/page.md: missing.md (no such file)',
      'docs/page.md: other.md#nowhere (no heading #nowhere in docs/other.md)',
      'docs/page.md: #the-clock (no heading #the-clock in docs/page.md)',
      'docs/page.md: #in-a-code-block (no heading #in-a-code-block in docs/page.md)',
    ]);
  });
});
