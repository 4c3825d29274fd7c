/**
 * Adjustments as a column per program (compiler/tables/adjustments.ts readAdjustmentColumns):
 * Juniper Ridge's workbook with a `Program Adj` tab (`Adjustment | All | Thirty-Year Fixed
 * Investor`), each row a condition, each column after it a program's (or every program's) points; a
 * blank cell no adjustment for that program. The All column and the loan's own program both apply.
 */
import { describe, expect, it } from 'vitest';
import { band } from '../../compiler/conditions.ts';
import type { AdjustmentTable, DeclaredProfile } from '../../compiler/tables/language.ts';
import { juniperWith } from '../fixture-lender/built-with.ts';
import { JUNIPER_EXAMPLES } from '../fixture-lender/examples.ts';
import { pricedOn } from '../fixture-lender/priced.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';

const TABS = {
  'Program Adj': [
    [null, 'Adjustment', 'All', 'Thirty-Year Fixed Investor'],
    [null, 'Condo', -0.125, null], // C5; D5 blank: none for the investor
    [null, 'FICO < 740', -0.25, -0.5], // C6, D6
  ],
};
const PROFILE: DeclaredProfile = {
  ...JUNIPER,
  tables: [
    ...JUNIPER.tables,
    {
      means: 'adjustments',
      at: { tab: 'Program Adj' },
      shape: 'program columns',
      category: 'Program Adj',
      columns: [{ heading: 'Adjustment', holds: 'condition' }],
    },
  ],
};
const built = juniperWith(TABS, PROFILE);
const INVESTMENT = { occupancy: 'investment', ppp_term: 'No PPP' };
const PLAIN = JUNIPER_EXAMPLES[0]!.request; // a condo in FL, FICO 725: 6.750 at 100.318 - 1.500 = 98.818

/** The Program Adj adjusters of the offer at `rate` of `program_slug`, as [cell, points], and its final price. */
function priced(program_slug: string, change: Record<string, unknown> = {}, rate = 6.75) {
  const offer = pricedOn(built.artifacts[0]!, { ...PLAIN, program_slug, ...change }).eligible.find(
    (o) => o.rate === rate,
  )!;
  const ours = offer.adjusters.filter((a) => a.category === 'Program Adj');
  return { adjusters: ours.map((a) => [a.source_cell?.replace(/^.* › /, ''), a.value]), final: offer.final_price };
}

describe('a table of program columns titled by its heading in capitals (`ADJUSTMENT` over `Adjustment`)', () => {
  // the title on row 4 repeats the heading: it is the table's title, not a second table
  const titled = (title: string | undefined) =>
    juniperWith(
      { 'Program Adj': [[null, 'ADJUSTMENT'], ...TABS['Program Adj']] },
      {
        ...JUNIPER,
        tables: [
          ...JUNIPER.tables,
          { ...(PROFILE.tables.at(-1) as AdjustmentTable), ...(title !== undefined && { title }) },
        ],
      },
    );

  it('found by its heading: compiles with no finding, C6 and C7 read (98.818 - 0.125 - 0.250 = 98.443)', () => {
    const sheet = titled(undefined);
    expect(sheet.diag.list).toEqual([]);
    const offer = pricedOn(sheet.artifacts[0]!, { ...PLAIN, program_slug: 'thirty_year_fixed' }).eligible.find(
      (o) => o.rate === 6.75,
    )!;
    expect(offer.final_price).toBe(98.443);
  });

  it('found by its title: compiles with no finding', () => {
    expect(titled('ADJUSTMENT').diag.list).toEqual([]);
  });

  it('the heading printed again further down is a second table (duplicate_table)', () => {
    const twice = juniperWith(
      { 'Program Adj': [...TABS['Program Adj'], [], ...TABS['Program Adj']] },
      { ...JUNIPER, tables: [...JUNIPER.tables, PROFILE.tables.at(-1)!] },
    );
    expect(twice.diag.list.map((d) => d.code)).toEqual(['duplicate_table']);
  });
});

