/** The sheets a request is answered on: the store's, at the request's moment (now, or its `as_of`). */
import type { Context } from 'hono';
import type { LenderSheet } from '../engine/rate-sheets.ts';
import { nowOf, whenOf } from '../sheets/clock.ts';
import type { SheetStore } from '../sheets/store.ts';
import type { AppEnv } from './env.ts';

export const sheetsAt = (c: Context<AppEnv>, store: SheetStore, asOf: string | null): Promise<LenderSheet[]> =>
  store.sheets(c.env.PRICER_KV, whenOf(asOf, nowOf(c.env.PRICER_NOW)));
