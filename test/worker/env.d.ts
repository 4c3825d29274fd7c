/// <reference types="@cloudflare/vitest-plugin/types" />
// Worker tests: `env` from cloudflare:workers holds the Worker's bindings (wrangler.toml plus the
// vitest.config.ts overrides); cloudflare:test holds the pool's helpers (reset, ...).
import type { Env as WorkerEnv } from '../../worker/http/env.ts';

declare global {
  namespace Cloudflare {
    // The real binding: tests also list and delete keys, which the Worker itself never does.
    interface Env extends WorkerEnv {
      PRICER_KV: KVNamespace;
    }
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    publishedArtifacts: {
      lender_slug: string;
      effective_date: string;
      effective_at: string;
      reprice: number;
      sha256: string;
      base64: string;
    }[];
  }
}
