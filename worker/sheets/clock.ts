/**
 * The moment an answer is for. The Worker reads the time from the runtime; for local runs and tests
 * only, the PRICER_NOW variable (an ISO date-time with offset, never read from a request) replaces
 * it, so that a clone quotes on its committed sheets whatever today's date. `as_of` asks for a past
 * moment instead: a date (the answer at the end of that day) or a date-time (select.ts).
 */
import { isIsoDate, parseMoment } from '../artifact/moment.ts';
import type { AsOf } from './select.ts';

/** An `as_of` the store cannot answer; the message names the field (HTTP 422). */
export class AsOfRefused extends Error {
  override name = 'AsOfRefused';
}

/** Milliseconds since the epoch: PRICER_NOW when set, else the runtime's clock. */
export function nowOf(pricerNow: string | undefined): number {
  if (pricerNow === undefined || pricerNow === '') return Date.now();
  const at = parseMoment(pricerNow);
  if (at === null) throw new Error(`PRICER_NOW ${JSON.stringify(pricerNow)} is not an ISO date-time with offset`);
  return at;
}

/** The earliest instant of a calendar date anywhere (UTC+14): a date whose day has not begun anywhere is in the future. */
const startOfDateAnywhere = (date: string) => parseMoment(`${date}T00:00:00+14:00`)!;

export function whenOf(asOf: string | null, now: number): AsOf {
  if (asOf === null) return { kind: 'now', at: now };
  const at = isIsoDate(asOf) ? startOfDateAnywhere(asOf) : parseMoment(asOf);
  if (at === null) throw new AsOfRefused(`as_of ${JSON.stringify(asOf)} is not a date or a date-time with offset`);
  if (at > now) throw new AsOfRefused(`as_of ${asOf} is in the future: omit as_of for the sheets in force now`);
  return isIsoDate(asOf) ? { kind: 'date', date: asOf, now } : { kind: 'instant', at };
}
