/** POST /api/pricer/quote and POST /api/pricer/quotes: answered by answers.ts on the store's sheets. */
import type { Context, Handler } from 'hono';
import type { SheetStore } from '../../sheets/store.ts';
import { type Answer, answerBatch, answerQuote, type SheetsAt } from '../answers.ts';
import type { AppEnv } from '../env.ts';
import { readJsonBody } from '../json-body.ts';
import { OPERATIONS } from '../operations.ts';
import { sheetsAt } from '../sheets.ts';

const answered =
  (limit: number, answer: (body: unknown, sheets: SheetsAt) => Promise<Answer>) =>
  (store: SheetStore): Handler<AppEnv> =>
  async (c: Context<AppEnv>) => {
    const body = await readJsonBody(c.req.raw, limit);
    const { status, json } = await answer(body, (asOf) => sheetsAt(c, store, asOf));
    // The answer is JSON bytes already (answers.ts): sent as they are, as c.json would send its string.
    return c.body(json, status, { 'Content-Type': 'application/json' });
  };

export const quoteHandler = answered(OPERATIONS.quote.body.limit, answerQuote);
export const batchHandler = answered(OPERATIONS.quoteBatch.body.limit, answerBatch);
