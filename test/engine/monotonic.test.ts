/**
 * A price never rises when one adjuster-relevant input gets worse for the lender: over seeded
 * scenarios on both days, every offer present in both answers at the same (lender, program, doc
 * type, rate) has final_price(worse) <= final_price(better). A worse input may also remove offers
 * (a cut-off or a floor); it may never add one at a higher price.
 * Exception, from the sheet itself: Bayshore's Credit Score / LTV grids are not monotone in LTV
 * (Fannie Mae's own LLPAs fall above 80% for high scores), so the LTV property is Granite Peak's only,
 * and the Bayshore exception is pinned to its cells below.
 */
import { describe, expect, it } from 'vitest';
import { offerOf, PROGRAM, type Quote, rowOf } from './limits-kit.ts';
import { pricedScenarios } from './scenarios-kit.ts';
import { priced } from './sheets.ts';

type Input = Parameters<typeof priced>[0];
type Worsening = [what: string, better: (s: Input) => Input, worse: (s: Input) => Input, lenders?: string];

const SCENARIOS = pricedScenarios(20261119, 80);

const WORSENINGS: Worsening[] = [
  ['FICO 1 point lower', (s) => s, (s) => ({ ...s, credit_score: s.credit_score! - 1 })],
  ['FICO 20 points lower', (s) => s, (s) => ({ ...s, credit_score: s.credit_score! - 20 })],
  [
    'LTV higher (price 5% lower)',
    (s) => s,
    (s) => ({ ...s, purchase_price: Math.floor(s.purchase_price! * 0.95) }),
    'non-qm',
  ],
  ['DTI 40 -> 45 (into the 43.01% - 50.00% tier)', (s) => ({ ...s, dti: 40 }), (s) => ({ ...s, dti: 45 })],
  ['DTI 45 -> 52 (into the 50.01% - 55.00% tier)', (s) => ({ ...s, dti: 45 }), (s) => ({ ...s, dti: 52 })],
  ['escrow waiver added', (s) => ({ ...s, escrow_waiver: false }), (s) => ({ ...s, escrow_waiver: true })],
  ['interest only added', (s) => ({ ...s, interest_only: false }), (s) => ({ ...s, interest_only: true })],
  [
    'recent credit event added',
    (s) => ({ ...s, recent_credit_event: false }),
    (s) => ({ ...s, recent_credit_event: true }),
  ],
  ['short-term rental added', (s) => ({ ...s, short_term_rental: false }), (s) => ({ ...s, short_term_rental: true })],
  [
    'housing history none -> 1x30x12',
    (s) => ({ ...s, housing_history: null }),
    (s) => ({ ...s, housing_history: '1x30x12' }),
  ],
  [
    'housing history 1x30x12 -> 0x60x12',
    (s) => ({ ...s, housing_history: '1x30x12' }),
    (s) => ({ ...s, housing_history: '0x60x12' }),
  ],
  [
    'housing history 0x60x12 -> 0x90x12',
    (s) => ({ ...s, housing_history: '0x60x12' }),
    (s) => ({ ...s, housing_history: '0x90x12' }),
  ],
  ['lock 15 -> 30 days', (s) => ({ ...s, lock_days: 15 }), (s) => ({ ...s, lock_days: 30 })],
  ['lock 30 -> 45 days', (s) => ({ ...s, lock_days: 30 }), (s) => ({ ...s, lock_days: 45 })],
  [
    'US citizen -> non-permanent resident',
    (s) => ({ ...s, citizenship: 'us_citizen' }),
    (s) => ({ ...s, citizenship: 'non_permanent_resident' }),
  ],
];

const key = (o: Quote['eligible'][number]) => `${o.lender_slug}/${o.program_slug}/${o.doc_type}/${o.rate}`;

describe.each(['2026-11-20', '2026-11-23'])('prices on %s never rise when one input gets worse', (date) => {
  it.each(WORSENINGS)('%s', (what, better, worse, lenders) => {
    let compared = 0;
    for (const s of SCENARIOS) {
      const b = priced(better(s), date);
      const w = priced(worse(s), date);
      const before = new Map(b.eligible.map((o) => [key(o), o.final_price]));
      for (const o of w.eligible) {
        if (lenders && o.lender_slug !== lenders) continue;
        const was = before.get(key(o));
        if (was === undefined) continue;
        compared++;
        expect(o.final_price, `${what}: ${key(o)} for ${JSON.stringify(s)}`).toBeLessThanOrEqual(was);
      }
    }
    // not vacuous: the property was checked on many offers
    expect(compared).toBeGreaterThan(200);
  });
});

describe("Bayshore's LTV exception, from its own cells", () => {
  it('≥ 780 purchase: LLPA!G11 (75.01 - 80.00%) -0.375 but I11 (85.01 - 90.00%) -0.250: 90% prices higher than 80%', () => {
    const fixed = PROGRAM.agency_fixed;
    const at80 = offerOf(priced({ ...fixed, credit_score: 790, loan_amount: 400_000 }), fixed, 6.5);
    const at90 = offerOf(priced({ ...fixed, credit_score: 790, loan_amount: 450_000 }), fixed, 6.5);
    expect([rowOf(at80, 'PURCHASE — CREDIT SCORE / LTV'), rowOf(at90, 'PURCHASE — CREDIT SCORE / LTV')]).toEqual([
      ['≥ 780', '75.01 - 80.00%', -0.375, 'LLPA!G11'],
      ['≥ 780', '85.01 - 90.00%', -0.25, 'LLPA!I11'],
    ]);
    // Conventional!D22 100.870 + CA 0.125: 100.620 at 80%, 100.745 at 90%
    expect([at80.final_price, at90.final_price]).toEqual([100.62, 100.745]);
  });
});
