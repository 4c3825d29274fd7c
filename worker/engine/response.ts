/**
 * The quote response of spec 2.2 - 2.4, plus the documented extensions (rate_sheets, source cells).
 * Zod schemas rather than bare interfaces so that the OpenAPI document (worker/http/openapi.ts)
 * describes exactly the types the engine builds; the engine never parses its own output.
 */
import { z } from 'zod';

/** "<workbook> › <tab>!<A1>" of the cell that supplied a value. */
export const SourceCell = z.string().describe('"<workbook> › <tab>!<A1>" of the cell that supplied the value');

export const Adjuster = z.object({
  category: z.string(),
  row_label: z.string(),
  band: z.string().nullable(),
  value: z.number().describe('Points, 3 decimals; added to the price'),
  source: z.enum(['llpa', 'ppp', 'rate_block', 'state_adjustment']),
  source_cell: SourceCell,
  block: z.string().optional(),
  lock_days: z.number().int().optional(),
  state: z.string().optional(),
  agency: z.string().optional(),
});

export const CapRecord = z.object({
  key: z.string(),
  threshold: z.number(),
  provided: z.number(),
  source_cell: SourceCell,
});

export const Offer = z.object({
  lender_slug: z.string(),
  program_slug: z.string(),
  program_name: z.string(),
  doc_type: z.string(),
  rate: z.number(),
  final_rate: z.number(),
  base_price: z.number(),
  price_adjustment: z.number(),
  final_price: z.number(),
  max_ltv: z.string().describe('Decimal string, e.g. "80.00"'),
  max_cltv: z.string().describe('Decimal string, e.g. "80.00"'),
  adjusters: z.array(Adjuster),
  caps_applied: z.array(CapRecord),
  term: z.number().int(),
  lock_days: z.number().int(),
  ppp_term: z.string(),
});

export const CellDetail = z.object({
  category: z.string(),
  row_label: z.string(),
  band: z.string().nullable(),
  workbook: z.string(),
  tab: z.string(),
  cell: z.string(),
});

export const Reason = z.object({
  key: z.string(),
  threshold: z.unknown(),
  provided: z.unknown(),
  source_page: z.string().nullable(),
  /** Rate-level (rolled-up) reasons only. */
  rate: z.number().optional(),
  final_price: z.number().nullable().optional(),
  detail: CellDetail.extend({ rates_rejected: z.number().int() }).optional(),
});

export const Rejection = z.object({
  lender_slug: z.string(),
  program_slug: z.string(),
  program_name: z.string(),
  doc_type: z.string(),
  rejections: z.array(Reason),
});

const moment = z.string().describe("ISO 8601 date-time with the lender's UTC offset");

/** A lender's sheet that answered: in force (priced) or expired (nothing priced). */
export const SheetFields = z
  .object({
    lender_slug: z.string(),
    status: z.enum(['in_force', 'expired']),
    rate_sheet_date: z.string().describe("The sheet's effective date (YYYY-MM-DD)"),
    effective_at: moment.describe('When the sheet took effect'),
    reprice: z.number().int().describe("0 for the day's first sheet, then 1, 2, … for intraday reprices"),
    expires_at: moment.describe("The next business day's cut-off: the sheet expires then unless a newer one arrives"),
    withdrawn_at: moment.nullable().describe('Set when the sheet was withdrawn after publication'),
    sha256: z.string().describe('Content address of the compiled artifact'),
  })
  .describe(
    'in_force: priced. expired: its expiry passed with no newer sheet; every program is rejected with rate_sheet_expired',
  );

/** A lender with no sheet at the moment asked (an as_of before its first sheet). */
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
  .describe('The lender has no sheet at the moment asked (as_of before its first sheet)');

/** One entry per lender of the roster: which sheet answered, or why none did; `extra` adds fields to both forms. */
export const withRateSheet = <T extends z.ZodRawShape>(extra: T) =>
  z.discriminatedUnion('status', [SheetFields.extend(extra), NoSheetFields.extend(extra)]);

export const RateSheetUsed = withRateSheet({});

export const QuoteResponse = z.object({
  rate_sheet_date: z.string().nullable(),
  rate_sheets: z.array(RateSheetUsed),
  eligible_count: z.number().int(),
  rejected_count: z.number().int(),
  eligible: z.array(Offer),
  rejected: z.array(Rejection),
});

export type Adjuster = z.infer<typeof Adjuster>;
export type CapRecord = z.infer<typeof CapRecord>;
export type Offer = z.infer<typeof Offer>;
export type CellDetail = z.infer<typeof CellDetail>;
export type Reason = z.infer<typeof Reason>;
export type Rejection = z.infer<typeof Rejection>;
export type RateSheetUsed = z.infer<typeof RateSheetUsed>;
export type QuoteResponse = z.infer<typeof QuoteResponse>;
