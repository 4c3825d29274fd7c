/**
 * A price never rises when one adjuster-relevant input gets worse for the lender: over seeded
 * scenarios on both days (a third of them jumbo loans), every offer present in both answers at the
 * same (lender, program, doc type, rate) has final_price(worse) <= final_price(better), checked on
 * many offers of every roster lender. A worse input may also remove offers (a cut-off or a floor);
 * it may never add one at a higher price.
 * Where a worse FICO, LTV or DTI can price higher by the sheet's own cells (grid-monotony.ts reads
 * them), that lender is left out of that property and the cells are named: only Bayshore's Credit
 * Score / LTV grids in LTV (Fannie Mae's own LLPAs fall above 80% for high scores), pinned below.
 */
import { describe, expect, it } from 'vitest';
import type { Cond } from '../../worker/artifact/format.ts';
import { ROSTER } from '../../worker/sheets/roster.ts';
import { risingCells } from './grid-monotony.ts';
import { BAYSHORE } from './named-scenarios.ts';
import { pricedScenarios } from './priced-scenarios.ts';
import { offerOf, type Quote, rowOf } from './quote-lookups.ts';
import { SHEETS } from './sheet-entries.ts';
import { priced } from './sheets.ts';

type Input = Parameters<typeof priced>[0];
/** [what, the better input, the worse one, the banded attribute it worsens (whose sheet exceptions are read)] */
type Worsening = [
  what: string,
  better: (s: Input) => Input,
  worse: (s: Input) => Input,
  attr?: Extract<Cond, { kind: 'range' }>['attr'],
];

const SCENARIOS = pricedScenarios(20261119, 90);

const WORSENINGS: Worsening[] = [
  ['FICO 1 point lower', (s) => s, (s) => ({ ...s, credit_score: s.credit_score! - 1 }), 'fico'],
  ['FICO 20 points lower', (s) => s, (s) => ({ ...s, credit_score: s.credit_score! - 20 }), 'fico'],
  [
    'LTV higher (price 5% lower)',
    (s) => s,
    (s) => ({ ...s, purchase_price: Math.floor(s.purchase_price! * 0.95) }),
    'ltv',
  ],
  ['DTI 40 -> 44 (past 43.00)', (s) => ({ ...s, dti: 40 }), (s) => ({ ...s, dti: 44 }), 'dti'],
  ["DTI 44 -> 45 (Cedar Hollow's maximum)", (s) => ({ ...s, dti: 44 }), (s) => ({ ...s, dti: 45 }), 'dti'],
  ['DTI 45 -> 52 (into the 50.01% - 55.00% tier)', (s) => ({ ...s, dti: 45 }), (s) => ({ ...s, dti: 52 }), 'dti'],
  [
    'purchase -> cash-out refinance',
    (s) => ({ ...s, purpose: 'purchase' }),
    (s) => ({ ...s, purpose: 'cash_out_refi' }),
  ],
  [
    'primary residence -> second home',
    (s) => ({ ...s, occupancy: 'owner_occupied' }),
    (s) => ({ ...s, occupancy: 'second_home' }),
  ],
  ['SFR -> condo', (s) => ({ ...s, property_type: 'sfr' }), (s) => ({ ...s, property_type: 'condo' })],
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
  ['lock 45 -> 60 days', (s) => ({ ...s, lock_days: 45 }), (s) => ({ ...s, lock_days: 60 })],
  [
    'US citizen -> non-permanent resident',
    (s) => ({ ...s, citizenship: 'us_citizen' }),
    (s) => ({ ...s, citizenship: 'non_permanent_resident' }),
  ],
];

const key = (o: Quote['eligible'][number]) => `${o.lender_slug}/${o.program_slug}/${o.doc_type}/${o.rate}`;

/** The roster lenders whose sheets of `date` never price a worse `attr` higher; the others, with the cells that do. */
function expectedOf(date: string, attr: Worsening[3]): { lenders: string[]; excepted: Record<string, string[]> } {
  const excepted: Record<string, string[]> = {};
  for (const sheet of SHEETS.filter((a) => a.effective_date === date))
    if (attr && risingCells(sheet, attr).length) excepted[sheet.lender_slug] = risingCells(sheet, attr);
  return { lenders: ROSTER.filter((lender) => !excepted[lender]), excepted };
}

describe.each(['2026-11-20', '2026-11-23'])('prices on %s never rise when one input gets worse', (date) => {
  it.each(WORSENINGS)('%s', (what, better, worse, attr) => {
    const { lenders } = expectedOf(date, attr);
    const count = () => Object.fromEntries(lenders.map((lender) => [lender, 0]));
    const [offered, stillOffered, compared] = [count(), count(), count()];
    for (const s of SCENARIOS) {
      const b = priced(better(s), date);
      const w = priced(worse(s), date);
      const before = new Map(b.eligible.map((o) => [key(o), o.final_price]));
      for (const o of b.eligible) if (lenders.includes(o.lender_slug)) offered[o.lender_slug]!++;
      for (const o of w.eligible) {
        if (!lenders.includes(o.lender_slug)) continue;
        stillOffered[o.lender_slug]!++;
        const was = before.get(key(o));
        if (was === undefined) continue;
        compared[o.lender_slug]!++;
        expect(o.final_price, `${what}: ${key(o)} for ${JSON.stringify(s)}`).toBeLessThanOrEqual(was);
      }
    }
    // Not vacuous: many offers compared for every lender it holds for, unless the lender does not lend
    // on the worse input at all (a cut-off: Bayshore's Interest Only row is NA, Cedar Hollow takes no
    // non-permanent resident, Granite Peak prices no 60-day lock) or on neither (Bayshore's 0x60x12
    // and 0x90x12 are both NA); and always on some lender.
    for (const lender of lenders) {
      if (stillOffered[lender]) expect(compared[lender], `${lender}: offers compared`).toBeGreaterThan(50);
      else if (offered[lender]) expect(offered[lender], `${lender}: offers of the better input`).toBeGreaterThan(50);
    }
    expect(Math.max(...Object.values(compared))).toBeGreaterThan(50);
  });

  it("the lenders excepted, by their sheet's own cells: Bayshore in LTV only", () => {
    for (const attr of ['fico', 'dti'] as const) expect(expectedOf(date, attr).lenders).toEqual(ROSTER);
    const ltv = expectedOf(date, 'ltv');
    expect(['agency', 'jumbo', 'non-qm'].map((lender) => ltv.lenders.includes(lender))).toEqual([false, true, true]);
    expect(ltv.excepted.agency).toContain('PURCHASE — CREDIT SCORE / LTV ≥ 780 85.01 - 90.00%');
  });
});

describe("Bayshore's LTV exception, from its own cells", () => {
  it('≥ 780 purchase: LLPA!G11 (75.01 - 80.00%) -0.375 but I11 (85.01 - 90.00%) -0.250: 90% prices higher than 80%', () => {
    const fixed = BAYSHORE.fixed;
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
