/**
 * The sheets a request is answered on: the store's, at the request's moment (now, or its `as_of`);
 * whole (`tables`) for the catalog, read from their quote parts for a quote, the program list and the
 * matrix view (which then reads the one lender's whole sheet it shows).
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
  return (await sheetsWithWhole(c, store, asOf, read)).sheets;
}

/**
 * The sheets at the request's moment, and a reader of one lender's whole sheet at that same moment
 * (the matrix view: the sheets' plans say which lender offers a program, and only its tables are read).
 */
export async function sheetsWithWhole(
  c: Context<AppEnv>,
  store: SheetStore,
  asOf: string | null,
  read: { tables?: boolean } = {},
): Promise<{ sheets: LenderSheet[]; whole: (lender: string) => Promise<LenderSheet> }> {
  c.var.facts.as_of = asOf;
  const when = whenOf(asOf, nowOf(c.env.PRICER_NOW));
  const sheets = await store.sheets(c.env.PRICER_KV, when, read);
  c.var.facts.sheets = sheets;
  return { sheets, whole: (lender) => store.wholeSheet(c.env.PRICER_KV, when, lender) };
}
