/**
 * Base prices printed as a grid of rate increments (compiler/tables/increment-groups.ts, Column
 * `adds`): under each program's name `Rate | + 0 | + 1/8`, a note rate the row's plus its column's
 * increment. Juniper Ridge's workbook with an `Increments` tab declared in place of its Pricing tab.
 */
import { describe, expect, it } from 'vitest';
import type { DeclaredProfile, PriceTable } from '../../compiler/tables/language.ts';
import { juniperWith } from '../fixture-lender/built-with.ts';
import { JUNIPER_EXAMPLES } from '../fixture-lender/examples.ts';
import { pricedOn } from '../fixture-lender/priced.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';

/** From row 4: each program's name, its header, its rows. */
const grid = (thirty: unknown[][]) => [
  [null, 'Thirty-Year Fixed'], // row 4
  [null, 'Rate', '+ 0', '+ 1/8'], // row 5
  ...thirty, // rows 6, 7
  [],
  [null, 'Fifteen-Year Fixed'],
  [null, 'Rate', '+ 0', '+ 1/8'],
  [null, 5.875, 99.1, 99.4],
  [],
  [null, 'Thirty-Year Fixed Investor'],
  [null, 'Rate', '+ 0', '+ 1/8'],
  [null, 7.25, 100.2, 100.4],
];
const THIRTY = [
  [null, 6.5, 99.9, 100.2], // C6: 6.500, D6: 6.625
  [null, 6.75, 100.5, 'NA'], // C7: 6.750, D7: 6.875 not offered
];
const TABLE: PriceTable = {
  means: 'base prices',
  at: { tab: 'Increments' },
  shape: 'program groups',
  baseLock: 30,
  columns: [
    { heading: 'Rate', holds: 'rate' },
    { heading: '+ 0', holds: 'price', adds: 0 },
    { heading: '+ 1/8', holds: 'price', adds: 0.125 },
  ],
};
const PROFILE: DeclaredProfile = {
  ...JUNIPER,
  tables: [TABLE, ...JUNIPER.tables.filter((t) => t.means !== 'base prices')],
};

describe('base prices as a grid of rate increments', () => {
  const built = juniperWith({ Increments: grid(THIRTY) }, PROFILE);

  it('compiles with no finding: a ladder whose rungs are the rows plus each column, each at its own cell', () => {
    expect(built.diag.list).toEqual([]);
    const ladder = built.artifacts[0]!.programs[0]!.ladder!;
    expect(ladder.rows.map((r) => [r.rate, r.price, `${r.col}${r.row}`])).toEqual([
      [6500, 99900, 'C6'],
      [6625, 100200, 'D6'],
      [6750, 100500, 'C7'],
      [6875, null, 'D7'],
    ]);
  });

  it('prices the plain loan at each rung: the example’s adjustments -1.500 (FICO / LTV, Condo, FL, no penalty)', () => {
    const offers = pricedOn(built.artifacts[0]!, {
      ...JUNIPER_EXAMPLES[0]!.request,
      program_slug: 'thirty_year_fixed',
    }).eligible.map((o) => [o.rate, o.final_price]);
    // 99.900 - 1.500 = 98.400; 100.200 - 1.500 = 98.700; 100.500 - 1.500 = 99.000; 6.875 NA: not offered
    expect(offers).toEqual(
      expect.arrayContaining([
        [6.5, 98.4],
        [6.625, 98.7],
        [6.75, 99],
      ]),
    );
    expect(offers.map(([rate]) => rate)).not.toContain(6.875);
  });

  it('a row and an increment making a rate another row prints is duplicate_rate at the row', () => {
    const twice = juniperWith(
      {
        Increments: grid([
          [null, 6.5, 99.9, 100.2],
          [null, 6.625, 100.1, 100.4],
        ]),
      },
      PROFILE,
    );
    expect(twice.diag.list.filter((d) => d.severity === 'error').map((d) => `${d.code} ${d.cell}`)).toEqual([
      'duplicate_rate B7',
      'missing_program_part ', // Thirty-Year Fixed then has no base prices
    ]);
  });
});
