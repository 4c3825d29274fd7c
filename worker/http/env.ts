/** The Worker's bindings (wrangler.toml) and the Hono environment built on them. */
import type { KvNamespace } from '../sheets/kv.ts';
import type { RequestFacts } from './log-line.ts';

export interface Env {
  /** Rate-sheet artifacts and their pointers; layout in kv-layout.ts. */
  PRICER_KV: KvNamespace;
  /** The shared bearer secret (docs/security.md). Optional in the type because a deploy can lack it: auth.ts answers 503 then. */
  INTERNAL_TOKEN?: string;
  /** Local runs and tests only: the moment to answer for instead of the runtime's clock (ISO date-time with offset). */
  PRICER_NOW?: string;
}

export interface AppEnv {
  Bindings: Env;
  /** Set by request-log.ts, first: the request's id, and what its log line will say. */
  Variables: { requestId: string; facts: RequestFacts };
}
