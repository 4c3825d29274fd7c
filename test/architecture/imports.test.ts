/**
 * The layering a newcomer reads in the README's layout map, kept by a test: who may import whom,
 * which packages each folder may use, and no import cycle anywhere (type-only imports count: they
 * tie two modules together for a reader just the same).
 */
import { describe, expect, it } from 'vitest';
import { cycles, importsOf, sourceFiles } from './import-graph.ts';

const files = sourceFiles();
const graph = new Map(files.map((file) => [file, importsOf(file)]));

/** The folder a file belongs to, as the layout map names folders. */
function folderOf(file: string): string {
  const [top, sub] = file.split('/');
  return top === 'worker' ? `worker/${sub}` : (top ?? file);
}

/** What the Node-side commands may import: every folder of the Worker, the compiler and the roster. */
const NODE_SIDE = [
  'worker/artifact',
  'worker/contract',
  'worker/engine',
  'worker/sheets',
  'worker/http',
  'compiler',
  'sheets',
];

/** Who each folder may import from (itself always); `sheets` is the reviewed roster file. */
const MAY_IMPORT: Record<string, readonly string[]> = {
  'worker/artifact': [],
  // pure pricing on its own types; the wire contract is held to them, never the other way round
  'worker/engine': ['worker/artifact'],
  'worker/contract': ['worker/artifact', 'worker/engine'],
  'worker/sheets': ['worker/artifact', 'worker/engine', 'sheets'],
  'worker/http': ['worker/artifact', 'worker/contract', 'worker/engine', 'worker/sheets', 'sheets'],
  compiler: ['worker/artifact'],
  scripts: NODE_SIDE,
  // tools may use the scripts' publisher and manifest readers; no script uses a tool
  tools: [...NODE_SIDE, 'scripts'],
};

/** The only folders a package may be imported from (tests and benchmarks aside). */
const PACKAGE_HOMES: Record<string, readonly string[]> = {
  xlsx: ['compiler'],
  hono: ['worker/http'],
  // Node-side readers of files (the compiler's acknowledgements, the scripts' and tools' inputs) parse with zod too
  zod: ['worker/artifact', 'worker/contract', 'worker/sheets', 'worker/http', 'compiler', 'scripts', 'tools'],
};

/** zod/mini as the Worker runs it: importing it is importing zod. */
const WORKER_ZOD = 'worker/artifact/zod.ts';

/**
 * In the Worker, zod (the package or WORKER_ZOD) belongs to the artifact's decoder and the wire
 * contract; beyond them only these files, each where data crosses a boundary: the KV metadata, the
 * snapshot's header and the roster the store reads, and the HTTP layer's query check and token-check
 * answer.
 */
const WORKER_ZOD_BOUNDARIES = [
  'worker/http/request-checks.ts',
  'worker/http/routes/auth-test.ts',
  'worker/sheets/layout.ts',
  'worker/sheets/roster.ts',
  'worker/sheets/snapshot.ts',
];

const importsZod = (file: string) =>
  Boolean(graph.get(file)?.packages.includes('zod') || graph.get(file)?.files.includes(WORKER_ZOD));

describe('import directions', () => {
  it.each(Object.keys(MAY_IMPORT))('%s imports only from the folders it may', (folder) => {
    const wrong = files
      .filter((file) => folderOf(file) === folder)
      .flatMap((file) =>
        (graph.get(file)?.files ?? [])
          .filter((target) => folderOf(target) !== folder && !MAY_IMPORT[folder]?.includes(folderOf(target)))
          .map((target) => `${file} -> ${target}`),
      );
    expect(wrong).toEqual([]);
  });

  it.each(Object.entries(PACKAGE_HOMES))('%s is imported only from %j', (pkg, homes) => {
    const wrong = files
      .filter((file) => !['test', 'bench'].includes(folderOf(file)) && !homes.includes(folderOf(file)))
      .filter((file) => graph.get(file)?.packages.includes(pkg));
    expect(wrong).toEqual([]);
  });

  it('in the Worker, zod is imported only by the artifact, the contract and the boundary parsers named', () => {
    const importing = files.filter((file) => file.startsWith('worker/') && importsZod(file));
    const beyond = importing.filter((file) => !['worker/artifact', 'worker/contract'].includes(folderOf(file)));
    expect(beyond).toEqual(WORKER_ZOD_BOUNDARIES);
    expect(importing.filter((file) => folderOf(file) === 'worker/engine')).toEqual([]);
  });

  it('nothing the Worker runs imports the compiler, the scripts, the tools, the benchmarks or the tests', () => {
    const outside = ['compiler', 'scripts', 'tools', 'bench', 'test'];
    const wrong = files
      .filter((file) => file.startsWith('worker/'))
      .flatMap((file) => (graph.get(file)?.files ?? []).filter((target) => outside.includes(folderOf(target))));
    expect(wrong).toEqual([]);
  });
});

describe('no import cycle', () => {
  it('in any folder, type-only imports included', () => {
    expect(cycles(new Map([...graph].map(([file, imports]) => [file, imports.files])))).toEqual([]);
  });

  it('the cycle finder finds one (so that its silence means something)', () => {
    const looped = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(cycles(looped)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });
});
