/** The compiled artifacts in workerd, and publishing them into a KV namespace exactly as kv-seed.ts does. */
import { inject } from 'vitest';
import { type PublishedArtifact, publicationEntries } from '../../worker/http/kv-layout.ts';

export function publishedArtifacts(): PublishedArtifact[] {
  return inject('publishedArtifacts').map(({ base64, ...identity }) => ({
    ...identity,
    bytes: Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)),
  }));
}

/** The artifact of `lender` on `date`; the latest one without a date. */
export function artifactOf(lender: string, date?: string): PublishedArtifact {
  const matches = publishedArtifacts()
    .filter((a) => a.lender_slug === lender && (date === undefined || a.effective_date === date))
    .sort((a, b) => a.effective_date.localeCompare(b.effective_date));
  const found = matches[matches.length - 1];
  if (!found) throw new Error(`no published artifact for ${lender} ${date ?? ''}`);
  return found;
}

/** Writes a publication of `artifacts` (default: all of dist-sheets) in kv-layout's order. */
export async function publish(
  kv: KVNamespace,
  artifacts: readonly PublishedArtifact[] = publishedArtifacts(),
): Promise<void> {
  const { content, references } = publicationEntries(artifacts, new Date().toISOString());
  for (const { key, value } of [...content, ...references]) await kv.put(key, value);
}

/** `kv` seen through its reads: every get is recorded, and gets of keys in `failing` reject (a KV outage). */
export function watchedKv(kv: KVNamespace): { kv: KVNamespace; reads: string[]; failing: Set<string> } {
  const reads: string[] = [];
  const failing = new Set<string>();
  const get = async (key: string, options: KVNamespaceGetOptions<'text'>) => {
    reads.push(key);
    if (failing.has(key)) throw new Error(`KV GET ${key} failed`);
    return kv.get(key, options);
  };
  return { kv: { get } as unknown as KVNamespace, reads, failing };
}
