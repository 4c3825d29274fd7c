/**
 * What the HTTP layer takes beyond the quote request itself (worker/contract/request.ts): the batch
 * body and the catalog routes' query parameters. Zod schemas (zod/mini, as the Worker runs them:
 * worker/artifact/zod.ts), so that the OpenAPI document (openapi.ts) describes exactly what is accepted.
 */
import * as z from '../artifact/zod.ts';
import { AsOf, described, orNull } from './request.ts';

/** Scenarios a batch may hold. */
export const MAX_SCENARIOS = 100;
const SCENARIOS_MESSAGE = `scenarios must be a list of 1 to ${MAX_SCENARIOS} quote requests`;

/**
 * POST /api/pricer/quotes: the scenarios share one set of sheets, so `as_of` is given once, at the
 * top level. A scenario is any JSON value here: each is then validated on its own, so that one bad
 * scenario is its own 422 result and never fails the others (the OpenAPI document says so too).
 */
export const BatchRequestSchema = z.strictObject({
  scenarios: described(
    z
      .array(
        described(
          z.unknown(),
          'A quote request without as_of (see POST /api/pricer/quote). Any JSON value is accepted here: one that is not a valid quote request is answered by its own 422 result, and the others are priced.',
        ),
        { message: SCENARIOS_MESSAGE },
      )
      .check(
        z.minLength(1, { message: SCENARIOS_MESSAGE }),
        z.maxLength(MAX_SCENARIOS, { message: SCENARIOS_MESSAGE }),
      ),
    `1 to ${MAX_SCENARIOS} quote requests, each without as_of`,
  ),
  as_of: orNull(AsOf),
});

/** Absent reads as null (a query parameter is never null). */
const absentAsNull = <S extends z.ZodMiniType>(schema: S) =>
  z.pipe(
    z.optional(schema),
    z.transform((v: z.output<S> | undefined) => v ?? null),
  );

/** Query of the catalog routes (GET /api/pricer/programs, GET /api/programs). */
export const CatalogQuerySchema = z.strictObject({ as_of: absentAsNull(AsOf) });

/** Query of GET /api/programs/{slug}/matrix: `lender` picks the program when two lenders share its slug. */
export const MatrixQuerySchema = z.strictObject({
  ...CatalogQuerySchema.shape,
  lender: described(
    absentAsNull(z.string({ message: 'lender must be a string' }).check(z.maxLength(100))),
    'lender_slug of the program',
  ),
});
