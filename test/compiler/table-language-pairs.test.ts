/**
 * Adjustments printed as pairs along a row (compiler/tables/pairs.ts, shape `pairs`): Juniper Ridge's
 * workbook with its Lock table replaced by a `Fees` tab, a `Lock Adj | 15 Day: 0.125 | 30 Day: 0 | …`
 * row under each of two programs' names; the third program has none (its base lock alone).
 */
import { describe, expect, it } from 'vitest';
import type { AdjustmentTable, DeclaredProfile } from '../../compiler/tables/language.ts';
import { juniperWith } from '../fixture-lender/built-with.ts';
import { JUNIPER_EXAMPLES } from '../fixture-lender/examples.ts';
import { pricedOn } from '../fixture-lender/priced.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';

/** From row 4: the programs' names in B4 and H4, their pairs on row 6. */
const FEES = [
  [null, 'Thirty-Year Fixed', null, null, null, null, null, 'Fifteen-Year Fixed'],
  [],
  [
    null,
    'Lock Adj',
    '15 Day: 0.125',
    '30 Day: 0',
    '45 Day: (0.125)',
    null,
    null,
    'Lock Adj',
    '30 Day: 0',
    '60 Day: NA',
  ],
];
const PAIRS: AdjustmentTable = {
  means: 'adjustments',
  at: { tab: 'Fees' },
  shape: 'pairs',
  title: 'Lock Adj',
  category: 'Lock',
  na: 'lock not offered',
  columns: [{ heading: 'Lock', holds: 'lock period' }],
};
const profileWith = (pairs: AdjustmentTable): DeclaredProfile => ({
  ...JUNIPER,
  tables: [...JUNIPER.tables.filter((t) => !(t.means === 'adjustments' && t.at.tab === 'Lock')), pairs],
});
const built = juniperWith({ Fees: FEES }, profileWith(PAIRS));
const PLAIN = JUNIPER_EXAMPLES[0]!.request; // a 30-year condo purchase in FL: 6.750 at 98.818 for 30 days

describe('adjustments printed as pairs along a row', () => {
  it('compiles with no finding: each program the locks its own row prices, a NA lock not offered', () => {
    expect(built.diag.list).toEqual([]);
    expect(built.artifacts[0]!.programs.map((p) => [p.slug, p.lock_days])).toEqual([
      ['thirty_year_fixed', [15, 30, 45]],
      ['fifteen_year_fixed', [30]],
      ['thirty_year_fixed_investor', [30]],
    ]);
  });

  it('a 15-day lock on Thirty-Year Fixed: 98.818 + 0.125 (C6) = 98.943; 45 days: 98.818 - 0.125 (E6) = 98.693', () => {
    const at = (lock_days: number) =>
      pricedOn(built.artifacts[0]!, { ...PLAIN, lock_days, program_slug: 'thirty_year_fixed' }).eligible.find(
        (o) => o.rate === 6.75,
      );
    expect([at(15)?.final_price, at(15)?.adjusters.find((a) => a.category === 'Lock')?.source_cell]).toEqual([
      98.943,
      expect.stringMatching(/Fees!C6$/),
    ]);
    expect(at(45)?.final_price).toBe(98.693);
  });

  it('a pair printed without its colon is an error at its cell', () => {
    const bad = juniperWith(
      { Fees: FEES.map((row, i) => (i === 2 ? [...row.slice(0, 3), '30 Day 0', ...row.slice(4)] : row)) },
      profileWith(PAIRS),
    );
    expect(bad.diag.list.map((d) => `${d.code} ${d.cell}`)).toEqual(['expected_number_or_na D6']);
  });
});

/** A lock table of a row per program and a column per lock period, in place of Juniper Ridge's Lock list. */
describe('a lock table of a row per program and a column per lock period', () => {
  const LOCKS = [
    [null, 'Program', '15 Day', '30 Day', '45 Day'], // B4
    [null, 'Thirty-Year Fixed', 0.125, 0, -0.125], // C5, E5
    [null, 'Fifteen-Year Fixed', 'NA', 0, 'NA'],
  ];
  const grid = juniperWith(
    { Locks: LOCKS },
    {
      ...profileWith(PAIRS),
      conditions: {
        ...JUNIPER.conditions,
        'Thirty-Year Fixed': [{ kind: 'eq', attr: 'program', values: ['thirty_year_fixed'] }],
        'Fifteen-Year Fixed': [{ kind: 'eq', attr: 'program', values: ['fifteen_year_fixed'] }],
      },
      tables: [
        ...JUNIPER.tables.filter((t) => !(t.means === 'adjustments' && t.at.tab === 'Lock')),
        {
          means: 'adjustments',
          shape: 'grid',
          at: { tab: 'Locks' },
          corner: 'Program',
          rows: 'condition',
          columns: 'lock period',
          values: 'adjustment',
          category: 'Lock',
        },
      ],
    },
  );

  it('each program prices the periods its row prints a figure for (NA: not offered); one in no row its base lock', () => {
    expect(grid.diag.list).toEqual([]);
    expect(grid.artifacts[0]!.programs.map((p) => [p.slug, p.lock_days])).toEqual([
      ['thirty_year_fixed', [15, 30, 45]],
      ['fifteen_year_fixed', [30]],
      ['thirty_year_fixed_investor', [30]],
    ]);
  });

  it('a 45-day lock on Thirty-Year Fixed: 98.818 - 0.125 (E5) = 98.693', () => {
    const offer = pricedOn(grid.artifacts[0]!, {
      ...PLAIN,
      lock_days: 45,
      program_slug: 'thirty_year_fixed',
    }).eligible.find((o) => o.rate === 6.75);
    expect(offer?.final_price).toBe(98.693);
  });
});
