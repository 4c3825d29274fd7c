/**
 * Base prices as a column per program (compiler/tables/price-columns.ts): Juniper Ridge's workbook
 * with a `Rates` tab (`Rate | Thirty-Year Fixed | Fifteen-Year Fixed | Thirty-Year Fixed Investor`)
 * declared in place of its Pricing groups. Each program's ladder is its column, its term read from
 * its heading; every other table of the lender applies as before.
 */
import { describe, expect, it } from 'vitest';
import type { ProgramProfile } from '../../compiler/profile.ts';
import type { DeclaredProfile } from '../../compiler/tables/language.ts';
import { juniperWith } from '../fixture-lender/built-with.ts';
import { JUNIPER_EXAMPLES } from '../fixture-lender/examples.ts';
import { pricedOn } from '../fixture-lender/priced.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';

/** From row 4: the header in B4:E4, rates in B5:B7. */
const RATES = [
  [null, 'Rate', 'Thirty-Year Fixed', 'Fifteen-Year Fixed', 'Thirty-Year Fixed Investor'],
  [null, 6.5, 99.75, 100.25, 99],
  [null, 6.75, 100.318, 100.7, 99.5],
  [null, 7, 100.9, 'NA', 100.125],
];
const PROFILE: DeclaredProfile = {
  ...JUNIPER,
  tables: JUNIPER.tables.map((t) =>
    t.means === 'base prices' && t.shape !== 'routed blocks'
      ? {
          ...t,
          at: { tab: 'Rates' },
          shape: 'program columns',
          columns: [{ heading: 'Rate', holds: 'rate' }],
        }
      : t,
  ),
};

const built = (rows: readonly (readonly unknown[])[]) => juniperWith({ Rates: rows }, PROFILE);
const sheet = built(RATES);
const PLAIN = JUNIPER_EXAMPLES[0]!.request; // a 30-year condo purchase in FL: -1.500 of adjusters

describe('base prices as a column per program', () => {
  it('compiles with no finding: a ladder per program, its column', () => {
    expect(sheet.diag.list).toEqual([]);
    expect(sheet.artifacts[0]!.programs.map((p) => [p.slug, p.ladder?.price_col, p.ladder?.rows.length])).toEqual([
      ['thirty_year_fixed', 'C', 3],
      ['fifteen_year_fixed', 'D', 3],
      ['thirty_year_fixed_investor', 'E', 3],
    ]);
  });

  it('the plain purchase: 6.750 at 100.318 (C6) - 1.500 = 98.818, 7.000 at 100.900 (C7) - 1.500 = 99.400', () => {
    const offers = pricedOn(sheet.artifacts[0]!, { ...PLAIN, program_slug: 'thirty_year_fixed' }).eligible;
    expect(offers.map((o) => [o.rate, o.base_price, o.final_price])).toEqual(
      expect.arrayContaining([
        [6.75, 100.318, 98.818],
        [7, 100.9, 99.4],
      ]),
    );
  });

  it('the 15-year program is priced from its own column, its NA rate (D7) not offered', () => {
    const offers = pricedOn(sheet.artifacts[0]!, { ...PLAIN, term: 15, program_slug: 'fifteen_year_fixed' }).eligible;
    expect(offers.map((o) => o.rate).sort()).toEqual([6.5, 6.75]);
  });

  it('a column no program is named for is warned and skipped (E4)', () => {
    const renamed = built(RATES.map((row, i) => (i === 0 ? [...row.slice(0, 4), 'Thirty Year Investor'] : row)));
    expect(renamed.diag.list.map((d) => [d.severity, d.code, `${d.tab}!${d.cell}`])).toContainEqual([
      'warning',
      'unpriced_program',
      'Rates!E4',
    ]);
  });
});

/**
 * Columns headed by a program and a lock period (`Rate | Thirty-Year Fixed 15 | Thirty-Year Fixed
 * 30 | …`), in place of Juniper Ridge's Pricing groups and its Lock table: each program's columns are
 * a rate block of the periods they name, a period with no column not offered.
 */
