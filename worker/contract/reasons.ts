/**
 * Rejection reasons (docs/contract.md › Rejection reasons): one schema per `key`, each with its
 * own `threshold` and `provided` types, joined as a union discriminated on `key`, held at compile
 * time to the union the engine builds (worker/engine/reason.ts). The OpenAPI document is generated
 * from the same union, so a client narrows a reason by its key (`min_fico` → a number threshold)
 * without a cast.
 *
 * Every key the engine can emit is here: a reason with another key, or of another shape, does not
 * compile. Each schema's description (key, level, meaning) is what the document shows.
 */
import { z } from 'zod';
import {
  CITIZENSHIPS,
  LIEN_POSITIONS,
  LOCK_DAYS,
  OCCUPANCIES,
  PPP_TERMS,
  PROPERTY_TYPES,
  PURPOSES,
  TERMS,
  US_STATES,
} from '../artifact/vocabulary.ts';
import type { CellDetail as CellDetailType, ReasonKey, Reason as ReasonType } from '../engine/reason.ts';
import type { Same } from './same-type.ts';

export type { ReasonKey };
export type CellDetail = CellDetailType;
export type Reason = ReasonType;

/** "<workbook> › <tab>!<A1>" of the cell behind the reason, or of its table; null when no cell states it. */
const SourcePage = z
  .string()
  .nullable()
  .describe('"<workbook> › <tab>!<A1>" of the cell (or "<workbook> › <tab>" of the table) behind the reason');

/** The cell a rate-level reason points at (an NA cell, the minimum price), and how many rates it rejected. */
export const CellDetail = z.object({
  category: z.string().describe('The grid or table, as printed'),
  row_label: z.string().describe('The row, as printed'),
  band: z.string().nullable().describe('The LTV/CLTV band column, null for a single-column table'),
  workbook: z.string(),
  tab: z.string(),
  cell: z.string().describe('A1 address'),
});
true satisfies Same<z.infer<typeof CellDetail>, CellDetailType>;

const RateDetail = CellDetail.extend({
  rates_rejected: z.number().int().describe('How many rates of the ladder or block the cell rejected'),
});

const int = z.number().int();
const points = z.number().describe('Points, 3 decimals');
const percent = z.number().describe('Percent: 80 = 80.00 %');
const dollars = int.describe('Whole dollars');
const ratio = z.number().describe('DSCR, e.g. 1.25');

/** A program-level reason: the program (with this doc type) takes no loan like this one. */
const programReason = <K extends string, T extends z.ZodType, P extends z.ZodType>(
  key: K,
  threshold: T,
  provided: P,
  meaning: string,
) =>
  z
    .object({ key: z.literal(key), threshold, provided, source_page: SourcePage })
    .strict()
    .describe(`${key} (program level): ${meaning}`);

/** A rate-level reason, rolled up: every rate of the program was rejected, for the cell in `detail`. */
const rateReason = <K extends string, T extends z.ZodType, F extends z.ZodType>(
  key: K,
  threshold: T,
  finalPrice: F,
  meaning: string,
) =>
  z
    .object({
      key: z.literal(key),
      threshold,
      provided: z.number().describe('The rate shown (see `rate`)'),
      source_page: SourcePage,
      rate: z.number().describe('Note rate, percent'),
      final_price: finalPrice,
      detail: RateDetail,
    })
    .strict()
    .describe(`${key} (rate level, rolled up): ${meaning}`);

