/**
 * Ridgeline Mortgage Partners (ridgeline), as its notes (NOTES.md) describe its workbooks: a daily rate
 * sheet (`Pricing`: a block per program, note rates down and loan-amount tiers across, a Lock table and
 * a Price Limits table beside them; `LLPA`: a Credit Score × CLTV grid per program with its loan
 * attribute rows, a state list and the LLPA cap) and a monthly guidelines workbook (`Matrix`: a
 * maximum LTV / minimum FICO grid per program; `Rules`: `Rule | Applies To | Requirement`). Written
 * from docs/ alone (its guidelines then copied into `reads` rules, the monthly workbook and points
 * printed as credits being unsaid), restated on the parts that since say them.
 */
import { band, eq, flag } from '../../compiler/conditions.ts';
import type { DeclaredProfile, RuleWord } from '../../compiler/tables/language.ts';

const PJ30 = 'prime_jumbo_30';
const PJ15 = 'prime_jumbo_15';
const EP30 = 'expanded_prime_30';

const cashOut = eq('purpose', 'cash_out_refi');
const investment = eq('occupancy', 'investment');

// §5.2 the Rules tab, a rule per row labelled by its number, its requirement read after its lead words
const GUIDELINES = { book: 'guidelines', tab: 'Rules' };
const guidelineRules: Record<string, RuleWord | readonly RuleWord[]> = {
  '1': { rule: 'lien_positions', lead: 'Lien position:' },
  '5': [
    { rule: 'min_loan', lead: 'minimum' },
    { rule: 'max_loan', lead: 'maximum' },
  ],
  '6': [
    { rule: 'min_loan', lead: 'minimum' },
    { rule: 'max_loan', lead: 'maximum' },
  ],
  '8': [
    { rule: 'max_ltv', lead: 'maximum LTV', when: [cashOut] },
    { rule: 'max_loan', lead: 'maximum loan amount', when: [cashOut] },
  ],
  '9': { rule: 'max_dti', lead: 'Maximum DTI:' },
  '10': { rule: 'max_dti', lead: 'Maximum DTI:' },
  '11': { rule: 'max_dti', lead: 'maximum DTI', when: [investment] },
  '12': { rule: 'occupancies', lead: 'Occupancy:' },
  '13': { rule: 'occupancies', lead: 'Occupancy:' },
  '14': { rule: 'property_types', lead: 'Property types:' },
  '15': { rule: 'property_types', lead: 'Property types:' },
  '16': { rule: 'citizenship', lead: 'Borrowers:' },
  '17': { rule: 'citizenship', lead: 'Borrowers:' },
  '18': { rule: 'states', lead: 'Ineligible states:', excluded: true },
  // rule 19 adds to rule 18 (§5.2): a rule of its own, the guideline states staying rule 18's
  '19': { rule: 'states', lead: 'Additional ineligible states:', excluded: true, when: [eq('program', EP30)] },
};

