/**
 * Round trip: every artifact listed in dist-sheets/manifest.json decodes to exactly what the
 * compiler builds from sheets/ (nothing lost or changed by msgpack), and the decoder refuses bytes
 * it cannot trust with an ArtifactError that says why.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pack } from 'msgpackr';
import { describe, expect, it } from 'vitest';
import { countsOf } from '../../compiler/output.ts';
import { ArtifactError, decodeArtifact, sha256Hex } from '../../worker/artifact/codec.ts';
import { encodeArtifact } from '../../worker/artifact/encode.ts';
import { type Artifact, FORMAT_VERSION } from '../../worker/artifact/format.ts';
import { Manifest } from '../../worker/artifact/manifest.ts';
import { DIST_DIR, realBuild } from './compile-runs.ts';

const manifest = Manifest.parse(JSON.parse(readFileSync(join(DIST_DIR, 'manifest.json'), 'utf8')));
const committed = (path: string) => new Uint8Array(readFileSync(join(DIST_DIR, path)));

/** The current envelope around `tables` (an empty plan and header: decodeArtifact reads only the tables). */
const envelopedTables = (tables: unknown) =>
  pack({
    format_version: FORMAT_VERSION,
    header: '{}', // JSON text, unread: decodeArtifact reads the tables
    plan: new Uint8Array(0),
    names: new Uint8Array(0),
    name_ends: new Uint8Array(0),
    tables: pack(tables),
  });
/** The current envelope around `body` (strings inline, an empty table). */
const enveloped = (body: unknown) => envelopedTables({ strings: [], body: pack(body) });

describe('dist-sheets/ round trip', () => {
  it('the manifest lists one artifact per (lender, effective moment) the compiler builds', () => {
    expect(manifest.format_version).toBe(FORMAT_VERSION);
    expect(manifest.artifacts.map((e) => `${e.lender_slug} ${e.effective_at}`)).toEqual(
      realBuild().artifacts.map((a) => `${a.lender_slug} ${a.effective_at}`),
    );
  });

  for (const entry of manifest.artifacts) {
    it(`${entry.path}: decodeArtifact(bytes) deep-equals buildAll(sheets/)`, async () => {
      const bytes = committed(entry.path);
      expect(await sha256Hex(bytes)).toBe(entry.sha256);
      expect(bytes.length).toBe(entry.bytes);
      const built = realBuild().artifacts.find(
        (a) => a.lender_slug === entry.lender_slug && a.effective_at === entry.effective_at,
      )!;
      const decoded = decodeArtifact(bytes);
      expect(decoded).toStrictEqual(built);
      // the manifest's bookkeeping describes the same artifact
      expect(entry.sources).toEqual(built.sources);
      expect(entry.counts).toEqual(countsOf(built));
      expect(entry.json_bytes).toBe(Buffer.byteLength(JSON.stringify(built)));
    });
  }
});

describe('the content address depends on the content only', () => {
  // decodeArtifact returns zod's parse, whose keys follow the schema's order, while the compiler
  // builds some objects in another order (the non-QM doc types put doc_type / column_label last):
  // encoding must not depend on that order, or decode -> encode would change the sha256.
  for (const entry of manifest.artifacts) {
    it(`${entry.path}: encodeArtifact(decodeArtifact(bytes)) gives back the same bytes and sha256`, async () => {
      const bytes = committed(entry.path);
      const again = encodeArtifact(decodeArtifact(bytes));
      expect(await sha256Hex(again)).toBe(entry.sha256);
      expect(Buffer.from(again).equals(Buffer.from(bytes))).toBe(true);
    });
  }
});

