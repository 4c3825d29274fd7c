/**
 * The vitest configuration Stryker runs (stryker.config.mjs): the Node-side tests of the mutated
 * folders only. The workers project cannot run in Stryker's sandbox (workerd loads the bundled
 * Worker, not the instrumented modules), so worker/http is tested from Node (test/http/).
 *
 * `isolate: true`: each test file gets a fresh module graph. The engine keeps per-artifact caches
 * (plan.ts planOf, the test helpers' decoded sheets); shared across runs they would carry a plan
 * built under one mutant into the next mutant's run.
 *
 * Left out: tests that only spawn child processes (a mutant is active in the test process only),
 * the hostile suite (xlsx hardening, minutes), the diff tool, the store and the workerd tests.
 */
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'mutation',
    include: [
      'test/engine/**/*.test.ts',
      'test/artifact/**/*.test.ts',
      'test/catalog/**/*.test.ts',
      'test/http/**/*.test.ts',
      'test/compiler/**/*.test.ts',
      // The store's pure parts read worker/artifact (moment.ts, the manifest): their tests count there too.
      'test/sheets/{clock,select,production-clock,roster}.test.ts',
    ],
    exclude: [...configDefaults.exclude, 'test/http/quote-cli.test.ts', 'test/compiler/check-generated.test.ts'],
    // Coverage of beforeAll hooks (the compiler tests compile there) counted per test: see the file.
    setupFiles: ['test/mutation/hook-coverage.ts'],
    pool: 'threads',
    isolate: true,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
