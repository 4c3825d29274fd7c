/**
 * The OpenAPI 3.1 document of GET /api/openapi.json, generated from the route table
 * (operations.ts) and, with zod 4's own z.toJSONSchema(), from the very schemas that validate the
 * requests (request.ts, wire-requests.ts) and describe the responses (response.ts, reasons.ts,
 * catalog-schema.ts, matrix-view-schema.ts, wire.ts), each held to the engine's types, so the
 * document cannot drift from the code. OpenAPI 3.1 schema objects are JSON Schema 2020-12, zod's
 * default target.
 *
 * Requests are written in their input form (a defaulted field is optional and shows its default)
 * as components.requestBodies, responses in their output form as components.schemas: generators
 * such as openapi-typescript then type a request's defaulted fields as optional and a response's
 * as present. Node-side: `npm run openapi` (scripts/openapi.ts) writes it into openapi-document.ts,
 * which the Worker serves, so the Worker ships neither these schemas nor zod's JSON Schema code.
 */
import { z } from 'zod';
import { Catalog, CatalogProgram, ProgramList } from './catalog-schema.ts';
import {
  MAX_ANSWER_BYTES,
  MAX_BATCH_BODY_BYTES,
  MAX_BODY_BYTES,
  MAX_IGNORED_BODY_BYTES,
  SANE_REQUEST_ID,
} from './limits.ts';
import { MatrixView } from './matrix-view-schema.ts';
import { type ErrorStatus, type Operation, operations, TAGS } from './operations.ts';
import { Reason } from './reasons.ts';
import { QuoteRequestSchema } from './request.ts';
import { Adjuster, CapRecord, Offer, RateSheetUsed, Rejection } from './response.ts';
import { BatchResponse, BatchResult, ErrorBody, QuoteAnswer, ScenarioError } from './wire.ts';
import { BatchRequestSchema, MAX_SCENARIOS } from './wire-requests.ts';

type Json = Record<string, unknown>;

/** The 200 body of POST /api/auth/test (routes/auth-test.ts). */
export const AuthTestResponse = z.object({ ok: z.literal(true), message: z.string() });

/** The 200 body of GET /api/openapi.json: what a client may rely on, the rest is OpenAPI's own. */
const OpenApiDocument = z
  .object({
    openapi: z.string().describe('The OpenAPI version, 3.1.x'),
    info: z.object({ title: z.string(), version: z.string(), description: z.string() }).catchall(z.unknown()),
    servers: z.array(z.object({ url: z.string(), description: z.string() }).catchall(z.unknown())),
    paths: z.record(z.string(), z.record(z.string(), z.unknown())),
  })
  .catchall(z.unknown())
  .describe('This document');

const REQUEST_BODIES = {
  QuoteRequest: {
    schema: QuoteRequestSchema,
    description: 'One scenario. Omitted fields take the defaults shown; an unknown field is a 422.',
  },
  BatchRequest: {
    schema: BatchRequestSchema,
    description: `1 to ${MAX_SCENARIOS} scenarios priced on the same sheets; \`as_of\` once, at the top level. Each scenario is a quote request (\`QuoteRequest\`) without \`as_of\`, typed here as any JSON value because that is what the route accepts: an invalid scenario is answered by its own 422 result.`,
  },
} satisfies Record<NonNullable<Operation['body']>['name'], { schema: z.core.$ZodType; description: string }>;

const RESPONSE_SCHEMAS = {
  QuoteResponse: QuoteAnswer,
  Offer,
  Adjuster,
  CapRecord,
  Rejection,
  Reason,
  RateSheet: RateSheetUsed,
  BatchResponse,
  BatchResult,
  ScenarioError,
  ProgramList,
  Catalog,
  CatalogProgram,
  MatrixView,
  AuthTestResponse,
  ErrorBody,
  OpenApiDocument,
};

const ERRORS: Record<ErrorStatus, string> = {
  400: 'The body is not valid JSON (or not UTF-8), or the connection closed before its end',
  401: 'Missing or invalid bearer token (sent with `WWW-Authenticate: Bearer`)',
  404: 'No such program',
  413: `The body exceeds its limit: ${MAX_BODY_BYTES} bytes for a quote, ${MAX_BATCH_BODY_BYTES} for a batch, none for the GET routes, ${MAX_IGNORED_BODY_BYTES} ignored for POST /api/auth/test`,
  415: 'The body is not `application/json`',
  422: `Validation failed: \`errors\` maps each field or query parameter (unknown, repeated or invalid) to its messages; also an answer that would pass ${MAX_ANSWER_BYTES} bytes, naming what to ask instead`,
  500: 'Internal error (details are only logged)',
  503: 'INTERNAL_TOKEN is not configured, or a lender has no usable rate sheet',
};

const REQUEST_ID_PARAMETER = {
  name: 'X-Request-Id',
  in: 'header',
  required: false,
  description:
    'Your id for this request, echoed in the X-Request-Id header of the answer and written in its log line. One that does not match the pattern is not refused: the service answers with an id of its own.',
  schema: { type: 'string', pattern: SANE_REQUEST_ID.source },
};

/** Any operation can answer these: auth runs first, every query and body is checked, the store can fail. */
const ALWAYS: ErrorStatus[] = [401, 413, 422, 500, 503];

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });

/** Every answer, whatever its status, names its request (request-log.ts). */
const REQUEST_ID_HEADER = { 'X-Request-Id': { $ref: '#/components/headers/RequestId' } };
const json = (schema: Json) => ({ 'application/json': { schema } });