describe('decodeArtifact refuses bad bytes with an ArtifactError', () => {
  const entry = manifest.artifacts[0]!;
  const valid = () => decodeArtifact(committed(entry.path));

  /** The ArtifactError `fn` throws (fails when it throws nothing or something else). */
  function artifactError(fn: () => unknown): ArtifactError {
    try {
      fn();
    } catch (error) {
      expect(error).toBeInstanceOf(ArtifactError);
      expect((error as Error).name).toBe('ArtifactError');
      return error as ArtifactError;
    }
    throw new Error('expected an ArtifactError, nothing was thrown');
  }

  it('a wrong format_version', () => {
    const bytes = pack({ ...valid(), format_version: FORMAT_VERSION + 1 });
    expect(artifactError(() => decodeArtifact(bytes)).message).toBe(
      `artifact format_version ${FORMAT_VERSION + 1} is not supported (this build reads ${FORMAT_VERSION})`,
    );
    const { format_version: _v, ...unversioned } = valid();
    expect(artifactError(() => decodeArtifact(pack(unversioned))).message).toBe(
      `artifact format_version undefined is not supported (this build reads ${FORMAT_VERSION})`,
    );
    expect(artifactError(() => decodeArtifact(pack({ ...valid(), format_version: '1' }))).message).toMatch(
      /^artifact format_version "1" is not supported/,
    );
  });

  it('truncated bytes, at several lengths', () => {
    const bytes = committed(entry.path);
    for (const length of [0, 1, 16, Math.floor(bytes.length / 2), bytes.length - 1]) {
      const error = artifactError(() => decodeArtifact(bytes.subarray(0, length)));
      expect(error.message, `truncated to ${length} bytes`).toMatch(/^artifact is not valid msgpack: .+/);
    }
  });

  it('bytes that are msgpack but not an artifact', () => {
    expect(artifactError(() => decodeArtifact(pack('hello'))).message).toMatch(
      /^artifact format_version undefined is not supported/,
    );
    expect(artifactError(() => decodeArtifact(pack({ format_version: FORMAT_VERSION, strings: [] }))).message).toBe(
      'artifact envelope lacks its header',
    );
    expect(
      artifactError(() => decodeArtifact(pack({ format_version: FORMAT_VERSION, header: '{}', strings: [] }))).message,
    ).toBe('artifact envelope lacks its plan');
    expect(artifactError(() => decodeArtifact(envelopedTables({ strings: [] }))).message).toBe(
      'artifact tables lack their string table or body',
    );
    // the current envelope around a body that fails the schema (strings inline, an empty table)
    const noPrograms: Artifact = { ...valid(), programs: [] };
    expect(artifactError(() => decodeArtifact(enveloped(noPrograms))).message).toMatch(
      /^artifact fails its schema: programs: /,
    );
    const badRate = structuredClone(valid());
    badRate.rate_blocks.length > 0
      ? (badRate.rate_blocks[0]!.rows[0]!.rate = 6.5)
      : (badRate.programs[0]!.ladder!.rows[0]!.rate = 6.5);
    expect(artifactError(() => decodeArtifact(enveloped(badRate))).message).toMatch(
      /^artifact fails its schema: (rate_blocks|programs)\.0\.(rows|ladder\.rows)\.0\.rate: /,
    );
  });

  it("a program's pricing that names a source it lacks, or with both sources, is refused by decode and encode", () => {
    // manifest.artifacts[0] is agency 11-20: program 0 (Conventional) is priced from rate blocks
    const blocks = valid();
    const nonQmLadder = () => {
      const nonQm = manifest.artifacts.find((e) => e.lender_slug === 'non-qm')!;
      return decodeArtifact(committed(nonQm.path)).programs.find((p) => p.pricing === 'ladder')!.ladder;
    };
    expect(blocks.programs[0]!.pricing).toBe('rate_blocks');
    const cases: [string, (a: Artifact) => void, string][] = [
      ['says ladder, has routes', (a) => void (a.programs[0]!.pricing = 'ladder'), 'a ladder and no routes'],
      ['says rate_blocks, has no routes', (a) => void (a.programs[0]!.routes = null), 'routes and no ladder'],
      [
        'says rate_blocks, has a ladder as well',
        (a) => void (a.programs[0]!.ladder = nonQmLadder()),
        'routes and no ladder',
      ],
    ];
    for (const [what, change, needs] of cases) {
      const a = structuredClone(blocks);
      change(a);
      const message = `artifact fails its schema: programs.0.pricing: "${a.programs[0]!.pricing}" needs ${needs}`;
      expect(artifactError(() => decodeArtifact(enveloped(a))).message, what).toBe(message);
      expect(artifactError(() => encodeArtifact(a)).message, what).toBe(message);
    }
  });

  it('encodeArtifact refuses to write an artifact that fails the schema', () => {
    const bad = { ...valid(), effective_date: '20/11/2026' };
    expect(artifactError(() => encodeArtifact(bad)).message).toMatch(/^artifact fails its schema: effective_date: /);
  });
});
