/**
 * Conventions of sheets like Cedar Hollow's, in the table language: a label | value rule table found
 * by its title with no header row (`PROGRAM GUIDELINES`), labels printed for information only
 * (`Reserves`), a value meaning no rule (`Per LTV matrix cell`), lock periods printed with their unit
 * (`15, 30, 45, 60 Days`); a state-tier list whose unlisted states are not eligible; an eligibility
 * matrix with two row-key columns (`Occupancy | Loan Amount`). Each on Juniper Ridge's workbook.
 */
import { describe, expect, it } from 'vitest';
import { eq } from '../../compiler/conditions.ts';
import type { AdjustmentTable, DeclaredProfile, RuleTable, Table } from '../../compiler/tables/language.ts';
import { juniperWith } from '../fixture-lender/built-with.ts';
import { JUNIPER_EXAMPLES } from '../fixture-lender/examples.ts';
import { pricedOn } from '../fixture-lender/priced.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';

const ELIGIBILITY = JUNIPER.tables.find((t): t is RuleTable => t.means === 'eligibility rules')!;
const PLAIN = JUNIPER_EXAMPLES[0]!.request; // a condo purchase in FL, FICO 725, 300,000 / 400,000, DTI 45

function built(
  tab: string,
  rows: readonly (readonly unknown[])[],
  tables: (before: readonly Table[]) => Table[],
  more: Partial<DeclaredProfile> = {},
) {
  const profile: DeclaredProfile = {
    ...JUNIPER,
    ...more,
    conditions: {
      ...JUNIPER.conditions,
      Primary: [{ kind: 'eq', attr: 'occupancy', values: ['owner_occupied'] }],
      Purchase: [{ kind: 'eq', attr: 'purpose', values: ['purchase'] }],
    },
    tables: tables(JUNIPER.tables),
  };
  return juniperWith({ [tab]: rows }, profile);
}
type Built = ReturnType<typeof built>;

/** The reasons of `program_slug` on the plain purchase with `change`, as [key, threshold, cell]. */
const reasons = (sheet: Built, program_slug: string, change: Record<string, unknown> = {}) =>
  pricedOn(sheet.artifacts[0]!, { ...PLAIN, program_slug, ...change }).rejected.flatMap((r) =>
    r.rejections.map((x) => [x.key, x.threshold, x.source_page?.replace(/^.* › /, '')]),
  );

/** A `label | value` rule table under the title PROGRAM GUIDELINES on the Guide tab, with no header row. */
const GUIDELINES: RuleTable = {
  means: 'eligibility rules',
  at: { tab: 'Guide' },
  shape: 'list',
  title: 'PROGRAM GUIDELINES',
  columns: [
    { heading: 'Label', holds: 'rule' },
    { heading: 'Value', holds: 'value' },
  ],
  rules: {},
};

