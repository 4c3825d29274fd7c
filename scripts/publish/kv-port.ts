/**
 * What publishing needs from a KV namespace. The Worker binding satisfies it directly (tests run
 * the publisher inside workerd against env.PRICER_KV; `npm start` and local publishing use the same
 * binding through wrangler's platform proxy); --remote adapts wrangler's kv commands to it.
 */
import type { ListedKey } from '../../worker/sheets/history.ts';
import { type KvNamespace, listAll } from '../../worker/sheets/kv.ts';

export interface KvEntry {
  key: string;
  value: string | Uint8Array;
  metadata?: Record<string, unknown>;
}

export interface KvPort {
  /** The value of `key` as text; only the pre-history layout's `index:<lender>` is read so (legacy-index.ts). */
  getText(key: string): Promise<string | null>;
  /** The value of `key` as bytes (a snapshot's packs, read back to verify them). */
  getBytes(key: string): Promise<Uint8Array | null>;
  has(key: string): Promise<boolean>;
  /** Every key under `prefix` with its metadata, all pages. */
  list(prefix: string): Promise<ListedKey[]>;
  /** Writes in order; a failure stops before the next entry. */
  put(entries: readonly KvEntry[]): Promise<void>;
}

export function bindingPort(kv: KvNamespace): KvPort {
  return {
    getText: (key) => kv.get(key, 'text'),
    getBytes: async (key) => {
      const buffer = await kv.get(key, 'arrayBuffer');
      return buffer === null ? null : new Uint8Array(buffer);
    },
    has: async (key) => (await kv.get(key, 'arrayBuffer')) !== null,
    list: (prefix) => listAll(kv, prefix),
    put: async (entries) => {
      for (const { key, value, metadata } of entries) await kv.put(key, value, metadata && { metadata });
    },
  };
}
