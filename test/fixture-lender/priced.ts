/** A quote on one compiled artifact, for the table language's tests on Juniper Ridge's workbook. */
import type { Artifact } from '../../worker/artifact/format.ts';
import { parseQuoteRequest } from '../../worker/contract/request.ts';
import { quote } from '../../worker/engine/quote.ts';
import type { QuoteResponse } from '../../worker/engine/quote-response.ts';
import { allInForce, loadedSheet } from '../../worker/engine/rate-sheets.ts';

/** The answer to the request `input` on `artifact` alone (a refused request throws). */
export function pricedOn(artifact: Artifact, input: unknown): QuoteResponse {
  const parsed = parseQuoteRequest(input);
  if (!parsed.ok) throw new Error(parsed.message);
  const out = quote(allInForce([loadedSheet(artifact, 'test')]), parsed.request);
  if (!out.ok) throw new Error(out.message);
  return out.response;
}