describe('a label | value rule table found by its title', () => {
  const sheet = built(
    'Guide',
    [
      [null, 'PROGRAM GUIDELINES'], // B4
      [null, 'Minimum FICO', 'Per LTV matrix cell (the figure in parentheses)'],
      [null, 'Maximum DTI', '45%'], // C6
      [null, 'Lock Periods', '15, 30, 45, 60 Days'], // C7
      [null, 'Reserves', '6 months PITIA'],
      [null, 'Minimum Loan Amount', '$100,000'], // C9
      [null, 'Maximum Loan Amount', '$1,500,000'], // C10
    ],
    (tables) => [
      ...tables.filter((t) => t !== ELIGIBILITY),
      {
        ...GUIDELINES,
        rules: {
          'Minimum FICO': { rule: 'min_fico', none: 'Per LTV matrix cell' },
          'Maximum DTI': { rule: 'max_dti' },
          'Lock Periods': { rule: 'locks' },
          'Minimum Loan Amount': { rule: 'min_loan' },
          'Maximum Loan Amount': { rule: 'max_loan' },
        },
        ignore: ['Reserves'],
      },
    ],
  );

  it('compiles with no finding: no minimum FICO, DTI 45, the four lock periods', () => {
    expect(sheet.diag.list).toEqual([]);
    const rules = sheet.artifacts[0]!.programs[0]!.doc_types[0]!;
    expect([rules.min_fico, rules.max_dti, rules.locks, rules.cells.max_dti]).toEqual([
      null,
      4500,
      [15, 30, 45, 60],
      'C6',
    ]);
  });

  it('DTI 45 is the limit itself, 45.01 past it (C6); FICO 500 is no reason', () => {
    expect(reasons(sheet, 'thirty_year_fixed')).toEqual([]);
    expect(reasons(sheet, 'thirty_year_fixed', { dti: 45.01, credit_score: 500 })).toEqual([
      ['max_dti', 45, 'Guide!C6'],
    ]);
  });

  it('lock periods listed with `and` (`15, 30 and 45 Days`): 15, 30, 45', () => {
    const anded = built(
      'Guide',
      [
        [null, 'PROGRAM GUIDELINES'],
        [null, 'Lock Periods', '15, 30 and 45 Days'],
      ],
      (tables) => [
        ...tables.filter((t) => t !== ELIGIBILITY),
        { ...GUIDELINES, rules: { 'Lock Periods': { rule: 'locks' } } },
      ],
    );
    expect(anded.diag.list.filter((d) => d.code === 'expected_number')).toEqual([]);
    expect(anded.artifacts[0]?.programs[0]?.doc_types[0]?.locks).toEqual([15, 30, 45]);
  });

  it('a percentage printed bare in text with a remark (`45 (40 for cash-out)`, no % in the cell): 45; `45% (40)` too', () => {
    const dti = (printed: string) =>
      built(
        'Guide',
        [
          [null, 'PROGRAM GUIDELINES'],
          [null, 'Maximum DTI', printed], // C5
        ],
        (tables) => [
          ...tables.filter((t) => t !== ELIGIBILITY),
          { ...GUIDELINES, rules: { 'Maximum DTI': { rule: 'max_dti' } } },
        ],
      );
    for (const printed of ['45 (40 for cash-out)', '45% (40 for cash-out)']) {
      const sheet = dti(printed);
      expect(sheet.diag.list.filter((d) => d.severity === 'error')).toEqual([]);
      expect(sheet.artifacts[0]?.programs[0]?.doc_types[0]?.max_dti).toBe(4500);
    }
    // a bare figure in a cell that prints a % elsewhere is not read as one
    expect(dti('45 (40% for cash-out)').diag.list.map((d) => d.code)).toContain('expected_number');
  });

  it('limits printed in words: `660 and above` a minimum FICO of 660, `Up to 45%` a maximum DTI of 45.00', () => {
    const worded = built(
      'Guide',
      [
        [null, 'PROGRAM GUIDELINES'],
        [null, 'Minimum FICO', '660 and above'], // C5
        [null, 'Maximum DTI', 'Up to 45%'], // C6
      ],
      (tables) => [
        ...tables.filter((t) => t !== ELIGIBILITY),
        { ...GUIDELINES, rules: { 'Minimum FICO': { rule: 'min_fico' }, 'Maximum DTI': { rule: 'max_dti' } } },
      ],
    );
    expect(worded.diag.list.filter((d) => d.severity === 'error')).toEqual([]);
    const rules = worded.artifacts[0]!.programs[0]!.doc_types[0]!;
    expect([rules.min_fico, rules.max_dti]).toEqual([660, 4500]);
  });

  it('no title on the tab: missing_table', () => {
    const untitled = built(
      'Guide',
      [
        [null, 'Guidelines'],
        [null, 'Maximum DTI', '45%'],
      ],
      (tables) => [
        ...tables.filter((t) => t !== ELIGIBILITY),
        { ...ELIGIBILITY, at: { tab: 'Guide' }, title: 'PROGRAM GUIDELINES' },
      ],
    );
    expect(untitled.diag.list.map((d) => `${d.code} ${d.tab}`)).toContain('missing_table Guide');
  });

  it('a title printed with more words after a separator is found by the words declared; words run on are not', () => {
    const longer = (title: string) =>
      built(
        'Guide',
        [
          [null, title],
          [null, 'Maximum DTI', '45%'],
        ],
        (tables) => [...tables, { ...GUIDELINES, rules: { 'Maximum DTI': { rule: 'max_dti' } } }],
      );
    expect(longer('PROGRAM GUIDELINES · ALL PROGRAMS').diag.list).toEqual([]);
    expect(longer('PROGRAM GUIDELINES (rev. 11/2026)').diag.list).toEqual([]);
    expect(longer('PROGRAM GUIDELINESX').diag.list.map((d) => `${d.code} ${d.tab}`)).toContain('missing_table Guide');
  });
});