/** $schema and a fragment-only $id are not for schemas embedded in a document. */
function embedded({ $schema: _s, $id: _i, ...schema }: Json): Json {
  return schema;
}

/** z.int() bounds itself to the safe integers: true, but noise in a document. */
const override = ({ jsonSchema: s }: { jsonSchema: Json }) => {
  if (s.minimum === Number.MIN_SAFE_INTEGER) delete s.minimum;
  if (s.maximum === Number.MAX_SAFE_INTEGER) delete s.maximum;
};

/** components.schemas: the response schemas, cross-referenced by $ref. */
function responseSchemas(): Record<string, Json> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(RESPONSE_SCHEMAS)) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, { io: 'output', uri: (id) => `#/components/schemas/${id}`, override });
  return Object.fromEntries(Object.entries(schemas).map(([id, schema]) => [id, embedded(schema)]));
}

/** A request schema in its input form, inline (no $ref): what a client sends. */
const inputSchema = (schema: z.core.$ZodType): Json =>
  embedded(z.toJSONSchema(schema, { io: 'input', override }) as Json);

function parameters(op: Operation): Json[] {
  const inPath = Object.entries(op.pathParams ?? {}).map(([name, description]) => ({
    name,
    in: 'path',
    required: true,
    description,
    schema: { type: 'string' },
  }));
  const { properties = {}, required = [] } = inputSchema(op.query) as {
    properties?: Record<string, Json>;
    required?: string[];
  };
  const inQuery = Object.entries(properties).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.includes(name),
    description: String(schema.description ?? name),
    schema,
  }));
  return [...inPath, ...inQuery];
}

/** A body the route reads no byte of: optional, any type, bounded. */
const ignoredBody = (limit: number): Json => ({
  required: false,
  description: `Ignored, of any type, up to ${limit} bytes (a longer one is a 413)`,
  content: { '*/*': { schema: {} } },
});

function operation(id: string, op: Operation): Json {
  const responses: Json = { 200: { description: 'OK', headers: REQUEST_ID_HEADER, content: json(ref(op.ok)) } };
  for (const status of [...new Set([...op.errors, ...ALWAYS])].sort((x, y) => x - y))
    responses[status] = { $ref: `#/components/responses/E${status}` };
  const params = [{ $ref: '#/components/parameters/RequestId' }, ...parameters(op)];
  return {
    operationId: id,
    tags: [op.tag],
    summary: op.summary,
    description: op.description,
    parameters: params,
    ...(op.body ? { requestBody: { $ref: `#/components/requestBodies/${op.body.name}` } } : {}),
    ...(op.ignoredBody ? { requestBody: ignoredBody(op.ignoredBody) } : {}),
    responses,
  };
}

function build(): Json {
  const paths: Record<string, Json> = {};
  for (const [id, op] of operations()) (paths[op.path] ??= {})[op.method] = operation(id, op);
  const responses = Object.fromEntries(
    Object.entries(ERRORS).map(([status, description]) => [
      `E${status}`,
      {
        description,
        headers: {
          ...REQUEST_ID_HEADER,
          ...(status === '401'
            ? { 'WWW-Authenticate': { description: 'Always `Bearer`', schema: { type: 'string' } } }
            : {}),
        },
        content: json(ref('ErrorBody')),
      },
    ]),
  );
  const requestBodies = Object.fromEntries(
    Object.entries(REQUEST_BODIES).map(([name, { schema, description }]) => [
      name,
      { required: true, description, content: json(inputSchema(schema)) },
    ]),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: 'Loan pricing quote service',
      version: '1.0.0',
      description: [
        'Server-to-server loan pricing: one borrower scenario (or a batch) priced against every program of every lender’s rate sheet in force, with ranked offers and exact rejection reasons, each pointing at the lender’s own cell.',
        'Every route requires `Authorization: Bearer <INTERNAL_TOKEN>`. Every answer names its request in `X-Request-Id` (yours when you send a sane one); every error is JSON `{message, errors?, request_id}`; every quote is led by its `digest`, `format_version` and `engine_version`, with which `npm run quote -- --verify` checks a saved answer. A query parameter an operation does not declare, or one given twice, is a 422 naming it; another method on a known path is a 405 with `Allow`; a body that is not `application/json` is a 415.',
      ].join('\n\n'),
      contact: { name: 'Loan pricer maintainers' },
      // Private code: no license is granted (npm's UNLICENSED), written as an SPDX custom reference.
      license: { name: 'Private: no license granted', identifier: 'LicenseRef-Private' },
    },
    servers: [
      { url: 'http://127.0.0.1:8787', description: 'Local: npm start (wrangler dev)' },
      {
        url: 'https://{host}',
        description:
          'The deployed Worker on its private route (wrangler.toml routes, behind Cloudflare Access) or internal hostname',
        variables: { host: { default: 'pricer.internal', description: 'Hostname of the private route' } },
      },
    ],
    security: [{ bearerAuth: [] }],
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', description: 'The shared INTERNAL_TOKEN secret' },
      },
      schemas: responseSchemas(),
      requestBodies,
      responses,
      parameters: { RequestId: REQUEST_ID_PARAMETER },
      headers: {
        RequestId: {
          description:
            'The request’s id: the X-Request-Id sent when it was sane, else one the service made. Also the `request_id` of an error body and of the request’s log line',
          schema: { type: 'string' },
        },
      },
    },
  };
}

/**
 * A fresh build on every call (no caller may see another's changes to it): `npm run openapi` writes
 * it into openapi-document.ts, which the Worker serves; the Worker does not build it.
 */
export const openApiDocument = (): Json => build();
