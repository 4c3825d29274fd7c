/**
 * The OpenAPI 3.1 document of GET /api/openapi.json, generated with zod 4's own z.toJSONSchema()
 * from the very schemas that validate requests (engine/request.ts) and type responses
 * (engine/response.ts, catalog.ts, matrix-view.ts, errors.ts), so the document cannot drift from
 * the code. OpenAPI 3.1 schema objects are JSON Schema 2020-12, zod's default target. Every route
 * of app.ts must appear in OPERATIONS; test/worker/openapi.test.ts checks both ways.
 */
import { z } from 'zod';
import { Catalog, CatalogProgram, ProgramList } from '../engine/catalog.ts';
import { MatrixView } from '../engine/matrix-view.ts';
import { CatalogQuerySchema, MatrixQuerySchema, QuoteRequestSchema } from '../engine/request.ts';
import { Adjuster, Offer, QuoteResponse, Rejection } from '../engine/response.ts';
import { ErrorBody } from './errors.ts';
import { MAX_BODY_BYTES } from './json-body.ts';
import { AuthTestResponse } from './routes/auth-test.ts';

type Json = Record<string, unknown>;

/** Schemas shown under components.schemas; requests are read as input (defaults optional), responses as output. */
const REQUEST_SCHEMAS = { QuoteRequest: QuoteRequestSchema };
const RESPONSE_SCHEMAS = {
  QuoteResponse,
  Offer,
  Adjuster,
  Rejection,
  ProgramList,
  Catalog,
  CatalogProgram,
  MatrixView,
  AuthTestResponse,
  ErrorBody,
};
type ResponseSchemaId = keyof typeof RESPONSE_SCHEMAS;

const ERRORS = {
  400: 'The body is not valid JSON',
  401: 'Missing or invalid bearer token',
  404: 'No such program (or route)',
  413: `The body exceeds ${MAX_BODY_BYTES} bytes`,
  422: 'Validation failed: `errors` maps each field (or query parameter) to its messages',
  500: 'Internal error (details are only logged)',
  503: 'INTERNAL_TOKEN is not configured, or a lender has no usable rate sheet',
} as const;
type ErrorStatus = keyof typeof ERRORS;

interface Operation {
  method: 'get' | 'post';
  /** OpenAPI form: {param} */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  query?: z.ZodType;
  pathParams?: Record<string, string>;
  body?: keyof typeof REQUEST_SCHEMAS;
  /** The 200 body: a component, or an inline schema. */
  ok: ResponseSchemaId | Json;
  errors: ErrorStatus[];
}

/** 401, 500 and 503 can answer any route (auth runs first, the store can fail). */
const ALWAYS: ErrorStatus[] = [401, 500, 503];

export const OPERATIONS: readonly Operation[] = [
  {
    method: 'post',
    path: '/api/pricer/quote',
    operationId: 'quote',
    summary: 'Price one scenario against every program of every lender',
    description:
      'Spec 4.1. `as_of` in the body prices against the sheets in force on that date; `rate_sheets` names the artifacts used.',
    body: 'QuoteRequest',
    ok: 'QuoteResponse',
    errors: [400, 413, 422],
  },
  {
    method: 'get',
    path: '/api/pricer/programs',
    operationId: 'listPrograms',
    summary: 'The programs and doc types on each lender’s sheet in force (or `as_of`)',
    query: CatalogQuerySchema,
    ok: 'ProgramList',
    errors: [422],
  },
  {
    method: 'get',
    path: '/api/programs',
    operationId: 'programCatalog',
    summary:
      'Every program with its limits, caps and floor, PPP tables and (agency) rate blocks and states, each value with its source cell',
    description:
      'Prices and adjustments in points; percentages as numbers (55 = 55.00 %); DSCR as a number; loan amounts in dollars; null PPP value = NA.',
    query: CatalogQuerySchema,
    ok: 'Catalog',
    errors: [422],
  },
  {
    method: 'get',
    path: '/api/programs/{slug}/matrix',
    operationId: 'programMatrix',
    summary: 'A program’s LTV/CLTV matrix, one row per tier, FICO band, loan band, occupancy and purpose',
    description:
      'Explains no_ltv_matrix_cell and max_ltv_exceeded. Agency programs publish no matrix: 200 with has_matrix false, the maximum LTV and the NA cells of the LLPA grids.',
    query: MatrixQuerySchema,
    pathParams: { slug: 'program_slug' },
    ok: 'MatrixView',
    errors: [404, 422],
  },
  {
    method: 'post',
    path: '/api/auth/test',
    operationId: 'authTest',
    summary: 'Check the bearer token',
    ok: 'AuthTestResponse',
    errors: [],
  },
  {
    method: 'get',
    path: '/api/openapi.json',
    operationId: 'openApi',
    summary: 'This document',
    ok: { type: 'object', description: 'OpenAPI 3.1 document' },
    errors: [],
  },
];

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });
const json = (schema: Json) => ({ 'application/json': { schema } });

