/**
 * The artifact on the wire: one msgpack value, the envelope `{format_version, strings, body}`.
 * `body` is the msgpack of the Artifact in which every string that occurs more than once (band
 * labels, row labels, tab names, attribute names) is a reference into `strings`: records
 * (msgpackr's structure extension) store each object shape once, the string table each repeated
 * value once, which keeps the artifact about a quarter of its JSON size.
 *
 * Decoding records can try `new Function` for speed; msgpackr (>= 1.11.10) catches the refusal
 * that production Workers raise and falls back to a plain reader (test/artifact/codec-no-eval.test.ts).
 */
import { addExtension, Packr } from 'msgpackr';
import { deriveCheck, SchemaMismatch } from './check.ts';
import { Artifact, FORMAT_VERSION, inconsistency } from './format.ts';

// No shared structures: every artifact carries its own record definitions and decodes alone.
const options = { useRecords: true, mapsAsObjects: true, variableMapSize: false, int64AsType: 'number' } as const;

export class ArtifactError extends Error {
  override name = 'ArtifactError';
}

/** msgpack extension type of an interned string: its index in the envelope's `strings`. */
const STRING_REF = 0x21;

class StringRef {
  readonly index: number;
  constructor(index: number) {
    this.index = index;
  }
}

/** The table of the body being decoded: decoding is synchronous, so one slot serves. */
let table: readonly string[] = [];

addExtension({
  Class: StringRef,
  type: STRING_REF,
  write: (ref: StringRef) => ref.index,
  read: (index: number) => {
    const s = table[index];
    if (typeof s !== 'string') throw new ArtifactError(`string reference ${index} is outside the string table`);
    return s;
  },
});

function countStrings(value: unknown, counts: Map<string, number>): void {
  if (typeof value === 'string') counts.set(value, (counts.get(value) ?? 0) + 1);
  else if (Array.isArray(value)) for (const v of value) countStrings(v, counts);
  else if (value !== null && typeof value === 'object') for (const v of Object.values(value)) countStrings(v, counts);
}

function intern(value: unknown, index: ReadonlyMap<string, number>): unknown {
  if (typeof value === 'string') {
    const i = index.get(value);
    return i === undefined ? value : new StringRef(i);
  }
  if (Array.isArray(value)) return value.map((v) => intern(v, index));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, intern(v, index)]));
  return value;
}

/**
 * Validates, then encodes the parsed value: its keys follow the schema's order and the string
 * table is sorted, so equal content always encodes to the same bytes (decode → encode is the identity).
 */
export function encodeArtifact(artifact: Artifact): Uint8Array {
  const parsed = Artifact.safeParse(artifact);
  if (!parsed.success) throw new ArtifactError(`artifact fails its schema: ${describe(parsed.error)}`);
  const inconsistent = inconsistency(parsed.data);
  if (inconsistent) throw new ArtifactError(`artifact fails its schema: ${inconsistent}`);
  const counts = new Map<string, number>();
  countStrings(parsed.data, counts);
  const strings = [...counts]
    .filter(([s, n]) => n > 1 && s.length > 1)
    .map(([s]) => s)
    .sort();
  const body = new Packr(options).pack(intern(parsed.data, new Map(strings.map((s, i) => [s, i]))));
  return new Packr(options).pack({ format_version: FORMAT_VERSION, strings, body });
}

/** The artifact as stored, before validation: checks the envelope and its version only. */
export function unpackArtifact(bytes: Uint8Array): unknown {
  let envelope: { format_version?: unknown; strings?: unknown; body?: unknown } | null;
  try {
    envelope = new Packr(options).unpack(bytes);
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
    return new Packr(options).unpack(body);
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
