/**
 * The sheets a request is answered on: the store's, at the request's moment (now, or its `as_of`),
 * read from their quote parts. The catalog then reads every lender's whole sheet in turn, the matrix
 * view the one lender's whole sheet it shows, at that same moment.
 * The moment asked and the sheets read go to the request's log line (log-line.ts).
 */
import type { Context } from 'hono';
import type { LenderSheet } from '../engine/rate-sheets.ts';
import { nowOf, whenOf } from '../sheets/clock.ts';
import type { SheetStore } from '../sheets/store.ts';
import type { AppEnv } from './env.ts';

export async function sheetsAt(c: Context<AppEnv>, store: SheetStore, asOf: string | null): Promise<LenderSheet[]> {
  return (await sheetsRead(c, store, asOf)).sheets;
}

/** Every lender's sheet at the request's moment, and readers of the whole sheets at that same moment. */
export interface SheetsRead {
  sheets: LenderSheet[];
  /** one lender's whole sheet (SheetStore.wholeSheet) */
  whole: (lender: string) => Promise<LenderSheet>;
  /** every lender's whole sheet, in roster order, none kept (SheetStore.eachWholeSheet) */
  eachWhole: (each: (sheet: LenderSheet) => void) => Promise<void>;
}

export async function sheetsRead(c: Context<AppEnv>, store: SheetStore, asOf: string | null): Promise<SheetsRead> {
  c.var.facts.as_of = asOf;
  const when = whenOf(asOf, nowOf(c.env.PRICER_NOW));
  const kv = c.env.PRICER_KV;
  const sheets = await store.sheets(kv, when);
  c.var.facts.sheets = sheets;
  return {
    sheets,
    whole: (lender) => store.wholeSheet(kv, when, lender),
    eachWhole: (each) => store.eachWholeSheet(kv, when, each),
  };
}
