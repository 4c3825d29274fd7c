/**
 * What the fuzz tests compare answers with: the engine's own quote of a request on the sheets an
 * answer names (its `rate_sheets`: lender, status and sha256 — which sheet the store chose is the
 * store tests' concern, how it is priced is checked here), and one invalid value per request field
 * , each of which must be a 422 naming that field.
 * engineAnswer calls the engine as worker/http/routes/quote.ts does: keep the two in step.
 */
import fc from 'fast-check';
import { FORMAT_VERSION } from '../../worker/artifact/format.ts';
import { parseQuoteRequest } from '../../worker/contract/request.ts';
import type { QuoteAnswer } from '../../worker/contract/wire.ts';
import { quote } from '../../worker/engine/quote.ts';
import { type LenderSheet, type LoadedSheet, sheetOfBytes } from '../../worker/engine/rate-sheets.ts';
import { ENGINE_VERSION } from '../../worker/engine/version.ts';
import { questionDigests } from '../../worker/http/digest.ts';
import { publishedArtifacts } from './kv-fixtures.ts';
import { VALID_QUOTE } from './requests.ts';

let bySha: Map<string, LoadedSheet> | undefined;

function sheetOf(sha256: string): LoadedSheet {
  bySha ??= new Map(publishedArtifacts().map((a) => [a.sha256, sheetOfBytes(a.bytes, a.sha256)]));
  const sheet = bySha.get(sha256);
  if (!sheet) throw new Error(`the answer names an artifact that was never published: ${sha256}`);
  return sheet;
}

/** The engine's quote of `body` on the sheets `answer` names, led by its digest, as it would travel in JSON. */
export async function engineAnswer(body: unknown, answer: QuoteAnswer): Promise<unknown> {
  const parsed = parseQuoteRequest(body);
  if (!parsed.ok) throw new Error(`the Worker priced a request the engine refuses: ${parsed.message}`);
  const lenders: LenderSheet[] = answer.rate_sheets.map((r) =>
    r.status === 'no_sheet'
      ? { lender_slug: r.lender_slug, status: 'no_sheet', sheet: null, withdrawn_at: null }
      : { lender_slug: r.lender_slug, status: r.status, sheet: sheetOf(r.sha256), withdrawn_at: r.withdrawn_at },
  );
  const out = quote(lenders, parsed.request);
  if (!out.ok) throw new Error(`the Worker priced a request the engine refuses: ${out.message}`);
  const { digest } = await questionDigests(lenders)(parsed.request);
  const identity = { digest, format_version: FORMAT_VERSION, engine_version: ENGINE_VERSION };
  return JSON.parse(JSON.stringify({ ...identity, ...out.response }));
}

/** One invalid value per field of the quote request , and unknown keys. */
export const INVALID_FIELDS: [field: string, value: unknown][] = [
  ['term', 11],
  ['term', '30'],
  ['purpose', 'refinance'],
  ['credit_score', 499],
  ['credit_score', 851],
  ['credit_score', 700.5],
  ['credit_score', '740'],
  ['purchase_price', 49_999],
  ['purchase_price', 500_000.5],
  ['loan_amount', 49_999],
  ['loan_amount', '400000'],
  ['dti', -0.01],
  ['dti', 60.01],
  ['dscr_ratio', -0.01],
  ['dscr_ratio', 10.01],
  ['margin_bps', -1],
  ['margin_bps', 1001],
  ['margin_bps', 12.5],
  ['state', 'C'],
  ['state', 'CAL'],
  ['state', 'C1'],
  ['state', 6],
  ['zip', '9410'],
  ['zip', '941051'],
  ['zip', 'abcde'],
  ['comp_type', 'salary'],
  ['mtg_lates_12mo', 4],
  ['citizenship', 'alien'],
  ['lien_position', '3rd'],
  ['occupancy', 'rental'],
  ['property_type', 'castle'],
  ['ppp_term', '4YR PPP'],
  ['ppp_term', 'no ppp'],
  ['lock_days', 20],
  ['housing_history', '2x30x12'],
  ['housing_event', 'divorce'],
  ['housing_event_months_ago', -1],
  ['doc_seasoning', '36mo'],
  ['escrow_waiver', 'yes'],
  ['interest_only', 1],
  ['recent_credit_event', 'false'],
  ['short_term_rental', 0],
  ['program_slug', 'jumbo'],
  ['program_slug', 7],
  ['doc_type', 'w2_only'],
  ['as_of', 'tomorrow'],
  ['loan_amt', 400_000],
  ['creditScore', 740],
];

/**
 * Requests that mostly price (VALID_QUOTE varied within what both lenders take): a FICO of 640-820,
 * LTV 40-90%, the common occupancies, states, locks and toggles.
 */
export const pricedRequest = fc
  .record({
    credit_score: fc.integer({ min: 640, max: 820 }),
    purchase_price: fc.integer({ min: 200_000, max: 1_500_000 }),
    ltv: fc.integer({ min: 40, max: 90 }),
    purpose: fc.constantFrom('purchase', 'rate_term_refi', 'cash_out_refi'),
    occupancy: fc.constantFrom('owner_occupied', 'second_home', 'investment'),
    state: fc.constantFrom('CA', 'AZ', 'FL', 'WA', 'CO', 'MN', 'ca'),
    lock_days: fc.constantFrom(15, 30, 45),
    dti: fc.integer({ min: 0, max: 5500 }).map((x) => x / 100),
    dscr_ratio: fc.option(
      fc.integer({ min: 75, max: 200 }).map((x) => x / 100),
      { nil: null },
    ),
    escrow_waiver: fc.boolean(),
    margin_bps: fc.constantFrom(0, 25, 125),
  })
  .map(({ ltv, ...r }) => ({ ...VALID_QUOTE, ...r, loan_amount: Math.floor((r.purchase_price * ltv) / 100) }));