/** A `States | Cost` list of state adjustments on the Tiers tab. */
const STATE_LIST: AdjustmentTable = {
  means: 'adjustments',
  at: { tab: 'Tiers' },
  shape: 'list',
  category: 'State',
  columns: [
    { heading: 'States', holds: 'condition' },
    { heading: 'Cost', holds: 'adjustment' },
  ],
};

describe('state tiers: a state in none is not eligible', () => {
  const sheet = built(
    'Tiers',
    [
      [null, 'Tier', 'States', 'Cost'], // C4: the first declared column
      [null, 'Tier 1', 'CO, TX', 0],
      [null, 'Tier 2', 'FL, NY', -0.25], // D6
    ],
    (tables) => [
      ...tables,
      {
        means: 'adjustments',
        at: { tab: 'Tiers' },
        shape: 'list',
        category: 'State Tiers',
        onlyListedStates: true,
        columns: [
          { heading: 'States', holds: 'condition' },
          { heading: 'Cost', holds: 'adjustment' },
        ],
      },
    ],
  );

  it('FL takes Tier 2 (D6): 98.818 - 0.250 = 98.568', () => {
    expect(sheet.diag.list).toEqual([]);
    const offer = pricedOn(sheet.artifacts[0]!, { ...PLAIN, program_slug: 'thirty_year_fixed' }).eligible.find(
      (o) => o.rate === 6.75,
    )!;
    expect(offer.final_price).toBe(98.568);
  });

  it('CA is in no tier: eligible_states, the listed states, at the table (C4)', () => {
    expect(reasons(sheet, 'thirty_year_fixed', { state: 'CA' })).toEqual([
      ['eligible_states', ['CO', 'FL', 'NY', 'TX'], 'Tiers!C4'],
    ]);
  });
});

describe('states a row marks NA: not eligible (na: state not eligible), not llpa_na', () => {
  const tiers = (onlyListedStates: boolean) =>
    built(
      'Tiers',
      [
        [null, 'States', 'Cost'], // B4: the table's title cell, its first heading
        [null, 'FL', -0.25], // C5
        [null, 'AK, HI', 'NA'], // C6
      ],
      (tables) => [
        ...tables,
        { ...STATE_LIST, na: 'state not eligible', ...(onlyListedStates && { onlyListedStates }) },
      ],
    );
  const every = tiers(false);

  it('AK is refused eligible_states, every state but AK and HI, at the table (B4); CO, in no row, is priced', () => {
    expect(every.diag.list).toEqual([]);
    const [reason] = reasons(every, 'thirty_year_fixed', { state: 'AK' });
    expect(reason?.[0]).toBe('eligible_states');
    expect(reason?.[1]).not.toContain('AK');
    expect(reason?.[1]).not.toContain('HI');
    expect(reason?.[1]).toContain('CO');
    expect(reason?.[2]).toBe('Tiers!B4');
    expect(reasons(every, 'thirty_year_fixed', { state: 'CO' })).toEqual([]);
  });

  it('FL (the plain loan) takes its row (C5): 98.818 - 0.250 = 98.568; AK takes none (no llpa_na)', () => {
    const offer = pricedOn(every.artifacts[0]!, {
      ...PLAIN,
      program_slug: 'thirty_year_fixed',
      state: 'FL',
    }).eligible.find((o) => o.rate === 6.75)!;
    expect(offer.final_price).toBe(98.568);
    expect(reasons(every, 'thirty_year_fixed', { state: 'AK' }).map((r) => r[0])).toEqual(['eligible_states']);
  });

  it('with onlyListedStates the table lists FL alone: CO is refused too', () => {
    const listed = tiers(true);
    expect(listed.diag.list).toEqual([]);
    expect(reasons(listed, 'thirty_year_fixed', { state: 'CO' })).toEqual([['eligible_states', ['FL'], 'Tiers!B4']]);
    expect(reasons(listed, 'thirty_year_fixed', { state: 'HI' })).toEqual([['eligible_states', ['FL'], 'Tiers!B4']]);
  });
});