/** components.schemas for one registry of named schemas, cross-referenced by $ref. */
function componentSchemas(named: Record<string, z.ZodType>, io: 'input' | 'output'): Record<string, Json> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(named)) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, {
    io,
    uri: (id) => `#/components/schemas/${id}`,
    // z.int() bounds itself to the safe integers: true, but noise in a document.
    override: ({ jsonSchema: s }) => {
      if (s.minimum === Number.MIN_SAFE_INTEGER) delete s.minimum;
      if (s.maximum === Number.MAX_SAFE_INTEGER) delete s.maximum;
    },
  });
  // $schema and a fragment-only $id are not for schemas embedded in a document.
  return Object.fromEntries(Object.entries(schemas).map(([id, { $schema: _s, $id: _i, ...schema }]) => [id, schema]));
}

function parameters(op: Operation): Json[] {
  const inPath = Object.entries(op.pathParams ?? {}).map(([name, description]) => ({
    name,
    in: 'path',
    required: true,
    description,
    schema: { type: 'string' },
  }));
  if (!op.query) return inPath;
  const { properties = {}, required = [] } = z.toJSONSchema(op.query, { io: 'input' }) as {
    properties?: Record<string, Json>;
    required?: string[];
  };
  const inQuery = Object.entries(properties).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.includes(name),
    ...(typeof schema.description === 'string' ? { description: schema.description } : {}),
    schema,
  }));
  return [...inPath, ...inQuery];
}

function operation(op: Operation): Json {
  const responses: Json = { 200: { description: 'OK', content: json(typeof op.ok === 'string' ? ref(op.ok) : op.ok) } };
  for (const status of [...op.errors, ...ALWAYS].sort((x, y) => x - y))
    responses[status] = { $ref: `#/components/responses/E${status}` };
  const params = parameters(op);
  return {
    operationId: op.operationId,
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    ...(params.length ? { parameters: params } : {}),
    ...(op.body ? { requestBody: { required: true, content: json(ref(op.body)) } } : {}),
    responses,
  };
}

function build(): Json {
  const paths: Record<string, Json> = {};
  for (const op of OPERATIONS) (paths[op.path] ??= {})[op.method] = operation(op);
  const responses = Object.fromEntries(
    Object.entries(ERRORS).map(([status, description]) => [
      `E${status}`,
      {
        description,
        content: json(ref('ErrorBody')),
        ...(status === '401'
          ? { headers: { 'WWW-Authenticate': { description: 'Always `Bearer`', schema: { type: 'string' } } } }
          : {}),
      },
    ]),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: 'Loan pricing quote service',
      version: '1.0.0',
      description:
        'Server-to-server loan pricing (contract: spec/quote-service.md). Every route requires `Authorization: Bearer <INTERNAL_TOKEN>`.',
    },
    security: [{ bearerAuth: [] }],
    paths,
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', description: 'The shared INTERNAL_TOKEN secret' },
      },
      schemas: { ...componentSchemas(REQUEST_SCHEMAS, 'input'), ...componentSchemas(RESPONSE_SCHEMAS, 'output') },
      responses,
    },
  };
}

let document: Json | undefined;

/** Built on first use and kept: the schemas are fixed for the life of the isolate. */
export const openApiDocument = (): Json => (document ??= build());
