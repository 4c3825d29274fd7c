/**
 * A KV namespace in memory, for Node: the CLI publishes the compiled artifacts into one through the
 * publisher (scripts/publish, the one path into KV) and reads them back with the Worker's own
 * SheetStore, so sheets are laid out, verified, picked (in force now or at as_of, expiry included)
 * and decoded exactly as in the Worker, with no copy of that logic here. Keys are listed in order, with
 * their metadata, `pageSize` at a time (KV's is 1,000; tests page by fewer).
 */
import type { KvListPage, KvNamespace } from '../../worker/sheets/kv.ts';

export function memoryKv({ pageSize = 1000 }: { pageSize?: number } = {}): KvNamespace {
  const values = new Map<string, { bytes: Uint8Array; metadata: unknown }>();
  const text = (key: string) => {
    const stored = values.get(key);
    return stored === undefined ? null : new TextDecoder().decode(stored.bytes);
  };
  function get(key: string, type: 'text'): Promise<string | null>;
  function get(key: string, type: 'arrayBuffer'): Promise<ArrayBuffer | null>;
  function get(key: string, options: { type: 'json'; cacheTtl?: number }): Promise<unknown>;
  async function get(key: string, type: 'text' | 'arrayBuffer' | { type: 'json' }): Promise<unknown> {
    if (type === 'text') return text(key);
    if (type === 'arrayBuffer') {
      const stored = values.get(key);
      return stored === undefined ? null : new Uint8Array(stored.bytes).buffer;
    }
    const json = text(key);
    return json === null ? null : JSON.parse(json);
  }
  async function list({ prefix, cursor }: { prefix: string; cursor?: string }): Promise<KvListPage> {
    const names = [...values.keys()].filter((k) => k.startsWith(prefix)).sort();
    const start = cursor === undefined ? 0 : Number(cursor);
    const keys = names
      .slice(start, start + pageSize)
      .map((name) => ({ name, metadata: structuredClone(values.get(name)!.metadata) }));
    const end = start + keys.length;
    return end < names.length ? { keys, list_complete: false, cursor: String(end) } : { keys, list_complete: true };
  }
  async function put(
    key: string,
    value: string | ArrayBuffer | ArrayBufferView,
    options?: { metadata?: unknown },
  ): Promise<void> {
    const bytes =
      typeof value === 'string'
        ? new TextEncoder().encode(value)
        : value instanceof ArrayBuffer
          ? new Uint8Array(value.slice(0))
          : new Uint8Array(value.buffer.slice(value.byteOffset, value.byteOffset + value.byteLength));
    values.set(key, { bytes, metadata: structuredClone(options?.metadata) });
  }
  return { get, list, put };
}
