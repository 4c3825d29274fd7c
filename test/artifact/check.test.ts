/**
 * The validator derived from the Artifact schema (worker/artifact/check.ts) against zod's own parse:
 * real artifacts pass and come back as the same object; randomly mutated artifacts are accepted
 * exactly when artifactSchema().safeParse accepts them, except an added unknown key (zod strips it, the
 * derived validator rejects it); small schemas of every supported kind agree with zod on random
 * values; failures name their path; unknown schema kinds refuse to derive. Seeded, so a failure reproduces.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { Packr } from 'msgpackr';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { deriveCheck, fastParse, SchemaMismatch } from '../../worker/artifact/check.ts';
import { ArtifactError, checkArtifact, decodeArtifact, unpackArtifact } from '../../worker/artifact/codec.ts';
import { artifactSchema, FORMAT_VERSION } from '../../worker/artifact/format.ts';
import { fixtureArtifactBytes } from '../fixtures.ts';

const SEED = 20261123;
const params = (numRuns: number) => ({ seed: SEED, numRuns, endOnFailure: true });
/**
 * Mutated artifacts tried in npm test: with this seed 400 already clear every tally threshold below
 * (86 accepted by both, 247 rejected by both, 67 added keys). ARTIFACT_MUTATIONS=800 (or more) for a
 * deeper run: the same mutations first, then more.
 */
const MUTATIONS = Number(process.env.ARTIFACT_MUTATIONS ?? 400);

const manifest = JSON.parse(readFileSync('dist-sheets/manifest.json', 'utf8')) as { artifacts: { path: string }[] };
const read = ({ path }: { path: string }) => ({ path, bytes: readFileSync(`dist-sheets/${path}`) });
/** Every artifact dist-sheets/ lists; the seeded tests mutate the fixture ones (a day added changes no trial). */
const all = manifest.artifacts.map(read);
const files = fixtureArtifactBytes();
/** A fresh unpacked (unvalidated) copy of artifact `i`, safe to mutate. */
const rawArtifact = (i: number): unknown => unpackArtifact(files[i]!.bytes);

/** `<path>: <problem>` of the derived validator's failure, or null when it accepts (and returns its input). */
function verdict(check: (value: unknown) => unknown, value: unknown): string | null {
  try {
    expect(check(value)).toBe(value);
    return null;
  } catch (error) {
    if (!(error instanceof SchemaMismatch)) throw error;
    return error.message;
  }
}

type Key = string | number;
type Path = Key[];
type Container = Record<Key, unknown>;
const isObject = (v: unknown): v is Container => typeof v === 'object' && v !== null && !Array.isArray(v);
const get = (root: unknown, path: Path): unknown => path.reduce<unknown>((v, k) => (v as Container)[k], root);

/**
 * Every path in an artifact, grouped by schema position (array indices as `*`), so that a random
 * pick reaches `effective_date` as often as a grid cell.
 */
function positions(value: unknown, keep: (v: unknown) => boolean): Path[][] {
  const groups = new Map<string, Path[]>();
  const walk = (v: unknown, path: Path): void => {
    if (keep(v)) {
      const at = path.map((k) => (typeof k === 'number' ? '*' : k)).join('.');
      groups.set(at, [...(groups.get(at) ?? []), path]);
    }
    if (Array.isArray(v)) for (const [i, item] of v.entries()) walk(item, [...path, i]);
    else if (isObject(v)) for (const [k, item] of Object.entries(v)) walk(item, [...path, k]);
  };
  walk(value, []);
  return [...groups.values()];
}
const shapes = files.map((_, i) => {
  const raw = rawArtifact(i);
  return { any: positions(raw, () => true), objects: positions(raw, isObject), arrays: positions(raw, Array.isArray) };
});

