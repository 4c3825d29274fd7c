/**
 * What publishing needs from a KV namespace. The Worker binding satisfies it directly (tests run
 * the publisher inside workerd against env.PRICER_KV); the CLI adapts wrangler to it.
 */

import type { KvEntry } from '../../worker/http/kv-layout.ts';
import type { KvNamespace } from '../../worker/sheets/kv.ts';

export interface KvPort {
  getText(key: string): Promise<string | null>;
  has(key: string): Promise<boolean>;
  /** Writes in order; a failure stops before the next entry. */
  put(entries: readonly KvEntry[]): Promise<void>;
}

export function bindingPort(kv: KvNamespace): KvPort {
  return {
    getText: (key) => kv.get(key, 'text'),
    has: async (key) => (await kv.get(key, 'arrayBuffer')) !== null,
    put: async (entries) => {
      for (const { key, value } of entries) await kv.put(key, value);
    },
  };
}
