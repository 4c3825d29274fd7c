/**
 * Granite Peak Wholesale Lending (non-QM), as sheets/README.md §1-§3 describe its two workbooks, its
 * tables declared in the table language (compiler/tables/language.ts).
 */
import { eq, flag, PPP_RESTRICTED_STATES } from '../conditions.ts';
import type { DeclaredProfile } from '../tables/language.ts';

const investment = eq('occupancy', 'investment');
/** §3.5 the headings a grid of the LLPA tabs starts with: a band's, or a category's */
const LLPA_CORNERS = 'FICO|Loan Amount|DTI|DSCR|Purpose|Doc Type|Property Type|Occupancy|Product|Adjustment'.split('|');
/** §3.7 the PPP terms, as the PPP tables and the request print them */
const PPP_TERMS = ['No PPP', '1YR PPP', '2YR PPP', '3YR PPP', '5YR PPP'] as const;
const ownerOccupied = eq('occupancy', 'owner_occupied');
const primaryOrSecond = eq('occupancy', 'owner_occupied', 'second_home');

export const GRANITE_PEAK: DeclaredProfile = {
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
  // §3.1 Programs and identifiers; their terms as the guidelines' Amortization Terms list them
  programs: [
    { slug: 'full_doc', name: 'Full Doc', docTypes: { 'Full Doc': 'full_doc' }, terms: [15, 20, 25, 30, 40] },
    {
      slug: 'expanded_doc',
      name: 'Expanded Doc',
      terms: [15, 30, 40],
      docTypes: {
        'Expanded Doc - Bank Statements': 'bank_statements',
        'Expanded Doc - 1099': '1099',
        'Expanded Doc - P&L': 'pl_statement',
        'Expanded Doc - Asset Utilization': 'asset_utilization',
      },
    },
    { slug: 'dscr', name: 'DSCR', docTypes: { DSCR: 'dscr' }, terms: [30, 40] },
    {
      slug: 'multi_unit_mixed_use',
      name: 'Multi-Unit / Mixed Use',
      aliases: ['MU-MX', 'Multi-Unit (5-8 Units) / Mixed Use'],
      docTypes: { 'Multi-Unit / Mixed Use': 'dscr_5_8_unit' },
      terms: [30, 40],
    },
    { slug: 'itin', name: 'ITIN', docTypes: { ITIN: 'itin' }, terms: [30, 40] },
    {
      slug: 'fn',
      name: 'Foreign National',
      aliases: ['FN'],
      docTypes: { 'Foreign National': 'foreign_national' },
      terms: [30, 40],
    },
  ],
  allPrograms: 'All',
  // §3.3 the guidelines' Occupancy and Eligible Borrowers words
  words: {
    occupancy: {
      Primary: ['owner_occupied'],
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
  },
  // §3.5 which grid row applies, and §3.3 the matrix columns' words; bands and comparisons are the grammar's
  conditions: {
    // PURPOSE
    Purchase: [eq('purpose', 'purchase')],
    'Rate/Term': [eq('purpose', 'rate_term_refi')],
    'Rate/Term Refinance': [eq('purpose', 'rate_term_refi')],
    'Cash-Out': [eq('purpose', 'cash_out_refi')],
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
    'Primary Residence': [ownerOccupied],
    'Owner Occupied': [ownerOccupied],
    'Second Home': [eq('occupancy', 'second_home')],
    Investment: [investment],
    'Non-Owner Occupied': [investment],
    // PRODUCT
    ...Object.fromEntries(([10, 15, 20, 25, 30] as const).map((t) => [`${t} Year Fixed`, [eq('term', t)]])),
    '40 Year Maturity': [eq('term', 40)],
    'Interest Only': [flag('interest_only')],
    // MISCELLANEOUS / OTHER ADJUSTMENTS
    'Escrow Waiver': [flag('escrow_waiver')],
    ...Object.fromEntries((['1x30x12', '0x60x12', '0x90x12'] as const).map((h) => [h, [eq('housing_history', h)]])),
    'FC/SS/DIL/BK < 48 Months': [flag('recent_credit_event')],
    'Short-Term Rental': [flag('short_term_rental')],
    'Non-Permanent Resident': [eq('citizenship', 'non_permanent_resident')],
    ...Object.fromEntries(([15, 30, 45] as const).map((d) => [`${d} Day Lock`, [eq('lock_days', d)]])),
  },
  // §3.3 Eligible States: `All states + DC except NY`
  states: { all: 'All states', plusDc: '+ DC', except: 'except' },
  // §3.3 Amortization Terms: `15, 20, 25, 30 Yr Fixed; 40 Yr Maturity`
  terms: { '15': 15, '20': 20, '25': 25, '30 Yr Fixed': 30, '40 Yr Maturity': 40 },
  // §3.3: the Lien Position row is informational, all programs are first lien only
  assumed: { citizenship: ['us_citizen'], lienPositions: ['1st'] },
  tables: [
    // §3.2 Rates: a ladder per program, 30-day prices (§2 Lock period)
    {
      means: 'base prices',
      at: { tab: 'Rates' },
      shape: 'program groups',
      baseLock: 30,
      columns: [
        { heading: 'Rate', holds: 'rate' },
        { heading: 'Price', holds: 'price' },
      ],
    },
    // §3.3 Guidelines: a column per program and doc type; §3.4 step 1 the program checks. Occupancy,
    // terms, locks and CLTV are refused by the matrix (§3.4 step 2) and the grids' NA rows (§3.6)
    {
      means: 'eligibility rules',
      at: { book: 'matrix', tab: 'Guidelines' },
      shape: 'program columns',
      docTypeHeadings: 'above',
      columns: [{ heading: 'Program', holds: 'rule' }],
      rules: {
        'Minimum FICO': { rule: 'min_fico' },
        'Maximum DTI': { rule: 'max_dti' },
        'Minimum Loan Amount': { rule: 'min_loan' },
        'Maximum Loan Amount': { rule: 'max_loan' },
        'Minimum DSCR': { rule: 'min_dscr' },
        'Eligible Borrowers': { rule: 'citizenship' },
        'Eligible States': { rule: 'states' },
        Occupancy: { rule: 'occupancies', shownOnly: true },
        'Amortization Terms': { rule: 'terms', shownOnly: true },
        'Lock Periods': { rule: 'locks', shownOnly: true },
        'Maximum CLTV': { rule: 'max_cltv', shownOnly: true },
      },
      ignore: ['Doc Type', 'Interest Only', 'Lien Position', 'Prepayment Penalty', 'Reserves'],
    },
    // §3.7 5: the PPP-restricted states, in the PPP tab's notes
    {
      means: 'eligibility rules',
      at: { tab: 'PPP' },
      shape: 'sentences',
      columns: [],
      rules: {
        'Prepayment penalties are not permitted in the following states': {
          rule: 'ppp_restricted_states',
          lead: 'following states:',
        },
      },
    },
    // §3.3 Program matrix tabs: FICO and loan amount down, occupancy over purposes across, a block
    // per DSCR tier titled by it
    {
      means: 'eligibility matrix',
      shape: 'grid',
      at: { book: 'matrix', tab: '<program> Matrix' },
      corner: 'FICO',
      rows: [{ band: 'fico' }, { band: 'loan_amount' }],
      columns: ['condition', 'condition'],
      cells: 'LTV/CLTV',
    },
    // §3.2 LLPA tabs, §3.5 which grid row applies: grids stacked down each program's tab, CLTV bands
    // across or one `Adj` column
    {
      means: 'adjustments',
      shape: 'grid',
      at: { tab: '<program> LLPA' },
      corner: LLPA_CORNERS,
      rowsByCorner: {
        FICO: { band: 'fico' },
        'Loan Amount': { band: 'loan_amount' },
        DTI: { band: 'dti' },
        DSCR: { band: 'dscr' },
      },
      rows: 'condition',
      columns: { band: 'cltv' },
      single: 'Adj',
      values: 'adjustment',
    },
    // §3.2 PPP, §3.7: a section per program, its tables side by side named by their titles
    {
      means: 'prepayment penalties',
      at: { tab: 'PPP', sections: 'program titles' },
      shape: 'list',
      name: '<title>',
      category: 'PPP <title>',
      columns: [{ heading: 'PPP Term', holds: 'prepayment schedule' }],
      occupancies: {
        'Primary / 2nd Home': ['owner_occupied', 'second_home'],
        'Owner Occupied': ['owner_occupied'],
        Investment: ['investment'],
        'Non-Owner Occupied': ['investment'],
        Adj: ['owner_occupied', 'second_home', 'investment'],
      },
      schedules: Object.fromEntries(PPP_TERMS.map((term) => [term, term])),
    },
    // §3.2 Price Caps, §3.8: a row per cap, a column per program; the other cap labels are the grammar's
    {
      means: 'eligibility rules',
      at: { tab: 'Price Caps' },
      shape: 'program columns',
      capGrammar: true,
      columns: [{ heading: 'Price Cap', holds: 'rule' }],
      rules: {
        'Primary / 2nd Homes': { rule: 'max_price', key: 'primary_second', whenAny: [[primaryOrSecond]] },
        'No PPP or State Restricted': {
          rule: 'max_price',
          key: 'no_ppp_or_state_restricted',
          whenAny: [
            [investment, eq('ppp_term', 'No PPP')],
            [investment, PPP_RESTRICTED_STATES],
          ],
        },
      },
    },
  ],
};
