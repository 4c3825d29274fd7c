/**
 * An eligibility matrix in the table language (compiler/tables/matrix.ts): Juniper Ridge's workbook
 * with one more tab, `Matrix`: FICO bands down (B6:B8), purposes across (C5:E5), the maximum LTV in
 * each cell, NA where no loan is eligible. Declared for every program, it is the artifact's matrix:
 * the loan must fall in a cell and within it, and the offer shows the cell's maximum.
 */
import { describe, expect, it } from 'vitest';
import type { DeclaredProfile } from '../../compiler/tables/language.ts';
import { juniperWith } from '../fixture-lender/built-with.ts';
import { JUNIPER_EXAMPLES } from '../fixture-lender/examples.ts';
import { pricedOn } from '../fixture-lender/priced.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';

const TABS = {
  Matrix: [
    [],
    [null, 'FICO', 'Purchase', 'Rate/Term Refi', 'Cash-Out Refi'],
    [null, '≥ 740', '80%', '75%', '70%'],
    [null, '700 - 739', '75%', '70%', 'NA'],
    [null, '660 - 699', '70%', '65%', 'NA'],
  ],
};

const PROFILE: DeclaredProfile = {
  ...JUNIPER,
  conditions: { ...JUNIPER.conditions, Purchase: [{ kind: 'eq', attr: 'purpose', values: ['purchase'] }] },
  tables: [
    ...JUNIPER.tables,
    {
      means: 'eligibility matrix',
      shape: 'grid',
      at: { tab: 'Matrix' },
      corner: 'FICO',
      rows: { band: 'fico' },
      columns: 'condition',
    },
  ],
};
const built = juniperWith(TABS, PROFILE);
const MATRIX = (cell: string) => `JuniperRidge_Wholesale_RateSheet_2026-11-20.xlsx › Matrix${cell}`;

/** Thirty-Year Fixed for a $400,000 condo in FL at FICO `credit_score`, `purpose` and `loan_amount`. */
function thirtyYear(credit_score: number, purpose: string, loan_amount: number) {
  const response = pricedOn(built.artifacts[0]!, {
    purpose,
    term: 30,
    credit_score,
    purchase_price: 400_000,
    loan_amount,
    state: 'FL',
    program_slug: 'thirty_year_fixed',
  });
  return { offers: response.eligible, reasons: response.rejected[0]?.rejections ?? [] };
}

describe('an eligibility matrix declared in the table language', () => {
  it('compiles with no finding, one matrix for every program', () => {
    expect(built.diag.list).toEqual([]);
    const matrices = built.artifacts[0]!.programs.map((p) =>
      p.matrix?.rows.map((r) => r.cells.map((c) => c?.[0] ?? null)),
    );
    expect(new Set(matrices.map((m) => JSON.stringify(m)))).toEqual(
      new Set([
        JSON.stringify([
          [8000, 7500, 7000],
          [7500, 7000, null],
          [7000, 6500, null],
        ]),
      ]),
    );
  });

  it('a purchase at FICO 725 and LTV 75.00 (300,000 / 400,000) is at its cell (C7): priced, the offer showing 75.00', () => {
    const { offers, reasons } = thirtyYear(725, 'purchase', 300_000);
    expect(reasons).toEqual([]);
    expect(new Set(offers.map((o) => o.max_ltv))).toEqual(new Set(['75.00']));
  });

  it('one dollar more (LTV 75.00025) is past it: max_ltv_exceeded at C7, whatever the Max LTV 80 of the rules', () => {
    expect(thirtyYear(725, 'purchase', 300_001).reasons).toEqual([
      expect.objectContaining({ key: 'max_ltv_exceeded', threshold: 75, source_page: MATRIX('!C7') }),
    ]);
  });

  it('an NA cell (FICO 700, cash-out, E7) and a FICO in no row (659) have no cell', () => {
    expect(thirtyYear(700, 'cash_out_refi', 200_000).reasons.map((r) => [r.key, r.source_page])).toEqual([
      ['no_ltv_matrix_cell', MATRIX('!E7')],
    ]);
    // FICO 659: below the Min FICO 660 of the rules too; both are reasons
    expect(thirtyYear(659, 'purchase', 200_000).reasons.map((r) => [r.key, r.source_page])).toEqual([
      ['min_fico', 'JuniperRidge_Wholesale_RateSheet_2026-11-20.xlsx › Eligibility!C5'],
      ['no_ltv_matrix_cell', MATRIX('')],
    ]);
  });
});

