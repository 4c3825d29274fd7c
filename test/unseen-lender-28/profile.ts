/**
 * Foxglove Investor Funding, LLC (foxglove), as its notes (NOTES.md) describe its workbooks: an
 * e-mail pasted into one tab, one line per row, its ladders, adjustments and guidelines text lines
 * under each program's title.
 */
import { eq, flag } from '../../compiler/conditions.ts';
import type { Column, DeclaredProfile, Table, TableAt } from '../../compiler/tables/language.ts';

const PRIME = 'dscr_prime_30';
const FLEX = 'dscr_flex';

// §2 one tab of text lines; `• <label>: <value>` bullets; a program's lines from its title to the next
const SHEET: TableAt = { tab: 'Rate Sheet', lines: { bullet: '•' }, sections: 'program titles' };

const rate: Column = { heading: 'Rate', holds: 'rate' };
const lock = (days: 30 | 45 | 60): Column => ({ heading: `${days} Day`, holds: 'price', lock: days });

// §2.1 a ladder per program under its title, a price column per lock; continued after a page break
const ladder = (columns: Column[]): Table => ({
  means: 'base prices',
  at: SHEET,
  shape: 'program groups',
  baseLock: 30,
  category: 'Base pricing',
  continued: '(continued)',
  columns,
});

export const FOXGLOVE: DeclaredProfile = {
  slug: 'foxglove',
  name: 'Foxglove Investor Funding, LLC',
  notes: 'test/unseen-lender-28/NOTES.md',
  // §1 `Foxglove_RateSheet_112026.xlsx`; the day's one reprice adds `_Reprice`
  files: {
    rateSheet: 'Foxglove_RateSheet_<date>.xlsx',
    date: 'MMDDYY',
    reprices: { word: 'Reprice' },
    companions: {},
  },
  zone: 'America/Los_Angeles',
  zoneLabels: { generic: 'PT', standard: 'PST', daylight: 'PDT' },
  // §1 `Pricing effective as of 8:05 AM PT on Monday, November 23, 2026.`
  banner: { dates: ['Weekday, Month D, YYYY'], clock: '12-hour', lead: 'Pricing effective as of' },
  // §1 every sheet expires at 4:00 PM PT on its own effective date
  cutoff: { hour: 16, minute: 0, day: 'same day' },
  // §1 prices on a 100 basis, adjustments added; N/A not eligible, `n/a` a rate not offered at a lock
  conventions: { rates: 'prices', adjustments: 'adjustments', notEligible: 'N/A', notApplicable: null },
  // §4 step 2: a failing guideline ends the program; every failing key once
  checksEndEvaluation: true,
  keysOnce: true,
  // §3
  programs: [
    { slug: PRIME, name: 'DSCR Prime 30', docTypes: 'dscr', terms: [30] },
    { slug: FLEX, name: 'DSCR Flex', docTypes: 'dscr', terms: [30, 40] },
  ],
  // §2.3 the guideline lists
  words: {
    occupancy: { 'Investment only': ['investment'] },
    citizenship: {
      'US Citizen': ['us_citizen'],
      'Permanent Resident': ['permanent_resident'],
      'Non-Permanent Resident': ['non_permanent_resident'],
      'Foreign National': ['foreign_national'],
    },
    lienPosition: { 'First lien only': ['1st'] },
    propertyType: {
      SFR: ['sfr'],
      Townhome: ['townhome'],
      Condo: ['condo', 'warrantable_condo'],
      'Non-Warrantable Condo': ['non_warrantable_condo'],
      '2-4 Units': ['2_unit', '3_4_unit'],
    },
  },
  allPrograms: 'All',
  // §2.2 the condition parts that are the lender's words (the bands are read by the grammar)
  conditions: {
    'Cash-out': [eq('purpose', 'cash_out_refi')],
    'Rate/term refinance': [eq('purpose', 'rate_term_refi')],
    Condo: [eq('property_type', 'condo', 'warrantable_condo')],
    'Non-warrantable condo': [eq('property_type', 'non_warrantable_condo')],
    '2-4 units': [eq('property_type', '2_unit', '3_4_unit')],
    'Short-term rental': [flag('short_term_rental')],
    'Interest only': [flag('interest_only')],
    'Interest only (10-yr IO)': [flag('interest_only')],
    'Escrow waiver': [flag('escrow_waiver')],
    'Prepay 5 yr': [eq('ppp_term', '5YR PPP')],
    'Prepay 3 yr': [eq('ppp_term', '3YR PPP')],
    'Prepay 2 yr': [eq('ppp_term', '2YR PPP')],
    'Prepay 1 yr': [eq('ppp_term', '1YR PPP')],
    'No prepay': [eq('ppp_term', 'No PPP')],
    '40-year term': [eq('term', 40)],
    'Foreign national': [eq('citizenship', 'foreign_national')],
    'Non-permanent resident': [eq('citizenship', 'non_permanent_resident')],
    'Property in FL, TX': [eq('state', 'FL', 'TX')],
  },
  states: { all: 'All states', plusDc: '+ DC', except: 'except', allIncludesDc: true },
  terms: { '30-year fixed': 30, '40-year fixed': 40 },
  assumed: { citizenship: ['us_citizen', 'permanent_resident'], lienPositions: ['1st'] },
  tables: [
    ladder([rate, lock(30), lock(45), lock(60)]),
    ladder([rate, lock(30), lock(45)]),
    // §2.2 the adjustment bullets of each program, every one that holds adding up
    {
      means: 'adjustments',
      at: SHEET,
      shape: 'list',
      title: 'Price adjustments (add every line that applies):',
      category: 'Price adjustments',
      columns: [
        { heading: 'Condition', holds: 'condition' },
        { heading: 'Adjustment', holds: 'adjustment' },
      ],
    },
    // §2.3 the guideline bullets of each program
    {
      means: 'eligibility rules',
      at: SHEET,
      shape: 'list',
      title: 'Guidelines:',
      columns: [
        { heading: 'Guideline', holds: 'rule' },
        { heading: 'Value', holds: 'value' },
      ],
      rules: {
        'Min FICO': { rule: 'min_fico' },
        'Min DSCR': { rule: 'min_dscr' },
        // the first figure for a purchase or rate/term, the one in parentheses for a cash-out
        'Max LTV': [
          { rule: 'max_ltv', when: [eq('purpose', 'purchase', 'rate_term_refi')] },
          { rule: 'max_ltv', lead: '(', when: [eq('purpose', 'cash_out_refi')] },
        ],
        'Min loan amount': { rule: 'min_loan' },
        'Max loan amount': { rule: 'max_loan' },
        Occupancy: { rule: 'occupancies' },
        'Property types': { rule: 'property_types' },
        Borrowers: { rule: 'citizenship' },
        Terms: { rule: 'terms' },
        'Lock periods': { rule: 'locks' },
        'Prepayment options': { rule: 'ppp_terms' },
        'No prepayment penalty allowed in': { rule: 'ppp_restricted_states' },
        'Ineligible states': { rule: 'states', excluded: true },
        'Lien position': { rule: 'lien_positions' },
        // §5 the cap in parentheses for no prepay, the first for any other term: the lower governs
        'Max price': [
          { rule: 'max_price' },
          { rule: 'max_price', key: 'no_prepay', lead: '(', when: [eq('ppp_term', 'No PPP')] },
        ],
        'Min price': { rule: 'min_price' },
      },
      ignore: ['DTI'],
    },
  ],
};
