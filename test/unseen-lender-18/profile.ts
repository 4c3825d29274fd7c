/**
 * Pinecrest Home Loans (pinecrest), as its notes (NOTES.md) describe its one-tab workbook `RATES`:
 * three rate blocks side by side with a price column per term, a lock grid by term, one loan-level
 * grid in two program sections, price limits in footnotes, loan limits by units, guidelines per
 * program column, a maximum-LTV matrix and an X grid of states. Written from docs/ alone.
 */
import { band, eq, flag } from '../../compiler/conditions.ts';
import type { DeclaredProfile } from '../../compiler/tables/language.ts';

const CF = 'conforming_fixed';
const HB = 'high_balance_fixed';
const FHA = 'fha_fixed';
const RATES = { tab: 'RATES' };

const conv = eq('program', CF, HB);
const fha = eq('program', FHA);
const ltv = (lo: number | null, hi: number | null) => band('ltv', lo, false, hi, true);
const ONE_UNIT = [
  'sfr',
  'townhome',
  'condo',
  'warrantable_condo',
  'non_warrantable_condo',
  'condotel',
  'manufactured',
  'mixed_use',
  '5_8_unit',
] as const;

const STATES = [
  'AK',
  'AL',
  'AR',
  'AZ',
  'CA',
  'CO',
  'CT',
  'DC',
  'DE',
  'FL',
  'GA',
  'HI',
  'IA',
  'ID',
  'IL',
  'IN',
  'KS',
  'KY',
  'LA',
  'MA',
  'MD',
  'ME',
  'MI',
  'MN',
  'MO',
  'MS',
  'MT',
  'NC',
  'ND',
  'NE',
  'NH',
  'NJ',
  'NM',
  'NV',
  'NY',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VA',
  'VT',
  'WA',
  'WI',
  'WV',
  'WY',
];

