/**
 * The quote request (docs/contract.md › The quote request): fields, allowed sets, ranges and defaults. Used at the HTTP
 * boundary (and by the CLI and benchmarks); the engine itself takes the parsed QuoteRequest.
 */
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
} from '../artifact/vocabulary.ts';
import * as z from '../artifact/zod.ts';
import { twiceScaled } from '../engine/exact-decimal.ts';
import type { AsOf as AsOfValue, QuoteRequest } from '../engine/quote-request.ts';
import { handOnSentTexts, sentText } from '../engine/sent-numbers.ts';
import type { Same } from './same-type.ts';

/** Largest accepted loan amount or price (an extension; keeps integer band arithmetic exact). */
export const MAX_DOLLARS = 1_000_000_000;

/** A literal set rather than z.custom, so that the OpenAPI document (worker/contract/openapi.ts) shows the allowed values. */
const oneOf = <const T extends readonly (string | number)[]>(name: string, values: T) =>
  z.literal(values, {
    message: `${name} must be one of ${values.map((v) => (typeof v === 'string' ? `"${v}"` : v)).join(', ')}`,
  });

/** `schema` with a description for the OpenAPI document (classic zod's `.describe()`). */
export function described<S extends z.ZodMiniType>(schema: S, description: string): S {
  z.globalRegistry.add(schema, { description });
  return schema;
}

/** Absent or null both read as null (classic zod's `.nullish().transform((v) => v ?? null)`). */
export const orNull = <S extends z.ZodMiniType>(schema: S) =>
  z.pipe(
    z.nullish(schema),
    z.transform((v: z.output<S> | null | undefined) => v ?? null),
  );

