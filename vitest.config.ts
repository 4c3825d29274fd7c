/**
 * Two projects: "node" runs the compiler/engine/script tests in Node; "workers" runs test/worker/
 * inside workerd (the Workers runtime) against wrangler.toml's bindings, via the Cloudflare plugin.
 */
import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          include: ['test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'test/worker/**'],
        },
      },
      {
        plugins: [
          cloudflareTest({
            wrangler: { configPath: './wrangler.toml' },
            // Stands in for the INTERNAL_TOKEN secret; tests read it back from env.
            miniflare: { bindings: { INTERNAL_TOKEN: 'test-internal-token' } },
          }),
        ],
        test: {
          name: 'workers',
          include: ['test/worker/**/*.test.ts'],
          // Node side: reads dist-sheets/ (workerd has no filesystem) and provides it to the tests.
          globalSetup: ['test/worker/global-setup.ts'],
        },
      },
    ],
  },
});
