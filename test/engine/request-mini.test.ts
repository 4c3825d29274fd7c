/**
 * The request schemas in zod/mini (worker/contract/request.ts, worker/contract/wire-requests.ts) against the same schemas as written in
 * zod's classic API (request-classic.ts): on every body `npm run fuzz` sends, and on valid quotes with
 * one field replaced by any JSON value, both give the same verdict, the same parsed value and the
 * same issues (code, path, message). The OpenAPI document generated from them is unchanged too
 * (test/http/openapi-generated.test.ts holds worker/contract/openapi-document.ts to it).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzBody, rng, validQuote } from '../../tools/fuzz/bodies.ts';
import { QuoteRequestSchema } from '../../worker/contract/request.ts';
import { BatchRequestSchema, CatalogQuerySchema, MatrixQuerySchema } from '../../worker/contract/wire-requests.ts';
import * as classic from './request-classic.ts';

type Parser = { safeParse(input: unknown): { success: boolean; data?: unknown; error?: { issues: unknown[] } } };

/** What a parse says: the value, or every issue without zod's internals (the input echoed back, the schema's own params). */
function verdict(schema: Parser, input: unknown) {
  const r = schema.safeParse(input);
  if (r.success) return { ok: true, value: r.data };
  return {
    ok: false,
    issues: (r.error!.issues as { code: string; path: PropertyKey[]; message: string; keys?: string[] }[]).map(
      ({ code, path, message, keys }) => ({ code, path, message, keys }),
    ),
  };
}

/** Each schema in zod/mini, and the same written in the classic API. */
const PAIRS = {
  QuoteRequestSchema: [QuoteRequestSchema, classic.QuoteRequestSchema],
  BatchRequestSchema: [BatchRequestSchema, classic.BatchRequestSchema],
  CatalogQuerySchema: [CatalogQuerySchema, classic.CatalogQuerySchema],
  MatrixQuerySchema: [MatrixQuerySchema, classic.MatrixQuerySchema],
} as const;

const same = (name: keyof typeof PAIRS, input: unknown) =>
  expect(verdict(PAIRS[name][0] as Parser, input)).toEqual(verdict(PAIRS[name][1] as Parser, input));

// Thousands of parses each: a loaded machine may take longer than the default 5 s, which is no wrong answer.
describe('zod/mini request schemas give what the classic ones gave', { timeout: 60_000 }, () => {
  it('on 3,000 fuzz bodies (npm run fuzz), as quotes, as a batch of them and as a query', () => {
    const r = rng(0x2301);
    let parsed = 0;
    let accepted = 0;
    for (let i = 0; i < 3000; i++) {
      const { body } = fuzzBody(r);
      let input: unknown;
      try {
        input = JSON.parse(body);
      } catch {
        continue; // not JSON: refused before any schema runs
      }
      parsed++;
      same('QuoteRequestSchema', input);
      same('BatchRequestSchema', { scenarios: [input] });
      same('BatchRequestSchema', input);
      same('CatalogQuerySchema', input);
      same('MatrixQuerySchema', input);
      if (QuoteRequestSchema.safeParse(input).success) accepted++;
    }
    // both sides of the verdict are exercised: most bodies parse, some hundreds are valid quotes
    expect(parsed).toBeGreaterThan(2500);
    expect(accepted).toBeGreaterThan(500);
    expect(accepted).toBeLessThan(parsed);
  });

  it('on valid quotes with one field replaced by any JSON value, or added', () => {
    const fields = Object.keys(classic.QuoteRequestSchema.shape);
    fc.assert(
      fc.property(
        fc.integer(),
        fc.constantFrom(...fields, 'not_a_field', '__proto__', 'constructor'),
        fc.jsonValue(),
        (seed, field, value) => {
          const body = { ...validQuote(rng(seed)) };
          Object.defineProperty(body, field, { value, enumerable: true, writable: true, configurable: true });
          same('QuoteRequestSchema', body);
          same('BatchRequestSchema', { scenarios: [body], as_of: value });
          same('MatrixQuerySchema', { lender: value, as_of: value });
        },
      ),
      { numRuns: 2000, seed: 0x2302 },
    );
  });

  it('the same fields, in the same order, each with the same limits in the messages', () => {
    expect(Object.keys(QuoteRequestSchema.shape)).toEqual(Object.keys(classic.QuoteRequestSchema.shape));
    expect(Object.keys(MatrixQuerySchema.shape)).toEqual(Object.keys(classic.MatrixQuerySchema.shape));
    // one hand-checked message of each kind: a bound; a length check without its own message, which takes
    // the field's (as the classic schema did); an unknown key
    expect(verdict(QuoteRequestSchema as Parser, { ...validQuote(rng(1)), margin_bps: 1001 })).toMatchObject({
      issues: [{ path: ['margin_bps'], message: 'margin_bps must be between 0 and 1000' }],
    });
    expect(verdict(QuoteRequestSchema as Parser, { ...validQuote(rng(1)), doc_type: 'x'.repeat(101) })).toMatchObject({
      issues: [{ path: ['doc_type'], message: 'doc_type must be a string' }],
    });
    expect(verdict(CatalogQuerySchema as Parser, { lender: 'x' })).toMatchObject({
      issues: [{ code: 'unrecognized_keys', keys: ['lender'] }],
    });
  });
});
