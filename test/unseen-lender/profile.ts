/**
 * Copper Mesa Investor Lending (copper-mesa), as its notes (NOTES.md, the sections below) describe
 * its workbook: prices, adjustments added, note rates across, declared in the table language
 * (compiler/tables/language.ts). Written by a reader of docs/ alone, who had not seen the engine's
 * code; it is the test of unseen-lender.test.ts (not on the roster).
 */

import { above, band, below, eq, flag } from '../../compiler/conditions.ts';
import type { DeclaredProfile, PenaltyTable, RuleTable } from '../../compiler/tables/language.ts';
import type { PppTerm } from '../../worker/artifact/vocabulary.ts';

const DSCR_PROGRAMS = ['dscr_select', 'dscr_flex', 'fn_dscr'] as const;

// §4.3 the Prepay tab: two titled tables, a column per program; Max Price is read by PREPAY_MAX_PRICE below.
const prepay = (title: string): PenaltyTable => ({
  means: 'prepayment penalties',
  at: { tab: 'Prepay' },
  shape: 'program columns',
  title,
  name: title,
  category: `Prepay ${title}`,
  columns: [
    { heading: 'Prepay Term', holds: 'prepayment schedule' },
    { heading: 'Schedule', holds: 'note' },
    { heading: 'Max Price', holds: 'note' },
  ],
  schedules: { '5 Years': '5YR PPP', '3 Years': '3YR PPP', '2 Years': '2YR PPP', '1 Year': '1YR PPP', None: 'No PPP' },
  // §2 cell markers: NA on Prepay = that term is not offered
  na: 'term not offered',
});

// §4.4 (d) `Max Price — <Prepay Term>`: the Prepay tab's column C, for the DSCR programs, by the row priced.
// The language has no price limit per prepayment row: read as rule rows scoped by ppp_term (the table
// selected, ppp_table_name, cannot be said: Step-Down's rows only).
const maxPriceByTerm = (key: string, term: PppTerm) => ({
  rule: 'max_price' as const,
  key,
  when: [eq('program', ...DSCR_PROGRAMS), eq('ppp_term', term)],
});
const PREPAY_MAX_PRICE: RuleTable = {
  means: 'eligibility rules',
  at: { tab: 'Prepay' },
  shape: 'list',
  title: 'Step-Down',
  columns: [
    { heading: 'Prepay Term', holds: 'rule' },
    { heading: 'Max Price', holds: 'value' },
  ],
  rules: {
    '5 Years': maxPriceByTerm('max_price_5_years', '5YR PPP'),
    '3 Years': maxPriceByTerm('max_price_3_years', '3YR PPP'),
    '2 Years': maxPriceByTerm('max_price_2_years', '2YR PPP'),
    '1 Year': maxPriceByTerm('max_price_1_year', '1YR PPP'),
    None: maxPriceByTerm('max_price_none', 'No PPP'),
  },
};

