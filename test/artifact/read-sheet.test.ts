/**
 * A sheet as a quote reads it from the artifact's bytes (worker/artifact/codec.ts readSheet): its
 * header, its plan and its names, without decoding its tables. The plan stored is the plan the
 * tables pack to (the artifact round-trips against its source), wherever the bytes lie in memory;
 * a plan its layout cannot hold is refused with an ArtifactError naming what is wrong.
 */
import { Packr, Unpackr } from 'msgpackr';
import { describe, expect, it } from 'vitest';
import { ArtifactError, CODEC_OPTIONS, decodeArtifact, readSheet } from '../../worker/artifact/codec.ts';
import { quotePartOf } from '../../worker/artifact/encode.ts';
import type { Program } from '../../worker/artifact/format.ts';
import { int32Bytes } from '../../worker/artifact/plan/int32-bytes.ts';
import { ENTRY, entryAt, HEADER, NA, PROGRAM, PROGRAM_SIZE } from '../../worker/artifact/plan/layout.ts';
import { packPlan } from '../../worker/artifact/plan/pack.ts';
import { headerOf } from '../../worker/artifact/plan/sheet.ts';
import { fixtureArtifactBytes } from '../fixtures.ts';

const artifacts = fixtureArtifactBytes();

/** `bytes` copied to an odd offset of a larger buffer: the plan then lies at an unaligned address. */
function unaligned(bytes: Uint8Array): Uint8Array {
  const buffer = Buffer.alloc(bytes.length + 3);
  buffer.set(bytes, 1);
  return buffer.subarray(1, 1 + bytes.length);
}

describe.each(artifacts)('$path', ({ bytes }) => {
  it('holds the header, the plan and the names its tables pack to, aligned or not', () => {
    const artifact = decodeArtifact(bytes);
    const packed = packPlan(artifact);
    for (const at of [bytes, unaligned(bytes)]) {
      const sheet = readSheet(at);
      expect(sheet.header).toEqual(headerOf(artifact));
      expect(Array.from(sheet.code)).toEqual(Array.from(packed.code));
      expect(Array.from({ length: sheet.names.count }, (_, i) => sheet.names.at(i))).toEqual(packed.names);
    }
  });

  it('lies 4-byte aligned: its plan is read where it lies from bytes at offset 0, copied only from an odd offset', () => {
    // a whole number of Int32s long (its last part is the name ends), so a pack keeps the next one aligned too
    expect(bytes.byteLength % 4).toBe(0);
    const own = new Uint8Array(bytes); // its own buffer, at offset 0, as KV returns a value
    expect(readSheet(own).code.buffer).toBe(own.buffer);
    const odd = unaligned(bytes);
    expect(readSheet(odd).code.buffer).not.toBe(odd.buffer);
  });
});

describe.each(artifacts)('$path as its quote part (what a snapshot’s quote pack holds)', ({ bytes }) => {
  const part = quotePartOf(bytes);

  it('reads as the same sheet: header, plan and names, read where they lie', () => {
    const [fromPart, fromWhole] = [readSheet(part), readSheet(bytes)];
    expect([fromPart.whole, fromWhole.whole]).toEqual([false, true]);
    expect(fromPart.header).toEqual(fromWhole.header);
    expect(Array.from(fromPart.code)).toEqual(Array.from(fromWhole.code));
    const names = (s: typeof fromPart) => Array.from({ length: s.names.count }, (_, i) => s.names.at(i));
    expect(names(fromPart)).toEqual(names(fromWhole));
    expect(part.byteLength % 4).toBe(0);
    expect(fromPart.code.buffer).toBe(part.buffer);
  });

  it('holds no tables: decoding it is refused, and its bytes are the artifact’s less its tables', () => {
    expect(() => decodeArtifact(part)).toThrow(new ArtifactError('artifact is a quote part: it holds no tables'));
    const { tables } = new Unpackr(CODEC_OPTIONS).unpack(bytes) as { tables: Uint8Array };
    // An empty bin in place of the tables' (2 bytes for 3 to 5); the two pads may grow by 3 bytes each.
    expect(part.byteLength).toBeLessThanOrEqual(bytes.byteLength - tables.byteLength + 6);
    expect(part.byteLength).toBeGreaterThanOrEqual(bytes.byteLength - tables.byteLength - 6);
  });

  it('is the same bytes every time (a republished sheet’s quote pack is the same key)', () => {
    const same = (other: Uint8Array) => Buffer.from(other).equals(Buffer.from(part));
    expect(same(quotePartOf(bytes))).toBe(true);
    expect(same(quotePartOf(unaligned(bytes)))).toBe(true);
    expect(same(quotePartOf(artifacts.find((a) => a.bytes !== bytes)!.bytes))).toBe(false);
  });
});

/** The committed agency 11-20 artifact's envelope with `edit` applied to its plan, packed again. */
function withPlan(edit: (code: Int32Array) => void, names?: (ends: Int32Array) => void): Uint8Array {
  const bytes = artifacts[0]!.bytes;
  const envelope = new Unpackr(CODEC_OPTIONS).unpack(bytes);
  const code = new Int32Array(new Uint8Array(envelope.plan).buffer);
  edit(code);
  const ends = new Int32Array(new Uint8Array(envelope.name_ends).buffer);
  names?.(ends);
  return new Packr(CODEC_OPTIONS).pack({ ...envelope, plan: int32Bytes(code), name_ends: int32Bytes(ends) });
}

