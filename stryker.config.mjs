// @ts-check
/**
 * Mutation testing: `npm run mutate` (= `npx stryker run stryker.config.mjs`; one folder:
 * `npx stryker run stryker.config.mjs --mutate 'worker/engine/**'`). Not part of `npm test`.
 * Results: reports/mutation/index.html (and .json); the incremental file keeps every mutant's result,
 * so a re-run after a small change tests only the mutants of changed code or changed tests.
 * What is excluded and why is said beside each option; docs/testing.md › Mutation testing
 * gives the score per folder and the equivalent mutants.
 */
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  mutate: [
    'worker/engine/**/*.ts',
    'worker/artifact/**/*.ts',
    'worker/http/**/*.ts',
    'compiler/**/*.ts',
    // The Worker's entry (one line: createApp()) and the compiler's command line (argument parsing and
    // process exit codes, tested through child processes, where no mutant is active).
    '!worker/http/index.ts',
    '!compiler/cli.ts',
  ],
  testRunner: 'vitest',
  // Only the Node-side tests of these folders (the workerd pool cannot run in Stryker's sandbox).
  vitest: { configFile: 'test/mutation/vitest.config.ts' },
  // Mutants that do not type-check are dropped before any test runs (not counted in the score).
  checkers: ['typescript'],
  tsconfigFile: 'test/mutation/tsconfig.json',
  coverageAnalysis: 'perTest',
  // A mutant of module-level code (schema construction, constant tables) is "static": testing it would
  // reload every test file for each one. Ignored; a mutant also reached inside a test is still run, with
  // the tests that reach it (see docs/testing.md for the count ignored).
  ignoreStatic: true,
  // Text written only to the operator's log (console calls): no answer changes.
  appendPlugins: ['./test/mutation/ignore-log-text.mjs'],
  ignorers: ['log-text'],
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  // 2 shared cores: one test runner per core; the checker shares them.
  concurrency: 2,
  // Generous: the machine is shared, and a compile of the real workbooks takes seconds.
  timeoutMS: 60_000,
  timeoutFactor: 3,
  dryRunTimeoutMinutes: 30,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  thresholds: { high: 90, low: 85, break: null },
};

export default config;
