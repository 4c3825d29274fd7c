/**
 * Which cap governs when several apply (worker/engine/pricing.ts governingCap): the lowest, and on a
 * tie the first listed. Granite Peak's 11-20 Price Caps tab, DSCR column (E): No PPP or State
 * Restricted 101.500 (E13) is listed above Loan Amounts >$1.5m 102.000 (E14); an investment loan of
 * $1,600,000 with No PPP meets both. The real sheets never tie two caps that apply together, so the
 * tie and the reversed order are the 11-20 artifact with the E14 value changed.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeArtifact } from '../../worker/artifact/codec.ts';
import type { Artifact } from '../../worker/artifact/format.ts';
import { parseQuoteRequest } from '../../worker/contract/request.ts';
import { quote } from '../../worker/engine/quote.ts';
import { allInForce, loadedSheet } from '../../worker/engine/rate-sheets.ts';
import { RATES20 } from './named-scenarios.ts';
import { at } from './quote-lookups.ts';
import { manifest } from './sheets.ts';

/** The 11-20 non-QM artifact, DSCR's "Loan Amounts >$1.5m" cap (Price Caps!E14) set to `value` thousandths. */
function withLoanCap(value: number | null): Artifact {
  const entry = manifest.artifacts.find((e) => e.lender_slug === 'non-qm' && e.effective_at.startsWith('2026-11-20'))!;
  const a = decodeArtifact(readFileSync(`dist-sheets/${entry.path}`));
  const caps = a.programs.find((p) => p.slug === 'dscr')!.caps;
  expect(caps.map((c) => `${c.cell} ${c.value}`)).toEqual([
    'E11 104000',
    'E12 103000',
    'E13 101500',
    'E14 102000',
    'E15 104500',
  ]);
  if (value !== null) caps[3]!.value = value;
  return a;
}

/** DSCR 1.25, FICO 760, investment purchase of $2,400,000 with a $1,600,000 loan (66.67 % LTV), No PPP. */
function dscrOffers(a: Artifact) {
  const parsed = parseQuoteRequest({
    program_slug: 'dscr',
    occupancy: 'investment',
    dscr_ratio: 1.25,
    term: 30,
    purpose: 'purchase',
    credit_score: 760,
    purchase_price: 2_400_000,
    loan_amount: 1_600_000,
  });
  if (!parsed.ok) throw new Error(parsed.message);
  const out = quote(allInForce([loadedSheet(a, 'test')]), parsed.request);
  if (!out.ok) throw new Error(out.message);
  expect(out.response.rejected).toEqual([]);
  return out.response.eligible;
}

/** The cap records of the offers a cap clamped, once each. */
const capsApplied = (offers: ReturnType<typeof dscrOffers>) => {
  const clamped = offers.filter((o) => o.caps_applied.length > 0);
  // Clamped means: final_price is the cap, below base + adjustments.
  for (const o of clamped) {
    expect(o.final_price).toBe(o.caps_applied[0]!.threshold);
    expect(o.caps_applied[0]!.provided).toBeCloseTo(o.base_price + o.price_adjustment, 9);
    expect(o.caps_applied[0]!.provided).toBeGreaterThan(o.final_price);
  }
  return [...new Set(clamped.map((o) => `${o.caps_applied[0]!.key} ${o.caps_applied[0]!.threshold}`))];
};

describe('the governing cap', () => {
  it('as printed: No PPP or State Restricted 101.500 (E13) governs, below Loan Amounts >$1.5m 102.000 (E14)', () => {
    const offers = dscrOffers(withLoanCap(null));
    expect(capsApplied(offers)).toEqual(['No PPP or State Restricted 101.5']);
    expect(offers.find((o) => o.caps_applied.length)!.caps_applied[0]!.source_cell).toBe(at(RATES20, 'Price Caps!E13'));
    expect(Math.max(...offers.map((o) => o.final_price))).toBe(101.5);
  });

  it('the lowest governs whatever its place: E14 at 101.000 governs over E13 above it', () => {
    const offers = dscrOffers(withLoanCap(101_000));
    expect(capsApplied(offers)).toEqual(['Loan Amounts >$1.5m 101']);
    expect(offers.find((o) => o.caps_applied.length)!.caps_applied[0]!.source_cell).toBe(at(RATES20, 'Price Caps!E14'));
  });

  it('on a tie the first listed governs: E14 at 101.500 leaves E13 governing', () => {
    expect(capsApplied(dscrOffers(withLoanCap(101_500)))).toEqual(['No PPP or State Restricted 101.5']);
  });
});
