/**
 * Osprey Lane Capital (osprey_lane), as its notes (NOTES.md) describe its workbooks: a pair per sheet,
 * a rate workbook (a tab per program: base price grid of a column per lock, FICO / LTV LLPA grid, DSCR
 * ratio and prepayment tables on DSCR, OTHER ADJUSTMENTS, PRICE LIMITS) and a guidelines workbook
 * (Program Rules of a column per program, a maximum LTV matrix tab per program, Ineligible States).
 * Prices on a 100 basis, adjustments added. Written from docs/ alone.
 */
import { above, band, below, eq, flag } from '../../compiler/conditions.ts';
import type { DeclaredProfile, Table } from '../../compiler/tables/language.ts';

const FD = 'full_doc';
const BS = 'bank_stmt';
const DSCR = 'dscr';

const GUIDE = (tab: string) => ({ book: 'guidelines', tab });

// §4 each rate tab (named by its program): the tables below are that program's
const rateTab = (tab: string): Table[] => [
  // §4.1 `<PROGRAM> BASE PRICE (100 BASIS)`: `Rate | 15 Day | 30 Day | 45 Day`, the lock is the column;
  // NA a rate not offered at that lock
  {
    means: 'base prices',
    at: { tab },
    shape: 'program groups',
    baseLock: 30,
    category: 'Base Price',
    columns: [
      { heading: 'Rate', holds: 'rate' },
      { heading: '15 Day', holds: 'price', lock: 15 },
      { heading: '30 Day', holds: 'price', lock: 30 },
      { heading: '45 Day', holds: 'price', lock: 45 },
    ],
  },
  // §4.2 `<PROGRAM> LLPA — FICO / LTV`: FICO bands down, LTV bands across (`>a <=b`); NA llpa_na
  {
    means: 'adjustments',
    shape: 'grid',
    at: { tab },
    title: `${tab} LLPA`,
    corner: 'FICO \\ LTV',
    rows: { band: 'fico' },
    columns: 'condition',
    values: 'adjustment',
    category: 'LLPA FICO / LTV',
  },
  // §4.4 OTHER ADJUSTMENTS: label | value as text (`+0.125`, `-0.500`, `N/A` not eligible); every row that applies
  {
    means: 'adjustments',
    at: { tab },
    shape: 'list',
    title: 'OTHER ADJUSTMENTS',
    category: 'Other Adjustments',
    columns: [
      { heading: 'Adjustment', holds: 'condition' },
      { heading: 'Value', holds: 'adjustment' },
    ],
  },
  // §4.5 PRICE LIMITS: label | number; the lowest maximum that applies governs; the floor inclusive
  {
    means: 'eligibility rules',
    at: { tab },
    shape: 'list',
    title: 'PRICE LIMITS',
    columns: [
      { heading: 'Limit', holds: 'rule' },
      { heading: 'Price', holds: 'value' },
    ],
    rules: {
      'Maximum Price': { rule: 'max_price', key: 'maximum_price' },
      'Maximum Price - No PPP': {
        rule: 'max_price',
        key: 'maximum_price_no_ppp',
        when: [eq('ppp_term', 'No PPP')],
      },
      'Minimum Price': { rule: 'min_price', category: 'Minimum Price' },
    },
  },
];

// §5.2 `<PROGRAM> LTV`: FICO down; purpose merged over its three loan amount bands, the bands below;
// NA no_ltv_matrix_cell; read only when min_fico passes
// (§5.1 `Max LTV - Investment` 75 applies in addition; when both fail, `max_ltv_exceeded` once: keysOnce)
const matrixTab = (tab: string): Table => ({
  means: 'eligibility matrix',
  shape: 'grid',
  at: GUIDE(tab),
  corner: 'FICO',
  rows: { band: 'fico' },
  columns: ['condition', { band: 'loan_amount' }],
  skipAfter: ['min_fico'],
});