describe('derived Artifact validator', () => {
  it('accepts every published artifact and returns the very object it was given', () => {
    expect(all.length).toBeGreaterThanOrEqual(files.length);
    for (const { bytes } of all) {
      const raw = unpackArtifact(bytes);
      expect(checkArtifact(raw)).toBe(raw);
      expect(artifactSchema().safeParse(raw)).toEqual({ success: true, data: raw }); // zod's copy has the same content
      expect(decodeArtifact(bytes)).toEqual(artifactSchema().parse(unpackArtifact(bytes)));
    }
  });

  it('accepts a mutated artifact exactly when zod does; an added key is the one (deliberate) difference', () => {
    const odd = fc.constantFrom<unknown>(
      null,
      undefined,
      NaN,
      Infinity,
      -Infinity,
      1.5,
      -1,
      0,
      1,
      2 ** 53,
      '',
      'x',
      '2026-11-23',
      'eq',
      'flag',
      'purpose',
      true,
      {},
      [],
      [1, 2],
    );
    const mutation = fc.oneof(
      fc.record({ kind: fc.constant('replace' as const), value: odd }),
      fc.record({ kind: fc.constant('replace' as const), from: fc.tuple(fc.nat(), fc.nat()) }), // another node's value
      fc.record({ kind: fc.constant('drop' as const) }),
      fc.record({ kind: fc.constant('add' as const), key: fc.constantFrom('extra', 'lo_incl_2', 'note'), value: odd }),
      fc.record({ kind: fc.constant('empty' as const) }),
    );
    const tally = { same: 0, bothAccept: 0, added: 0 };
    fc.assert(
      fc.property(fc.nat(), fc.nat(), fc.nat(), mutation, (a, g, m, mu) => {
        const i = a % files.length;
        const shape = shapes[i]!;
        const groups = mu.kind === 'add' ? shape.objects : mu.kind === 'empty' ? shape.arrays : shape.any.slice(1); // drop and replace need a parent
        const group = groups[g % groups.length]!;
        const path = group[m % group.length]!;
        let root = rawArtifact(i);
        const parent = get(root, path.slice(0, -1)) as Container;
        const key = path.at(-1)!;
        if (mu.kind === 'replace' && 'from' in mu) {
          const other = shape.any[mu.from[0] % shape.any.length]!;
          parent[key] = structuredClone(get(rawArtifact(i), other[mu.from[1] % other.length]!));
        } else if (mu.kind === 'replace') parent[key] = mu.value;
        else if (mu.kind === 'drop') Array.isArray(parent) ? parent.splice(key as number, 1) : delete parent[key];
        else if (mu.kind === 'empty') (get(root, path) as unknown[]).length = 0;
        else if (path.length === 0) root = { ...(root as Container), [mu.key]: mu.value };
        else (get(root, path) as Container)[mu.key] = mu.value;

        const zodAccepts = artifactSchema().safeParse(root).success;
        const problem = verdict(checkArtifact, root);
        // a key added to a record (DocTypeRules.cells) is an entry like any other, not an unknown key
        if (mu.kind === 'add' && path.at(-1) !== 'cells') {
          // zod strips the unknown key and accepts; the derived validator names it
          expect(zodAccepts).toBe(true);
          expect(problem).toBe(`${[...path, mu.key].join('.')}: unknown key (not in the schema)`);
          tally.added++;
        } else {
          expect({ path: path.join('.'), mutation: mu, accepted: problem === null }).toEqual({
            path: path.join('.'),
            mutation: mu,
            accepted: zodAccepts,
          });
          tally.same++;
          if (zodAccepts) tally.bothAccept++;
        }
      }),
      params(MUTATIONS),
    );
    // the property saw both verdicts, not only rejections
    expect(tally.bothAccept).toBeGreaterThan(20);
    expect(tally.same - tally.bothAccept).toBeGreaterThan(200);
    expect(tally.added).toBeGreaterThan(50);
  }, 30_000);

  it('reports the first problem at its path', () => {
    const cases: [string, (a: Container & { programs: Container[] }) => void, string][] = [
      [
        'NaN for an integer or null',
        (a) => void (a.conforming_limit = NaN),
        'conforming_limit: expected an integer or null',
      ],
      ['a wrong literal', (a) => void (a.format_version = 3), `format_version: expected ${FORMAT_VERSION}`],
      [
        'a date that fails its pattern',
        (a) => void (a.effective_date = '2026/11/23'),
        'effective_date: expected a string matching /^\\d{4}-\\d{2}-\\d{2}$/',
      ],
      ['an empty list that must not be', (a) => void (a.programs = []), 'programs: expected at least 1 item(s)'],
      ['a missing key', (a) => void delete a.lender_name, 'lender_name: expected a string'],
      ['an unknown key', (a) => void (a.extra = 1), 'extra: unknown key (not in the schema)'],
      [
        'a fraction in a grid cell',
        (a) => void ((a.programs[1] as any).grids[1].rows[3].values[4] = 1.5),
        'programs.1.grids.1.rows.3.values.4: expected an integer or null',
      ],
      [
        'a number for a record entry',
        (a) => void ((a.programs[0] as any).doc_types[0].cells.min_fico = 12),
        'programs.0.doc_types.0.cells.min_fico: expected a string',
      ],
      [
        'a row number of 0',
        (a) => void ((a.programs[0] as any).grids[0].rows[1].row = 0),
        'programs.0.grids.0.rows.1.row: expected an integer > 0',
      ],
      [
        'an unknown condition kind',
        (a) => void ((a.programs[0] as any).grids[0].rows[0].when[0].kind = 'lt'),
        // conditions are told apart by their attribute; a FICO condition must be a range
        'programs.0.grids.0.rows.0.when.0.kind: expected "range"',
      ],
      [
        'a misspelt condition value (the vocabulary is closed)',
        (a) => void ((a.programs[0] as any).caps[0].when[0][0].values[0] = 'owner-occupied'),
        'programs.0.caps.0.when.0.0.values.0: expected one of "owner_occupied", "second_home", "investment"',
      ],
      [
        'an empty LTV cell',
        (a) => void ((a.programs[0] as any).matrix.rows[2].cells[1] = []),
        'programs.0.matrix.rows.2.cells.1: expected at least 1 item(s)',
      ],
      [
        'a negative tier',
        (a) => void ((a.programs[0] as any).matrix.rows[0].tier = -1),
        'programs.0.matrix.rows.0.tier: expected an integer >= 0',
      ],
    ];
    const nonQm = files.findIndex((f) => f.path.startsWith('non-qm/'));
    for (const [, mutate, message] of cases) {
      const raw = rawArtifact(nonQm) as Container & { programs: Container[] };
      mutate(raw);
      expect(verdict(checkArtifact, raw)).toBe(message);
      expect(artifactSchema().safeParse(raw).success).toBe(message.endsWith('unknown key (not in the schema)')); // zod agrees, but for the unknown key
    }
    expect(verdict(checkArtifact, null)).toBe('(root): expected an object');
  });

  it('decodeArtifact reports a schema failure as an ArtifactError with its path', () => {
    const options = { useRecords: true, mapsAsObjects: true, variableMapSize: false, int64AsType: 'number' } as const;
    const body = { ...(rawArtifact(0) as Container), effective_date: 'soon' };
    const bytes = new Packr(options).pack({
      format_version: FORMAT_VERSION,
      header: '{}', // JSON text, unread: decodeArtifact reads the tables
      plan: new Uint8Array(0),
      names: new Uint8Array(0),
      name_ends: new Uint8Array(0),
      tables: new Packr(options).pack({ strings: [], body: new Packr(options).pack(body) }),
    });
    expect(() => decodeArtifact(bytes)).toThrow(ArtifactError);
    expect(() => decodeArtifact(bytes)).toThrow(
      'artifact fails its schema: effective_date: expected a string matching /^\\d{4}-\\d{2}-\\d{2}$/',
    );
  });
});

