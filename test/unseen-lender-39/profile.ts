/**
 * Quarry Hill Mortgage (quarry_hill), as its notes (NOTES.md) describe its workbooks: five tabs
 * (`Summary`, `Conforming`, `Non-QM`, `State Adjusters`, `Eligibility`), three fixed-rate programs in
 * two families. Written from docs/ alone. Every `GAP:` is something the notes say that the language
 * cannot; every `WORKAROUND:` a way around one that the docs do not intend.
 */
import { above, eq, flag } from '../../compiler/conditions.ts';
import type { Column, DeclaredProfile } from '../../compiler/tables/language.ts';

const LADDER: readonly Column[] = [
  { heading: 'Rate', holds: 'rate' },
  { heading: '15 Days', holds: 'price', lock: 15 },
  { heading: '30 Days', holds: 'price', lock: 30 },
  { heading: '45 Days', holds: 'price', lock: 45 },
  { heading: '60 Days', holds: 'price', lock: 60 },
];

const C30 = 'conforming_30';
const C15 = 'conforming_15';
const NQ = 'non_qm_bank_statement_30';

const purchase = eq('purpose', 'purchase');
const rateTerm = eq('purpose', 'rate_term_refi');
const cashOut = eq('purpose', 'cash_out_refi');
const secondHome = eq('occupancy', 'second_home');
const investment = eq('occupancy', 'investment');
const condo = eq('property_type', 'condo', 'warrantable_condo');
const nwCondo = eq('property_type', 'non_warrantable_condo');
const units24 = eq('property_type', '2_unit', '3_4_unit');

