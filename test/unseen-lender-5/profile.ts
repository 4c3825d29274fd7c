/**
 * Heron Rock Home Lending (heron_rock), as its notes (NOTES.md) describe its workbooks: a Pricing
 * Summary workbook (the rate sheet) and a companion workbook per program (Rates, Adjustments, Max
 * LTV), points and costs, files dated MMDDYY, sheets that expire the day they are issued. Written from
 * docs/ alone by a reader who had not seen the compiler, then moved onto the parts its trial asked for
 * (each program's workbook its own, its terms' tables, same-day expiry); the test of
 * unseen-lender-5.test.ts.
 */
import { above, band, eq, flag } from '../../compiler/conditions.ts';
import type { DeclaredProfile, Table } from '../../compiler/tables/language.ts';

const PRIME = 'prime_fixed';
const ALT = 'alt_doc_bank_statement';
const DSCR = 'dscr_investor';
type Slug = typeof PRIME | typeof ALT | typeof DSCR;

// §2-§4 each program's workbook: Rates, Adjustments, Max LTV
const programBook = (slug: Slug, lead: string, matrixSkip: boolean): Table[] => {
  const book = slug;
  const mine = [eq('program', slug)];
  const list = (title: string, corner: string, rows: 'condition' | { band: 'fico' | 'ltv' }): Table => ({
    means: 'adjustments',
    shape: 'grid',
    at: { book, tab: 'Adjustments' },
    title,
    corner,
    rows,
    columns: 'condition',
    values: 'adjustment',
    titles: { [title]: mine },
  });
  return [
    // §2 Rates: Note Rate | 30 Day | 45 Day per term, points: a table per term in the program's workbook
    {
      means: 'base prices',
      at: { book, tab: 'Rates' },
      shape: 'program groups',
      baseLock: 30,
      category: 'Rates',
      columns: [
        { heading: 'Note Rate', holds: 'rate' },
        { heading: '30 Day', holds: 'price', lock: 30 },
        { heading: '45 Day', holds: 'price', lock: 45 },
      ],
    },
    // §5 Minimum FICO: the `(Min FICO nnn)` of the program's title (banner row 2 of its Rates tab)
    {
      means: 'eligibility rules',
      at: { book, tab: 'Rates' },
      shape: 'sentences',
      columns: [],
      rules: { [lead]: { rule: 'min_fico', when: mine } },
    },
    // §3.1-§3.3
    list('CREDIT SCORE', 'Credit Score', { band: 'fico' }),
    list('LTV', 'LTV', { band: 'ltv' }),
    list('LOAN CONDITIONS', 'Condition', 'condition'),
    // §4 Max LTV: a grid per occupancy, titled by it (tiers), in the program's workbook: its own
    {
      means: 'eligibility matrix',
      shape: 'grid',
      at: { book, tab: 'Max LTV' },
      corner: 'FICO',
      rows: { band: 'fico' },
      columns: 'condition',
      ...(matrixSkip ? { skipAfter: ['min_fico'] as const } : {}),
    },
  ];
};

