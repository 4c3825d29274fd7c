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
