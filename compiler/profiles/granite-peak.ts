/** Granite Peak Wholesale Lending (non-QM), as sheets/README.md §1-§3 describe its two workbooks. */
import { eq, flag, PPP_RESTRICTED_STATES } from '../conditions.ts';
import type { LayoutProfile } from '../profile.ts';

const investment = eq('occupancy', 'investment');

export const GRANITE_PEAK: LayoutProfile = {
  slug: 'non-qm',
  name: 'Granite Peak Wholesale Lending',
  notes: 'sheets/README.md §1, §2, §3',
  // §1 Files and effective date
  files: {
    rateSheet: 'GranitePeak_NonQM_RateSheet_<date>.xlsx',
    companions: { matrix: 'GranitePeak_NonQM_ProgramMatrix_<date>.xlsx' },
  },
  zone: 'America/Los_Angeles',
  zoneLabels: { generic: 'PT', standard: 'PST', daylight: 'PDT' },
  banner: { dates: ['MM/DD/YYYY'], clock: '12-hour' },
  cutoff: { hour: 10, minute: 0 },
  // §2 Conventions
  conventions: { rates: 'prices', adjustments: 'adjustments', notEligible: 'NA', notApplicable: 'N/A' },
  checksEndEvaluation: false,
  // §3.1 Programs and identifiers
  programs: [
    { slug: 'full_doc', name: 'Full Doc', docTypes: { 'Full Doc': 'full_doc' } },
    {
      slug: 'expanded_doc',
      name: 'Expanded Doc',
      docTypes: {
        'Expanded Doc - Bank Statements': 'bank_statements',
        'Expanded Doc - 1099': '1099',
        'Expanded Doc - P&L': 'pl_statement',
        'Expanded Doc - Asset Utilization': 'asset_utilization',
      },
    },
    { slug: 'dscr', name: 'DSCR', docTypes: { DSCR: 'dscr' } },
    {
      slug: 'multi_unit_mixed_use',
      name: 'Multi-Unit / Mixed Use',
      aliases: ['MU-MX', 'Multi-Unit (5-8 Units) / Mixed Use'],
      docTypes: { 'Multi-Unit / Mixed Use': 'dscr_5_8_unit' },
    },
    { slug: 'itin', name: 'ITIN', docTypes: { ITIN: 'itin' } },
    { slug: 'fn', name: 'Foreign National', aliases: ['FN'], docTypes: { 'Foreign National': 'foreign_national' } },
  ],
  // §3.1 occupancy words, §3.3 Eligible Borrowers and the matrix headings
  words: {
    occupancy: {
      Primary: ['owner_occupied'],
      'Primary Residence': ['owner_occupied'],
      'Owner Occupied': ['owner_occupied'],
      'Second Home': ['second_home'],
      Investment: ['investment'],
      'Investment only': ['investment'],
      'Non-Owner Occupied': ['investment'],
    },
    citizenship: {
      'US Citizen': ['us_citizen'],
      'Permanent Resident': ['permanent_resident'],
      'Non-Permanent Resident': ['non_permanent_resident'],
      'ITIN Only': ['itin'],
      ITIN: ['itin'],
      'Foreign National Only': ['foreign_national'],
      'Foreign National': ['foreign_national'],
    },
    purpose: {
      Purchase: 'purchase',
      'Rate/Term': 'rate_term_refi',
      'Rate/Term Refinance': 'rate_term_refi',
      'Cash-Out': 'cash_out_refi',
      'Cash-Out Refinance': 'cash_out_refi',
    },
  },
  // §3.2 Rates: a ladder per program, 30-day prices (§2 Lock period)
  prices: { kind: 'ladders', at: { tab: 'Rates' }, header: ['Rate', 'Price'], baseLock: 30 },
  // §3.2 LLPA tabs, §3.5 which grid row applies
  grids: {
    at: { suffix: 'LLPA' },
    find: { byShape: { band: 'cltv', single: 'Adj' } },
    headings: { FICO: 'fico', 'Credit Score': 'fico', 'Loan Amount': 'loan_amount', DTI: 'dti', DSCR: 'dscr' },
    rows: {
      // PURPOSE
      Purchase: [eq('purpose', 'purchase')],
      'Rate/Term Refinance': [eq('purpose', 'rate_term_refi')],
      'Cash-Out Refinance': [eq('purpose', 'cash_out_refi')],
      // DOC TYPE (the doc key combines doc_type and doc_seasoning)
      'Full Doc - 12 Months': [eq('doc', 'full_doc_12mo')],
      'Full Doc - 24 Months': [eq('doc', 'full_doc_24mo')],
      '12 Mo. Bank Statements': [eq('doc', 'bank_statements_12mo')],
      '24 Mo. Bank Statements': [eq('doc', 'bank_statements_24mo')],
      '1099': [eq('doc', '1099')],
      'P&L Only (CPA Prepared)': [eq('doc', 'pl_statement')],
      'Asset Utilization': [eq('doc', 'asset_utilization')],
      // PROPERTY TYPE
      SFR: [eq('property_type', 'sfr')],
      'Condo / Warrantable Condo': [eq('property_type', 'condo', 'warrantable_condo')],
      'Non-Warrantable Condo': [eq('property_type', 'non_warrantable_condo')],
      '2 Units': [eq('property_type', '2_unit')],
      '3-4 Units': [eq('property_type', '3_4_unit')],
      '5-8 Units': [eq('property_type', '5_8_unit')],
      'Mixed Use': [eq('property_type', 'mixed_use')],
      Condotel: [eq('property_type', 'condotel')],
      Townhome: [eq('property_type', 'townhome')],
      Manufactured: [eq('property_type', 'manufactured')],
      // OCCUPANCY
      'Second Home': [eq('occupancy', 'second_home')],
      Investment: [investment],
      'Non-Owner Occupied': [investment],
      // PRODUCT
      '10 Year Fixed': [eq('term', 10)],
      '15 Year Fixed': [eq('term', 15)],
      '20 Year Fixed': [eq('term', 20)],
      '25 Year Fixed': [eq('term', 25)],
      '30 Year Fixed': [eq('term', 30)],
      '40 Year Maturity': [eq('term', 40)],
      'Interest Only': [flag('interest_only')],
      // MISCELLANEOUS / OTHER ADJUSTMENTS
      'Escrow Waiver': [flag('escrow_waiver')],
      '1x30x12': [eq('housing_history', '1x30x12')],
      '0x60x12': [eq('housing_history', '0x60x12')],
      '0x90x12': [eq('housing_history', '0x90x12')],
      'FC/SS/DIL/BK < 48 Months': [flag('recent_credit_event')],
      'Short-Term Rental': [flag('short_term_rental')],
      'Non-Permanent Resident': [eq('citizenship', 'non_permanent_resident')],
      '15 Day Lock': [eq('lock_days', 15)],
      '30 Day Lock': [eq('lock_days', 30)],
      '45 Day Lock': [eq('lock_days', 45)],
    },
  },
  // §3.3 Guidelines tab of the program matrix workbook
  guidelines: {
    at: { book: 'matrix', tab: 'Guidelines' },
    layout: { programColumns: { programRow: 'Program' } },
    rules: {
      min_fico: 'Minimum FICO',
      max_dti: 'Maximum DTI',
      min_loan: 'Minimum Loan Amount',
      max_loan: 'Maximum Loan Amount',
      min_dscr: 'Minimum DSCR',
      citizenship: 'Eligible Borrowers',
      states: { label: 'Eligible States', all: 'All states', plusDc: '+ DC', except: 'except' },
      occupancies: 'Occupancy',
      terms: 'Amortization Terms',
      locks: 'Lock Periods',
      max_cltv: 'Maximum CLTV',
    },
    // §3.3: the Lien Position row is informational, all programs are first lien only
    lienPositions: ['1st'],
  },
  // §3.3 Program matrix tabs
  matrix: {
    at: { book: 'matrix', suffix: 'Matrix' },
    rows: [
      { heading: 'FICO', band: 'fico' },
      { heading: 'Loan Amount', band: 'loan_amount' },
    ],
    columns: ['occupancy', 'purpose'],
    cells: 'LTV/CLTV',
    tiers: { title: 'DSCR', band: 'dscr' },
  },
  // §3.2 PPP, §3.7
  ppp: {
    categoryPrefix: 'PPP',
    at: { tab: 'PPP' },
    header: 'PPP Term',
    columns: {
      'Primary / 2nd Home': ['owner_occupied', 'second_home'],
      'Owner Occupied': ['owner_occupied'],
      Investment: ['investment'],
      'Non-Owner Occupied': ['investment'],
      Adj: ['owner_occupied', 'second_home', 'investment'],
    },
    restrictedStates: 'Prepayment penalties are not permitted in the following states:',
  },
  // §3.2 Price Caps, §3.8 (the other cap labels are read by the cap grammar)
  caps: {
    floorCategory: 'Price Caps',
    at: { tab: 'Price Caps' },
    layout: 'cap rows, program columns',
    header: 'Price Cap',
    rules: {
      'Primary / 2nd Homes': { key: 'primary_second', when: [[eq('occupancy', 'owner_occupied', 'second_home')]] },
      'No PPP or State Restricted': {
        key: 'no_ppp_or_state_restricted',
        when: [
          [investment, eq('ppp_term', 'No PPP')],
          [investment, PPP_RESTRICTED_STATES],
        ],
      },
    },
  },
};
