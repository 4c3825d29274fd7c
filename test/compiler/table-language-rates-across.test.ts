/**
 * Base prices printed rates across (compiler/tables/rates-across.ts, shape `rates across`): Juniper
 * Ridge's workbook with an `Across` tab, each program's block under its title (its name, alone or
 * followed by more words): a `Note Rate` row with a rate per column (percent-formatted cells: 0.06625
 * shown 6.625%), then a row per lock period (`15-Day Lock`), declared in place of its Pricing tab and
 * its Lock table. The Thirty-Year Fixed prices are those of table-language-locks.test.ts, turned.
 */
import { describe, expect, it } from 'vitest';
import type { DeclaredProfile, PriceTable } from '../../compiler/tables/language.ts';
import { juniperWith } from '../fixture-lender/built-with.ts';
import { JUNIPER_EXAMPLES } from '../fixture-lender/examples.ts';
import { pricedOn } from '../fixture-lender/priced.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';

const pct = (rate: number) => ({ t: 'n', v: rate / 100, z: '0.000%' });
/** From row 4. */
const ACROSS = [
  [null, 'THIRTY-YEAR FIXED · Primary and Second Homes'], // B4
  [null, 'Note Rate', pct(6.625), pct(6.75), pct(6.875)], // row 5: C5:E5
  [null, '15-Day Lock', 100.1, 100.5, 100.9],
  [null, '30-Day Lock', 100.0, 100.4, 100.8],
  [null, '60-Day Lock', 99.75, 100.15, 'NA'], // E8 NA: 6.875 not offered at 60 days
  [null, 'Prices are on a 100 basis.'], // a remark under the block
  [],
  [null, 'Fifteen-Year Fixed'], // B11
  [null, 'Note Rate', 5.875, 6],
  [null, '15-Day Lock', 99.2, 99.6],
  [null, '30-Day Lock', 99.1, 99.5],
  [],
  [null, 'Thirty-Year Fixed Investor — 30 and 40 years'], // B16: the longer name wins
  [null, 'Note Rate', 7.25, 7.375],
  [null, '30-Day Lock', 100.2, 100.6],
  [null, '45-Day Lock', 100.0, 100.4],
];
const across: PriceTable = {
  means: 'base prices',
  at: { tab: 'Across' },
  shape: 'rates across',
  baseLock: 30,
  columns: [{ heading: 'Note Rate', holds: 'rate' }],
};
const PROFILE: DeclaredProfile = {
  ...JUNIPER,
  programs: JUNIPER.programs.map((p) => (p.slug === 'thirty_year_fixed_investor' ? { ...p, terms: [30, 40] } : p)),
  tables: [
    across,
    ...JUNIPER.tables.filter((t) => t.means !== 'base prices' && !(t.means === 'adjustments' && t.at.tab === 'Lock')),
  ],
};
const built = juniperWith({ Across: ACROSS }, PROFILE);
const PLAIN = JUNIPER_EXAMPLES[0]!.request; // FICO 725, a condo in FL, LTV 75.00

const quote = (change: Record<string, unknown>) => pricedOn(built.artifacts[0]!, { ...PLAIN, ...change });

describe('base prices printed rates across', () => {
  it('compiles with no finding: a rate block per program, its locks the rows it prints, routed for its terms', () => {
    expect(built.diag.list).toEqual([]);
    const a = built.artifacts[0]!;
    expect(a.rate_blocks.map((b) => [b.name, b.printed, b.title_cell, b.locks.map((l) => l.days)])).toEqual([
      ['Thirty-Year Fixed', 'rates across', 'B4', [15, 30, 60]],
      ['Fifteen-Year Fixed', 'rates across', 'B11', [15, 30]],
      ['Thirty-Year Fixed Investor', 'rates across', 'B16', [30, 45]],
    ]);
    const first = a.rate_blocks[0]!;
    // where each was printed: the rate row 5, the lock rows 6-8, a column per rate
    expect(first.printed === 'rates across' && [first.rate_row, first.locks.map((l) => l.row)]).toEqual([5, [6, 7, 8]]);
    expect(first.rows.map((r) => [r.rate, 'col' in r && r.col, r.prices])).toEqual([
      [6625, 'C', [100_100, 100_000, 99_750]],
      [6750, 'D', [100_500, 100_400, 100_150]],
      [6875, 'E', [100_900, 100_800, null]],
    ]);
    expect(a.programs.map((p) => [p.slug, p.lock_days, p.routes?.map((r) => r.term)])).toEqual([
      ['thirty_year_fixed', [15, 30, 60], [30]],
      ['fifteen_year_fixed', [15, 30], [15]],
      ['thirty_year_fixed_investor', [30, 45], [30, 40]],
    ]);
  });

  it('prices from the row of the lock asked for: 6.750 at 30 days 100.400, at 60 days 100.150 (less 1.500 of adjustments)', () => {
    const at = (lock_days: number) => quote({ lock_days, program_slug: 'thirty_year_fixed' }).eligible;
    expect(at(30).find((o) => o.rate === 6.75)?.final_price).toBe(98.9); // 100.400 - 1.500
    expect(at(60).find((o) => o.rate === 6.75)?.final_price).toBe(98.65); // 100.150 - 1.500
    expect(
      at(60)
        .map((o) => o.rate)
        .sort(),
    ).toEqual([6.625, 6.75]); // E8 NA
  });

  it('a lock with no row is not offered; terms from the profile: the investor prices 40 years, refuses 15', () => {
    const reasons = (change: Record<string, unknown>) =>
      quote(change)
        .rejected.flatMap((r) => r.rejections)
        .map((r) => r.key);
    expect(reasons({ lock_days: 45, program_slug: 'thirty_year_fixed' })).toEqual(['lock_not_offered']);
    const investor = { program_slug: 'thirty_year_fixed_investor', occupancy: 'investment', loan_amount: 280_000 };
    expect(quote({ ...investor, term: 40 }).eligible.length).toBeGreaterThan(0);
    expect(reasons({ ...investor, term: 15 })).toEqual(['term_not_offered']);
  });
});

describe('what a block printed rates across reports', () => {
  const misprinted = juniperWith(
    {
      Across: [
        ...ACROSS.slice(0, 3),
        [null, '90-Day Lock', 99.9, 100.3, 100.7], // B7: no such lock period
        [null, '15 Day', 99.9, 100.3, 100.7], // B8: the 15-day lock again
        ...ACROSS.slice(4, 7),
        [null, 'Twenty-Year Fixed'], // B12: no such program
        ...ACROSS.slice(8),
      ],
    },
    PROFILE,
  );
  it('a lock period none of the vocabulary’s (B7) and a lock printed twice (B8) are errors at their cells; a block of a program not priced is warned, and the program it was is then unpriced', () => {
    expect(misprinted.diag.list.map((d) => `${d.severity} ${d.code} ${d.tab}!${d.cell}: ${d.message}`)).toEqual([
      'error unknown_lock_period Across!B7: expected a lock period of 15, 30, 45, 60 days, found "90-Day Lock"',
      'error duplicate_row_label Across!B8: the 15-day lock is printed twice in Thirty-Year Fixed',
      'warning unpriced_program Across!B12: the rate table "Twenty-Year Fixed" belongs to no program this lender prices: skipped',
      'error missing_program_part !: Fifteen-Year Fixed: no base prices found for it in the tables the profile declares',
    ]);
  });
});
