/**
 * The answers of the pricing operations as status and JSON bytes, independent of Hono: the Worker's
 * routes send them, and `npm run quote` (tools/quote) prints and verifies them, so the CLI prints
 * exactly what the endpoint returns. `sheetsAt` supplies the sheets at a moment (the KV store in the
 * Worker, the compiled artifacts on disk in the CLI); its refusals become the same statuses everywhere.
 *
 * Every quote is led by its digest, format and engine version (digest.ts, wire.ts). An answer is
 * written as it is produced, within a budget of bytes (bounded-json.ts): one that would pass it is a
 * 422 saying how to ask for less, refused when the budget is reached.
 */
import { FORMAT_VERSION } from '../artifact/format.ts';
import { MAX_ANSWER_BYTES } from '../contract/limits.ts';
import { type FieldErrors, parseFields, parseQuoteRequest, type QuoteRequest } from '../contract/request.ts';
import type { BatchResult, ErrorContent, QuoteAnswer } from '../contract/wire.ts';
import { BatchRequestSchema } from '../contract/wire-requests.ts';
import { quote } from '../engine/quote.ts';
import { type LenderSheet, rateSheetOf } from '../engine/rate-sheets.ts';
import { ENGINE_VERSION } from '../engine/version.ts';
import { AsOfRefused } from '../sheets/clock.ts';
import { SheetsUnavailable } from '../sheets/store.ts';
import { BoundedJson, utf8 } from './bounded-json.ts';
import { type QuoteDigests, questionDigests } from './digest.ts';
import type { AnswerFacts, ErrorKey } from './log-line.ts';

type Bytes = Uint8Array<ArrayBuffer>;

/**
 * An answer as sent: its status and its JSON body, UTF-8 (a QuoteAnswer or BatchResponse on 200,
 * else the error envelope without the request id, which the route adds), and what the request's
 * log line records of it.
 */
export type Answer =
  | { status: 200; json: Bytes; facts: AnswerFacts }
  | { status: 422 | 503; json: Bytes; facts: AnswerFacts; refused: ErrorContent; key: ErrorKey };

/** An error answer before it is written. */
export type Refusal = { status: 422 | 503; body: ErrorContent; key: ErrorKey };

/** The sheets in force at `asOf` (null: now); may throw AsOfRefused or SheetsUnavailable. */
export type SheetsAt = (asOf: string | null) => Promise<LenderSheet[]>;

const written = ({ status, body, key }: Refusal, facts: AnswerFacts = {}): Answer => ({
  status,
  json: utf8(JSON.stringify(body)),
  facts,
  refused: body,
  key,
});
const invalid = (message: string, errors: FieldErrors, facts?: AnswerFacts, key: ErrorKey = 'validation'): Answer =>
  written({ status: 422, body: { message, errors }, key }, facts);

/** The answer a sheet-store refusal stands for, or null for any other error (a 500). */
export function refusal(error: unknown): Refusal | null {
  if (error instanceof AsOfRefused)
    return { status: 422, body: { message: error.message, errors: { as_of: [error.message] } }, key: 'validation' };
  if (error instanceof SheetsUnavailable)
    return { status: 503, body: { message: error.message }, key: 'sheets_unavailable' };
  return null;
}

