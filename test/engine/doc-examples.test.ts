/**
 * The worked answers of README.md and docs/contract.md, recomputed by the engine on the fixture
 * sheets: a number in them that drifts from what the service answers fails here (each value is also
 * looked up in the page that shows it).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROSTER } from '../../worker/sheets/roster.ts';
import { offerAt, priced } from './sheets.ts';

const README = readFileSync('README.md', 'utf8');
const CONTRACT = readFileSync('docs/contract.md', 'utf8');
/** The quote example's scenario (start.ts prints it): priced() adds the purchase of 400,000 on 500,000 over 30 years. */
const EXAMPLE = { state: 'CA', credit_score: 745, lock_days: 45 } as const;
/** The scenario of the price_adjustment and views examples: 375,000 on 500,000 in CA at FICO 760, every other field defaulted. */
const SCENARIO = {
  purpose: 'purchase',
  state: 'CA',
  credit_score: 760,
  purchase_price: 500000,
  loan_amount: 375000,
  term: 30,
} as const;
const REPRICE = '2026-11-23T13:15:00-08:00';

describe('README example', () => {
  it('the best view, limit 2, on the 11-20 sheets: the 5/6 SOFR ARM at 6.500 first, Cedar Hollow and DSCR rejected', () => {
    const r = priced({ ...EXAMPLE, as_of: '2026-11-20', view: 'best', limit: 2 }, '2026-11-20');
    // rejected: Cedar Hollow's 3 programs (400,000 < 766,551), Granite Peak's DSCR, MU-MX, ITIN and FN
    expect([r.eligible_count, r.rejected_count]).toEqual([2, 7]);
    expect(r.rate_sheets.map((s) => s.lender_slug)).toEqual(ROSTER);
    expect(README).toContain(
      `"rate_sheets": [${ROSTER.map((slug, i) => `{"lender_slug": "${slug}", ${i ? '' : '"status": "in_force", '}…}`).join(', ')}]`,
    );
    const first = r.eligible[0]!;
    // Conventional!B72 block, 45 Day: 100.818; CA +0.125 (State Adjusters!D12); 740-759 @ 75.01-80.00 -0.875 (LLPA!G13)
    // 100.818 + 0.125 - 0.875 = 100.068
    expect([first.program_slug, first.rate, first.final_price]).toEqual(['3_conventional_5_6_sofr_arm', 6.5, 100.068]);
    expect(first.adjusters.map((a) => [a.value, a.source_cell.split('› ')[1]])).toContainEqual([-0.875, 'LLPA!G13']);
    // Rejections in roster order: Cedar Hollow's first. Its first program fails one program check, and
    // a failed check ends its evaluation (sheets/README.md §5.6): Eligibility!B17 766,551 is the only reason.
    const jumbo = r.rejected[0]!;
    expect([
      jumbo.program_slug,
      jumbo.rejections.map((x) => [x.key, x.threshold, x.source_page?.split('› ')[1]]),
    ]).toEqual(['jumbo_30_fixed', [['min_loan_amount', 766_551, 'Eligibility!B17']]]);
    expect(README).toContain(
      '"rejected": [{"program_slug": "jumbo_30_fixed", "rejections": [{"key": "min_loan_amount", "threshold": 766551, "source_page": "… › Eligibility!B17"}]}, …,',
    );
    const dscr = r.rejected.find((x) => x.program_slug === 'dscr')!;
    const reason = dscr.rejections[0]!;
    // No dscr_ratio sent; the DSCR program's minimum is Guidelines!H16 of the 11-20 program matrix: 0.75
    expect([dscr.program_slug, reason.key, reason.threshold, reason.source_page?.split('› ')[1]]).toEqual([
      'dscr',
      'dscr_ratio_required',
      0.75,
      'Guidelines!H16',
    ]);
    expect(README).toContain('"eligible_count": 2, "rejected_count": 7');
    expect(README).toContain('"program_slug": "3_conventional_5_6_sofr_arm", "rate": 6.5, "final_price": 100.068');
    expect(README).toContain('{"value": -0.875, "source_cell": "… › LLPA!G13"');
    expect(README).toContain(
      '{"program_slug": "dscr", "rejections": [{"key": "dscr_ratio_required", "threshold": 0.75, "source_page": "… › Guidelines!H16"}',
    );
  });
});

