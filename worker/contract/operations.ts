/**
 * The route table: every operation of the service, once. The Hono app registers exactly these
 * routes (worker/http/mount.ts: a handler per operationId, checked by the compiler), answers 405
 * with `Allow` for another method on one of these paths (worker/http/paths.ts), refuses query
 * parameters and bodies the operation does not declare (worker/http/request-checks.ts), and the
 * OpenAPI document is generated from the same entries (openapi.ts). Node-safe: no Workers
 * globals, so tools and Node tests build the document too.
 */
import * as z from '../artifact/zod.ts';
import { MAX_ANSWER_BYTES, MAX_BATCH_BODY_BYTES, MAX_BODY_BYTES, MAX_IGNORED_BODY_BYTES } from './limits.ts';
import { CatalogQuerySchema, MatrixQuerySchema } from './wire-requests.ts';

/** An operation that takes no query parameter: any is refused (422 naming it). */
const NoQuery = z.strictObject({});

export const TAGS = {
  Quotes: 'Pricing: one scenario, or a batch of scenarios on the same sheets',
  Catalog: 'What the sheets in force offer: programs, limits, caps, PPP tables, LTV matrices',
  Service: 'The token check and this document',
} as const;

/** The error statuses an operation documents; their descriptions are in openapi.ts. */
export type ErrorStatus = 400 | 401 | 404 | 413 | 415 | 422 | 500 | 503;

export interface Operation {
  method: 'get' | 'post';
  /** OpenAPI form: {param} */
  path: string;
  tag: keyof typeof TAGS;
  summary: string;
  description: string;
  query: z.ZodMiniObject;
  pathParams?: Record<string, string>;
  /** A JSON body: the components.requestBodies entry that documents it, and the most bytes read. */
  body?: { name: 'QuoteRequest' | 'BatchRequest'; limit: number };
  /** A route without `body` that drops a body of up to this many bytes, of any type, unread (else none: 413). */
  ignoredBody?: number;
  /** The components.schemas entry of the 200 body. */
  ok: string;
  /** Beyond 401, 413, 422, 500 and 503, which any operation can answer. */
  errors: readonly ErrorStatus[];
}

export const OPERATIONS = {
  quote: {
    method: 'post',
    path: '/api/pricer/quote',
    tag: 'Quotes',
    summary: 'Price one scenario against every program of every lender',
    description: `Prices the scenario against the sheets in force (or in force at \`as_of\`). \`view\` picks every priced rate (\`all\`, best price first) or one offer per program and doc type (\`best\`: the lowest rate reaching \`target_price\`); \`limit\` keeps the first N. Ineligible programs are listed in \`rejected\` with their reasons; \`rate_sheets\` names the sheet of every lender. An answer is at most ${MAX_ANSWER_BYTES} bytes: one that would be larger is a 422 naming \`view\` (ask for \`view: "best"\` or a \`limit\`).`,
    query: NoQuery,
    body: { name: 'QuoteRequest', limit: MAX_BODY_BYTES },
    ok: 'QuoteResponse',
    errors: [400, 415],
  },
  quoteBatch: {
    method: 'post',
    path: '/api/pricer/quotes',
    tag: 'Quotes',
    summary: 'Price up to 100 scenarios on the same sheets',
    description: `Each scenario is a quote request without \`as_of\` (a batch takes one \`as_of\`, at the top level). Results come in request order, each a 200 with its quote or a 422 with its errors: a bad scenario never fails the others. The envelope itself (no scenarios, more than 100, an unknown field) is a 422, and so is a batch whose answer would pass ${MAX_ANSWER_BYTES} bytes, naming \`scenarios\` (ask for \`view: "best"\` or a \`limit\` in each scenario, or send fewer).`,
    query: NoQuery,
    body: { name: 'BatchRequest', limit: MAX_BATCH_BODY_BYTES },
    ok: 'BatchResponse',
    errors: [400, 415],
  },
  listPrograms: {
    method: 'get',
    path: '/api/pricer/programs',
    tag: 'Catalog',
    summary: 'The programs and doc types on each lender’s sheet',
    description:
      'Per lender of the roster, the sheet in force (or in force at `as_of`) and its programs with their doc types.',
    query: CatalogQuerySchema,
    ok: 'ProgramList',
    errors: [],
  },
  programCatalog: {
    method: 'get',
    path: '/api/programs',
    tag: 'Catalog',
    summary: 'Every program with its limits, caps, floor, PPP tables and agency terms',
    description:
      'Each value with its source cell. Prices and adjustments in points; percentages as numbers (55 = 55.00 %); DSCR as a number; loan amounts in dollars; a null PPP value is NA (not eligible).',
    query: CatalogQuerySchema,
    ok: 'Catalog',
    errors: [],
  },
  programMatrix: {
    method: 'get',
    path: '/api/programs/{slug}/matrix',
    tag: 'Catalog',
    summary: 'A program’s LTV/CLTV matrix',
    description:
      'One row per DSCR tier, FICO band, loan band, occupancy and purpose: it explains no_ltv_matrix_cell and max_ltv_exceeded. Agency programs publish no matrix: 200 with has_matrix false, the maximum LTV and the NA cells of the LLPA grids. An unknown slug is a 404.',
    query: MatrixQuerySchema,
    pathParams: { slug: 'The program_slug' },
    ok: 'MatrixView',
    errors: [404],
  },
  authTest: {
    method: 'post',
    path: '/api/auth/test',
    tag: 'Service',
    summary: 'Check the bearer token',
    description: `Answers 200 when the token is accepted (401 otherwise, like every route). Reads no body: one of up to ${MAX_IGNORED_BODY_BYTES} bytes, of any type (such as the \`{}\` generic clients send), is ignored; a longer one is a 413.`,
    query: NoQuery,
    ignoredBody: MAX_IGNORED_BODY_BYTES,
    ok: 'AuthTestResponse',
    errors: [],
  },
  openApi: {
    method: 'get',
    path: '/api/openapi.json',
    tag: 'Service',
    summary: 'This OpenAPI document',
    description: 'The OpenAPI 3.1 document of every operation, generated from the schemas that validate and type them.',
    query: NoQuery,
    ok: 'OpenApiDocument',
    errors: [],
  },
} as const satisfies Record<string, Operation>;

export type OperationId = keyof typeof OPERATIONS;

/** The table's entries with their operationId, in table order. */
export const operations = (): [OperationId, Operation][] =>
  Object.entries(OPERATIONS).map(([id, op]) => [id as OperationId, op]);