const REASONS = [
  programReason(
    'doc_type_not_available',
    z.null(),
    z.string().describe('The doc_type asked for'),
    'the program named by program_slug has no such doc type',
  ),
  programReason(
    'eligible_lien_position',
    z.enum(LIEN_POSITIONS).describe('The lien position the program lends on'),
    z.enum(LIEN_POSITIONS),
    'the program does not lend on that lien position (every lender here lends on first liens only)',
  ),
  programReason(
    'min_fico',
    int.describe('Minimum FICO'),
    int,
    'credit_score below the program minimum, or below the minimum of the matrix cell that covers the loan',
  ),
  programReason('max_dti', percent.describe('Maximum DTI, percent'), z.number(), 'dti above the program maximum'),
  programReason('min_loan_amount', dollars, dollars, 'loan_amount below the program minimum'),
  programReason('max_loan_amount', dollars, dollars, 'loan_amount above the program maximum'),
  programReason(
    'dscr_ratio_required',
    ratio.describe('Minimum DSCR'),
    z.null(),
    'the program qualifies on DSCR and no dscr_ratio was sent',
  ),
  programReason('dscr_min_ratio', ratio.describe('Minimum DSCR'), ratio, 'dscr_ratio below the program minimum'),
  programReason(
    'eligible_citizenship',
    z.array(z.enum(CITIZENSHIPS)).describe('The citizenship types accepted'),
    z.enum(CITIZENSHIPS),
    'citizenship not accepted',
  ),
  programReason(
    'eligible_states',
    z
      .array(z.enum(US_STATES))
      .describe('Every eligible state (the sheet may print them as "All states + DC except …")'),
    z.string().describe('The state asked for'),
    'state not eligible (not in the list, or in none of the state tiers)',
  ),
  programReason(
    'eligible_occupancy',
    z.array(z.enum(OCCUPANCIES)).describe('The occupancies the program takes'),
    z.enum(OCCUPANCIES).describe('The occupancy asked for (non_owner_occupied read as investment)'),
    'occupancy not taken by the program (a rule the lender prints; most lenders say it in their matrix)',
  ),
  programReason(
    'eligible_property_type',
    z.array(z.enum(PROPERTY_TYPES)).describe('The property types the program takes'),
    z.enum(PROPERTY_TYPES).describe('The property type asked for'),
    'property type not taken by the program (a rule the lender prints; some say it in their matrix)',
  ),
  programReason(
    'state_not_offered',
    z.null(),
    z.object({ state: z.string() }).strict(),
    'agency program with no state adjuster for the state (not offered there)',
  ),
  programReason(
    'lock_not_offered',
    z.array(int).describe('The lock periods the program offers, in days (as GET /api/programs lists them)'),
    z.literal(LOCK_DAYS),
    'the sheet prices no such lock period for the program',
  ),
  programReason(
    'term_not_offered',
    z.array(z.literal(TERMS)).describe('The terms with a rate table, in years'),
    z.literal(TERMS),
    'the program has no rate table (block) for the term',
  ),
  programReason(
    'max_ltv_exceeded',
    percent.describe('Maximum LTV, percent'),
    percent.describe('The loan’s LTV, percent'),
    'LTV above the matrix row’s (or the program’s) maximum',
  ),
  programReason(
    'max_cltv_exceeded',
    percent.describe('Maximum CLTV, percent'),
    percent.describe('The loan’s CLTV, percent'),
    'CLTV above the matrix row’s maximum',
  ),
  programReason(
    'no_ltv_matrix_cell',
    z.null(),
    z
      .object({
        fico: int,
        loan_amount: dollars,
        occupancy: z.enum(OCCUPANCIES),
        purpose: z.enum(PURPOSES),
        dscr_tier: z.string().optional().describe('DSCR-tiered matrices: the tier the ratio fell in, or "none"'),
      })
      .strict(),
    'no matrix row, column or non-NA cell covers the loan (GET /api/programs/{slug}/matrix lists them)',
  ),
  programReason(
    'ppp_table_not_offered',
    z.array(z.string()).describe('The PPP tables of the program'),
    z.string().describe('The ppp_table_name asked for'),
    'the program has no PPP table of that name',
  ),
  programReason(
    'ppp_term_not_offered',
    z.array(z.enum(PPP_TERMS)).describe('The terms of the selected PPP table'),
    z.enum(PPP_TERMS),
    'the selected PPP table has no row for ppp_term',
  ),
  programReason(
    'ppp_state_restricted',
    z.array(z.enum(US_STATES)).describe('The PPP-restricted states'),
    z.object({ state: z.string(), ppp_term: z.enum(PPP_TERMS) }).strict(),
    'a prepayment penalty in a state that allows none (only No PPP)',
  ),
  programReason(
    'no_priced_rates',
    z.null(),
    z.object({ term: z.literal(TERMS), lock_days: z.literal(LOCK_DAYS) }).strict(),
    'the ladder or rate block prices no rate for this term and lock, or none it offers this loan (below a minimum note rate, a rate footnoted for other loans)',
  ),
  programReason(
    'rate_sheet_expired',
    z.string().describe('When the sheet expired (ISO date-time with offset)'),
    z.string().describe('When the sheet took effect (ISO date-time with offset)'),
    'at the moment asked (now or as_of) the lender’s sheet had expired and no newer one had taken effect: nothing of it is priced',
  ),
  rateReason(
    'llpa_na',
    z.null(),
    z.null().describe('No price: the NA cell rejects every rate'),
    'a required adjustment cell is NA: every rate is rejected; rate = the best-priced one',
  ),
  rateReason(
    'min_price_floor',
    points.describe('The minimum price'),
    points.describe('The closest rate’s price'),
    'every rate prices below the minimum price; rate = the closest',
  ),
] as const;

export const Reason = z.discriminatedUnion('key', REASONS);
true satisfies Same<z.infer<typeof Reason>, ReasonType>;

/** Every key the engine can emit, in the order above. */
export const REASON_KEYS: readonly ReasonKey[] = REASONS.map((r) => r.shape.key.value);
