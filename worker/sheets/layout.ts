/**
 * The PRICER_KV key layout, shared by the Worker (store.ts reads it) and by every writer
 * (scripts/kv-seed.ts, the worker tests' setup), so the two sides cannot drift apart.
 *
 *   artifact:<sha256>      msgpack bytes of one compiled artifact (worker/artifact), immutable
 *   pointer:<lender_slug>  JSON Pointer: the artifact in force for that lender
 *   index:<lender_slug>    JSON IndexEntry[] sorted by effective_date: every published artifact (as_of pricing)
 *   lenders                JSON string[]: the lender slugs to price
 *
 * Why this shape: Workers KV is eventually consistent (a write can take ~60 s to reach every
 * location) and also caches "not found". Artifacts are therefore content-addressed: a key is
 * written once and its value never changes, so no location can ever read a stale artifact, and
 * the isolate can cache decoded artifacts by sha256 forever. The only mutable keys are the small
 * pointer, index and lenders JSON values, which readers re-read on a short TTL. A publication
 * writes the artifacts first and the references second, so a reader that sees a new pointer
 * normally finds its artifact; when it does not yet, it keeps serving the previous one.
 */
import { z } from 'zod';

export const LENDERS_KEY = 'lenders';
export const artifactKey = (sha256: string): string => `artifact:${sha256}`;
export const pointerKey = (lenderSlug: string): string => `pointer:${lenderSlug}`;
export const indexKey = (lenderSlug: string): string => `index:${lenderSlug}`;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const Pointer = z.object({ sha256, effective_date: date, published_at: z.string() });
export const IndexEntry = z.object({ effective_date: date, sha256 });
export const LenderIndex = z.array(IndexEntry);
export const LenderList = z.array(z.string().min(1));

export type Pointer = z.infer<typeof Pointer>;
export type IndexEntry = z.infer<typeof IndexEntry>;

/** One compiled artifact with its identity, as a publisher knows it. */
export interface PublishedArtifact {
  lender_slug: string;
  effective_date: string;
  sha256: string;
  bytes: Uint8Array;
}

export interface KvEntry {
  key: string;
  value: string | Uint8Array;
}

/**
 * Every KV write that publishes `artifacts` (the complete history of each lender they cover):
 * write all of `content` before any of `references`. Each lender's pointer goes to its latest
 * effective date.
 */
export function publicationEntries(
  artifacts: readonly PublishedArtifact[],
  publishedAt: string,
): { content: KvEntry[]; references: KvEntry[] } {
  const byLender = new Map<string, PublishedArtifact[]>();
  for (const artifact of artifacts) {
    const list = byLender.get(artifact.lender_slug) ?? [];
    if (list.some((a) => a.effective_date === artifact.effective_date)) {
      throw new Error(`two artifacts for ${artifact.lender_slug} on ${artifact.effective_date}`);
    }
    byLender.set(artifact.lender_slug, [...list, artifact]);
  }
  const content = artifacts.map((a) => ({ key: artifactKey(a.sha256), value: a.bytes }));
  const references: KvEntry[] = [];
  for (const [lender, list] of byLender) {
    const history = [...list].sort((a, b) => a.effective_date.localeCompare(b.effective_date));
    const index: IndexEntry[] = history.map((a) => ({ effective_date: a.effective_date, sha256: a.sha256 }));
    const latest = history[history.length - 1]!;
    const pointer: Pointer = {
      sha256: latest.sha256,
      effective_date: latest.effective_date,
      published_at: publishedAt,
    };
    references.push({ key: indexKey(lender), value: JSON.stringify(index) });
    references.push({ key: pointerKey(lender), value: JSON.stringify(pointer) });
  }
  references.push({ key: LENDERS_KEY, value: JSON.stringify([...byLender.keys()].sort()) });
  return { content, references };
}
