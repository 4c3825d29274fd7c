/** Properties that hold for any scenario, over 300 seeded random requests on both days, every lender's sheets. */
import { describe, expect, it } from 'vitest';
import { ROSTER } from '../../worker/sheets/roster.ts';
import { pricedScenarios } from './priced-scenarios.ts';
import { priced, randomScenarios, sheetsOf } from './sheets.ts';

// Over every enum (mostly refused), and scenarios that mostly price, a third of them jumbo loans.
const scenarios = [...randomScenarios(20261120, 200), ...pricedScenarios(20261120, 100)];

const thousandths = (x: number) => Math.round(x * 1000);

describe.each(['2026-11-20', '2026-11-23'])('quote properties on %s', (date) => {
  it('ranks, balances and bounds every offer, and accounts for every program', () => {
    // every (program, doc type) of every lender's sheet: Bayshore's 3, Cedar Hollow's 3, Granite Peak's 9
    const entries = sheetsOf(date).flatMap(({ artifact: a }) =>
      a.programs.flatMap((p) => p.doc_types.map(() => a.lender_slug)),
    );
    const count = (lender: string) => entries.filter((l) => l === lender).length;
    expect([count('agency'), count('jumbo'), count('non-qm')]).toEqual([3, 3, 9]);
    const lenders = new Set<string>();
    for (const s of scenarios) {
      const r = priced(s, date);
      for (const o of r.eligible) lenders.add(o.lender_slug);
      expect(r.eligible_count).toBe(r.eligible.length);
      expect(r.rejected_count).toBe(r.rejected.length);
      expect(r.rate_sheet_date).toBe(date);
      for (let i = 1; i < r.eligible.length; i++)
        expect(r.eligible[i - 1]!.final_price).toBeGreaterThanOrEqual(r.eligible[i]!.final_price);
      for (const o of r.eligible) {
        const sum = o.adjusters.reduce((n, a) => n + thousandths(a.value), 0);
        // price_adjustment is the net of the adjusters; a cap clamps the final price, never the adjustment.
        expect(thousandths(o.price_adjustment)).toBe(sum);
        if (o.caps_applied.length === 0)
          expect(thousandths(o.base_price) + thousandths(o.price_adjustment)).toBe(thousandths(o.final_price));
        else {
          expect(o.final_price).toBe(Math.min(...o.caps_applied.map((c) => c.threshold)));
          expect(thousandths(o.caps_applied[0]!.provided)).toBe(thousandths(o.base_price) + sum);
          expect(o.caps_applied[0]!.provided).toBeGreaterThan(o.final_price);
        }
        expect(thousandths(o.final_rate)).toBe(thousandths(o.rate) + (s.margin_bps ?? 0) * 10);
        expect(Number(o.max_ltv)).toBeGreaterThanOrEqual((s.loan_amount! / s.purchase_price!) * 100 - 1e-9);
        expect(o.adjusters.every((a) => Number.isFinite(a.value) && a.source_cell.includes(' › '))).toBe(true);
      }
      const offered = new Set(r.eligible.map((o) => `${o.lender_slug}/${o.program_slug}/${o.doc_type}`));
      for (const x of r.rejected) {
        expect(offered.has(`${x.lender_slug}/${x.program_slug}/${x.doc_type}`)).toBe(false);
        expect(x.rejections.length).toBeGreaterThan(0);
      }
      // every (program, doc type) of every lender is either offered or rejected
      expect(offered.size + r.rejected.length).toBe(entries.length);
    }
    // the properties were seen on offers of every roster lender
    expect([...lenders].sort()).toEqual(ROSTER);
  });
});

/** The offers of one (lender, program, doc type) group, keyed as the best view groups them. */
const groupOf = (o: { lender_slug: string; program_slug: string; doc_type: string }) =>
  `${o.lender_slug}/${o.program_slug}/${o.doc_type}`;

describe.each(['2026-11-20', '2026-11-23'])('the best view on %s', (date) => {
  it.each([100, 101.25, 96, 102.25])(
    'target %d: per group, the offer of the all view at the lowest rate reaching it, else the highest-priced one',
    (target) => {
      let reached = 0;
      let short = 0;
      for (const s of [...scenarios.slice(0, 100), ...scenarios.slice(200, 250)]) {
        const all = priced(s, date);
        const best = priced({ ...s, view: 'best', target_price: target }, date);
        const groups = new Map<string, typeof all.eligible>();
        for (const o of all.eligible) groups.set(groupOf(o), [...(groups.get(groupOf(o)) ?? []), o]);
        // One offer per group that priced, each identical to the all view's offer at its rate.
        expect(best.eligible.map(groupOf).sort()).toEqual([...groups.keys()].sort());
        expect(best.eligible_count).toBe(best.eligible.length);
        expect(best.rejected).toEqual(all.rejected);
        expect(best.rate_sheets).toEqual(all.rate_sheets);
        for (const o of best.eligible) {
          const offers = groups.get(groupOf(o))!;
          expect(offers).toContainEqual(o);
          const reaching = offers.filter((x) => x.final_price >= target);
          if (reaching.length > 0) {
            reached++;
            expect(o.rate).toBe(Math.min(...reaching.map((x) => x.rate)));
          } else {
            short++;
            expect(o.final_price).toBe(Math.max(...offers.map((x) => x.final_price)));
            expect(o.rate).toBe(Math.min(...offers.filter((x) => x.final_price === o.final_price).map((x) => x.rate)));
          }
        }
        // Lowest final rate first, then the higher price, then lender, program, doc type.
        for (let i = 1; i < best.eligible.length; i++) {
          const [a, b] = [best.eligible[i - 1]!, best.eligible[i]!];
          expect(a.final_rate < b.final_rate || (a.final_rate === b.final_rate && a.final_price >= b.final_price)).toBe(
            true,
          );
        }
      }
      // Both branches are exercised at every target (96 reaches nearly everywhere, 102.25 rarely).
      expect(reached).toBeGreaterThan(0);
      expect(short).toBeGreaterThan(0);
    },
  );

  it('limit keeps the first N offers of either view, and eligible_count counts them', () => {
    for (const s of [...scenarios.slice(0, 60), ...scenarios.slice(200, 230)]) {
      for (const view of ['all', 'best'] as const) {
        const full = priced({ ...s, view }, date);
        for (const limit of [1, 3, 1000]) {
          const cut = priced({ ...s, view, limit }, date);
          expect(cut.eligible).toEqual(full.eligible.slice(0, limit));
          expect(cut.eligible_count).toBe(Math.min(limit, full.eligible.length));
          expect(cut.rejected).toEqual(full.rejected);
        }
      }
    }
  });
});