describe('adjustments as a column per program', () => {
  it('compiles with no finding', () => {
    expect(built.diag.list).toEqual([]);
  });

  it('a column headed by no program priced is skipped with a warning naming the column', () => {
    const other = juniperWith(
      { 'Program Adj': TABS['Program Adj'].map((row, r) => [...row, r === 0 ? 'Twenty-Year Fixed' : -0.5]) },
      PROFILE,
    );
    expect(other.diag.list.map((d) => [d.severity, d.code, d.cell, d.message])).toEqual([
      [
        'warning',
        'unpriced_program',
        'E4',
        'the column for "Twenty-Year Fixed" belongs to no program this lender prices: skipped',
      ],
    ]);
  });

  it('the plain purchase of a condo at FICO 725 takes C5 and C6: 98.818 - 0.125 - 0.250 = 98.443', () => {
    expect(priced('thirty_year_fixed')).toEqual({
      adjusters: [
        ['Program Adj!C5', -0.125],
        ['Program Adj!C6', -0.25],
      ],
      final: 98.443,
    });
    // FICO 740 is not below 740: the Condo cell alone
    expect(priced('thirty_year_fixed', { credit_score: 740 }).adjusters).toEqual([['Program Adj!C5', -0.125]]);
  });

  it('the investor (at 7.750: its ladder starts at 7.000, its lower rates under its floor) takes the All cells and its own D6; no condo cell of its own (D5 blank)', () => {
    expect(priced('thirty_year_fixed_investor', INVESTMENT, 7.75).adjusters).toEqual([
      ['Program Adj!C5', -0.125],
      ['Program Adj!C6', -0.25],
      ['Program Adj!D6', -0.5],
    ]);
    expect(priced('thirty_year_fixed_investor', { credit_score: 740, ...INVESTMENT }, 7.75).adjusters).toEqual([
      ['Program Adj!C5', -0.125],
    ]);
  });
});

/**
 * Keys before the program columns: `Factor | Condition | All | <program>`, the factor printed once
 * over its group of rows (merged down, the cells under it blank), each factor a category of its own;
 * and a lock table of a column per program whose periods print as `15-Day Lock`.
 */
const FACTOR_TABS = {
  'Factor Adj': [
    [null, 'Factor', 'Condition', 'All', 'Thirty-Year Fixed Investor'],
    [null, 'Property', 'Condo', -0.125, null], // D5; E5 blank
    [null, null, '2-4 Unit', -0.375, -0.25], // D6, E6: still Property
    [null, 'Credit', 'FICO < 740', -0.25, -0.5], // D7, E7
    [null, null, 'FICO < 720', -1, null], // D8
  ],
  'Lock Adj': [
    [null, 'Lock', 'All'],
    [null, '15-Day Lock', -0.1], // C5
    [null, '60 Day Lock', -0.2], // C6
  ],
};
const FACTOR_PROFILE: DeclaredProfile = {
  ...JUNIPER,
  tables: [
    ...JUNIPER.tables,
    {
      means: 'adjustments',
      at: { tab: 'Factor Adj' },
      shape: 'program columns',
      columns: [
        { heading: 'Factor', holds: 'category' },
        { heading: 'Condition', holds: 'condition' },
      ],
    },
    {
      means: 'adjustments',
      at: { tab: 'Lock Adj' },
      shape: 'program columns',
      columns: [{ heading: 'Lock', holds: 'lock period' }],
    },
  ],
};
const factorBuilt = juniperWith(FACTOR_TABS, FACTOR_PROFILE);

/** The adjusters of the two added tabs at `rate`, as [category, label, cell, points], and the final price. */
function factorPriced(program_slug: string, change: Record<string, unknown> = {}, rate = 6.75) {
  const offer = pricedOn(factorBuilt.artifacts[0]!, { ...PLAIN, program_slug, ...change }).eligible.find(
    (o) => o.rate === rate,
  )!;
  const ours = offer.adjusters.filter((a) => /Factor Adj|Lock Adj/.test(a.source_cell ?? ''));
  return {
    adjusters: ours.map((a) => [a.category, a.row_label, a.source_cell?.replace(/^.* › /, ''), a.value]),
    final: offer.final_price,
  };
}