const TARGET_MESSAGE = 'target_price must be a price in points from 90 to 110';
const MAX_LIMIT = 1000;
const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${MAX_LIMIT}`;

/** A field's range; one message for both ends (by default "<field> must be between <min> and <max>") or one for each. */
interface Range {
  min: number;
  max: number;
  /** compared with the sheets' limits as decimals (exact-decimal.ts): the range is tested again on the decimals as sent */
  exact?: true;
  message?: string;
  below?: string;
  above?: string;
}

/** Every numeric range of the request, declared once: the schema's checks and the exact re-check both read it. */
const RANGES = {
  margin_bps: { min: 0, max: 1000 },
  credit_score: { min: 500, max: 850 },
  purchase_price: dollarRange('purchase_price'),
  loan_amount: dollarRange('loan_amount'),
  dti: { min: 0, max: 60, exact: true },
  housing_event_months_ago: {
    min: 0,
    max: 1200,
    below: 'housing_event_months_ago must be 0 or more',
    above: 'housing_event_months_ago must be at most 1200',
  },
  dscr_ratio: { min: 0, max: 10, exact: true },
  target_price: { min: 90, max: 110, exact: true, message: TARGET_MESSAGE },
  limit: { min: 1, max: MAX_LIMIT, message: LIMIT_MESSAGE },
} as const satisfies Record<string, Range>;
type RangedField = keyof typeof RANGES;

function dollarRange(name: string) {
  return {
    min: 50_000,
    max: MAX_DOLLARS,
    below: `${name} must be at least 50000`,
    above: `${name} must be at most ${MAX_DOLLARS}`,
  };
}

/** The messages of a field's range when the number is below it and above it. */
function messagesOf(field: RangedField): { below: string; above: string } {
  const range: Range = RANGES[field];
  const message = range.message ?? `${field} must be between ${range.min} and ${range.max}`;
  return { below: range.below ?? message, above: range.above ?? message };
}

/** The schema's checks of a field's range (RANGES). */
function inRange(field: RangedField) {
  const { min, max } = RANGES[field];
  const { below, above } = messagesOf(field);
  return [z.minimum(min, { message: below }), z.maximum(max, { message: above })];
}

const dollars = (name: 'purchase_price' | 'loan_amount') =>
  z
    .number({ message: `${name} must be a number` })
    .check(z.int({ message: `${name} must be whole dollars` }), ...inRange(name));

const AS_OF_MESSAGE = 'as_of must be a date YYYY-MM-DD or a date-time with its offset, e.g. 2026-11-23T13:15:00-08:00';

/** Days 01 to 28, 29, 30 and 31 of the months that have them; 29 February of a leap year. */
const DAY_OF_YEAR = '(?:(?:0[1-9]|1[0-2])-(?:0[1-9]|1\\d|2[0-8])|(?:0[13-9]|1[0-2])-(?:29|30)|(?:0[13578]|1[02])-31)';
const LEAP_YEAR = '(?:\\d\\d(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)';
const TIME = 'T(?:[01]\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d)?(?:Z|[+-](?:0\\d|1[0-4]):[0-5]\\d)';

/**
 * `as_of` exactly as artifact/moment.ts reads it (isIsoDate, parseMoment): a real calendar date,
 * optionally with a time and its offset (at most ±14:00). A pattern rather than a refinement, so that
 * the OpenAPI document states what is accepted; test/engine/as-of-pattern.test.ts holds the two to
 * the same answers. Year 0000 has no 29 February (moment.ts reads years 0-99 as 1900-1999).
 */
export const AS_OF_PATTERN = new RegExp(`^(?:\\d{4}-${DAY_OF_YEAR}|${LEAP_YEAR}-02-29)(?:${TIME})?$`);

/**
 * The moment to price (or list) as of, instead of now: a date means the last sheet in force that
 * day, a date-time the sheet in force at that moment. The store decides which sheet that is.
 */
export const AsOf = described(
  z.string({ message: AS_OF_MESSAGE }).check(z.regex(AS_OF_PATTERN, { message: AS_OF_MESSAGE })),
  'Price against the sheets in force at this moment instead of now: YYYY-MM-DD (the last sheet in force that day) or an ISO date-time with offset (the sheet in force at that instant). Nothing expires in a replay.',
);

/** What `eligible` holds: every priced rate, or one offer per (lender, program, doc type). */
const VIEWS = ['all', 'best'] as const;
/** What `rejected` holds: every rejection with its reasons, or none (rejected_count still counts them). */
const REJECTED = ['listed', 'counted'] as const;

const bool = (name: string) => z._default(z.boolean({ message: `${name} must be true or false` }), false);
/** A free-text field of at most 100 characters, null when absent. */
const text = (name: string) => orNull(z.string({ message: `${name} must be a string` }).check(z.maxLength(100)));

export const QuoteRequestSchema = z.strictObject({
  program_slug: text('program_slug'),
  doc_type: text('doc_type'),
  doc_seasoning: orNull(oneOf('doc_seasoning', DOC_SEASONINGS)),
  term: described(oneOf('term', TERMS), 'Amortisation term in years'),
  purpose: oneOf('purpose', PURPOSES),
  comp_type: z._default(oneOf('comp_type', COMP_TYPES), 'lender_paid'),
  margin_bps: z._default(
    z
      .number({ message: 'margin_bps must be a number' })
      .check(z.int({ message: 'margin_bps must be a whole number of basis points' }), ...inRange('margin_bps')),
    0,
  ),
  credit_score: z
    .number({ message: 'credit_score must be a number' })
    .check(z.int({ message: 'credit_score must be a whole number' }), ...inRange('credit_score')),
  purchase_price: dollars('purchase_price'),
  loan_amount: dollars('loan_amount'),
  dti: z._default(z.number({ message: 'dti must be a number' }).check(...inRange('dti')), 40),
  mtg_lates_12mo: z._default(oneOf('mtg_lates_12mo', [0, 1, 2, 3] as const), 0),
  housing_event: orNull(oneOf('housing_event', HOUSING_EVENTS)),
  housing_event_months_ago: orNull(
    z
      .number({ message: 'housing_event_months_ago must be a number' })
      .check(
        z.int({ message: 'housing_event_months_ago must be a whole number' }),
        ...inRange('housing_event_months_ago'),
      ),
  ),
  citizenship: z._default(oneOf('citizenship', CITIZENSHIPS), 'us_citizen'),
  lien_position: z._default(oneOf('lien_position', LIEN_POSITIONS), '1st'),
  occupancy: z._default(oneOf('occupancy', REQUEST_OCCUPANCIES), 'owner_occupied'),
  property_type: z._default(oneOf('property_type', PROPERTY_TYPES), 'sfr'),
  state: z.pipe(
    z._default(
      z
        .string({ message: 'state must be a 2-letter US state code' })
        .check(z.regex(/^[A-Za-z]{2}$/, { message: 'state must be exactly 2 letters' })),
      'CA',
    ),
    z.transform((s: string) => s.toUpperCase()),
  ),
  zip: z._default(
    z
      .string({ message: 'zip must be a string of 5 digits' })
      .check(z.regex(/^(\d{5})?$/, { message: 'zip must be exactly 5 digits' })),
    '',
  ),
  ppp_term: z._default(oneOf('ppp_term', PPP_TERMS), 'No PPP'),
  ppp_table_name: text('ppp_table_name'),
  lock_days: z._default(oneOf('lock_days', LOCK_DAYS), 30),
  dscr_ratio: orNull(z.number({ message: 'dscr_ratio must be a number' }).check(...inRange('dscr_ratio'))),
  escrow_waiver: bool('escrow_waiver'),
  interest_only: bool('interest_only'),
  housing_history: orNull(oneOf('housing_history', HOUSING_HISTORIES)),
  recent_credit_event: bool('recent_credit_event'),
  short_term_rental: bool('short_term_rental'),
  as_of: orNull(AsOf),
  target_price: described(
    z._default(z.number({ message: TARGET_MESSAGE }).check(...inRange('target_price')), 100),
    'Points; the price the best view looks for (100.000 = par), compared exactly as sent',
  ),
  view: described(
    z._default(oneOf('view', VIEWS), 'all'),
    'all: every priced rate, best price first. best: per (lender, program, doc type) the lowest rate whose final_price reaches target_price (or, when none does, the highest-priced rate), lowest rate first',
  ),
  limit: described(
    orNull(z.number({ message: LIMIT_MESSAGE }).check(z.int({ message: LIMIT_MESSAGE }), ...inRange('limit'))),
    'Keep the first N offers of eligible (either view); omit for all',
  ),
  rejected: described(
    z._default(oneOf('rejected', REJECTED), 'listed'),
    'listed: every (lender, program, doc type) without an offer, with its reasons. counted: rejected is empty and rejected_count still counts them (a quote over many lenders, whose reasons would pass the answer budget)',
  ),
});

export type QuoteRequestInput = z.input<typeof QuoteRequestSchema>;
export type { QuoteRequest };

true satisfies Same<z.output<typeof QuoteRequestSchema>, QuoteRequest>;
true satisfies Same<z.output<typeof AsOf> | null, AsOfValue>;

export type FieldErrors = Record<string, string[]>;
export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string; errors: FieldErrors };

/**
 * Parses `input` with `schema` (defaults applied); a failure names each field with its messages
 * (docs/contract.md › Errors). `noun` completes "<key> is not a field of <noun>" for unknown keys.
 */
export function parseFields<S extends z.ZodMiniType>(schema: S, input: unknown, noun: string): Parsed<z.output<S>> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  // A Map, not `{}`: the keys come from the request, and `constructor`, `toString` or `__proto__`
  // must not resolve to what a plain object inherits (`errors[key].push` threw on them: a 500).
  const byField = new Map<string, string[]>();
  for (const issue of parsed.error.issues) {
    const keys = issue.code === 'unrecognized_keys' ? issue.keys : [issue.path.map(String).join('.') || 'body'];
    for (const key of keys) {
      const message = issue.code === 'unrecognized_keys' ? `${key} is not a field of ${noun}` : issue.message;
      byField.set(key, [...(byField.get(key) ?? []), message]);
    }
  }
  const first = [...byField.values()][0];
  const message = first
    ? `${first[0]}${byField.size > 1 ? ` (and ${byField.size - 1} more field errors)` : ''}`
    : 'invalid request';
  // Object.fromEntries defines own properties: even `__proto__` is an ordinary field name here.
  return { ok: false, message, errors: Object.fromEntries(byField) };
}

/** The fields compared with the sheets' limits as decimals (exact-decimal.ts): RANGES' `exact` ones. */
const EXACT_FIELDS = (Object.keys(RANGES) as RangedField[]).filter(
  (field): field is ExactField => 'exact' in RANGES[field],
);
type ExactField = { [F in RangedField]: (typeof RANGES)[F] extends { exact: true } ? F : never }[RangedField];

/**
 * The ranges again on the decimals as sent: JSON.parse reads "60.0000000000000000001" as the
 * double 60, which the schema admits, yet the number sent is above 60.
 */
function sentOutOfRange(request: QuoteRequest): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of EXACT_FIELDS) {
    const value = request[field];
    if (value === null) continue;
    const { min, max } = RANGES[field];
    const sent = twiceScaled(sentText(request, field, value), 0);
    if (sent < 2 * min) errors[field] = [messagesOf(field).below];
    else if (sent > 2 * max) errors[field] = [messagesOf(field).above];
  }
  return errors;
}

/** The quote request with defaults, or the field errors of a 422. Its numbers keep the decimals they were sent as. */
export function parseQuoteRequest(
  body: unknown,
): { ok: true; request: QuoteRequest } | { ok: false; message: string; errors: FieldErrors } {
  const parsed = parseFields(QuoteRequestSchema, body, 'the quote request');
  if (!parsed.ok) return parsed;
  const request = parsed.value;
  handOnSentTexts(body, request, EXACT_FIELDS);
  const errors = sentOutOfRange(request);
  const first = Object.values(errors)[0]?.[0];
  return first ? { ok: false, message: first, errors } : { ok: true, request };
}
