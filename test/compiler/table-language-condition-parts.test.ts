/**
 * An adjustment list as a pricing engine exports it (compiler/tables/condition-parts.ts, Holds
 * `condition part` and `item`): each condition printed across `Attribute | Operator | Value`, a rule
 * made of every row of one `Adj ID`, its `Adj` on the first. Juniper Ridge's workbook with an `Engine`
 * tab beside its own tables; the lender names its attributes `LTV`, `LOANAMT`, `FICO`, `DTI`, `STATE`.
 */
import { describe, expect, it } from 'vitest';
import type { AdjustmentTable, DeclaredProfile } from '../../compiler/tables/language.ts';
import { juniperWith } from '../fixture-lender/built-with.ts';
import { JUNIPER_EXAMPLES } from '../fixture-lender/examples.ts';
import { pricedOn } from '../fixture-lender/priced.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';

const pct = (v: number) => ({ t: 'n', v, z: '0.00%' });
const adj = (v: number) => ({ t: 'n', v, z: '0.000%' });
const usd = (v: number) => ({ t: 'n', v, z: '$#,##0' });

/** From row 4: the title, the header on row 5, the rules from row 6 (their `Adj` in column G). */
const ENGINE = [
  [null, 'ENGINE ADJUSTMENTS'],
  [null, 'Adj ID', 'Applies To', 'Attribute', 'Operator', 'Value', 'Adj'],
  [null, 'E-01', 'All', 'LTV', '>', pct(0.7), adj(-0.00125)], // row 6
  [null, 'E-01', 'All', 'LTV', '<=', pct(0.75)],
  [null, 'E-02', 'All', 'LOANAMT', '<', usd(300_000), adj(-0.0025)], // row 8
  [null, 'E-03', 'Thirty-Year Fixed', 'STATE', 'IN', 'TX, GA', 'NA'], // row 9
  [null, 'E-04', 'All', 'FICO', 'BETWEEN', '720-739', '-0.500% '], // row 10
  [null, 'E-04', 'All', 'PURP', '=', 'PURCH'],
  [null, 'E-05', 'All', 'DTI', '>', pct(0.4), adj(-0.0025)], // row 12
];
const TABLE: AdjustmentTable = {
  means: 'adjustments',
  at: { tab: 'Engine' },
  shape: 'list',
  title: 'ENGINE ADJUSTMENTS',
  category: 'Engine',
  columns: [
    { heading: 'Adj ID', holds: 'item' },
    { heading: 'Applies To', holds: 'program' },
    { heading: 'Attribute', holds: 'condition part' },
    { heading: 'Operator', holds: 'condition part' },
    { heading: 'Value', holds: 'condition part' },
    { heading: 'Adj', holds: 'adjustment as percent' },
  ],
  attributes: { LTV: 'ltv', LOANAMT: 'loan_amount', FICO: 'fico', DTI: 'dti', STATE: 'state' },
};
const PROFILE: DeclaredProfile = {
  ...JUNIPER,
  conditions: { ...JUNIPER.conditions, 'PURP = PURCH': [{ kind: 'eq', attr: 'purpose', values: ['purchase'] }] },
  tables: [...JUNIPER.tables, TABLE],
};
const built = juniperWith({ Engine: ENGINE }, PROFILE);
const PLAIN = JUNIPER_EXAMPLES[0]!.request; // FICO 725, 300,000 of 400,000 (LTV 75.00), a condo purchase in FL, DTI 45: 6.750 at 98.818

/** Thirty-Year Fixed at 6.750 for the plain loan with `changes`: its final price and the Engine cells it takes, or its reasons. */
function thirtyYear(changes: Record<string, unknown> = {}) {
  const answer = pricedOn(built.artifacts[0]!, { ...PLAIN, ...changes, program_slug: 'thirty_year_fixed' });
  const offer = answer.eligible.find((o) => o.rate === 6.75);
  return {
    final: offer?.final_price,
    engine: offer?.adjusters.filter((a) => a.category === 'Engine').map((a) => a.source_cell.split('!')[1]),
    reasons: answer.rejected.flatMap((r) => r.rejections).map((r) => r.key),
  };
}

