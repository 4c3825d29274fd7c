/**
 * What publishing needs from a KV namespace. The Worker binding satisfies it directly (tests run
 * the publisher inside workerd against env.PRICER_KV; `npm start` and local publishing use the same
 * binding through wrangler's platform proxy); --remote adapts wrangler's kv commands to it.
 */
import type { KvNamespace } from '../../worker/sheets/kv.ts';

export interface KvEntry {
  key: string;
  value: string | Uint8Array;
}

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
