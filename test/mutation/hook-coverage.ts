/**
 * A setup file of Stryker's vitest configuration only (test/mutation/vitest.config.ts), for its
 * dry run. Stryker's coverage per test counts what runs inside a test; what runs in a beforeAll
 * (the compiler tests compile the real workbooks there, once per file) would count as "static",
 * and with `ignoreStatic` a mutant reached only there would be ignored, while one reached there and
 * in other tests would be tested without the tests that read that compile. So, after the file's
 * modules are loaded (import-time code stays static), what runs outside any test is counted for
 * every test of the file: each of them runs the hooks, so each can see such a mutant.
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

const HOOKS = '<hooks>';
const provided = (key: string): unknown => inject(key as never);

if (provided('mode') === 'dry-run') {
  const g = globalThis as unknown as Record<string, Namespace>;
  const name = provided('globalNamespace') as string;
  const ns = (g[name] ??= {});
  const separator = provided('testNameSeparator') as string;

  beforeAll(() => {
    // From now on, "no test running" reads as HOOKS, a test id of its own.
    let current: string | undefined;
    Object.defineProperty(ns, 'currentTestId', {
      configurable: true,
      get: () => current ?? HOOKS,
      set: (id: string | undefined) => {
        current = id;
      },
    });
  });

  // Runs after the test file's own afterAll hooks (hooks run in stack order), so their coverage counts too.
  afterAll((_context, suite) => {
    Object.defineProperty(ns, 'currentTestId', { configurable: true, writable: true, value: undefined });
    const coverage = ns.mutantCoverage;
    const hooks = coverage?.perTest[HOOKS];
    if (!coverage || !hooks) return;
    delete coverage.perTest[HOOKS];
    for (const id of testIds(suite as unknown as Task)) {
      const counts = (coverage.perTest[id] ??= {});
      for (const [mutant, n] of Object.entries(hooks)) counts[mutant] = (counts[mutant] ?? 0) + n;
    }
  });

  /** Stryker's id of every test under `task` ("<file>#<suite> > <test>", as stryker-setup.js makes it). */
  function testIds(task: Task): string[] {
    if (task.type === 'test') {
      const names = [task.name];
      for (let s = task.suite; s; s = s.suite) names.unshift(s.name);
      return [`${task.file?.filepath ?? 'unknown.js'}#${names.join(separator).trim()}`];
    }
    return (task.tasks ?? []).flatMap(testIds);
  }
}
