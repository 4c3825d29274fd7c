/**
 * The part of a Workers KV namespace this service uses, as a structural type: the PRICER_KV binding
 * satisfies it, and so can a test double or a Node-side adapter, without Workers' global types.
 */
export interface KvNamespace {
  get(key: string, type: 'text'): Promise<string | null>;
  get(key: string, type: 'arrayBuffer'): Promise<ArrayBuffer | null>;
  get(key: string, options: { type: 'json'; cacheTtl?: number }): Promise<unknown>;
  put(key: string, value: string | ArrayBuffer | ArrayBufferView): Promise<void>;
}
