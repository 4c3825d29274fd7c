/**
 * The table language's state adjusters (`means: 'state adjusters'`, compiler/tables/state-adjusters.ts):
 * Juniper Ridge's workbook with a `States` tab of a column per program, named by its code or its
 * name, the agency of each under the header, a row per state:
 *
 *   B4  State  | Thirty-Year Fixed (Prog 1) | Fifteen-Year Fixed | Thirty-Year Fixed Investor (Prog 3) | Twenty-Year Fixed (Prog 9)
 *   B5  Agency | FNMA                       | FHLMC              | FNMA                                | FNMA
 *   B6  FL     | 0.125                      | (0.250)            | 0.000                               | 0.125
 *   B7  TX     | (0.125)                    |                    | 0.250                               | 0.125
 *   B8  CA     | 0.000                      | 0.000              |                                     | 0.125
 *
 * each cell the program's adjustment in its state, a blank cell or a state no row names not offered
 * there. The notes' first worked example (test/fixture-lender/examples.ts: a condo in FL) is moved
 * from state to state.
 */
import { describe, expect, it } from 'vitest';
import type { DeclaredProfile, StateAdjusterColumns } from '../../compiler/tables/language.ts';
import { juniperWith } from '../fixture-lender/built-with.ts';
import { JUNIPER_EXAMPLES } from '../fixture-lender/examples.ts';
import { pricedOn } from '../fixture-lender/priced.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';

const HEADER = [
  null,
  'State',
  'Thirty-Year Fixed (Prog 1)',
  'Fifteen-Year Fixed',
  'Thirty-Year Fixed Investor (Prog 3)',
  'Twenty-Year Fixed (Prog 9)',
];
const AGENCIES = [null, 'Agency', 'FNMA', 'FHLMC', 'FNMA', 'FNMA'];
const STATES = [
  [null, 'FL', 0.125, '(0.250)', 0, 0.125],
  [null, 'TX', -0.125, null, 0.25, 0.125],
  [null, 'CA', 0, 0, null, 0.125],
];
const tab = (header = HEADER, agencies = AGENCIES) => ({ States: [header, agencies, ...STATES] });

const ADJUSTERS: StateAdjusterColumns = {
  means: 'state adjusters',
  shape: 'program columns',
  at: { tab: 'States' },
  heading: 'State',
  agencyRow: 'Agency',
  agencies: ['FNMA', 'FHLMC'],
  programCode: '(Prog <code>)',
  category: 'State Adjusters',
};
// the thirty-year programs known by their codes (1 and 3), the fifteen-year by its name
const PROFILE: DeclaredProfile = {
  ...JUNIPER,
  programs: JUNIPER.programs.map((p, i) => (i === 1 ? p : { ...p, code: String(i + 1) })),
  tables: [...JUNIPER.tables, ADJUSTERS],
};

const built = juniperWith(tab(), PROFILE);
const EXAMPLE = JUNIPER_EXAMPLES[0]!.request;

/** The state adjuster of `program`'s offer at `rate` for the example's loan in `state`, or its reasons. */
function inState(program: string, state: string, rate: number, more: Record<string, unknown> = {}) {
  const response = pricedOn(built.artifacts[0]!, { ...EXAMPLE, state, program_slug: program, ...more });
  const offer = response.eligible.find((o) => o.rate === rate);
  if (!offer) return response.rejected.flatMap((r) => r.rejections).map((r) => r.key);
  const adjuster = offer.adjusters.find((a) => a.source === 'state_adjustment');
  return adjuster && [adjuster.source_cell.replace(/^.* › /, ''), adjuster.value, adjuster.agency];
}

describe('state adjusters, a column per program (state adjusters)', () => {
  it('compiles with one finding: the column of a program not priced (Prog 9, F4), skipped', () => {
    expect(built.diag.list.map((d) => [d.severity, d.code, d.tab, d.cell])).toEqual([
      ['warning', 'unpriced_program', 'States', 'F4'],
    ]);
  });

  it('each program takes its own column’s cell in the loan’s state, with its agency: FL +0.125 (C6, FNMA), TX -0.125 (C7)', () => {
    expect(inState('thirty_year_fixed', 'FL', 6.75)).toEqual(['States!C6', 0.125, 'FNMA']);
    expect(inState('thirty_year_fixed', 'TX', 6.75)).toEqual(['States!C7', -0.125, 'FNMA']);
  });

  it('a column headed by a program’s name, no code, is its own (Fifteen-Year Fixed, D6 -0.250 in FL, FHLMC); the investor program’s by its code (E7 +0.250 in TX)', () => {
    expect(inState('fifteen_year_fixed', 'FL', 6.25, { term: 15 })).toEqual(['States!D6', -0.25, 'FHLMC']);
    const investor = { occupancy: 'investment', property_type: 'sfr', credit_score: 760 };
    expect(inState('thirty_year_fixed_investor', 'TX', 7.25, investor)).toEqual(['States!E7', 0.25, 'FNMA']);
  });

  it('a blank cell (D7: Fifteen-Year Fixed in TX) or a state no row names (GA) is not offered: state_not_offered', () => {
    expect(inState('fifteen_year_fixed', 'TX', 6.25, { term: 15 })).toEqual(['state_not_offered']);
    expect(inState('thirty_year_fixed', 'GA', 6.75)).toEqual(['state_not_offered']);
  });
});

describe('state adjusters: findings at their cells', () => {
  const codes = (header = HEADER, agencies = AGENCIES) =>
    juniperWith(tab(header, agencies), PROFILE).diag.list.map((d) => [d.code, d.tab, d.cell]);

  it('an agency none of `agencies` names (`GNMA`, D5) is unknown_agency there', () => {
    expect(codes(HEADER, [null, 'Agency', 'FNMA', 'GNMA', 'FNMA', 'FNMA'])).toContainEqual([
      'unknown_agency',
      'States',
      'D5',
    ]);
  });

  it('a priced program with no column (Prog 3 misprinted Prog 5) is missing_program_part at the header (B4)', () => {
    const header = HEADER.map((h) =>
      h === 'Thirty-Year Fixed Investor (Prog 3)' ? 'Thirty-Year Fixed Investor (Prog 5)' : h,
    );
    expect(codes(header)).toContainEqual(['missing_program_part', 'States', 'B4']);
  });
});
