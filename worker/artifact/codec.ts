/**
 * The artifact on the wire: one msgpack value, the envelope `{format_version, strings, body}`.
 * `body` is the msgpack of the Artifact in which a repeated string (band labels, row labels, tab
 * names, attribute names) is a reference into `strings` wherever that is shorter: records
 * (msgpackr's structure extension) store each object shape once, the string table each repeated
 * value once, which keeps the artifact about a quarter of its JSON size.
 *
 * This file reads it (the Worker only decodes: msgpackr's unpacking half, without its packer);
 * encode.ts writes it, for the compiler.
 *
 * Decoding records can try `new Function` for speed; msgpackr (>= 1.11.10) catches the refusal
 * that production Workers raise and falls back to a plain reader (test/artifact/codec-no-eval.test.ts).
 */
import { addExtension, Unpackr } from 'msgpackr/unpack';
import { deriveCheck, SchemaMismatch } from './check.ts';
import { Artifact, FORMAT_VERSION, inconsistency } from './format.ts';

// No shared structures: every artifact carries its own record definitions and decodes alone.
export const CODEC_OPTIONS = {
  useRecords: true,
  mapsAsObjects: true,
  variableMapSize: false,
  int64AsType: 'number',
} as const;

export class ArtifactError extends Error {
  override name = 'ArtifactError';
}

/** msgpack extension type of an interned string: its index in the envelope's `strings`. */
const STRING_REF = 0x21;

/** The table of the body being decoded: decoding is synchronous, so one slot serves. */
let table: readonly string[] = [];

/** How an interned string is read; encode.ts registers the same with its writer (msgpackr keeps one entry per type). */
export const STRING_REF_EXTENSION = {
  type: STRING_REF,
  read: (index: number): string => {
    const s = table[index];
    if (typeof s !== 'string') throw new ArtifactError(`string reference ${index} is outside the string table`);
    return s;
  },
};

addExtension(STRING_REF_EXTENSION);

/** The artifact as stored, before validation: checks the envelope and its version only. */
export function unpackArtifact(bytes: Uint8Array): unknown {
  let envelope: { format_version?: unknown; strings?: unknown; body?: unknown } | null;
  try {
    envelope = new Unpackr(CODEC_OPTIONS).unpack(bytes);
  } catch (error) {
    throw new ArtifactError(`artifact is not valid msgpack: ${(error as Error).message}`);
  }
  const version = envelope?.format_version;
  if (version !== FORMAT_VERSION) {
    throw new ArtifactError(
      `artifact format_version ${JSON.stringify(version)} is not supported (this build reads ${FORMAT_VERSION})`,
    );
  }
  const { strings, body } = envelope!;
  if (!Array.isArray(strings) || !(body instanceof Uint8Array))
    throw new ArtifactError('artifact envelope lacks its string table or body');
  table = strings;
  try {
    return new Unpackr(CODEC_OPTIONS).unpack(body);
  } catch (error) {
    if (error instanceof ArtifactError) throw error;
    throw new ArtifactError(`artifact body is not valid msgpack: ${(error as Error).message}`);
  } finally {
    table = [];
  }
}

/**
 * Artifact's validator, derived once (check.ts): it accepts what Artifact.safeParse accepts, except
 * keys the schema does not declare, and returns the unpacked value itself instead of zod's copy.
 */
export const checkArtifact = deriveCheck(Artifact);

/** Decodes and validates once per load; throws ArtifactError with a clear reason otherwise. */
export function decodeArtifact(bytes: Uint8Array): Artifact {
  const raw = unpackArtifact(bytes);
  let artifact: Artifact;
  try {
    artifact = checkArtifact(raw);
  } catch (error) {
    if (error instanceof SchemaMismatch) throw new ArtifactError(`artifact fails its schema: ${error.message}`);
    throw error;
  }
  const inconsistent = inconsistency(artifact);
  if (inconsistent) throw new ArtifactError(`artifact fails its schema: ${inconsistent}`);
  return artifact;
}

/** Hex sha256 of the encoded bytes: the artifact's content address. */
export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
