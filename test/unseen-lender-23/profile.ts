/**
 * Ashgrove Private Mortgage (ashgrove), as its notes (NOTES.md) describe its workbooks: one workbook
 * per sheet, tabs `Pricing` (a block per program: note rate down, lock period over loan-amount tier
 * across, on two header rows), `LLPAs` (nine `<Factor> | <program> …` tables, percentages of the loan
 * added to the price) and `Eligibility` (`Program | Rule | Value`, a program's row replacing the `All`
 * row of the same rule). Written from docs/ alone.
 */
import { above, band, eq, flag } from '../../compiler/conditions.ts';
import type { AdjustmentTable, DeclaredProfile } from '../../compiler/tables/language.ts';

const JS30 = 'jumbo_select_30';
const JS15 = 'jumbo_select_15';
const EP30 = 'expanded_prime_30';

const cashOut = eq('purpose', 'cash_out_refi');

/** §4: one LLPA table, its factor's heading then a column per program (percent cells), under a title repeating the heading in capitals. */
const llpa = (heading: string): AdjustmentTable => ({
  means: 'adjustments',
  at: { tab: 'LLPAs' },
  shape: 'program columns',
  category: heading,
  values: 'adjustment as percent',
  columns: [{ heading, holds: 'condition' }],
});

export const ASHGROVE: DeclaredProfile = {
  slug: 'ashgrove',
  name: 'Ashgrove Private Mortgage',
  notes: 'test/unseen-lender-23/NOTES.md',
  // §1 `Ashgrove_RateSheet_Nov-20-2026.xlsx`; the intraday reprice `<date>_Intraday.xlsx`, no time, no
  // number in its name (its time in the banner only): at most one a day
  files: {
    rateSheet: 'Ashgrove_RateSheet_<date>.xlsx',
    date: 'Mon-DD-YYYY',
    reprices: { word: 'Intraday' },
    companions: {},
  },
  // §1 `Eastern` is America/New_York
  zone: 'America/New_York',
  zoneLabels: { generic: 'Eastern', standard: 'EST', daylight: 'EDT' },
  // §1 row 2 of every tab: `Rates effective Friday, November 20, 2026 8:15 AM Eastern` (the reprice adds
  // `  -  INTRADAY REPRICE`)
  banner: { dates: ['Weekday, Month D, YYYY'], clock: '12-hour', lead: 'Rates effective' },
  // §1 expiry: 8:00 AM Eastern on the next business day (printed on row 3)
  cutoff: { hour: 8, minute: 0 },
  // §2 prices on a 100 basis; adjustments signed and added; NA text (not offered / llpa_na); no N/A
  conventions: { rates: 'prices', adjustments: 'adjustments', notEligible: 'NA', notApplicable: null },
  // §6 step 2: every failing rule, each key once, then not priced further
  checksEndEvaluation: true,
  keysOnce: true,
  // table at the top of NOTES.md: Pricing prints `JUMBO SELECT 30 YR FIXED`, LLPAs `Jumbo Select 30`,
  // Eligibility `Jumbo Select 30 Yr Fixed`
  programs: [
    { slug: JS30, name: 'Jumbo Select 30 Yr Fixed', aliases: ['Jumbo Select 30'], docTypes: 'full_doc' },
    // §3 / §5 Jumbo Select 15 prices 15- and 20-year terms from its one block
    {
      slug: JS15,
      name: 'Jumbo Select 15 Yr Fixed',
      aliases: ['Jumbo Select 15'],
      docTypes: 'full_doc',
      terms: [15, 20],
    },
    { slug: EP30, name: 'Expanded Prime 30 Yr Fixed', aliases: ['Expanded Prime 30'], docTypes: 'full_doc' },
  ],
  terms: { '30 YR': 30, '15 YR': 15 },
  words: {
    // §5 Occupancy
    occupancy: {
      'Primary Residence': ['owner_occupied'],
      'Second Home': ['second_home'],
      Investment: ['investment'],
    },
    // §5 Borrowers
    citizenship: {
      'US Citizen': ['us_citizen'],
      'Permanent Resident': ['permanent_resident'],
      'Non-Permanent Resident': ['non_permanent_resident'],
    },
    // §5 Lien Position
    lienPosition: { 'First Lien Only': ['1st'] },
    // §5 Property Types
    propertyType: {
      SFR: ['sfr'],
      PUD: ['sfr'],
      Townhome: ['townhome'],
      'Condo (Warrantable)': ['condo', 'warrantable_condo'],
      'Condo (Non-Warrantable)': ['non_warrantable_condo'],
      '2 Units': ['2_unit'],
      '3-4 Units': ['3_4_unit'],
    },
  },
  allPrograms: 'All',
  conditions: {
    // §3 loan-amount tiers (whole dollars): up to 1,000,000; 1,000,001 - 2,000,000; 2,000,001 and above
    '<= $1MM': [band('loan_amount', null, false, 1_000_000, true)],
    '$1MM-$2MM': [band('loan_amount', 1_000_000, false, 2_000_000, true)],
    '> $2MM': [above('loan_amount', 2_000_000)],
    // §4 CREDIT SCORE: whole scores, both ends inclusive
    '780+': [band('fico', 780, true, null, false)],
    '760 - 779': [band('fico', 760, true, 779, true)],
    '740 - 759': [band('fico', 740, true, 759, true)],
    '720 - 739': [band('fico', 720, true, 739, true)],
    '700 - 719': [band('fico', 700, true, 719, true)],
    '680 - 699': [band('fico', 680, true, 699, true)],
    '660 - 679': [band('fico', 660, true, 679, true)],
    // §4 LTV: `<= x%` includes x; `a.01% - b.00%` above the previous band's top, up to b inclusive
    '<= 60.00%': [band('ltv', null, false, 6000, true)],
    '60.01% - 70.00%': [band('ltv', 6000, false, 7000, true)],
    '70.01% - 75.00%': [band('ltv', 7000, false, 7500, true)],
    '75.01% - 80.00%': [band('ltv', 7500, false, 8000, true)],
    '80.01% - 85.00%': [band('ltv', 8000, false, 8500, true)],
    // §4 DTI, the same edge rules
    '<= 40.00%': [band('dti', null, false, 4000, true)],
    '40.01% - 43.00%': [band('dti', 4000, false, 4300, true)],
    '43.01% - 50.00%': [band('dti', 4300, false, 5000, true)],
    // §4 LOAN PURPOSE
    Purchase: [eq('purpose', 'purchase')],
    'Rate/Term Refinance': [eq('purpose', 'rate_term_refi')],
    'Cash-Out Refinance': [cashOut],
    // §4 OCCUPANCY (non_owner_occupied is read as investment)
    'Primary Residence': [eq('occupancy', 'owner_occupied')],
    'Second Home': [eq('occupancy', 'second_home')],
    'Investment Property': [eq('occupancy', 'investment')],
    // §4 PROPERTY TYPE
    'SFR / PUD / Townhome': [eq('property_type', 'sfr', 'townhome')],
    'Condo (Warrantable)': [eq('property_type', 'condo', 'warrantable_condo')],
    'Condo (Non-Warrantable)': [eq('property_type', 'non_warrantable_condo')],
    '2 Units': [eq('property_type', '2_unit')],
    '3-4 Units': [eq('property_type', '3_4_unit')],
    // §4 BORROWER
    'US Citizen': [eq('citizenship', 'us_citizen')],
    'Permanent Resident': [eq('citizenship', 'permanent_resident')],
    'Non-Permanent Resident': [eq('citizenship', 'non_permanent_resident')],
    // §4 LOAN FEATURES
    'Escrow Waiver': [flag('escrow_waiver')],
    'Interest Only': [flag('interest_only')],
  },
  // no state list of the sheet means every state (`Ineligible States` lists codes only)
  // §4 STATE `All Other States`: any state no other row names
  states: { all: 'All', plusDc: '+ DC', except: 'except', allIncludesDc: true, otherwise: 'All Other States' },
  // §5 the sheet prints borrowers and lien position; these are only the defaults
  assumed: { citizenship: ['us_citizen', 'permanent_resident'], lienPositions: ['1st'] },
  tables: [
    // §3 Pricing: a block per program under its title; `Note Rate` merged down over two header rows,
    // `30 Day` / `45 Day` / `60 Day` each merged over its three loan-amount tiers on the row below;
    // the hidden `calc` column B is declared by no column, so not read; NA a rate not offered; the
    // formula cells are read from their saved values (`formula_cell` warnings).
    {
      means: 'base prices',
      at: { tab: 'Pricing' },
      shape: 'program groups',
      baseLock: 30,
      category: 'Base Price',
      columns: [
        { heading: 'Note Rate', holds: 'rate' },
        { heading: '30 Day', holds: 'price', lock: 30 },
        { heading: '45 Day', holds: 'price', lock: 45 },
        { heading: '60 Day', holds: 'price', lock: 60 },
      ],
      tiers: 'condition',
    },
    // §4 LLPAs: nine tables, each `<Factor> | Jumbo Select 30 | Jumbo Select 15 | Expanded Prime 30`
    llpa('Credit Score'),
    llpa('LTV'),
    llpa('Loan Purpose'),
    llpa('Occupancy'),
    llpa('Property Type'),
    llpa('DTI'),
    llpa('State'),
    llpa('Borrower'),
    llpa('Feature'),
    // §5 PROGRAM ELIGIBILITY: `Program | Rule | Value`, a program's row replacing the `All` row of the
    // same Rule; §6 steps 5-6 the cap and floor
    {
      means: 'eligibility rules',
      at: { tab: 'Eligibility' },
      shape: 'list',
      title: 'PROGRAM ELIGIBILITY',
      columns: [
        { heading: 'Program', holds: 'program' },
        { heading: 'Rule', holds: 'rule' },
        { heading: 'Value', holds: 'value' },
      ],
      rules: {
        'Lock Periods': { rule: 'locks' },
        'Minimum FICO': { rule: 'min_fico' },
        'Minimum Loan Amount': { rule: 'min_loan' },
        'Maximum Loan Amount': { rule: 'max_loan' },
        'Maximum LTV': { rule: 'max_ltv' },
        'Maximum LTV - Cash-Out': { rule: 'max_ltv', when: [cashOut] },
        'Maximum LTV - Second Home': { rule: 'max_ltv', when: [eq('occupancy', 'second_home')] },
        'Maximum LTV - Investment': { rule: 'max_ltv', when: [eq('occupancy', 'investment')] },
        'Maximum LTV - Loan Amount > $2,000,000': { rule: 'max_ltv', when: [above('loan_amount', 2_000_000)] },
        'Maximum DTI': { rule: 'max_dti' },
        Occupancy: { rule: 'occupancies' },
        'Property Types': { rule: 'property_types' },
        Borrowers: { rule: 'citizenship' },
        'Ineligible States': { rule: 'states', excluded: true },
        'Lien Position': { rule: 'lien_positions' },
        'Terms (years)': { rule: 'terms' },
        'Maximum Price': { rule: 'max_price' },
        'Minimum Price': { rule: 'min_price' },
      },
      // §5 `Prepayment Penalty | None`: ppp_term and ppp_table_name are not read, any value prices the same.
      // §5 `Terms (years)`: `All | 30`, Jumbo Select 15's own row `15, 20` replacing it
      ignore: ['Prepayment Penalty'],
    },
  ],
};
