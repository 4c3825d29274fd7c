/**
 * Writes the artifact's wire form (codec.ts reads it): the compiler's half of the codec, apart so
 * that the Worker, which only decodes, ships none of msgpackr's packer.
 */
import { addExtension, Packr, Unpackr } from 'msgpackr';
import { ArtifactError, CODEC_OPTIONS, STRING_REF_EXTENSION } from './codec.ts';
import { type Artifact, artifactSchema, FORMAT_VERSION, inconsistency } from './format.ts';
import { int32Bytes } from './plan/int32-bytes.ts';
import { packNames } from './plan/names.ts';
import { packPlan } from './plan/pack.ts';
import { headerOf } from './plan/sheet.ts';

/** An interned string as written: its index in the envelope's `strings` (codec.ts reads it back). */
class StringRef {
  readonly index: number;
  constructor(index: number) {
    this.index = index;
  }
}

addExtension({ ...STRING_REF_EXTENSION, Class: StringRef, write: (ref: StringRef) => ref.index });

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

function describe(error: { issues: { path: PropertyKey[]; message: string }[] }): string {
  return error.issues
    .slice(0, 5)
    .map((i) => `${i.path.map(String).join('.') || '(root)'}: ${i.message}`)
    .join('; ');
}

/**
 * The string table: the most repeated strings first, so that they get the shortest references (an
 * index below 128 is a 3-byte reference, from 256 one of 6), each kept only where its references and
 * its one written copy take fewer bytes than writing it every time.
 */
function stringTable(counts: ReadonlyMap<string, number>): string[] {
  const packr = new Packr(CODEC_OPTIONS);
  const size = (value: unknown) => packr.pack(value).byteLength;
  const table: string[] = [];
  const byUse = [...counts].filter(([, n]) => n > 1).sort(([a, m], [b, n]) => n - m || (a < b ? -1 : a > b ? 1 : 0));
  for (const [text, uses] of byUse) {
    const written = size(text);
    if (uses * written > written + uses * size(new StringRef(table.length))) table.push(text);
  }
  return table;
}

/**
 * Validates, then encodes the parsed value with its plan (codec.ts names the parts): its keys
 * follow the schema's order, and the string table's and the plan's order depend on the content
 * alone, so equal content always encodes to the same bytes (decode → encode is the identity).
 */
export function encodeArtifact(artifact: Artifact): Uint8Array {
  const parsed = artifactSchema().safeParse(artifact);
  if (!parsed.success) throw new ArtifactError(`artifact fails its schema: ${describe(parsed.error)}`);
  const inconsistent = inconsistency(parsed.data);
  if (inconsistent) throw new ArtifactError(`artifact fails its schema: ${inconsistent}`);
  const counts = new Map<string, number>();
  countStrings(parsed.data, counts);
  const strings = stringTable(counts);
  const body = new Packr(CODEC_OPTIONS).pack(intern(parsed.data, new Map(strings.map((s, i) => [s, i]))));
  const plan = packPlan(parsed.data);
  const names = packNames(plan.names);
  return packAligned({
    format_version: FORMAT_VERSION,
    header: JSON.stringify(headerOf(parsed.data)),
    names: names.text,
    tables: new Packr(CODEC_OPTIONS).pack({ strings, body }),
    plan_pad: new Uint8Array(0),
    plan: int32Bytes(plan.code),
    name_ends_pad: new Uint8Array(0),
    name_ends: int32Bytes(names.ends),
  });
}

/**
 * What a quote reads of an artifact (codec.ts): its envelope with empty `tables`, aligned as the
 * artifact is. The same artifact always gives the same bytes (a snapshot's quote packs hold them).
 */
export function quotePartOf(bytes: Uint8Array): Uint8Array {
  const envelope = new Unpackr(CODEC_OPTIONS).unpack(bytes) as Record<string, unknown>;
  return packAligned({
    ...envelope,
    tables: new Uint8Array(0),
    plan_pad: new Uint8Array(0),
    name_ends_pad: new Uint8Array(0),
  });
}

/**
 * The envelope packed with each `<part>_pad` 0 to 3 zero bytes long, so that the Int32 part after
 * it starts at a 4-byte boundary of the artifact: a reader views the plan where it lies instead of
 * copying it (plan/int32-bytes.ts; a snapshot's pack starts each artifact at such a boundary). A pad
 * shorter than 256 bytes keeps its 2-byte header, so growing one moves what follows by as much.
 */
function packAligned(envelope: { plan_pad: Uint8Array; name_ends_pad: Uint8Array; [part: string]: unknown }) {
  const pack = () => new Packr(CODEC_OPTIONS).pack(envelope);
  const padBefore = (part: 'plan' | 'name_ends') => {
    const bytes = pack();
    const read = new Unpackr(CODEC_OPTIONS).unpack(bytes) as Record<string, Uint8Array>;
    return new Uint8Array((4 - ((read[part]!.byteOffset - bytes.byteOffset) % 4)) % 4);
  };
  envelope.plan_pad = padBefore('plan');
  envelope.name_ends_pad = padBefore('name_ends');
  return new Uint8Array(pack()); // its own buffer, at offset 0: the parts' alignment holds in memory too
}