describe('a listed state with a blank adjustment: listed, no adjustment (not a note, not "all other states")', () => {
  const tiers = (onlyListedStates: boolean) =>
    built(
      'Tiers',
      [
        [null, 'States', 'Cost'], // B4: the table's title cell, its first heading
        [null, 'FL', -0.25], // C5
        [null, 'CO', null], // C6 blank: CO is listed, adjusted by nothing
        [null, 'All other states', -0.5], // C7
      ],
      (tables) => [...tables, { ...STATE_LIST, ...(onlyListedStates && { onlyListedStates }) }],
      { states: { ...JUNIPER.states, otherwise: 'All other states' } },
    );
  const at675 = (sheet: ReturnType<typeof tiers>, state: string) =>
    pricedOn(sheet.artifacts[0]!, { ...PLAIN, program_slug: 'thirty_year_fixed', state }).eligible.find(
      (o) => o.rate === 6.75,
    )?.final_price;

  // Juniper's own tiers take 0.250 off FL: 6.750 is 99.068 elsewhere, 98.818 in FL
  for (const only of [false, true])
    it(`${only ? 'onlyListedStates' : 'every state'}: CO 99.068 (no row adds), FL 98.818 - 0.250 = 98.568, WA (other) 99.068 - 0.500 = 98.568`, () => {
      const sheet = tiers(only);
      expect(sheet.diag.list).toEqual([]);
      expect(at675(sheet, 'CO')).toBe(99.068);
      expect(reasons(sheet, 'thirty_year_fixed', { state: 'CO' })).toEqual([]);
      expect(at675(sheet, 'FL')).toBe(98.568);
      expect(at675(sheet, 'WA')).toBe(98.568);
    });
});

describe('a grid of state rows with an "All other states" row', () => {
  const sheet = built(
    'Tiers',
    [
      [null, 'State', 'Purchase'], // B4: the grid's corner
      [null, 'FL', -0.25], // C5
      [null, 'All other states', -0.5], // C6
    ],
    (tables) => [
      ...tables,
      {
        means: 'adjustments',
        at: { tab: 'Tiers' },
        shape: 'grid',
        corner: 'State',
        rows: 'condition',
        columns: 'condition',
        values: 'adjustment',
      },
    ],
    { states: { ...JUNIPER.states, otherwise: 'All other states' } },
  );
  const at675 = (state: string) =>
    pricedOn(sheet.artifacts[0]!, { ...PLAIN, program_slug: 'thirty_year_fixed', state }).eligible.find(
      (o) => o.rate === 6.75,
    )?.final_price;

  // Juniper's own tiers take 0.250 off FL: 6.750 is 99.068 elsewhere, 98.818 in FL
  it("compiles with no finding: FL takes C5 (98.818 - 0.250 = 98.568), CO the other states' C6 (99.068 - 0.500 = 98.568)", () => {
    expect(sheet.diag.list).toEqual([]);
    expect(at675('FL')).toBe(98.568);
    expect(at675('CO')).toBe(98.568);
    expect(at675('WA')).toBe(98.568);
  });

  it("the other states' row names every state but FL", () => {
    const grid = sheet.artifacts[0]!.programs[0]!.grids.find((g) => g.tab === 'Tiers')!;
    const others = grid.rows[1]!.when[0] as { values: string[] };
    expect(others.values).not.toContain('FL');
    expect(others.values).toContain('CO');
    expect(others.values).toHaveLength(50); // 50 states and DC, but FL
  });
});

describe("a terms row for every program beside a program's own", () => {
  const termsTable = (fifteen: string) =>
    built(
      'Terms',
      [
        [null, 'Program', 'Rule', 'Value'], // B4
        [null, 'All', 'Terms', '30'], // D5
        [null, 'Fifteen-Year Fixed', 'Terms', fifteen], // D6
      ],
      (tables) => [
        ...tables,
        {
          means: 'eligibility rules',
          at: { tab: 'Terms' },
          shape: 'list',
          columns: [
            { heading: 'Program', holds: 'program' },
            { heading: 'Rule', holds: 'rule' },
            { heading: 'Value', holds: 'value' },
          ],
          rules: { Terms: { rule: 'terms' } },
        },
      ],
    );

  it('the All row is checked against the programs it is for: not Fifteen-Year Fixed, whose own row replaces it', () => {
    expect(termsTable('15').diag.list).toEqual([]);
  });

  it("a program's own row that contradicts its name is unknown_term at its cell (D6)", () => {
    expect(termsTable('20').diag.list.map((d) => [d.code, d.cell, d.message])).toEqual([
      ['unknown_term', 'D6', 'Fifteen-Year Fixed: its name says 15 years, the row 20'],
    ]);
  });
});

