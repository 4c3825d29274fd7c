/**
 * A validator derived from a zod 4 schema for decodeArtifact: zod's parse copies every object and
 * array it accepts, and Workers refuse the `new Function` its fast path needs, so validating took
 * longer than JSON.parse takes to read the same artifact. deriveCheck walks `schema._zod.def` once,
 * at module load, into plain closures that return the input itself.
 *
 * They accept exactly what zod accepts, with one deliberate difference: an object key the schema
 * does not declare is rejected, where zod strips it. encodeArtifact writes only zod-parsed data, so a
 * foreign key means a foreign artifact, and the input is handed on uncopied. A schema kind or check
 * not known here makes derivation throw, naming it: a schema change cannot silently weaken validation.
 */
import type * as z from './zod.ts';

/** The parts of a zod def read here; zod types them per kind, this file checks them as it walks. */
// biome-ignore lint/suspicious/noExplicitAny: a zod def's fields differ per kind; build() checks each as it reads it
type Def = { type: string; check?: string; checks?: { _zod: { def: Def } }[]; [field: string]: any };
type Schema = { _zod: { def: Def } };
type Test = (value: unknown) => boolean;

/** Its message is `<path>: <problem>`, e.g. `programs.3.grids.2.rows.7.values.4: expected an integer or null`. */
export class SchemaMismatch extends Error {
  override name = 'SchemaMismatch';
}

// The first failure. Validation is synchronous, so module state serves; the success path never
// touches it, and each container adds its key to `trail` (innermost first) only while unwinding.
let problem = '';
const trail: PropertyKey[] = [];
function fail(message: string): false {
  problem = message;
  trail.length = 0;
  return false;
}
function at(key: PropertyKey): false {
  trail.push(key);
  return false;
}

/** Derives the validator: it returns its argument, typed as the schema's output, or throws SchemaMismatch. */
export function deriveCheck<S extends z.ZodMiniType>(schema: S): (value: unknown) => z.output<S> {
  const test = derive(schema as unknown as Schema);
  return (value) => {
    if (test(value)) return value as z.output<S>;
    throw new SchemaMismatch(`${trail.reverse().map(String).join('.') || '(root)'}: ${problem}`);
  };
}

/** What zod's safeParse answers, as read here. */
export type Parsed<T> =
  | { success: true; data: T }
  | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };

/**
 * zod's safeParse with the derived check as its fast path: a value the check accepts is returned
 * itself, uncopied; any other goes through zod, for zod's own verdict, copy and messages (so an
 * unknown key of a non-strict object is stripped as zod strips it). The check is derived on first
 * use. For values read by the thousand (a snapshot's header, each key's metadata), where zod's parse
 * allocated 4.3 MB over a 1,000-lender first quote.
 */
export function fastParse<S extends z.ZodMiniType>(schema: S): (value: unknown) => Parsed<z.output<S>> {
  let test: Test | undefined;
  return (value) => {
    test ??= derive(schema as unknown as Schema);
    return test(value) ? { success: true, data: value as z.output<S> } : schema.safeParse(value);
  };
}

/** Shared sub-schemas (int, Range, ...) derive once; a recursive one overflows the stack here, at derivation. */
const derived = new WeakMap<Schema, Test>();
function derive(schema: Schema): Test {
  let test = derived.get(schema);
  if (!test) derived.set(schema, (test = build(schema._zod.def, derive, false)));
  return test;
}

function unsupported(what: string): never {
  throw new Error(`deriveCheck: unsupported ${what}`);
}
const KNOWN_CHECKS: Record<string, string[]> = {
  number: ['number_format', 'greater_than', 'less_than'],
  string: ['string_format', 'min_length', 'max_length'],
  array: ['min_length', 'max_length'],
};
const show = (v: unknown) => (typeof v === 'string' ? JSON.stringify(v) : String(v));
const isObject = (v: unknown): v is Record<PropertyKey, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
/** zod's isPlainObject, which its record requires (its object takes any non-array object). */
const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  isObject(v) &&
  (typeof v.constructor !== 'function' ||
    (isObject(v.constructor.prototype) && Object.hasOwn(v.constructor.prototype, 'isPrototypeOf')));
/** zod measures string lengths in code points: a surrogate pair counts once. */
const codePoints = (s: string) => s.length - (s.match(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g)?.length ?? 0);

/**
 * `orNull`: the schema is wrapped in .nullable(). Each kind admits null where its own type test fails,
 * not through a wrapper: calls between these closures are what costs (V8 cannot inline them), and
 * most values are nullable cells. For the same reason each kind's test is written out in full.
 */
