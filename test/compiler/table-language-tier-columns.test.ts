/**
 * Base prices of a price column per tier of the loan (compiler/tables/price-groups.ts, PriceTable
 * `tiers`): under each program's name `Rate | Loan Amount`, the price heading over a column per
 * loan-amount tier whose keys stand on the row below, each column that program's ladder for the
 * loans of its tier. Juniper Ridge's workbook with a `Tiers` tab declared in place of its Pricing
 * tab (rows below the banner's: the first program's title on row 4).
 */
import { describe, expect, it } from 'vitest';
import type { DeclaredProfile, PriceTable } from '../../compiler/tables/language.ts';
import { juniperWith } from '../fixture-lender/built-with.ts';
import { JUNIPER_EXAMPLES } from '../fixture-lender/examples.ts';
import { pricedOn } from '../fixture-lender/priced.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';

const tiersTab = (keys: [string, string]) => [
  [null, 'Thirty-Year Fixed'], // row 4
  [null, 'Rate', 'Loan Amount'], // row 5
  [null, null, ...keys], // row 6: C6, D6
  [null, 6.5, 99.9, 100.2], // row 7
  [null, 6.75, 100.5, 'NA'], // row 8
  [],
  [null, 'Fifteen-Year Fixed'],
  [null, 'Rate', 'Loan Amount'],
  [null, null, ...keys],
  [null, 5.875, 99.1, 99.3],
  [],
  [null, 'Thirty-Year Fixed Investor'],
  [null, 'Rate', 'Loan Amount'],
  [null, null, ...keys],
  [null, 7.25, 100.2, 100.4],
];
const TABLE: PriceTable = {
  means: 'base prices',
  at: { tab: 'Tiers' },
  shape: 'program groups',
  baseLock: 30,
  columns: [
    { heading: 'Rate', holds: 'rate' },
    { heading: 'Loan Amount', holds: 'price' },
  ],
  tiers: { band: 'loan_amount' },
};
const PROFILE: DeclaredProfile = {
  ...JUNIPER,
  tables: [TABLE, ...JUNIPER.tables.filter((t) => t.means !== 'base prices')],
};
const built = juniperWith({ Tiers: tiersTab(['≤ $300,000', '> $300,000']) }, PROFILE);

/** Thirty-Year Fixed's base prices [rate, base price] by rate for the plain loan (a $400,000 purchase) of `loan_amount`. */
const bases = (loan_amount: number) =>
  pricedOn(built.artifacts[0]!, { ...JUNIPER_EXAMPLES[0]!.request, loan_amount, program_slug: 'thirty_year_fixed' })
    .eligible.map((o) => [o.rate, o.base_price])
    .sort(([a], [b]) => (a ?? 0) - (b ?? 0));

describe('base prices of a price column per loan-amount tier', () => {
  // whole dollars: `> $300,000` is from $300,001
  it('compiles with no finding: a ladder per tier, each its conditions and its column', () => {
    expect(built.diag.list).toEqual([]);
    const thirty = built.artifacts[0]!.programs.find((p) => p.slug === 'thirty_year_fixed')!;
    expect(thirty.ladder_tiers.map((t) => [t.when, t.ladder.price_col, t.ladder.rows.map((r) => r.price)])).toEqual([
      [
        [{ kind: 'range', attr: 'loan_amount', range: { lo: null, lo_incl: false, hi: 300_000, hi_incl: true } }],
        'C',
        [99_900, 100_500],
      ],
      [
        [{ kind: 'range', attr: 'loan_amount', range: { lo: 300_001, lo_incl: true, hi: null, hi_incl: false } }],
        'D',
        [100_200, null],
      ],
    ]);
  });

  it('$300,000 is in ≤ $300,000 (C7, C8); $300,001 in > $300,000 (D7; 6.750 NA there, not offered)', () => {
    expect(bases(300_000)).toEqual([
      [6.5, 99.9],
      [6.75, 100.5],
    ]);
    expect(bases(300_001)).toEqual([[6.5, 100.2]]);
  });

  it('tiers that leave a gap between them are band_tiling at the later tier', () => {
    const gap = juniperWith({ Tiers: tiersTab(['≤ $300,000', '> $350,000']) }, PROFILE);
    expect(gap.diag.list.filter((d) => d.code === 'band_tiling').map((d) => d.cell)).toEqual(['D6', 'D12', 'D17']);
  });

  it('a tier key that is no band is bad_band at its cell', () => {
    const bad = juniperWith({ Tiers: tiersTab(['≤ $300,000', 'jumbo']) }, PROFILE);
    expect(bad.diag.list.filter((d) => d.code === 'bad_band').map((d) => d.cell)).toEqual(['D6', 'D12', 'D17']);
  });
});

