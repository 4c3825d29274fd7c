/**
 * The answers of the pricing operations as status and JSON bytes, independent of Hono: the Worker's
 * routes send them, and `npm run quote` (tools/quote) prints them, so the CLI prints exactly what the
 * endpoint returns. `sheetsAt` supplies the sheets at a moment (the KV store in the Worker, the
 * compiled artifacts on disk in the CLI); its refusals become the same statuses everywhere.
 *
 * An answer is written as it is produced, within a budget of bytes (bounded-json.ts): one that would
 * pass it is a 422 saying how to ask for less, refused when the budget is reached.
 */
import { quote } from '../engine/quote.ts';
import { type LenderSheet, rateSheetOf } from '../engine/rate-sheets.ts';
import { BatchRequestSchema, type FieldErrors, parseFields, parseQuoteRequest } from '../engine/request.ts';
import type { BatchResult, ErrorBody } from '../engine/response.ts';
import { AsOfRefused } from '../sheets/clock.ts';
import { SheetsUnavailable } from '../sheets/store.ts';
import { BoundedJson, MAX_ANSWER_BYTES, utf8 } from './bounded-json.ts';

/** An answer as sent: its status and its JSON body, UTF-8 (a QuoteResponse or BatchResponse on 200, else an ErrorBody). */
export interface Answer {
  status: 200 | 422 | 503;
  json: Uint8Array<ArrayBuffer>;
}

/** An error answer before it is written. */
export type Refusal = { status: 422 | 503; body: ErrorBody };

/** The sheets in force at `asOf` (null: now); may throw AsOfRefused or SheetsUnavailable. */
export type SheetsAt = (asOf: string | null) => Promise<LenderSheet[]>;

const written = ({ status, body }: Refusal): Answer => ({ status, json: utf8(JSON.stringify(body)) });
const invalid = (message: string, errors: FieldErrors): Answer => written({ status: 422, body: { message, errors } });

/** The answer a sheet-store refusal stands for, or null for any other error (a 500). */
export function refusal(error: unknown): Refusal | null {
  if (error instanceof AsOfRefused)
    return { status: 422, body: { message: error.message, errors: { as_of: [error.message] } } };
  if (error instanceof SheetsUnavailable) return { status: 503, body: { message: error.message } };
  return null;
}

async function withSheets(
  sheetsAt: SheetsAt,
  asOf: string | null,
  answer: (sheets: LenderSheet[]) => Answer,
): Promise<Answer> {
  let sheets: LenderSheet[];
  try {
    sheets = await sheetsAt(asOf);
  } catch (error) {
    const refused = refusal(error);
    if (refused) return written(refused);
    throw error;
  }
  return answer(sheets);
}

const ASK_FOR_LESS = '"view": "best" (one offer per program and doc type) or a "limit" on the offers';

/**
 * POST /api/pricer/quote. Validation runs before any rate sheet is read. `limit`: the most bytes the
 * answer may hold (tests take a smaller one).
 */
export async function answerQuote(body: unknown, sheetsAt: SheetsAt, limit = MAX_ANSWER_BYTES): Promise<Answer> {
  const parsed = parseQuoteRequest(body);
  if (!parsed.ok) return invalid(parsed.message, parsed.errors);
  return withSheets(sheetsAt, parsed.request.as_of, (sheets) => {
    const outcome = quote(sheets, parsed.request);
    if (!outcome.ok) return invalid(outcome.message, outcome.errors);
    const out = new BoundedJson(limit);
    if (out.add(JSON.stringify(outcome.response))) return { status: 200, json: out.bytes() };
    const message = `the answer would exceed ${limit} bytes: ask for ${ASK_FOR_LESS}`;
    return invalid(message, { view: [message] });
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

/**
 * POST /api/pricer/quotes: every scenario on one set of sheets, each answered on its own and written
 * as soon as it is priced, so that a batch whose answer would pass `limit` bytes stops there.
 */
export async function answerBatch(body: unknown, sheetsAt: SheetsAt, limit = MAX_ANSWER_BYTES): Promise<Answer> {
  const parsed = parseFields(BatchRequestSchema, body, 'the batch request');
  if (!parsed.ok) return invalid(parsed.message, parsed.errors);
  const { scenarios, as_of } = parsed.value;
  return withSheets(sheetsAt, as_of, (sheets) => {
    const out = new BoundedJson(limit);
    // JSON.stringify({rate_sheets, results}), written a result at a time.
    let fits = out.add(`{"rate_sheets":${JSON.stringify(sheets.map(rateSheetOf))},"results":[`);
    let fitted = 0; // results written
    while (fits && fitted < scenarios.length) {
      fits = out.add(`${fitted ? ',' : ''}${JSON.stringify(batchResult(fitted, scenarios[fitted], sheets))}`);
      if (fits) fitted++;
    }
    if (fits && out.add(']}')) return { status: 200, json: out.bytes() };
    const message = `the answer would exceed ${limit} bytes (${fitted} of ${scenarios.length} scenarios fit): ask for ${ASK_FOR_LESS} in each scenario, or send fewer scenarios per batch`;
    return invalid(message, { scenarios: [message] });
  });
}
