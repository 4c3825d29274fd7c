/**
 * The request schemas as they were written in zod's classic API, before the Worker moved to zod/mini
 * (worker/contract/request.ts, worker/contract/wire-requests.ts): the oracle of request-mini.test.ts, which holds the two to the same
 * verdicts, values and messages. Only the constants come from the live module.
 */
import { z } from 'zod';
import {
  CITIZENSHIPS,
  COMP_TYPES,
  DOC_SEASONINGS,
  HOUSING_EVENTS,
  HOUSING_HISTORIES,
  LIEN_POSITIONS,
  LOCK_DAYS,
  PPP_TERMS,
  PROPERTY_TYPES,
  PURPOSES,
  REQUEST_OCCUPANCIES,
  TERMS,
} from '../../worker/artifact/vocabulary.ts';
import { AS_OF_PATTERN, MAX_DOLLARS } from '../../worker/contract/request.ts';
import { MAX_SCENARIOS } from '../../worker/contract/wire-requests.ts';

/** A literal set rather than z.custom, so that the OpenAPI document (worker/contract/openapi.ts) shows the allowed values. */
const oneOf = <const T extends readonly (string | number)[]>(name: string, values: T) =>
  z.literal(values, {
    message: `${name} must be one of ${values.map((v) => (typeof v === 'string' ? `"${v}"` : v)).join(', ')}`,
  });

const dollars = (name: string) =>
  z
    .number({ message: `${name} must be a number` })
    .int({ message: `${name} must be whole dollars` })
    .min(50_000, { message: `${name} must be at least 50000` })
    .max(MAX_DOLLARS, { message: `${name} must be at most ${MAX_DOLLARS}` });

const AS_OF_MESSAGE = 'as_of must be a date YYYY-MM-DD or a date-time with its offset, e.g. 2026-11-23T13:15:00-08:00';

/**
 * The moment to price (or list) as of, instead of now: a date means the last sheet in force that
 * day, a date-time the sheet in force at that moment. The store decides which sheet that is.
 */
const asOf = z
  .string({ message: AS_OF_MESSAGE })
  .regex(AS_OF_PATTERN, { message: AS_OF_MESSAGE })
  .describe(
    'Price against the sheets in force at this moment instead of now: YYYY-MM-DD (the last sheet in force that day) or an ISO date-time with offset (the sheet in force at that instant). Nothing expires in a replay.',
  );

