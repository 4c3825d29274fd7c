/**
 * The one log line of a request (docs/operations.md › The request log): a JSON object written once,
 * when the request is answered, whatever happened (request-log.ts). It says what was answered and on
 * which sheets, so that an auditor holding a saved answer or a request can find it, and never holds
 * the token or the borrower's scenario: a quote is named by its digests (digest.ts), which only
 * someone holding the request can recompute.
 */
import type { LenderSheet } from '../engine/rate-sheets.ts';

/** The stable key of a 4xx or 5xx, for counting and alerting on the log. */
export type ErrorKey =
  | 'invalid_body'
  | 'unauthorized'
  | 'not_found'
  | 'method_not_allowed'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'validation'
  | 'answer_too_large'
  | 'internal'
  | 'not_configured'
  | 'sheets_unavailable';

const KEY_OF_STATUS: Record<number, ErrorKey> = {
  400: 'invalid_body',
  401: 'unauthorized',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'validation',
  503: 'sheets_unavailable',
};

/** The key of an error answer whose cause named none: the usual cause of its status. */
export const errorKeyOf = (status: number): ErrorKey => KEY_OF_STATUS[status] ?? 'internal';

/** What an answer of the quote routes adds (answers.ts): counts and digests, never the scenario. */
export interface AnswerFacts {
  /** Offers (eligible) and rejections: of the quote, or summed over a batch's scenarios. */
  offers?: number;
  rejections?: number;
  /** A quote: its digest and its request's. */
  digest?: string;
  request_digest?: string;
  /** A batch: its scenarios, how many were refused, and each scenario's digests (null for a refused one). */
  scenarios?: number;
  refused?: number;
  digests?: (string | null)[];
  request_digests?: (string | null)[];
}

/** What the handlers learn of a request as it is answered. */
export interface RequestFacts {
  /** The moment asked (null: now), once the route has read it. */
  as_of?: string | null;
  /** The sheets the answer was given on, once read. */
  sheets?: readonly LenderSheet[];
  answer?: AnswerFacts;
  /** Set by the error envelope (errors.ts); a 5xx's message too, which names no caller's data. */
  error?: ErrorKey;
  message?: string;
}

/** Per lender, the sheet an answer was given on: enough to rebuild it (with the request) and to find the artifact. */
const sheetRecord = ({ lender_slug, status, sheet, withdrawn_at }: LenderSheet) => ({
  lender: lender_slug,
  status,
  effective_at: sheet?.plan.header.effective_at ?? null,
  sha256: sheet?.sha256 ?? null,
  ...(withdrawn_at ? { withdrawn_at } : {}),
});

export interface Served {
  request_id: string;
  /** When the request arrived (the runtime's clock, ms since the epoch), and how long it waited on I/O. */
  started: number;
  duration_ms: number;
  method: string;
  route: string;
  status: number;
}

/** The log line: fixed fields first, then what this route learnt. */
export function logLine(served: Served, facts: RequestFacts): string {
  const { request_id, started, duration_ms, method, route, status } = served;
  return JSON.stringify({
    event: 'request',
    request_id,
    at: new Date(started).toISOString(),
    method,
    route,
    status,
    duration_ms,
    ...(status >= 400 ? { error: facts.error ?? errorKeyOf(status) } : {}),
    ...(facts.message === undefined ? {} : { message: facts.message }),
    ...(facts.as_of === undefined ? {} : { as_of: facts.as_of }),
    ...(facts.sheets ? { sheets: facts.sheets.map(sheetRecord) } : {}),
    ...facts.answer,
  });
}