describe('base prices as a column per program and lock period', () => {
  const BY_LOCK = [
    [
      null,
      'Rate',
      'Thirty-Year Fixed 15',
      'Thirty-Year Fixed 30',
      'Fifteen-Year Fixed 30 Day',
      'Thirty-Year Fixed Investor 30',
    ],
    [null, 6.5, 99.875, 99.75, 100.25, 99], // row 5
    [null, 6.75, 100.5, 100.318, 100.7, 99.5], // row 6
  ];
  const byLock = juniperWith(
    { Rates: BY_LOCK },
    {
      ...PROFILE,
      tables: PROFILE.tables.filter((t) => !(t.means === 'adjustments' && t.at.tab === 'Lock')),
    },
  );

  it('compiles with no finding: a rate block per program, its columns the periods they name', () => {
    expect(byLock.diag.list).toEqual([]);
    expect(byLock.artifacts[0]!.rate_blocks.map((b) => [b.name, b.locks.map((l) => l.days)])).toEqual([
      ['Thirty-Year Fixed', [15, 30]],
      ['Fifteen-Year Fixed', [30]],
      ['Thirty-Year Fixed Investor', [30]],
    ]);
  });

  it('6.750 at 15 days from C6 (100.500), at 30 from D6 (100.318); the 15-year program offers no 15-day lock', () => {
    const at = (lock_days: number) =>
      pricedOn(byLock.artifacts[0]!, { ...PLAIN, lock_days, program_slug: 'thirty_year_fixed' }).eligible.find(
        (o) => o.rate === 6.75,
      )?.base_price;
    expect([at(15), at(30)]).toEqual([100.5, 100.318]);
    const fifteen = pricedOn(byLock.artifacts[0]!, {
      ...PLAIN,
      term: 15,
      lock_days: 15,
      program_slug: 'fifteen_year_fixed',
    });
    expect(fifteen.rejected.flatMap((r) => r.rejections).map((r) => r.key)).toContain('lock_not_offered');
  });
});

/**
 * The header on two rows: each program's name over its lock columns (merged, or printed over the
 * first), the lock periods below, the rate's heading over a blank cell; Thirty-Year Fixed renamed
 * `Fixed` (its name printing no term, `terms: [30, 15]`) and priced per term, its columns headed
 * `Fixed Thirty-Year` and `Fixed Fifteen-Year` (the profile's term words).
 */
describe('a header on two rows: programs over their lock columns, a program priced per term', () => {
  const TWO_ROWS = [
    [null, 'Note Rate', 'Fixed Thirty-Year', null, 'Fixed Fifteen-Year', null, 'Thirty-Year Fixed Investor'], // row 4
    [null, null, '15 Day', '30 Day', '15 Day', '30 Day', '30 Day'], // row 5
    [null, '6.750%', 100.5, 100.318, 101.1, 100.9, 99.5], // row 6
    [null, '7.000%', 101, 100.9, null, null, 100.125], // row 7
    [null, 'Fifteen-Year Fixed is not offered above 6.750%.'], // a note ends the table
  ];
  const PROGRAMS: ProgramProfile[] = PROFILE.programs.map((p) =>
    p.slug === 'thirty_year_fixed' ? { ...p, name: 'Fixed', aliases: ['Thirty-Year Fixed'], terms: [30, 15] } : p,
  );
  const twoRows = (rows: readonly (readonly unknown[])[]) =>
    juniperWith(
      { Rates: rows },
      {
        ...PROFILE,
        programs: PROGRAMS.filter((p) => p.slug !== 'fifteen_year_fixed'),
        tables: PROFILE.tables
          .filter((t) => !(t.means === 'adjustments' && t.at.tab === 'Lock'))
          .map((t) =>
            t.means === 'base prices' && t.shape !== 'routed blocks'
              ? { ...t, columns: [{ heading: 'Note Rate', holds: 'rate' as const }] }
              : t,
          ),
      },
    );
  const built2 = twoRows(TWO_ROWS);
  const offers = (term: number, lock_days: number) =>
    pricedOn(built2.artifacts[0]!, { ...PLAIN, term, lock_days, program_slug: 'thirty_year_fixed' }).eligible.map(
      (o) => [o.rate, o.base_price],
    );

  it('compiles: a rate block per program and term, its columns the locks below its name', () => {
    expect(built2.diag.list.filter((d) => d.severity === 'error')).toEqual([]);
    expect(
      built2.artifacts[0]!.rate_blocks.map((b) => [b.name, b.locks.map((l) => `${l.days}:${'col' in l ? l.col : ''}`)]),
    ).toEqual([
      ['Fixed 30 Year', ['15:C', '30:D']],
      ['Fixed 15 Year', ['15:E', '30:F']],
      ['Thirty-Year Fixed Investor', ['30:G']],
    ]);
  });

  it('a 30-year loan at 30 days reads D (6.750 at 100.318, D6); a 15-year one at 15 days reads E (101.100, E6), its blank 7.000 not offered', () => {
    expect(offers(30, 30)).toEqual(
      expect.arrayContaining([
        [6.75, 100.318],
        [7, 100.9],
      ]),
    );
    expect(offers(15, 15)).toEqual([[6.75, 101.1]]);
  });

  it('columns printing one term of a program listing several serve each: Fixed [30, 15] priced for 15 from its Thirty-Year columns', () => {
    const oneTerm = twoRows(TWO_ROWS.map((row) => [...row.slice(0, 4), ...row.slice(6)]));
    expect(oneTerm.diag.list.filter((d) => d.severity === 'error')).toEqual([]);
    const fixed = oneTerm.artifacts[0]!.programs.find((p) => p.slug === 'thirty_year_fixed')!;
    expect(fixed.routes?.map((r) => [r.term, r.conforming])).toEqual([
      [30, 'Fixed 30 Year'],
      [15, 'Fixed 30 Year'],
    ]);
    const at15 = pricedOn(oneTerm.artifacts[0]!, {
      ...PLAIN,
      term: 15,
      lock_days: 15,
      program_slug: 'thirty_year_fixed',
    });
    expect(at15.eligible.find((o) => o.rate === 6.75)?.base_price).toBe(100.5); // C6
  });

  it('a second row printing no lock period is no header: read as the table’s first row, its text an error at its cell', () => {
    const oneRow = twoRows(TWO_ROWS.map((row, i) => (i === 1 ? [null, null, 'Cost', 'Cost', 'Cost', 'Cost'] : row)));
    expect(oneRow.diag.list.map((d) => `${d.code} ${d.cell}`)).toContain('unexpected_text C5');
  });
});

