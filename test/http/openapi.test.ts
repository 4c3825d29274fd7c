/**
 * The OpenAPI document in Node, where a full JSON Schema validator may run (workerd refuses the
 * code generation ajv relies on): the document against the official OpenAPI 3.1 schema, and real
 * request and response bodies against the document's own schemas, so the published types are the
 * served ones (the requests in their input form, the responses in their output form).
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { US_STATES } from '../../worker/artifact/vocabulary.ts';
import { openApiDocument } from '../../worker/contract/openapi.ts';
import { OPERATIONS } from '../../worker/contract/operations.ts';
import { REASON_KEYS } from '../../worker/contract/reasons.ts';
import { AS_OF_PATTERN, QuoteRequestSchema } from '../../worker/contract/request.ts';
import { programList } from '../../worker/engine/catalog.ts';
import { matrixView } from '../../worker/engine/matrix-view.ts';
import type { WithSheet } from '../../worker/engine/rate-sheets.ts';
import { answerBatch, answerQuote } from '../../worker/http/answers.ts';
import { catalogOf } from '../catalog/catalog-of.ts';
import { inForce, priced, randomScenarios, sheetsOf } from '../engine/sheets.ts';
import { answered } from './answered.ts';

const doc = openApiDocument() as Record<string, any>;
const MINIMAL = { term: 30, purpose: 'purchase', credit_score: 745, purchase_price: 500000, loan_amount: 400000 };

describe('the OpenAPI document', () => {
  it('is valid against the OpenAPI 3.1 schema', async () => {
    const validator = new Validator();
    const result = await validator.validate(doc);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('documents every operation of the route table, with its tag, and servers to call', () => {
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops as object).map(([method, op]) => `${method} ${path} ${op.operationId} ${op.tags}`),
    );
    expect(documented.sort()).toEqual(
      Object.entries(OPERATIONS)
        .map(([id, op]) => `${op.method} ${op.path} ${id} ${op.tag}`)
        .sort(),
    );
    expect(doc.servers[0]).toEqual({ url: 'http://127.0.0.1:8787', description: expect.stringContaining('npm start') });
    expect(doc.tags.map((t: { name: string }) => t.name)).toEqual(['Quotes', 'Catalog', 'Service']);
  });

  describe('describes the bodies the service really sends and accepts', () => {
    // strict: false because the document's non-schema keys (openapi, paths, ...) are not keywords.
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    ajv.addSchema({ ...doc, $id: 'openapi.json' });
    const schema = (id: string) => ajv.getSchema(`openapi.json#/components/schemas/${id}`)!;
    const requestBody = (name: string) =>
      ajv.getSchema(`openapi.json#/components/requestBodies/${name}/content/application~1json/schema`)!;
    const conforms = (validate: ReturnType<typeof schema>, body: unknown, what: string) =>
      expect(validate(body) ? [] : validate.errors, what).toEqual([]);
    const sheets = inForce(sheetsOf('2026-11-23'));

    it('quote responses: offers of both lenders, every kind of rejection, both views', async () => {
      // What the route sends: the engine's quote led by its digest, format and engine version.
      const sent = async (input: object) =>
        (
          await answered(
            answerQuote({ ...MINIMAL, credit_score: 740, ...input }, async () => inForce(sheetsOf('2026-11-20'))),
          )
        ).body;
      conforms(schema('QuoteResponse'), await sent({ credit_score: 745, lock_days: 45 }), 'quote');
      conforms(schema('QuoteResponse'), await sent({ credit_score: 745, view: 'best', limit: 3 }), 'best view');
      conforms(
        schema('QuoteResponse'),
        await sent({ program_slug: 'dscr', occupancy: 'investment', dscr_ratio: 1.1, term: 15 }),
        'rolled-up llpa_na',
      );
      conforms(schema('QuoteResponse'), await sent({ credit_score: 600, state: 'NY', loan_amount: 60_000 }), 'limits');
      // Not vacuous: the engine's quote without what identifies it is not what the route sends.
      expect(schema('QuoteResponse')(priced({ credit_score: 745 }))).toBe(false);
    });

    it('every rejection reason of 150 random scenarios matches the member of its key, and only that one', () => {
      const reason = schema('Reason');
      const seen = new Set<string>();
      for (const s of randomScenarios(1811, 150)) {
        for (const r of priced(s, '2026-11-23').rejected)
          for (const x of r.rejections) {
            seen.add(x.key);
            conforms(reason, x, x.key);
          }
      }
      expect(seen.size).toBeGreaterThanOrEqual(15);
      for (const key of seen) expect(REASON_KEYS).toContain(key);
      // One shape per key: the old string form of eligible_states, or a string FICO, is refused.
      expect(
        reason({ key: 'eligible_states', threshold: 'all except ND, NY', provided: 'ND', source_page: null }),
      ).toBe(false);
      expect(reason({ key: 'eligible_states', threshold: ['CA'], provided: 'ND', source_page: null })).toBe(true);
      expect(reason({ key: 'min_fico', threshold: '620', provided: 600, source_page: null })).toBe(false);
      expect(reason({ key: 'no_such_key', threshold: null, provided: null, source_page: null })).toBe(false);
    });

    it('one member per key the engine can emit, each with a literal key', () => {
      const members = doc.components.schemas.Reason.oneOf as { properties: { key: { const: string } } }[];
      expect(members.map((m) => m.properties.key.const)).toEqual([...REASON_KEYS]);
      expect(REASON_KEYS.length).toBe(25);
      const states = members.find((m) => m.properties.key.const === 'eligible_states')!.properties as any;
      expect(states.threshold).toEqual(
        expect.objectContaining({ type: 'array', items: { type: 'string', enum: [...US_STATES] } }),
      );
    });

    it('batch responses, with a refused scenario among priced ones', async () => {
      const answer = await answered(
        answerBatch(
          {
            scenarios: [
              { term: 30, purpose: 'purchase', credit_score: 745, purchase_price: 500000, loan_amount: 400000 },
              { term: 11 },
            ],
          },
          async () => sheets,
        ),
      );
      expect(answer.status).toBe(200);
      conforms(schema('BatchResponse'), answer.body, 'batch');
    });

    it('the catalog, the program list, every matrix view and this document', () => {
      conforms(schema('Catalog'), catalogOf(sheets), 'catalog');
      conforms(schema('ProgramList'), programList(sheets), 'program list');
      for (const lender of sheets as WithSheet[]) {
        const artifact = lender.sheet.artifact;
        for (const program of artifact.programs)
          conforms(schema('MatrixView'), matrixView({ lender, artifact, program }), program.slug);
      }
      conforms(schema('OpenApiDocument'), doc, 'the document');
      // Not vacuous: an undocumented field or a missing one fails.
      expect(schema('ProgramList')({ ...programList(sheets), extra: 1 })).toBe(false);
      expect(schema('OpenApiDocument')({ ...doc, openapi: undefined })).toBe(false);
    });

    it('error bodies, with and without field errors', () => {
      const request_id = '0b7c4a4e-2c4e-4a39-9d38-6f1f1e0f2a51';
      conforms(schema('ErrorBody'), { message: 'invalid bearer token', request_id }, 'plain');
      const field = { message: 'term must be one of …', errors: { term: ['term must be …'] } };
      conforms(schema('ErrorBody'), { ...field, request_id }, '422');
      // Every error body names its request; a batch's refused scenario does not (the batch's header does).
      expect(schema('ErrorBody')(field)).toBe(false);
      conforms(schema('ScenarioError'), field, 'scenario');
      expect(schema('ScenarioError')({ ...field, request_id })).toBe(false);
    });

    it('quote requests in their input form: defaulted fields optional with their default', () => {
      const body = requestBody('QuoteRequest');
      const minimal = { term: 30, purpose: 'purchase', credit_score: 745, purchase_price: 500000, loan_amount: 400000 };
      conforms(body, minimal, 'minimal');
      conforms(body, QuoteRequestSchema.parse(minimal), 'with its defaults written out');
      expect(body({ ...minimal, loan_amt: 1 })).toBe(false);
      expect(body({ ...minimal, term: 11 })).toBe(false);
      // Any precision in range: the target is compared exactly as sent (exact-decimal.ts).
      conforms(body, { ...minimal, target_price: 100.0005 }, 'a target with 4 decimals');
      expect(body({ ...minimal, target_price: 110.0001 })).toBe(false);
      const quote = doc.components.requestBodies.QuoteRequest.content['application/json'].schema;
      expect(quote.required.sort()).toEqual(['credit_score', 'loan_amount', 'purchase_price', 'purpose', 'term']);
      expect(quote.properties.lock_days).toMatchObject({ enum: [15, 30, 45, 60], default: 30 });
      expect(quote.properties.view).toMatchObject({ enum: ['all', 'best'], default: 'all' });
      expect(quote.properties.target_price).toMatchObject({ minimum: 90, maximum: 110, default: 100 });
      expect(quote.properties.limit.anyOf).toContainEqual({ type: 'integer', minimum: 1, maximum: 1000 });
    });

    it('batch requests: 1 to 100 scenarios, each any JSON value, as the route takes them', async () => {
      const body = requestBody('BatchRequest');
      const one = { term: 30, purpose: 'purchase', credit_score: 745, purchase_price: 500000, loan_amount: 400000 };
      conforms(body, { scenarios: [one], as_of: '2026-11-20' }, 'one scenario');
      conforms(body, { scenarios: Array(100).fill(one) }, '100 scenarios');
      expect(body({ scenarios: Array(101).fill(one) })).toBe(false);
      expect(body({ scenarios: [] })).toBe(false);
      expect(body({ scenarios: [one], extra: 1 })).toBe(false);
      // What the document admits, the route answers 200, an invalid scenario being its own 422 result.
      const mixed = { scenarios: [one, { ...one, as_of: '2026-11-20' }, 'not an object', null] };
      conforms(body, mixed, 'scenarios that are not valid quote requests');
      const answer = await answered(answerBatch(mixed, async () => sheets));
      expect([answer.status, answer.body.results.map((r: { status: number }) => r.status)]).toEqual([
        200,
        [200, 422, 422, 422],
      ]);
    });

    it('as_of: the document’s pattern admits exactly what the validator accepts', () => {
      const quote = requestBody('QuoteRequest');
      const minimal = { term: 30, purpose: 'purchase', credit_score: 745, purchase_price: 500000, loan_amount: 400000 };
      const asOf = (value: string) => quote({ ...minimal, as_of: value });
      const accepts = (value: string) => QuoteRequestSchema.safeParse({ ...minimal, as_of: value }).success;
      for (const value of [
        '2026-11-20',
        '2026-11-23T13:15:00-08:00',
        '2024-02-29T00:00Z',
        '2026-02-30',
        '2026-11-23T24:00Z',
        '2026-11-23 13:15',
        '2026-11-23T13:15:00+15:00',
        'tomorrow',
      ])
        expect(asOf(value), value).toBe(accepts(value));
      const asOfParameter = doc.paths['/api/programs'].get.parameters.find(
        (p: { name?: string }) => p.name === 'as_of',
      );
      expect(asOfParameter.schema.pattern).toBe(AS_OF_PATTERN.source);
    });
  });
});
