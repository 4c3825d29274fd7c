/**
 * Base prices printed as text percentages of par (`101.250%`, as an engine's export prints them):
 * the figure itself. Juniper Ridge's workbook with a `Text Prices` tab declared in place of its
 * Pricing tab (rows below the banner's: the first program's title on row 4).
 */
import { describe, expect, it } from 'vitest';
import type { DeclaredProfile } from '../../compiler/tables/language.ts';
import { juniperWith } from '../fixture-lender/built-with.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';

const tab = (thirty: string) => [
  [null, 'Thirty-Year Fixed'], // row 4
  [null, 'Rate', 'Price'],
  [null, 6.5, thirty], // C6
  [null, 6.75, '100.500%'],
  [],
  [null, 'Fifteen-Year Fixed'],
  [null, 'Rate', 'Price'],
  [null, 5.875, '99.100%'],
  [],
  [null, 'Thirty-Year Fixed Investor'],
  [null, 'Rate', 'Price'],
  [null, 7.25, '100.200%'],
];
const PROFILE: DeclaredProfile = {
  ...JUNIPER,
  tables: [
    {
      means: 'base prices',
      at: { tab: 'Text Prices' },
      shape: 'program groups',
      baseLock: 30,
      columns: [
        { heading: 'Rate', holds: 'rate' },
        { heading: 'Price', holds: 'price' },
      ],
    },
    ...JUNIPER.tables.filter((t) => t.means !== 'base prices'),
  ],
};

describe('base prices printed as text percentages', () => {
  it('`99.900%` is 99.900, `100.500%` 100.500 (thousandths)', () => {
    const built = juniperWith({ 'Text Prices': tab('99.900%') }, PROFILE);
    expect(built.diag.list.filter((d) => d.severity === 'error')).toEqual([]);
    expect(built.artifacts[0]!.programs[0]!.ladder!.rows.map((r) => [r.rate, r.price])).toEqual([
      [6500, 99_900],
      [6750, 100_500],
    ]);
  });

  it('a fourth decimal is past a thousandth: bad_precision at its cell; a word is no price', () => {
    const codes = (text: string) =>
      juniperWith({ 'Text Prices': tab(text) }, PROFILE)
        .diag.list.filter((d) => d.severity === 'error' && d.cell === 'C6')
        .map((d) => d.code);
    expect([codes('99.9005%'), codes('ninety%')]).toEqual([['bad_precision'], ['expected_price']]);
  });
});
