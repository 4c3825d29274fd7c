/**
 * Bramblewood Home Loans (bramblewood), as its notes (NOTES.md) describe its workbooks: three tabs,
 * `Rates & Locks`, `LLPA`, `Eligibility`, every table headed by the program codes CF30, EP30, JX30.
 * Written from docs/ alone by a reader who had not seen the compiler; the test of
 * unseen-lender-8.test.ts. Every `GAP:` is something the notes say that the language cannot.
 */
import { band, eq, flag } from '../../compiler/conditions.ts';
import type { DeclaredProfile } from '../../compiler/tables/language.ts';

const CF = 'core_fixed_30';
const EP = 'expanded_prime_30';
const JX = 'jumbo_select_30';
const RATES = { tab: 'Rates & Locks' };
const LLPA = { tab: 'LLPA' };
const ELIG = { tab: 'Eligibility' };

// §4.3 the 50 states and DC, as the Eligible States grid prints them
const STATES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
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
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
] as const;

const cashOut = eq('purpose', 'cash_out_refi');
const refi = eq('purpose', 'rate_term_refi', 'cash_out_refi');
const fico = (lo: number, hi: number | null) => band('fico', lo, true, hi, hi !== null);

export const BRAMBLEWOOD: DeclaredProfile = {
  slug: 'bramblewood',
  name: 'Bramblewood Home Loans',
  notes: 'test/unseen-lender-8/NOTES.md',
  // §1 one workbook per business day, no reprices
  files: { rateSheet: 'Bramblewood_Wholesale_RateSheet_<date>.xlsx', companions: {} },
  // §1 ET = America/New_York
  zone: 'America/New_York',
  zoneLabels: { generic: 'ET', standard: 'EST', daylight: 'EDT' },
  // §1 row 3 `Effective Fri 20-Nov-2026 09:00 ET  ·  Sheet No. BW-1120-01`
  banner: { dates: ['Weekday D-Month-YYYY'], clock: '24-hour' },
  // §1 expires 11:00 ET on the next business day
  cutoff: { hour: 11, minute: 0 },
  // §2 prices on a 100 basis; adjustments added to the price (negatives shown in parentheses);
  // NA not eligible; `—` in the loan-amount and DTI tables: never reached / no test
  conventions: {
    rates: 'prices',
    adjustments: 'adjustments',
    notEligible: 'NA',
    notApplicable: ['—'],
  },
  // §5 every failing rule is reported
  checksEndEvaluation: false,
  // §3 programs, named by their codes in every table
  programs: [
    { slug: CF, name: 'Core Fixed 30', code: 'CF30', aliases: ['CF30'], docTypes: 'full_doc', terms: [30] },
    {
      slug: EP,
      name: 'Expanded Prime 30 / 40',
      code: 'EP30',
      aliases: ['EP30'],
      docTypes: 'full_doc',
      terms: [30, 40],
    },
    { slug: JX, name: 'Jumbo Select 30', code: 'JX30', aliases: ['JX30'], docTypes: 'full_doc', terms: [30] },
  ],
  words: {
    occupancy: {
      'Primary Residence': ['owner_occupied'],
      'Second Home': ['second_home'],
      Investment: ['investment'],
    },
    citizenship: {
      'US Citizen': ['us_citizen'],
      'Permanent Resident Alien': ['permanent_resident'],
      'Non-Permanent Resident Alien': ['non_permanent_resident'],
      ITIN: ['itin'],
    },
    lienPosition: { '1st lien only': ['1st'] },
    propertyType: {
      SFR: ['sfr'],
      'Townhome/PUD': ['townhome'],
      Condo: ['condo'],
      'Warrantable Condo': ['warrantable_condo'],
      'Non-Warrantable Condo': ['non_warrantable_condo'],
      '2 Unit': ['2_unit'],
      '3-4 Unit': ['3_4_unit'],
    },
  },
  allPrograms: 'All',
  conditions: {
    // program codes as row or column keys (lock table, IO table, LTV matrix)
    CF30: [eq('program', CF)],
    // the loan-amount table's purposes (Purchase: the LTV matrix's below)
    Refinance: [refi],
    EP30: [eq('program', EP)],
    JX30: [eq('program', JX)],
    // §4.2 LLPA matrix rows
    'Cash-Out Refinance': [cashOut],
    'Second Home': [eq('occupancy', 'second_home')],
    'Investment Property': [eq('occupancy', 'investment')],
    Condominium: [eq('property_type', 'condo', 'warrantable_condo', 'non_warrantable_condo')],
    '2 Units': [eq('property_type', '2_unit')],
    '3-4 Units': [eq('property_type', '3_4_unit')],
    'Escrow Waiver': [flag('escrow_waiver')],
    '40-Year Term': [eq('term', 40)],
    // §4.2 interest-only rows, by IO term
    '10-yr IO / 30-yr term (10/20)': [flag('interest_only'), eq('term', 30)],
    '10-yr IO / 40-yr term (10/30)': [flag('interest_only'), eq('term', 40)],
    'Interest-Only not available': [flag('interest_only')],
    // §4.3 LTV matrix rows
    'Primary Residence': [eq('occupancy', 'owner_occupied')],
    Investment: [eq('occupancy', 'investment')],
    Purchase: [eq('purpose', 'purchase')],
    'Rate/Term Refinance': [eq('purpose', 'rate_term_refi')],
  },
  states: { all: 'All', plusDc: '+ DC', except: 'except', allIncludesDc: true },
  terms: { '30 yr': 30, '40 yr': 40 },
  assumed: {
    citizenship: ['us_citizen', 'permanent_resident', 'non_permanent_resident', 'itin'],
    lienPositions: ['1st'],
  },
  tables: [
    // §4.3 Program limits (Eligibility A19): a column per program code
    {
      means: 'eligibility rules',
      at: ELIG,
      shape: 'program columns',
      title: 'PROGRAM LIMITS',
      columns: [{ heading: 'Guideline', holds: 'rule' }],
      rules: {
        'Minimum Credit Score': { rule: 'min_fico' },
        'Minimum Loan Amount': { rule: 'min_loan' },
        'Maximum Loan Amount — 1 Unit': {
          rule: 'max_loan',
          when: [
            eq(
              'property_type',
              'sfr',
              'townhome',
              'condo',
              'warrantable_condo',
              'non_warrantable_condo',
              '5_8_unit',
              'condotel',
              'mixed_use',
              'manufactured',
            ),
          ],
        },
        'Maximum Loan Amount — 2 Units': { rule: 'max_loan', when: [eq('property_type', '2_unit')] },
        'Maximum Loan Amount — 3-4 Units': { rule: 'max_loan', none: 'NA', when: [eq('property_type', '3_4_unit')] },
        Terms: { rule: 'terms' },
        'Eligible Borrowers': { rule: 'citizenship' },
        'Eligible Property Types': { rule: 'property_types' },
        'Lien Position': { rule: 'lien_positions' },
      },
    },
    // §4.3 Maximum DTI by credit score: a row per score band, a column per program; `—` no test
    {
      means: 'eligibility rules',
      at: ELIG,
      shape: 'program columns',
      title: 'MAXIMUM DTI BY CREDIT SCORE',
      columns: [{ heading: 'Credit Score', holds: 'rule' }],
      rules: {
        '≥ 740': { rule: 'max_dti', when: [fico(740, null)] },
        '700 – 739': { rule: 'max_dti', when: [fico(700, 739)] },
        '660 – 699': { rule: 'max_dti', when: [fico(660, 699)] },
        '620 – 659': { rule: 'max_dti', when: [fico(620, 659)] },
      },
    },
    // §4.1 Maximum net price by lock period (rows) / minimum price, a column per program
    {
      means: 'eligibility rules',
      at: RATES,
      shape: 'program columns',
      title: 'MAXIMUM NET PRICE BY LOCK PERIOD / MINIMUM PRICE',
      columns: [{ heading: 'Lock Period', holds: 'rule' }],
      rules: {
        '15-Day Max Price': { rule: 'max_price', key: 'max_price_15', when: [eq('lock_days', 15)] },
        '30-Day Max Price': { rule: 'max_price', key: 'max_price_30', when: [eq('lock_days', 30)] },
        '45-Day Max Price': { rule: 'max_price', key: 'max_price_45', when: [eq('lock_days', 45)] },
        '60-Day Max Price': { rule: 'max_price', key: 'max_price_60', when: [eq('lock_days', 60)] },
        'Minimum Price (all locks)': { rule: 'min_price' },
      },
    },
    // §4.3 Eligible states: `State | CF30 | EP30 | JX30` in four blocks side by side (A-D, F-I, K-N,
    // P-S, header row 40), a tick row per state, `X` eligible, blank not.
    // (a table wrapped into blocks: every block read)
    {
      means: 'eligibility rules',
      at: ELIG,
      shape: 'program columns',
      title: 'ELIGIBLE STATES (X = eligible)',
      wrapped: true,
      columns: [{ heading: 'State', holds: 'rule' }],
      ticks: { yes: 'X', no: '' },
      rules: Object.fromEntries(STATES.map((st) => [st, { rule: 'states', item: [st] }])),
    },
    // §4.1 Base prices, 30-day lock: one note-rate column, a price column per program code
    {
      means: 'base prices',
      at: RATES,
      shape: 'program columns',
      baseLock: 30,
      columns: [{ heading: 'Note Rate', holds: 'rate' }],
    },
    // §4.1 Lock period adjustment: a row per program code, a column per lock period; NA not offered.
    // (its columns the periods each program prices, where its row prints a figure)
    {
      means: 'adjustments',
      shape: 'grid',
      at: RATES,
      title: 'LOCK PERIOD ADJUSTMENT',
      corner: 'Program',
      rows: 'condition',
      columns: 'lock period',
      values: 'adjustment',
      category: 'Lock Period Adjustment',
    },
    // §4.2 LLPA matrix: loan attributes down, credit-score bands across
    {
      means: 'adjustments',
      shape: 'grid',
      at: LLPA,
      // WORKAROUND: the header is two rows (A7 `Loan Attribute` over a blank corner A8, `Representative
      // Credit Score` merged over the bands of row 8); with corner `Loan Attribute`, `bad_band` at B7
      // and `empty_grid`; found by the title `Loan Attribute` instead, its header the next row, its
      // corner the blank A8
      title: 'Loan Attribute',
      corner: '',
      rows: 'condition',
      columns: { band: 'fico' },
      values: 'adjustment',
      category: 'LLPA Matrix',
    },
    // §4.2 Loan amount adjustments by program: a two-level header, each program code merged over
    // its `Purchase | Refinance` columns (row 27), the purposes on row 28, the bands in column A (a gap
    // when onboarded blind: `columns` of two readings)
    {
      means: 'adjustments',
      shape: 'grid',
      at: LLPA,
      title: 'LOAN AMOUNT ADJUSTMENTS BY PROGRAM',
      corner: 'Loan Amount',
      rows: { band: 'loan_amount' },
      columns: ['condition', 'condition'],
      values: 'adjustment',
      category: 'Loan Amount',
    },
    // §4.2 Price adjustment cap (LLPA A47, `Max Total LLPA (pts)` per program): the sum of the LLPA
    // tab's adjustments floored at the cap (CF30 -3.000, EP30 -4.500 / -4.250 on 11-23, JX30 -2.500),
    // the lock table's not in it (a gap when onboarded blind: `adjustment_cap`, `of`)
    {
      means: 'eligibility rules',
      at: LLPA,
      shape: 'program columns',
      title: 'PRICE ADJUSTMENT CAP',
      columns: [{ heading: 'Program', holds: 'rule' }],
      rules: { 'Max Total LLPA (pts)': { rule: 'adjustment_cap', of: ['LLPA'] } },
    },
    // §4.2 Interest-only adjustments: program and IO term down, LTV bands across
    {
      means: 'adjustments',
      shape: 'grid',
      at: LLPA,
      title: 'INTEREST-ONLY ADJUSTMENTS BY IO TERM',
      corner: 'Program',
      rows: ['condition', 'condition'],
      columns: { band: 'ltv' },
      values: 'adjustment',
      category: 'Interest-Only',
    },
    // §4.3 Maximum LTV / CLTV by occupancy & transaction, a column per program code
    {
      means: 'eligibility matrix',
      shape: 'grid',
      at: ELIG,
      title: 'MAXIMUM LTV / CLTV BY OCCUPANCY & TRANSACTION',
      corner: 'Occupancy',
      rows: ['condition', 'condition'],
      columns: 'condition',
      // WORKAROUND (GAP: a cell `90% / 90%` is max LTV / max CLTV, always equal, one reason
      // `max_ltv_exceeded` only; read as `LTV/CLTV` a loan above it gets max_cltv_exceeded too): the
      // cell read as two maximum LTVs split by lien position, the one for first liens used
      cells: { split: [[eq('lien_position', '1st')], [eq('lien_position', '2nd')]] },
    },
  ],
};