describe('conditions printed across cells, rules across rows', () => {
  it('compiles with no finding: each item one row of the grid, its conditions those of all its rows', () => {
    expect(built.diag.list).toEqual([]);
    const engine = built.artifacts[0]!.programs[0]!.grids.find((g) => g.category === 'Engine')!;
    expect(engine.rows.map((r) => [r.label, r.row, r.when.length, r.values[0]])).toEqual([
      ['LTV > 70% / LTV <= 75%', 6, 2, -125],
      ['LOANAMT < 300000', 8, 1, -250], // a number as its value, a percentage as the percentage it shows
      ['FICO BETWEEN 720-739 / PURP = PURCH', 10, 2, -500],
      ['DTI > 40%', 12, 1, -250],
    ]);
  });

  it('the plain loan takes E-01, E-04 and E-05: 98.818 - 0.125 - 0.500 - 0.250 = 97.943', () => {
    expect(thirtyYear()).toEqual({ final: 97.943, engine: ['G6', 'G10', 'G12'], reasons: [] });
  });

  it('every row of an item must hold: LTV 70.00 (280,000) takes no E-01, 70.00025 (280,001) does; a refinance no E-04', () => {
    expect(thirtyYear({ loan_amount: 280_000 }).engine).toEqual(['G8', 'G10', 'G12']);
    expect(thirtyYear({ loan_amount: 280_001 }).engine).toEqual(['G6', 'G8', 'G10', 'G12']);
    expect(thirtyYear({ purpose: 'rate_term_refi' }).engine).toEqual(['G6', 'G12']);
  });

  it('bounds read by the edge rules: $300,000 is not < $300,000, $299,999 is; DTI 40 is not > 40%, 40.0001 is', () => {
    expect(thirtyYear({ loan_amount: 299_999 }).engine).toEqual(['G6', 'G8', 'G10', 'G12']);
    expect(thirtyYear({ dti: 40 }).engine).toEqual(['G6', 'G10']);
    expect(thirtyYear({ dti: 40.0001 }).engine).toEqual(['G6', 'G10', 'G12']);
  });

  it('`STATE | IN | TX, GA` NA on Thirty-Year Fixed: a loan in TX is refused llpa_na, one in FL is not', () => {
    expect(thirtyYear({ state: 'TX' }).reasons).toEqual(['llpa_na']);
    expect(thirtyYear({ state: 'FL' }).reasons).toEqual([]);
  });

  it('a later row of an item printing a value, a word of none, a state of none: each an error at its cell', () => {
    const bad = juniperWith(
      {
        Engine: ENGINE.map((row, i) =>
          i === 3
            ? [...row.slice(0, 6), adj(0)]
            : i === 7
              ? [null, 'E-04', 'All', 'PURP', '=', 'MARS']
              : i === 5
                ? [null, 'E-03', 'All', 'STATE', 'IN', 'TX, XX', 'NA']
                : row,
        ),
      },
      PROFILE,
    );
    expect(bad.diag.list.filter((d) => d.severity === 'error').map((d) => `${d.code} ${d.cell}`)).toEqual([
      'unexpected_text G7',
      'unknown_state D9',
      'unknown_row_label D11',
    ]);
  });
});

describe('a band printed as From and To cells, under a factor that may carry a condition', () => {
  /** From row 4: the title, the header on row 5, the rows from row 6 (their `Adj` in column E). */
  const BANDS = [
    [null, 'BAND ADJUSTMENTS'],
    [null, 'Factor', 'From', 'To', 'Adj'],
    [null, 'FICO', 720, 739, adj(-0.0025)], // row 6
    [null, 'Cash-Out LTV', 60.01, 70, adj(-0.01)], // row 7
  ];
  const BAND_TABLE: AdjustmentTable = {
    means: 'adjustments',
    at: { tab: 'Bands' },
    shape: 'list',
    title: 'BAND ADJUSTMENTS',
    category: 'Bands',
    columns: [
      { heading: 'Factor', holds: 'condition part' },
      { heading: 'From', holds: 'condition part' },
      { heading: 'To', holds: 'condition part' },
      { heading: 'Adj', holds: 'adjustment as percent' },
    ],
    attributes: {
      FICO: 'fico',
      'Cash-Out LTV': { attr: 'ltv', when: [{ kind: 'eq', attr: 'purpose', values: ['cash_out_refi'] }] },
    },
  };
  const banded = (rows: unknown[][]) =>
    juniperWith({ Bands: rows }, { ...JUNIPER, tables: [...JUNIPER.tables, BAND_TABLE] });
  const sheet = banded(BANDS);
  const cells = (changes: Record<string, unknown>) =>
    pricedOn(sheet.artifacts[0]!, { ...PLAIN, ...changes, program_slug: 'thirty_year_fixed' })
      .eligible.find((o) => o.rate === 6.75)
      ?.adjusters.filter((a) => a.category === 'Bands')
      .map((a) => a.source_cell.split('!')[1]);

  it('compiles with no finding: FICO 720 to 739 both included; a cash-out LTV above 60.00 up to 70.00', () => {
    expect(sheet.diag.list).toEqual([]);
    const grid = sheet.artifacts[0]!.programs[0]!.grids.find((g) => g.category === 'Bands')!;
    expect(grid.rows.map((r) => r.when)).toEqual([
      [{ kind: 'range', attr: 'fico', range: { lo: 720, lo_incl: true, hi: 739, hi_incl: true } }],
      [
        { kind: 'eq', attr: 'purpose', values: ['cash_out_refi'] },
        { kind: 'range', attr: 'ltv', range: { lo: 6000, lo_incl: false, hi: 7000, hi_incl: true } },
      ],
    ]);
  });

  it('FICO 720 and 739 take E6, 719 and 740 do not', () => {
    expect([720, 739, 719, 740].map((credit_score) => cells({ credit_score }))).toEqual([['E6'], ['E6'], [], []]);
  });

  it('a cash-out at LTV 70.00 (280,000 of 400,000) and 60.00025 (240,001) takes E7; at 60.00 (240,000) or a purchase, not', () => {
    const cashOut = (loan_amount: number) => cells({ purpose: 'cash_out_refi', loan_amount, credit_score: 700 });
    expect([280_000, 240_001, 240_000].map(cashOut)).toEqual([['E7'], ['E7'], []]);
    expect(cells({ loan_amount: 280_000, credit_score: 700 })).toEqual([]);
  });

  it('a To that is no number is no band: an error at its row', () => {
    const bad = banded(BANDS.map((row, i) => (i === 2 ? [null, 'FICO', 720, 'TBD', adj(-0.0025)] : row)));
    expect(bad.diag.list.filter((d) => d.severity === 'error').map((d) => `${d.code} ${d.cell}`)).toEqual([
      'bad_band B6',
    ]);
  });
});
