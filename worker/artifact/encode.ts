/**
 * Writes the artifact's wire form (codec.ts reads it): the compiler's half of the codec, apart so
 * that the Worker, which only decodes, ships none of msgpackr's packer.
 */
import { addExtension, Packr } from 'msgpackr';
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
  return new Packr(CODEC_OPTIONS).pack({
    format_version: FORMAT_VERSION,
    header: headerOf(parsed.data),
    plan: int32Bytes(plan.code),
    names: names.text,
    name_ends: int32Bytes(names.ends),
    tables: new Packr(CODEC_OPTIONS).pack({ strings, body }),
  });
}
