/**
 * The table language's `grid` shape (compiler/tables/grid.ts): Juniper Ridge's workbook with one more
 * tab, `Grids`, holding two grids a declared profile reads with no code of its own:
 * - `Condo LLPA` (B4), corner `FICO` (B5): rows FICO bands, columns LTV bands (B5:E8), every program's;
 * - `Thirty-Year Fixed` (B11), corner `Units` (B12): rows the lender's words, columns loan-amount bands,
 *   that program's only.
 * The loan of the notes' first worked example (test/fixture-lender/examples.ts: FICO 725, a condo in
 * FL, $300,000 on $400,000, LTV 75.00) prices at 6.750 to 98.818 without these tabs; with them it adds
 * the cells it falls in, by the bands' edge rules.
 */
import { describe, expect, it } from 'vitest';
import type { DeclaredProfile } from '../../compiler/tables/language.ts';
import { juniperWith } from '../fixture-lender/built-with.ts';
import { JUNIPER_EXAMPLES } from '../fixture-lender/examples.ts';
import { FICO_LTV, UNITS } from '../fixture-lender/grids-tab.ts';
import { pricedOn } from '../fixture-lender/priced.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';

const TABS = {
  Grids: [
    [null, 'Condo LLPA'],
    [null, 'FICO', '≤ 60%', '60.01 - 75%', '75.01 - 80%'],
    [null, '≥ 760', 0, -0.125, -0.25],
    [null, '700 - 759', -0.125, -0.375, 'NA'],
    [null, '660 - 699', -0.5, -0.875, -1.25],
    [],
    [],
    [null, 'Thirty-Year Fixed'],
    [null, 'Units', '$100,000-$499,999', '$500,000-$1,500,000'],
    [null, 'Condo', -0.1, -0.2],
    [null, '2-4 Unit', -0.3, -0.4],
  ],
};

const PROFILE: DeclaredProfile = { ...JUNIPER, tables: [...JUNIPER.tables, FICO_LTV, UNITS] };

const built = juniperWith(TABS, PROFILE);

/** The Thirty-Year Fixed offer at 6.750, or its reasons, for the worked example's loan with `loan_amount`. */
function at675(loan_amount: number, credit_score = 725) {
  const response = pricedOn(built.artifacts[0]!, {
    ...JUNIPER_EXAMPLES[0]!.request,
    credit_score,
    loan_amount,
    program_slug: 'thirty_year_fixed',
  });
  return { offer: response.eligible.find((o) => o.rate === 6.75), rejected: response.rejected };
}

describe('a grid declared in the table language', () => {
  it('compiles with no finding: every program takes the FICO × LTV grid, Thirty-Year Fixed the Units grid too', () => {
    expect(built.diag.list).toEqual([]);
    const grids = (slug: string) =>
      built.artifacts[0]!.programs.find((p) => p.slug === slug)!.grids.map((g) => g.category);
    expect(grids('thirty_year_fixed')).toContain('Condo LLPA');
    expect(grids('thirty_year_fixed')).toContain('Units');
    expect(grids('fifteen_year_fixed')).toContain('Condo LLPA');
    expect(grids('fifteen_year_fixed')).not.toContain('Units');
  });

  it("adds the cell of the row and column the loan is in: FICO 725, LTV 75.00 (at the band's top), $300,000", () => {
    const { offer } = at675(300_000);
    // 98.818 (the example) - 0.375 (D7: 700 - 759 x 60.01 - 75%) - 0.100 (C13: Condo x $100,000-$499,999) = 98.343
    expect(offer?.final_price).toBe(98.343);
    expect(offer?.adjusters.filter((a) => a.category === 'Condo LLPA' || a.category === 'Units')).toEqual([
      expect.objectContaining({
        row_label: '700 - 759',
        band: '60.01 - 75%',
        value: -0.375,
        source_cell: 'JuniperRidge_Wholesale_RateSheet_2026-11-20.xlsx › Grids!D7',
      }),
      expect.objectContaining({
        row_label: 'Condo',
        band: '$100,000-$499,999',
        value: -0.1,
        source_cell: 'JuniperRidge_Wholesale_RateSheet_2026-11-20.xlsx › Grids!C13',
      }),
    ]);
  });

  it('one dollar past the band: LTV 75.00025 reads the next column, whose cell is NA: not eligible', () => {
    const { offer, rejected } = at675(300_001);
    expect(offer).toBeUndefined();
    const reasons = rejected.find((r) => r.program_slug === 'thirty_year_fixed')!.rejections;
    expect(reasons.map((r) => [r.key, r.source_page])).toEqual([
      ['llpa_na', 'JuniperRidge_Wholesale_RateSheet_2026-11-20.xlsx › Grids!E7'],
    ]);
  });

  it("FICO 760, the band below's edge: the ≥ 760 row (C6 0.000 at LTV 75.00 is D6 -0.125)", () => {
    // FICO 760 x LTV 75.00: the example's FICO / LTV row for 760-779 x 70.01-75% (-0.125) replaces 720-739's (-0.500):
    // 100.318 - 0.125 - 0.250 - 0.250 + 0 - 0.500 = 99.193; then D6 -0.125 and C13 -0.100: 98.968
    expect(at675(300_000, 760).offer?.final_price).toBe(98.968);
  });
});