/** What `eligible` holds: every priced rate, or one offer per (lender, program, doc type). */
const VIEWS = ['all', 'best'] as const;
const TARGET_MESSAGE = 'target_price must be a price in points from 90 to 110';
const MAX_LIMIT = 1000;
const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${MAX_LIMIT}`;

const bool = (name: string) => z.boolean({ message: `${name} must be true or false` }).default(false);

export const QuoteRequestSchema = z
  .object({
    program_slug: z
      .string({ message: 'program_slug must be a string' })
      .max(100)
      .nullish()
      .transform((v) => v ?? null),
    doc_type: z
      .string({ message: 'doc_type must be a string' })
      .max(100)
      .nullish()
      .transform((v) => v ?? null),
    doc_seasoning: oneOf('doc_seasoning', DOC_SEASONINGS)
      .nullish()
      .transform((v) => v ?? null),
    term: oneOf('term', TERMS).describe('Amortisation term in years'),
    purpose: oneOf('purpose', PURPOSES),
    comp_type: oneOf('comp_type', COMP_TYPES).default('lender_paid'),
    margin_bps: z
      .number({ message: 'margin_bps must be a number' })
      .int({ message: 'margin_bps must be a whole number of basis points' })
      .min(0, { message: 'margin_bps must be between 0 and 1000' })
      .max(1000, { message: 'margin_bps must be between 0 and 1000' })
      .default(0),
    credit_score: z
      .number({ message: 'credit_score must be a number' })
      .int({ message: 'credit_score must be a whole number' })
      .min(500, { message: 'credit_score must be between 500 and 850' })
      .max(850, { message: 'credit_score must be between 500 and 850' }),
    purchase_price: dollars('purchase_price'),
    loan_amount: dollars('loan_amount'),
    dti: z
      .number({ message: 'dti must be a number' })
      .min(0, { message: 'dti must be between 0 and 60' })
      .max(60, { message: 'dti must be between 0 and 60' })
      .default(40),
    mtg_lates_12mo: oneOf('mtg_lates_12mo', [0, 1, 2, 3] as const).default(0),
    housing_event: oneOf('housing_event', HOUSING_EVENTS)
      .nullish()
      .transform((v) => v ?? null),
    housing_event_months_ago: z
      .number({ message: 'housing_event_months_ago must be a number' })
      .int({ message: 'housing_event_months_ago must be a whole number' })
      .min(0, { message: 'housing_event_months_ago must be 0 or more' })
      .max(1200, { message: 'housing_event_months_ago must be at most 1200' })
      .nullish()
      .transform((v) => v ?? null),
    citizenship: oneOf('citizenship', CITIZENSHIPS).default('us_citizen'),
    lien_position: oneOf('lien_position', LIEN_POSITIONS).default('1st'),
    occupancy: oneOf('occupancy', REQUEST_OCCUPANCIES).default('owner_occupied'),
    property_type: oneOf('property_type', PROPERTY_TYPES).default('sfr'),
    state: z
      .string({ message: 'state must be a 2-letter US state code' })
      .regex(/^[A-Za-z]{2}$/, { message: 'state must be exactly 2 letters' })
      .default('CA')
      .transform((s) => s.toUpperCase()),
    zip: z
      .string({ message: 'zip must be a string of 5 digits' })
      .regex(/^(\d{5})?$/, { message: 'zip must be exactly 5 digits' })
      .default(''),
    ppp_term: oneOf('ppp_term', PPP_TERMS).default('No PPP'),
    ppp_table_name: z
      .string({ message: 'ppp_table_name must be a string' })
      .max(100)
      .nullish()
      .transform((v) => v ?? null),
    lock_days: oneOf('lock_days', LOCK_DAYS).default(30),
    dscr_ratio: z
      .number({ message: 'dscr_ratio must be a number' })
      .min(0, { message: 'dscr_ratio must be between 0 and 10' })
      .max(10, { message: 'dscr_ratio must be between 0 and 10' })
      .nullish()
      .transform((v) => v ?? null),
    escrow_waiver: bool('escrow_waiver'),
    interest_only: bool('interest_only'),
    housing_history: oneOf('housing_history', HOUSING_HISTORIES)
      .nullish()
      .transform((v) => v ?? null),
    recent_credit_event: bool('recent_credit_event'),
    short_term_rental: bool('short_term_rental'),
    as_of: asOf.nullish().transform((v) => v ?? null),
    target_price: z
      .number({ message: TARGET_MESSAGE })
      .min(90, { message: TARGET_MESSAGE })
      .max(110, { message: TARGET_MESSAGE })
      .default(100)
      .describe('Points; the price the best view looks for (100.000 = par), compared exactly as sent'),
    view: oneOf('view', VIEWS)
      .default('all')
      .describe(
        'all: every priced rate, best price first. best: per (lender, program, doc type) the lowest rate whose final_price reaches target_price (or, when none does, the highest-priced rate), lowest rate first',
      ),
    limit: z
      .number({ message: LIMIT_MESSAGE })
      .int({ message: LIMIT_MESSAGE })
      .min(1, { message: LIMIT_MESSAGE })
      .max(MAX_LIMIT, { message: LIMIT_MESSAGE })
      .nullish()
      .transform((v) => v ?? null)
      .describe('Keep the first N offers of eligible (either view); omit for all'),
    rejected: oneOf('rejected', ['listed', 'counted'] as const)
      .default('listed')
      .describe(
        'listed: every (lender, program, doc type) without an offer, with its reasons. counted: rejected is empty and rejected_count still counts them (a quote over many lenders, whose reasons would pass the answer budget)',
      ),
  })
  .strict();

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
    as_of: asOf.nullish().transform((v) => v ?? null),
  })
  .strict();

/** Query of the catalog routes (GET /api/pricer/programs, GET /api/programs). */
export const CatalogQuerySchema = z.object({ as_of: asOf.optional().transform((v) => v ?? null) }).strict();

/** Query of GET /api/programs/{slug}/matrix: `lender` picks the program when two lenders share its slug. */
export const MatrixQuerySchema = CatalogQuerySchema.extend({
  lender: z
    .string({ message: 'lender must be a string' })
    .max(100)
    .optional()
    .transform((v) => v ?? null)
    .describe('lender_slug of the program'),
}).strict();