describe('adjustments as a column per program, keyed by a factor printed once per group', () => {
  it('compiles with no finding', () => {
    expect(factorBuilt.diag.list).toEqual([]);
  });

  it('the condo at FICO 725 takes Property D5 and Credit D7: 98.818 - 0.125 - 0.250 = 98.443', () => {
    expect(factorPriced('thirty_year_fixed')).toEqual({
      adjusters: [
        ['Property', 'Condo', 'Factor Adj!D5', -0.125],
        ['Credit', 'FICO < 740', 'Factor Adj!D7', -0.25],
      ],
      final: 98.443,
    });
  });

  it('a row under the factor is that factor’s: a 2-unit at FICO 719 (at 7.250: lower rates are under its floor) takes D6 (Property), D7 and D8 (Credit)', () => {
    expect(factorPriced('thirty_year_fixed', { property_type: '2_unit', credit_score: 719 }, 7.25).adjusters).toEqual([
      ['Property', '2-4 Unit', 'Factor Adj!D6', -0.375],
      ['Credit', 'FICO < 740', 'Factor Adj!D7', -0.25],
      ['Credit', 'FICO < 720', 'Factor Adj!D8', -1],
    ]);
  });

  it('the investor takes the All cells and its own (E6, E7), none where its cell is blank (E5, E8)', () => {
    expect(
      factorPriced('thirty_year_fixed_investor', { property_type: '2_unit', credit_score: 719, ...INVESTMENT }, 7.75)
        .adjusters,
    ).toEqual([
      // every program's grids first, then the program's own
      ['Property', '2-4 Unit', 'Factor Adj!D6', -0.375],
      ['Credit', 'FICO < 740', 'Factor Adj!D7', -0.25],
      ['Credit', 'FICO < 720', 'Factor Adj!D8', -1],
      ['Property', '2-4 Unit', 'Factor Adj!E6', -0.25],
      ['Credit', 'FICO < 740', 'Factor Adj!E7', -0.5],
    ]);
  });

  it('`15-Day Lock` and `60 Day Lock` are lock periods: a 15-day lock takes C5, a 60-day C6, a 30-day neither', () => {
    const lock = (lock_days: number) =>
      factorPriced('thirty_year_fixed', { lock_days }).adjusters.filter((a) => String(a[2]).startsWith('Lock Adj'));
    expect(lock(15)).toEqual([['Lock', '15-Day Lock', 'Lock Adj!C5', -0.1]]);
    expect(lock(60)).toEqual([['Lock', '60 Day Lock', 'Lock Adj!C6', -0.2]]);
    expect(lock(30)).toEqual([]);
  });
});

describe('a key column declared but not printed before the program columns', () => {
  const misdeclared = juniperWith(FACTOR_TABS, {
    ...FACTOR_PROFILE,
    tables: FACTOR_PROFILE.tables.map((t) =>
      t.means === 'adjustments' && t.shape === 'program columns' && t.at.tab === 'Factor Adj'
        ? {
            ...t,
            columns: [
              { heading: 'Factor', holds: 'category' as const },
              { heading: 'Criteria', holds: 'condition' as const },
            ],
          }
        : t,
    ),
  });

  it('is missing_table at its header, naming the headings declared', () => {
    expect(misdeclared.diag.list.map((d) => `${d.code} ${d.tab}!${d.cell}: ${d.message}`)).toEqual([
      'missing_table Factor Adj!B4: no header Factor | Criteria then a column per program',
    ]);
  });
});

describe('a lender printing two not-applicable markers (`N/A` and `—`)', () => {
  const dashed = {
    ...FACTOR_TABS,
    'Factor Adj': [...FACTOR_TABS['Factor Adj'].slice(0, 4), [null, null, 'FICO < 720', -1, '—']], // E8
  };
  const both = juniperWith(dashed, {
    ...FACTOR_PROFILE,
    conventions: { ...FACTOR_PROFILE.conventions, notApplicable: ['N/A', '—'] },
  });
  const one = juniperWith(dashed, FACTOR_PROFILE);

  it('declared, `—` is not applicable: the investor’s E8 is no adjustment (0)', () => {
    expect(both.diag.list).toEqual([]);
    const investor = pricedOn(both.artifacts[0]!, {
      ...PLAIN,
      ...INVESTMENT,
      program_slug: 'thirty_year_fixed_investor',
      credit_score: 719,
    }).eligible.find((o) => o.rate === 7.75)!;
    expect(investor.adjusters.filter((a) => a.source_cell.endsWith('Factor Adj!E8')).map((a) => a.value)).toEqual([0]);
  });

  it('not declared, it is refused at its cell', () => {
    expect(one.diag.list.map((d) => `${d.code} ${d.tab}!${d.cell}: ${d.message}`)).toEqual([
      `expected_number_or_na Factor Adj!E8: expected a number or NA, found "—"`,
    ]);
  });
});