describe("states a program's own list marks NA: that program's alone", () => {
  // a column per program read as a list per program, each scoped to it
  const perProgram = (heading: string, program: string): Table => ({
    means: 'adjustments',
    at: { tab: 'Tiers' },
    shape: 'list',
    category: 'State',
    na: 'state not eligible',
    when: [eq('program', program)],
    columns: [
      { heading: 'State', holds: 'condition' },
      { heading, holds: 'adjustment' },
    ],
  });
  const sheet = built(
    'Tiers',
    [
      [null, 'State', '30 YR', '15 YR'], // B4
      [null, 'CO', 'NA', 0], // C5: not for the 30-year program
      [null, 'TX', 0, 'NA'], // D6: not for the 15-year program
    ],
    (tables) => [...tables, perProgram('30 YR', 'thirty_year_fixed'), perProgram('15 YR', 'fifteen_year_fixed')],
  );
  const keys = (program_slug: string, state: string) =>
    reasons(sheet, program_slug, { state, ...(program_slug === 'fifteen_year_fixed' && { term: 15 }) }).map(
      (r) => r[0],
    );

  it('Thirty-Year Fixed: CO refused, TX eligible; Fifteen-Year Fixed: TX refused, CO eligible', () => {
    expect(sheet.diag.list.filter((d) => d.severity === 'error')).toEqual([]);
    expect(keys('thirty_year_fixed', 'CO')).toContain('eligible_states');
    expect(keys('thirty_year_fixed', 'TX')).toEqual([]);
    expect(keys('fifteen_year_fixed', 'TX')).toContain('eligible_states');
    expect(keys('fifteen_year_fixed', 'CO')).not.toContain('eligible_states');
  });
});

/** A `STATE MAP` of tiles (AdjustmentTable `tiles`) on the Tiers tab under its title (B4), `NA` a state no program takes. */
const stateMap = (rows: unknown[][], tiles: AdjustmentTable['tiles'] | undefined, category: string) =>
  built('Tiers', [[null, 'STATE MAP'], ...rows], (tables) => [
    ...tables,
    {
      means: 'adjustments',
      at: { tab: 'Tiers' },
      shape: 'list',
      title: 'STATE MAP',
      category,
      na: 'state not eligible',
      ...(tiles && { tiles }),
      columns: [
        { heading: 'State', holds: 'condition' },
        { heading: 'Eligible', holds: 'adjustment' },
      ],
    },
  ]);

describe('a state map of tiles under its title, no header (tiles)', () => {
  const map = (tiles: boolean) =>
    stateMap(
      [
        [null, 'AK', 'NA', 'WA', 0], // C5, E5
        [null, null, null, 'CO', 'NA'], // a blank first tile: no end; E6
        [null, 'TX', 0, 'OR', 0],
        [null, 'Every other state is eligible.'], // a note under the map ends it
      ],
      tiles || undefined,
      'State',
    );

  it('AK (C5) and CO (E6, below a blank tile) refused; WA, TX, OR eligible', () => {
    const sheet = map(true);
    expect(sheet.diag.list.filter((d) => d.severity === 'error')).toEqual([]);
    const keys = (state: string) => reasons(sheet, 'thirty_year_fixed', { state }).map((r) => r[0]);
    expect(keys('AK')).toEqual(['eligible_states']);
    expect(keys('CO')).toEqual(['eligible_states']);
    for (const state of ['WA', 'TX', 'OR']) expect(keys(state)).toEqual([]);
  });

  it('not declared tiles, the first column pair alone down to its first blank tile: CO is eligible', () => {
    expect(reasons(map(false), 'thirty_year_fixed', { state: 'CO' })).toEqual([]);
  });
});

