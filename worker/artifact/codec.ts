/**
 * The artifact on the wire: one msgpack value, the envelope
 * `{format_version, header, names, tables, plan_pad, plan, name_ends_pad, name_ends}`:
 * - `header`: every field of the artifact but its tables (lender, moments, sources, ...), as JSON
 *   text: JSON.parse is the reader that allocates least in a cold isolate, where msgpack's records
 *   built each header's keys and strings in JavaScript (3.5 MB over a 1,000-lender first quote);
 * - `plan`: the plan a quote reads (plan/layout.ts), little-endian Int32 (plan/int32-bytes.ts);
 * - `names`, `name_ends`: the strings the plan names, UTF-8, and the end of each (plan/names.ts);
 * - `plan_pad`, `name_ends_pad`: 0 to 3 zero bytes, so that the Int32 part after each starts at a
 *   4-byte boundary of the artifact and is read where it lies, not copied (encode.ts); unread;
 * - `tables`: the whole artifact as msgpack `{strings, body}`, in which a repeated string is a
 *   reference into `strings` wherever that is shorter (records store each object shape once, the
 *   string table each repeated value once): what the catalog, the matrix view and the tools read.
 *
 * A quote reads the header, the plan and the names (`readSheet`): nothing is decoded into objects
 * but the header, so a new isolate's first quote over many lenders costs little per lender. The
 * tables are decoded and validated only when something asks for them (`decodeArtifact`).
 *
 * A sheet's quote part (encode.ts `quotePartOf`) is the same envelope with empty `tables`: all a quote
 * reads, 55-60 % of the bytes, which a snapshot's quote packs hold (worker/sheets/snapshot.ts).
 * `readSheet` reads it as it reads the whole artifact; `decodeArtifact` refuses it.
 *
 * This file reads it (the Worker only decodes: msgpackr's unpacking half, without its packer);
 * encode.ts writes it, for the compiler.
 *
 * Decoding records can try `new Function` for speed; msgpackr (>= 1.11.10) catches the refusal
 * that production Workers raise and falls back to a plain reader (test/artifact/codec-no-eval.test.ts).
 */
import { addExtension, Unpackr } from 'msgpackr/unpack';
import { deriveCheck, SchemaMismatch } from './check.ts';
import {
  type Artifact,
  artifactSchema,
  FORMAT_VERSION,
  inconsistency,
  type SheetHeader,
  sheetHeaderSchema,
} from './format.ts';
import { planProblem } from './plan/check-plan.ts';
import { int32Of } from './plan/int32-bytes.ts';
import { readNames } from './plan/names.ts';
import type { SheetPlan } from './plan/sheet.ts';

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

/** The envelope's parts, its version checked. */
interface Envelope {
  header: string;
  plan: Uint8Array;
  names: Uint8Array;
  name_ends: Uint8Array;
  tables: Uint8Array;
}

function unpack(bytes: Uint8Array, what: string): unknown {
  try {
    return new Unpackr(CODEC_OPTIONS).unpack(bytes);
  } catch (error) {
    if (error instanceof ArtifactError) throw error;
    throw new ArtifactError(`${what} is not valid msgpack: ${(error as Error).message}`);
  }
}

function openEnvelope(bytes: Uint8Array): Envelope {
  const envelope = unpack(bytes, 'artifact') as Partial<Record<keyof Envelope | 'format_version', unknown>> | null;
  const version = envelope?.format_version;
  if (version !== FORMAT_VERSION) {
    throw new ArtifactError(
      `artifact format_version ${JSON.stringify(version)} is not supported (this build reads ${FORMAT_VERSION})`,
    );
  }
  const { header, plan, names, name_ends, tables } = envelope!;
  // Each part checked by name (no list of parts built): a cold isolate opens every lender's envelope.
  const lacking =
    typeof header !== 'string'
      ? 'header'
      : !(plan instanceof Uint8Array)
        ? 'plan'
        : !(names instanceof Uint8Array)
          ? 'names'
          : !(name_ends instanceof Uint8Array)
            ? 'name_ends'
            : !(tables instanceof Uint8Array)
              ? 'tables'
              : null;
  if (lacking) throw new ArtifactError(`artifact envelope lacks its ${lacking}`);
  return { header, plan, names, name_ends, tables } as Envelope;
}

