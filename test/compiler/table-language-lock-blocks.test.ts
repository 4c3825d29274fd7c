/**
 * Base prices as a block per lock period, the programs down and the note rates across (PriceTable
 * shape `lock blocks`): under each `<n> DAY LOCK` title a `Program | rate | rate …` header, a row
 * per program, blank a rate not offered; a program is priced by the block of the loan's lock, a lock
 * with no row of it not offered. Juniper Ridge's workbook with a `Grid` tab in place of its Pricing tab.
 */
import { describe, expect, it } from 'vitest';
import type { PriceTable } from '../../compiler/tables/language.ts';
import { juniperWith } from '../fixture-lender/built-with.ts';
import { JUNIPER_EXAMPLES } from '../fixture-lender/examples.ts';
import { pricedOn } from '../fixture-lender/priced.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';

const GRID = [
  [null, '30 DAY LOCK'], // B4
  [null, 'Program', 0.065, 0.0675, 0.07], // C5:E5 the rates
  [null, 'Thirty-Year Fixed', 99.9, 100.5, 101.1], // row 6
  [null, 'Fifteen-Year Fixed', 99.9, null, null], // C7; D7, E7 blank: not offered
  [null, 'Thirty-Year Fixed Investor', null, 99.6, 100.2],
  [],
  [null, '45 DAY LOCK'], // B10
  [null, 'Program', 0.0675, 0.07], // C11:D11: its own rates
  [null, 'Thirty-Year Fixed', 100.375, 100.975], // row 12
  [null, 'Thirty-Year Fixed Investor', 99.475, 100.075],
];
const TABLE: PriceTable = {
  means: 'base prices',
  at: { tab: 'Grid' },
  shape: 'lock blocks',
  baseLock: 30,
  columns: [{ heading: 'Program', holds: 'program' }],
};
const built = juniperWith(
  { Grid: GRID },
  { ...JUNIPER, tables: [TABLE, ...JUNIPER.tables.filter((t) => t.means !== 'base prices')] },
);
const at = (program_slug: string, lock_days: number, term = 30) => {
  const answer = pricedOn(built.artifacts[0]!, {
    ...JUNIPER_EXAMPLES[0]!.request,
    program_slug,
    lock_days,
    term,
  });
  return {
    bases: answer.eligible.map((o) => [o.rate, o.base_price]).sort(([a], [b]) => (a ?? 0) - (b ?? 0)),
    keys: answer.rejected.flatMap((r) => r.rejections.map((x) => x.key)),
  };
};

describe('base prices as a block per lock period, programs down and rates across', () => {
  it('compiles with no error; each program a ladder per block it has a row in', () => {
    expect(built.diag.list.filter((d) => d.severity === 'error')).toEqual([]);
    const locks = built.artifacts[0]!.programs.map((p) => [p.slug, p.lock_days]);
    expect(locks).toEqual([
      ['thirty_year_fixed', [30, 45]],
      ['fifteen_year_fixed', [30]],
      ['thirty_year_fixed_investor', [30, 45]],
    ]);
  });

  it('Thirty-Year Fixed at 30 days: C6 99.900, D6 100.500, E6 101.100; at 45: C12 100.375, D12 100.975', () => {
    expect(at('thirty_year_fixed', 30).bases).toEqual([
      [6.5, 99.9],
      [6.75, 100.5],
      [7, 101.1],
    ]);
    expect(at('thirty_year_fixed', 45).bases).toEqual([
      [6.75, 100.375],
      [7, 100.975],
    ]);
  });

  it('blank cells are rates not offered: Fifteen-Year Fixed prices 6.500 alone (C7)', () => {
    expect(at('fifteen_year_fixed', 30, 15).bases).toEqual([[6.5, 99.9]]);
  });

  it('a lock no block of it prices is not offered: Fifteen-Year Fixed at 45 days', () => {
    expect(at('fifteen_year_fixed', 45, 15).keys).toContain('lock_not_offered');
  });
});
