/**
 * A KV namespace with injected read faults, for the Worker's failure-path tests: a key (or a list,
 * named `<prefix>*`) can read as missing, throw (a KV outage), or never answer (a hung subrequest).
 * Writes go to the real one.
 * Also the artifact bytes a fault leaves behind.
 */
import { Packr } from 'msgpackr';

export type ReadFault = 'missing' | 'throw' | 'hang';

export interface FaultyKv {
  kv: KVNamespace;
  faults: Map<string, ReadFault>;
  /** Every key read (a list: `<prefix>*`), in order, including the faulted ones. */
  reads: string[];
  /** How many reads were answered with a fault. */
  injected: () => number;
}

export function faultyKv(real: KVNamespace): FaultyKv {
  const faults = new Map<string, ReadFault>();
  const reads: string[] = [];
  let injected = 0;
  /** `read()`, unless `name` is faulted: then `missing`, a rejection, or a promise that never settles. */
  const faulted = (name: string, read: () => Promise<unknown>, missing: unknown): Promise<unknown> => {
    reads.push(name);
    const fault = faults.get(name);
    if (fault) injected++;
    if (fault === 'missing') return Promise.resolve(missing);
    if (fault === 'throw') return Promise.reject(new Error(`KV read of ${name} failed: simulated outage`));
    if (fault === 'hang') return new Promise(() => {});
    return read();
  };
  const kv = {
    get: (key: string, options?: unknown) =>
      faulted(key, () => (real.get as (key: string, options?: unknown) => Promise<unknown>)(key, options), null),
    list: (options: KVNamespaceListOptions) =>
      faulted(`${options.prefix}*`, () => real.list(options), { keys: [], list_complete: true, cacheStatus: null }),
    put: real.put.bind(real),
    delete: real.delete.bind(real),
  } as unknown as KVNamespace;
  return { kv, faults, reads, injected: () => injected };
}

/** `promise`, or `'timed out'` after `ms`: how a test observes a request that never ends. */
export function within<T>(promise: Promise<T>, ms: number): Promise<T | 'timed out'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'timed out'>((resolve) => (timer = setTimeout(() => resolve('timed out'), ms)));
  return Promise.race([promise, timeout]).finally(() => {
    if (timer !== undefined) clearTimeout(timer);
  });
}

/** Artifact bytes as a fault leaves them: cut in half, or re-enveloped under another format version. */
export const truncated = (bytes: Uint8Array): Uint8Array => bytes.slice(0, bytes.byteLength >> 1);

export function withFormatVersion(bytes: Uint8Array, version: number): Uint8Array {
  const packr = new Packr({ useRecords: true, mapsAsObjects: true, variableMapSize: false, int64AsType: 'number' });
  return packr.pack({ ...(packr.unpack(bytes) as object), format_version: version });
}