export const OSPREY_LANE: DeclaredProfile = {
  slug: 'osprey_lane',
  name: 'Osprey Lane Capital',
  notes: 'test/unseen-lender-16/NOTES.md',
  // §1 a rate workbook and a guidelines workbook per sheet, dated YYYY-MM-DD; a reprice adds `_R1`
  // the reprice re-issues both (`OspreyLane_Guidelines_2026-11-23_R1.xlsx`): its guidelines replace the day's
  files: {
    rateSheet: 'OspreyLane_Rates_<date>.xlsx',
    reprices: '_R<n>',
    companions: { guidelines: 'OspreyLane_Guidelines_<date>.xlsx' },
  },
  // §1 `Effective: 2026-11-20 08:00 PT` on row 2 of every tab of both; Pacific time
  // a reprice's banner: `Effective: 2026-11-23 12:45 PT  (R1 - Intraday Reprice)`
  zone: 'America/Los_Angeles',
  zoneLabels: { generic: 'PT', standard: 'PST', daylight: 'PDT' },
  banner: { dates: ['YYYY-MM-DD'], clock: '24-hour' },
  // §1 sheets do not expire: each in force until the next one
  cutoff: 'until replaced',
  // §2 prices; adjustments added; `NA` (grids) and `N/A` (Other Adjustments) not eligible
  conventions: { rates: 'prices', adjustments: 'adjustments', notEligible: ['NA', 'N/A'], notApplicable: null },
  // §6 step 2: every failing check reported, then the program is not priced; a key once
  checksEndEvaluation: false,
  keysOnce: true,
  // §3; each base price grid's title (`FULL DOC BASE PRICE  (100 BASIS)`) as an alias: a `program
  // groups` title is matched whole (as test/unseen-lender-14/profile.ts does; docs say "its title (the
  // program's name)"); the tab names the program for every other table on it
  programs: [
    {
      slug: FD,
      name: 'FULL DOC',
      aliases: ['FULL DOC BASE PRICE  (100 BASIS)'],
      docTypes: 'full_doc',
      terms: [30, 40],
    },
    {
      slug: BS,
      name: 'BANK STMT',
      aliases: ['BANK STMT BASE PRICE  (100 BASIS)'],
      docTypes: 'bank_statements',
      terms: [30, 40],
    },
    { slug: DSCR, name: 'DSCR', aliases: ['DSCR BASE PRICE  (100 BASIS)'], docTypes: 'dscr', terms: [30, 40] },
  ],
  words: {
    // §3 occupancy words; §5.1 `Investment Only` on DSCR
    occupancy: {
      Primary: ['owner_occupied'],
      'Second Home': ['second_home'],
      Investment: ['investment'],
      'Investment Only': ['investment'],
    },
    // §5.1 Eligible Borrowers
    citizenship: {
      'US Citizen': ['us_citizen'],
      'Permanent Resident': ['permanent_resident'],
      'Non-Permanent Resident': ['non_permanent_resident'],
      'Foreign National': ['foreign_national'],
    },
    // §5.1 Lien Position
    lienPosition: { '1st Lien Only': ['1st'] },
    // §5.1 Property Types
    propertyType: {
      SFR: ['sfr'],
      Townhome: ['townhome'],
      Condo: ['condo', 'warrantable_condo'],
      'Non-Warrantable Condo': ['non_warrantable_condo'],
      '2-4 Units': ['2_unit', '3_4_unit'],
    },
  },
  allPrograms: 'ALL',
  conditions: {
    // §4.2 LTV columns: above a, up to and including b
    '<=55': [band('ltv', null, false, 5500, true)],
    '>55 <=60': [band('ltv', 5500, false, 6000, true)],
    '>60 <=65': [band('ltv', 6000, false, 6500, true)],
    '>65 <=70': [band('ltv', 6500, false, 7000, true)],
    '>70 <=75': [band('ltv', 7000, false, 7500, true)],
    '>75 <=80': [band('ltv', 7500, false, 8000, true)],
    '>80 <=85': [band('ltv', 8000, false, 8500, true)],
    '>85 <=90': [band('ltv', 8500, false, 9000, true)],
    // §4.3 DSCR ratio rows: lower value inclusive, up to the next band's lower value
    '>=1.25': [band('dscr', 125, true, null, false)],
    '1.00-1.24': [band('dscr', 100, true, 125, false)],
    '0.75-0.99': [band('dscr', 75, true, 100, false)],
    // §4.3 DSCR ratio columns; §5.2 matrix purpose blocks (any case)
    Purchase: [eq('purpose', 'purchase')],
    'Rate/Term': [eq('purpose', 'rate_term_refi')],
    'Cash-Out': [eq('purpose', 'cash_out_refi')],
    // §4.4 OTHER ADJUSTMENTS (also §5.2 `RATE/TERM REFI`, `CASH-OUT REFI`)
    'Rate/Term Refi': [eq('purpose', 'rate_term_refi')],
    'Cash-Out Refi': [eq('purpose', 'cash_out_refi')],
    'Second Home': [eq('occupancy', 'second_home')],
    'Investment Property': [eq('occupancy', 'investment')],
    Condo: [eq('property_type', 'condo', 'warrantable_condo')],
    'Non-Warrantable Condo': [eq('property_type', 'non_warrantable_condo')],
    '2-4 Units': [eq('property_type', '2_unit', '3_4_unit')],
    'Loan Amt < $150,000': [below('loan_amount', 150_000)],
    'Loan Amt > $1,500,000': [above('loan_amount', 1_500_000)],
    'DTI >43 <=50': [band('dti', 4300, false, 5000, true)],
    '40 Yr Term': [eq('term', 40)],
    'Interest Only': [flag('interest_only')],
    'Escrow Waiver': [flag('escrow_waiver')],
    'Short Term Rental': [flag('short_term_rental')],
    'Non-Permanent Resident': [eq('citizenship', 'non_permanent_resident')],
    'Foreign National': [eq('citizenship', 'foreign_national')],
    'Recent Credit Event (<36 mo)': [flag('recent_credit_event')],
    // §4.4 BANK STMT doc seasoning (null or omitted is 12 months)
    '12 Mo Bank Statements': [eq('doc', 'bank_statements_12mo')],
    '24 Mo Bank Statements': [eq('doc', 'bank_statements_24mo')],
  },
  states: { all: 'All', plusDc: '+ DC', except: 'except', allIncludesDc: true },
  // §5.1 Terms `30 Yr, 40 Yr`
  terms: { '30 Yr': 30, '40 Yr': 40 },
  // §5.1 the borrowers and liens the Program Rules print
  assumed: { citizenship: ['us_citizen', 'permanent_resident', 'non_permanent_resident'], lienPositions: ['1st'] },
  tables: [
    // §5.1 Program Rules: `Program | FULL DOC | BANK STMT | DSCR`, a rule per row (the first rule table)
    {
      means: 'eligibility rules',
      at: GUIDE('Program Rules'),
      shape: 'program columns',
      columns: [{ heading: 'Program', holds: 'rule' }],
      rules: {
        'Minimum FICO': { rule: 'min_fico' },
        'Minimum Loan Amount': { rule: 'min_loan' },
        'Maximum Loan Amount': { rule: 'max_loan' },
        'Maximum DTI': { rule: 'max_dti', none: 'N/A' },
        'Minimum DSCR': { rule: 'min_dscr', none: 'N/A' },
        Occupancy: { rule: 'occupancies' },
        'Max LTV - Investment': { rule: 'max_ltv', none: 'Per Matrix', when: [eq('occupancy', 'investment')] },
        'Property Types': { rule: 'property_types' },
        'Eligible Borrowers': { rule: 'citizenship' },
        Terms: { rule: 'terms' },
        'Lien Position': { rule: 'lien_positions' },
      },
      // informational (§5.1): the rate grid columns decide the locks, the rate sheet the PPP
      ignore: ['Doc Type', 'Lock Periods', 'Prepayment Penalty', 'Reserves'],
    },
    ...rateTab('FULL DOC'),
    ...rateTab('BANK STMT'),
    ...rateTab('DSCR'),
    // §4.3 DSCR RATIO ADJUSTMENTS: DSCR band down, purpose across; NA llpa_na
    {
      means: 'adjustments',
      shape: 'grid',
      at: { tab: 'DSCR' },
      title: 'DSCR RATIO ADJUSTMENTS',
      corner: 'DSCR',
      rows: 'condition',
      columns: 'condition',
      values: 'adjustment',
      category: 'DSCR Ratio',
    },
    // §4.3 PREPAYMENT PENALTY: `Term | Adj`, DSCR's only PPP table; FULL DOC and BANK STMT do not read ppp_term
    {
      means: 'prepayment penalties',
      at: { tab: 'DSCR' },
      shape: 'list',
      title: 'PREPAYMENT PENALTY',
      name: 'Prepayment Penalty',
      schedules: { '5yr': '5YR PPP', '3yr': '3YR PPP', '1yr': '1YR PPP', None: 'No PPP' },
      otherPrograms: 'any term',
      when: [eq('program', DSCR)],
      columns: [
        { heading: 'Term', holds: 'prepayment schedule' },
        { heading: 'Adj', holds: 'adjustment' },
      ],
    },
    // §5.2 the maximum LTV matrices
    matrixTab('FULL DOC LTV'),
    matrixTab('BANK STMT LTV'),
    matrixTab('DSCR LTV'),
    // §5.3 Ineligible States: `State | Programs`, a row per state, ALL or DSCR
    {
      means: 'eligibility rules',
      at: GUIDE('Ineligible States'),
      shape: 'list',
      columns: [
        { heading: 'State', holds: 'value' },
        { heading: 'Programs', holds: 'rule' },
      ],
      rules: {
        ALL: { rule: 'states', excluded: true },
        DSCR: { rule: 'states', excluded: true, when: [eq('program', DSCR)] },
      },
    },
  ],
};
