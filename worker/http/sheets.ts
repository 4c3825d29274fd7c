/**
 * The sheets a request is answered on: the store's, at the request's moment (now, or its `as_of`);
 * whole (`tables`) for the catalog and the matrix view, read from their quote parts for a quote and
 * the program list.
 * The moment asked and the sheets read go to the request's log line (log-line.ts).
 */
import type { Context } from 'hono';
import type { LenderSheet } from '../engine/rate-sheets.ts';
import { nowOf, whenOf } from '../sheets/clock.ts';
import type { SheetStore } from '../sheets/store.ts';
import type { AppEnv } from './env.ts';

export async function sheetsAt(
  c: Context<AppEnv>,
  store: SheetStore,
  asOf: string | null,
  read: { tables?: boolean } = {},
): Promise<LenderSheet[]> {
  c.var.facts.as_of = asOf;
  const sheets = await store.sheets(c.env.PRICER_KV, whenOf(asOf, nowOf(c.env.PRICER_NOW)), read);
  c.var.facts.sheets = sheets;
  return sheets;
}
