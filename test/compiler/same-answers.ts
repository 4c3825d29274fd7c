/**
 * Two sets of sheets that must answer alike (a later sheet in another layout against the sheet it
 * re-issues): every quote of the same requests equal once stripped of where values stand and what
 * the sheet calls them, with how many offers and rejections the requests reached.
 */
import { expect } from 'vitest';
import { parseQuoteRequest } from '../../worker/contract/request.ts';
import { quote } from '../../worker/engine/quote.ts';
import type { LenderSheet } from '../../worker/engine/rate-sheets.ts';

/** Where a value stands and what the sheet calls it, not what it is. */
const PLACES = new Set([
  'source_cell',
  'source_page',
  'sha256',
  'rate_sheet_date',
  'effective_at',
  'expires_at',
  'workbook',
  'tab',
  'cell',
  'row_label',
  'band',
]);

const strip = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(strip)
    : v && typeof v === 'object'
      ? Object.fromEntries(
          Object.entries(v)
            .filter(([k]) => !PLACES.has(k))
            .map(([k, x]) => [k, strip(x)]),
        )
      : v;

/** Quotes each request on both sets of sheets and expects the same answer; the offers and rejections counted. */
export function expectSameAnswers(
  before: LenderSheet[],
  after: LenderSheet[],
  requests: readonly unknown[],
): { offers: number; rejections: number } {
  let offers = 0;
  let rejections = 0;
  for (const input of requests) {
    const parsed = parseQuoteRequest(input);
    if (!parsed.ok) throw new Error(parsed.message);
    const a = quote(before, parsed.request);
    const b = quote(after, parsed.request);
    if (!a.ok || !b.ok) throw new Error('quote refused');
    expect(strip(b.response), JSON.stringify(input)).toEqual(strip(a.response));
    offers += a.response.eligible.length;
    rejections += a.response.rejected.length;
  }
  return { offers, rejections };
}