const refusal = (bytes: Uint8Array) => {
  try {
    readSheet(bytes);
  } catch (error) {
    if (error instanceof ArtifactError) return error.message;
    throw error;
  }
  return 'read';
};

describe('a header that is not the sheet’s is refused', () => {
  /** The committed agency 11-20 artifact's envelope with `header` in place of its own, packed again. */
  const withHeader = (header: unknown) =>
    new Packr(CODEC_OPTIONS).pack({ ...new Unpackr(CODEC_OPTIONS).unpack(artifacts[0]!.bytes), header });
  const own = new Unpackr(CODEC_OPTIONS).unpack(artifacts[0]!.bytes).header as string;

  it('JSON text of the header fields, read as such; anything else names what is wrong', () => {
    expect(refusal(withHeader(own))).toBe('read');
    expect(refusal(withHeader(JSON.parse(own)))).toBe('artifact envelope lacks its header'); // an object, not its text
    expect(refusal(withHeader(own.slice(0, -1)))).toBe('artifact header is not JSON');
    expect(refusal(withHeader(JSON.stringify({ ...JSON.parse(own), effective_date: 'soon' })))).toMatch(
      /^artifact header fails its schema: effective_date: /,
    );
  });
});

describe('a plan its layout cannot hold is refused', () => {
  it('unchanged, it is read (the edits below are the only difference)', () => {
    expect(refusal(withPlan(() => {}))).toBe('read');
  });

  it('a section offset outside the plan: at its last slot it is read, one past it is refused', () => {
    const atEnd = withPlan((code) => {
      code[entryAt(0) + ENTRY.GRIDS] = code.length - 1;
    });
    expect(refusal(atEnd)).toBe('read');
    const past = withPlan((code) => {
      code[entryAt(0) + ENTRY.GRIDS] = code.length;
    });
    expect(refusal(past)).toMatch(/^artifact plan: entry 0: GRIDS \d+ is outside the plan$/);
  });

  it('more entries than the plan holds', () => {
    const bytes = withPlan((code) => {
      code[HEADER.ENTRY_COUNT] = code.length;
    });
    expect(refusal(bytes)).toMatch(/^artifact plan: the plan's \d+ entries do not fit it$/);
  });

  it('a doc type that is not a name, and a name that ends outside the names', () => {
    expect(
      refusal(
        withPlan((code) => {
          code[entryAt(0) + ENTRY.DOC_TYPE] = -1;
        }),
      ),
    ).toBe('artifact plan: entry 0: DOC_TYPE -1 is not a name');
    expect(
      refusal(
        withPlan(
          () => {},
          (ends) => {
            ends[ends.length - 1] = 2 ** 30;
          },
        ),
      ),
    ).toMatch(/^artifact name \d+ ends outside the names$/);
  });

  it('a plan that is not whole 32-bit integers', () => {
    const envelope = new Unpackr(CODEC_OPTIONS).unpack(artifacts[0]!.bytes);
    const bytes = new Packr(CODEC_OPTIONS).pack({ ...envelope, plan: new Uint8Array(envelope.plan).subarray(1) });
    expect(refusal(bytes)).toBe('artifact plan or name ends are not whole 32-bit integers');
  });
});

/** Each shared section field of an entry, and what of its program it is packed from. */
const SECTIONS = {
  GRIDS: (p: Program) => [p.grids, p.adjustment_cap?.grids ?? []],
  MATRIX: (p: Program) => p.matrix,
  CAPS: (p: Program) => p.caps,
  PPP: (p: Program) => p.ppp,
  STATE_ADJUSTERS: (p: Program) => p.state_adjusters,
  BASE_PRICES: (p: Program) => [p.pricing, p.ladder, p.ladder_tiers, p.routes],
} as const;

describe.each(artifacts)('$path: sections shared by programs', ({ bytes }) => {
  const artifact = decodeArtifact(bytes);
  const { code } = packPlan(artifact);
  const firstEntry = (p: number) => entryAt(code[code[HEADER.PROGRAMS_AT]! + p * PROGRAM_SIZE + PROGRAM.FIRST_ENTRY]!);
  const pairs = artifact.programs.flatMap((x, i) =>
    artifact.programs.slice(i + 1).map((y, d) => [i, i + 1 + d, x, y] as const),
  );

  it.each(Object.keys(SECTIONS) as (keyof typeof SECTIONS)[])(
    '%s: one offset for equal data, another for other data',
    (field) => {
      for (const [i, j, x, y] of pairs) {
        const [at, other] = [code[firstEntry(i) + ENTRY[field]], code[firstEntry(j) + ENTRY[field]]];
        const equal = JSON.stringify(SECTIONS[field](x)) === JSON.stringify(SECTIONS[field](y));
        if (at === NA || other === NA) expect(at === other).toBe(equal);
        else expect(at === other, `${x.slug} and ${y.slug}`).toBe(equal);
      }
    },
  );
});
