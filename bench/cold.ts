/**
 * Cold start, one sample per process: `node bench/cold.ts <lender|both> <scenario index>`.
 *
 * After the modules are loaded (a Worker's script startup, not counted) and the request is parsed
 * (the Worker validates before it loads any sheet), it times, from the artifact's bytes already in
 * memory: decodeArtifact (msgpack unpack + the validator derived from the zod schema) and the first quote, in a process where
 * neither has run before. The KV read that precedes this in the Worker cannot be measured offline
 * in-process; the HTTP part shows it inside the first request to `wrangler dev`.
 *
 * The bytes are read with plain readFileSync + JSON.parse of the manifest, so nothing but module
 * loading (which derives the artifact validator once) and the request schema runs before the timed part.
 */
import { readFileSync } from 'node:fs';
import { decodeArtifact } from '../worker/artifact/codec.ts';
import { quote } from '../worker/engine/quote.ts';
import { allInForce, type LoadedSheet } from '../worker/engine/rate-sheets.ts';
import { parseQuoteRequest } from '../worker/engine/request.ts';
import { scenarios } from './scenarios.ts';
import { emitResult, now, round } from './stats.ts';

export interface ColdSample {
  lender: string;
  decode_ms: number;
  first_quote_ms: number;
  cold_start_ms: number;
  second_quote_ms: number;
}

const DIST = new URL('../dist-sheets/', import.meta.url);

if (import.meta.main) {
  const lender = process.argv[2] ?? 'both';
  const index = Number(process.argv[3] ?? 0);
  const manifest = JSON.parse(readFileSync(new URL('manifest.json', DIST), 'utf8')) as {
    artifacts: { lender_slug: string; effective_at: string; path: string; sha256: string }[];
  };
  const latest = new Map<string, (typeof manifest.artifacts)[number]>();
  for (const a of manifest.artifacts) latest.set(a.lender_slug, a); // listed in time order: the last is the newest
  const chosen = [...latest.values()].filter((a) => lender === 'both' || a.lender_slug === lender);
  if (chosen.length === 0) throw new Error(`no artifact for lender ${lender}`);
  const blobs = chosen.map((a) => ({ bytes: new Uint8Array(readFileSync(new URL(a.path, DIST))), sha256: a.sha256 }));
  const body = scenarios().bodies[index];
  const parsed = parseQuoteRequest(body);
  if (!parsed.ok) throw new Error(parsed.message);

  const t0 = now();
  const sheets: LoadedSheet[] = blobs.map((b) => ({ artifact: decodeArtifact(b.bytes), sha256: b.sha256 }));
  const t1 = now();
  const first = quote(allInForce(sheets), parsed.request);
  const t2 = now();
  const second = quote(allInForce(sheets), parsed.request);
  const t3 = now();
  if (!first.ok || !second.ok) throw new Error('quote failed');
  const sample: ColdSample = {
    lender,
    decode_ms: round(t1 - t0),
    first_quote_ms: round(t2 - t1),
    cold_start_ms: round(t2 - t0),
    second_quote_ms: round(t3 - t2),
  };
  emitResult(sample);
}
