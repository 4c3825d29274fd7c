/**
 * The quote response (docs/contract.md › POST /api/pricer/quote): offers, rejections, rate sheets and source cells.
 * Zod schemas for the OpenAPI document (openapi.ts), each held at compile time to the type the engine
 * builds (worker/engine/quote-response.ts, rate-sheets.ts); the engine never parses its own output.
 */
import { z } from 'zod';
import type * as engine from '../engine/quote-response.ts';
import type * as sheets from '../engine/rate-sheets.ts';
import { Reason } from './reasons.ts';
import type { Same } from './same-type.ts';

export { Reason } from './reasons.ts';

/** "<workbook> › <tab>!<A1>" of the cell that supplied a value. */
export const SourceCell = z.string().describe('"<workbook> › <tab>!<A1>" of the cell that supplied the value');

export const Adjuster = z
  .object({
    category: z.string().describe('The grid or table, as printed'),
    row_label: z.string().describe('The row, as printed'),
    band: z.string().nullable().describe('The LTV/CLTV band column, null for a single-column table'),
    value: z.number().describe('Points, 3 decimals; added to the price'),
    source: z.enum(['llpa', 'ppp', 'rate_block', 'state_adjustment']),
    source_cell: SourceCell,
    block: z.string().optional().describe('rate_block: the block that priced the rate'),
    lock_days: z.number().int().optional().describe('rate_block: the lock column'),
    state: z.string().optional().describe('state_adjustment: the state'),
    agency: z.string().optional().describe('state_adjustment: the agency whose adjuster applied'),
  })
  .describe('One adjustment that fired');

export const CapRecord = z
  .object({
    key: z.string().describe('The cap, as printed'),
    threshold: z.number().describe('The cap, points: the final price'),
    provided: z.number().describe('The unclamped price: base_price + price_adjustment'),
    source_cell: SourceCell,
  })
  .describe('A cap that clamped the price');

export const Offer = z
  .object({
    lender_slug: z.string(),
    program_slug: z.string(),
    program_name: z.string(),
    doc_type: z.string(),
    rate: z.number().describe('Note rate, percent'),
    final_rate: z.number().describe('rate + margin_bps / 100'),
    base_price: z.number().describe('Points, from the ladder or rate block'),
    price_adjustment: z.number().describe('The net of the adjustments that fired: the sum of adjusters[].value'),
    final_price: z
      .number()
      .describe(
        'base_price + price_adjustment, unless a cap clamped it: then the cap (caps_applied[0].threshold). Higher is better',
      ),
    max_ltv: z.string().describe('Decimal string, e.g. "80.00"'),
    max_cltv: z.string().describe('Decimal string, e.g. "80.00"'),
    adjusters: z.array(Adjuster),
    caps_applied: z.array(CapRecord).describe('The cap that clamped final_price; empty when none did'),
    term: z.number().int(),
    lock_days: z.number().int(),
    ppp_term: z.string(),
  })
  .describe('One priced rate of one program and doc type');

export const Rejection = z
  .object({
    lender_slug: z.string(),
    program_slug: z.string(),
    program_name: z.string(),
    doc_type: z.string(),
    rejections: z.array(Reason).min(1),
  })
  .describe('A (lender, program, doc type) that produced no offer, with every reason');

const moment = z.string().describe("ISO 8601 date-time with the lender's UTC offset");

/** A lender's sheet that answered: in force (priced) or expired (nothing priced). */
export const SheetFields = z
  .object({
    lender_slug: z.string(),
    status: z.enum(['in_force', 'expired']),
    rate_sheet_date: z.string().describe("The sheet's effective date (YYYY-MM-DD)"),
    effective_at: moment.describe('When the sheet took effect'),
    reprice: z.number().int().describe("0 for the day's first sheet, then 1, 2, … for intraday reprices"),
    expires_at: moment
      .nullable()
      .describe(
        "The sheet's cut-off (the next business day's, or the lender's own): it expires then unless a newer one arrives; null: in force until a newer sheet takes effect",
      ),
    withdrawn_at: moment
      .nullable()
      .describe(
        'Set when the sheet was withdrawn after the moment asked: an as_of replay of a sheet that no longer answers now',
      ),
    sha256: z.string().describe('Content address of the compiled artifact'),
  })
  .describe(
    'in_force: priced. expired: at the moment asked (now or as_of) its expiry had passed with no newer sheet; every program is rejected with rate_sheet_expired',
  );

/** A lender with no sheet at the moment asked (an as_of before its first sheet, or an idle lender). */
const NoSheetFields = z
  .object({
    lender_slug: z.string(),
    status: z.literal('no_sheet'),
    rate_sheet_date: z.null(),
    effective_at: z.null(),
    reprice: z.null(),
    expires_at: z.null(),
    withdrawn_at: z.null(),
    sha256: z.null(),
  })
  .describe(
    'The lender has no sheet at the moment asked (as_of before its first sheet, or a lender marked idle that has published none)',
  );

/** One entry per lender of the roster: which sheet answered, or why none did; `extra` adds fields to both forms. */
export const withRateSheet = <T extends z.ZodRawShape>(extra: T) =>
  z.discriminatedUnion('status', [SheetFields.extend(extra), NoSheetFields.extend(extra)]);

export const RateSheetUsed = withRateSheet({});

export const QuoteResponse = z.object({
  rate_sheet_date: z.string().nullable().describe('The most recent effective date of the sheets priced'),
  rate_sheets: z.array(RateSheetUsed).describe('One entry per lender: the sheet that answered, or why none did'),
  eligible_count: z.number().int().describe('The length of eligible'),
  rejected_count: z
    .number()
    .int()
    .describe(
      'The (lender, program, doc type) entries without an offer: the length of rejected, which is empty when the request says rejected: counted',
    ),
  eligible: z
    .array(Offer)
    .describe(
      'view all: every priced rate, final_price descending (then rate, lender, program, doc type). view best: one offer per (lender, program, doc type), final_rate ascending (then final_price descending, lender, program, doc type). At most `limit` offers',
    ),
  rejected: z
    .array(Rejection)
    .describe(
      'One entry per (lender, program, doc type) without an offer, with its reasons; empty when the request says rejected: counted',
    ),
});

export type Adjuster = engine.Adjuster;
export type CapRecord = engine.CapRecord;
export type Offer = engine.Offer;
export type Rejection = engine.Rejection;
export type RateSheetUsed = sheets.RateSheetUsed;
export type QuoteResponse = engine.QuoteResponse;

true satisfies Same<z.infer<typeof Adjuster>, Adjuster>;
true satisfies Same<z.infer<typeof CapRecord>, CapRecord>;
true satisfies Same<z.infer<typeof Offer>, Offer>;
true satisfies Same<z.infer<typeof Rejection>, Rejection>;
true satisfies Same<z.infer<typeof SheetFields>, sheets.SheetFields>;
true satisfies Same<z.infer<typeof NoSheetFields>, sheets.NoSheetFields>;
true satisfies Same<z.infer<typeof RateSheetUsed>, RateSheetUsed>;
true satisfies Same<z.infer<typeof QuoteResponse>, QuoteResponse>;
