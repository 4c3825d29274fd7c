/**
 * Adjustments of each note rate on its own (FORMAT_VERSION 18 `rate_adjusters`): an adjustment list
 * whose key column holds rate conditions (Holds `rate condition`: `Note rates below 7.000%`, `Note
 * rates 8.500% and above`) adjusts each rate of a program's ladder by the rows whose band holds it,
 * where every other row adjusts the loan. Juniper Ridge's workbook with a `Rated` tab of base prices
 * in place of its Pricing tab (the edges 6.875 / 7.000 / 8.375 / 8.500 on its 30-year ladder) and a
 * `Rate Adj` tab of the list.
 */
import { describe, expect, it } from 'vitest';
import { removals } from '../../compiler/structure.ts';
import type { AdjustmentTable, Table } from '../../compiler/tables/language.ts';
import type { Artifact, RateAdjuster } from '../../worker/artifact/format.ts';
import { juniperWith, type MoreTabs, OTHER_LADDERS, RATED } from '../fixture-lender/built-with.ts';
import { JUNIPER_EXAMPLES } from '../fixture-lender/examples.ts';
import { pricedOn } from '../fixture-lender/priced.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';

const PLAIN = { ...JUNIPER_EXAMPLES[0]!.request, program_slug: 'thirty_year_fixed', view: 'all' as const };

const RATED_TAB = [
  [null, 'Thirty-Year Fixed'], // row 4
  [null, 'Rate', 'Price'], // row 5
  [null, 6.875, 99.5], // row 6
  [null, 7, 99.75],
  [null, 8.375, 100.25],
  [null, 8.5, 100.5], // row 9
  ...OTHER_LADDERS,
];

const NOTE_RATES: AdjustmentTable = {
  means: 'adjustments',
  at: { tab: 'Rate Adj' },
  shape: 'list',
  title: 'NOTE RATE ADJUSTMENTS',
  category: 'Note Rate',
  columns: [
    { heading: 'Note Rate', holds: 'rate condition' },
    { heading: 'Adjustment', holds: 'adjustment' },
  ],
};

/** Juniper's workbook priced from the `Rated` tab, with `rows` under the list's title and header on `Rate Adj`. */
function rated(rows: unknown[][], table: Table = NOTE_RATES, more: MoreTabs = {}) {
  const tables: Table[] = [RATED, ...JUNIPER.tables.filter((t) => t.means !== 'base prices'), table];
  return juniperWith(
    {
      Rated: RATED_TAB,
      'Rate Adj': [[null, 'NOTE RATE ADJUSTMENTS'], [null, 'Note Rate', 'Adjustment'], ...rows],
      ...more,
    },
    { ...JUNIPER, tables },
  );
}

const sheet = rated([
  [null, 'Note rates below 7.000%', -0.25], // C6
  [null, 'Note rates 8.500% and above', 0.125], // C7
]);
const offers = () => pricedOn(sheet.artifacts[0]!, PLAIN).eligible;
const at = (rate: number) => offers().find((o) => o.rate === rate)!;