describe('adjustments printed in basis points', () => {
  const bps = (cell: unknown) =>
    juniperWith(
      {
        'Bps Adj': [
          [null, 'Adjustment', 'All'],
          [null, 'Condo', cell], // C5
        ],
      },
      {
        ...JUNIPER,
        tables: [
          ...JUNIPER.tables,
          {
            means: 'adjustments',
            at: { tab: 'Bps Adj' },
            shape: 'program columns',
            category: 'Bps Adj',
            values: 'adjustment in basis points',
            columns: [{ heading: 'Adjustment', holds: 'condition' }],
          },
        ],
      },
    );

  it('-37.5 bps is -0.375 points: the plain condo purchase at 6.750, 98.818 - 0.375 = 98.443', () => {
    const sheet = bps(-37.5);
    expect(sheet.diag.list).toEqual([]);
    const offer = pricedOn(sheet.artifacts[0]!, { ...PLAIN, program_slug: 'thirty_year_fixed' }).eligible.find(
      (o) => o.rate === 6.75,
    )!;
    expect(offer.adjusters.filter((a) => a.category === 'Bps Adj').map((a) => a.value)).toEqual([-0.375]);
    expect(offer.final_price).toBe(98.443);
  });

  it('a hundredth of a basis point is past the unit: refused at its cell', () => {
    expect(bps(-37.55).diag.list.map((d) => `${d.code} ${d.tab}!${d.cell}`)).toEqual(['bad_precision Bps Adj!C5']);
  });

  it('text may print the unit after the figure: `-37.5 bps`, `+12.5 bp`; another word is no figure', () => {
    const value = (cell: string) =>
      pricedOn(bps(cell).artifacts[0]!, { ...PLAIN, program_slug: 'thirty_year_fixed' })
        .eligible.find((o) => o.rate === 6.75)!
        .adjusters.filter((a) => a.category === 'Bps Adj')
        .map((a) => a.value);
    expect([value('-37.5 bps'), value('+12.5 bp'), value('-25 basis points')]).toEqual([[-0.375], [0.125], [-0.25]]);
    expect(bps('-37.5 points').diag.list.map((d) => `${d.code} ${d.cell}`)).toEqual(['expected_number_or_na C5']);
  });
});

describe('a lock table whose NA is a lock not offered (na: lock not offered)', () => {
  const LOCKS = {
    'Lock By Program': [
      [null, 'Lock', 'Thirty-Year Fixed', 'Fifteen-Year Fixed', 'Thirty-Year Fixed Investor'],
      [null, '15 Day', 0.125, 0.125, 'NA'], // E5: the investor takes no 15-day lock
      [null, '30 Day', 0, 0, 0],
      [null, '45 Day', -0.125, 'NA', -0.25], // D7
    ],
  };
  const table = (na?: 'lock not offered') => ({
    means: 'adjustments' as const,
    at: { tab: 'Lock By Program' },
    shape: 'program columns' as const,
    category: 'Lock',
    columns: [{ heading: 'Lock', holds: 'lock period' as const }],
    ...(na ? { na } : {}),
  });
  const withLocks = (na?: 'lock not offered') =>
    juniperWith(LOCKS, {
      ...JUNIPER,
      tables: [...JUNIPER.tables.filter((t) => !(t.means === 'adjustments' && t.at.tab === 'Lock')), table(na)],
    });
  const declared = withLocks('lock not offered');
  const keys = (sheet: typeof declared, change: Record<string, unknown>) =>
    pricedOn(sheet.artifacts[0]!, { ...PLAIN, ...change })
      .rejected.flatMap((r) => r.rejections)
      .map((r) => r.key);

  it('declared: each program offers the periods it prints a number for; an NA one is lock_not_offered', () => {
    expect(declared.diag.list).toEqual([]);
    expect(declared.artifacts[0]!.programs.map((p) => [p.slug, p.lock_days])).toEqual([
      ['thirty_year_fixed', [15, 30, 45]],
      ['fifteen_year_fixed', [15, 30]],
      ['thirty_year_fixed_investor', [30, 45]],
    ]);
    expect(keys(declared, { ...INVESTMENT, program_slug: 'thirty_year_fixed_investor', lock_days: 15 })).toContain(
      'lock_not_offered',
    );
    expect(keys(declared, { program_slug: 'fifteen_year_fixed', term: 15, lock_days: 45 })).toEqual([
      'lock_not_offered',
    ]);
  });

  it('not declared: the NA cell is a loan not eligible (llpa_na), the period offered', () => {
    expect(keys(withLocks(), { program_slug: 'fifteen_year_fixed', term: 15, lock_days: 45 })).toEqual(['llpa_na']);
  });
});

describe('a state table with an `All other states` row (states.otherwise)', () => {
  const STATES = {
    'State Adj': [
      [null, 'State', 'All'],
      [null, 'FL, TX', -0.25], // C5
      [null, 'CA', 0.125], // C6
      [null, 'All other states', -0.1], // C7
    ],
  };
  const sheet = juniperWith(STATES, {
    ...JUNIPER,
    states: { ...JUNIPER.states, otherwise: 'All other states' },
    tables: [
      ...JUNIPER.tables,
      {
        means: 'adjustments',
        at: { tab: 'State Adj' },
        shape: 'program columns',
        category: 'State Adj',
        columns: [{ heading: 'State', holds: 'condition' }],
      },
    ],
  });
  const cells = (state: string) =>
    pricedOn(sheet.artifacts[0]!, { ...PLAIN, program_slug: 'thirty_year_fixed', state })
      .eligible[0]!.adjusters.filter((a) => a.category === 'State Adj')
      .map((a) => [a.source_cell.replace(/^.* › /, ''), a.value]);

  it('the row is every state no other row names: the 48 codes but FL, TX and CA', () => {
    expect(sheet.diag.list).toEqual([]);
    const grid = sheet.artifacts[0]!.programs[0]!.grids.find((g) => g.category === 'State Adj')!;
    const other = grid.rows[2]!.when[0]!;
    expect(
      other.kind === 'eq' && [
        other.values.length,
        ['FL', 'TX', 'CA'].some((s) => (other.values as string[]).includes(s)),
      ],
    ).toEqual([48, false]);
  });

  it('FL takes its row (C5), CA its own (C6), GA the other states’ (C7)', () => {
    expect(cells('FL')).toEqual([['State Adj!C5', -0.25]]);
    expect(cells('CA')).toEqual([['State Adj!C6', 0.125]]);
    expect(cells('GA')).toEqual([['State Adj!C7', -0.1]]);
  });
});

