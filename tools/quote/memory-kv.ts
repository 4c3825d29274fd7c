/**
 * A KV namespace in memory, for Node: the CLI publishes the compiled artifacts into one through the
 * publisher (scripts/publish, the one path into KV) and reads them back with the Worker's own
 * SheetStore, so sheets are laid out, verified, picked (in force now or at as_of, expiry included)
 * and decoded exactly as in the Worker, with no copy of that logic here.
 */
import type { KvNamespace } from '../../worker/sheets/kv.ts';

export function memoryKv(): KvNamespace {
  const values = new Map<string, Uint8Array>();
  const text = (key: string) => {
    const bytes = values.get(key);
    return bytes === undefined ? null : new TextDecoder().decode(bytes);
  };
  function get(key: string, type: 'text'): Promise<string | null>;
  function get(key: string, type: 'arrayBuffer'): Promise<ArrayBuffer | null>;
  function get(key: string, options: { type: 'json'; cacheTtl?: number }): Promise<unknown>;
  async function get(key: string, type: 'text' | 'arrayBuffer' | { type: 'json' }): Promise<unknown> {
    if (type === 'text') return text(key);
    if (type === 'arrayBuffer') {
      const bytes = values.get(key);
      return bytes === undefined ? null : new Uint8Array(bytes).buffer;
    }
    const json = text(key);
    return json === null ? null : JSON.parse(json);
  }
  async function put(key: string, value: string | ArrayBuffer | ArrayBufferView): Promise<void> {
    if (typeof value === 'string') values.set(key, new TextEncoder().encode(value));
    else if (value instanceof ArrayBuffer) values.set(key, new Uint8Array(value.slice(0)));
    else values.set(key, new Uint8Array(value.buffer.slice(value.byteOffset, value.byteOffset + value.byteLength)));
  }
  return { get, put };
}
