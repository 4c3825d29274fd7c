/**
 * A setup file of Stryker's vitest configuration only (test/mutation/vitest.config.ts), active in
 * its dry run, where Stryker records which tests reach which mutants and later runs only those.
 *
 * It records per test what runs inside that test, and "static" what runs anywhere else. Two kinds
 * of code would so escape the tests that depend on it: what a beforeAll does (the compiler tests
 * compile the real workbooks there, once per file), and what the first test of a file builds and
 * the next ones reuse (an artifact's plan, adjusters and reason parts are built once and kept:
 * worker/engine/plan.ts). A mutant there would be tried against one test, or none (ignoreStatic).
 *
 * So a test file counts as a whole: after its modules are loaded (what runs at import stays
 * static), every mutant reached in the file is counted for every test of the file. A mutant is then
 * tried against every test of each file that reaches it; Stryker's bail still stops at the first
 * failure.
 */
import { afterAll, beforeAll, inject } from 'vitest';

interface Coverage {
  static: Record<string, number>;
  perTest: Record<string, Record<string, number>>;
}
interface Namespace {
  currentTestId?: string;
  mutantCoverage?: Coverage;
}
interface Task {
  type: string;
  name: string;
  suite?: Task;
  tasks?: Task[];
  file?: { filepath: string };
}

/** The id under which what runs outside any test (hooks) is counted, until the file is done. */
const HOOKS = '<hooks>';
const provided = (key: string): unknown => inject(key as never);

if (provided('mode') === 'dry-run') {
  const g = globalThis as unknown as Record<string, Namespace>;
  const ns = (g[provided('globalNamespace') as string] ??= {});
  const separator = provided('testNameSeparator') as string;

  beforeAll(() => {
    // From now on "no test running" reads as HOOKS: Stryker's own beforeEach/afterEach set and clear the test id.
    let current: string | undefined;
    Object.defineProperty(ns, 'currentTestId', {
      configurable: true,
      get: () => current ?? HOOKS,
      set: (id: string | undefined) => {
        current = id;
      },
    });
  });

  // Hooks run in stack order: this runs after the test file's own afterAll hooks, whose coverage then counts too.
  // biome-ignore lint/correctness/noEmptyPattern: vitest reads the context's destructuring pattern; the suite comes second
  afterAll(({}, suite) => {
    Object.defineProperty(ns, 'currentTestId', { configurable: true, writable: true, value: undefined });
    const coverage = ns.mutantCoverage;
    if (!coverage) return;
    const ids = testIds(suite as unknown as Task);
    const reached: Record<string, number> = {};
    for (const id of [HOOKS, ...ids])
      for (const [mutant, n] of Object.entries(coverage.perTest[id] ?? {}))
        reached[mutant] = (reached[mutant] ?? 0) + n;
    delete coverage.perTest[HOOKS];
    for (const id of ids) coverage.perTest[id] = { ...reached };
  });

  /** Stryker's id of every test under `task` ("<file>#<suite> > <test>", as its stryker-setup.js makes it). */
  function testIds(task: Task): string[] {
    if (task.type === 'test') {
      const names = [task.name];
      for (let s = task.suite; s; s = s.suite) names.unshift(s.name);
      return [`${task.file?.filepath ?? 'unknown.js'}#${names.join(separator).trim()}`];
    }
    return (task.tasks ?? []).flatMap(testIds);
  }
}
