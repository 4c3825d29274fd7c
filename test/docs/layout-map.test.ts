/**
 * The README's layout map against the tree: each paragraph of its Layout section that opens with a
 * folder (**`worker/engine/`**) names every module and sub-folder of that folder, and every module
 * it names exists there. A module added, moved or removed without the map following fails here.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const README = readFileSync('README.md', 'utf8');

/** The Layout section's paragraphs that describe a folder, by folder. */
function folderParagraphs(readme: string): Map<string, string> {
  const section = readme.split(/^## Layout$/m)[1]?.split(/^## /m)[0] ?? '';
  const paragraphs = new Map<string, string>();
  for (const paragraph of section.split(/\n\s*\n/)) {
    const folder = /^\*\*`([a-z][\w./-]*\/)`\*\*/.exec(paragraph.trim())?.[1];
    if (folder) paragraphs.set(folder, paragraph);
  }
  return paragraphs;
}

/** What a paragraph names in code spans: `x.ts` modules and `sub/` folders, as written. */
const namesIn = (paragraph: string): string[] => [...paragraph.matchAll(/`([^`\s]+)`/g)].map((match) => match[1]!);

/** The modules and sub-folders directly in `folder`, as the map writes them (`x.ts`, `sub/`). */
function entriesOf(folder: string): string[] {
  return readdirSync(folder)
    .filter((name) => !name.startsWith('.'))
    .flatMap((name) => {
      if (statSync(join(folder, name)).isDirectory()) return [`${name}/`];
      return /\.(ts|mjs)$/.test(name) ? [name] : [];
    });
}

/** Every file under `folder`, as paths relative to it. */
function filesUnder(folder: string, prefix = ''): string[] {
  return readdirSync(join(folder, prefix)).flatMap((name) => {
    const path = prefix ? `${prefix}/${name}` : name;
    return statSync(join(folder, path)).isDirectory() ? filesUnder(folder, path) : [path];
  });
}

/** Folders of code whose every module the map must name (the others list their parts more loosely). */
const NAMED_IN_FULL = /^(worker\/[a-z]+\/|compiler\/|scripts\/)$/;

const paragraphs = folderParagraphs(README);

describe('the README layout map', () => {
  it('has a paragraph for each folder of the Worker and for the compiler', () => {
    const workerFolders = readdirSync('worker').filter((name) => statSync(join('worker', name)).isDirectory());
    for (const folder of [...workerFolders.map((name) => `worker/${name}/`), 'compiler/'])
      expect(paragraphs.has(folder), `no paragraph for ${folder}`).toBe(true);
  });

  it.each([...paragraphs.keys()].filter((folder) => NAMED_IN_FULL.test(folder)))(
    '%s: every module and sub-folder in it is named',
    (folder) => {
      // `readers/routes.ts` names `routes.ts` and the sub-folder `readers/`.
      const named = new Set(
        namesIn(paragraphs.get(folder)!).flatMap((name) => [
          name.replace(/^.*?([^/]+\/?)$/, '$1'),
          `${name.split('/')[0]!}/`,
        ]),
      );
      const unnamed = entriesOf(folder).filter((entry) => !named.has(entry));
      expect(unnamed).toEqual([]);
    },
  );

  it.each([...paragraphs.keys()])('%s: every module it names exists in it', (folder) => {
    expect(existsSync(folder), `${folder} does not exist`).toBe(true);
    const files = filesUnder(folder);
    // A path from the top (`worker/sheets/select.ts`) is looked up as written, a name in the folder.
    const exists = (name: string) =>
      (name.includes('/') && existsSync(name)) || files.some((file) => file === name || file.endsWith(`/${name}`));
    const missing = namesIn(paragraphs.get(folder)!)
      .filter((name) => /^[\w./-]+\.(ts|mjs)$/.test(name))
      .filter((name) => !exists(name));
    expect(missing).toEqual([]);
  });

  it('catches a module the map leaves out and one it names that is gone (so that its silence means something)', () => {
    const map = folderParagraphs('## Layout\n\n**`worker/engine/`**: `quote.ts` and `no-such-module.ts`.\n\n## Next\n');
    expect([...map.keys()]).toEqual(['worker/engine/']);
    const named = namesIn(map.get('worker/engine/')!);
    expect(entriesOf('worker/engine').filter((entry) => !named.includes(entry))).toContain('ranking.ts');
    expect(filesUnder('worker/engine').some((file) => file.endsWith('no-such-module.ts'))).toBe(false);
  });
});
