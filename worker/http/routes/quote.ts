/** POST /api/pricer/quote (spec 4.1): one scenario priced against every lender's sheet in force. */
import type { Handler } from 'hono';
import { quote } from '../../engine/quote.ts';
import { parseQuoteRequest } from '../../engine/request.ts';
import type { SheetStore } from '../../sheets/store.ts';
import type { AppEnv } from '../env.ts';
import { HttpError } from '../errors.ts';
import { readJsonBody } from '../json-body.ts';
import { sheetsAt } from '../sheets.ts';

export function quoteHandler(store: SheetStore): Handler<AppEnv> {
  return async (c) => {
    const parsed = parseQuoteRequest(await readJsonBody(c.req.raw));
    // Validation runs before any rate sheet is loaded (spec 7.1).
    if (!parsed.ok) throw new HttpError(422, parsed.message, parsed.errors);
    const sheets = await sheetsAt(c, store, parsed.request.as_of);
    const outcome = quote(sheets, parsed.request);
    if (!outcome.ok) throw new HttpError(422, outcome.message, outcome.errors);
    return c.json(outcome.response, 200);
  };
}