describe('a grid of state columns with an `All other states` column (states.otherwise)', () => {
  const sheet = juniperWith(
    {
      'State Grid': [
        [null, 'Property', 'FL, TX', 'CA', 'All other states'], // row 4
        [null, 'Condo', -0.25, 0.125, -0.1], // C5, D5, E5
      ],
    },
    {
      ...JUNIPER,
      states: { ...JUNIPER.states, otherwise: 'All other states' },
      tables: [
        ...JUNIPER.tables,
        {
          means: 'adjustments',
          shape: 'grid',
          at: { tab: 'State Grid' },
          corner: 'Property',
          rows: 'condition',
          columns: 'condition',
          values: 'adjustment',
          category: 'State Grid',
        },
      ],
    },
  );
  const cells = (state: string) =>
    pricedOn(sheet.artifacts[0]!, { ...PLAIN, program_slug: 'thirty_year_fixed', state })
      .eligible[0]!.adjusters.filter((a) => a.category === 'State Grid')
      .map((a) => [a.source_cell.replace(/^.* › /, ''), a.value]);

  it('the column is every state no other column names: the 48 codes but FL, TX and CA', () => {
    expect(sheet.diag.list).toEqual([]);
    const grid = sheet.artifacts[0]!.programs[0]!.grids.find((g) => g.category === 'State Grid')!;
    const other = grid.columns.find((c) => c.label === 'All other states')!.when[0]!;
    expect(
      other.kind === 'eq' && [
        other.values.length,
        ['FL', 'TX', 'CA'].some((s) => (other.values as string[]).includes(s)),
      ],
    ).toEqual([48, false]);
  });

  it('a condo in FL takes C5, in CA D5, in GA the other states’ E5', () => {
    expect(cells('FL')).toEqual([['State Grid!C5', -0.25]]);
    expect(cells('CA')).toEqual([['State Grid!D5', 0.125]]);
    expect(cells('GA')).toEqual([['State Grid!E5', -0.1]]);
  });
});

describe('an adjustment list whose program cell names several programs', () => {
  const sheet = juniperWith(
    {
      'Other Adj': [
        [null, 'Adjustment', 'Applies To', 'Adj'],
        [null, 'Condo', 'Thirty-Year Fixed, Thirty-Year Fixed Investor', -0.125], // D5
        [null, 'FICO < 740', 'All', -0.25], // D6
      ],
    },
    {
      ...JUNIPER,
      tables: [
        ...JUNIPER.tables,
        {
          means: 'adjustments',
          at: { tab: 'Other Adj' },
          shape: 'list',
          category: 'Other Adj',
          columns: [
            { heading: 'Adjustment', holds: 'condition' },
            { heading: 'Applies To', holds: 'program' },
            { heading: 'Adj', holds: 'adjustment' },
          ],
        },
      ],
    },
  );
  const cells = (program_slug: string, change: Record<string, unknown> = {}) =>
    pricedOn(sheet.artifacts[0]!, { ...PLAIN, program_slug, ...change })
      .eligible[0]!.adjusters.filter((a) => a.category === 'Other Adj')
      .map((a) => a.source_cell.replace(/^.* › /, ''));

  it('the row is each named program’s (D5 for the two thirty-year programs), the All row every program’s (D6)', () => {
    expect(sheet.diag.list).toEqual([]);
    expect(cells('thirty_year_fixed')).toEqual(['Other Adj!D6', 'Other Adj!D5']);
    expect(cells('thirty_year_fixed_investor', INVESTMENT)).toEqual(['Other Adj!D6', 'Other Adj!D5']);
    expect(cells('fifteen_year_fixed', { term: 15 })).toEqual(['Other Adj!D6']);
  });
});

