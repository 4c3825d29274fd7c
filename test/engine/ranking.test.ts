/**
 * Ranking against its definition: final price descending, lower rate, then lender, program and doc
 * type slugs in code-unit order. Three lenders per roster lender, made of its real artifacts under
 * slugs listed out of order, two of them copies of the same artifact, so exact ties across lenders
 * occur and must fall to the lender slug.
 */
import { describe, expect, it } from 'vitest';
import { parseQuoteRequest } from '../../worker/contract/request.ts';
import type { Offer } from '../../worker/contract/response.ts';
import { quote } from '../../worker/engine/quote.ts';
import { type LoadedSheet, loadedSheet } from '../../worker/engine/rate-sheets.ts';
import { inForce, randomScenarios, sheetsOf } from './sheets.ts';

const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const reference = (x: Offer, y: Offer) =>
  y.final_price - x.final_price ||
  x.rate - y.rate ||
  byCode(x.lender_slug, y.lender_slug) ||
  byCode(x.program_slug, y.program_slug) ||
  byCode(x.doc_type, y.doc_type);

function renamed(sheet: LoadedSheet, slug: string): LoadedSheet {
  return loadedSheet({ ...sheet.artifact, lender_slug: slug }, sheet.sha256);
}

// Every roster lender's 11-23 sheet twice (under its slug and under "z-<slug>", after every other) and
// its 11-20 sheet once (under its slug in capitals, before every other), listed out of order.
const lenders = [
  ...sheetsOf('2026-11-23').map((sheet) => renamed(sheet, `z-${sheet.artifact.lender_slug}`)),
  ...sheetsOf('2026-11-20').map((sheet) => renamed(sheet, sheet.artifact.lender_slug.toUpperCase())),
  ...sheetsOf('2026-11-23').map((sheet) => renamed(sheet, sheet.artifact.lender_slug)),
];

describe('ranking', () => {
  it('orders every offer as the documented comparator does, ties across lenders included', () => {
    let ties = 0;
    for (const input of randomScenarios(7, 120)) {
      const parsed = parseQuoteRequest(input);
      if (!parsed.ok) throw new Error(parsed.message);
      const out = quote(inForce(lenders), parsed.request);
      if (!out.ok) throw new Error(out.message);
      const { eligible } = out.response;
      expect(eligible).toEqual([...eligible].sort(reference));
      for (let i = 1; i < eligible.length; i++)
        if (eligible[i]!.final_price === eligible[i - 1]!.final_price && eligible[i]!.rate === eligible[i - 1]!.rate)
          ties++;
    }
    // The copies tie exactly (same price, same rate): the lender slug decides, so the test can fail.
    expect(ties).toBeGreaterThan(100);
  });

  it('orders the best view by final rate, then the higher price, then lender, program and doc type', () => {
    const bestReference = (x: Offer, y: Offer) =>
      x.final_rate - y.final_rate ||
      y.final_price - x.final_price ||
      byCode(x.lender_slug, y.lender_slug) ||
      byCode(x.program_slug, y.program_slug) ||
      byCode(x.doc_type, y.doc_type);
    let ties = 0;
    for (const input of randomScenarios(7, 120)) {
      const parsed = parseQuoteRequest({ ...input, view: 'best' });
      if (!parsed.ok) throw new Error(parsed.message);
      const out = quote(inForce(lenders), parsed.request);
      if (!out.ok) throw new Error(out.message);
      const { eligible } = out.response;
      expect(eligible).toEqual([...eligible].sort(bestReference));
      for (let i = 1; i < eligible.length; i++)
        if (
          eligible[i]!.final_rate === eligible[i - 1]!.final_rate &&
          eligible[i]!.final_price === eligible[i - 1]!.final_price
        )
          ties++;
    }
    // The copied lenders tie exactly: the slugs decide.
    expect(ties).toBeGreaterThan(50);
  });
});
