/**
 * The bodies the HTTP layer sends beyond the engine's own quote (worker/contract/response.ts): the quote as
 * answered, with what identifies its question (worker/http/digest.ts); the batch; and the one error
 * envelope, with the request's id (worker/http/request-id.ts). Zod schemas, so that the OpenAPI document (openapi.ts)
 * describes exactly what is sent.
 */
import { z } from 'zod';
import { QuoteResponse, RateSheetUsed } from './response.ts';

const FieldErrors = z
  .record(z.string(), z.array(z.string()))
  .describe('Field name (or query parameter) -> messages; present when the failure is about specific fields');

/** The one error envelope of the service: every 4xx and 5xx answer. */
export const ErrorBody = z.object({
  message: z.string(),
  errors: FieldErrors.optional(),
  request_id: z
    .string()
    .describe('The request’s id, also sent as the X-Request-Id header: quote it when asking about this answer'),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** An error before it is sent: the envelope without the request's id (`npm run quote` prints it so). */
export type ErrorContent = Omit<ErrorBody, 'request_id'>;

/** A scenario of a batch that was refused: the 422 it would have answered alone (the batch's id is in its header). */
export const ScenarioError = ErrorBody.omit({ request_id: true })
  .required()
  .describe(
    'The 422 the scenario would have answered alone, without the request id (the batch answer’s header has it)',
  );

/**
 * What a quote was the answer to, so that anyone holding it and its request can check it later
 * (`npm run quote -- --verify`, docs/contract.md › Verifying a quote).
 */
const QuoteIdentity = z.object({
  digest: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .describe(
      'sha256 (hex) of the canonical request, the sheets of rate_sheets (lender, status, sha256, withdrawn_at), format_version and engine_version: the same question on the same sheets has the same digest',
    ),
  format_version: z.number().int().describe('The artifact format of the sheets priced'),
  engine_version: z
    .number()
    .int()
    .describe(
      'The pricing engine’s version: raised whenever the same request on the same sheets could answer otherwise',
    ),
});

/** POST /api/pricer/quote's 200: the engine's quote, led by what identifies its question. */
export const QuoteAnswer = QuoteIdentity.extend(QuoteResponse.shape);
export type QuoteAnswer = z.infer<typeof QuoteAnswer>;

/** One scenario of a batch: its quote, or the 422 it would have answered alone. */
export const BatchResult = z.discriminatedUnion('status', [
  z.object({ index: z.number().int(), status: z.literal(200), quote: QuoteAnswer }),
  z.object({ index: z.number().int(), status: z.literal(422), error: ScenarioError }),
]);
export type BatchResult = z.infer<typeof BatchResult>;

export const BatchResponse = z.object({
  rate_sheets: z.array(RateSheetUsed).describe('The sheets every scenario was priced on'),
  results: z.array(BatchResult).describe('One result per scenario, in request order'),
});
export type BatchResponse = z.infer<typeof BatchResponse>;
