/**
 * Where a rate table ends: its rows go on past a blank row and end at a row of headings alone after
 * one (a grid printed below in the ladder's columns); a row of other text there is `unexpected_text`
 * when the table goes on below it. Juniper Ridge's workbook with its ladders on a `Prices` tab.
 */
import { describe, expect, it } from 'vitest';
import type { DeclaredProfile } from '../../compiler/tables/language.ts';
import { juniperWith } from '../fixture-lender/built-with.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';

const ladder = (below: readonly (readonly unknown[])[]) => [
  [null, 'Thirty-Year Fixed', null, null, 'Fifteen-Year Fixed', null, null, 'Thirty-Year Fixed Investor'], // row 4
  [null, 'Rate', 'Price', null, 'Rate', 'Price', null, 'Rate', 'Price'], // row 5
  [null, 6.5, 99.5, null, 6.0, 99.0, null, 7.0, 99.25], // row 6
  [], // row 7: a spacer
  [null, 6.75, 100.25, null, 6.25, 99.75, null, 7.25, 100.0], // row 8: the ladders go on
  [], // row 9
  ...below, // from row 10
];
const PRICES: DeclaredProfile = {
  ...JUNIPER,
  tables: JUNIPER.tables.map((t) => (t.means === 'base prices' ? { ...t, at: { tab: 'Prices' } } : t)),
};
const rates = (built: ReturnType<typeof juniperWith>) =>
  built.artifacts[0]?.programs.map((p) => p.ladder?.rows.map((r) => r.rate));

describe('where a rate table ends', () => {
  it('past a spacer row, at a grid’s heading row below it: each ladder two rates (rows 6 and 8), no finding', () => {
    const built = juniperWith(
      {
        Prices: ladder([
          [null, 'FICO', '≤ 60%', '60.01 - 70%', '70.01 - 80%', '80.01 - 85%', '85.01 - 90%', '90.01 - 95%', '> 95%'], // row 10
          [null, '≥ 740', 0.25, 0.125, 0.125, 0, -0.25, -0.5, -0.75], // row 11: figures under the ladders' rate columns
        ]),
      },
      PRICES,
    );
    expect(built.diag.list.filter((d) => d.severity === 'error')).toEqual([]);
    expect(rates(built)).toEqual([
      [6500, 6750],
      [6000, 6250],
      [7000, 7250],
    ]);
  });

  it('a row of other text there, the table going on below it, is unexpected_text', () => {
    const built = juniperWith(
      {
        Prices: ladder([
          [null, 'see note', 99.9],
          [null, 7.5, 101],
        ]),
      }, // B10: text beside a figure; row 11 a rate
      PRICES,
    );
    expect(built.diag.list.filter((d) => d.severity === 'error').map((d) => [d.code, d.cell])).toContainEqual([
      'unexpected_text',
      'B10',
    ]);
  });
});
