/**
 * A program priced per term from several tables of lock columns, each titled by its term, on its
 * own tab: Juniper Ridge's Thirty-Year Fixed renamed `Fixed` (its old name an alias, its name
 * printing no term, `terms: [30, 15]`), priced from a `Fixed` tab holding a `Thirty-Year` table and a
 * `Fifteen-Year` one (the profile's term words); the other programs from the `By Lock` tab.
 */
import { describe, expect, it } from 'vitest';
import type { DeclaredProfile } from '../../compiler/tables/language.ts';
import { juniperWith } from '../fixture-lender/built-with.ts';
import { BY_LOCK, pricedBy } from '../fixture-lender/by-lock.ts';
import { JUNIPER_EXAMPLES } from '../fixture-lender/examples.ts';
import { pricedOn } from '../fixture-lender/priced.ts';

const HEADER = ['Rate', '15 Day', '30 Day', '60 Day'];
const group = (title: string, rows: (number | string)[][]) => [
  [null, title],
  [null, ...HEADER],
  ...rows.map((r) => [null, ...r]),
];
const TABS = {
  Fixed: [
    ...group('Thirty-Year', [[6.75, 100.5, 100.4, 100.15]]), // B4, rates from row 6
    [],
    ...group('Fifteen-Year', [[5.875, 99.2, 99.1, 98.85]]), // B8, rates from row 10
  ],
  'By Lock': [
    [null, 'Fifteen-Year Fixed', null, null, null, null, 'Thirty-Year Fixed Investor'],
    [null, ...HEADER, null, ...HEADER],
    [null, 5.875, 99.2, 99.1, 98.85, null, 7.25, 100.3, 100.2, 99.95],
  ],
};
const base = pricedBy(BY_LOCK, { ...BY_LOCK, at: { tab: 'Fixed' } });
const PROFILE: DeclaredProfile = {
  ...base,
  programs: base.programs.map((p) =>
    p.slug === 'thirty_year_fixed' ? { ...p, name: 'Fixed', aliases: ['Thirty-Year Fixed'], terms: [30, 15] } : p,
  ),
};
const built = juniperWith(TABS, PROFILE);

/** The program's offers for the first worked example's loan (a condo in FL, LTV 75.00) at `term`. */
const offers = (term: number) =>
  pricedOn(built.artifacts[0]!, { ...JUNIPER_EXAMPLES[0]!.request, term, program_slug: 'thirty_year_fixed' }).eligible;

describe('a program priced per term from tables titled by their terms', () => {
  it('compiles with no finding: a rate block per term, each routed for its term', () => {
    expect(built.diag.list).toEqual([]);
    const program = built.artifacts[0]!.programs.find((p) => p.slug === 'thirty_year_fixed')!;
    expect(program.routes?.map((r) => [r.term, r.conforming])).toEqual([
      [30, 'Fixed 30 Year'],
      [15, 'Fixed 15 Year'],
    ]);
  });

  it('a 30-year loan prices from the Thirty-Year table, a 15-year one from the Fifteen-Year table', () => {
    expect(offers(30).map((o) => [o.rate, o.base_price])).toEqual([[6.75, 100.4]]);
    expect(offers(15).map((o) => [o.rate, o.base_price])).toEqual([[5.875, 99.1]]);
  });
});
