/**
 * Base prices printed as a list with a lock column (`Program | Rate | Lock | Price`, a row per note
 * rate and lock period): each program's rows are a rate block printed as a list, priced per lock.
 * Juniper Ridge's workbook with a `Price List` tab declared in place of its Pricing tab and Lock
 * table; and the same list with no program column on a tab named by its program.
 */
import { describe, expect, it } from 'vitest';
import type { DeclaredProfile, PriceTable } from '../../compiler/tables/language.ts';
import { juniperWith } from '../fixture-lender/built-with.ts';
import { JUNIPER_EXAMPLES } from '../fixture-lender/examples.ts';
import { pricedOn } from '../fixture-lender/priced.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';

const THIRTY = [
  ['Thirty-Year Fixed', 6.625, '30 Day', 100.0], // row 5
  ['Thirty-Year Fixed', 6.625, '60 Day', 99.75],
  ['Thirty-Year Fixed', 6.75, '30 Day', 100.4], // row 7
  ['Thirty-Year Fixed', 6.75, '60 Day', 100.15], // row 8
];
const OTHERS = [
  ['Fifteen-Year Fixed', 5.875, '30 Day', 99.1],
  ['Thirty-Year Fixed Investor', 7.25, '30 Day', 100.2],
];
const list = (rows: (string | number)[][], program: boolean) => [
  [null, ...(program ? ['Program'] : []), 'Rate', 'Lock', 'Price'],
  ...rows.map((r) => [null, ...(program ? r : r.slice(1))]),
];
const table = (tab: string, program: boolean): PriceTable => ({
  means: 'base prices',
  at: { tab },
  shape: 'list',
  baseLock: 30,
  columns: [
    ...(program ? [{ heading: 'Program', holds: 'program' as const }] : []),
    { heading: 'Rate', holds: 'rate' },
    { heading: 'Lock', holds: 'lock period' },
    { heading: 'Price', holds: 'price' },
  ],
});
const withPrices = (tables: PriceTable[]): DeclaredProfile => ({
  ...JUNIPER,
  tables: [
    ...tables,
    ...JUNIPER.tables.filter((t) => t.means !== 'base prices' && !(t.means === 'adjustments' && t.at.tab === 'Lock')),
  ],
});

/** Thirty-Year Fixed's final prices by rate for the first worked example's loan (FICO 725, a condo in FL) at `lock_days`, or its reasons. */
function thirtyYear(built: ReturnType<typeof juniperWith>, lock_days: number) {
  const answer = pricedOn(built.artifacts[0]!, {
    ...JUNIPER_EXAMPLES[0]!.request,
    lock_days,
    program_slug: 'thirty_year_fixed',
  });
  return {
    offers: answer.eligible.map((o) => [o.rate, o.final_price]),
    reasons: answer.rejected.flatMap((r) => r.rejections).map((r) => [r.key, r.threshold]),
  };
}

describe('base prices listed by rate and lock', () => {
  const built = juniperWith(
    { 'Price List': list([...THIRTY, ...OTHERS], true) },
    withPrices([table('Price List', true)]),
  );

  it('compiles with no finding: a rate block printed as a list, its locks those the list prints', () => {
    expect(built.diag.list).toEqual([]);
    const block = built.artifacts[0]!.rate_blocks.find((b) => b.name.startsWith('Thirty-Year Fixed '))!;
    expect(block.printed === 'list' && [block.rate_col, block.lock_col, block.price_col]).toEqual(['C', 'D', 'E']);
    expect(block.locks).toEqual([{ days: 30 }, { days: 60 }]);
    expect(block.rows.map((r) => [r.rate, r.prices, 'rows' in r && r.rows])).toEqual([
      [6625, [100000, 99750], [5, 6]],
      [6750, [100400, 100150], [7, 8]],
    ]);
    expect(built.artifacts[0]!.programs.map((p) => [p.slug, p.lock_days])).toEqual([
      ['thirty_year_fixed', [30, 60]],
      ['fifteen_year_fixed', [30]],
      ['thirty_year_fixed_investor', [30]],
    ]);
  });

  it('prices each lock from its own row: 6.750 at 30 days from E7, at 60 days from E8; 45 days is not offered', () => {
    // the example's adjustments without its Lock row: FICO 720-739 x LTV 70.01-75% -0.500, Condo -0.250,
    // FL -0.250, no penalty -0.500 = -1.500; 100.400 - 1.500 = 98.900, 100.150 - 1.500 = 98.650
    expect(thirtyYear(built, 30).offers).toContainEqual([6.75, 98.9]);
    expect(thirtyYear(built, 60).offers).toContainEqual([6.75, 98.65]);
    expect(thirtyYear(built, 45).reasons).toEqual([['lock_not_offered', [15, 30, 45, 60]]]);
  });

  it('with no program column, on a tab named by its program, the list is that program’s', () => {
    const tabbed = juniperWith(
      { 'Price List': list(OTHERS, true), 'Thirty-Year Fixed': list(THIRTY, false) },
      withPrices([table('Price List', true), table('Thirty-Year Fixed', false)]),
    );
    expect(tabbed.diag.list).toEqual([]);
    expect(thirtyYear(tabbed, 60).offers).toContainEqual([6.75, 98.65]);
  });

  it('lock cells printing the bare day count (`30`, `60`, numbers) are the same periods; a count of no period is refused', () => {
    const bare = (rows: (string | number)[][]) =>
      rows.map((r) => r.map((v, i) => (i === 2 ? Number.parseInt(String(v), 10) : v)));
    const counted = juniperWith(
      { 'Price List': list([...bare(THIRTY), ...OTHERS], true) },
      withPrices([table('Price List', true)]),
    );
    expect(counted.diag.list).toEqual([]);
    expect(thirtyYear(counted, 60).offers).toContainEqual([6.75, 98.65]); // E8 as above
    const ninety = juniperWith(
      { 'Price List': list([...bare(THIRTY).slice(0, 3), ['Thirty-Year Fixed', 6.75, 90, 100.15], ...OTHERS], true) },
      withPrices([table('Price List', true)]),
    );
    expect(ninety.diag.list.filter((d) => d.severity === 'error').map((d) => [d.code, d.cell])).toEqual([
      ['unknown_lock_period', 'D8'],
    ]);
  });

  it('a lock cell of no lock period is refused at its cell', () => {
    const bad = juniperWith(
      { 'Price List': list([...THIRTY.slice(0, 3), ['Thirty-Year Fixed', 6.75, '90 Day', 100.15], ...OTHERS], true) },
      withPrices([table('Price List', true)]),
    );
    expect(bad.diag.list.filter((d) => d.severity === 'error').map((d) => [d.code, d.cell])).toEqual([
      ['unknown_lock_period', 'D8'],
    ]);
  });
});
