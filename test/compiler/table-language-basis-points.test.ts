/**
 * Prices printed as discount or rebate in basis points of the loan (`rates: 'basis points'`: `125.0`
 * a cost of 1.25 points, price 98.750; `(50.0)` a rebate, 100.500), and price limits printed so
 * (RuleWord `points: 'basis points'`: `Maximum Rebate (75)` a cap of 100.750, `Maximum Discount 300`
 * a floor of 97.000). Juniper Ridge's workbook with a `Bps` tab in place of its Pricing tab.
 */
import { describe, expect, it } from 'vitest';
import type { PriceTable, RuleTable } from '../../compiler/tables/language.ts';
import { juniperWith } from '../fixture-lender/built-with.ts';
import { JUNIPER_EXAMPLES } from '../fixture-lender/examples.ts';
import { pricedOn } from '../fixture-lender/priced.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';

const PRICES: PriceTable = {
  means: 'base prices',
  at: { tab: 'Bps' },
  shape: 'program groups',
  baseLock: 30,
  rates: 'basis points',
  columns: [
    { heading: 'Rate', holds: 'rate' },
    { heading: 'Bps', holds: 'price' },
  ],
};
const LIMITS = (points: true | 'basis points'): RuleTable => ({
  means: 'eligibility rules',
  at: { tab: 'Bps' },
  shape: 'list',
  title: 'PRICE LIMITS',
  columns: [
    { heading: 'Limit', holds: 'rule' },
    { heading: 'Bps', holds: 'value' },
  ],
  rules: {
    'Maximum Rebate': { rule: 'max_price', points },
    'Maximum Discount': { rule: 'min_price', points },
  },
});
const TAB = [
  [null, 'Thirty-Year Fixed'], // B4
  [null, 'Rate', 'Bps'],
  [null, 6.5, 10], // C6: 100 - 0.100 = 99.900
  [null, 6.75, '(50.0)'], // C7: 100 + 0.500 = 100.500
  [null, 7, -125.5], // C8: 100 + 1.255 = 101.255
  [],
  [null, 'Fifteen-Year Fixed'],
  [null, 'Rate', 'Bps'],
  [null, 5.875, 90],
  [],
  [null, 'Thirty-Year Fixed Investor'],
  [null, 'Rate', 'Bps'],
  [null, 7.25, -20],
  [],
  [null, 'PRICE LIMITS'], // B18
  [null, 'Limit', 'Bps'],
  [null, 'Maximum Rebate', '(75)'], // C20: a cap of 100.750
  [null, 'Maximum Discount', 300], // C21: a floor of 97.000
];
const built = (points: true | 'basis points' = 'basis points') =>
  juniperWith(
    { Bps: TAB },
    {
      ...JUNIPER,
      tables: [PRICES, ...JUNIPER.tables.filter((t) => t.means !== 'base prices'), LIMITS(points)],
    },
  );

describe('prices and price limits in basis points', () => {
  const sheet = built();
  const offers = () =>
    pricedOn(sheet.artifacts[0]!, { ...JUNIPER_EXAMPLES[0]!.request, program_slug: 'thirty_year_fixed', view: 'all' })
      .eligible.map((o) => [o.rate, o.base_price])
      .sort(([a], [b]) => Number(a) - Number(b));

  it("compiles with no error: the cap 100.750 (C20); the floor (C21) read as 97.000, after Juniper's own", () => {
    expect(sheet.diag.list.filter((d) => d.severity === 'error')).toEqual([]);
    const program = sheet.artifacts[0]!.programs.find((p) => p.slug === 'thirty_year_fixed')!;
    expect(program.caps.map((c) => [c.value, c.cell])).toContainEqual([100_750, 'C20']);
  });

  it('base prices: 10 bps 99.900, (50.0) 100.500, -125.5 101.255', () => {
    expect(offers()).toEqual([
      [6.5, 99.9],
      [6.75, 100.5],
      [7, 101.255],
    ]);
  });

  it('the same limits declared as points read 75 and 300 points: no price, expected_price at C20 and C21', () => {
    expect(
      built(true)
        .diag.list.filter((d) => d.code === 'expected_price')
        .map((d) => d.cell),
    ).toEqual(['C20', 'C21']);
  });
});
