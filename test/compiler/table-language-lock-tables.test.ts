/**
 * Base prices as a table per lock period (a tab each: `30 Day`, `45 Day`), each `program columns`
 * with its own `baseLock` (compiler/tables/price-columns.ts, program.ts): a program priced by the
 * ladder of the loan's lock, a column NA all down a lock it does not offer. Juniper Ridge's workbook
 * with two such tabs declared in place of its Pricing groups (its lock adjustments left as they are).
 */
import { describe, expect, it } from 'vitest';
import type { DeclaredProfile, PriceTable } from '../../compiler/tables/language.ts';
import { juniperWith } from '../fixture-lender/built-with.ts';
import { JUNIPER_EXAMPLES } from '../fixture-lender/examples.ts';
import { pricedOn } from '../fixture-lender/priced.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';

const HEADER = [null, 'Rate', 'Thirty-Year Fixed', 'Fifteen-Year Fixed', 'Thirty-Year Fixed Investor'];
const TABS = {
  '30 Day': [HEADER, [null, 6.5, 99.75, 100.25, 99], [null, 6.75, 100.318, 100.7, 99.5]],
  // the Fifteen-Year column NA all down: no 45-day lock for it
  '45 Day': [HEADER, [null, 6.5, 99.5, 'NA', 98.75], [null, 6.75, 100.068, 'NA', 99.25]],
};
const table = (lock: 30 | 45): PriceTable => ({
  means: 'base prices',
  at: { tab: `${lock} Day` },
  shape: 'program columns',
  baseLock: lock,
  columns: [{ heading: 'Rate', holds: 'rate' }],
});
const PROFILE: DeclaredProfile = {
  ...JUNIPER,
  tables: [table(30), table(45), ...JUNIPER.tables.filter((t) => t.means !== 'base prices')],
};
const built = juniperWith(TABS, PROFILE);

/** The plain loan's base prices [rate, base] by rate and its lock reasons, on `program` at `lock_days`. */
function at(program: string, lock_days: number) {
  const answer = pricedOn(built.artifacts[0]!, { ...JUNIPER_EXAMPLES[0]!.request, lock_days, program_slug: program });
  return {
    bases: answer.eligible.map((o) => [o.rate, o.base_price]).sort(([a], [b]) => (a ?? 0) - (b ?? 0)),
    locks: answer.rejected.flatMap((r) => r.rejections).filter((r) => r.key === 'lock_not_offered').length,
  };
}

describe('base prices as a table per lock period', () => {
  it('compiles with no finding: a ladder per lock for each program that prices it', () => {
    expect(built.diag.list.filter((d) => d.severity === 'error')).toEqual([]);
    const [thirty, fifteen] = built.artifacts[0]!.programs;
    expect(thirty!.ladder_tiers.map((t) => [t.when, t.ladder.tab])).toEqual([
      [[{ kind: 'eq', attr: 'lock_days', values: [30] }], '30 Day'],
      [[{ kind: 'eq', attr: 'lock_days', values: [45] }], '45 Day'],
    ]);
    expect([thirty!.lock_days, fifteen!.lock_days]).toEqual([[30, 45], [30]]);
  });

  it('a 30-day loan takes the 30 Day tab (C5, C6), a 45-day one the 45 Day tab (C5, C6)', () => {
    expect(at('thirty_year_fixed', 30).bases).toEqual([
      [6.5, 99.75],
      [6.75, 100.318],
    ]);
    expect(at('thirty_year_fixed', 45).bases).toEqual([
      [6.5, 99.5],
      [6.75, 100.068],
    ]);
  });

  it('a column NA all down is a lock not offered: Fifteen-Year Fixed at 45 days is lock_not_offered', () => {
    expect(at('fifteen_year_fixed', 45)).toEqual({ bases: [], locks: 1 });
  });

  it('a second table of the same lock for a program is duplicate_ladder, not a silent replacement', () => {
    const twice = juniperWith(
      { ...TABS, '30 Day B': TABS['30 Day'] },
      {
        ...PROFILE,
        tables: [...PROFILE.tables, { ...table(30), at: { tab: '30 Day B' } }],
      },
    );
    expect(twice.diag.list.filter((d) => d.code === 'duplicate_ladder').map((d) => [d.tab, d.cell])).toEqual([
      ['30 Day B', 'C4'],
      ['30 Day B', 'D4'],
      ['30 Day B', 'E4'],
    ]);
  });

  it('a column blank all down is still an error: no prices at all, not a lock not offered', () => {
    const blank = juniperWith(
      { ...TABS, '45 Day': TABS['45 Day'].map((row, i) => (i === 0 ? row : [row[0], row[1], row[2], null, row[4]])) },
      PROFILE,
    );
    expect(blank.diag.list.filter((d) => d.code === 'empty_ladder').map((d) => d.tab)).toEqual(['45 Day']);
  });
});