describe('a list printed in blocks side by side (wrapped)', () => {
  const PAIRS = [
    [null, 'STATE ADJUSTMENTS'], // row 4
    [null, 'State', 'Adj', 'State', 'Adj'], // row 5
    [null, 'CA', 0.125, 'FL', -0.25], // row 6
    [null, 'CO', null, 'TX', 0.5], // row 7
  ];
  const pairs = (wrapped: boolean) =>
    juniperWith(
      { Pairs: PAIRS },
      {
        ...JUNIPER,
        tables: [
          ...JUNIPER.tables,
          {
            means: 'adjustments',
            at: { tab: 'Pairs' },
            shape: 'list',
            title: 'STATE ADJUSTMENTS',
            category: 'Pairs',
            ...(wrapped ? { wrapped: true as const } : {}),
            columns: [
              { heading: 'State', holds: 'condition' },
              { heading: 'Adj', holds: 'adjustment' },
            ],
          },
        ],
      },
    );
  const cellsIn = (sheet: ReturnType<typeof pairs>, state: string) =>
    pricedOn(sheet.artifacts[0]!, { ...PLAIN, state, program_slug: 'thirty_year_fixed' })
      .eligible.find((o) => o.rate === 6.75)
      ?.adjusters.filter((a) => a.category === 'Pairs')
      .map((a) => [a.value, a.source_cell.split('!')[1]]);

  it('every block is read: CA from C6, FL and TX from the second block (E6, E7)', () => {
    const sheet = pairs(true);
    expect(sheet.diag.list.filter((d) => d.severity === 'error')).toEqual([]);
    expect(['CA', 'FL', 'TX'].map((state) => cellsIn(sheet, state))).toEqual([
      [[0.125, 'C6']],
      [[-0.25, 'E6']],
      [[0.5, 'E7']],
    ]);
  });

  it('not declared wrapped, the first block alone is read: FL takes nothing', () => {
    expect(cellsIn(pairs(false), 'FL')).toEqual([]);
  });
});

describe('headings and keys merged across columns (a sheet laid out for print)', () => {
  // row 5: `Factor` merged over B5:C5, `Adj` over D5:E5; each row's key merged over B:C, its value over D:E
  const MERGED = [
    [null, 'PRINTED ADJUSTMENTS'], // row 4
    [null, 'Factor', null, 'Adj'], // row 5
    [null, 'Condo', null, -0.25], // row 6
    [null, 'FL', null, 0.125], // row 7
  ];
  const merges = ['B5:C5', 'D5:E5', 'B6:C6', 'D6:E6', 'B7:C7', 'D7:E7'];
  const printed = juniperWith(
    { Printed: MERGED },
    {
      ...JUNIPER,
      tables: [
        ...JUNIPER.tables,
        {
          means: 'adjustments',
          at: { tab: 'Printed' },
          shape: 'list',
          title: 'PRINTED ADJUSTMENTS',
          category: 'Printed',
          columns: [
            { heading: 'Factor', holds: 'condition' },
            { heading: 'Adj', holds: 'adjustment' },
          ],
        },
      ],
    },
    { Printed: merges },
  );

  it('a heading merged across columns is one column at its first cell: Condo at D6, FL at D7', () => {
    expect(printed.diag.list.filter((d) => d.severity === 'error')).toEqual([]);
    const offer = pricedOn(printed.artifacts[0]!, { ...PLAIN, program_slug: 'thirty_year_fixed' }).eligible.find(
      (o) => o.rate === 6.75,
    )!;
    expect(
      offer.adjusters.filter((a) => a.category === 'Printed').map((a) => [a.value, a.source_cell.split('!')[1]]),
    ).toEqual([
      [-0.25, 'D6'],
      [0.125, 'D7'],
    ]);
  });
});

