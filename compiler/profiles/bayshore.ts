/**
 * Bayshore Home Funding (agency conforming and high balance), as sheets/README.md §1, §2 and §4
 * describe its workbook, its tables declared in the table language (compiler/tables/language.ts).
 */
import { eq, flag } from '../conditions.ts';
import type { DeclaredProfile } from '../tables/language.ts';

const FIXED = '2_conventional_fixed';
const ARMS = ['3_conventional_5_6_sofr_arm', '4_conventional_7_6_sofr_arm'] as const;
const purchaseOrLimited = eq('purpose', 'purchase', 'rate_term_refi');
const cashOut = eq('purpose', 'cash_out_refi');

export const BAYSHORE: DeclaredProfile = {
  slug: 'agency',
  name: 'Bayshore Home Funding, LLC',
  notes: 'sheets/README.md §1, §2, §4',
  // §1 Files and effective date
  files: { rateSheet: 'BayshoreHomeFunding_Agency_RateSheet_<date>.xlsx', companions: {} },
  zone: 'America/New_York',
  zoneLabels: { generic: 'ET', standard: 'EST', daylight: 'EDT' },
  banner: { dates: ['Weekday, Month D, YYYY'], clock: '12-hour' },
  cutoff: { hour: 11, minute: 0 },
  // §2 Conventions: negatives in parentheses are the cell's sign, not a convention
  conventions: { rates: 'prices', adjustments: 'adjustments', notEligible: 'NA', notApplicable: 'N/A' },
  checksEndEvaluation: false,
  // §4.2 Programs, blocks and terms; no doc-type registry: priced as full_doc (the contract's agency default)
  programs: [
    { slug: FIXED, name: 'Conventional Fixed', code: '2', docTypes: 'full_doc', docTypeAssumed: true },
    { slug: ARMS[0], name: 'Conventional 5/6 SOFR ARM', code: '3', docTypes: 'full_doc', docTypeAssumed: true },
    { slug: ARMS[1], name: 'Conventional 7/6 SOFR ARM', code: '4', docTypes: 'full_doc', docTypeAssumed: true },
  ],
  // §4.3 Program checks: Occupancy and Eligible Borrowers
  words: {
    occupancy: {
      'Primary Residence': ['owner_occupied'],
      'Second Home': ['second_home'],
      Investment: ['investment'],
    },
    citizenship: {
      'US Citizen': ['us_citizen'],
      'Permanent Resident': ['permanent_resident'],
      'Non-Permanent Resident': ['non_permanent_resident'],
    },
  },
  allPrograms: 'All',
  // §4.4 which LLPA row applies; bands are the grammar's
  conditions: {
    // LOAN ATTRIBUTES
    'Investment Property': [eq('occupancy', 'investment')],
    'Second Home': [eq('occupancy', 'second_home')],
    Condo: [eq('property_type', 'condo', 'warrantable_condo')],
    '2-4 Units': [eq('property_type', '2_unit', '3_4_unit')],
    'Manufactured Home': [eq('property_type', 'manufactured')],
    'Non-Warrantable Condo / Condotel': [eq('property_type', 'non_warrantable_condo', 'condotel')],
    '5-8 Units / Mixed Use': [eq('property_type', '5_8_unit', 'mixed_use')],
    // HIGH BALANCE: program 2 takes the Fixed Rate rows, programs 3 and 4 the ARM rows
    'Fixed Rate - Purchase & Limited Cash-Out': [eq('program', FIXED), purchaseOrLimited],
    'Fixed Rate - Cash-Out': [eq('program', FIXED), cashOut],
    'ARM - Purchase & Limited Cash-Out': [eq('program', ...ARMS), purchaseOrLimited],
    'ARM - Cash-Out': [eq('program', ...ARMS), cashOut],
    // OTHER ADJUSTMENTS
    'Escrow Waiver': [flag('escrow_waiver')],
    'Interest Only': [flag('interest_only')],
    'FC/SS/DIL/BK < 48 Months': [flag('recent_credit_event')],
    '1x30x12': [eq('housing_history', '1x30x12')],
    '0x60x12': [eq('housing_history', '0x60x12')],
    '0x90x12': [eq('housing_history', '0x90x12')],
  },
  // no state list printed: the state adjusters say where each program is offered (§4.5)
  states: { all: 'All states', plusDc: '+ DC', except: 'except' },
  // the names print no term: a program's terms are its routes' (§4.2)
  terms: {},
  // §4.3 the guidelines print the eligible borrowers; §6 first liens only
  assumed: { citizenship: [], lienPositions: ['1st'] },
  tables: [
    // §4.1 Conventional, §4.2 which block prices a loan: blocks titled with a code line, routed by the
    // Guidelines tab's table per program and term (high balance above the conforming limit)
    {
      means: 'base prices',
      shape: 'routed blocks',
      at: { tab: 'Conventional' },
      rate: 'Rate',
      lock: '<days> Day',
      codeLine: 'Code',
      routes: { at: { tab: 'Guidelines' }, header: 'Program Code', noHighBalance: 'No High Balance' },
      category: 'Rate Block',
      reported: true,
    },
    // §4.1 Guidelines, §4.3 program checks: the program guideline table (label | value), every program's;
    // the conforming limit the high-balance switch (§4.2)
    {
      means: 'eligibility rules',
      at: { tab: 'Guidelines' },
      shape: 'list',
      title: 'PROGRAM GUIDELINES',
      columns: [
        { heading: 'Guideline', holds: 'rule' },
        { heading: 'Value', holds: 'value' },
      ],
      rules: {
        'Conforming Loan Limit (1-Unit, 2026)': { rule: 'conforming_limit' },
        'Minimum Loan Amount': { rule: 'min_loan' },
        'Maximum Loan Amount': { rule: 'max_loan' },
        'Minimum FICO': { rule: 'min_fico' },
        'Maximum DTI': { rule: 'max_dti' },
        // §2: first liens only, CLTV = LTV
        'Maximum LTV': { rule: 'max_ltv', andMaxCltv: true },
        'Eligible Borrowers': { rule: 'citizenship' },
        Occupancy: { rule: 'occupancies' },
        'Lock Periods': { rule: 'locks' },
      },
      ignore: [
        'High Balance Loan Limit (1-Unit, 2026)',
        'Eligible Property Types',
        'Eligible States',
        'Lien Position',
        'AUS',
      ],
    },
    // §4.6 Price limits: a row per program, after all adjustments
    {
      means: 'eligibility rules',
      at: { tab: 'Guidelines' },
      shape: 'program rows',
      title: 'PRICE LIMITS',
      columns: [{ heading: 'Program', holds: 'program' }],
      rules: {
        'Maximum Price': { rule: 'max_price' },
        'Minimum Price': { rule: 'min_price', category: 'Price Caps' },
      },
    },
    // §4.1 LLPA, §4.4 which LLPA row applies: grids by purpose (their titles), LTV bands across or one `Adj` column
    {
      means: 'adjustments',
      shape: 'grid',
      at: { tab: 'LLPA' },
      corner: ['Credit Score', 'Attribute', 'Product / Purpose', 'Loan Amount', 'Adjustment'],
      rowsByCorner: { 'Credit Score': { band: 'fico' }, 'Loan Amount': { band: 'loan_amount' } },
      rows: 'condition',
      columns: { band: 'ltv' },
      single: 'Adj',
      values: 'adjustment',
      titles: {
        PURCHASE: [eq('purpose', 'purchase')],
        'LIMITED CASH-OUT': [eq('purpose', 'rate_term_refi')],
        'CASH-OUT': [cashOut],
        'HIGH BALANCE': [flag('high_balance')],
      },
    },
    // §4.5 State adjusters: a column per program (`(Prog 2)`), its agency under the header; no adjuster, not offered
    {
      means: 'state adjusters',
      shape: 'program columns',
      at: { tab: 'State Adjusters' },
      heading: 'State',
      category: 'State Adjusters',
      agencyRow: 'Agency',
      agencies: ['FNMA', 'FHLMC'],
      programCode: '(Prog <code>)',
    },
  ],
};
