/**
 * Amberly Crest Mortgage, LLC (amberly_crest), as its notes (NOTES.md) describe its workbooks: three
 * tabs, `Rates`, `Adjustments`, `Eligibility`, every band, condition and rule printed in words.
 * Written from docs/ alone. Every `GAP:` is something the notes say that the language cannot;
 * every `WORKAROUND:` a way round one that the docs do not intend.
 */
import { above, band, below, eq, flag } from '../../compiler/conditions.ts';
import type { Column, DeclaredProfile, Table } from '../../compiler/tables/language.ts';

const BSS = 'bank_statement_select';
const FDP = 'full_doc_plus';
const DSCR = 'investor_advantage_dscr';

const purchase = eq('purpose', 'purchase');
const rateTerm = eq('purpose', 'rate_term_refi');
const cashOut = eq('purpose', 'cash_out_refi');
const dscrBelow1 = below('dscr', 100);

const RATES = { tab: 'Rates' };
const ADJ = { tab: 'Adjustments' };
const ELIG = { tab: 'Eligibility' };

// §3.2 every list: `Condition | Adjustment` under its title
const conditionAdjustment: Column[] = [
  { heading: 'Condition', holds: 'condition' },
  { heading: 'Adjustment', holds: 'adjustment' },
];

// §4 a `Maximum LTV – <scope>` row: LTV ≤ the `Up to` figure where the scope holds
const maxLtv = (...when: ReturnType<typeof eq>[]) => ({ rule: 'max_ltv' as const, when });