async function withSheets(
  sheetsAt: SheetsAt,
  asOf: string | null,
  answer: (sheets: LenderSheet[]) => Promise<Answer>,
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

const ASK_FOR_LESS =
  '"view": "best" (one offer per program and doc type), a "limit" on the offers, or "rejected": "counted" (the rejections counted, not listed)';

/** The sheets of an answer, and the digests of the requests priced on them. */
interface Priced {
  sheets: LenderSheet[];
  digestsOf: (request: QuoteRequest) => Promise<QuoteDigests>;
}

const pricedOn = (sheets: LenderSheet[]): Priced => ({ sheets, digestsOf: questionDigests(sheets) });

/** The quote of `request`, led by what identifies it, or the 422 of a filter no sheet offers. */
async function quoteOf(
  request: QuoteRequest,
  { sheets, digestsOf }: Priced,
): Promise<
  { ok: true; answer: QuoteAnswer; digests: QuoteDigests } | { ok: false; message: string; errors: FieldErrors }
> {
  const outcome = quote(sheets, request);
  if (!outcome.ok) return outcome;
  const digests = await digestsOf(request);
  const answer = { digest: digests.digest, format_version: FORMAT_VERSION, engine_version: ENGINE_VERSION };
  return { ok: true, answer: { ...answer, ...outcome.response }, digests };
}

/**
 * POST /api/pricer/quote. Validation runs before any rate sheet is read. `limit`: the most bytes the
 * answer may hold (tests take a smaller one).
 */
export async function answerQuote(body: unknown, sheetsAt: SheetsAt, limit = MAX_ANSWER_BYTES): Promise<Answer> {
  const parsed = parseQuoteRequest(body);
  if (!parsed.ok) return invalid(parsed.message, parsed.errors);
  return withSheets(sheetsAt, parsed.request.as_of, async (sheets) => {
    const quoted = await quoteOf(parsed.request, pricedOn(sheets));
    if (!quoted.ok) return invalid(quoted.message, quoted.errors);
    const { answer, digests } = quoted;
    const facts = { offers: answer.eligible_count, rejections: answer.rejected_count, ...digests };
    const out = new BoundedJson(limit);
    if (out.add(JSON.stringify(answer))) return { status: 200, json: out.bytes(), facts };
    const message = `the answer would exceed ${limit} bytes: ask for ${ASK_FOR_LESS}`;
    return invalid(message, { view: [message] }, facts, 'answer_too_large');
  });
}

const AS_OF_IN_SCENARIO = 'as_of is given once for the whole batch, at the top level, not per scenario';

/** One scenario of a batch, on the batch's sheets: what it would answer alone, except that it takes no as_of. */
async function batchResult(
  index: number,
  body: unknown,
  priced: Priced,
): Promise<{ result: BatchResult; digests: QuoteDigests | null }> {
  const ownAsOf = typeof body === 'object' && body !== null && Object.hasOwn(body, 'as_of');
  const parsed = parseQuoteRequest(body);
  if (ownAsOf || !parsed.ok) {
    const errors = { ...(ownAsOf ? { as_of: [AS_OF_IN_SCENARIO] } : {}), ...(parsed.ok ? {} : parsed.errors) };
    const message = parsed.ok ? AS_OF_IN_SCENARIO : parsed.message;
    return { result: { index, status: 422, error: { message, errors } }, digests: null };
  }
  const quoted = await quoteOf(parsed.request, priced);
  if (!quoted.ok)
    return { result: { index, status: 422, error: { message: quoted.message, errors: quoted.errors } }, digests: null };
  return { result: { index, status: 200, quote: quoted.answer }, digests: quoted.digests };
}

/** A batch's log facts, counted a result at a time (the results themselves are not kept). */
function batchLog(scenarios: number) {
  const facts = {
    scenarios,
    refused: 0,
    offers: 0,
    rejections: 0,
    digests: [] as (string | null)[],
    request_digests: [] as (string | null)[],
  };
  const add = (result: BatchResult, digests: QuoteDigests | null) => {
    if (result.status === 200) {
      facts.offers += result.quote.eligible_count;
      facts.rejections += result.quote.rejected_count;
    } else facts.refused++;
    facts.digests.push(digests?.digest ?? null);
    facts.request_digests.push(digests?.request_digest ?? null);
  };
  return { facts, add };
}

/**
 * POST /api/pricer/quotes: every scenario on one set of sheets, each answered on its own and written
 * as soon as it is priced, so that a batch whose answer would pass `limit` bytes stops there.
 */
export async function answerBatch(body: unknown, sheetsAt: SheetsAt, limit = MAX_ANSWER_BYTES): Promise<Answer> {
  const parsed = parseFields(BatchRequestSchema, body, 'the batch request');
  if (!parsed.ok) return invalid(parsed.message, parsed.errors);
  const { scenarios, as_of } = parsed.value;
  return withSheets(sheetsAt, as_of, async (sheets) => {
    const out = new BoundedJson(limit);
    const log = batchLog(scenarios.length);
    const priced = pricedOn(sheets);
    // JSON.stringify({rate_sheets, results}), written a result at a time.
    let fits = out.add(`{"rate_sheets":${JSON.stringify(sheets.map(rateSheetOf))},"results":[`);
    let fitted = 0; // results written
    while (fits && fitted < scenarios.length) {
      const { result, digests } = await batchResult(fitted, scenarios[fitted], priced);
      fits = out.add(`${fitted ? ',' : ''}${JSON.stringify(result)}`);
      if (fits) {
        log.add(result, digests);
        fitted++;
      }
    }
    if (fits && out.add(']}')) return { status: 200, json: out.bytes(), facts: log.facts };
    const message = `the answer would exceed ${limit} bytes (${fitted} of ${scenarios.length} scenarios fit): ask for ${ASK_FOR_LESS} in each scenario, or send fewer scenarios per batch`;
    return invalid(message, { scenarios: [message] }, log.facts, 'answer_too_large');
  });
}
