/**
 * The headline: what a desk would say about each real comparison (every figure is one of the
 * hand-checked changes of test/diff/sheets.test.ts and the impact of test/diff/impact.test.ts), and
 * how moves are grouped or named on edited copies of the sheets.
 */
import { describe, expect, it } from 'vitest';
import { compare } from '../../tools/diff/compare.ts';
import { headlineOf } from '../../tools/diff/headline.ts';
import type { Artifact } from '../../worker/artifact/format.ts';
import { A, B, CEDAR_MORNING, CEDAR_REPRICE, copy, load, NONQM_MORNING, NONQM_REPRICE, reportFor } from './helpers.ts';

describe('the committed sheets', () => {
  it('non-qm 11-20 -> 11-23', () => {
    expect(reportFor('non-qm', A, B).headline).toEqual([
      'Base prices: Full Doc, Expanded Doc and ITIN -0.250; DSCR -0.375; Multi-Unit / Mixed Use and Foreign National -0.125.',
      'Rates: Full Doc drops 6.250 (was 97.396); DSCR adds 9.500 at 103.480.',
      '1 cell became NA (not eligible): DSCR: FICO / CLTV 640 - 659 @ 65.01% - 70.00% (was -2.250).',
      'Adjustments: Full Doc: FICO / CLTV 700 - 719 @ 80.01% - 85.00% -1.250 → -1.375 (-0.125); ' +
        'Expanded Doc: DOC TYPE Asset Utilization @ 75.01% - 80.00% -0.750 → -0.875 (-0.125); ' +
        'DSCR: LOAN AMOUNT $2,000,001 - $3,000,000 @ 65.01% - 70.00% -0.875 → -1.000 (-0.125); ' +
        'ITIN: MISCELLANEOUS ADJUSTMENTS 1x30x12 -0.500 → -0.625 (-0.125); ' +
        'Foreign National: OTHER ADJUSTMENTS Short-Term Rental -0.500 → -0.375 (+0.125).',
      'NV no longer eligible for ITIN.',
      '2 of 24 benchmark loans became ineligible: ' +
        'DSCR: Purchase, SFR, FICO 650, 70% LTV, $280,000, DSCR 1.05, FL, 3YR PPP (llpa_na); ' +
        'ITIN: Purchase, owner-occupied SFR, FICO 700, 75% LTV, $300,000, NV (eligible_states).',
      'Par rate of the benchmark loans: up on 19, unchanged on 3 (of 22 with a par rate on both sheets).',
    ]);
  });

  it('agency 11-20 -> 11-23: 36 lock columns read as two moves', () => {
    expect(reportFor('agency', A, B).headline).toEqual([
      'Base prices: Conventional Fixed, every block -0.250; Conventional 5/6 SOFR ARM and Conventional 7/6 SOFR ARM, every block -0.125.',
      'Rates: Conforming 30 Year Fixed (30 Day) adds 7.375 at 102.350 and drops 5.250 (was 97.697).',
      '1 cell became NA (not eligible): all programs: LOAN ATTRIBUTES — ALL PURPOSES Second Home @ 85.01 - 90.00% (was -4.125).',
      'Adjustments: all programs: LOAN AMOUNT $100,000 - $149,999 -0.250 → -0.375 (-0.125); ' +
        'all programs: OTHER ADJUSTMENTS Escrow Waiver -0.250 → -0.375 (-0.125).',
      'FL state adjuster 0.000 → -0.125 (Conventional Fixed).',
      '1 of 13 benchmark loans became ineligible: ' +
        'Conventional Fixed: 30-year, rate/term refinance, second home SFR, FICO 740, 90% LTV, $270,000, FL (llpa_na).',
      'Par rate of the benchmark loans: up on 6, unchanged on 3 (of 9 with a par rate on both sheets).',
    ]);
  });

  it('non-qm 08:30 -> 13:15 reprice: ladders only', () => {
    expect(reportFor('non-qm', NONQM_MORNING, NONQM_REPRICE).headline).toEqual([
      'Base prices: Full Doc, Expanded Doc and DSCR -0.250; Multi-Unit / Mixed Use, ITIN and Foreign National -0.125.',
      'Par rate of the benchmark loans: up on 13, unchanged on 9 (of 22 with a par rate on both sheets).',
    ]);
  });

  it('jumbo 11-20 -> 11-23: prices and effects on price, each with the figure Cedar Hollow prints', () => {
    // Rate Sheet: points +0.125 (30Y, 15Y) and +0.250 (ARM) at every cell = prices -0.125 / -0.250; 30Y A7 6.125
    // 30 Day 2.385 (97.615) gone; ARM A50 7.625 30 Day (1.830) (101.830) new. Adjustments G7 (0.250) -> (0.125),
    // D10 0.875 -> 1.000, E12 1.125 -> NA, D16 0.750 -> 0.875, E24 0.250 -> 0.375; FL Tier 2 (C29 0.250) -> Tier 3
    // (C30 0.500). Benchmark loans: test/diff/impact.test.ts (par rate up on TX, FL, NV, CO, GA; same on CA, NY, WA).
    expect(reportFor('jumbo', A, CEDAR_MORNING).headline).toEqual([
      'Base prices: Jumbo Elite 30 Year Fixed and Jumbo Elite 15 Year Fixed, every lock -0.125 (points +0.125 as printed); ' +
        'Jumbo Elite 7/6 SOFR ARM, every lock -0.250 (points +0.250 as printed).',
      'Rates: Jumbo Elite 30 Year Fixed (30 Day) drops 6.125 (was 97.615, printed cost 2.385); ' +
        'Jumbo Elite 7/6 SOFR ARM (30 Day) adds 7.625 at 101.830, printed credit 1.830.',
      '1 cell became NA (not eligible): all programs: FICO / LTV 85.01 - 89.99% @ 740 - 759 (was -1.125, printed cost 1.125).',
      'Adjustments: all programs: FICO / LTV ≤ 60.00% @ 780+ +0.250 → +0.125 (-0.125; printed credit 0.250 → credit 0.125); ' +
        'all programs: FICO / LTV 75.01 - 80.00% @ 720 - 739 -0.875 → -1.000 (-0.125; printed cost 0.875 → cost 1.000); ' +
        'all programs: Loan Features Cash-Out Refinance @ $1,500,001 - $2,000,000 -0.750 → -0.875 (-0.125; printed cost 0.750 → cost 0.875); ' +
        'all programs: Loan Features Escrow Waiver @ $2,000,001 - $3,000,000 -0.250 → -0.375 (-0.125; printed cost 0.250 → cost 0.375).',
      'FL moved from State Tiers Tier 2 (-0.250, printed cost 0.250) to Tier 3 (-0.500, printed cost 0.500) (all programs).',
      '1 of 12 benchmark loans became ineligible: ' +
        'Jumbo Elite 7/6 SOFR ARM: 7/6 ARM, purchase, primary SFR, FICO 750, 88% LTV, $880,000, AZ (llpa_na).',
      'Par rate of the benchmark loans: up on 5, unchanged on 3 (of 8 with a par rate on both sheets).',
    ]);
  });

  it('jumbo 08:00 -> 14:30 reprice: every table 0.250 lower (0.250 more points)', () => {
    expect(reportFor('jumbo', CEDAR_MORNING, CEDAR_REPRICE).headline).toEqual([
      'Base prices: Jumbo Elite 30 Year Fixed, Jumbo Elite 15 Year Fixed and Jumbo Elite 7/6 SOFR ARM, every lock -0.250 (points +0.250 as printed).',
      'Par rate of the benchmark loans: up on 7, unchanged on 1 (of 8 with a par rate on both sheets).',
    ]);
  });

  it('a sheet against itself: "No changes."', () => {
    expect(reportFor('agency', B, B).headline).toEqual(['No changes.']);
  });
});

