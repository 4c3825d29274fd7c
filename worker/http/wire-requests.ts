/**
 * What the HTTP layer takes beyond the quote request itself (worker/engine/request.ts): the batch
 * body and the catalog routes' query parameters. Zod schemas, so that the OpenAPI document
 * (openapi.ts) describes exactly what is accepted.
 */
import { z } from 'zod';
import { AsOf } from '../engine/request.ts';

/** Scenarios a batch may hold. */
export const MAX_SCENARIOS = 100;
const SCENARIOS_MESSAGE = `scenarios must be a list of 1 to ${MAX_SCENARIOS} quote requests`;

/**
 * POST /api/pricer/quotes: the scenarios share one set of sheets, so `as_of` is given once, at the
 * top level. A scenario is any JSON value here: each is then validated on its own, so that one bad
 * scenario is its own 422 result and never fails the others (the OpenAPI document says so too).
 */
export const BatchRequestSchema = z
  .object({
    scenarios: z
      .array(
        z
          .unknown()
          .describe(
            'A quote request without as_of (see POST /api/pricer/quote). Any JSON value is accepted here: one that is not a valid quote request is answered by its own 422 result, and the others are priced.',
          ),
        { message: SCENARIOS_MESSAGE },
      )
      .min(1, { message: SCENARIOS_MESSAGE })
      .max(MAX_SCENARIOS, { message: SCENARIOS_MESSAGE })
      .describe(`1 to ${MAX_SCENARIOS} quote requests, each without as_of`),
    as_of: AsOf.nullish().transform((v) => v ?? null),
  })
  .strict();

/** Query of the catalog routes (GET /api/pricer/programs, GET /api/programs). */
export const CatalogQuerySchema = z.object({ as_of: AsOf.optional().transform((v) => v ?? null) }).strict();

/** Query of GET /api/programs/{slug}/matrix: `lender` picks the program when two lenders share its slug. */
export const MatrixQuerySchema = CatalogQuerySchema.extend({
  lender: z
    .string({ message: 'lender must be a string' })
    .max(100)
    .optional()
    .transform((v) => v ?? null)
    .describe('lender_slug of the program'),
}).strict();
