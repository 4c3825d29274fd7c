/**
 * Base prices with a price column per lock period in the table language (compiler/tables/lock-groups.ts):
 * Juniper Ridge's workbook with one more tab, `By Lock`, a group per program (`Rate | 15 Day | 30 Day |
 * 60 Day`), declared in place of its Pricing tab and its Lock table. Each program is then priced from
 * the column of the lock asked for, and a lock with no column is not offered.
 */
import { describe, expect, it } from 'vitest';
import { juniperWith } from '../fixture-lender/built-with.ts';
import { BY_LOCK, pricedBy } from '../fixture-lender/by-lock.ts';
import { JUNIPER_EXAMPLES } from '../fixture-lender/examples.ts';
import { pricedOn } from '../fixture-lender/priced.ts';

const group = (rates: number[], prices: (number | string)[][]) => rates.map((r, i) => [r, ...prices[i]!]);
const rows = (titles: string[], groups: (number | string)[][][]) => {
  const width = 5;
  const out: (string | number | null)[][] = [[], [], [], [], []];
  titles.forEach((t, g) => {
    out[3]![1 + g * width] = t;
    ['Rate', '15 Day', '30 Day', '60 Day'].forEach((h, c) => {
      out[4]![1 + g * width + c] = h;
    });
    groups[g]!.forEach((row, r) => {
      out[5 + r] ??= [];
      row.forEach((v, c) => {
        out[5 + r]![1 + g * width + c] = v;
      });
    });
  });
  return out.slice(3);
};
const TABS = {
  'By Lock': rows(
    ['Thirty-Year Fixed', 'Fifteen-Year Fixed', 'Thirty-Year Fixed Investor'],
    [
      group(
        [6.625, 6.75, 6.875],
        [
          [100.1, 100.0, 99.75],
          [100.5, 100.4, 100.15],
          [100.9, 100.8, 'NA'],
        ],
      ),
      group(
        [5.875, 6.0],
        [
          [99.2, 99.1, 98.85],
          [99.6, 99.5, 99.25],
        ],
      ),
      group(
        [7.25, 7.375],
        [
          [100.3, 100.2, 99.95],
          [100.7, 100.6, 100.35],
        ],
      ),
    ],
  ),
};

const PROFILE = pricedBy(BY_LOCK);
const built = juniperWith(TABS, PROFILE);

/** Thirty-Year Fixed for the notes' first worked example's loan (FICO 725, a condo in FL, LTV 75.00) at `lock_days`. */
function thirtyYear(lock_days: number) {
  return pricedOn(built.artifacts[0]!, {
    ...JUNIPER_EXAMPLES[0]!.request,
    lock_days,
    program_slug: 'thirty_year_fixed',
  });
}

describe('base prices with a column per lock period', () => {
  it('compile with no finding: each program is priced from a rate block of its lock columns, routed for its term', () => {
    expect(built.diag.list).toEqual([]);
    const a = built.artifacts[0]!;
    expect(a.rate_blocks.map((b) => [b.name, b.locks.map((l) => `${l.days} ${'col' in l && l.col}`)])).toEqual([
      ['Thirty-Year Fixed', ['15 C', '30 D', '60 E']],
      ['Fifteen-Year Fixed', ['15 H', '30 I', '60 J']],
      ['Thirty-Year Fixed Investor', ['15 M', '30 N', '60 O']],
    ]);
    expect(a.programs.map((p) => [p.slug, p.pricing, p.lock_days, p.routes?.map((r) => r.term)])).toEqual([
      ['thirty_year_fixed', 'rate_blocks', [15, 30, 60], [30]],
      ['fifteen_year_fixed', 'rate_blocks', [15, 30, 60], [15]],
      ['thirty_year_fixed_investor', 'rate_blocks', [15, 30, 60], [30]],
    ]);
  });

  it('prices from the column of the lock asked for: 6.750 at 30 days 100.400, at 60 days 100.150', () => {
    // the example's adjustments without its Lock row: FICO 720-739 x LTV 70.01-75% -0.500, Condo -0.250,
    // FL -0.250, no penalty -0.500 = -1.500
    expect(thirtyYear(30).eligible.find((o) => o.rate === 6.75)?.final_price).toBe(98.9); // 100.400 - 1.500
    expect(thirtyYear(60).eligible.find((o) => o.rate === 6.75)?.final_price).toBe(98.65); // 100.150 - 1.500
    // 6.875 at 60 days is NA (E8): that rate is not offered for that lock, the others are
    expect(
      thirtyYear(60)
        .eligible.map((o) => o.rate)
        .sort(),
    ).toEqual([6.625, 6.75]);
  });

  it('a lock with no column is not offered: 45 days', () => {
    const reasons = thirtyYear(45).rejected.find((r) => r.program_slug === 'thirty_year_fixed')!.rejections;
    // the threshold is what the Eligibility tab prints (Lock Periods, B18), as for every lender's lock reason
    expect(reasons.map((r) => [r.key, r.threshold, r.provided])).toEqual([['lock_not_offered', [15, 30, 45, 60], 45]]);
  });
});
