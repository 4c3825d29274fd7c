/**
 * The answers of the pricing operations as status and JSON body, independent of Hono: the Worker's
 * routes send them, and `npm run quote` (tools/quote) prints them, so the CLI prints exactly what the
 * endpoint returns. `sheetsAt` supplies the sheets at a moment (the KV store in the Worker, the
 * compiled artifacts on disk in the CLI); its refusals become the same statuses everywhere.
 */
import { quote } from '../engine/quote.ts';
import { type LenderSheet, rateSheetOf } from '../engine/rate-sheets.ts';
import { BatchRequestSchema, type FieldErrors, parseFields, parseQuoteRequest } from '../engine/request.ts';
import type { BatchResponse, BatchResult, ErrorBody, QuoteResponse } from '../engine/response.ts';
import { AsOfRefused } from '../sheets/clock.ts';
import { SheetsUnavailable } from '../sheets/store.ts';

export type Answer<T> = { status: 200; body: T } | { status: 422 | 503; body: ErrorBody };

/** The sheets in force at `asOf` (null: now); may throw AsOfRefused or SheetsUnavailable. */
export type SheetsAt = (asOf: string | null) => Promise<LenderSheet[]>;

const invalid = (message: string, errors: FieldErrors): Answer<never> => ({ status: 422, body: { message, errors } });

/** The answer a sheet-store refusal stands for, or null for any other error (a 500). */
export function refusal(error: unknown): Answer<never> | null {
  if (error instanceof AsOfRefused) return invalid(error.message, { as_of: [error.message] });
  if (error instanceof SheetsUnavailable) return { status: 503, body: { message: error.message } };
  return null;
}

async function withSheets<T>(
  sheetsAt: SheetsAt,
  asOf: string | null,
  answer: (sheets: LenderSheet[]) => Answer<T>,
): Promise<Answer<T>> {
  let sheets: LenderSheet[];
  try {
    sheets = await sheetsAt(asOf);
  } catch (error) {
    const refused = refusal(error);
    if (refused) return refused;
    throw error;
  }
  return answer(sheets);
}

/** POST /api/pricer/quote. Validation runs before any rate sheet is read. */
export async function answerQuote(body: unknown, sheetsAt: SheetsAt): Promise<Answer<QuoteResponse>> {
  const parsed = parseQuoteRequest(body);
  if (!parsed.ok) return invalid(parsed.message, parsed.errors);
  return withSheets(sheetsAt, parsed.request.as_of, (sheets) => {
    const outcome = quote(sheets, parsed.request);
    return outcome.ok ? { status: 200, body: outcome.response } : invalid(outcome.message, outcome.errors);
  });
}

const AS_OF_IN_SCENARIO = 'as_of is given once for the whole batch, at the top level, not per scenario';

/** One scenario of a batch, on the batch's sheets: what it would answer alone, except that it takes no as_of. */
function batchResult(index: number, body: unknown, sheets: LenderSheet[]): BatchResult {
  const ownAsOf = typeof body === 'object' && body !== null && Object.hasOwn(body, 'as_of');
  const parsed = parseQuoteRequest(body);
  if (ownAsOf || !parsed.ok) {
    const errors = { ...(ownAsOf ? { as_of: [AS_OF_IN_SCENARIO] } : {}), ...(parsed.ok ? {} : parsed.errors) };
    return { index, status: 422, error: { message: parsed.ok ? AS_OF_IN_SCENARIO : parsed.message, errors } };
  }
  const outcome = quote(sheets, parsed.request);
  if (!outcome.ok) return { index, status: 422, error: { message: outcome.message, errors: outcome.errors } };
  return { index, status: 200, quote: outcome.response };
}

/** POST /api/pricer/quotes: every scenario on one set of sheets, each answered on its own. */
export async function answerBatch(body: unknown, sheetsAt: SheetsAt): Promise<Answer<BatchResponse>> {
  const parsed = parseFields(BatchRequestSchema, body, 'the batch request');
  if (!parsed.ok) return invalid(parsed.message, parsed.errors);
  const { scenarios, as_of } = parsed.value;
  return withSheets(sheetsAt, as_of, (sheets) => {
    const results = scenarios.map((scenario, index) => batchResult(index, scenario, sheets));
    return { status: 200, body: { rate_sheets: sheets.map(rateSheetOf), results } };
  });
}