describe('a note-rate adjustment list (`Note Rate | Adjustment`)', () => {
  it('compiles with no finding: two rate adjusters of every program, no grid row of them', () => {
    expect(sheet.diag.list).toEqual([]);
    const program = sheet.artifacts[0]!.programs.find((p) => p.slug === 'thirty_year_fixed')!;
    expect(program.rate_adjusters.map((a) => [a.label, a.rates, a.value, a.cell, a.category, a.when])).toEqual([
      ['Note rates below 7.000%', { lo: null, lo_incl: false, hi: 7000, hi_incl: false }, -250, 'C6', 'Note Rate', []],
      [
        'Note rates 8.500% and above',
        { lo: 8500, lo_incl: true, hi: null, hi_incl: false },
        125,
        'C7',
        'Note Rate',
        [],
      ],
    ]);
    expect(program.grids.some((g) => g.category === 'Note Rate')).toBe(false);
  });

  it('each rate takes the rows of its own rate: 6.875 -0.250, 7.000 and 8.375 nothing, 8.500 +0.125', () => {
    const loan = at(7).price_adjustment; // the loan's adjustments alone (7.000 takes no rate row)
    expect(at(8.375).price_adjustment).toBe(loan);
    // exact thousandths: 6.875 takes -0.250 more, 8.500 +0.125 more
    expect(Math.round(at(6.875).price_adjustment * 1000)).toBe(Math.round(loan * 1000) - 250);
    expect(Math.round(at(8.5).price_adjustment * 1000)).toBe(Math.round(loan * 1000) + 125);
    for (const o of offers())
      expect(Math.round(o.final_price * 1000)).toBe(Math.round((o.base_price + o.price_adjustment) * 1000));
  });

  it("an offer lists its rate's adjuster after the loan's, at its cell; other rates none", () => {
    const rows = (rate: number) => at(rate).adjusters.filter((a) => a.category === 'Note Rate');
    expect(rows(6.875)).toEqual([
      {
        category: 'Note Rate',
        row_label: 'Note rates below 7.000%',
        band: null,
        value: -0.25,
        source: 'llpa',
        source_cell: expect.stringMatching(/› Rate Adj!C6$/),
      },
    ]);
    expect(at(6.875).adjusters.at(-1)?.row_label).toBe('Note rates below 7.000%');
    expect(rows(7)).toEqual([]);
    expect(rows(8.375)).toEqual([]);
    expect(rows(8.5).map((a) => [a.row_label, a.value])).toEqual([['Note rates 8.500% and above', 0.125]]);
    // the loan's adjusters are the same objects at every rate
    expect(at(7).adjusters).toEqual(at(8.375).adjusters);
  });

  it('a band of rates includes both ends: `Rate 6.875% - 7.000%` adjusts 6.875 and 7.000, not 8.375', () => {
    const band = rated([[null, 'Rate 6.875% - 7.000%', -0.125]]);
    expect(band.diag.list).toEqual([]);
    const priced = pricedOn(band.artifacts[0]!, PLAIN).eligible;
    const tagged = (rate: number) =>
      priced.find((o) => o.rate === rate)!.adjusters.some((a) => a.row_label === 'Rate 6.875% - 7.000%');
    expect([6.875, 7, 8.375, 8.5].map(tagged)).toEqual([true, true, false, false]);
  });
});

describe('a note-rate row gone from the next sheet is a structural removal (a reviewer accepts it)', () => {
  const today = sheet.artifacts[0]!;
  const next = (change: (adjusters: RateAdjuster[]) => RateAdjuster[]): Artifact => ({
    ...today,
    programs: today.programs.map((p) => ({ ...p, rate_adjusters: change(p.rate_adjusters) })),
  });

  it('`Note rates below 7.000%` gone: one removal per program, at its cell on the previous sheet', () => {
    const gone = removals(
      today,
      next((list) => list.slice(1)),
    );
    expect(new Set(gone.map((r) => `${r.removed} | ${r.where} | ${r.previous_cell.replace(/^.* › /, '')}`))).toEqual(
      new Set(['rate adjuster | Rate Adj › Note Rate › Note rates below 7.000% | Rate Adj!C6']),
    );
  });

  it('a label re-worded over the same rates is no removal; the same label over other rates is', () => {
    expect(
      removals(
        today,
        next((list) => list.map((a) => ({ ...a, label: a.label.toUpperCase() }))),
      ),
    ).toEqual([]);
    const moved = next((list) =>
      list.map((a) => ({ ...a, rates: { ...a.rates, hi: a.rates.hi === null ? null : 6875 } })),
    );
    expect(removals(today, moved).map((r) => r.where)).toEqual(['Rate Adj › Note Rate › Note rates below 7.000%']);
  });
});