/** Two limits in a cell, as a named form prints them and as a template of the limits (compiler/readers/matrix-cells.ts) in the other order. */
const TWO_LIMITS = [
  { cells: 'LTV% (FICO)', print: (ltv: number, fico: number) => `${ltv}% (${fico})`, ficoFirst: false },
  { cells: '<min_fico> / <max_ltv>%', print: (ltv: number, fico: number) => `${fico} / ${ltv}%`, ficoFirst: true },
] as const;

describe.each(TWO_LIMITS)(
  'a matrix of two limits a cell, maximum LTV and minimum FICO: $cells',
  ({ cells, print, ficoFirst }) => {
    const tabs = {
      Matrix: [
        [],
        [null, 'Loan Amount', 'Purchase', 'Cash-Out Refi'],
        [null, '$100,000-$999,999', print(80, 680), print(70, 720)], // row 6
        [null, '$1,000,000-$1,500,000', print(75, 720), 'NA'], // row 7
      ],
    };

    const sheet = juniperWith(tabs, {
      ...PROFILE,
      tables: PROFILE.tables.map((t) =>
        t.means === 'eligibility matrix' ? { ...t, corner: 'Loan Amount', rows: 'condition', cells } : t,
      ),
    });
    const reasons = (credit_score: number, purchase_price: number, loan_amount: number) =>
      pricedOn(sheet.artifacts[0]!, {
        purpose: 'purchase',
        term: 30,
        credit_score,
        purchase_price,
        loan_amount,
        state: 'FL',
        program_slug: 'thirty_year_fixed',
      }).rejected.flatMap((r) => r.rejections.map((x) => [x.key, x.threshold, x.source_page?.replace(/^.* › /, '')]));
    /** A cell's limits in the order the form prints them. */
    const limits = (ltv: number, fico: number) => (ficoFirst ? [fico, ltv] : [ltv, fico]);

    it('compiles with no finding, each cell its maximum LTV (hundredths) and minimum FICO, in print order', () => {
      expect(sheet.diag.list).toEqual([]);
      const matrix = sheet.artifacts[0]!.programs[0]!.matrix!;
      expect(matrix.limits).toEqual(ficoFirst ? ['min_fico', 'max_ltv'] : ['max_ltv', 'min_fico']);
      expect(matrix.rows.map((r) => r.cells)).toEqual([
        [limits(8000, 680), limits(7000, 720)],
        [limits(7500, 720), null],
      ]);
    });

    it('$1,000,000 at LTV 75.00 (1,000,000 / 1,333,334 is 74.99996; 1,000,000 / 1,333,333 is 75.0000188): the cell C7', () => {
      expect(reasons(720, 1_333_334, 1_000_000)).toEqual([]);
      expect(reasons(720, 1_333_333, 1_000_000)).toEqual([['max_ltv_exceeded', 75, 'Matrix!C7']]);
    });

    it("the cell's minimum FICO 720 (C7): 719 is refused, 720 is not; the smaller loans' 680 (C6) lets 719 through", () => {
      expect(reasons(719, 1_400_000, 1_000_000)).toEqual([['min_fico', 720, 'Matrix!C7']]);
      expect(reasons(720, 1_400_000, 1_000_000)).toEqual([]);
      expect(reasons(719, 400_000, 300_000)).toEqual([]);
    });
  },
);

