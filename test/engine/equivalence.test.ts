/**
 * Equivalent requests give identical quotes, over seeded random scenarios on both days: a lowercase
 * state, every defaulted field omitted or given its default, `non_owner_occupied` for `investment`,
 * and the keys of the body in another order.
 */
import { describe, expect, it } from 'vitest';
import { pricedScenarios } from './priced-scenarios.ts';
import { type Quote, reasonsOf } from './quote-lookups.ts';
import { DEFAULTS } from './request-defaults.ts';
import { priced, randomScenarios } from './sheets.ts';

type Input = Parameters<typeof priced>[0];

// Half that mostly price, half over every enum (mostly refused): both kinds of answer must agree.
const SCENARIOS: Input[] = [...pricedScenarios(19, 60), ...randomScenarios(19, 60)];
const DATES = ['2026-11-20', '2026-11-23'] as const;

/** Enough of the scenarios priced something, so that no property holds vacuously. */
function expectSomePriced(quotes: Quote[]) {
  expect(quotes.filter((q) => q.eligible.length > 0).length).toBeGreaterThan(quotes.length / 3);
}

describe.each(DATES)('equivalent requests on %s', (date) => {
  it('a lowercase or mixed-case state prices exactly as the uppercase one', () => {
    const quotes = SCENARIOS.map((s) => {
      const upper = priced(s, date);
      const state = s.state!;
      expect(priced({ ...s, state: state.toLowerCase() }, date)).toEqual(upper);
      expect(priced({ ...s, state: state[0] + state[1]!.toLowerCase() }, date)).toEqual(upper);
      return upper;
    });
    expectSomePriced(quotes);
  });

  it('every defaulted field omitted prices exactly as every one given its default', () => {
    const quotes = SCENARIOS.map((s) => {
      const explicit = { ...DEFAULTS, ...s };
      const minimal = Object.fromEntries(
        Object.entries(s).filter(([k, v]) => (DEFAULTS as Input)[k as keyof Input] !== v),
      ) as Input;
      const q = priced(minimal, date);
      expect(priced(explicit, date)).toEqual(q);
      return q;
    });
    expectSomePriced(quotes);
  });

  it('non_owner_occupied prices exactly as investment', () => {
    // The one difference allowed: a no_ltv_matrix_cell reason's `provided.occupancy` echoes the spelling
    // the request used (the reason's provided value is the submitted one); it is set to `investment` before comparing.
    const canonical = (q: Quote): Quote => ({
      ...q,
      rejected: q.rejected.map((x) => ({
        ...x,
        rejections: x.rejections.map((r) =>
          r.key === 'no_ltv_matrix_cell' && r.provided && typeof r.provided === 'object'
            ? { ...r, provided: { ...r.provided, occupancy: 'investment' } }
            : r,
        ),
      })),
    });
    let investorQuotesPriced = 0;
    for (const s of SCENARIOS) {
      const inv = priced({ ...s, occupancy: 'investment' }, date);
      const noo = priced({ ...s, occupancy: 'non_owner_occupied' }, date);
      expect(noo.eligible).toEqual(inv.eligible);
      expect(canonical(noo)).toEqual(canonical(inv));
      if (inv.eligible.length > 0) investorQuotesPriced++;
    }
    expect(investorQuotesPriced).toBeGreaterThan(SCENARIOS.length / 4);
    // the ITIN grid names the same row for both spellings (ITIN LLPA row 48 "Non-Owner Occupied")
    const itin = { program_slug: 'itin', citizenship: 'itin', loan_amount: 350_000 } as const;
    expect(reasonsOf(priced({ ...itin, occupancy: 'investment' }, date), itin)).toEqual([]);
  });

  it('the order of the keys of the request does not matter', () => {
    const quotes = SCENARIOS.map((s) => {
      const reversed = Object.fromEntries(Object.entries(s).reverse()) as Input;
      const q = priced(s, date);
      expect(priced(reversed, date)).toEqual(q);
      return q;
    });
    expectSomePriced(quotes);
  });
});
