/// <reference types="@cloudflare/vitest-plugin/types" />
// Worker tests: `env` from cloudflare:workers holds the Worker's bindings (wrangler.toml plus the
// vitest.config.ts overrides); cloudflare:test holds the pool's helpers (reset, ...).
import type { Env as WorkerEnv } from '../../worker/http/env.ts';

declare global {
  namespace Cloudflare {
    interface Env extends WorkerEnv {}
  }
}