describe('grids scoped by their titles: a grid per purpose under one corner', () => {
  const purpose = (value: 'purchase' | 'cash_out_refi') => [
    { kind: 'eq' as const, attr: 'purpose' as const, values: [value] as [typeof value] },
  ];
  const scoped = juniperWith(
    {
      LLPA: [
        [null, 'PURCHASE — CREDIT SCORE / LTV'], // B4
        [null, 'Credit Score', '≤ 70%', '70.01 - 80%'],
        [null, '≥ 720', -0.125, -0.25], // C6, D6
        [null, '< 720', -0.5, -0.75],
        [],
        [null, 'CASH-OUT — CREDIT SCORE / LTV'], // B9
        [null, 'Credit Score', '≤ 70%', '70.01 - 80%'],
        [null, '≥ 720', -0.375, 'NA'], // C11, D11
        [null, '< 720', -1, 'NA'],
      ],
    },
    {
      ...JUNIPER,
      tables: [
        ...JUNIPER.tables,
        {
          means: 'adjustments',
          shape: 'grid',
          at: { tab: 'LLPA' },
          corner: 'Credit Score',
          rows: { band: 'fico' },
          columns: { band: 'ltv' },
          values: 'adjustment',
          titles: { PURCHASE: purpose('purchase'), 'CASH-OUT': purpose('cash_out_refi') },
        },
      ],
    },
  );
  /** The LLPA adjusters of the 6.750 offer of Thirty-Year Fixed for the plain purchase with `change`, as [cell, points], and its price. */
  const llpa = (change: Record<string, unknown> = {}) => {
    const offer = pricedOn(scoped.artifacts[0]!, {
      ...JUNIPER_EXAMPLES[0]!.request,
      program_slug: 'thirty_year_fixed',
      ...change,
    }).eligible.find((o) => o.rate === 6.75)!;
    const cells = offer.adjusters
      .filter((a) => a.source_cell?.includes('LLPA!'))
      .map((a) => [a.source_cell!.replace(/^.* › /, ''), a.value]);
    return { cells, final: offer.final_price };
  };

  it('compiles with no finding, each grid scoped by its title', () => {
    expect(scoped.diag.list).toEqual([]);
    const grids = scoped.artifacts[0]!.programs[0]!.grids.filter((g) => g.tab === 'LLPA');
    expect(grids.map((g) => [g.category, g.when])).toEqual([
      ['PURCHASE — CREDIT SCORE / LTV', purpose('purchase')],
      ['CASH-OUT — CREDIT SCORE / LTV', purpose('cash_out_refi')],
    ]);
  });

  it('the plain purchase (FICO 725, LTV 75.00) takes D6 alone: 98.818 - 0.250 = 98.568', () => {
    expect(llpa()).toEqual({ cells: [['LLPA!D6', -0.25]], final: 98.568 });
  });

  it('a cash-out at LTV 70.00 (280,000 / 400,000) takes C11 alone; a rate/term refinance neither grid', () => {
    expect(llpa({ purpose: 'cash_out_refi', loan_amount: 280_000 }).cells).toEqual([['LLPA!C11', -0.375]]);
    expect(llpa({ purpose: 'rate_term_refi' }).cells).toEqual([]);
  });
});

