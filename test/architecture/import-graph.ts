/**
 * The project's import graph, read from the sources: every relative import (type-only ones too,
 * since a type import still ties two modules together for a reader) and every package import.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

export const ROOT = normalize(join(import.meta.dirname, '../..'));
const FOLDERS = ['worker', 'compiler', 'scripts', 'tools', 'bench', 'test'];

/** Every .ts file of the project's own folders, relative to the root. */
export function sourceFiles(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(join(ROOT, dir))) {
      const path = join(dir, name);
      if (statSync(join(ROOT, path)).isDirectory()) walk(path);
      else if (/\.(ts|mts)$/.test(name) && !name.endsWith('.d.ts')) out.push(path);
    }
  };
  for (const folder of FOLDERS) walk(folder);
  return out.sort();
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The modules `file` imports: project files (relative to the root) and packages (by name). */
export function importsOf(file: string): { files: string[]; packages: string[] } {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const files: string[] = [];
  const packages: string[] = [];
  for (const m of text.matchAll(IMPORT)) {
    const spec = m[1] ?? m[2] ?? '';
    if (spec.startsWith('.')) files.push(relative(ROOT, normalize(join(ROOT, dirname(file), spec))));
    else if (!spec.startsWith('node:') && !spec.startsWith('cloudflare:'))
      packages.push(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : (spec.split('/')[0] ?? spec));
  }
  return { files, packages };
}

/** The cycles of the graph (each as the files of one strongly connected component of two or more, or a file importing itself). */
export function cycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const strong = (v: string) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        strong(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string | undefined;
      do {
        w = stack.pop();
        if (w === undefined) break;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) strong(v);
  return found;
}
