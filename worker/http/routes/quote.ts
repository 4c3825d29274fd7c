/** POST /api/pricer/quote and POST /api/pricer/quotes: answered by answers.ts on the store's sheets. */
import type { Context, Handler } from 'hono';
import { OPERATIONS } from '../../contract/operations.ts';
import type { SheetStore } from '../../sheets/store.ts';
import { type Answer, answerBatch, answerQuote, type SheetsAt } from '../answers.ts';
import type { AppEnv } from '../env.ts';
import { errorResponse } from '../errors.ts';
import { readJsonBody } from '../json-body.ts';
import { sheetsAt } from '../sheets.ts';

const answered =
  (limit: number, answer: (body: unknown, sheets: SheetsAt) => Promise<Answer>) =>
  (store: SheetStore): Handler<AppEnv> =>
  async (c: Context<AppEnv>) => {
    const body = await readJsonBody(c.req.raw, limit);
    const given = await answer(body, (asOf) => sheetsAt(c, store, asOf));
    c.var.facts.answer = given.facts;
    // A refusal in the one envelope, with the request's id; a 200 is JSON bytes already (answers.ts),
    // sent as they are, as c.json would send its string.
    if (given.status !== 200)
      return errorResponse(c, given.status, given.refused.message, given.refused.errors, given.key);
    return c.body(given.json, 200, { 'Content-Type': 'application/json' });
  };

export const quoteHandler = answered(OPERATIONS.quote.body.limit, answerQuote);
export const batchHandler = answered(OPERATIONS.quoteBatch.body.limit, answerBatch);