describe('base prices of a price heading per lock period, each over a column per loan-amount tier', () => {
  // row 5: `Rate`, then `30 Day` merged over C5:D5 and `45 Day` over E5:F5; row 6 the tiers under each
  const lockTiersTab = [
    [null, 'Thirty-Year Fixed'], // row 4
    [null, 'Rate', '30 Day', null, '45 Day'], // row 5
    [null, null, '≤ $300,000', '> $300,000', '≤ $300,000', '> $300,000'], // row 6
    [null, 6.5, 99.9, 100.2, 99.775, 'NA'], // row 7
    [null, 6.75, 100.5, 100.7, 100.375, 100.575], // row 8
    [],
    [null, 'Fifteen-Year Fixed'],
    [null, 'Rate', '30 Day', null, '45 Day'],
    [null, null, '≤ $300,000', '> $300,000', '≤ $300,000', '> $300,000'],
    [null, 5.875, 99.1, 99.3, 'NA', 'NA'], // 45 days NA all across: not offered
    [],
    [null, 'Thirty-Year Fixed Investor'],
    [null, 'Rate', '30 Day', null, '45 Day'],
    [null, null, '≤ $300,000', '> $300,000', '≤ $300,000', '> $300,000'],
    [null, 7.25, 100.2, 100.4, 100.075, 100.275],
  ];
  const LOCK_TIERS: PriceTable = {
    ...TABLE,
    columns: [
      { heading: 'Rate', holds: 'rate' },
      { heading: '30 Day', holds: 'price', lock: 30 },
      { heading: '45 Day', holds: 'price', lock: 45 },
    ],
  };
  const byLock = juniperWith(
    { Tiers: lockTiersTab },
    { ...PROFILE, tables: [LOCK_TIERS, ...PROFILE.tables.slice(1)] },
    { Tiers: ['C5:D5', 'E5:F5', 'C11:D11', 'E11:F11', 'C16:D16', 'E16:F16'] },
  );
  const basesAt = (program_slug: string, loan_amount: number, lock_days: number) =>
    pricedOn(byLock.artifacts[0]!, {
      ...JUNIPER_EXAMPLES[0]!.request,
      loan_amount,
      lock_days,
      program_slug,
    })
      .eligible.map((o) => [o.rate, o.base_price])
      .sort(([a], [b]) => (a ?? 0) - (b ?? 0));

  it('compiles with no error; a program NA at 45 days all across prices 30 days alone', () => {
    expect(byLock.diag.list.filter((d) => d.severity === 'error')).toEqual([]);
    const locksOf = (slug: string) => byLock.artifacts[0]!.programs.find((p) => p.slug === slug)!.lock_days;
    expect(locksOf('thirty_year_fixed')).toEqual([30, 45]);
    expect(locksOf('fifteen_year_fixed')).toEqual([30]);
  });

  it('30 days: $300,000 reads C7, C8; $300,001 reads D7, D8', () => {
    expect(basesAt('thirty_year_fixed', 300_000, 30)).toEqual([
      [6.5, 99.9],
      [6.75, 100.5],
    ]);
    expect(basesAt('thirty_year_fixed', 300_001, 30)).toEqual([
      [6.5, 100.2],
      [6.75, 100.7],
    ]);
  });

  it('45 days: $300,000 reads E7, E8; $300,001 reads F8 alone (F7 NA, not offered)', () => {
    expect(basesAt('thirty_year_fixed', 300_000, 45)).toEqual([
      [6.5, 99.775],
      [6.75, 100.375],
    ]);
    expect(basesAt('thirty_year_fixed', 300_001, 45)).toEqual([[6.75, 100.575]]);
  });

  it('a lock no heading prices (60 days) is not offered', () => {
    expect(basesAt('thirty_year_fixed', 300_000, 60)).toEqual([]);
  });
});
