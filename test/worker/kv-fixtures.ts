/** The compiled artifacts in workerd, and publishing them into a KV namespace exactly as the daily job does. */
import { inject } from 'vitest';
import { bindingPort } from '../../scripts/publish/kv-port.ts';
import { type Candidate, publish as publishToKv } from '../../scripts/publish/publish.ts';
import { SNAPSHOT_PREFIX } from '../../worker/sheets/snapshot.ts';

export interface Compiled extends Candidate {
  effective_date: string;
  reprice: number;
}

export function publishedArtifacts(): Compiled[] {
  return inject('publishedArtifacts').map(({ base64, ...identity }) => ({
    ...identity,
    bytes: Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)),
  }));
}

/** The morning sheet (reprice 0) of `lender` on `date`; its newest sheet without a date. */
export function artifactOf(lender: string, date?: string): Compiled {
  const matches = publishedArtifacts().filter(
    (a) => a.lender_slug === lender && (date === undefined || (a.effective_date === date && a.reprice === 0)),
  );
  const found = matches.at(-1);
  if (!found) throw new Error(`no published artifact for ${lender} ${date ?? ''}`);
  return found;
}

/** The last sheet of `lender` on `date` (a reprice when there is one). */
export function lastOf(lender: string, date: string): Compiled {
  const found = publishedArtifacts()
    .filter((a) => a.lender_slug === lender && a.effective_date === date)
    .at(-1);
  if (!found) throw new Error(`no published artifact for ${lender} ${date}`);
  return found;
}

/** Publishes `artifacts` (default: the fixture artifacts) through the publisher; throws if any is refused. */
export async function publish(
  kv: KVNamespace,
  artifacts: readonly Candidate[] = publishedArtifacts(),
  roster?: readonly string[],
): Promise<void> {
  const report = await publishToKv(bindingPort(kv), artifacts, roster && { roster });
  if (!report.ok) throw new Error(`publish refused: ${JSON.stringify(report.outcomes.filter((o) => o.reason))}`);
}

/** `kv` seen through its reads: every get is recorded by its key, every list by `<prefix>*`. */
export function watchedKv(kv: KVNamespace): { kv: KVNamespace; reads: string[] } {
  const reads: string[] = [];
  const get = (key: string, options: KVNamespaceGetOptions<'text'>) => {
    reads.push(key);
    return kv.get(key, options);
  };
  const list = (options: KVNamespaceListOptions) => {
    reads.push(`${options.prefix}*`);
    return kv.list(options);
  };
  return { kv: { get, list } as unknown as KVNamespace, reads };
}

/** `kv` as a namespace without any snapshot (the per-lender keys every lender is then read from): `snapshot:` lists nothing. */
export function withoutSnapshot(kv: KVNamespace): KVNamespace {
  const list = (options: KVNamespaceListOptions) =>
    options.prefix === SNAPSHOT_PREFIX ? Promise.resolve({ keys: [], list_complete: true }) : kv.list(options);
  return { get: kv.get.bind(kv), list, put: kv.put.bind(kv), delete: kv.delete.bind(kv) } as unknown as KVNamespace;
}

/** Deletes every snapshot and pack: each lender is then read from its own keys, where a test removes one. */
export async function deleteSnapshots(kv: KVNamespace): Promise<void> {
  for (const { name } of (await kv.list({ prefix: 'snapshot' })).keys) await kv.delete(name);
}