describe('a grid titled by an alias two programs share: the grid of each', () => {
  // Thirty-Year and Fifteen-Year Fixed print the alias `Owner Fixed` (the investor program does not)
  const shared = (title: string) =>
    juniperWith(
      { Grids: TABS.Grids.map((row) => (row[1] === 'Thirty-Year Fixed' ? [null, title] : row)) },
      {
        ...PROFILE,
        programs: JUNIPER.programs.map((p) =>
          p.slug === 'thirty_year_fixed_investor' ? p : { ...p, aliases: [...(p.aliases ?? []), 'Owner Fixed'] },
        ),
      },
    );
  const units = (sheet: ReturnType<typeof shared>) =>
    sheet.artifacts[0]!.programs.map((p) => [
      p.slug,
      p.grids.filter((g) => g.title_cell === 'B11').map((g) => g.category),
    ]);

  it('`OWNER FIXED - Units` (B11): both programs take it (its category the declared `Units`); the investor program not', () => {
    const sheet = shared('OWNER FIXED - Units');
    expect(sheet.diag.list).toEqual([]);
    expect(units(sheet)).toEqual([
      ['thirty_year_fixed', ['Units']],
      ['fifteen_year_fixed', ['Units']],
      ['thirty_year_fixed_investor', []],
    ]);
  });

  it("a title printing one program's own name is that program's alone, whatever alias it shares", () => {
    expect(units(shared('Thirty-Year Fixed'))).toEqual([
      ['thirty_year_fixed', ['Units']],
      ['fifteen_year_fixed', []],
      ['thirty_year_fixed_investor', []],
    ]);
  });
});

describe('a row key printing values of one attribute as alternatives', () => {
  const alternatives = (label: string) =>
    juniperWith(
      {
        Grids: [
          [null, 'Thirty-Year Fixed'], // B4
          [null, 'Units', '$100,000-$499,999', '$500,000-$1,500,000'],
          [null, label, -0.3, -0.4], // C6, D6
        ],
      },
      { ...PROFILE, tables: PROFILE.tables.filter((t) => !('corner' in t && t.corner === 'FICO')) },
    );
  const unitsOf = (built: ReturnType<typeof juniperWith>, property_type: string) =>
    pricedOn(built.artifacts[0]!, { ...JUNIPER_EXAMPLES[0]!.request, property_type, program_slug: 'thirty_year_fixed' })
      .eligible.find((o) => o.rate === 6.75)
      ?.adjusters.filter((a) => a.category === 'Units')
      .map((a) => [a.row_label, a.value]);

  it('`Condo / 2-4 Unit` and `Condo or 2-4 Unit`: a condo and a 2-unit loan take C6 (-0.300), an SFR none', () => {
    for (const label of ['Condo / 2-4 Unit', 'Condo or 2-4 Unit']) {
      const built = alternatives(label);
      expect(built.diag.list).toEqual([]);
      expect(unitsOf(built, 'condo')).toEqual([[label, -0.3]]);
      expect(unitsOf(built, '2_unit')).toEqual([[label, -0.3]]);
      expect(unitsOf(built, 'sfr')).toEqual([]);
    }
  });

  it('alternatives of two attributes are no row: unknown_row_label at B6, the grid then empty', () => {
    expect(alternatives('Condo or Cash-Out Refi').diag.list.map((d) => `${d.code} ${d.tab}!${d.cell}`)).toEqual([
      'unknown_row_label Grids!B6',
      'empty_grid Grids!B5',
    ]);
  });
});
