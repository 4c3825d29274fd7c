/**
 * Artifact figures, per lender (latest sheet): msgpack bytes vs JSON bytes of the decoded
 * artifact, and decodeArtifact time vs JSON.parse of that JSON, measured side by side. The decode
 * is split into its two steps so the table shows where the time goes: the raw unpack (codec.ts
 * unpackArtifact: envelope, string table, body) and the validation (codec.ts checkArtifact, the
 * validator derived from the schema by check.ts). zod_validate_ms times artifactSchema().safeParse on the
 * same value, the validation decodeArtifact ran before, for comparison.
 *
 * run.ts runs this file twice: plainly, and "workerd-like" with --disallow-code-generation-from-strings
 * and MSGPACKR_NATIVE_ACCELERATION_DISABLED=true. Production Workers refuse `new Function`, so there
 * msgpackr decodes records with its plain reader and zod v4 validates without its JIT fast path;
 * nor is msgpackr's native string extension available. That mode approximates the Worker's decode.
 *
 * Also the shared loaders: the latest artifact of each lender from dist-sheets/, as bytes or decoded,
 * and copies of them under new slugs (scale.ts, catalog.ts).
 */
import { readVerifiedCandidates } from '../scripts/dist-sheets.ts';
import type { Candidate } from '../scripts/publish/publish.ts';
import { checkArtifact, decodeArtifact, unpackArtifact } from '../worker/artifact/codec.ts';
import { encodeArtifact } from '../worker/artifact/encode.ts';
import { artifactSchema } from '../worker/artifact/format.ts';
import { type LoadedSheet, loadedSheet, sheetOfBytes } from '../worker/engine/rate-sheets.ts';
import { emitResult, interleaved, round } from './stats.ts';

/** The bare unpack (envelope, string table, body) without the schema validation. */
export const unpackRaw = (bytes: Uint8Array): unknown => unpackArtifact(bytes);

/** The newest artifact of each lender (the manifest lists them in time order), sha256-checked against the manifest. */
export async function latestArtifacts(): Promise<Candidate[]> {
  const latest = new Map<string, Candidate>();
  for (const a of await readVerifiedCandidates()) latest.set(a.lender_slug, a);
  return [...latest.values()].sort((x, y) => x.lender_slug.localeCompare(y.lender_slug));
}

export async function latestSheets(): Promise<LoadedSheet[]> {
  return (await latestArtifacts()).map((a) => loadedSheet(decodeArtifact(a.bytes), a.sha256));
}

/**
 * Copy `i` of the newest sheets, the lenders taken in turn: re-encoded under the slug `<slug>-<i>`
 * and read from its own bytes as the Worker's store reads a sheet (sheetOfBytes: the plan where it
 * lies, the tables left encoded), so that each copy holds its own bytes as in a Worker of many lenders.
 */
export function replicaSheet(base: readonly Candidate[], i: number): LoadedSheet {
  const src = base[i % base.length]!;
  const artifact = decodeArtifact(src.bytes);
  artifact.lender_slug = `${src.lender_slug}-${i}`;
  return sheetOfBytes(new Uint8Array(encodeArtifact(artifact)), src.sha256); // a buffer of its own, as KV returns it
}

export interface LenderArtifactFigures {
  lender_slug: string;
  effective_at: string;
  msgpack_bytes: number;
  json_bytes: number;
  bytes_vs_json: number;
  unpack_ms: number;
  validate_ms: number;
  zod_validate_ms: number;
  decode_ms: number;
  json_parse_ms: number;
  decode_vs_json_parse: number;
  unpack_vs_json_parse: number;
}

export interface ArtifactResult {
  mode: string;
  lenders: LenderArtifactFigures[];
}

export async function artifactBench(rounds = 12, reps = 25): Promise<ArtifactResult> {
  const lenders: LenderArtifactFigures[] = [];
  for (const a of await latestArtifacts()) {
    const decoded = decodeArtifact(a.bytes);
    const json = JSON.stringify(decoded);
    const raw = unpackRaw(a.bytes);
    let sink: unknown;
    const t = interleaved(
      {
        decode: () => (sink = decodeArtifact(a.bytes)),
        unpack: () => (sink = unpackRaw(a.bytes)),
        validate: () => (sink = checkArtifact(raw)),
        zod_validate: () => (sink = artifactSchema().safeParse(raw)),
        json_parse: () => (sink = JSON.parse(json)),
      },
      rounds,
      reps,
    );
    if (sink === undefined) throw new Error('unreachable');
    const jsonBytes = Buffer.byteLength(json);
    lenders.push({
      lender_slug: a.lender_slug,
      effective_at: a.effective_at,
      msgpack_bytes: a.bytes.byteLength,
      json_bytes: jsonBytes,
      bytes_vs_json: round(a.bytes.byteLength / jsonBytes),
      unpack_ms: round(t.unpack, 4),
      validate_ms: round(t.validate, 4),
      zod_validate_ms: round(t.zod_validate, 4),
      decode_ms: round(t.decode, 4),
      json_parse_ms: round(t.json_parse, 4),
      decode_vs_json_parse: round(t.decode / t.json_parse),
      unpack_vs_json_parse: round(t.unpack / t.json_parse),
    });
  }
  return { mode: process.env.BENCH_MODE ?? 'node', lenders };
}

if (import.meta.main) emitResult(await artifactBench());
