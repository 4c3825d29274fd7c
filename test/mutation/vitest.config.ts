/**
 * The vitest configuration Stryker runs (stryker.config.mjs): the Node-side tests of the mutated
 * folders. The workers project cannot run in Stryker's sandbox (workerd loads the bundled Worker,
 * not the instrumented modules), so worker/http is tested from Node (test/http/).
 *
 * `isolate: true`: each test file gets a fresh module graph, so what one file builds and keeps (a
 * compile, a plan) is built again, under the mutant being tried, by the next file that needs it;
 * file-coverage.ts counts what a file reaches for each of its tests.
 *
 * Left out: tests that only spawn child processes (a mutant is active in the test process only),
 * the hostile suite (xlsx hardening, minutes), the diff tool, the store's KV and the workerd tests.
 */
import { statSync } from 'node:fs';
import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that failed last first (they killed the previous mutant, often a neighbour of this one),
 * then the quickest: Stryker stops at the first failing test, so a mutant's verdict comes sooner.
 * (vitest's own order runs the longest first.)
 */
class QuickFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const cost = new Map(
      files.map((spec) => {
        const result = this.ctx.cache.getTestSpecificationResult(spec);
        return [spec, result ? (result.failed ? -1 : result.duration) : statSync(spec.moduleId).size / 1000];
      }),
    );
    return [...files].sort((a, b) => cost.get(a)! - cost.get(b)!);
  }
}

export default defineConfig({
  // The sandbox's own cache (the order above reads it), not the shared node_modules/.vite.
  cacheDir: 'reports/vitest-cache',
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
    exclude: [...configDefaults.exclude, 'test/http/quote-cli.test.ts'],
    setupFiles: ['test/mutation/file-coverage.ts'],
    pool: 'threads',
    isolate: true,
    sequence: { sequencer: QuickFirst },
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