describe('the same two limits printed `80% / 680`', () => {
  const slashed = (cells: string) => ({
    Matrix: [
      [],
      [null, 'Loan Amount', 'Purchase', 'Cash-Out Refi'],
      [null, '$100,000-$999,999', '80% / 680', '70% / 720'], // row 6
      [null, '$1,000,000-$1,500,000', cells, 'NA'], // row 7
    ],
  });
  const declared = (cells: 'LTV% / FICO' | 'LTV/CLTV') => ({
    ...PROFILE,
    tables: PROFILE.tables.map((t) =>
      t.means === 'eligibility matrix' ? { ...t, corner: 'Loan Amount', rows: 'condition' as const, cells } : t,
    ),
  });

  it('reads each cell as its maximum LTV and minimum FICO: C7 `75% / 720` is 7500 and 720', () => {
    const sheet = juniperWith(slashed('75% / 720'), declared('LTV% / FICO'));
    expect(sheet.diag.list).toEqual([]);
    expect(sheet.artifacts[0]!.programs[0]!.matrix!.rows.map((r) => r.cells)).toEqual([
      [
        [8000, 680],
        [7000, 720],
      ],
      [[7500, 720], null],
    ]);
  });

  it('a cell of another form is refused at its cell; read as LTV/CLTV, a FICO is no CLTV of 680% but an error', () => {
    const bad = juniperWith(slashed('75% (720)'), declared('LTV% / FICO'));
    expect(bad.diag.list.map((d) => `${d.code} ${d.cell}`)).toEqual(['expected_ltv_cell C7']);
    const misread = juniperWith(slashed('75% / 720'), declared('LTV/CLTV'));
    expect(misread.diag.list.map((d) => `${d.code} ${d.cell}`)).toEqual([
      'expected_ltv_cell C6',
      'expected_ltv_cell D6',
      'expected_ltv_cell C7',
      'empty_grid B5', // no cell of it read
    ]);
  });
});

describe('a matrix printed long: a row per cell, a program row before the All ones', () => {
  const tabs = {
    'LTV Matrix': [
      [null, 'Program', 'FICO', 'Purpose', 'Max LTV'],
      [null, 'All', 'FICO ≥ 740', 'Purchase', '80%'], // E5
      [null, 'All', 'FICO 700-739', 'Purchase', '75%'], // E6
      [null, 'All', 'FICO ≥ 700', 'Cash-Out Refi', '65%'], // E7
      [null, 'Thirty-Year Fixed Investor', 'FICO ≥ 700', 'Purchase', '70%'], // E8
    ],
  };

  const sheet = juniperWith(tabs, {
    ...PROFILE,
    tables: [
      ...JUNIPER.tables,
      {
        means: 'eligibility matrix',
        at: { tab: 'LTV Matrix' },
        shape: 'list',
        columns: [
          { heading: 'Program', holds: 'program' },
          { heading: 'FICO', holds: 'condition' },
          { heading: 'Purpose', holds: 'condition' },
          { heading: 'Max LTV', holds: 'value' },
        ],
      },
    ],
  });
  /** The reasons of `program_slug` for a $400,000 FL purchase (unless `change` says otherwise), as [key, threshold, cell]. */
  const reasons = (program_slug: string, credit_score: number, loan_amount: number, change = {}) =>
    pricedOn(sheet.artifacts[0]!, {
      purpose: 'purchase',
      term: 30,
      credit_score,
      purchase_price: 400_000,
      loan_amount,
      state: 'FL',
      program_slug,
      ...change,
    }).rejected.flatMap((r) => r.rejections.map((x) => [x.key, x.threshold, x.source_page?.replace(/^.* › /, '')]));
  const investor = { occupancy: 'investment', ppp_term: 'No PPP' };

  it('compiles with no finding: the All rows for every program, the investor its own row first', () => {
    expect(sheet.diag.list).toEqual([]);
    const rowsOf = (slug: string) =>
      sheet.artifacts[0]!.programs.find((p) => p.slug === slug)!.matrix!.rows.map((r) => [r.row, r.cells]);
    expect(rowsOf('thirty_year_fixed')).toEqual([
      [5, [[8000]]],
      [6, [[7500]]],
      [7, [[6500]]],
    ]);
    expect(rowsOf('thirty_year_fixed_investor').map(([row]) => row)).toEqual([8, 5, 6, 7]);
  });

  it('FICO 725 at LTV 75.00 (300,000 / 400,000) is within E6; 300,001 (75.00025) is past it', () => {
    expect(reasons('thirty_year_fixed', 725, 300_000)).toEqual([]);
    expect(reasons('thirty_year_fixed', 725, 300_001)).toEqual([['max_ltv_exceeded', 75, 'LTV Matrix!E6']]);
  });

  it('FICO 740 takes E5 (80.00 at 320,000 passes), 739 takes E6 (75)', () => {
    expect(reasons('thirty_year_fixed', 740, 320_000)).toEqual([]);
    expect(reasons('thirty_year_fixed', 739, 320_000)).toEqual([['max_ltv_exceeded', 75, 'LTV Matrix!E6']]);
  });

  it('a rate/term refinance is in no row: no_ltv_matrix_cell', () => {
    expect(reasons('thirty_year_fixed', 725, 200_000, { purpose: 'rate_term_refi' }).map(([key]) => key)).toEqual([
      'no_ltv_matrix_cell',
    ]);
  });

  it("the investor's own row (E8, 70) comes before the All row of FICO 740 (80): 280,000 passes, 280,001 does not", () => {
    expect(reasons('thirty_year_fixed_investor', 745, 280_000, investor)).toEqual([]);
    expect(reasons('thirty_year_fixed_investor', 745, 280_001, investor)).toEqual([
      ['max_ltv_exceeded', 70, 'LTV Matrix!E8'],
    ]);
  });
});

