/**
 * Base prices under lock headings each merged over sub-columns on the row below (`30 Day` over
 * `Price | Pts`, PriceTable `subColumn`): the price read from the sub-column headed so, the others
 * (points printed for convenience) unread; a program's table titled by no program on its own tab is
 * its. Juniper Ridge's workbook with a `Locks` tab in place of its Pricing tab.
 */
import { describe, expect, it } from 'vitest';
import type { PriceTable } from '../../compiler/tables/language.ts';
import { juniperWith } from '../fixture-lender/built-with.ts';
import { JUNIPER_EXAMPLES } from '../fixture-lender/examples.ts';
import { pricedOn } from '../fixture-lender/priced.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';

/** A program's group from row `row`: its title, the lock headings (merged over two columns), the sub-headings, its rates. */
const group = (title: string, sub: string, rates: unknown[][]) => [
  [null, title],
  [null, 'Rate', '30 Day', null, '45 Day'],
  [null, null, sub, 'Pts', 'Price', 'Pts'],
  ...rates,
  [],
];
const tab = (sub = 'Price') => [
  ...group('Thirty-Year Fixed', sub, [
    [null, 6.5, 99.9, 0.1, 99.775, 0.225], // row 7
    [null, 6.75, 100.5, '(0.500)', 100.375, '(0.375)'], // row 8
  ]),
  ...group('Fifteen-Year Fixed', sub, [[null, 5.875, 99.1, 0.9, 98.975, 1.025]]),
  ...group('Thirty-Year Fixed Investor', sub, [[null, 7.25, 100.2, '(0.200)', 100.075, '(0.075)']]),
];
// the lock headings: rows 5, 11 and 16 (each group its title, header, sub-headings, rates and a blank row)
const merges = ['C5:D5', 'E5:F5', 'C11:D11', 'E11:F11', 'C16:D16', 'E16:F16'];
const TABLE: PriceTable = {
  means: 'base prices',
  at: { tab: 'Locks' },
  shape: 'program groups',
  baseLock: 30,
  subColumn: 'Price',
  columns: [
    { heading: 'Rate', holds: 'rate' },
    { heading: '30 Day', holds: 'price', lock: 30 },
    { heading: '45 Day', holds: 'price', lock: 45 },
  ],
};
const built = (sub?: string) =>
  juniperWith(
    { Locks: tab(sub) },
    { ...JUNIPER, tables: [TABLE, ...JUNIPER.tables.filter((t) => t.means !== 'base prices')] },
    { Locks: merges },
  );

const bases = (sheet: ReturnType<typeof built>, lock_days: number) =>
  pricedOn(sheet.artifacts[0]!, { ...JUNIPER_EXAMPLES[0]!.request, lock_days, program_slug: 'thirty_year_fixed' })
    .eligible.map((o) => [o.rate, o.base_price])
    .sort(([a], [b]) => (a ?? 0) - (b ?? 0));

describe('prices under lock headings merged over Price | Pts', () => {
  const sheet = built();

  it('compiles with no error; the block reads C and E (the Price columns), not D and F', () => {
    expect(sheet.diag.list.filter((d) => d.severity === 'error')).toEqual([]);
    const block = sheet.artifacts[0]!.rate_blocks.find((b) => b.name === 'Thirty-Year Fixed')!;
    expect(block.printed === 'rates down' && block.locks).toEqual([
      { days: 30, col: 'C' },
      { days: 45, col: 'E' },
    ]);
  });

  it('30 days: C7 99.900, C8 100.500; 45 days: E7 99.775, E8 100.375', () => {
    expect(bases(sheet, 30)).toEqual([
      [6.5, 99.9],
      [6.75, 100.5],
    ]);
    expect(bases(sheet, 45)).toEqual([
      [6.5, 99.775],
      [6.75, 100.375],
    ]);
  });

  it('a lock heading with no Price under it is missing_row at the row below it (C6)', () => {
    const misprinted = built('Cost');
    expect(misprinted.diag.list.filter((d) => d.code === 'missing_row').map((d) => d.cell)).toContain('C6');
  });
});

describe("a rate table titled by no program on a program's own tab", () => {
  // the Thirty-Year Fixed tab's table titled `BASE PRICING`; the other two programs on Locks as above
  const own = juniperWith(
    {
      'Thirty-Year Fixed': group('BASE PRICING', 'Price', [
        [null, 6.5, 99.9, 0.1, 99.775, 0.225],
        [null, 6.75, 100.5, '(0.500)', 100.375, '(0.375)'],
      ]),
      Locks: tab().slice(6),
    },
    {
      ...JUNIPER,
      tables: [
        { ...TABLE, at: { tab: 'Thirty-Year Fixed' } },
        TABLE,
        ...JUNIPER.tables.filter((t) => t.means !== 'base prices'),
      ],
    },
    { 'Thirty-Year Fixed': ['C5:D5', 'E5:F5'], Locks: ['C5:D5', 'E5:F5', 'C10:D10', 'E10:F10'] },
  );

  it("is the tab's program's: Thirty-Year Fixed priced from it (C8 100.500 at 30 days)", () => {
    expect(own.diag.list.filter((d) => d.severity === 'error')).toEqual([]);
    expect(bases(own, 30)).toEqual([
      [6.5, 99.9],
      [6.75, 100.5],
    ]);
  });
});