export const QUARRY_HILL: DeclaredProfile = {
  slug: 'quarry_hill',
  name: 'Quarry Hill Mortgage',
  notes: 'test/unseen-lender-39/NOTES.md',
  // §1 `QuarryHill_Wholesale_RateSheet_<YYYYMMDD>.xlsx`, a reprice `_Reprice<n>`
  files: {
    rateSheet: 'QuarryHill_Wholesale_RateSheet_<date>.xlsx',
    date: 'YYYYMMDD',
    reprices: { word: 'Reprice' },
    companions: {},
  },
  // §1 Eastern time, printed `ET`
  zone: 'America/New_York',
  zoneLabels: { generic: 'ET', standard: 'EST', daylight: 'EDT' },
  // §1 row 2 of every tab: `Effective 11/20/2026 8:30 AM ET`; a reprice adds `|  REPRICE #1 (...)`
  banner: { dates: ['MM/DD/YYYY'], clock: '12-hour' },
  // §1 expires 10:00 AM ET on the next business day
  cutoff: { hour: 10, minute: 0 },
  // §2 prices on a 100 basis; adjustments signed and added; `NA` not eligible / rate not offered;
  // `—` (price limits, additional restrictions' Min FICO) no rule
  conventions: { rates: 'prices', adjustments: 'adjustments', notEligible: 'NA', notApplicable: '—' },
  // §7 step 2: every failing rule is a reason, each key once; a failing program is priced no further
  checksEndEvaluation: true,
  keysOnce: true,
  // §0 programs, one doc type each (Non-QM's 12- or 24-month seasoning priced by 4.2(b)); the
  // families' names (4.1, 4.3) as aliases, `Conforming` the two conforming programs'
  programs: [
    { slug: C30, name: 'Conforming 30', aliases: ['Conforming'], docTypes: 'full_doc' },
    { slug: C15, name: 'Conforming 15', aliases: ['Conforming'], docTypes: 'full_doc' },
    { slug: NQ, name: 'Non-QM Bank Statement 30', aliases: ['Non-QM'], docTypes: 'bank_statements' },
  ],
  // §5(a) how the word lists map to request values
  words: {
    occupancy: {
      'Primary Residence': ['owner_occupied'],
      'Second Home': ['second_home'],
      Investment: ['investment'],
    },
    citizenship: {
      'US Citizen': ['us_citizen'],
      'Permanent Resident': ['permanent_resident'],
      'Non-Permanent Resident': ['non_permanent_resident'],
    },
    lienPosition: { 'First lien only': ['1st'] },
    propertyType: {
      SFR: ['sfr'],
      PUD: ['sfr'],
      Townhome: ['townhome'],
      Condo: ['condo', 'warrantable_condo'],
      'Non-Warrantable Condo': ['non_warrantable_condo'],
      '2-4 Units': ['2_unit', '3_4_unit'],
    },
  },
  allPrograms: 'All',
  conditions: {
    // §4.1(b), §4.2(b) loan-level adjuster rows
    'Cash-Out Refinance': [cashOut],
    'Rate/Term Refinance': [rateTerm],
    'Second Home': [secondHome],
    'Investment Property': [investment],
    '2 Units': [eq('property_type', '2_unit')],
    '3-4 Units': [eq('property_type', '3_4_unit')],
    '2-4 Units': [units24],
    'Condo (LTV > 75%)': [condo, above('ltv', 7500)],
    Condo: [condo],
    'Non-Warrantable Condo': [nwCondo],
    'DTI > 45%': [above('dti', 4500)],
    'DTI > 43%': [above('dti', 4300)],
    'Escrow Waiver': [flag('escrow_waiver')],
    'Interest Only': [flag('interest_only')],
    'Non-Permanent Resident': [eq('citizenship', 'non_permanent_resident')],
    'Short-Term Rental': [flag('short_term_rental')],
    // §4.2(b) the default seasoning is 12 months
    '12-Month Bank Statements': [eq('doc', 'bank_statements_12mo')],
    '24-Month Bank Statements': [eq('doc', 'bank_statements_24mo')],
    // §5(b) `Applies When`
    'Occupancy is Second Home': [secondHome],
    'Occupancy is Investment': [investment],
    'Occupancy is Investment and purpose is Cash-Out Refinance': [investment, cashOut],
    'Property is 2-4 Units': [units24],
    'Loan amount greater than $1,500,000': [above('loan_amount', 1_500_000)],
    'Property is Non-Warrantable Condo': [nwCondo],
    // §6 PRICE LIMITS rows, each the loans it is for
    'Conforming 30': [eq('program', C30)],
    'Conforming 15': [eq('program', C15)],
    'Non-QM Bank Statement 30': [eq('program', NQ)],
    'Non-QM Bank Statement 30 - Investment Property': [eq('program', NQ), investment],
  },
  // §5(a) `All 50 states and DC`, `... except MA, ND, VT`
  states: { all: 'All 50 states and DC', plusDc: '+ DC', except: 'except', allIncludesDc: true },
  // §0 the term printed in the name
  terms: { '30': 30, '15': 15 },
  assumed: { citizenship: ['us_citizen', 'permanent_resident'], lienPositions: ['1st'] },
  tables: [
    // §3 price tables: `Conforming` (two side by side) and `Non-QM`, `Rate | 15 Days | ... | 60 Days`
    // under the program's name, a price per lock column; NA a rate not offered at that lock.
    // (a ladder ends above the credit-score grid printed below it, past the blank rows: its header is no rate)
    {
      means: 'base prices',
      at: { tab: 'Conforming' },
      shape: 'program groups',
      baseLock: 30,
      columns: LADDER,
    },
    {
      means: 'base prices',
      at: { tab: 'Non-QM' },
      shape: 'program groups',
      baseLock: 30,
      columns: LADDER,
    },
    // §5(a) PROGRAM GUIDELINES: a rule per row, a program per column
    {
      means: 'eligibility rules',
      at: { tab: 'Eligibility' },
      shape: 'program columns',
      title: 'PROGRAM GUIDELINES',
      columns: [{ heading: 'Guideline', holds: 'rule' }],
      rules: {
        Term: { rule: 'terms' },
        'Minimum FICO': { rule: 'min_fico' },
        'Max LTV - Purchase': { rule: 'max_ltv', when: [purchase] },
        'Max LTV - Rate/Term Refinance': { rule: 'max_ltv', when: [rateTerm] },
        'Max LTV - Cash-Out Refinance': { rule: 'max_ltv', when: [cashOut] },
        'Minimum Loan Amount': { rule: 'min_loan' },
        'Maximum Loan Amount': { rule: 'max_loan' },
        'Maximum DTI': { rule: 'max_dti' },
        Occupancy: { rule: 'occupancies' },
        'Property Types': { rule: 'property_types' },
        Borrowers: { rule: 'citizenship' },
        'Eligible States': { rule: 'states' },
        'Lien Position': { rule: 'lien_positions' },
        'Lock Periods': { rule: 'locks' },
      },
      // §5(a), §7: no prepayment penalty; the request's ppp_term is not read at all
      ignore: ['Prepayment Penalty'],
    },
    // §5(b) ADDITIONAL RESTRICTIONS: a row per restriction, its programs and condition, a max LTV and
    // maybe a min FICO (`—` none): each value column the rule its heading names
    {
      means: 'eligibility rules',
      at: { tab: 'Eligibility' },
      shape: 'list',
      columns: [
        { heading: 'Programs', holds: 'program' },
        { heading: 'Applies When', holds: 'condition' },
        { heading: 'Max LTV', holds: 'value' },
        { heading: 'Min FICO', holds: 'value' },
      ],
      rules: { 'Max LTV': { rule: 'max_ltv' }, 'Min FICO': { rule: 'min_fico' } },
    },
    // §6 PRICE LIMITS (Summary), `Program | Maximum Price | Minimum Price`: the maximum read as a list
    // whose program cell is a condition (a word of `conditions` each), so that the `- Investment
    // Property` row is a second cap for the Non-QM program's investment loans.
    {
      means: 'eligibility rules',
      at: { tab: 'Summary' },
      shape: 'list',
      title: 'PRICE LIMITS',
      columns: [
        { heading: 'Program', holds: 'condition' },
        { heading: 'Maximum Price', holds: 'value' },
      ],
      rules: { 'Maximum Price': { rule: 'max_price' } },
    },
    // §6 the floor, `Minimum Price`, a program's own (`—`: no floor of its own).
    // GAP: one list `Program (condition) | Maximum Price | Minimum Price` read the first value column
    // only; a second list of the `Minimum Price` column with the program cell as a condition was
    // `unsupported_layout` ("the language has no min_price scoped by the loan") at the investment
    // row's `—`, though `—` is the profile's notApplicable. WORKAROUND: the same table again as
    // `program rows`, its `Maximum Price` column ignored (the investment row is then an
    // `unpriced_program` warning, skipped: it has no floor of its own).
    {
      means: 'eligibility rules',
      at: { tab: 'Summary' },
      shape: 'program rows',
      title: 'PRICE LIMITS',
      columns: [{ heading: 'Program', holds: 'program' }],
      rules: { 'Minimum Price': { rule: 'min_price' } },
      ignore: ['Maximum Price'],
    },
    // §4.1(a) CONFORMING LLPA — CREDIT SCORE / LTV: both conforming programs (its title their alias)
    {
      means: 'adjustments',
      shape: 'grid',
      at: { tab: 'Conforming' },
      title: 'CONFORMING LLPA',
      corner: 'Credit Score',
      rows: { band: 'fico' },
      columns: { band: 'ltv' },
      values: 'adjustment',
      category: 'FICO/LTV',
    },
    // §4.1(b) CONFORMING LOAN-LEVEL ADJUSTERS: a column per program
    {
      means: 'adjustments',
      at: { tab: 'Conforming' },
      shape: 'program columns',
      category: 'Loan-Level',
      columns: [{ heading: 'Adjuster', holds: 'condition' }],
    },
    // §4.1(c) CONFORMING LOAN AMOUNT ADJUSTERS: a column per program, whole-dollar bands
    {
      means: 'adjustments',
      at: { tab: 'Conforming' },
      shape: 'program columns',
      category: 'Loan Amount',
      columns: [{ heading: 'Loan Amount', holds: 'condition' }],
    },
    // §4.2(a) NON-QM LLPA — CREDIT SCORE / LTV: the Non-QM program's (its title its alias)
    {
      means: 'adjustments',
      shape: 'grid',
      at: { tab: 'Non-QM' },
      title: 'NON-QM LLPA',
      corner: 'Credit Score',
      rows: { band: 'fico' },
      columns: { band: 'ltv' },
      values: 'adjustment',
      category: 'FICO/LTV',
    },
    // §4.2(b) NON-QM LOAN-LEVEL ADJUSTERS
    {
      means: 'adjustments',
      at: { tab: 'Non-QM' },
      shape: 'program columns',
      category: 'Loan-Level',
      columns: [{ heading: 'Adjuster', holds: 'condition' }],
    },
    // §4.2(c) NON-QM LOAN AMOUNT ADJUSTERS
    {
      means: 'adjustments',
      at: { tab: 'Non-QM' },
      shape: 'program columns',
      category: 'Loan Amount',
      columns: [{ heading: 'Loan Amount', holds: 'condition' }],
    },
    // §4.3 STATE ADJUSTERS: `State | Conforming | Non-QM`, a family per column (its alias); a state
    // not listed takes 0.
    {
      means: 'adjustments',
      at: { tab: 'State Adjusters' },
      shape: 'program columns',
      category: 'State',
      columns: [{ heading: 'State', holds: 'condition' }],
    },
  ],
};