describe('each price table its own base lock', () => {
  // Fifteen-Year Fixed's ladder on a tab of its own, priced for 45 days; the others for 30; no lock table
  const split = juniperWith(
    {
      Rates: RATES.map((row) => [...row.slice(0, 3), ...row.slice(4)]),
      Rates45: RATES.map((row) => [row[0], row[1], row[3]]),
    },
    {
      ...PROFILE,
      tables: [
        ...PROFILE.tables.filter((t) => !(t.means === 'adjustments' && t.at.tab === 'Lock')),
        {
          means: 'base prices',
          at: { tab: 'Rates45' },
          shape: 'program columns',
          baseLock: 45,
          columns: [{ heading: 'Rate', holds: 'rate' }],
        },
      ],
    },
  );

  it('Thirty-Year Fixed and its investor program lock 30 days, Fifteen-Year Fixed 45', () => {
    expect(split.diag.list).toEqual([]);
    expect(split.artifacts[0]!.programs.map((p) => [p.slug, p.lock_days])).toEqual([
      ['thirty_year_fixed', [30]],
      ['fifteen_year_fixed', [45]],
      ['thirty_year_fixed_investor', [30]],
    ]);
  });
});

describe('a lock column printing no price at all', () => {
  // the two-row header's Fifteen-Year columns of Fixed with 30 days NA all down: that period not offered
  const TWO_ROWS = [
    [null, 'Note Rate', 'Thirty-Year Fixed', null, 'Thirty-Year Fixed Investor'], // row 4
    [null, null, '15 Day', '30 Day', '30 Day'], // row 5
    [null, '6.750%', 100.5, 'NA', 99.5], // row 6
    [null, '7.000%', 101, 'NA', 100.125], // row 7
  ];
  const built3 = juniperWith(
    { Rates: TWO_ROWS },
    {
      ...PROFILE,
      programs: PROFILE.programs.filter((p) => p.slug !== 'fifteen_year_fixed'),
      tables: PROFILE.tables
        .filter((t) => !(t.means === 'adjustments' && t.at.tab === 'Lock'))
        .map((t) =>
          t.means === 'base prices' && t.shape !== 'routed blocks'
            ? { ...t, columns: [{ heading: 'Note Rate', holds: 'rate' as const }] }
            : t,
        ),
    },
  );

  it('is a period the program does not offer: Thirty-Year Fixed prices 15 days only, a 30-day loan lock_not_offered', () => {
    expect(built3.diag.list.filter((d) => d.severity === 'error')).toEqual([]);
    expect(built3.artifacts[0]!.programs.map((p) => [p.slug, p.lock_days])).toEqual([
      ['thirty_year_fixed', [15]],
      ['thirty_year_fixed_investor', [30]],
    ]);
    const keys = pricedOn(built3.artifacts[0]!, { ...PLAIN, lock_days: 30, program_slug: 'thirty_year_fixed' })
      .rejected.flatMap((r) => r.rejections)
      .map((r) => r.key);
    expect(keys).toContain('lock_not_offered');
  });
});