describe('a key merged down over its group of rows (a list laid out for print)', () => {
  // B6:B8 `Condo` merged down over its three FICO rows; B9 `Investment` its own row
  const GROUPED = [
    [null, 'GROUPED ADJUSTMENTS'], // row 4
    [null, 'Factor', 'Score', 'Adj'], // row 5
    [null, 'Condo', 'FICO >= 740', -0.125], // row 6
    [null, null, 'FICO 700-739', -0.375], // row 7: the plain loan's (FICO 725)
    [null, null, 'FICO < 700', -0.75], // row 8
    [null, 'Investment', 'FICO 700-739', -1], // row 9
  ];
  const grouped = (merges: string[]) =>
    juniperWith(
      { Grouped: GROUPED },
      {
        ...JUNIPER,
        tables: [
          ...JUNIPER.tables,
          {
            means: 'adjustments',
            at: { tab: 'Grouped' },
            shape: 'list',
            title: 'GROUPED ADJUSTMENTS',
            category: 'Grouped',
            columns: [
              { heading: 'Factor', holds: 'condition' },
              { heading: 'Score', holds: 'condition' },
              { heading: 'Adj', holds: 'adjustment' },
            ],
          },
        ],
      },
      { Grouped: merges },
    );
  const groupedCells = (sheet: ReturnType<typeof grouped>, change: Record<string, unknown> = {}) =>
    pricedOn(sheet.artifacts[0]!, { ...PLAIN, program_slug: 'thirty_year_fixed', ...change })
      .eligible.find((o) => o.rate === 6.75)
      ?.adjusters.filter((a) => a.category === 'Grouped')
      .map((a) => [a.value, a.source_cell.split('!')[1]]);

  it('merged: the condo at FICO 725 takes D7 alone (-0.375); at 740 D6 (-0.125)', () => {
    const sheet = grouped(['B6:B8']);
    expect(sheet.diag.list.filter((d) => d.severity === 'error')).toEqual([]);
    expect(groupedCells(sheet)).toEqual([[-0.375, 'D7']]);
    expect(groupedCells(sheet, { credit_score: 740 })).toEqual([[-0.125, 'D6']]);
  });

  it('merged: a detached house at FICO 725 takes none of the condo rows', () => {
    expect(groupedCells(grouped(['B6:B8']), { property_type: 'sfr' })).toEqual([]);
  });

  it("not merged, B7 and B8 are blank: their rows are every loan's (FICO 725 takes D7 whatever the property)", () => {
    expect(groupedCells(grouped([]), { property_type: 'sfr' })).toEqual([[-0.375, 'D7']]);
  });
});

describe('a value cell printing a value per LTV band, split by a slash (Column split)', () => {
  // C5 `Condo`: -0.250 at or below 75%, -0.500 above; C6 `Investment`: 0 / NA
  const SPLIT = [
    [null, 'Adjustment', '≤ 75% / > 75%'], // B4
    [null, 'Condo', '-0.250 / -0.500'], // C5
    [null, 'Investment', '0.000 / NA'], // C6
  ];
  const split = (rows: unknown[][]) =>
    juniperWith(
      { Split: rows },
      {
        ...JUNIPER,
        tables: [
          ...JUNIPER.tables,
          {
            means: 'adjustments',
            at: { tab: 'Split' },
            shape: 'list',
            category: 'Split',
            columns: [
              { heading: 'Adjustment', holds: 'condition' },
              {
                heading: '≤ 75% / > 75%',
                holds: 'adjustment',
                split: [[band('ltv', null, false, 7500, true)], [band('ltv', 7500, false, null, false)]],
              },
            ],
          },
        ],
      },
    );
  const cells = (sheet: ReturnType<typeof split>, change: Record<string, unknown> = {}) =>
    pricedOn(sheet.artifacts[0]!, { ...PLAIN, program_slug: 'thirty_year_fixed', ...change })
      .eligible.find((o) => o.rate === 6.75)
      ?.adjusters.filter((a) => a.category === 'Split')
      .map((a) => a.value);
  const sheet = split(SPLIT);

  // the plain loan: 300,000 / 400,000 = 75.00%; 300,001 / 400,000 = 75.00025%
  it('LTV 75.00 takes the first value (-0.250), 75.00025 the second (-0.500)', () => {
    expect(sheet.diag.list.filter((d) => d.severity === 'error')).toEqual([]);
    expect(cells(sheet)).toEqual([-0.25]);
    expect(cells(sheet, { loan_amount: 300_001 })).toEqual([-0.5]);
  });

  it('a cell printing one value where two are declared is expected_number at its cell (C5)', () => {
    const one = split([SPLIT[0]!, [null, 'Condo', '-0.250'], SPLIT[2]!]);
    expect(one.diag.list.map((d) => [d.code, d.cell])).toEqual([['expected_number', 'C5']]);
  });
});

describe('conditions joined by commas or and in one label', () => {
  const joined = (label: string) =>
    juniperWith(
      {
        Joined: [
          [null, 'Factor', 'Adj'], // B4
          [null, label, -0.375], // C5
        ],
      },
      {
        ...JUNIPER,
        tables: [
          ...JUNIPER.tables,
          {
            means: 'adjustments',
            at: { tab: 'Joined' },
            shape: 'list',
            category: 'Joined',
            columns: [
              { heading: 'Factor', holds: 'condition' },
              { heading: 'Adj', holds: 'adjustment' },
            ],
          },
        ],
      },
    );
  const values = (sheet: ReturnType<typeof joined>, change: Record<string, unknown> = {}) =>
    pricedOn(sheet.artifacts[0]!, { ...PLAIN, program_slug: 'thirty_year_fixed', ...change })
      .eligible.find((o) => o.rate === 6.75)
      ?.adjusters.filter((a) => a.category === 'Joined')
      .map((a) => a.value);

  // the plain loan: FICO 725, LTV 75.00, in FL
  it('`FICO 700-739, LTV 70.01-80` holds for FICO 725 at LTV 75 (C5), not for FICO 740', () => {
    const sheet = joined('FICO 700-739, LTV 70.01-80');
    expect(sheet.diag.list.filter((d) => d.severity === 'error')).toEqual([]);
    expect(values(sheet)).toEqual([-0.375]);
    expect(values(sheet, { credit_score: 740 })).toEqual([]);
  });

  it('`FL and FICO 700-739`: a state code among them; TX does not take it', () => {
    const sheet = joined('FL and FICO 700-739');
    expect(values(sheet)).toEqual([-0.375]);
    expect(values(sheet, { state: 'TX' })).toEqual([]);
  });

  it('a part that reads as nothing leaves the label unknown_row_label at its cell (B5)', () => {
    expect(joined('FICO 700-739, Vacation Home').diag.list.map((d) => [d.code, d.cell])).toEqual([
      ['unknown_row_label', 'B5'],
    ]);
  });
});