describe('docs/contract.md examples', () => {
  it('POST /api/pricer/quote: Conventional Fixed 6.500 on Bayshore 11-20, 45-day lock', () => {
    const r = priced({ ...EXAMPLE, program_slug: '2_conventional_fixed', as_of: '2026-11-20' }, '2026-11-20');
    expect([r.eligible_count, r.rejected_count]).toEqual([17, 0]);
    const o = offerAt(r, '2_conventional_fixed', 6.5)!;
    // Conventional!B9 block, 45 Day: 100.745; CA +0.125 (State Adjusters!C12); 740-759 @ 75.01-80.00 -0.875 (LLPA!G13)
    expect([o.base_price, o.price_adjustment, o.final_price]).toEqual([100.745, -0.75, 99.995]);
    expect(o.adjusters.map((a) => [a.value, a.source_cell.split('› ')[1]])).toEqual([
      [0, 'Conventional!B9'],
      [0.125, 'State Adjusters!C12'],
      [-0.875, 'LLPA!G13'],
    ]);
    expect(CONTRACT).toContain('"eligible_count": 17, "rejected_count": 0');
    // one rate_sheets entry per roster lender, as the page prints it (the sha256 cut to 8 digits)
    expect(r.rate_sheets.map((s) => s.lender_slug)).toEqual(ROSTER);
    for (const { sha256, ...sheet } of r.rate_sheets)
      expect(CONTRACT).toContain(
        `${JSON.stringify(sheet).slice(1, -1).replace(/":/g, '": ').replace(/,"/g, ', "')}, "sha256": "${sha256!.slice(0, 8)}…"}`,
      );
    expect(CONTRACT).toContain('"base_price": 100.745, "price_adjustment": -0.75, "final_price": 99.995');
  });

  it('price_adjustment and a cap: Full Doc 8.375 on Granite Peak 11-23, 375,000 on 500,000 at FICO 760', () => {
    const r = priced(SCENARIO, '2026-11-23');
    const o = offerAt(r, 'full_doc', 8.375)!;
    // 102.689 - 0.125 = 102.564, clamped to the Primary / 2nd Homes cap 102.500 (Price Caps!C10)
    expect([o.base_price, o.price_adjustment, o.final_price]).toEqual([102.689, -0.125, 102.5]);
    expect(o.caps_applied.map((c) => [c.key, c.threshold, c.provided])).toEqual([
      ['Primary / 2nd Homes', 102.5, 102.564],
    ]);
    expect(CONTRACT).toContain(
      '"rate": 8.375, "base_price": 102.689, "price_adjustment": -0.125, "final_price": 102.5',
    );
    expect(CONTRACT).toContain('"threshold": 102.5, "provided": 102.564');
  });

  it('the best view at par, limit 4, at the 1:15 PM reprice', () => {
    const r = priced({ ...SCENARIO, view: 'best', limit: 4 }, REPRICE);
    // rejected: Cedar Hollow's 3 programs (375,000 < 766,551), Granite Peak's DSCR, MU-MX, ITIN and FN
    expect([r.eligible_count, r.rejected_count]).toEqual([4, 7]);
    expect(CONTRACT).toContain('{"eligible_count": 4, "rejected_count": 7,');
    const shown = r.eligible.map((o) => [o.program_slug, o.rate, o.base_price, o.price_adjustment, o.final_price]);
    expect(shown).toEqual([
      ['3_conventional_5_6_sofr_arm', 6.125, 100.129, -0.125, 100.004],
      ['4_conventional_7_6_sofr_arm', 6.25, 100.132, -0.125, 100.007],
      ['2_conventional_fixed', 6.375, 100.342, -0.125, 100.217],
      ['full_doc', 7.375, 100.166, -0.125, 100.041],
    ]);
    for (const [slug, rate, base, adj, final] of shown)
      expect(CONTRACT).toContain(
        `"program_slug": "${slug}", "rate": ${rate}, "base_price": ${base}, "price_adjustment": ${adj}, "final_price": ${final}`,
      );
  });

  it('target_price 101, limit 3: the lowest rate that pays at least 101', () => {
    const r = priced({ ...SCENARIO, view: 'best', target_price: 101, limit: 3 }, REPRICE);
    const shown = r.eligible.map((o) => `\`${o.program_slug}\` ${o.rate.toFixed(3)} at ${o.final_price.toFixed(3)}`);
    expect(shown).toEqual([
      '`3_conventional_5_6_sofr_arm` 6.750 at 101.159',
      '`2_conventional_fixed` 6.750 at 101.022',
      '`4_conventional_7_6_sofr_arm` 6.875 at 101.236',
    ]);
    expect(CONTRACT.replace(/\s+/g, ' ')).toContain(shown.join(', '));
  });
});