describe('deriveCheck on small schemas', () => {
  // strict objects: with unknown keys rejected by zod too, the two must agree on every value
  const schemas = {
    int: z.number().int().gt(-3).lte(7),
    number: z.number().gte(0.5).lt(2),
    string: z
      .string()
      .min(1)
      .max(3)
      .regex(/^[a-z\u{1F600}]*$/u),
    nullableEnum: z.enum(['a', 'b']).nullable(),
    literals: z.literal([1, 'x', null]),
    tuple: z.tuple([z.boolean(), z.string().nullable()]),
    array: z.array(z.number().int()).min(1).max(3),
    record: z.record(z.string(), z.number().int()),
    union: z.union([z.string(), z.number().int(), z.array(z.boolean())]),
    discriminated: z.discriminatedUnion('k', [
      z.strictObject({ k: z.literal('a'), v: z.number() }),
      z.strictObject({ k: z.enum(['b', 'c']), w: z.string().nullable() }),
    ]),
    object: z.strictObject({ a: z.number().int(), b: z.string().nullable(), c: z.array(z.boolean()) }),
    nested: z.array(z.strictObject({ a: z.tuple([z.number().int(), z.number().int()]).nullable() })).nullable(),
    optional: z.strictObject({ a: z.number().int().optional(), b: z.unknown(), c: z.optional(z.string().nullable()) }),
  };
  const scalar = fc.constantFrom<unknown>(
    null,
    undefined,
    NaN,
    Infinity,
    -3,
    -2,
    0,
    0.5,
    1,
    1.5,
    2,
    7,
    8,
    '',
    'a',
    'x',
    'abcd',
    '😀😀😀',
    '😀😀😀😀',
    'b',
    'c',
    true,
    false,
  );
  const value = fc.letrec((tie) => ({
    value: fc.oneof({ depthSize: 'small' }, scalar, tie('array'), tie('object'), fc.anything()),
    array: fc.array(tie('value'), { maxLength: 4 }),
    object: fc.dictionary(fc.constantFrom('a', 'b', 'c', 'k', 'v', 'w', 'z'), tie('value'), { maxKeys: 4 }),
  })).value;
  // values close to the tuple and strict objects above, which random ones rarely match
  const nearly = fc.oneof(
    fc.array(fc.oneof(fc.boolean(), fc.string(), scalar), { maxLength: 3 }),
    fc.record(
      {
        a: fc.oneof(fc.integer({ min: -9, max: 9 }), scalar),
        b: fc.oneof(fc.string(), scalar),
        c: fc.oneof(fc.array(fc.boolean()), value),
      },
      { requiredKeys: [] },
    ),
    fc.record(
      {
        k: fc.constantFrom<unknown>('a', 'b', 'c', 'd', 1, null),
        v: fc.oneof(fc.double(), scalar),
        w: fc.oneof(fc.string(), scalar),
      },
      { requiredKeys: [] },
    ),
  );

  for (const [name, schema] of Object.entries(schemas)) {
    it(`${name}: accepts exactly what zod accepts`, () => {
      const check = deriveCheck(schema);
      let accepted = 0;
      fc.assert(
        fc.property(fc.oneof(value, nearly), (v) => {
          const zodAccepts = schema.safeParse(v).success;
          expect(verdict(check, v) === null).toBe(zodAccepts);
          if (zodAccepts) accepted++;
        }),
        params(2000),
      );
      expect(accepted).toBeGreaterThan(0);
    });
  }

  it('fastParse: what the check accepts comes back itself; anything else is zod’s verdict, copy and messages', () => {
    const key = z.object({ name: z.string(), metadata: z.optional(z.unknown()) });
    const parse = fastParse(key);
    const sound = { name: 'k', metadata: { a: [1] } };
    expect(parse(sound)).toEqual({ success: true, data: sound });
    expect((parse(sound) as { data: unknown }).data).toBe(sound);
    expect(parse({ name: 'k' })).toEqual({ success: true, data: { name: 'k' } });
    // an unknown key: the check refuses it, zod strips it (a copy)
    const extra = { name: 'k', expiration: 5 };
    expect(parse(extra)).toEqual({ success: true, data: { name: 'k' } });
    expect((parse(extra) as { data: unknown }).data).not.toBe(extra);
    const refused = parse({ name: 5 });
    expect(refused.success).toBe(false);
    expect(refused.success ? [] : refused.error.issues.map((i) => [i.path, i.message])).toEqual(
      key.safeParse({ name: 5 }).error!.issues.map((i) => [i.path, i.message]),
    );
  });

  it('throws at derivation for a schema kind or check it does not know, naming it', () => {
    expect(() => deriveCheck(z.date())).toThrow('unsupported schema type "date"');
    expect(() => deriveCheck(z.object({ at: z.bigint() }))).toThrow('unsupported schema type "bigint"');
    expect(() => deriveCheck(z.object({ n: z.string().default('x') }))).toThrow('unsupported schema type "default"');
    expect(() => deriveCheck(z.number().multipleOf(5))).toThrow('unsupported check "multiple_of" on number');
    expect(() => deriveCheck(z.string().email())).toThrow('unsupported string format "email"');
    expect(() => deriveCheck(z.object({}).refine(() => true))).toThrow('unsupported check "custom" on object');
    expect(() => deriveCheck(z.looseObject({}))).toThrow('unsupported object catchall "unknown"');
    expect(() => deriveCheck(z.coerce.number())).toThrow('unsupported coerced number');
    expect(() => deriveCheck(z.int32())).toThrow('unsupported number format "int32"');
  });
});
