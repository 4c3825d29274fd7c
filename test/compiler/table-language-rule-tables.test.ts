/**
 * A second rule table, its rows scoped by a `condition` column (compiler/tables/rule-rows.ts): Juniper
 * Ridge's workbook with a `Limits` tab (`Rule | Condition | Value`) read besides its Eligibility
 * rows. Each row is a rule of its own, its scope read from the Condition cell by the profile's words
 * or the grammar, its source its own cell; lien positions and property types as word lists. Every
 * failing rule is reported, as a lender's notes ask: an investment loan at LTV 75 on a program
 * taking owner-occupied and second homes only fails both its occupancy rule and the investment LTV.
 */
import { describe, expect, it } from 'vitest';
import type { DeclaredProfile, RuleTable } from '../../compiler/tables/language.ts';
import { juniperWith } from '../fixture-lender/built-with.ts';
import { JUNIPER_EXAMPLES } from '../fixture-lender/examples.ts';
import { pricedOn } from '../fixture-lender/priced.ts';
import { JUNIPER } from '../fixture-lender/profile.ts';

/** The Limits tab from row 4: its header in B4:D4, the values in column D. */
const LIMITS = [
  [null, 'Rule', 'Condition', 'Value'],
  [null, 'Max LTV', 'Investment', '70%'], // D5: a word of the profile's conditions
  [null, 'Max LTV', 'FICO < 700', '75%'], // D6: read by the grammar
  [null, 'Property Types', null, 'SFR, Condo'], // D7
  [null, 'Lien Position', null, '1st Lien'], // D8
  [null, 'Min FICO', 'Cash-Out Refi', 720], // D9
];
const LIMITS_TABLE: RuleTable = {
  means: 'eligibility rules',
  at: { tab: 'Limits' },
  shape: 'list',
  columns: [
    { heading: 'Rule', holds: 'rule' },
    { heading: 'Condition', holds: 'condition' },
    { heading: 'Value', holds: 'value' },
  ],
  rules: {
    'Max LTV': { rule: 'max_ltv' },
    'Property Types': { rule: 'property_types' },
    'Lien Position': { rule: 'lien_positions' },
    'Min FICO': { rule: 'min_fico' },
    'Lock Periods': { rule: 'locks' },
  },
};
const PROFILE: DeclaredProfile = {
  ...JUNIPER,
  words: {
    ...JUNIPER.words,
    propertyType: { SFR: ['sfr'], Condo: ['condo', 'warrantable_condo'] },
    lienPosition: { '1st Lien': ['1st'] },
  },
  tables: [...JUNIPER.tables, LIMITS_TABLE],
};

const built = (rows: readonly (readonly unknown[])[]) => juniperWith({ Limits: rows }, PROFILE);

const sheet = built(LIMITS);
const PLAIN = JUNIPER_EXAMPLES[0]!.request; // a condo in FL, FICO 725, 300,000 / 400,000, primary, purchase

/** The reasons `program_slug` is refused for on the plain purchase with `change`, as [key, threshold, cell]. */
function reasons(program_slug: string, change: Record<string, unknown> = {}) {
  const response = pricedOn(sheet.artifacts[0]!, { ...PLAIN, program_slug, ...change });
  return response.rejected
    .flatMap((r) => r.rejections)
    .map((r) => [r.key, r.threshold, r.source_page?.replace(/^.* › /, '')]);
}

describe('a second rule table, scoped by a condition column', () => {
  it('compiles with no finding; the Eligibility rows are read as before', () => {
    expect(sheet.diag.list).toEqual([]);
    // the notes' first worked example is unchanged: 100.318 - 1.500 = 98.818
    const offer = pricedOn(sheet.artifacts[0]!, { ...PLAIN, program_slug: 'thirty_year_fixed' }).eligible;
    expect(offer.find((o) => o.rate === 6.75)?.final_price).toBe(98.818);
  });

  it('an investment loan at LTV 75 on a program for primary and second homes: both failing rules reported', () => {
    expect(reasons('thirty_year_fixed', { occupancy: 'investment' })).toEqual([
      ['eligible_occupancy', ['owner_occupied', 'second_home'], 'Eligibility!C12'], // the All row of Occupancy
      ['max_ltv_exceeded', 70, 'Limits!D5'],
    ]);
  });

  it('Max LTV 70 for Investment (D5): 280,000 / 400,000 = 70.00 passes, 280,001 (70.00025) fails', () => {
    const investor = (loan_amount: number) =>
      reasons('thirty_year_fixed_investor', { occupancy: 'investment', loan_amount, ppp_term: 'No PPP' });
    expect(investor(280_000)).toEqual([]);
    expect(investor(280_001)).toEqual([['max_ltv_exceeded', 70, 'Limits!D5']]);
  });

  it('Max LTV 75 below FICO 700 (D6, `FICO < 700` read by the grammar): FICO 699 at 75.00025 fails, 700 passes', () => {
    // 300,000 / 400,000 = 75.00 is the limit itself; 300,001 / 400,000 = 75.00025
    expect(reasons('thirty_year_fixed', { credit_score: 699 })).toEqual([]);
    expect(reasons('thirty_year_fixed', { credit_score: 699, loan_amount: 300_001 })).toEqual([
      ['max_ltv_exceeded', 75, 'Limits!D6'],
    ]);
    expect(reasons('thirty_year_fixed', { credit_score: 700, loan_amount: 300_001 })).toEqual([]);
  });

  it('Property Types SFR, Condo (D7): a 2-unit loan is refused, in the vocabulary order', () => {
    expect(reasons('thirty_year_fixed', { property_type: '2_unit' })).toEqual([
      ['eligible_property_type', ['sfr', 'condo', 'warrantable_condo'], 'Limits!D7'],
    ]);
    expect(reasons('thirty_year_fixed', { property_type: 'sfr' })).toEqual([]);
  });

  it('Lien Position 1st Lien (D8): a second lien is refused', () => {
    expect(reasons('thirty_year_fixed', { lien_position: '2nd' })).toEqual([
      ['eligible_lien_position', '1st', 'Limits!D8'],
    ]);
  });

  it('Min FICO 720 for a cash-out (D9): 719 fails, 720 passes (LTV 280,000 / 400,000 = 70, its Max LTV)', () => {
    const cashOut = (credit_score: number) =>
      reasons('thirty_year_fixed', { purpose: 'cash_out_refi', loan_amount: 280_000, credit_score });
    expect(cashOut(719)).toEqual([['min_fico', 720, 'Limits!D9']]);
    expect(cashOut(720)).toEqual([]);
  });
});

describe('what a second rule table cannot say', () => {
  const refused = built([
    ...LIMITS.slice(0, 2),
    [null, 'Lock Periods', null, '15, 30'], // B6: lock periods only from the first rule table
    [null, 'Max LTV', 'Jumbo only', '70%'], // C7: no word, no comparison
  ]);
  it('lock periods (B6) and a condition no word or grammar reads (C7), each at its cell', () => {
    expect(refused.diag.list.map((d) => `${d.code} ${d.tab}!${d.cell}`)).toEqual([
      'unsupported_layout Limits!B6',
      'unknown_row_label Limits!C7',
    ]);
  });
});
