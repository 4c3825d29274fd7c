/**
 * Larchmont Funding (larchmont), as its notes (test/unseen-lender-15/NOTES.md) describe its workbooks,
 * declared in the table language (compiler/tables/language.ts) from docs/ alone.
 */
import { eq, flag } from '../../compiler/conditions.ts';
import type { DeclaredProfile } from '../../compiler/tables/language.ts';

// §5 the factors of the adjustment list: an attribute, some under a condition of the loan; From and
// To its band, both included (a percentage From at x.01: above x.00, the grammar's edge rules)
const ATTRIBUTES = {
  FICO: 'fico',
  LTV: 'ltv',
  'Loan Amount': 'loan_amount',
  DTI: 'dti',
  'Cash-Out LTV': { attr: 'ltv', when: [eq('purpose', 'cash_out_refi')] },
  'Rate/Term LTV': { attr: 'ltv', when: [eq('purpose', 'rate_term_refi')] },
  'Second Home LTV': { attr: 'ltv', when: [eq('occupancy', 'second_home')] },
  'Investment LTV': { attr: 'ltv', when: [eq('occupancy', 'investment')] },
  'Condo LTV': { attr: 'ltv', when: [eq('property_type', 'condo', 'warrantable_condo')] },
  '2-4 Units LTV': { attr: 'ltv', when: [eq('property_type', '2_unit', '3_4_unit')] },
} as const;

// §4.2 a row per lock period, its limits the same for every program it lists (Programs)
const LOCKS = [15, 30, 45, 60] as const;