describe('matrices titled by a condition: tiers of one matrix', () => {
  const tiered = (second: readonly (readonly unknown[])[]) => {
    return juniperWith(
      {
        Matrix: [
          [],
          [null, 'Investment'], // B5, the title of the first tier
          [null, 'FICO', 'Purchase', 'Cash-Out Refi'],
          [null, '≥ 700', '70%', '65%'], // row 7: below the investor's Max LTV 75 of the Eligibility rows
          [null, '660 - 699', '70%', 'NA'],
          [],
          ...second,
        ],
      },
      PROFILE,
    );
  };
  const sheet = tiered([
    [null, 'Second Home'], // B10
    [null, 'FICO', 'Purchase', 'Cash-Out Refi'],
    [null, '≥ 700', '75%', '70%'], // row 12: below the Max LTV 80 of the Eligibility rows
    [null, '660 - 699', '75%', 'NA'],
  ]);
  const reasons = (program_slug: string, occupancy: string, loan_amount: number, change = {}) =>
    pricedOn(sheet.artifacts[0]!, {
      purpose: 'purchase',
      term: 30,
      credit_score: 725,
      purchase_price: 400_000,
      loan_amount,
      occupancy,
      state: 'FL',
      program_slug,
      ...change,
    }).rejected.flatMap((r) => r.rejections.map((x) => [x.key, x.threshold, x.source_page?.replace(/^.* › /, '')]));

  it('compiles with no finding: one matrix of two tiers, Investment and Second Home', () => {
    expect(sheet.diag.list).toEqual([]);
    const matrix = sheet.artifacts[0]!.programs[0]!.matrix!;
    expect(matrix.tiers.map((t) => [t.label, t.row])).toEqual([
      ['Investment', 5],
      ['Second Home', 10],
    ]);
    expect(matrix.rows.map((r) => [r.tier, r.row])).toEqual([
      [0, 7],
      [0, 8],
      [1, 12],
      [1, 13],
    ]);
  });

  it('an investment purchase at FICO 725 reads the Investment tier: 70.00 (280,000) passes, 70.00025 is past C7', () => {
    const investor = { ppp_term: 'No PPP' };
    expect(reasons('thirty_year_fixed_investor', 'investment', 280_000, investor)).toEqual([]);
    expect(reasons('thirty_year_fixed_investor', 'investment', 280_001, investor)).toEqual([
      ['max_ltv_exceeded', 70, 'Matrix!C7'],
    ]);
  });

  it('a second home reads its own tier: 75.00 (300,000) passes, 300,001 is past C12', () => {
    expect(reasons('thirty_year_fixed', 'second_home', 300_000)).toEqual([]);
    expect(reasons('thirty_year_fixed', 'second_home', 300_001)).toEqual([['max_ltv_exceeded', 75, 'Matrix!C12']]);
  });

  it('a primary residence is in no tier: no_ltv_matrix_cell', () => {
    expect(reasons('thirty_year_fixed', 'owner_occupied', 200_000).map(([key]) => key)).toEqual(['no_ltv_matrix_cell']);
  });

  it("a tier whose columns are not the first tier's is refused at its corner (B11)", () => {
    const refused = tiered([
      [null, 'Second Home'],
      [null, 'FICO', 'Purchase'],
      [null, '≥ 700', '80%'],
    ]);
    expect(refused.diag.list.map((d) => `${d.code} ${d.tab}!${d.cell}`)).toEqual(['unsupported_layout Matrix!B11']);
  });
});