describe('grouping and naming on edited sheets', () => {
  const nonqm = load('non-qm', B);
  const agency = load('agency', B);
  const ladder = (a: Artifact, slug: string) => a.programs.find((p) => p.slug === slug)!.ladder!.rows;
  const headline = (a: Artifact, b: Artifact) => headlineOf(compare(a, b), null);

  it('names the rates that moved when fewer than all did', () => {
    const b = copy(nonqm);
    ladder(b, 'dscr').find((r) => r.rate === 7250)!.price! += 250;
    expect(headline(nonqm, b)).toEqual(['Base prices: DSCR ladder 7.250 +0.250 (1 of 22 rates).']);
  });

  it('gives the range and median of an uneven move', () => {
    const b = copy(nonqm);
    ladder(b, 'fn').forEach((r, i) => {
      if (r.price !== null) r.price -= i % 2 ? 125 : 250;
    });
    expect(headline(nonqm, b)).toEqual(['Base prices: Foreign National ladder -0.250 to -0.125 (median -0.250).']);
  });

  it('an agency program whose blocks moved differently is told block by block, lock columns merged', () => {
    const b = copy(agency);
    for (const blk of b.rate_blocks)
      for (const r of blk.rows)
        r.prices = r.prices.map((p) =>
          p === null ? p : p + (blk.code === 'CF30' ? -250 : blk.code === 'HB30' ? 125 : 0),
        );
    expect(headline(agency, b)).toEqual([
      'Base prices: Conventional Fixed: Conforming 30 Year Fixed (CF30) · 15 · 30 · 45 · 60 Day -0.250; ' +
        'Conventional Fixed: High Balance 30 Year Fixed (HB30) · 15 · 30 · 45 · 60 Day +0.125.',
    ]);
  });

  it('caps, states and lists in a few words', () => {
    const b = copy(nonqm);
    const dscr = b.programs.find((p) => p.slug === 'dscr')!;
    dscr.caps.find((c) => c.key === 'max_price')!.value = 104000;
    dscr.doc_types[0]!.states = dscr.doc_types[0]!.states.filter((s) => s !== 'TX');
    dscr.doc_types[0]!.min_fico = 660;
    expect(headline(nonqm, b)).toEqual([
      'DSCR Maximum Price 104.500 → 104.000. DSCR Minimum FICO 640 → 660. TX no longer eligible for DSCR.',
    ]);
  });
});
