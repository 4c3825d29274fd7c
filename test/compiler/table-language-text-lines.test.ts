/**
 * A tab of text lines (an e-mail pasted into a sheet, TableAt `lines`), cut into a section per
 * program title (TableAt `sections`): each row one line cut into cells at runs of two or more
 * spaces, a `•` line into its label and value at its last `: `; every table declared at the tab read
 * in each program's section as that program's; a ladder broken by a page goes on under its title
 * printed again (PriceTable `continued`). Juniper Ridge's workbook with a `Pasted` tab in place of
 * its Pricing tab.
 */
import { describe, expect, it } from 'vitest';
import type { Column, DeclaredProfile, TableAt } from '../../compiler/tables/language.ts';
import { juniperWith } from '../fixture-lender/built-with.ts';
import { JUNIPER_EXAMPLES } from '../fixture-lender/examples.ts';
import { pricedOn } from '../fixture-lender/priced.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';

// rows from row 4 (the banner above): one line per row in column B, a figure pasted into C once
const PASTED = [
  [null, 'THIRTY-YEAR FIXED  -  Purchase and refinance'], // B4: the section of Thirty-Year Fixed
  [null, 'Base pricing'], // B5: a note above the header
  [null, 'Rate      30 Day    45 Day'], // B6
  [null, '6.500%    99.900    99.700'], // B7
  [null, '6.750%    100.500   NA'], // B8: not offered at 45 days
  [],
  [null, 'Juniper Ridge  |  Rate Sheet', 'Page 1 of 2'], // B10: a page's footer
  [],
  [null, 'THIRTY-YEAR FIXED (continued)'], // B12: the same section, the ladder going on
  [null, 'Rate      30 Day    45 Day'],
  [null, '7.000%    101.100   100.900'], // B14
  [],
  [null, 'Price adjustments:'], // B16
  [null, '• Condo: -0.250'], // B17
  [null, '• Cash-Out Refi, LTV > 60:', -0.5], // B18, its figure in C18
  [null, '• Rate/Term Refi: Rate/Term: 0.125'], // B19: cut at the last `: `
  [],
  [null, 'Credit scores of 700 and above only.'], // B21: a sentence of its section
  [],
  [null, 'FIFTEEN-YEAR FIXED  -  Purchase only'], // B23: the section of Fifteen-Year Fixed
  [null, 'Rate      30 Day    45 Day'],
  [null, '6.000%    99.000    98.800'], // B25
  [],
  [null, 'Price adjustments:'],
  [null, '• Condo: -0.125'], // B28
  [],
  [null, 'Credit scores of 680 and above only.'], // B30
];
const PASTED_AT: TableAt = { tab: 'Pasted', lines: { bullet: '•' }, sections: 'program titles' };
const lock = (days: 30 | 45): Column => ({ heading: `${days} Day`, holds: 'price', lock: days });
const profile = (continued?: string): DeclaredProfile => ({
  ...JUNIPER,
  programs: JUNIPER.programs.filter((p) => p.slug !== 'thirty_year_fixed_investor'),
  conditions: { ...JUNIPER.conditions, 'Rate/Term Refi: Rate/Term': JUNIPER.conditions['Rate/Term Refi']! },
  tables: [
    {
      means: 'base prices',
      at: PASTED_AT,
      shape: 'program groups',
      baseLock: 30,
      ...(continued !== undefined && { continued }),
      columns: [{ heading: 'Rate', holds: 'rate' }, lock(30), lock(45)],
    },
    {
      means: 'adjustments',
      at: PASTED_AT,
      shape: 'list',
      title: 'Price adjustments:',
      category: 'Pasted',
      columns: [
        { heading: 'Condition', holds: 'condition' },
        { heading: 'Adj', holds: 'adjustment' },
      ],
    },
    // the lock periods are the ladders' columns: the Lock tab's adjustments are another sheet's
    ...JUNIPER.tables.filter((t) => t.means !== 'base prices' && t.at.tab !== 'Lock'),
    // each section's sentence, its program's alone (after the Eligibility rows, the guideline limits)
    {
      means: 'eligibility rules',
      at: PASTED_AT,
      shape: 'sentences',
      columns: [],
      rules: { 'Credit scores of': { rule: 'min_fico' } },
    },
  ],
});
const built = juniperWith({ Pasted: PASTED }, profile('(continued)'));
const artifact = built.artifacts[0]!;
const program = (slug: string) => artifact.programs.find((p) => p.slug === slug)!;
const bases = (program_slug: string, lock_days: number, term: number) =>
  pricedOn(artifact, { ...JUNIPER_EXAMPLES[0]!.request, property_type: 'sfr', program_slug, lock_days, term })
    .eligible.map((o) => [o.rate, o.base_price])
    .sort(([a], [b]) => (a ?? 0) - (b ?? 0));
const pasted = (slug: string) =>
  program(slug)
    .grids.filter((g) => g.tab === 'Pasted')
    .flatMap((g) => g.rows.map((r) => [r.label, r.values[0], `${g.columns[0]?.col}${r.row}`]));

describe('a tab of text lines, a section per program title', () => {
  it('compiles with no error', () => {
    expect(built.diag.list.filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('a line is cut at runs of two or more spaces: Thirty-Year Fixed 6.500 at 99.900 (30 days) and 99.700 (45), its ladder going on after the page break at 7.000', () => {
    expect(bases('thirty_year_fixed', 30, 30)).toEqual([
      [6.5, 99.9],
      [6.75, 100.5],
      [7, 101.1],
    ]);
    // 6.750 at 45 days prints NA: not offered
    expect(bases('thirty_year_fixed', 45, 30)).toEqual([
      [6.5, 99.7],
      [7, 100.9],
    ]);
  });

  it("each section's tables are its program's: Fifteen-Year Fixed prices its own ladder (B25) and takes its own lines", () => {
    expect(bases('fifteen_year_fixed', 30, 15)).toEqual([[6, 99]]);
    expect(pasted('fifteen_year_fixed')).toEqual([['Condo', -125, 'C28']]);
  });

  it("each section's sentence is its program's: a score of 699 is below Thirty-Year Fixed's 700 (B21), not Fifteen-Year Fixed's 680 (B30)", () => {
    const keys = (program_slug: string, term: number, credit_score: number) =>
      pricedOn(artifact, {
        ...JUNIPER_EXAMPLES[0]!.request,
        property_type: 'sfr',
        program_slug,
        term,
        credit_score,
      }).rejected.flatMap((r) => r.rejections.map((x) => [x.key, x.threshold]));
    expect(keys('thirty_year_fixed', 30, 699)).toEqual([['min_fico', 700]]);
    expect(keys('thirty_year_fixed', 30, 700)).toEqual([]);
    expect(keys('fifteen_year_fixed', 15, 699)).toEqual([]);
    expect(keys('fifteen_year_fixed', 15, 679)).toEqual([['min_fico', 680]]);
  });

  it('a bullet is cut at its last `: `, a figure pasted into the next column joined to its line', () => {
    expect(pasted('thirty_year_fixed')).toEqual([
      ['Condo', -250, 'C17'],
      ['Cash-Out Refi, LTV > 60', -500, 'C18'],
      ['Rate/Term Refi: Rate/Term', 125, 'C19'],
    ]);
  });

  it('without `continued`, the title printed again is a second table for the program (duplicate_ladder at B12)', () => {
    const refused = juniperWith({ Pasted: PASTED }, profile());
    expect(refused.diag.list.filter((d) => d.severity === 'error').map((d) => [d.code, d.cell])).toEqual([
      ['duplicate_ladder', 'B12'],
    ]);
  });
});