export const COPPER_MESA: DeclaredProfile = {
  slug: 'copper-mesa',
  name: 'Copper Mesa Investor Lending',
  notes: 'test/unseen-lender/NOTES.md',
  // §1 one workbook per business day, no reprices
  files: { rateSheet: 'CopperMesa_Investor_RateSheet_<date>.xlsx', companions: {} },
  // §1 Arizona time: MST all year, no daylight saving time
  zone: 'America/Phoenix',
  zoneLabels: { generic: 'MST', standard: 'MST', daylight: 'MDT' },
  banner: { dates: ['DD-Month-YYYY'], clock: '12-hour', lead: 'Rates effective' },
  cutoff: { hour: 9, minute: 30 },
  // §2 prices on a 100 basis; adjustments added; NA not eligible / not offered; N/A and — no test
  conventions: { rates: 'prices', adjustments: 'adjustments', notEligible: 'NA', notApplicable: ['N/A', '—'] },
  // §5 step 1: every failing rule is a reason
  checksEndEvaluation: false,
  // §3 Programs and identifiers
  programs: [
    { slug: 'dscr_select', name: 'DSCR Select', docTypes: 'dscr', terms: [30, 40] },
    { slug: 'dscr_flex', name: 'DSCR Flex', docTypes: 'dscr', terms: [30] },
    { slug: 'fn_dscr', name: 'Foreign National DSCR', aliases: ['FN DSCR'], docTypes: 'foreign_national', terms: [30] },
    {
      slug: 'vacation_home_bs',
      name: 'Vacation Home Bank Statement',
      aliases: ['Vacation Home BS'],
      docTypes: 'bank_statements',
      terms: [30],
    },
  ],
  // §4.4 (a) the Program Guide's words
  words: {
    occupancy: { Investment: ['investment'], 'Second Home': ['second_home'] },
    citizenship: {
      'US Citizen': ['us_citizen'],
      'Permanent Resident': ['permanent_resident'],
      'Non-Permanent Resident': ['non_permanent_resident'],
      'Foreign National': ['foreign_national'],
    },
    propertyType: {
      SFR: ['sfr'],
      Townhome: ['townhome'],
      Condo: ['condo', 'warrantable_condo'],
      'Non-Warrantable Condo': ['non_warrantable_condo'],
      Condotel: ['condotel'],
      '2-4 Unit': ['2_unit', '3_4_unit'],
    },
  },
  // §4.4 (d) `Applies to`
  allPrograms: 'All programs',
  // §4.2 (b) the Condition words, §4.4 (b) the matrix purposes
  conditions: {
    // §2 band edges: $1MM–$1.5MM includes 1,000,000 (the grammar would start it at 1,000,001)
    '$1MM–$1.5MM': [band('loan_amount', 1_000_000, true, 1_500_000, true)],
    // §2 DSCR: lower value inclusive, up to the next band's lower value
    '≥ 1.25': [band('dscr', 125, true, null, false)],
    '1.00–1.24': [band('dscr', 100, true, 125, false)],
    '0.75–0.99': [band('dscr', 75, true, 100, false)],
    // §2 DTI: above 43.00, up to 50.00 inclusive
    '43.01%–50.00%': [band('dti', 4300, false, 5000, true)],
    'Rate/Term Refinance': [eq('purpose', 'rate_term_refi')],
    'Cash-Out Refinance': [eq('purpose', 'cash_out_refi')],
    Condo: [eq('property_type', 'condo', 'warrantable_condo')],
    'Non-Warrantable Condo': [eq('property_type', 'non_warrantable_condo')],
    Condotel: [eq('property_type', 'condotel')],
    '2 Unit': [eq('property_type', '2_unit')],
    '3-4 Unit': [eq('property_type', '3_4_unit')],
    '40-Year Fixed': [eq('term', 40)],
    '12 Mo. Bank Statements': [eq('doc', 'bank_statements_12mo')],
    '24 Mo. Bank Statements': [eq('doc', 'bank_statements_24mo')],
    'Non-Permanent Resident': [eq('citizenship', 'non_permanent_resident')],
    'Interest Only': [flag('interest_only')],
    'Short-Term Rental': [flag('short_term_rental')],
    'Escrow Waiver': [flag('escrow_waiver')],
    '1x30x12': [eq('housing_history', '1x30x12')],
    '0x60x12 or worse': [eq('housing_history', '0x60x12', '0x90x12')],
    'Credit Event < 36 Mo.': [flag('recent_credit_event')],
    Purchase: [eq('purpose', 'purchase')],
    'Rate/Term': [eq('purpose', 'rate_term_refi')],
    'Cash-Out': [eq('purpose', 'cash_out_refi')],
  },
  // §4.4 (c) `All states + DC except ND, SD, VT`
  states: { all: 'All states', plusDc: '+ DC', except: 'except' },
  // §4.4 (a) Terms
  terms: { '30 Yr Fixed': 30, '40 Yr Fixed': 40 },
  // §4.4 (a) the note on row 12: first lien only
  assumed: {
    citizenship: ['us_citizen', 'permanent_resident', 'non_permanent_resident', 'foreign_national'],
    lienPositions: ['1st'],
  },
  tables: [
    // §4.1 Pricing: note rates across, a row per lock period, under each program's title
    {
      means: 'base prices',
      at: { tab: 'Pricing' },
      shape: 'rates across',
      baseLock: 30,
      columns: [{ heading: 'Note Rate', holds: 'rate' }],
    },
    // §4.2 (a) CREDIT SCORE / LTV, every program
    {
      means: 'adjustments',
      shape: 'grid',
      at: { tab: 'Adjustments' },
      title: 'CREDIT SCORE / LTV  ·  ALL PROGRAMS',
      corner: 'Credit Score',
      rows: { band: 'fico' },
      columns: { band: 'ltv' },
      values: 'adjustment',
      category: 'Credit Score / LTV',
    },
    // §4.2 (b) LOAN-LEVEL PRICE ADJUSTMENTS: Factor (merged down) | Condition | a column per program
    {
      means: 'adjustments',
      at: { tab: 'Adjustments' },
      shape: 'program columns',
      title: 'LOAN-LEVEL PRICE ADJUSTMENTS',
      columns: [
        { heading: 'Factor', holds: 'category' },
        { heading: 'Condition', holds: 'condition' },
      ],
    },
    // §4.3 Prepay
    prepay('Step-Down'),
    prepay('Flat 5%'),
    // §4.4 (a) PROGRAM GUIDE: a row per program, a rule per column (the first rule table)
    {
      means: 'eligibility rules',
      at: { tab: 'Eligibility' },
      shape: 'program rows',
      title: 'PROGRAM GUIDE',
      columns: [{ heading: 'Program', holds: 'program' }],
      rules: {
        Occupancy: { rule: 'occupancies' },
        Terms: { rule: 'terms' },
        'Lock Periods': { rule: 'locks' },
        'Min FICO': { rule: 'min_fico' },
        'Min DSCR': { rule: 'min_dscr', none: 'N/A' },
        'Min Loan': { rule: 'min_loan' },
        'Max Loan': { rule: 'max_loan' },
        'Max DTI': { rule: 'max_dti', none: 'N/A' },
        'Eligible Borrowers': { rule: 'citizenship' },
        'Property Types': { rule: 'property_types' },
      },
      ignore: ['Doc Type'],
    },
    // §4.4 (b) MAXIMUM LTV BY CREDIT SCORE AND PURPOSE: a group of purpose columns per program.
    // Read only when the score meets the program's Min FICO; its `—` cells (below it) are never read.
    {
      means: 'eligibility matrix',
      shape: 'grid',
      at: { tab: 'Eligibility' },
      title: 'MAXIMUM LTV BY CREDIT SCORE AND PURPOSE',
      corner: 'Credit Score',
      rows: { band: 'fico' },
      columns: 'condition',
      groups: 'program',
      skipAfter: ['min_fico'],
    },
    // §4.4 (b) the two LTV notes under the matrix
    {
      means: 'eligibility rules',
      at: { tab: 'Eligibility' },
      shape: 'sentences',
      columns: [],
      rules: {
        'DSCR Select and Vacation Home BS: loan amounts above': {
          rule: 'max_ltv',
          when: [eq('program', 'dscr_select', 'vacation_home_bs'), above('loan_amount', 1_500_000)],
        },
        'DSCR Flex: DSCR below': { rule: 'max_ltv', when: [eq('program', 'dscr_flex'), below('dscr', 100)] },
      },
    },
    // §4.4 (c) ELIGIBLE STATES: a row per program (or several)
    {
      means: 'eligibility rules',
      at: { tab: 'Eligibility' },
      shape: 'program rows',
      title: 'ELIGIBLE STATES',
      columns: [{ heading: 'Program', holds: 'program' }],
      rules: { States: { rule: 'states' } },
    },
    // §4.4 (d) PRICE LIMITS
    {
      means: 'eligibility rules',
      at: { tab: 'Eligibility' },
      shape: 'list',
      title: 'PRICE LIMITS',
      columns: [
        { heading: 'Limit', holds: 'rule' },
        { heading: 'Applies to', holds: 'program' },
        { heading: 'Price', holds: 'value' },
      ],
      rules: {
        'Max Price — Second Home': { rule: 'max_price', key: 'max_price_second_home' },
        'Max Price — Loan Amount > $1.5MM': {
          rule: 'max_price',
          key: 'max_price_loan_over_1_5mm',
          when: [above('loan_amount', 1_500_000)],
        },
        'Minimum Price': { rule: 'min_price', category: 'Price Limits' },
      },
    },
    PREPAY_MAX_PRICE,
    // §4.3 note 4: the PPP-restricted states
    {
      means: 'eligibility rules',
      at: { tab: 'Prepay' },
      shape: 'sentences',
      columns: [],
      rules: { '4. No prepayment penalty is permitted': { rule: 'ppp_restricted_states' } },
    },
  ],
};