/** The whole artifact as stored, before validation: its tables decoded. */
export function unpackArtifact(bytes: Uint8Array): unknown {
  const envelope = openEnvelope(bytes);
  if (envelope.tables.byteLength === 0) throw new ArtifactError('artifact is a quote part: it holds no tables');
  const tables = unpack(envelope.tables, 'artifact tables') as { strings?: unknown; body?: unknown } | null;
  const strings = tables?.strings;
  const body = tables?.body;
  if (!Array.isArray(strings) || !(body instanceof Uint8Array))
    throw new ArtifactError('artifact tables lack their string table or body');
  table = strings;
  try {
    return unpack(body, 'artifact body');
  } finally {
    table = [];
  }
}

/** Validators derived from the schemas on their first use, not when an isolate starts (check.ts). */
let checkWhole: ((value: unknown) => Artifact) | undefined;
let checkHeader: ((value: unknown) => SheetHeader) | undefined;

/** `check(value)`, its mismatch reported as an ArtifactError. */
function checked<T>(check: (value: unknown) => T, value: unknown, what: string): T {
  try {
    return check(value);
  } catch (error) {
    if (error instanceof SchemaMismatch) throw new ArtifactError(`${what} fails its schema: ${error.message}`);
    throw error;
  }
}

/** The artifact's validator (check.ts): what artifactSchema().safeParse accepts, except undeclared keys; returns its input. */
export const checkArtifact = (value: unknown): Artifact => (checkWhole ??= deriveCheck(artifactSchema()))(value);

/** Decodes and validates the whole artifact; throws ArtifactError with a clear reason otherwise. */
export function decodeArtifact(bytes: Uint8Array): Artifact {
  const artifact = checked(checkArtifact, unpackArtifact(bytes), 'artifact');
  const inconsistent = inconsistency(artifact);
  if (inconsistent) throw new ArtifactError(`artifact fails its schema: ${inconsistent}`);
  return artifact;
}

/**
 * The sheet a quote reads, without decoding the tables: the header validated, the plan checked
 * against its layout (plan/check-plan.ts), the names' ends checked; throws ArtifactError otherwise.
 * `whole`: whether the bytes hold the tables too (false for a quote part).
 */
export function readSheet(bytes: Uint8Array): SheetPlan & { whole: boolean } {
  const envelope = openEnvelope(bytes);
  let json: unknown;
  try {
    json = JSON.parse(envelope.header);
  } catch {
    throw new ArtifactError('artifact header is not JSON');
  }
  const header = checked((checkHeader ??= deriveCheck(sheetHeaderSchema())), json, 'artifact header');
  const code = int32Of(envelope.plan);
  const ends = int32Of(envelope.name_ends);
  if (!code || !ends) throw new ArtifactError('artifact plan or name ends are not whole 32-bit integers');
  for (let i = 0, last = 0; i < ends.length; last = ends[i++] ?? 0)
    if ((ends[i] ?? -1) < last || (ends[i] ?? 0) > envelope.names.length)
      throw new ArtifactError(`artifact name ${i} ends outside the names`);
  const problem = planProblem(code, ends.length);
  if (problem) throw new ArtifactError(`artifact plan: ${problem}`);
  return { header, code, names: readNames(envelope.names, ends), whole: envelope.tables.byteLength > 0 };
}

const HEX_DIGITS = new TextEncoder().encode('0123456789abcdef');
/** The hex digits of a digest being written: filled and decoded synchronously, so one buffer serves. */
const hexOut = new Uint8Array(64);
const ascii = new TextDecoder();

/** Hex sha256 of the encoded bytes: the artifact's content address. */
export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  // One string per digest: a cold isolate hashes every lender's sheet in interpreted code, where
  // spreading and mapping the bytes allocated per byte (1.2 MB over a 1,000-lender first quote).
  for (let i = 0; i < 32; i++) {
    hexOut[2 * i] = HEX_DIGITS[digest[i]! >> 4]!;
    hexOut[2 * i + 1] = HEX_DIGITS[digest[i]! & 15]!;
  }
  return ascii.decode(hexOut);
}
