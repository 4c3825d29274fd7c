/**
 * Juniper Ridge Mortgage's profile: the lender of NOTES.md, onboarded with this profile alone, in
 * the table language (compiler/tables/language.ts). Its workbook is laid out like none of the
 * roster's: programs as column groups side by side, adjustments as a long list with `All` and
 * program rows, adjustments printed as percentages, a lock table, a step-down prepayment schedule,
 * eligibility rules and price limits as rule rows, the date with the month's name on a 24-hour
 * clock, terms as words in the programs' names.
 */

import type { DeclaredProfile, RuleTable } from '../../compiler/tables/language.ts';
import type { Cond } from '../../worker/artifact/format.ts';
import { CITIZENSHIPS, LIEN_POSITIONS } from '../../worker/artifact/vocabulary.ts';

const cashOut: Cond = { kind: 'eq', attr: 'purpose', values: ['cash_out_refi'] };

export const JUNIPER: DeclaredProfile = {
  slug: 'juniper',
  name: 'Juniper Ridge Mortgage',
  notes: 'test/fixture-lender/NOTES.md',
  files: { rateSheet: 'JuniperRidge_Wholesale_RateSheet_<date>.xlsx', companions: {} },
  zone: 'America/Denver',
  zoneLabels: { generic: 'MT', standard: 'MST', daylight: 'MDT' },
  banner: { dates: ['Month D, YYYY'], clock: '24-hour' },
  cutoff: { hour: 10, minute: 0 },
  conventions: { rates: 'prices', adjustments: 'adjustments', notEligible: 'NA', notApplicable: null },
  checksEndEvaluation: false,
  programs: [
    { slug: 'thirty_year_fixed', name: 'Thirty-Year Fixed', docTypes: 'full_doc', docTypeAssumed: true },
    { slug: 'fifteen_year_fixed', name: 'Fifteen-Year Fixed', docTypes: 'full_doc', docTypeAssumed: true },
    {
      slug: 'thirty_year_fixed_investor',
      name: 'Thirty-Year Fixed Investor',
      docTypes: 'full_doc',
      docTypeAssumed: true,
    },
  ],
  words: {
    occupancy: { Primary: ['owner_occupied'], 'Second Home': ['second_home'], Investment: ['investment'] },
    citizenship: {},
  },
  allPrograms: 'All',
  conditions: {
    Investment: [{ kind: 'eq', attr: 'occupancy', values: ['investment'] }],
    'Second Home': [{ kind: 'eq', attr: 'occupancy', values: ['second_home'] }],
    'Cash-Out Refi': [cashOut],
    'Rate/Term Refi': [{ kind: 'eq', attr: 'purpose', values: ['rate_term_refi'] }],
    Condo: [{ kind: 'eq', attr: 'property_type', values: ['condo', 'warrantable_condo'] }],
    '2-4 Unit': [{ kind: 'eq', attr: 'property_type', values: ['2_unit', '3_4_unit'] }],
  },
  states: { all: 'All', plusDc: '+ DC', except: 'except', allIncludesDc: true },
  terms: { 'Thirty-Year': 30, 'Fifteen-Year': 15 },
  assumed: { citizenship: [...CITIZENSHIPS], lienPositions: [...LIEN_POSITIONS] },
  tables: [
    {
      means: 'base prices',
      at: { tab: 'Pricing' },
      shape: 'program groups',
      columns: [
        { heading: 'Rate', holds: 'rate' },
        { heading: 'Price', holds: 'price' },
      ],
      baseLock: 30,
    },
    {
      means: 'adjustments',
      at: { tab: 'Adjustments' },
      shape: 'list',
      columns: [
        { heading: 'Program', holds: 'program' },
        { heading: 'Factor', holds: 'category' },
        { heading: 'Condition 1', holds: 'condition' },
        { heading: 'Condition 2', holds: 'condition' },
        { heading: 'Adj', holds: 'adjustment as percent' },
      ],
    },
    {
      means: 'adjustments',
      at: { tab: 'Lock' },
      shape: 'list',
      category: 'Lock',
      columns: [
        { heading: 'Lock Period', holds: 'lock period' },
        { heading: 'Adj', holds: 'adjustment' },
      ],
    },
    {
      means: 'prepayment penalties',
      at: { tab: 'Prepay' },
      shape: 'list',
      name: 'Prepay',
      schedules: { None: 'No PPP' },
      penaltiesFor: ['investment'],
      columns: [
        { heading: 'Schedule', holds: 'prepayment schedule' },
        { heading: 'Adj', holds: 'adjustment' },
      ],
    },
    {
      means: 'eligibility rules',
      at: { tab: 'Eligibility' },
      shape: 'list',
      columns: [
        { heading: 'Program', holds: 'program' },
        { heading: 'Rule', holds: 'rule' },
        { heading: 'Value', holds: 'value' },
      ],
      rules: {
        'Min FICO': { rule: 'min_fico' },
        'Max LTV': { rule: 'max_ltv' },
        'Max LTV Cash-Out Refi': { rule: 'max_ltv', when: [cashOut] },
        'Min Loan Amount': { rule: 'min_loan' },
        'Max Loan Amount': { rule: 'max_loan' },
        'Max DTI': { rule: 'max_dti' },
        States: { rule: 'states' },
        Occupancy: { rule: 'occupancies' },
        'Lock Periods': { rule: 'locks' },
        'Max Price': { rule: 'max_price' },
        'Min Price': { rule: 'min_price' },
      },
    },
  ],
};

const ELIGIBILITY = JUNIPER.tables.find((t): t is RuleTable => t.means === 'eligibility rules')!;

/** Juniper Ridge's profile reading its rules from a `Guidelines` tab of a column per program (workbooks.ts GUIDELINE_COLUMNS), with `more` rule words. */
export function withGuidelineColumns(more: RuleTable['rules'] = {}): DeclaredProfile {
  return {
    ...JUNIPER,
    tables: [
      ...JUNIPER.tables.filter((t) => t !== ELIGIBILITY),
      {
        ...ELIGIBILITY,
        at: { tab: 'Guidelines' },
        shape: 'program columns',
        columns: [{ heading: 'Guideline', holds: 'rule' }],
        rules: { ...ELIGIBILITY.rules, ...more },
      },
    ],
  };
}