function build(def: Def, sub: (s: Schema) => Test, orNull: boolean): Test {
  if (def.coerce) unsupported(`coerced ${def.type}`);
  // a format schema such as z.int() is its own first check
  const checks = [...(def.check ? [def] : []), ...(def.checks ?? []).map((c) => c._zod.def)];
  for (const c of checks)
    if (!KNOWN_CHECKS[def.type]?.includes(c.check!)) unsupported(`check "${c.check}" on ${def.type}`);
  const has = (check: string) => checks.filter((c) => c.check === check);
  const min = Math.max(0, ...has('min_length').map((c) => c.minimum));
  const max = Math.min(Infinity, ...has('max_length').map((c) => c.maximum));
  /** `test` gets `miss`, the answer for a value not of the kind at all: null if admitted, else the failure. */
  const kind = (what: string, test: (miss: Test) => Test): Test =>
    test((v) => (orNull && v === null) || fail(`expected ${what}${orNull ? ' or null' : ''}`));
  switch (def.type) {
    case 'number': {
      let int = false,
        lo = -Infinity,
        loIncl = true,
        hi = Infinity,
        hiIncl = true;
      for (const c of checks) {
        if (c.check === 'number_format') int = c.format === 'safeint' || unsupported(`number format "${c.format}"`);
        else if (typeof c.value !== 'number') unsupported(`bound ${show(c.value)} on number`);
        // the strictest bound of each side wins: a higher (lower) value, or exclusive at an equal one
        else if (c.check === 'greater_than' && (c.value > lo || (c.value === lo && !c.inclusive)))
          [lo, loIncl] = [c.value, c.inclusive];
        else if (c.check === 'less_than' && (c.value < hi || (c.value === hi && !c.inclusive)))
          [hi, hiIncl] = [c.value, c.inclusive];
      }
      const bounds = [lo > -Infinity && `${loIncl ? '>=' : '>'} ${lo}`, hi < Infinity && `${hiIncl ? '<=' : '<'} ${hi}`]
        .filter(Boolean)
        .join(' and ');
      // Number.isSafeInteger and isFinite are false for non-numbers, NaN and ±Infinity, as zod's number is
      return kind(
        `${int ? 'an integer' : 'a number'}${bounds && ` ${bounds}`}`,
        (miss) => (v) =>
          ((int ? Number.isSafeInteger(v) : Number.isFinite(v)) &&
            (loIncl ? (v as number) >= lo : (v as number) > lo) &&
            (hiIncl ? (v as number) <= hi : (v as number) < hi)) ||
          miss(v),
      );
    }
    case 'string': {
      const patterns = has('string_format').map((c) =>
        c.format === 'regex' ? (c.pattern as RegExp) : unsupported(`string format "${c.format}"`),
      );
      const plain = patterns.length === 0 && min === 0 && max === Infinity;
      const bounded = min > 0 || max < Infinity;
      // No allocation on the way (a length measured only when bounded, an indexed loop): a cold
      // isolate checks every lender's header and history keys in interpreted code.
      const fits = (s: string) => {
        if (bounded) {
          const length = codePoints(s);
          if (length < min || length > max) return false;
        }
        for (let i = 0; i < patterns.length; i++) {
          const pattern = patterns[i]!;
          pattern.lastIndex = 0; // a /g pattern is stateful
          if (!pattern.test(s)) return false;
        }
        return true;
      };
      const what = [
        'a string',
        ...patterns.map((p) => `matching ${p}`),
        min > 0 && `of at least ${min} characters`,
        max < Infinity && `of at most ${max} characters`,
      ];
      return kind(
        what.filter(Boolean).join(' '),
        (miss) => (v) => (typeof v === 'string' && (plain || fits(v))) || miss(v),
      );
    }
    case 'boolean':
      return kind('a boolean', (miss) => (v) => typeof v === 'boolean' || miss(v));
    case 'literal':
    case 'enum': {
      // zod's getEnumValues: the reverse-mapping keys of a TypeScript numeric enum are not values
      const numbers = def.type === 'enum' ? Object.values(def.entries).filter((v) => typeof v === 'number') : [];
      const values = new Set<unknown>(
        def.type === 'literal'
          ? def.values
          : Object.entries(def.entries)
              .filter(([k]) => !numbers.includes(+k))
              .map(([, v]) => v),
      );
      // every test rejects undefined, so a declared key is present whenever its value passes (see object)
      if (values.has(undefined)) unsupported(`${def.type} admitting undefined`);
      return kind(
        values.size === 1 ? show([...values][0]) : `one of ${[...values].map(show).join(', ')}`,
        (miss) => (v) => values.has(v) || miss(v),
      );
    }
    case 'nullable':
      return build(def.innerType._zod.def, sub, true);
    case 'optional': {
      const inner = sub(def.innerType);
      return (v) => v === undefined || inner(v);
    }
    case 'unknown':
      return () => true;
    case 'array': {
      const element = sub(def.element);
      return kind('an array', (miss) => (v) => {
        if (!Array.isArray(v)) return miss(v);
        if (v.length < min || v.length > max)
          return fail(v.length < min ? `expected at least ${min} item(s)` : `expected at most ${max} item(s)`);
        for (let i = 0; i < v.length; i++) if (!element(v[i])) return at(i);
        return true;
      });
    }
    case 'tuple': {
      const items: Test[] = def.rest ? unsupported('tuple with a rest element') : def.items.map(sub);
      return kind(`an array of ${items.length} items`, (miss) => (v) => {
        if (!Array.isArray(v) || v.length !== items.length) return miss(v);
        for (let i = 0; i < items.length; i++) if (!items[i]!(v[i])) return at(i);
        return true;
      });
    }
    case 'object': {
      // z.strictObject's catchall is never: rejecting unknown keys is then exactly zod's behaviour
      if (def.catchall && def.catchall._zod.def.type !== 'never')
        unsupported(`object catchall "${def.catchall._zod.def.type}"`);
      const keys = Object.keys(def.shape);
      const fields = keys.map((k) => sub(def.shape[k]));
      // zod requires a key present unless its schema is optional, even one that admits undefined (z.unknown())
      const required = keys.map((k) => def.shape[k]._zod.optin !== 'optional');
      const anyOrder = (v: Record<PropertyKey, unknown>): boolean => {
        for (let i = 0; i < keys.length; i++) {
          if (!fields[i]!(v[keys[i]!])) return at(keys[i]!);
          if (required[i] && !(keys[i]! in v)) return fail('required (absent)') || at(keys[i]!);
        }
        for (const k in v) if (!keys.includes(k)) return fail('unknown key (not in the schema)') || at(k); // for...in, as zod's strict object
        return true;
      };
      return kind('an object', (miss) => (v) => {
        if (!isObject(v)) return miss(v);
        // Fast path: our encoder writes keys in the schema's order, and v[k] with k from for...in
        // is V8's fast enumerated load (v[keys[i]] on ever-changing shapes is a slow lookup).
        let i = 0;
        for (const k in v) {
          if (k !== keys[i]) return anyOrder(v);
          if (!fields[i]!(v[k])) return at(k);
          i++;
        }
        return i === keys.length || anyOrder(v);
      });
    }
    case 'record': {
      // an enum or literal key makes zod's record exhaustive, another rule; string keys are all we use
      if (def.keyType._zod.def.type !== 'string' || def.mode)
        unsupported(`record keyed by ${def.keyType._zod.def.type} ${def.mode ?? ''}`);
      const key = sub(def.keyType),
        value = sub(def.valueType);
      return kind('a record (plain object)', (miss) => (v) => {
        if (!isPlainObject(v)) return miss(v);
        // zod reads Reflect.ownKeys: here the own enumerable string keys, as msgpack has no symbol keys
        for (const k in v) if (Object.hasOwn(v, k) && k !== '__proto__' && !(key(k) && value(v[k]))) return at(k);
        return true;
      });
    }
    case 'union': {
      if (def.discriminator === undefined) {
        if (def.inclusive === false) unsupported('exclusive union (z.xor)');
        const options: Test[] = def.options.map(sub);
        return kind(`a value of one of the union's ${options.length} options`, (miss) => (v) => {
          for (let i = 0; i < options.length; i++) if (options[i]!(v)) return true;
          return miss(v);
        });
      }
      if (def.unionFallback) unsupported('discriminated union with unionFallback');
      const tag: string = def.discriminator;
      const byTag = new Map<unknown, Test>();
      for (const [i, option] of (def.options as Schema[]).entries()) {
        const t: Def | undefined = option._zod.def.type === 'object' ? option._zod.def.shape[tag]?._zod.def : undefined;
        const values =
          t?.type === 'literal'
            ? t.values
            : t?.type === 'enum'
              ? Object.values(t.entries)
              : unsupported(`discriminated union option ${i} (no literal "${tag}")`);
        for (const value of values) byTag.set(value, sub(option));
      }
      const tags = `expected one of ${[...byTag.keys()].map(show).join(', ')}`;
      return kind('an object', (miss) => (v) => {
        if (!isObject(v)) return miss(v);
        const option = byTag.get(v[tag]);
        return option ? option(v) : fail(tags) || at(tag); // at the discriminator, as zod reports it
      });
    }
    default:
      return unsupported(`schema type "${def.type}"`);
  }
}