describe("a state map of tiles each in one cell, its key then its value (`tiles: 'in one cell'`: `AK NA`)", () => {
  const map = (second: string) =>
    stateMap(
      [
        [null, 'AK NA', second, 'CO NA'], // B5, C5, D5
        [null, 'TX -0.125', null, 'OR 0'], // B6; a blank tile: no end
        [null, 'Every other state is eligible.'], // a note under the map ends it
      ],
      'in one cell',
      'State Map',
    );

  it('AK (B5) and CO (D5) refused; WA, TX, OR eligible, TX adjusted -0.125 from B6', () => {
    const sheet = map('WA 0');
    expect(sheet.diag.list.filter((d) => d.severity === 'error')).toEqual([]);
    const keys = (state: string) => reasons(sheet, 'thirty_year_fixed', { state }).map((r) => r[0]);
    expect(keys('AK')).toEqual(['eligible_states']);
    expect(keys('CO')).toEqual(['eligible_states']);
    for (const state of ['WA', 'TX', 'OR']) expect(keys(state)).toEqual([]);
    const tx = pricedOn(sheet.artifacts[0]!, { ...PLAIN, state: 'TX', program_slug: 'thirty_year_fixed' }).eligible[0]!;
    expect(tx.adjusters.filter((a) => a.category === 'State Map').map((a) => [a.row_label, a.value])).toEqual([
      ['TX', -0.125],
    ]);
  });

  it('a tile whose value is no number is expected_number_or_na at its cell', () => {
    expect(
      map('WA Yes')
        .diag.list.filter((d) => d.severity === 'error')
        .map((d) => [d.code, d.cell]),
    ).toEqual([['expected_number_or_na', 'C5']]);
  });
});

/** An `Extra` list of one condo row (C6) titled `title`, declared with `when`: each program's adjusters of it on the plain loan. */
function extraList(title: string, when?: AdjustmentTable['when']) {
  const sheet = built(
    'Extra',
    [
      [null, title], // B4
      [null, 'Factor', 'Adj'],
      [null, 'Condo', -0.5], // C6
    ],
    (tables) => [
      ...tables,
      {
        means: 'adjustments',
        at: { tab: 'Extra' },
        shape: 'list',
        title,
        category: 'Extra',
        ...(when && { when }),
        columns: [
          { heading: 'Factor', holds: 'condition' },
          { heading: 'Adj', holds: 'adjustment' },
        ],
      },
    ],
  );
  expect(sheet.diag.list).toEqual([]);
  return (program_slug: string, term: number) =>
    pricedOn(sheet.artifacts[0]!, { ...PLAIN, term, program_slug })
      .eligible.flatMap((o) => o.adjusters)
      .filter((a) => a.category === 'Extra')
      .map((a) => `${a.value} ${a.source_cell?.replace(/^.* › /, '')}`);
}

describe('a list of one program’s adjustments', () => {
  it('titled by its name: the condo takes C6 on Fifteen-Year Fixed only, not on Thirty-Year Fixed', () => {
    const extra = extraList('Fifteen-Year Fixed');
    expect(new Set(extra('fifteen_year_fixed', 15))).toEqual(new Set(['-0.5 Extra!C6']));
    expect(extra('thirty_year_fixed', 30)).toEqual([]);
  });

  it('titled otherwise, scoped by its declaration (when): the same', () => {
    const extra = extraList('OTHER ADJUSTMENTS — 15 YR', [
      { kind: 'eq', attr: 'program', values: ['fifteen_year_fixed'] },
    ]);
    expect(new Set(extra('fifteen_year_fixed', 15))).toEqual(new Set(['-0.5 Extra!C6']));
    expect(extra('thirty_year_fixed', 30)).toEqual([]);
  });
});