export const HERON_ROCK: DeclaredProfile = {
  slug: 'heron_rock',
  name: 'Heron Rock Home Lending',
  notes: 'test/unseen-lender-5/NOTES.md',
  // §1 four workbooks a day, dated MMDDYY; each program's workbook its own (its kind the program's slug)
  files: {
    rateSheet: 'HRHL_PricingSummary_<date>.xlsx',
    date: 'MMDDYY',
    companions: {
      [PRIME]: 'HRHL_Prime_<date>.xlsx',
      [ALT]: 'HRHL_AltDoc_<date>.xlsx',
      [DSCR]: 'HRHL_DSCR_<date>.xlsx',
    },
  },
  zone: 'America/New_York',
  zoneLabels: { generic: 'ET', standard: 'EST', daylight: 'EDT' },
  banner: { dates: ['Weekday MM/DD/YYYY'], clock: '12-hour', lead: 'Issued' },
  // §1 the sheet expires 5:00 PM ET the day it is issued
  cutoff: { hour: 17, minute: 0, day: 'same day' },
  conventions: { rates: 'points', adjustments: 'costs', notEligible: ['NA', 'Not Eligible'], notApplicable: 'N/A' },
  checksEndEvaluation: false,
  programs: [
    { slug: PRIME, name: 'PRIME FIXED (Min FICO 660)', aliases: ['PRIME'], docTypes: 'full_doc', terms: [30, 15] },
    {
      slug: ALT,
      name: 'ALT DOC BANK STATEMENT 30YR (Min FICO 680)',
      aliases: ['ALT DOC'],
      docTypes: 'bank_statements',
      terms: [30],
    },
    { slug: DSCR, name: 'DSCR INVESTOR 30YR (Min FICO 700)', aliases: ['DSCR'], docTypes: 'dscr', terms: [30] },
  ],
  words: {
    occupancy: {
      Primary: ['owner_occupied'],
      'Primary Residence': ['owner_occupied'],
      'Second Home': ['second_home'],
      Investment: ['investment'],
      'Investment Only': ['investment'],
    },
    citizenship: {
      'US Citizen': ['us_citizen'],
      'Permanent Resident': ['permanent_resident'],
      'Non-Permanent Resident': ['non_permanent_resident'],
    },
  },
  allPrograms: 'All',
  conditions: {
    // one value column of each adjustment list
    Points: [],
    // §4 the Max LTV grids: titled by occupancy (tiers), purposes across
    'Primary Residence': [eq('occupancy', 'owner_occupied')],
    'Second Home': [eq('occupancy', 'second_home')],
    Investment: [eq('occupancy', 'investment')],
    // §4 first liens only (the grids are first-lien grids): a 2nd lien is in no column, no_ltv_matrix_cell
    Purchase: [eq('purpose', 'purchase'), eq('lien_position', '1st')],
    'Rate/Term': [eq('purpose', 'rate_term_refi'), eq('lien_position', '1st')],
    'Cash-Out': [eq('purpose', 'cash_out_refi'), eq('lien_position', '1st')],
    // §3.3 LOAN CONDITIONS
    'Rate/Term Refinance': [eq('purpose', 'rate_term_refi')],
    'Cash-Out & Loan Amount > $750,000': [eq('purpose', 'cash_out_refi'), above('loan_amount', 750_000)],
    'Investment Property': [eq('occupancy', 'investment')],
    'Condo <= 75% LTV': [eq('property_type', 'condo', 'warrantable_condo'), band('ltv', null, false, 7500, true)],
    'Condo > 75% LTV': [eq('property_type', 'condo', 'warrantable_condo'), above('ltv', 7500)],
    'Non-Warrantable Condo': [eq('property_type', 'non_warrantable_condo')],
    '2-4 Units': [eq('property_type', '2_unit', '3_4_unit')],
    '5+ Units / Mixed Use / Condotel / Manufactured': [
      eq('property_type', '5_8_unit', 'mixed_use', 'condotel', 'manufactured'),
    ],
    'Escrow Waiver': [flag('escrow_waiver')],
    'Interest Only': [flag('interest_only')],
    'Housing 1x30x12': [eq('housing_history', '1x30x12')],
    'Housing 0x60x12': [eq('housing_history', '0x60x12')],
    'Housing 0x90x12': [eq('housing_history', '0x90x12')],
    'Credit Event < 48 Mos': [flag('recent_credit_event')],
    'Non-Permanent Resident': [eq('citizenship', 'non_permanent_resident')],
    'Short-Term Rental': [flag('short_term_rental')],
  },
  // §5 `All Other States`: every state and DC no other row of its table names
  states: { all: 'All', plusDc: '+ DC', except: 'except', allIncludesDc: true, otherwise: 'All Other States' },
  terms: { '30YR': 30, '15YR': 15 },
  assumed: {
    citizenship: ['us_citizen', 'permanent_resident', 'non_permanent_resident', 'foreign_national', 'itin'],
    lienPositions: ['1st', '2nd'],
  },
  tables: [
    // §5 PROGRAMS: a row per program (the first rule table)
    {
      means: 'eligibility rules',
      at: { tab: 'Summary' },
      shape: 'program rows',
      title: 'PROGRAMS',
      columns: [{ heading: 'Program', holds: 'program' }],
      rules: {
        Terms: { rule: 'terms' },
        'Lock Periods': { rule: 'locks' },
        'Loan Amount': { rule: 'loan_amounts' },
        'Max DTI': { rule: 'max_dti', none: 'N/A' },
        'Eligible Borrowers': { rule: 'citizenship' },
        'Min DSCR': { rule: 'min_dscr', none: 'N/A' },
        // §4 no grid for the occupancy: no_ltv_matrix_cell
        Occupancy: { rule: 'occupancies', inMatrix: true },
      },
      ignore: ['Workbook', 'Doc Type'],
    },
    // §5 STATE ADJUSTMENTS
    {
      means: 'adjustments',
      at: { tab: 'Summary' },
      shape: 'list',
      title: 'STATE ADJUSTMENTS (points, all programs)',
      category: 'State',
      // §5 `Not Eligible` (AK, HI): a state no program lends in, eligible_states
      na: 'state not eligible',
      columns: [
        { heading: 'State', holds: 'condition' },
        { heading: 'Adj', holds: 'adjustment' },
      ],
    },
    // §5 PRICE LIMITS: a column per program
    {
      means: 'eligibility rules',
      at: { tab: 'Summary' },
      shape: 'program columns',
      title: 'PRICE LIMITS (price, 100 basis)',
      columns: [{ heading: 'Limit', holds: 'rule' }],
      rules: {
        'Maximum Price': { rule: 'max_price' },
        'Maximum Price - Cash-Out': {
          rule: 'max_price',
          key: 'max_price_cash_out',
          when: [eq('purpose', 'cash_out_refi')],
        },
        'Minimum Price': { rule: 'min_price', category: 'Price Limits' },
      },
    },
    ...programBook(PRIME, 'PRIME FIXED', true),
    ...programBook(ALT, 'ALT DOC BANK STATEMENT', true),
    ...programBook(DSCR, 'DSCR INVESTOR', false),
  ],
};
