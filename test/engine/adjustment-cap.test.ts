/**
 * The engine's reading of a program's adjustment cap (Program.adjustment_cap, plan ADJUSTMENT_CAP and
 * GRID.CAPPED): Cedar Hollow's 11-20 artifact with a cap set on Jumbo Elite 30 Year Fixed over its
 * grids, priced on its notes' first worked example (sheets/README.md §5.8).
 */
import { describe, expect, it } from 'vitest';
import type { Artifact } from '../../worker/artifact/format.ts';
import { parseQuoteRequest } from '../../worker/contract/request.ts';
import { quote } from '../../worker/engine/quote.ts';
import { allInForce, loadedSheet } from '../../worker/engine/rate-sheets.ts';
import { CEDAR_EXAMPLE_1 } from './named-scenarios.ts';
import { sheetsOf } from './sheets.ts';

const jumbo = sheetsOf('2026-11-20').find((s) => s.plan.header.lender_slug === 'jumbo')!.artifact;

/** Cedar Hollow with a cap of `value` thousandths on Elite 30's grids `grids` (every one by default). */
function cappedAt(value: number, grids?: number[]): Artifact {
  const artifact = structuredClone(jumbo);
  const elite = artifact.programs.find((p) => p.slug === 'jumbo_30_fixed')!;
  elite.adjustment_cap = {
    workbook: 0,
    tab: 'Eligibility',
    label: 'Max Total LLPA',
    value,
    cell: 'B40',
    category: 'LLPA Cap',
    grids: grids ?? elite.grids.map((_, i) => i),
  };
  return artifact;
}

/**
 * §5.8: a CA condo purchase at FICO 745, 1,200,000 on 1,500,000, DTI 44, 45 days: 7.250 is (0.901),
 * base 100.901; costs 0.500 (FICO / LTV) + 0.250 (Condo) + 0.250 (DTI > 43.00%) + 0.250 (Tier 2) = -1.250; 99.651.
 */
function example(artifact: Artifact) {
  const parsed = parseQuoteRequest(CEDAR_EXAMPLE_1);
  if (!parsed.ok) throw new Error(parsed.message);
  const out = quote(allInForce([loadedSheet(artifact, 'test')]), parsed.request);
  if (!out.ok) throw new Error(out.message);
  const offer = out.response.eligible.find((o) => o.rate === 7.25)!;
  const cap = offer.adjusters.find((a) => a.category === 'LLPA Cap');
  return { final: offer.final_price, adjustment: offer.price_adjustment, cap: cap && [cap.value, cap.source_cell] };
}

describe('an adjustment cap', () => {
  it('-1.250 of costs under a cap of -1.000: one more adjuster of +0.250 at its cell; 99.651 + 0.250 = 99.901', () => {
    expect(example(cappedAt(-1000))).toEqual({
      final: 99.901,
      adjustment: -1,
      cap: [0.25, 'CedarHollow_Jumbo_RateSheet_2026-11-20.xlsx › Eligibility!B40'],
    });
  });

  it('a sum at the cap (-1.250) or above it (cap -1.251) is kept: 99.651, no cap adjuster', () => {
    expect(example(cappedAt(-1250))).toEqual({ final: 99.651, adjustment: -1.25, cap: undefined });
    expect(example(cappedAt(-1251))).toEqual({ final: 99.651, adjustment: -1.25, cap: undefined });
  });

  it('sums only the grids it names: over the first alone (FICO / LTV, -0.500) a cap of -0.400 adds +0.100', () => {
    expect(example(cappedAt(-400, [0]))).toMatchObject({ final: 99.751, cap: [0.1, expect.any(String)] });
  });

  it('without a cap the example is as its notes price it', () => {
    expect(example(jumbo)).toEqual({ final: 99.651, adjustment: -1.25, cap: undefined });
  });
});
