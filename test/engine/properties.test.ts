/** Properties that hold for any scenario, over 400 seeded random requests on both days. */
import { describe, expect, it } from 'vitest';
import { priced, randomScenarios } from './sheets.ts';

const scenarios = randomScenarios(20261120, 200);

const thousandths = (x: number) => Math.round(x * 1000);

describe.each(['2026-11-20', '2026-11-23'])('quote properties on %s', (date) => {
  it('ranks, balances and bounds every offer, and accounts for every program', () => {
    for (const s of scenarios) {
      const r = priced(s, date);
      expect(r.eligible_count).toBe(r.eligible.length);
      expect(r.rejected_count).toBe(r.rejected.length);
      expect(r.rate_sheet_date).toBe(date);
      for (let i = 1; i < r.eligible.length; i++)
        expect(r.eligible[i - 1]!.final_price).toBeGreaterThanOrEqual(r.eligible[i]!.final_price);
      for (const o of r.eligible) {
        const sum = o.adjusters.reduce((n, a) => n + thousandths(a.value), 0);
        expect(thousandths(o.base_price) + thousandths(o.price_adjustment)).toBe(thousandths(o.final_price));
        if (o.caps_applied.length === 0) expect(thousandths(o.price_adjustment)).toBe(sum);
        else expect(thousandths(o.caps_applied[0]!.provided)).toBe(thousandths(o.base_price) + sum);
        expect(thousandths(o.final_rate)).toBe(thousandths(o.rate) + s.margin_bps * 10);
        expect(Number(o.max_ltv)).toBeGreaterThanOrEqual((s.loan_amount / s.purchase_price) * 100 - 1e-9);
        expect(o.adjusters.every((a) => Number.isFinite(a.value) && a.source_cell.includes(' › '))).toBe(true);
      }
      const offered = new Set(r.eligible.map((o) => `${o.lender_slug}/${o.program_slug}/${o.doc_type}`));
      for (const x of r.rejected) {
        expect(offered.has(`${x.lender_slug}/${x.program_slug}/${x.doc_type}`)).toBe(false);
        expect(x.rejections.length).toBeGreaterThan(0);
      }
      // every (program, doc type) of both lenders is either offered or rejected: 10 non-QM + 3 agency
      expect(offered.size + r.rejected.length).toBe(12);
    }
  });
});