describe('an eligibility matrix of two row-key columns', () => {
  const sheet = built(
    'Matrix',
    [
      [null, 'MAXIMUM LTV'],
      [null, 'Occupancy', 'Loan Amount', 'Purchase', 'Cash-Out Refi'], // B5
      [null, 'Primary', '$100,000-$999,999', '78%', '70%'], // D6: below the Max LTV 80 of the Eligibility rows
      [null, 'Primary', '$1,000,000-$1,500,000', '75%', 'NA'], // D7
      [null, 'Investment', '$100,000-$1,500,000', '70%', '60%'], // D8
    ],
    (tables) => [
      ...tables,
      {
        means: 'eligibility matrix',
        shape: 'grid',
        at: { tab: 'Matrix' },
        corner: 'Occupancy',
        rows: ['condition', 'condition'],
        columns: 'condition',
      },
    ],
  );

  it('compiles with no finding: each row the conditions of both keys', () => {
    expect(sheet.diag.list).toEqual([]);
    const matrix = sheet.artifacts[0]!.programs[0]!.matrix!;
    expect(matrix.columns.map((c) => c.col)).toEqual(['D', 'E']);
    expect(matrix.rows.map((r) => [r.row, r.labels.occupancy, r.labels.loan_amount])).toEqual([
      [6, 'Primary', '$100,000-$999,999'],
      [7, 'Primary', '$1,000,000-$1,500,000'],
      [8, 'Investment', '$100,000-$1,500,000'],
    ]);
  });

  it('a primary purchase: 78.00 (312,000) passes, 312,001 (78.00025) is past D6', () => {
    expect(reasons(sheet, 'thirty_year_fixed', { loan_amount: 312_000 })).toEqual([]);
    expect(reasons(sheet, 'thirty_year_fixed', { loan_amount: 312_001 })).toEqual([
      ['max_ltv_exceeded', 78, 'Matrix!D6'],
    ]);
  });

  it('$1,000,000 reads the second row: 75.00 passes (on 1,333,334), 75.0000188 (on 1,333,333) is past D7', () => {
    const big = (purchase_price: number) => ({ loan_amount: 1_000_000, purchase_price });
    expect(reasons(sheet, 'thirty_year_fixed', big(1_333_334))).toEqual([]);
    expect(reasons(sheet, 'thirty_year_fixed', big(1_333_333))).toEqual([['max_ltv_exceeded', 75, 'Matrix!D7']]);
  });
});

describe('states not eligible in a table of a column per program', () => {
  it('is refused at the header, not read as llpa_na', () => {
    const columns = built(
      'Tiers',
      [
        [null, 'States', 'All'], // B4
        [null, 'FL', -0.25],
        [null, 'AK, HI', 'NA'],
      ],
      (tables) => [
        ...tables,
        {
          means: 'adjustments',
          at: { tab: 'Tiers' },
          shape: 'program columns',
          category: 'State',
          na: 'state not eligible',
          columns: [{ heading: 'States', holds: 'condition' }],
        },
      ],
    );
    expect(columns.diag.list.map((d) => `${d.code} ${d.cell}`)).toContain('unsupported_layout B4');
  });
});

describe('a rule table printed in blocks side by side (wrapped)', () => {
  const BLOCKS = [
    [null, 'Rule', 'All', null, 'Rule', 'All'], // B4, E4
    [null, 'Max DTI', '40%', null, 'Min FICO', 700], // C5, F5
  ];
  const rules = (wrapped?: true) =>
    built('Blocks', BLOCKS, (tables) => [
      ...tables,
      {
        means: 'eligibility rules',
        at: { tab: 'Blocks' },
        shape: 'program columns',
        ...(wrapped && { wrapped }),
        columns: [{ heading: 'Rule', holds: 'rule' }],
        rules: { 'Max DTI': { rule: 'max_dti' }, 'Min FICO': { rule: 'min_fico' } },
      },
    ]);

  it('wrapped: both blocks read, one table: DTI 40.01 fails C5, FICO 699 fails F5', () => {
    const sheet = rules(true);
    expect(sheet.diag.list).toEqual([]);
    const mine = (change: Record<string, unknown>) =>
      reasons(sheet, 'thirty_year_fixed', change).filter((r) => String(r[2]).startsWith('Blocks!'));
    expect(mine({ dti: 40.01, credit_score: 700 })).toEqual([['max_dti', 40, 'Blocks!C5']]);
    expect(mine({ credit_score: 699, dti: 40 })).toEqual([['min_fico', 700, 'Blocks!F5']]);
    expect(mine({ credit_score: 700, dti: 40 })).toEqual([]);
  });

  it('not declared wrapped, the second header is a second table', () => {
    expect(rules().diag.list.map((d) => `${d.code} ${d.cell}`)).toContain('duplicate_table E4');
  });
});
