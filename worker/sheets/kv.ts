/**
 * The part of a Workers KV namespace this service uses, as a structural type: the PRICER_KV binding
 * satisfies it, and so can a test double or a Node-side adapter, without Workers' global types.
 */
import type { ListedKey } from './history.ts';

/** One page of `list()`: at most 1,000 keys; `cursor` continues it while `list_complete` is false. */
export interface KvListPage {
  keys: ListedKey[];
  list_complete: boolean;
  cursor?: string;
}

export interface KvNamespace {
  get(key: string, type: 'text'): Promise<string | null>;
  get(key: string, type: 'arrayBuffer'): Promise<ArrayBuffer | null>;
  get(key: string, options: { type: 'json'; cacheTtl?: number }): Promise<unknown>;
  list(options: { prefix: string; cursor?: string; limit?: number }): Promise<KvListPage>;
  put(key: string, value: string | ArrayBuffer | ArrayBufferView, options?: { metadata?: unknown }): Promise<void>;
}

/** Every key under `prefix`, page after page; `guard` wraps each page's read (the store bounds it in time). */
export async function listAll(
  kv: KvNamespace,
  prefix: string,
  guard: (page: Promise<KvListPage>) => Promise<KvListPage> = (page) => page,
): Promise<ListedKey[]> {
  const keys: ListedKey[] = [];
  let cursor: string | undefined;
  do {
    const page = await guard(kv.list({ prefix, ...(cursor && { cursor }) }));
    keys.push(...page.keys.map(({ name, metadata }) => ({ name, metadata })));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return keys;
}
