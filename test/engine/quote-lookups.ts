/**
 * Short ways to look at one program's offers and reasons in a quote from `priced`
 * (test/engine/sheets.ts), and a cell as quotes cite it ("<workbook> › <tab>!<A1>"). Lender-free:
 * the hand-checked tests' named scenarios are named-scenarios.ts.
 */
import { expect } from 'vitest';
import type { priced } from './sheets.ts';

export type Quote = ReturnType<typeof priced>;
export type Offer = Quote['eligible'][number];

/** "<workbook> › <tab>!<A1>", as source_cell and source_page print it. */
export const at = (workbook: string, ref: string) => `${workbook} › ${ref}`;

type Filter = { program_slug?: string | null; doc_type?: string | null };

const matches = (x: { program_slug: string; doc_type: string }, f: Filter) =>
  (!f.program_slug || x.program_slug === f.program_slug) && (!f.doc_type || x.doc_type === f.doc_type);

/** The offers of the program (and doc type) named in `f`, best price first. */
export const offersOf = (r: Quote, f: Filter): Offer[] => r.eligible.filter((o) => matches(o, f));

/** The offer of the program at `rate`; fails the test when there is none. */
export function offerOf(r: Quote, f: Filter, rate: number): Offer {
  const o = offersOf(r, f).find((x) => x.rate === rate);
  if (!o) expect.fail(`no ${f.program_slug}/${f.doc_type ?? '*'} offer at ${rate}: ${JSON.stringify(reasonsOf(r, f))}`);
  return o;
}

/** The rejection reasons of the program (empty when it was offered). */
export const reasonsOf = (r: Quote, f: Filter) => r.rejected.find((x) => matches(x, f))?.rejections ?? [];

/** The adjuster of `category` on an offer (undefined when no row of that grid applied). */
export const adjusterOf = (o: Offer, category: string) => o.adjusters.find((a) => a.category === category);

/** [row label, band, value, cell] of the adjuster of `category`: what a band-edge test compares. */
export function rowOf(o: Offer, category: string) {
  const a = adjusterOf(o, category);
  return a && [a.row_label, a.band, a.value, a.source_cell.replace(/^.* › /, '')];
}

/** The program priced `rate` at exactly `base` and `final`, with no cap. */
export function expectPriced(r: Quote, f: Filter, rate: number, base: number, final: number): Offer {
  const o = offerOf(r, f, rate);
  expect([o.base_price, o.final_price, o.caps_applied]).toEqual([base, final, []]);
  return o;
}

/** The program has no offer and its reasons include `reason` (key, threshold, provided, source_page). */
export function expectRefused(r: Quote, f: Filter, reason: Record<string, unknown>) {
  expect(offersOf(r, f)).toEqual([]);
  expect(reasonsOf(r, f)).toContainEqual(expect.objectContaining(reason));
}