export const RIDGELINE: DeclaredProfile = {
  slug: 'ridgeline',
  name: 'Ridgeline Mortgage Partners',
  notes: 'test/unseen-lender-35/NOTES.md',
  // §1 `Ridgeline_Rates_<YYYYMMDD>.xlsx`, an intraday reprice `_<HHMM>` (24-hour, MT); the guidelines
  // workbook `Ridgeline_Guidelines_<Mon><YYYY>.xlsx`, one a month, read with every rate sheet of its month
  files: {
    rateSheet: 'Ridgeline_Rates_<date>.xlsx',
    date: 'YYYYMMDD',
    reprices: '_<HHMM>',
    companions: { guidelines: 'Ridgeline_Guidelines_<month>.xlsx' },
    month: 'MonYYYY',
  },
  // §1 A1 of both tabs: `Ridgeline Mortgage Partners — Rate Sheet — 11/20/2026 — 9:30 AM MT`; MT is
  // America/Denver (MST on these dates)
  zone: 'America/Denver',
  zoneLabels: { generic: 'MT', standard: 'MST', daylight: 'MDT' },
  banner: {
    dates: ['MM/DD/YYYY'],
    clock: '12-hour',
    lead: 'Ridgeline Mortgage Partners — Rate Sheet —',
    // the reprice's banner ends ` — Intraday Reprice` (no number): known by its file name's `_1400`
    marksReprices: false,
  },
  // §1 expires 9:00 AM MT on the next business day
  cutoff: { hour: 9, minute: 0 },
  // §2 points, positive = rebate (price = 100 + points); every adjustment added; `N/A` not eligible in
  // LLPA and matrix cells, a rate not offered in price cells
  conventions: { rates: 'credit points', adjustments: 'adjustments', notEligible: 'N/A', notApplicable: null },
  // §5.2, §6 step 2: every rule that applies is checked, every failing key listed once, then no pricing
  checksEndEvaluation: false,
  keysOnce: true,
  // the table at the top of the notes: the name before the first `|` of the title, without `(Bank Statements)`
  programs: [
    { slug: PJ30, name: 'Prime Jumbo 30', docTypes: 'full_doc', terms: [30] },
    { slug: PJ15, name: 'Prime Jumbo 15', docTypes: 'full_doc', terms: [15] },
    { slug: EP30, name: 'Expanded Prime 30', docTypes: 'bank_statements', terms: [30] },
  ],
  terms: {},
  words: {
    // §5.2 word mapping
    occupancy: {
      'Primary Residence': ['owner_occupied'],
      'Second Home': ['second_home'],
      Investment: ['investment'],
    },
    citizenship: {
      'U.S. Citizen': ['us_citizen'],
      'Permanent Resident Alien': ['permanent_resident'],
      'Non-Permanent Resident Alien': ['non_permanent_resident'],
    },
    lienPosition: { 'first lien only': ['1st'] },
    propertyType: {
      'SFR/PUD': ['sfr'],
      Townhome: ['townhome'],
      'Warrantable Condo': ['condo', 'warrantable_condo'],
      'Non-Warrantable Condo': ['non_warrantable_condo'],
      '2 Units': ['2_unit'],
      '3-4 Units': ['3_4_unit'],
    },
  },
  // §5.2 `Applies To`: `All Programs` or a comma-separated list of program names
  allPrograms: 'All Programs',
  conditions: {
    // §4 credit score rows: the band in parentheses, whole scores, both ends inclusive
    'Excellent (780+)': [band('fico', 780, true, null, false)],
    'Very Good (760-779)': [band('fico', 760, true, 779, true)],
    'Good (740-759)': [band('fico', 740, true, 759, true)],
    'Fair (720-739)': [band('fico', 720, true, 739, true)],
    'Standard (700-719)': [band('fico', 700, true, 719, true)],
    'Limited (680-699)': [band('fico', 680, true, 699, true)],
    'Minimum (660-679)': [band('fico', 660, true, 679, true)],
    // §4 the `CLTV` heading merged over the bands (CLTV = LTV: the bands are read with the LTV)
    CLTV: [],
    // §4 loan attribute rows
    'Rate/Term Refinance': [eq('purpose', 'rate_term_refi')],
    'Cash-Out Refinance': [cashOut],
    'Second Home': [eq('occupancy', 'second_home')],
    Investment: [investment],
    Condo: [eq('property_type', 'condo', 'warrantable_condo')],
    'Non-Warrantable Condo': [eq('property_type', 'non_warrantable_condo')],
    '2 Units': [eq('property_type', '2_unit')],
    '3-4 Units': [eq('property_type', '3_4_unit')],
    'Interest Only': [flag('interest_only')],
    'Escrow Waiver': [flag('escrow_waiver')],
    // §4 `doc_seasoning` 12mo or not sent (12 months is the default) / 24mo
    '12-Month Bank Statements': [eq('doc', 'bank_statements_12mo')],
    '24-Month Bank Statements': [eq('doc', 'bank_statements_24mo')],
    // §5.1 matrix columns
    'Primary Residence': [eq('occupancy', 'owner_occupied')],
  },
  states: { all: 'All', plusDc: '+ DC', except: 'except', allIncludesDc: true, otherwise: 'All other states' },
  // every rule is printed (§5.2 rules 1, 16, 17)
  assumed: {
    citizenship: ['us_citizen', 'permanent_resident', 'non_permanent_resident'],
    lienPositions: ['1st'],
  },
  tables: [
    // §5.2 the Rules tab of the month's guidelines workbook: `Rule | Applies To | Requirement`
    {
      means: 'eligibility rules',
      at: GUIDELINES,
      shape: 'list',
      columns: [
        { heading: 'Rule', holds: 'rule' },
        { heading: 'Applies To', holds: 'program' },
        { heading: 'Requirement', holds: 'value' },
      ],
      rules: guidelineRules,
      // the term, the Matrix pointer, the lock periods, documentation and reserves: read elsewhere or informational
      ignore: ['2', '3', '4', '7', '20', '21', '22', '23'],
    },
    // §5.1 the Matrix tab: a grid per program under its name, loan amount rows, occupancy columns,
    // `<max LTV>% / <min FICO>` cells; read only when the occupancy and loan amount rules pass
    {
      means: 'eligibility matrix',
      shape: 'grid',
      at: { book: 'guidelines', tab: 'Matrix' },
      corner: 'Loan Amount',
      rows: { band: 'loan_amount' },
      columns: 'condition',
      cells: 'LTV% / FICO',
      skipAfter: ['eligible_occupancy', 'min_loan_amount', 'max_loan_amount'],
    },
    // §3 (a) program blocks on `Pricing`: title `<program>  |  <term>-Year Fixed  |  <documentation>`,
    // `Note Rate` merged down beside `Loan Amount  (30-Day Lock)` merged over the three tiers; 30-day prices
    {
      means: 'base prices',
      at: { tab: 'Pricing' },
      shape: 'program groups',
      baseLock: 30,
      category: 'Base Price',
      columns: [
        { heading: 'Note Rate', holds: 'rate' },
        { heading: 'Loan Amount  (30-Day Lock)', holds: 'price' },
      ],
      tiers: { band: 'loan_amount' },
    },
    // §3 (b) `Lock` table: `Lock Period | Adjustment`, added to every rate (outside the LLPA cap)
    {
      means: 'adjustments',
      at: { tab: 'Pricing' },
      shape: 'list',
      category: 'Lock',
      columns: [
        { heading: 'Lock Period', holds: 'lock period' },
        { heading: 'Adjustment', holds: 'adjustment' },
      ],
    },
    // §3 (c) `Price Limits (points, after all adjustments)`: `Program | Max Rebate | Max Cost`, a row per program
    // in points as the rate sheet prints them: `+2.000` Max Rebate a cap of 102.000, `-3.000` Max Cost a floor of 97.000
    {
      means: 'eligibility rules',
      at: { tab: 'Pricing' },
      shape: 'program rows',
      columns: [{ heading: 'Program', holds: 'program' }],
      rules: {
        'Max Rebate': { rule: 'max_price', points: true },
        'Max Cost': { rule: 'min_price', points: true, category: 'Price Limits' },
      },
    },
    // §3 (b) the note under the Lock table (F10): no 60-day lock on Expanded Prime 30, said in words
    // (`reads` the list it means)
    {
      means: 'eligibility rules',
      at: { tab: 'Pricing' },
      shape: 'sentences',
      columns: [],
      rules: {
        'Note: 60-day lock not available for Expanded Prime 30': {
          rule: 'locks',
          reads: '15, 30, 45',
          when: [eq('program', EP30)],
        },
      },
    },
    // §4 `LLPA` tab: a `Credit Score × CLTV` grid per program (titled by its name), `Credit Score` the
    // corner, `CLTV` merged over the bands on the row below; the score rows then the attribute rows;
    // N/A llpa_na
    {
      means: 'adjustments',
      shape: 'grid',
      at: { tab: 'LLPA' },
      corner: 'Credit Score',
      rows: 'condition',
      columns: ['condition', { band: 'ltv' }],
      values: 'adjustment',
      category: 'LLPA',
    },
    // §4 LLPA cap: `Total LLPAs (excluding lock) are capped at -2.500`, one merged cell (A75:G75).
    {
      means: 'eligibility rules',
      at: { tab: 'LLPA' },
      shape: 'sentences',
      columns: [],
      rules: {
        'Total LLPAs (excluding lock) are capped at': { rule: 'adjustment_cap', of: ['LLPA'], category: 'LLPA Cap' },
      },
    },
    // §4 `State Adjustments (all programs)`: `State | LLPA`, `All other states` 0
    {
      means: 'adjustments',
      at: { tab: 'LLPA' },
      shape: 'list',
      category: 'State',
      columns: [
        { heading: 'State', holds: 'condition' },
        { heading: 'LLPA', holds: 'adjustment' },
      ],
    },
  ],
};