export const LARCHMONT: DeclaredProfile = {
  slug: 'larchmont',
  name: 'Larchmont Funding',
  notes: 'test/unseen-lender-15/NOTES.md',
  // §1 one workbook per sheet, the file name carrying date and time, the morning sheet's too
  // (`Larchmont_Rates_2026-11-20_0930.xlsx`, no reprice marker in its banner; the reprice
  // `Larchmont_Rates_2026-11-23_1345.xlsx`, `(Reprice 1)`).
  files: { rateSheet: 'Larchmont_Rates_<date>.xlsx', reprices: '_<HHMM> on every sheet', companions: {} },
  // §1 ET = America/New_York
  zone: 'America/New_York',
  zoneLabels: { generic: 'ET', standard: 'EST', daylight: 'EDT' },
  // §1 `Effective: Fri Nov 20 2026 9:30 AM ET`
  banner: { dates: ['Weekday Month D YYYY'], clock: '12-hour', lead: 'Effective:' },
  // §1 expires 5:00 PM ET on the next business day
  cutoff: { hour: 17, minute: 0 },
  // §2 points, adjustments are costs (added to the points), NA not eligible / not offered, N/A no test
  conventions: { rates: 'points', adjustments: 'costs', notEligible: 'NA', notApplicable: 'N/A' },
  // §7 step 2: a failing program check ends the program (no llpa_na, no floor added)
  checksEndEvaluation: true,
  // §6 a key is reported once even when several rules with that key fail
  keysOnce: true,
  // §3 programs, named by their codes on every tab
  programs: [
    { slug: 'agency_fixed_30', name: 'Agency Fixed 30', aliases: ['AG30'], docTypes: 'full_doc', docTypeAssumed: true },
    { slug: 'agency_fixed_15', name: 'Agency Fixed 15', aliases: ['AG15'], docTypes: 'full_doc', docTypeAssumed: true },
    { slug: 'jumbo_fixed_30', name: 'Jumbo Fixed 30', aliases: ['JB30'], docTypes: 'full_doc', docTypeAssumed: true },
  ],
  // §3, §6 words
  words: {
    occupancy: { Primary: ['owner_occupied'], 'Second Home': ['second_home'], Investment: ['investment'] },
    citizenship: {
      'US Citizen': ['us_citizen'],
      'Permanent Resident': ['permanent_resident'],
      'Non-Permanent Resident': ['non_permanent_resident'],
    },
    propertyType: {
      SFR: ['sfr'],
      Townhome: ['townhome'],
      Condo: ['condo', 'warrantable_condo'],
      '2-4 Units': ['2_unit', '3_4_unit'],
    },
    lienPosition: { '1st Lien Only': ['1st'] },
  },
  // §5 Program `ALL`
  allPrograms: 'ALL',
  // §5 the factors
  conditions: {
    'Escrow Waiver': [flag('escrow_waiver')],
    'Interest Only': [flag('interest_only')],
    'Non-Permanent Resident': [eq('citizenship', 'non_permanent_resident')],
    'State FL': [eq('state', 'FL')],
    'State CA': [eq('state', 'CA')],
  },
  // §6 `All states except AK, HI`; all states = the 50 states and DC
  states: { all: 'All states', plusDc: '+ DC', except: 'except', allIncludesDc: true },
  // §3 terms, in the names and on the Term row
  terms: { 'Fixed 30': 30, 'Fixed 15': 15, '30 Years': 30, '15 Years': 15 },
  // §6 Lien Position and Eligible Borrowers are printed; these hold only if they were not
  assumed: {
    citizenship: ['us_citizen', 'permanent_resident', 'non_permanent_resident'],
    lienPositions: ['1st'],
  },
  tables: [
    // §4.1 price tables: lock periods down (`15 Days` …), note rates across (the header `Lock
    // Period | 5.250% | …`), one per program under its title (`AG30  —  AGENCY FIXED 30  —  …`, the
    // alias first), in points; a lock period with no row is not offered, an NA cell a rate skipped.
    // The price-limit table below (§4.2, header `Lock Period | Programs | …`) is also taken for a rate
    // block and skipped with an `unpriced_program` warning at A25.
    {
      means: 'base prices',
      at: { tab: 'Rates' },
      shape: 'rates across',
      baseLock: 30,
      columns: [{ heading: 'Lock Period', holds: 'rate' }],
    },
    // §5 LOAN-LEVEL PRICE ADJUSTMENTS: Program | Factor | From | To | Adjustment, one row per
    // adjustment, every matching row of ALL and of the program's code adding up.
    {
      means: 'adjustments',
      at: { tab: 'Adjustments' },
      shape: 'list',
      title: 'LOAN-LEVEL PRICE ADJUSTMENTS',
      columns: [
        { heading: 'Program', holds: 'program' },
        { heading: 'Factor', holds: 'condition part' },
        { heading: 'From', holds: 'condition part' },
        { heading: 'To', holds: 'condition part' },
        { heading: 'Adjustment', holds: 'adjustment' },
      ],
      attributes: ATTRIBUTES,
    },
    // §6 PROGRAM ELIGIBILITY: guidelines down, programs across under their codes; N/A no rule (§2).
    {
      means: 'eligibility rules',
      at: { tab: 'Eligibility' },
      shape: 'program columns',
      title: 'PROGRAM ELIGIBILITY',
      columns: [{ heading: 'Guideline', holds: 'rule' }],
      rules: {
        Term: { rule: 'terms' },
        'Lock Periods': { rule: 'locks' },
        'Minimum FICO': { rule: 'min_fico' },
        'Minimum Loan Amount': { rule: 'min_loan' },
        'Maximum Loan Amount': { rule: 'max_loan' },
        'Maximum DTI': { rule: 'max_dti' },
        'Maximum LTV - Purchase': { rule: 'max_ltv', when: [eq('purpose', 'purchase')] },
        'Maximum LTV - Rate/Term Refinance': { rule: 'max_ltv', when: [eq('purpose', 'rate_term_refi')] },
        'Maximum LTV - Cash-Out Refinance': { rule: 'max_ltv', when: [eq('purpose', 'cash_out_refi')] },
        'Maximum LTV - Second Home': { rule: 'max_ltv', when: [eq('occupancy', 'second_home')] },
        'Maximum LTV - Investment': { rule: 'max_ltv', when: [eq('occupancy', 'investment')] },
        'Maximum LTV - 2-4 Units': { rule: 'max_ltv', when: [eq('property_type', '2_unit', '3_4_unit')] },
        Occupancy: { rule: 'occupancies' },
        'Property Types': { rule: 'property_types' },
        'Eligible Borrowers': { rule: 'citizenship' },
        'Eligible States': { rule: 'states' },
        'Lien Position': { rule: 'lien_positions' },
      },
      ignore: ['Program', 'Documentation', 'Interest Only', 'Prepayment Penalty'],
    },
    // §4.2 LOCK PERIODS & PRICE LIMITS (points): the cap, `Maximum Rebate`, of the row of the
    // request's lock period, read as points (-2.500 is a price of 102.500). The Lock Period column is
    // the rule's label, each label a max_price scoped by its lock period (as Copper Mesa's price
    // limits are scoped by ppp_term), the Programs column the programs it is for.
    {
      means: 'eligibility rules',
      at: { tab: 'Rates' },
      shape: 'list',
      title: 'LOCK PERIODS & PRICE LIMITS (points)',
      columns: [
        { heading: 'Lock Period', holds: 'rule' },
        { heading: 'Programs', holds: 'program' },
        { heading: 'Maximum Rebate', holds: 'value' },
      ],
      rules: Object.fromEntries(
        LOCKS.map((days) => [
          `${days} Days`,
          {
            rule: 'max_price' as const,
            points: true as const,
            key: `max_price_${days}_days`,
            when: [eq('lock_days', days)],
          },
        ]),
      ),
    },
    // §4.2 the floor, `Maximum Discount` (4.000 points: a price of 96.000), of the same table.
    // GAP: the notes give the floor per lock period (one row each). Declared as the Rebate's, each
    // label a min_price with `when: [eq('lock_days', n)]`, the compiler answered at every row
    // `unsupported_layout`: "a min_price rule applies to a program: the language has no min_price
    // scoped by the loan" (docs/onboarding.md, What a profile cannot say yet: "a floor ... scoped by
    // the loan").
    // WORKAROUND: the 30 Days row (it lists all three programs) is read as the floor of every lock
    // period, the other rows ignored. Right while every row prints the same 4.000 (all three sheets);
    // a sheet printing another floor for 15, 45 or 60 days would be priced with the 30-day floor
    // without a word.
    {
      means: 'eligibility rules',
      at: { tab: 'Rates' },
      shape: 'list',
      title: 'LOCK PERIODS & PRICE LIMITS (points)',
      columns: [
        { heading: 'Lock Period', holds: 'rule' },
        { heading: 'Programs', holds: 'program' },
        { heading: 'Maximum Discount', holds: 'value' },
      ],
      rules: { '30 Days': { rule: 'min_price', points: true } },
      ignore: ['15 Days', '45 Days', '60 Days'],
    },
  ],
};