export const AMBERLY_CREST: DeclaredProfile = {
  slug: 'amberly_crest',
  name: 'Amberly Crest Mortgage, LLC',
  notes: 'test/unseen-lender-32/NOTES.md',
  // §1 `AmberlyCrest_RateSheet_20Nov2026.xlsx`; a Rate Update adds `_Update<n>`
  files: {
    rateSheet: 'AmberlyCrest_RateSheet_<date>.xlsx',
    date: 'DDMonYYYY',
    reprices: { word: 'Update' },
    companions: {},
  },
  // §1 Arizona keeps no daylight saving time
  zone: 'America/Phoenix',
  zoneLabels: { generic: 'Arizona', standard: 'MST', daylight: 'MST' },
  // §1 row 2: `Rates effective Friday, November 20th, 2026 at 8:45 a.m. Arizona time (MST)`;
  // a Rate Update: `RATE UPDATE #1 — rates effective …`; the zone word read after the time is `Arizona`.
  banner: { dates: ['Weekday, Month D, YYYY'], clock: '12-hour', lead: 'Rates effective', repriceWord: 'Rate Update' },
  // §1 every sheet expires at 6:00 p.m. on its own effective date
  cutoff: { hour: 18, minute: 0, day: 'same day' },
  // §2 prices on a 100 basis; §3 adjustments added to the price; `Ineligible` not eligible, `—` a rate not offered
  conventions: {
    rates: 'prices',
    adjustments: 'adjustments',
    notEligible: ['Ineligible', '—'],
    notApplicable: 'Not applicable',
  },
  // §5 step 2: a failing guideline ends the program; every failing key once
  checksEndEvaluation: true,
  keysOnce: true,
  // programs table at the top of the notes
  programs: [
    { slug: BSS, name: 'Bank Statement Select', docTypes: 'bank_statements', terms: [30, 40] },
    { slug: FDP, name: 'Full Doc Plus', docTypes: 'full_doc', terms: [15, 30] },
    { slug: DSCR, name: 'Investor Advantage DSCR', docTypes: 'dscr', terms: [30, 40] },
  ],
  words: {
    // §4 Occupancy
    occupancy: {
      'Owner-Occupied': ['owner_occupied'],
      '2nd Home': ['second_home'],
      'Non-Owner': ['investment'],
      'Non-Owner only': ['investment'],
    },
    // §4 Borrowers
    citizenship: {
      'U.S. citizens': ['us_citizen'],
      'permanent residents': ['permanent_resident'],
      'non-permanent residents': ['non_permanent_resident'],
      'foreign nationals': ['foreign_national'],
    },
    // §4 Lien position
    lienPosition: { 'First liens only': ['1st'] },
    // §4 Property types
    propertyType: {
      'Single-family': ['sfr'],
      townhome: ['townhome'],
      condo: ['condo', 'warrantable_condo'],
      'non-warrantable condo': ['non_warrantable_condo'],
      '2–4 units': ['2_unit', '3_4_unit'],
    },
  },
  allPrograms: 'All programs',
  conditions: {
    // §3.2 Loan Amount
    // §3.2 Debt-to-Income
    'Up to 43%': [band('dti', null, false, 4300, true)],
    '43.01% to 50%': [band('dti', 4300, false, 5000, true)],
    // §3.2 Loan Purpose
    Purchase: [purchase],
    'Rate/term refinance': [rateTerm],
    'Cash-out refinance': [cashOut],
    'Cash-out refinance when DSCR is less than 1.00x (Investor Advantage DSCR only)': [
      cashOut,
      dscrBelow1,
      eq('program', DSCR),
    ],
    // §3.2 Property Type
    'Single-family or townhome': [eq('property_type', 'sfr', 'townhome')],
    Condo: [eq('property_type', 'condo', 'warrantable_condo')],
    'Non-warrantable condo': [eq('property_type', 'non_warrantable_condo')],
    '2–4 units': [eq('property_type', '2_unit', '3_4_unit')],
    // §3.2 Borrower
    'U.S. citizen or permanent resident': [eq('citizenship', 'us_citizen', 'permanent_resident')],
    'Non-permanent resident': [eq('citizenship', 'non_permanent_resident')],
    'Foreign national (Investor Advantage DSCR only)': [eq('citizenship', 'foreign_national'), eq('program', DSCR)],
    // §3.2 Property State
    Florida: [eq('state', 'FL')],
    Texas: [eq('state', 'TX')],
    // §3.2 Loan Features
    'Interest-only (Bank Statement Select & Investor Advantage DSCR)': [
      flag('interest_only'),
      eq('program', BSS, DSCR),
    ],
    'Interest-only (Full Doc Plus)': [flag('interest_only'), eq('program', FDP)],
    'Interest-only when DSCR is less than 1.00x (Investor Advantage DSCR only)': [
      flag('interest_only'),
      dscrBelow1,
      eq('program', DSCR),
    ],
    '40-year term': [eq('term', 40)],
    '15-year term (Full Doc Plus only)': [eq('term', 15), eq('program', FDP)],
    'Escrow waiver': [flag('escrow_waiver')],
    'Escrow waiver with LTV over 80%': [flag('escrow_waiver'), above('ltv', 8000)],
    'Short-term rental (Investor Advantage DSCR only)': [flag('short_term_rental'), eq('program', DSCR)],
    // §3.2 Bank Statements
    '12 months of statements': [eq('doc', 'bank_statements_12mo')],
    '24 months of statements': [eq('doc', 'bank_statements_24mo')],
    // §3.2 Debt Service Coverage
    'At least 1.25x': [band('dscr', 125, true, null, false)],
    '1.00x to 1.24x': [band('dscr', 100, true, 125, false)],
    'Less than 1.00x': [dscrBelow1],
    // §3.1 grid titles (occupancy)
    'Owner-Occupied': [eq('occupancy', 'owner_occupied')],
    '2nd Home': [eq('occupancy', 'second_home')],
    'Non-Owner': [eq('occupancy', 'investment')],
    // §3.1 credit-score rows and LTV columns
    '780 and above': [band('fico', 780, true, null, false)],
    '760 – 779': [band('fico', 760, true, 779, true)],
    '740 – 759': [band('fico', 740, true, 759, true)],
    '720 – 739': [band('fico', 720, true, 739, true)],
    '700 – 719': [band('fico', 700, true, 719, true)],
    '680 – 699': [band('fico', 680, true, 699, true)],
    '660 – 679': [band('fico', 660, true, 679, true)],
    'Below 660': [band('fico', null, false, 659, true)],
    'Up to 60%': [band('ltv', null, false, 6000, true)],
    '60.01% to 70%': [band('ltv', 6000, false, 7000, true)],
    '70.01% to 75%': [band('ltv', 7000, false, 7500, true)],
    '75.01% to 80%': [band('ltv', 7500, false, 8000, true)],
    'Over 80%': [above('ltv', 8000)],
  },
  // §4 `All states & DC except NY and NJ`
  states: { all: 'All states', plusDc: '& DC', except: 'except', allIncludesDc: true },
  terms: {},
  // §4 citizenship and lien position are printed; nothing assumed beyond them
  assumed: { citizenship: ['us_citizen', 'permanent_resident'], lienPositions: ['1st'] },
  tables: [
    // §2 Rates: a rate × lock grid per program, side by side, each lock column its own prices; the
    // programs print different lock columns, so one declaration per set of headings
    ...(
      [
        [15, 30, 45],
        [15, 30, 45, 60],
        [30, 45, 60],
      ] as const
    ).map(
      (locks): Table => ({
        means: 'base prices',
        at: RATES,
        shape: 'program groups',
        baseLock: 30,
        columns: [
          { heading: 'Note Rate', holds: 'rate' },
          ...locks.map((lock): Column => ({ heading: `${lock}-Day`, holds: 'price', lock })),
        ],
      }),
    ),
    // §3.1 three FICO × LTV grids, one per occupancy, titled by it, sharing the corner `Credit Score`
    {
      means: 'adjustments',
      shape: 'grid',
      at: ADJ,
      corner: 'Credit Score',
      rows: 'condition',
      columns: 'condition',
      values: 'adjustment',
      titles: {
        'Owner-Occupied': [eq('occupancy', 'owner_occupied')],
        '2nd Home': [eq('occupancy', 'second_home')],
        'Non-Owner': [eq('occupancy', 'investment')],
      },
    },
    // §3.2 Loan Amount
    {
      means: 'adjustments',
      at: ADJ,
      shape: 'list',
      title: 'Loan Amount',
      category: 'Loan Amount',
      columns: conditionAdjustment,
    },
    // §3.2 Debt-to-Income (Bank Statement Select & Full Doc Plus): the title's scope on every row
    {
      means: 'adjustments',
      at: ADJ,
      shape: 'list',
      title: 'Debt-to-Income (Bank Statement Select & Full Doc Plus)',
      category: 'Debt-to-Income',
      when: [eq('program', BSS, FDP)],
      columns: conditionAdjustment,
    },
    // §3.2 Loan Purpose
    {
      means: 'adjustments',
      at: ADJ,
      shape: 'list',
      title: 'Loan Purpose',
      category: 'Loan Purpose',
      columns: conditionAdjustment,
    },
    // §3.2 Property Type
    {
      means: 'adjustments',
      at: ADJ,
      shape: 'list',
      title: 'Property Type',
      category: 'Property Type',
      columns: conditionAdjustment,
    },
    // §3.2 Borrower
    {
      means: 'adjustments',
      at: ADJ,
      shape: 'list',
      title: 'Borrower',
      category: 'Borrower',
      columns: conditionAdjustment,
    },
    // §3.2 Property State
    {
      means: 'adjustments',
      at: ADJ,
      shape: 'list',
      title: 'Property State',
      category: 'Property State',
      columns: conditionAdjustment,
    },
    // §3.2 Loan Features
    {
      means: 'adjustments',
      at: ADJ,
      shape: 'list',
      title: 'Loan Features',
      category: 'Loan Features',
      columns: conditionAdjustment,
    },
    // §3.2 Bank Statements (Bank Statement Select only)
    {
      means: 'adjustments',
      at: ADJ,
      shape: 'list',
      title: 'Bank Statements (Bank Statement Select only)',
      category: 'Bank Statements',
      when: [eq('program', BSS)],
      columns: conditionAdjustment,
    },
    // §3.2 Debt Service Coverage (Investor Advantage DSCR only)
    {
      means: 'adjustments',
      at: ADJ,
      shape: 'list',
      title: 'Debt Service Coverage (Investor Advantage DSCR only)',
      category: 'Debt Service Coverage',
      when: [eq('program', DSCR)],
      columns: conditionAdjustment,
    },
    // §3.2 Prepayment Penalty (Investor Advantage DSCR only): a schedule per row, for the DSCR program
    // alone (the others take no penalty: `ppp_term_not_offered` for any term but `No PPP`, §4)
    {
      means: 'prepayment penalties',
      at: ADJ,
      shape: 'list',
      title: 'Prepayment Penalty (Investor Advantage DSCR only)',
      name: 'Prepayment Penalty',
      when: [eq('program', DSCR)],
      schedules: {
        'No prepayment penalty': 'No PPP',
        '1-year prepay': '1YR PPP',
        '2-year prepay': '2YR PPP',
        '3-year prepay': '3YR PPP',
        '5-year prepay': '5YR PPP',
      },
      columns: [
        { heading: 'Condition', holds: 'prepayment schedule' },
        { heading: 'Adjustment', holds: 'adjustment' },
      ],
    },
    // §4 Eligibility: `Program | Guideline | Requirement`, the program merged down over its rows
    // (A6:A22, A23:A39, A40:A58, A59:A60).
    // (the program cell merged down names each of its rows; requirements in words read by their comparisons)
    {
      means: 'eligibility rules',
      at: ELIG,
      shape: 'list',
      columns: [
        { heading: 'Program', holds: 'program' },
        { heading: 'Guideline', holds: 'rule' },
        { heading: 'Requirement', holds: 'value' },
      ],
      rules: {
        Occupancy: { rule: 'occupancies' },
        'Minimum credit score': { rule: 'min_fico' },
        'Loan amount': { rule: 'loan_amounts' },
        'Maximum DTI': { rule: 'max_dti' },
        'Minimum DSCR': { rule: 'min_dscr' },
        'Maximum LTV – purchase & rate/term refinance': maxLtv(eq('purpose', 'purchase', 'rate_term_refi')),
        'Maximum LTV – purchase': maxLtv(purchase),
        'Maximum LTV – rate/term refinance': maxLtv(rateTerm),
        'Maximum LTV – cash-out refinance': maxLtv(cashOut),
        'Maximum LTV – 2nd Home & Non-Owner': maxLtv(eq('occupancy', 'second_home', 'investment')),
        'Maximum LTV – 2nd Home': maxLtv(eq('occupancy', 'second_home')),
        'Maximum LTV – loan amount over $1.5 million': { rule: 'max_ltv', when: [above('loan_amount', 1_500_000)] },
        'Maximum LTV – DSCR less than 1.00x': { rule: 'max_ltv', when: [dscrBelow1] },
        Borrowers: { rule: 'citizenship' },
        'Property types': { rule: 'property_types' },
        'Eligible states': { rule: 'states' },
        Terms: { rule: 'terms' },
        'Lock periods': { rule: 'locks' },
        'Prepayment penalty': { rule: 'ppp_terms' },
        'Prepayment penalty not permitted in': { rule: 'ppp_restricted_states' },
        'Maximum price': { rule: 'max_price', lead: 'Capped at' },
        'Minimum price': { rule: 'min_price', lead: 'Not below' },
        'Lien position': { rule: 'lien_positions' },
      },
      ignore: ['Documentation', 'Subordinate financing'],
    },
  ],
};
