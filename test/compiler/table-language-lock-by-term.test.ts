/**
 * A lock period not offered for one term only: a lock list scoped to a term (`when`), its NA row
 * read with `na: 'lock not offered'`, is a rule refusing that lock to the term's loans
 * (lock_not_offered at its cell), the program's other terms still offering it; a program that does
 * not price the term takes no such rule (term_not_offered says it). Juniper Ridge's workbook with a
 * `Locks` tab of a 15-year lock list.
 */
import { describe, expect, it } from 'vitest';
import { eq } from '../../compiler/conditions.ts';
import type { AdjustmentTable } from '../../compiler/tables/language.ts';
import { juniperWith } from '../fixture-lender/built-with.ts';
import { JUNIPER_EXAMPLES } from '../fixture-lender/examples.ts';
import { pricedOn } from '../fixture-lender/priced.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';

const FIFTEEN_LOCKS: AdjustmentTable = {
  means: 'adjustments',
  at: { tab: 'Locks' },
  shape: 'list',
  category: 'Lock (15 YR)',
  na: 'lock not offered',
  when: [eq('term', 15)],
  columns: [
    { heading: 'Lock', holds: 'lock period' },
    { heading: '15 YR', holds: 'adjustment' },
  ],
};
const built = juniperWith(
  {
    Locks: [
      [null, 'Lock', '15 YR'], // B4
      [null, '30 Day', 0], // C5
      [null, '45 Day', 'NA'], // C6: not offered to a 15-year loan
    ],
  },
  { ...JUNIPER, tables: [...JUNIPER.tables, FIFTEEN_LOCKS] },
);

const keysOf = (program_slug: string, change: Record<string, unknown>) =>
  pricedOn(built.artifacts[0]!, { ...JUNIPER_EXAMPLES[0]!.request, program_slug, ...change }).rejected.flatMap((r) =>
    r.rejections.map((x) => [x.key, x.source_page?.replace(/^.* › /, '')]),
  );

describe('a lock period not offered for one term only', () => {
  it('compiles with no error', () => {
    expect(built.diag.list.filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('a 15-year loan at 45 days: lock_not_offered at the NA cell (C6); at 30 days it prices', () => {
    expect(keysOf('fifteen_year_fixed', { term: 15, lock_days: 45 })).toEqual([['lock_not_offered', 'Locks!C6']]);
    expect(keysOf('fifteen_year_fixed', { term: 15, lock_days: 30 })).toEqual([]);
  });

  it("a 30-year loan at 45 days: the lock is offered (the refusal is the 15-year term's)", () => {
    expect(keysOf('thirty_year_fixed', { term: 30, lock_days: 45 })).toEqual([]);
  });

  it('a program that does not price 15 years takes no such rule: a 15-year loan is term_not_offered alone', () => {
    expect(keysOf('thirty_year_fixed', { term: 15, lock_days: 45 }).map(([key]) => key)).toEqual(['term_not_offered']);
  });
});