describe('a matrix whose column keys stand on two header rows', () => {
  // from row 4: occupancies over their purposes (printed over the first column of each), the purposes below
  const tabs = {
    Matrix: [
      [null, 'FICO', 'Primary Residence', null, 'Investment'],
      [null, null, 'Purchase', 'Cash-Out Refi', 'Purchase', 'Cash-Out Refi'],
      [null, '≥ 740', '80%', '70%', '75%', 'NA'], // row 6
      [null, '660 - 739', '75%', '65%', '70%', 'NA'], // row 7
    ],
  };
  const sheet = juniperWith(tabs, {
    ...PROFILE,
    conditions: {
      ...PROFILE.conditions,
      'Primary Residence': [{ kind: 'eq', attr: 'occupancy', values: ['owner_occupied'] }],
      Investment: [{ kind: 'eq', attr: 'occupancy', values: ['investment'] }],
    },
    tables: PROFILE.tables.map((t) =>
      t.means === 'eligibility matrix' && t.shape === 'grid'
        ? { ...t, columns: ['condition', 'condition'] as const }
        : t,
    ),
  });

  it('reads each column as its occupancy and its purpose, both shown in the matrix view', () => {
    expect(sheet.diag.list).toEqual([]);
    const matrix = sheet.artifacts[0]!.programs[0]!.matrix!;
    expect(matrix.columns.map((c) => [c.col, c.labels.occupancy, c.labels.purpose])).toEqual([
      ['C', 'Primary Residence', 'Purchase'],
      ['D', 'Primary Residence', 'Cash-Out Refi'],
      ['E', 'Investment', 'Purchase'],
      ['F', 'Investment', 'Cash-Out Refi'],
    ]);
    expect(matrix.rows.map((r) => r.cells.map((c) => c?.[0] ?? null))).toEqual([
      [8000, 7000, 7500, null],
      [7500, 6500, 7000, null],
    ]);
  });
});

describe('a matrix titled by an alias two programs share: each of theirs', () => {
  // the Matrix tab's grid under the title `Owner Fixed` (B4), the alias of the 30- and the 15-year programs
  const shared = juniperWith(
    { Matrix: [[null, 'Owner Fixed'], ...TABS.Matrix.slice(1)] },
    {
      ...PROFILE,
      programs: PROFILE.programs.map((p) =>
        p.slug === 'thirty_year_fixed_investor' ? p : { ...p, aliases: [...(p.aliases ?? []), 'Owner Fixed'] },
      ),
    },
  );
  const keysOf = (program_slug: string, term: number, loan_amount: number) =>
    pricedOn(shared.artifacts[0]!, { ...JUNIPER_EXAMPLES[0]!.request, program_slug, term, loan_amount })
      .rejected.flatMap((r) => r.rejections)
      .map((r) => [r.key, r.source_page?.replace(/^.* › /, '')]);

  it('compiles with no finding: the 30- and the 15-year programs take it, the investor program none', () => {
    expect(shared.diag.list).toEqual([]);
    expect(shared.artifacts[0]!.programs.map((p) => [p.slug, p.matrix?.rows.length ?? 0])).toEqual([
      ['thirty_year_fixed', 3],
      ['fifteen_year_fixed', 3],
      ['thirty_year_fixed_investor', 0],
    ]);
  });

  it('FICO 725, a purchase at LTV 75.00 is at C7 (75%) for both; one dollar more is past it for both', () => {
    expect(keysOf('thirty_year_fixed', 30, 300_000)).toEqual([]);
    expect(keysOf('fifteen_year_fixed', 15, 300_000)).toEqual([]);
    expect(keysOf('thirty_year_fixed', 30, 300_001)).toEqual([['max_ltv_exceeded', 'Matrix!C7']]);
    expect(keysOf('fifteen_year_fixed', 15, 300_001)).toEqual([['max_ltv_exceeded', 'Matrix!C7']]);
  });
});