export const PINECREST: DeclaredProfile = {
  slug: 'pinecrest',
  name: 'Pinecrest Home Loans',
  notes: 'test/unseen-lender-18/NOTES.md',
  // §1 one workbook per sheet, `Pinecrest_RateSheet_<date>.xlsx`, a reprice adding its number alone
  // (`_1`), its time in the banner
  files: { rateSheet: 'Pinecrest_RateSheet_<date>.xlsx', reprices: '_<n>', companions: {} },
  // §1 Eastern; banner `11.20.2026 - 09:05 AM EST` in A2, a reprice adding `  |  REPRICE #1`
  zone: 'America/New_York',
  zoneLabels: { generic: 'ET', standard: 'EST', daylight: 'EDT' },
  // the banner prints no lead words before its date: `lead: ''` (the default `Effective` was
  // `missing_effective_date`); the docs never say a banner may start with its date
  banner: { dates: ['MM.DD.YYYY'], clock: '12-hour', tabs: 'first tab', lead: '' },
  // §1 expires 10:00 AM ET on the next business day
  cutoff: { hour: 10, minute: 0 },
  // §2 prices on a 100 basis, adjustments added; NA a rate not available / not eligible; N/A a term or lock not offered
  conventions: { rates: 'prices', adjustments: 'adjustments', notEligible: ['NA', 'N/A'], notApplicable: null },
  // §9 every failing check reported, each key once, then the program stops
  checksEndEvaluation: false,
  keysOnce: true,
  // §3 programs
  programs: [
    {
      slug: CF,
      name: 'CONFORMING FIXED',
      aliases: ['CONFORMING FIXED ¹', 'Conforming Fixed', 'Conforming'],
      docTypes: 'full_doc',
      terms: [30, 20, 15],
    },
    {
      slug: HB,
      name: 'HIGH BALANCE FIXED',
      aliases: ['HIGH BALANCE FIXED ¹', 'High Balance Fixed', 'High Balance'],
      docTypes: 'full_doc',
      terms: [30],
    },
    {
      slug: FHA,
      name: 'FHA FIXED',
      aliases: ['FHA FIXED ¹', 'FHA Fixed', 'FHA'],
      docTypes: 'full_doc',
      terms: [30, 15],
    },
  ],
  words: {
    // §3, §8(a) occupancy words
    occupancy: {
      Primary: ['owner_occupied'],
      'Primary only': ['owner_occupied'],
      'Second Home': ['second_home'],
      Investment: ['investment'],
    },
    // §8(a) Eligible Borrowers
    citizenship: {
      'US Citizen': ['us_citizen'],
      'Permanent Resident': ['permanent_resident'],
      'Non-Permanent Resident': ['non_permanent_resident'],
    },
    // §8(a) Lien Position
    lienPosition: { '1st lien only': ['1st'] },
    // §8(a) Property Types
    propertyType: {
      SFR: ['sfr'],
      'PUD/Townhome': ['townhome'],
      Condo: ['condo', 'warrantable_condo'],
      '2-4 Units': ['2_unit', '3_4_unit'],
    },
  },
  allPrograms: 'All',
  conditions: {
    // §5 lock grid's term columns
    '30 YR': [eq('term', 30)],
    '20 YR': [eq('term', 20)],
    '15 YR': [eq('term', 15)],
    // §7 section CONFORMING FIXED & HIGH BALANCE FIXED
    'All Loans, LTV <= 60%': [conv, ltv(null, 6000)],
    'All Loans, LTV 60.01-70%': [conv, ltv(6000, 7000)],
    'All Loans, LTV 70.01-75%': [conv, ltv(7000, 7500)],
    'All Loans, LTV 75.01-80%': [conv, ltv(7500, 8000)],
    'All Loans, LTV 80.01-85%': [conv, ltv(8000, 8500)],
    'All Loans, LTV 85.01-90%': [conv, ltv(8500, 9000)],
    'All Loans, LTV 90.01-95%': [conv, ltv(9000, 9500)],
    'All Loans, LTV > 95%': [conv, ltv(9500, null)],
    'Cash-Out Refi, LTV <= 60%': [conv, eq('purpose', 'cash_out_refi'), ltv(null, 6000)],
    'Cash-Out Refi, LTV 60.01-70%': [conv, eq('purpose', 'cash_out_refi'), ltv(6000, 7000)],
    'Cash-Out Refi, LTV 70.01-75%': [conv, eq('purpose', 'cash_out_refi'), ltv(7000, 7500)],
    'Cash-Out Refi, LTV 75.01-80%': [conv, eq('purpose', 'cash_out_refi'), ltv(7500, 8000)],
    'Investment, LTV <= 75%': [conv, eq('occupancy', 'investment'), ltv(null, 7500)],
    'Investment, LTV > 75%': [conv, eq('occupancy', 'investment'), ltv(7500, null)],
    // (also the MAXIMUM LTV matrix's `Second Home` row key: the program scope holds there, its rows being CF's and HB's)
    'Second Home': [conv, eq('occupancy', 'second_home')],
    '2-4 Units': [conv, eq('property_type', '2_unit', '3_4_unit')],
    'Condo, LTV > 75%': [conv, eq('property_type', 'condo', 'warrantable_condo'), ltv(7500, null)],
    'High Balance Purchase / R/T': [eq('program', HB), eq('purpose', 'purchase', 'rate_term_refi')],
    'High Balance Cash-Out': [eq('program', HB), eq('purpose', 'cash_out_refi')],
    'DTI > 40%': [conv, band('dti', 4000, false, null, false)],
    'Escrow Waiver': [conv, flag('escrow_waiver')],
    'Loan Amount <= $150,000': [conv, band('loan_amount', null, false, 150_000, true)],
    // §7 section FHA FIXED
    'FHA, LTV <= 90%': [fha, ltv(null, 9000)],
    'FHA, LTV > 90%': [fha, ltv(9000, null)],
    'FHA Cash-Out Refi': [fha, eq('purpose', 'cash_out_refi')],
    'FHA 2-4 Units': [fha, eq('property_type', '2_unit', '3_4_unit')],
    'FHA Escrow Waiver': [fha, flag('escrow_waiver')],
    'FHA Loan Amount <= $150,000': [fha, band('loan_amount', null, false, 150_000, true)],
    // §8(b) MAXIMUM LTV row and column keys
    'Conforming Fixed': [eq('program', CF)],
    'High Balance Fixed': [eq('program', HB)],
    'FHA Fixed': [eq('program', FHA)],
    Primary: [eq('occupancy', 'owner_occupied')],
    Investment: [eq('occupancy', 'investment')],
    Purchase: [eq('purpose', 'purchase')],
    'Rate/Term': [eq('purpose', 'rate_term_refi')],
    'Cash-Out': [eq('purpose', 'cash_out_refi')],
  },
  states: { all: 'All', plusDc: '+ DC', except: 'except', allIncludesDc: true },
  // §4 header `30 YR | 20 YR | 15 YR`
  terms: { '30 YR': 30, '20 YR': 20, '15 YR': 15 },
  assumed: { citizenship: ['us_citizen', 'permanent_resident'], lienPositions: ['1st'] },
  tables: [
    // §8(a) PROGRAM GUIDELINES: a rule per row, a program per column (the first rule table)
    {
      means: 'eligibility rules',
      at: RATES,
      shape: 'program columns',
      title: 'PROGRAM GUIDELINES',
      columns: [{ heading: 'Guideline', holds: 'rule' }],
      rules: {
        Terms: { rule: 'terms' },
        'Minimum FICO': { rule: 'min_fico' },
        'Maximum DTI': { rule: 'max_dti' },
        // HB prints `Conforming limit + $1`: from LOAN LIMITS (§6)
        'Minimum Loan Amount': { rule: 'min_loan', none: 'Conforming limit' },
        Occupancy: { rule: 'occupancies' },
        'Property Types': { rule: 'property_types' },
        'Eligible Borrowers': { rule: 'citizenship' },
        'Lien Position': { rule: 'lien_positions' },
        // §8(a) `15 / 30 / 45 / 60 days` (the lock grid, §5, decides per term)
        'Lock Periods': { rule: 'locks' },
      },
      // §6: the maximum is the LOAN LIMITS table's
      ignore: ['Maximum Loan Amount'],
    },
    // §6 LOAN LIMITS: a program per row, a maximum loan amount per unit count; High Balance lends
    // only above the Conforming row's limit of the loan's units.
    // WORKAROUND: read as three lists (one per unit column), the printed program word (`Conforming`,
    // `High Balance`, `FHA`) declared as the rule label and each rule scoped by `when` to its program
    // and units: the `Conforming` row is also High Balance Fixed's minimum (exclusive). The docs'
    // `program rows` shape gives a row to its program only and has no way to say "this row is also
    // another program's minimum, one dollar above".
    ...(
      [
        ['1 Unit', eq('property_type', ...ONE_UNIT)],
        ['2 Units', eq('property_type', '2_unit')],
        ['3 Units', eq('property_type', '3_4_unit')],
      ] as const
    ).map(([heading, units]) => ({
      means: 'eligibility rules' as const,
      at: RATES,
      shape: 'list' as const,
      title: 'LOAN LIMITS',
      columns: [
        { heading: 'Program', holds: 'rule' as const },
        { heading, holds: 'value' as const },
      ],
      rules: {
        Conforming: [
          { rule: 'max_loan' as const, when: [eq('program', CF), units] },
          { rule: 'min_loan' as const, exclusive: true as const, when: [eq('program', HB), units] },
        ],
        'High Balance': { rule: 'max_loan' as const, when: [eq('program', HB), units] },
        FHA: { rule: 'max_loan' as const, when: [eq('program', FHA), units] },
      },
    })),
    // §4 footnotes ² and ³: the maximum and minimum price of every program; High Balance's own cap
    {
      means: 'eligibility rules',
      at: RATES,
      shape: 'sentences',
      columns: [],
      rules: {
        '² Maximum price': [
          { rule: 'max_price', lead: 'Maximum price' },
          { rule: 'min_price', lead: 'minimum price' },
        ],
        '³ High Balance Fixed: maximum price': {
          rule: 'max_price',
          key: 'max_price_high_balance',
          when: [eq('program', HB)],
        },
      },
    },
    // §8(c) ELIGIBLE STATES: X grid, two column groups side by side (`wrapped`), a tick row per state.
    // The all-blank `NY` row of the second group is skipped as a note (`note_in_table` warning): NY
    // is then in no program's list, which is what the notes say.
    {
      means: 'eligibility rules',
      at: RATES,
      shape: 'program columns',
      title: 'ELIGIBLE STATES  (X = eligible)',
      wrapped: true,
      columns: [{ heading: 'State', holds: 'rule' }],
      ticks: { yes: 'X', no: '' },
      rules: Object.fromEntries(STATES.map((s) => [s, { rule: 'states', item: [s] }])),
    },
    // §4 rate blocks: one per program (`CONFORMING FIXED  ¹` …), `Rate | 30 YR | 20 YR | 15 YR`, a price
    // column per term, 30-day prices; `N/A` down a whole column a term not offered.
    {
      means: 'base prices',
      at: RATES,
      shape: 'program groups',
      baseLock: 30,
      columns: [
        { heading: 'Rate', holds: 'rate' },
        { heading: '30 YR', holds: 'price', term: 30 },
        { heading: '20 YR', holds: 'price', term: 20 },
        { heading: '15 YR', holds: 'price', term: 15 },
      ],
    },
    // §5 LOCK ADJUSTMENTS: lock down, term across; N/A a lock not offered for that term: a list per
    // term column, scoped to its term by `when`, `na: 'lock not offered'` (60 Day / 20 YR N/A is
    // lock_not_offered for a 20-year loan only)
    ...(
      [
        ['30 YR', 30],
        ['20 YR', 20],
        ['15 YR', 15],
      ] as const
    ).map(([heading, term]) => ({
      means: 'adjustments' as const,
      at: RATES,
      shape: 'list' as const,
      title: 'LOCK ADJUSTMENTS',
      category: 'Lock',
      na: 'lock not offered' as const,
      when: [eq('term', term)],
      columns: [
        { heading: 'Lock', holds: 'lock period' as const },
        { heading, holds: 'adjustment' as const },
      ],
    })),
    // §7 LOAN-LEVEL PRICE ADJUSTMENTS: one grid, two sections scoped by program in the row words.
    // WORKAROUND: the section sub-heading rows (`CONFORMING FIXED & HIGH BALANCE FIXED`, `FHA FIXED`)
    // are skipped as notes (`note_in_table` warnings); the language has no section row scoping the
    // rows below it, so each row label is a `conditions` word carrying its section's programs (and
    // its LTV band by the notes' edges) rather than being read by the grammar.
    {
      means: 'adjustments',
      shape: 'grid',
      at: RATES,
      title: 'LOAN-LEVEL PRICE ADJUSTMENTS',
      corner: 'Adjustment',
      rows: 'condition',
      columns: { band: 'fico' },
      values: 'adjustment',
    },
    // §8(b) MAXIMUM LTV: program and occupancy down, purpose across; percent cells; NA no_ltv_matrix_cell.
    // §9 asks every failing check reported together (the matrix's max_ltv_exceeded beside min_fico,
    // min_loan_amount …), so `checksEndEvaluation: false` (true leaves the matrix unread once a rule fails).
    {
      means: 'eligibility matrix',
      shape: 'grid',
      at: RATES,
      title: 'MAXIMUM LTV',
      corner: 'Program',
      rows: ['condition', 'condition'],
      columns: 'condition',
      // §8(b): an occupancy with no row for the program has failed eligible_occupancy and tests no maximum LTV
      skipAfter: ['eligible_occupancy'],
    },
  ],
};
