/**
 * Two projects: "node" runs the compiler/engine/script tests in Node; "workers" runs test/worker/
 * inside workerd (the Workers runtime) against wrangler.toml's bindings, via the Cloudflare plugin.
 */
import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { configDefaults, defineConfig } from 'vitest/config';

const TEST_TOKEN = 'test-internal-token';
// wrangler.toml requires the INTERNAL_TOKEN secret; reading the config warns unless the environment holds one.
process.env.INTERNAL_TOKEN ??= TEST_TOKEN;
// ...and then says which secrets it used on every test file: keep wrangler to warnings and errors.
process.env.WRANGLER_LOG ??= 'warn';

export default defineConfig({
  test: {
    // vitest leaves one core to itself by default; on the 2-core CI machine that runs one file at a time.
    maxWorkers: 2,
    // The Worker's one log line per request (worker/http/log-line.ts): thousands per run, read by the
    // tests that check them through a spy, and noise everywhere else.
    onConsoleLog: (log) => !log.startsWith('{"event":"request"'),
    projects: [
      {
        test: {
          name: 'node',
          include: ['test/**/*.test.ts'],
          // One module graph per worker, not per file: the engine, codec and compiler hold no state a
          // test can change (hardening runs in child processes), and it saves a re-import per file.
          pool: 'threads',
          isolate: false,
          exclude: [...configDefaults.exclude, 'test/worker/**'],
          // First, on both cores; then the workers project on one (below).
          sequence: { groupOrder: 0 },
        },
      },
      {
        plugins: [
          cloudflareTest({
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              // Stands in for the INTERNAL_TOKEN secret; tests read it back from env.
              // PRICER_NOW pins the clock inside the compiled sheets' window (after Granite Peak's 1:15 PM reprice
              // of 2026-11-23, before either lender's cut-off on 11-24), so "now" means the same thing on any day.
              bindings: { INTERNAL_TOKEN: TEST_TOKEN, PRICER_NOW: '2026-11-23T14:00:00-08:00' },
              // For vitest's own runner code (it imports node:inspector), not for the Worker under test:
              // production runs without it, and tsconfig.worker.json keeps Node APIs out of worker/.
              compatibilityFlags: ['nodejs_compat'],
            },
          }),
        ],
        test: {
          name: 'workers',
          include: ['test/worker/**/*.test.ts'],
          // One workerd isolate per worker, not per file (each file resets KV itself where it writes).
          isolate: false,
          // One file at a time, after the node project: the files share one KV namespace, and a file's
          // reset() or publication landing inside another file's test made either fail now and then
          // (more often since every publication also writes a snapshot). 23 s on two workers, 36 on one.
          fileParallelism: false,
          sequence: { groupOrder: 1 },
          // Node side: reads dist-sheets/ (workerd has no filesystem) and provides it to the tests.
          globalSetup: ['test/worker/global-setup.ts'],
        },
      },
    ],
  },
});
