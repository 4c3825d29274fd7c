/**
 * The OpenAPI document in Node, where a full JSON Schema validator may run (workerd refuses the
 * code generation ajv relies on): the document against the official OpenAPI 3.1 schema, and real
 * response bodies against the document's own schemas, so the published types are the served ones.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { programCatalog, programList } from '../../worker/engine/catalog.ts';
import { matrixView } from '../../worker/engine/matrix-view.ts';
import type { WithSheet } from '../../worker/engine/rate-sheets.ts';
import { QuoteRequestSchema } from '../../worker/engine/request.ts';
import { openApiDocument } from '../../worker/http/openapi.ts';
import { inForce, priced, sheetsOf } from '../engine/sheets.ts';

const doc = openApiDocument();

describe('the OpenAPI document', () => {
  it('is valid against the OpenAPI 3.1 schema', async () => {
    const validator = new Validator();
    const result = await validator.validate(doc);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  describe('describes the bodies the service really sends and accepts', () => {
    // strict: false because the document's non-schema keys (openapi, paths, ...) are not keywords.
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    ajv.addSchema({ ...doc, $id: 'openapi.json' });
    const conforms = (id: string, body: unknown) => {
      const validate = ajv.getSchema(`openapi.json#/components/schemas/${id}`)!;
      expect(validate(body) ? [] : validate.errors, id).toEqual([]);
    };
    const sheets = inForce(sheetsOf('2026-11-23'));

    it('quote responses: offers of both lenders, every kind of rejection', () => {
      conforms('QuoteResponse', priced({ credit_score: 745, lock_days: 45 }));
      conforms('QuoteResponse', priced({ program_slug: 'dscr', occupancy: 'investment', dscr_ratio: 1.1, term: 15 })); // rolled-up llpa_na
      conforms('QuoteResponse', priced({ credit_score: 600, state: 'NY', loan_amount: 60_000 }));
    });

    it('the catalog, the program list and every matrix view', () => {
      conforms('Catalog', programCatalog(sheets));
      conforms('ProgramList', programList(sheets));
      for (const l of sheets as WithSheet[])
        for (const p of l.sheet.artifact.programs) conforms('MatrixView', matrixView(l, p));
      // Not vacuous: an undocumented field or a missing one fails.
      expect(ajv.getSchema('openapi.json#/components/schemas/ProgramList')!({ ...programList(sheets), extra: 1 })).toBe(
        false,
      );
      expect(
        ajv.getSchema('openapi.json#/components/schemas/MatrixView')!({
          ...matrixView(sheets[0]! as WithSheet, sheets[0]!.sheet!.artifact.programs[0]!),
          rows: undefined,
        }),
      ).toBe(false);
    });

    it('error bodies, with and without field errors', () => {
      conforms('ErrorBody', { message: 'invalid bearer token' });
      conforms('ErrorBody', {
        message: 'term must be one of 10, 15, 20, 25, 30, 40',
        errors: { term: ['term must be one of 10, 15, 20, 25, 30, 40'] },
      });
    });

    it('quote requests: a minimal one and a full one with defaults written out, and not one with an unknown field', () => {
      const minimal = { term: 30, purpose: 'purchase', credit_score: 745, purchase_price: 500000, loan_amount: 400000 };
      conforms('QuoteRequest', minimal);
      conforms('QuoteRequest', QuoteRequestSchema.parse(minimal));
      const validate = ajv.getSchema('openapi.json#/components/schemas/QuoteRequest')!;
      expect(validate({ ...minimal, loan_amt: 1 })).toBe(false);
      expect(validate({ ...minimal, term: 11 })).toBe(false);
    });
  });
});