describe('a row printed for information only (ignore)', () => {
  const TAB = {
    'Program Adj': [...TABS['Program Adj'], [null, 'Broker Comp', 2.75, 2]], // row 7: no adjustment
  };
  const table = PROFILE.tables.at(-1) as AdjustmentTable;

  it('ignored: compiles with no finding, the plain purchase takes C5 and C6 alone (98.443)', () => {
    const sheet = juniperWith(TAB, { ...JUNIPER, tables: [...JUNIPER.tables, { ...table, ignore: ['Broker Comp'] }] });
    expect(sheet.diag.list).toEqual([]);
    const offer = pricedOn(sheet.artifacts[0]!, { ...PLAIN, program_slug: 'thirty_year_fixed' }).eligible.find(
      (o) => o.rate === 6.75,
    )!;
    expect(offer.final_price).toBe(98.443);
  });

  it('not ignored, its label is unknown_row_label at B7', () => {
    const sheet = juniperWith(TAB, PROFILE);
    expect(sheet.diag.list.map((d) => [d.code, d.cell])).toEqual([['unknown_row_label', 'B7']]);
  });
});

/**
 * One alias two programs share (ProgramProfile `aliases`): a `Fixed` column standing for the
 * Thirty-Year and the Fifteen-Year Fixed is each one's; a name only one program bears is its alone.
 */
describe('a column headed by an alias two programs share', () => {
  const SHARED_TABS = {
    'Program Adj': [
      [null, 'Adjustment', 'Fixed', 'Thirty-Year Fixed Investor'],
      [null, 'Condo', -0.125, null], // C5: both fixed programs'
      [null, 'FICO < 740', -0.25, -0.5], // C6, D6
    ],
  };
  const aliased = (aliases: Record<string, string[]>): DeclaredProfile => ({
    ...PROFILE,
    programs: JUNIPER.programs.map((p) => ({ ...p, aliases: aliases[p.slug] ?? [] })),
  });
  const shared = juniperWith(
    SHARED_TABS,
    aliased({ thirty_year_fixed: ['Fixed'], fifteen_year_fixed: ['Fixed', '15 Fixed'] }),
  );
  /** The Program Adj cells a program's grids read. */
  const cells = (built: typeof shared, slug: string) =>
    built.artifacts[0]!.programs.find((p) => p.slug === slug)!
      .grids.filter((g) => g.tab === 'Program Adj')
      .flatMap((g) => g.rows.map((r) => `${g.columns[0]!.col}${r.row}`));

  it('compiles with no finding; the Fixed column is both fixed programs’, the investor’s its own', () => {
    expect(shared.diag.list).toEqual([]);
    expect(cells(shared, 'thirty_year_fixed')).toEqual(['C5', 'C6']);
    expect(cells(shared, 'fifteen_year_fixed')).toEqual(['C5', 'C6']);
    expect(cells(shared, 'thirty_year_fixed_investor')).toEqual(['D6']);
  });

  it('priced: the condo at FICO 725 on the 30-year takes C5 and C6 (98.818 - 0.125 - 0.250 = 98.443)', () => {
    const offer = pricedOn(shared.artifacts[0]!, { ...PLAIN, program_slug: 'thirty_year_fixed' }).eligible.find(
      (o) => o.rate === 6.75,
    )!;
    expect(offer.final_price).toBe(98.443);
  });

  it('an alias of one program alone is that program’s: `Fixed` the 15-year’s only', () => {
    const one = juniperWith(SHARED_TABS, aliased({ fifteen_year_fixed: ['Fixed'] }));
    expect(cells(one, 'thirty_year_fixed')).toEqual([]);
    expect(cells(one, 'fifteen_year_fixed')).toEqual(['C5', 'C6']);
  });
});