describe('a note-rate row with a condition of the loan (`Property | Note Rate | Adjustment`)', () => {
  const BY_PROPERTY: AdjustmentTable = {
    ...NOTE_RATES,
    columns: [{ heading: 'Property', holds: 'condition' }, ...NOTE_RATES.columns],
  };
  const condo = juniperWith(
    {
      Rated: RATED_TAB,
      'Rate Adj': [
        [null, 'NOTE RATE ADJUSTMENTS'],
        [null, 'Property', 'Note Rate', 'Adjustment'],
        [null, 'Condo', 'Note rates 8.500% and above', -0.375], // D6
        [null, '', 'Rate 7.000% - 8.375%', 0.25], // D7: a blank condition, every loan
      ],
    },
    { ...JUNIPER, tables: [RATED, ...JUNIPER.tables.filter((t) => t.means !== 'base prices'), BY_PROPERTY] },
  );
  const rows = (rate: number, change: Record<string, unknown> = {}) =>
    pricedOn(condo.artifacts[0]!, { ...PLAIN, ...change })
      .eligible.find((o) => o.rate === rate)!
      .adjusters.filter((a) => a.category === 'Note Rate')
      .map((a) => [a.row_label, a.value]);

  it('compiles with no finding; the row takes its condition as its conditions, its label both cells', () => {
    expect(condo.diag.list).toEqual([]);
    const program = condo.artifacts[0]!.programs.find((p) => p.slug === 'thirty_year_fixed')!;
    expect(program.rate_adjusters.map((a) => [a.label, a.when.length, a.cell])).toEqual([
      ['Condo / Note rates 8.500% and above', 1, 'D6'],
      ['Rate 7.000% - 8.375%', 0, 'D7'],
    ]);
  });

  it('the plain loan (a condo): 8.500 takes -0.375, 8.375 +0.250; a house at 8.500 nothing', () => {
    expect(rows(8.5)).toEqual([['Condo / Note rates 8.500% and above', -0.375]]);
    expect(rows(8.375)).toEqual([['Rate 7.000% - 8.375%', 0.25]]);
    expect(rows(8.5, { property_type: 'sfr' })).toEqual([]);
    expect(rows(6.875, { property_type: 'sfr' })).toEqual([]);
  });
});

describe('rate conditions where they cannot be read', () => {
  it('in a loan-level list (a `condition` column) it is an error at its cell, not read as another condition', () => {
    const loanLevel: AdjustmentTable = {
      ...NOTE_RATES,
      columns: [{ heading: 'Note Rate', holds: 'condition' }, NOTE_RATES.columns[1]!],
    };
    const wrong = rated([[null, 'Note rates below 7.000%', -0.25]], loanLevel);
    expect(wrong.diag.list.map((d) => [d.code, d.cell, d.message])).toEqual([
      ['unknown_row_label', 'B6', expect.stringContaining('a condition on the note rate')],
    ]);
  });

  it('a band the grammar cannot read (four decimals) is bad_band at its cell', () => {
    expect(rated([[null, 'Note rates below 7.0001%', -0.25]]).diag.list.map((d) => [d.code, d.cell])).toEqual([
      ['bad_band', 'B6'],
    ]);
  });

  it('a rate condition column outside an adjustment list is unsupported_layout, not left unread', () => {
    const columns: AdjustmentTable = { ...NOTE_RATES, shape: 'program columns' };
    expect(rated([[null, 'Note rates below 7.000%', -0.25]], columns).diag.list.map((d) => d.code)).toEqual([
      'unsupported_layout',
    ]);
  });

  it('an NA rate adjustment is refused at its value cell (a rate not offered is a rule)', () => {
    expect(rated([[null, 'Note rates below 7.000%', 'NA']]).diag.list.map((d) => [d.code, d.cell])).toEqual([
      ['expected_number', 'C6'],
    ]);
  });
});
