/**
 * msgpack encoding of an Artifact. Records (msgpackr's structure extension) store each object
 * shape once, which is what keeps the artifact a fraction of its JSON size. Decoding records can
 * try `new Function` for speed; msgpackr (>= 1.11.10) catches the refusal that production Workers
 * raise and falls back to a plain reader, which test/artifact/codec.test.ts proves.
 */
import { Packr } from 'msgpackr';
import { Artifact, FORMAT_VERSION } from './format.ts';

// No shared structures: every artifact carries its own record definitions and decodes alone.
const options = { useRecords: true, mapsAsObjects: true, variableMapSize: false, int64AsType: 'number' } as const;

export class ArtifactError extends Error {
  override name = 'ArtifactError';
}

/**
 * Validates, then encodes the parsed value: its keys follow the schema's order, so equal content
 * always encodes to the same bytes, whoever built the object (decode → encode is the identity).
 */
export function encodeArtifact(artifact: Artifact): Uint8Array {
  const parsed = Artifact.safeParse(artifact);
  if (!parsed.success) throw new ArtifactError(`artifact fails its schema: ${describe(parsed.error)}`);
  return new Packr(options).pack(parsed.data);
}

/** Decodes and validates once per load; throws ArtifactError with a clear reason otherwise. */
export function decodeArtifact(bytes: Uint8Array): Artifact {
  let raw: unknown;
  try {
    raw = new Packr(options).unpack(bytes);
  } catch (error) {
    throw new ArtifactError(`artifact is not valid msgpack: ${(error as Error).message}`);
  }
  const version = (raw as { format_version?: unknown } | null)?.format_version;
  if (version !== FORMAT_VERSION) {
    throw new ArtifactError(`artifact format_version ${JSON.stringify(version)} is not supported (this build reads ${FORMAT_VERSION})`);
  }
  const parsed = Artifact.safeParse(raw);
  if (!parsed.success) throw new ArtifactError(`artifact fails its schema: ${describe(parsed.error)}`);
  return parsed.data;
}

function describe(error: { issues: { path: PropertyKey[]; message: string }[] }): string {
  return error.issues
    .slice(0, 5)
    .map((i) => `${i.path.map(String).join('.') || '(root)'}: ${i.message}`)
    .join('; ');
}

/** Hex sha256 of the encoded bytes: the artifact's content address. */
export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
