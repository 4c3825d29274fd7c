/**
 * Millbrook Federal Credit Union — Mortgage Wholesale (millbrook), as its notes (NOTES.md) describe
 * its workbooks: four tabs (`Rate Sheet`, `LLPA`, `State Adj`, `Eligibility`), prices in points,
 * adjustments as costs. Written from docs/ alone by a reader who had not seen the compiler; the test of
 * unseen-lender-10.test.ts. Every `GAP:` is something the notes say that the language cannot; every
 * `WORKAROUND:` a way round one with the documented parts.
 */
import { eq, flag } from '../../compiler/conditions.ts';
import type { DeclaredProfile, Table } from '../../compiler/tables/language.ts';

const C30 = 'conf_30_fixed';
const C20 = 'conf_20_fixed';
const C15 = 'conf_15_fixed';
const ARM = 'conf_5_6_arm';
const HB = 'hb_30_fixed';

const RATES = { tab: 'Rate Sheet' };
const LLPA = { tab: 'LLPA' };
const STATES = { tab: 'State Adj' };
const ELIG = { tab: 'Eligibility' };

// §4 the rate tables' titles, each naming its program (an alias)
const PROGRAM_TITLES = [
  ['CONFORMING 30 YEAR FIXED (Product MB30)', C30],
  ['CONFORMING 20 YEAR FIXED (Product MB20)', C20],
  ['CONFORMING 15 YEAR FIXED (Product MB15)', C15],
  ['CONFORMING 5/6 SOFR ARM (Product MB56)', ARM],
  ['HIGH BALANCE 30 YEAR FIXED (Product MBHB30)', HB],
] as const;
// §4 every note rate the rate tables print, 4.500 to 7.375 in 0.125 steps, as the cells show them
const RATE_LABELS = Array.from({ length: 24 }, (_, i) => String(4.5 + i * 0.125));

const purchase = eq('purpose', 'purchase');
const rateTerm = eq('purpose', 'rate_term_refi');
const cashOut = eq('purpose', 'cash_out_refi');
const conforming = eq('program', C30, C20, C15, ARM);
const highBalance = eq('program', HB);
// §7 LOAN LIMITS: units. 1 Unit is every property type but the 2-4 units (an ineligible type is
// checked against the 1 Unit row); `3_4_unit` takes the 3 Units row
const oneUnit = eq(
  'property_type',
  'sfr',
  'townhome',
  'condo',
  'warrantable_condo',
  'non_warrantable_condo',
  'condotel',
  'manufactured',
  'mixed_use',
  '5_8_unit',
);
const twoUnits = eq('property_type', '2_unit');
const threeUnits = eq('property_type', '3_4_unit');

export const MILLBROOK: DeclaredProfile = {
  slug: 'millbrook',
  name: 'Millbrook Federal Credit Union — Mortgage Wholesale',
  notes: 'test/unseen-lender-10/NOTES.md',
  // §1 one workbook per business day, no reprices
  files: { rateSheet: 'Millbrook_FCU_Wholesale_RateSheet_<date>.xlsx', companions: {} },
  // §1 `Rate Sheet #2026-325 — Effective Friday, November 20, 2026 at 8:45 AM Pacific`, row 2 of every tab
  zone: 'America/Los_Angeles',
  zoneLabels: { generic: 'Pacific', standard: 'PST', daylight: 'PDT' },
  banner: { dates: ['Weekday, Month D, YYYY'], clock: '12-hour' },
  // §1 in force until the next business day's sheet at 8:45 AM Pacific
  cutoff: { hour: 8, minute: 45 },
  // §2 points (base price = 100 − points), adjustments are costs; `NA` not eligible / rate not
  // available; `N/A` a lock column not offered (the ARM's 60 Day)
  conventions: { rates: 'points', adjustments: 'costs', notEligible: ['NA', 'N/A'], notApplicable: null },
  // §8 step 1: a failing rule ends the program (every failing rule reported, no llpa_na / floor)
  checksEndEvaluation: true,
  // §3 programs: the Eligibility tab's names; the Rate Sheet titles print the product code after them
  programs: [
    {
      slug: C30,
      name: 'Conforming 30 Year Fixed',
      code: 'MB30',
      aliases: ['CONFORMING 30 YEAR FIXED (Product MB30)'],
      docTypes: 'full_doc',
    },
    {
      slug: C20,
      name: 'Conforming 20 Year Fixed',
      code: 'MB20',
      aliases: ['CONFORMING 20 YEAR FIXED (Product MB20)'],
      docTypes: 'full_doc',
    },
    {
      slug: C15,
      name: 'Conforming 15 Year Fixed',
      code: 'MB15',
      aliases: ['CONFORMING 15 YEAR FIXED (Product MB15)'],
      docTypes: 'full_doc',
    },
    // §3 the ARM's name prints no term: 30 years
    {
      slug: ARM,
      name: 'Conforming 5/6 SOFR ARM',
      code: 'MB56',
      aliases: ['CONFORMING 5/6 SOFR ARM (Product MB56)'],
      docTypes: 'full_doc',
      terms: [30],
    },
    {
      slug: HB,
      name: 'High Balance 30 Year Fixed',
      code: 'MBHB30',
      aliases: ['HIGH BALANCE 30 YEAR FIXED (Product MBHB30)'],
      docTypes: 'full_doc',
    },
  ],
  // §7 the Eligibility tab's words
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
    },
    lienPosition: { 'First Lien Only': ['1st'] },
    propertyType: {
      SFR: ['sfr'],
      'PUD/Townhome': ['townhome'],
      'Warrantable Condo': ['condo', 'warrantable_condo'],
      '2-4 Units': ['2_unit', '3_4_unit'],
    },
  },
  allPrograms: 'All',
  conditions: {
    // §7 MAXIMUM LTV: the product and occupancy keys, the purpose columns
    'Conforming 30 Year Fixed': [eq('program', C30)],
    'Conforming 20 Year Fixed': [eq('program', C20)],
    'Conforming 15 Year Fixed': [eq('program', C15)],
    'Conforming 5/6 SOFR ARM': [eq('program', ARM)],
    'High Balance 30 Year Fixed': [highBalance],
    'Primary Residence': [eq('occupancy', 'owner_occupied')],
    'Second Home': [eq('occupancy', 'second_home')],
    Investment: [eq('occupancy', 'investment')],
    Purchase: [purchase],
    'Rate/Term': [rateTerm],
    'Cash-Out': [cashOut],
    // §5 (b) LOAN ATTRIBUTE ADJUSTMENTS rows
    'Condo (Attached)': [eq('property_type', 'condo', 'warrantable_condo')],
    'Investment Property': [eq('occupancy', 'investment')],
    '2-4 Units': [eq('property_type', '2_unit', '3_4_unit')],
    'High Balance - Purchase & Rate/Term': [highBalance, eq('purpose', 'purchase', 'rate_term_refi')],
    'High Balance - Cash-Out': [highBalance, cashOut],
    'Escrow Waiver': [flag('escrow_waiver')],
  },
  // §6 `All Other States`: the state adjusters' row for every state no other row names
  states: { all: 'All', plusDc: '+ DC', except: 'except', allIncludesDc: true, otherwise: 'All Other States' },
  terms: { '30 Year': 30, '20 Year': 20, '15 Year': 15 },
  assumed: {
    citizenship: ['us_citizen', 'permanent_resident', 'non_permanent_resident'],
    lienPositions: ['1st'],
  },
  tables: [
    // §7 GENERAL: label | value under its title (the first rule table: the guideline lists)
    {
      means: 'eligibility rules',
      at: ELIG,
      shape: 'list',
      title: 'GENERAL',
      columns: [
        { heading: 'Guideline', holds: 'rule' },
        { heading: 'Value', holds: 'value' },
      ],
      rules: {
        // `$75,000 (Conforming products)`: the figure, its remark in parentheses aside
        'Minimum Loan Amount': { rule: 'min_loan', when: [conforming] },
        'Eligible Property Types': { rule: 'property_types' },
        'Eligible Borrowers': { rule: 'citizenship' },
        'Lien Position': { rule: 'lien_positions' },
        'Ineligible States': { rule: 'states', excluded: true },
      },
      // the ineligible types are every type the eligible list leaves out.
      // GAP: `Lock Periods | 10, 15, 30, 45, 60 Days (5/6 ARM: 10, 15, 30, 45 Days)`: a 10-day lock is
      // outside the vocabulary (`expected lock periods in days such as 15, 30, 45`), and the ARM's own
      // list after `lead: '5/6 ARM:'` is `a locks rule applies everywhere: the language has no locks
      // scoped by the loan` (unsupported_layout); the ARM's `60 Day` column, `N/A` throughout, is a
      // period it does not offer (its rate table says so)
      ignore: ['Ineligible Property Types', 'Lock Periods'],
    },
    // §7 PRODUCT GUIDELINES: a row per product
    {
      means: 'eligibility rules',
      at: ELIG,
      shape: 'program rows',
      title: 'PRODUCT GUIDELINES',
      columns: [{ heading: 'Product', holds: 'program' }],
      rules: {
        'Min FICO': { rule: 'min_fico' },
        'Max DTI': { rule: 'max_dti' },
        Occupancy: { rule: 'occupancies' },
      },
      // the code, the term (the names'), the loan amounts in words (LOAN LIMITS below)
      ignore: ['Code', 'Term (Yrs)', 'Loan Amount'],
    },
    // §7 LOAN LIMITS: the conforming limit per units (the conforming products' maximum)
    {
      means: 'eligibility rules',
      at: ELIG,
      shape: 'list',
      title: 'LOAN LIMITS',
      columns: [
        { heading: 'Units', holds: 'rule' },
        { heading: 'Conforming', holds: 'value' },
      ],
      rules: {
        '1 Unit': { rule: 'max_loan', when: [conforming, oneUnit] },
        '2 Units': { rule: 'max_loan', when: [conforming, twoUnits] },
        '3 Units': { rule: 'max_loan', when: [conforming, threeUnits] },
      },
      // no request is four units (3_4_unit takes the lower, 3 Units, limit)
      ignore: ['4 Units'],
    },
    // §7 LOAN LIMITS: the High Balance limit per units (its maximum)
    {
      means: 'eligibility rules',
      at: ELIG,
      shape: 'list',
      title: 'LOAN LIMITS',
      columns: [
        { heading: 'Units', holds: 'rule' },
        { heading: 'High Balance', holds: 'value' },
      ],
      rules: {
        '1 Unit': { rule: 'max_loan', when: [highBalance, oneUnit] },
        '2 Units': { rule: 'max_loan', when: [highBalance, twoUnits] },
        '3 Units': { rule: 'max_loan', when: [highBalance, threeUnits] },
      },
      ignore: ['4 Units'],
    },
    // §7 LOAN LIMITS: the conforming limit is High Balance's minimum, exclusive: a loan AT the limit
    // is `min_loan_amount`, threshold 832,751 (`exclusive`; a gap when onboarded blind)
    {
      means: 'eligibility rules',
      at: ELIG,
      shape: 'list',
      title: 'LOAN LIMITS',
      columns: [
        { heading: 'Units', holds: 'rule' },
        { heading: 'Conforming', holds: 'value' },
      ],
      rules: {
        '1 Unit': { rule: 'min_loan', when: [highBalance, oneUnit], exclusive: true },
        '2 Units': { rule: 'min_loan', when: [highBalance, twoUnits], exclusive: true },
        '3 Units': { rule: 'min_loan', when: [highBalance, threeUnits], exclusive: true },
      },
      ignore: ['4 Units'],
    },
    // §4 rate tables side by side in pairs, each `Rate | 10 Day | 15 Day | 30 Day | 45 Day | 60 Day`
    // under its title; the 10 Day column cannot be requested (declared as a note: left out, no group
    // was found at all, `no base prices found for it`); `NA` a rate not available at that lock
    {
      means: 'base prices',
      at: RATES,
      shape: 'program groups',
      baseLock: 30,
      category: 'Rate Sheet',
      columns: [
        { heading: 'Rate', holds: 'rate' },
        { heading: '10 Day', holds: 'note' },
        { heading: '15 Day', holds: 'price', lock: 15 },
        { heading: '30 Day', holds: 'price', lock: 30 },
        { heading: '45 Day', holds: 'price', lock: 45 },
        { heading: '60 Day', holds: 'price', lock: 60 },
      ],
    },
    // §5 (a) credit score / LTV grids, one per purpose, sharing the corner `Credit Score`
    {
      means: 'adjustments',
      shape: 'grid',
      at: LLPA,
      corner: 'Credit Score',
      rows: { band: 'fico' },
      columns: { band: 'ltv' },
      values: 'adjustment',
      titles: {
        PURCHASE: [purchase],
        'LIMITED CASH-OUT': [rateTerm],
        'CASH-OUT': [cashOut],
      },
    },
    // §5 (b) LOAN ATTRIBUTE ADJUSTMENTS (by LTV): every row that applies is added
    {
      means: 'adjustments',
      shape: 'grid',
      at: LLPA,
      corner: 'Loan Attribute',
      rows: 'condition',
      columns: { band: 'ltv' },
      values: 'adjustment',
    },
    // §5 (c) SUBORDINATE FINANCING: never applies to a request (no CLTV): not declared
    // §6 STATE ADJUSTERS: the property state's row, else `All Other States`
    {
      means: 'adjustments',
      at: STATES,
      shape: 'list',
      title: 'STATE ADJUSTERS',
      category: 'State Adjusters',
      columns: [
        { heading: 'State', holds: 'condition' },
        { heading: 'Adjustment', holds: 'adjustment' },
      ],
    },
    // §7 MAXIMUM LTV: a row per product and occupancy, a maximum per purpose; a loan above it
    // `max_ltv_exceeded`, reported with the other rules (High Balance prints no Investment row: no
    // Max LTV tested for it). Read as a rule table per purpose column, the occupancy its rule's label.
    // (As an eligibility matrix, `Product | Occupancy` down and the purposes across, its maximum was
    // tested only once every other rule had passed: `max_ltv_exceeded` missing beside the others.)
    ...(
      [
        ['Purchase', purchase],
        ['Rate/Term', rateTerm],
        ['Cash-Out', cashOut],
      ] as const
    ).map(
      ([heading, purpose]): Table => ({
        means: 'eligibility rules',
        at: ELIG,
        shape: 'list',
        title: 'MAXIMUM LTV',
        columns: [
          { heading: 'Product', holds: 'program' },
          { heading: 'Occupancy', holds: 'rule' },
          { heading, holds: 'value' },
        ],
        rules: {
          'Primary Residence': { rule: 'max_ltv', when: [eq('occupancy', 'owner_occupied'), purpose] },
          'Second Home': { rule: 'max_ltv', when: [eq('occupancy', 'second_home'), purpose] },
          Investment: { rule: 'max_ltv', when: [eq('occupancy', 'investment'), purpose] },
        },
      }),
    ),
    // §4 `Max Price | <price> | Min Price | <price>` under each rate table (prices, not points).
    // GAP: a price limit printed beside its label in the row under a program's ladder (label | value |
    // label | value) is no documented table: `Max Price` five times on the tab is `duplicate_table`
    // as a title or a sentence (`a second sentence starting "Max Price"`).
    // WORKAROUND: each program's rate table read again as a rule table under its title (a table titled
    // by a program's alias is that program's), the `Rate` column its labels: the note rates are ignored
    // (every rate printed, 4.500 to 7.375: a new rate is `unknown_rule`, never silent); the `Max Price`
    // row's `10 Day` cell (B24) is the cap, its `30 Day` cell (D24, under the `Min Price` value) the floor
    ...PROGRAM_TITLES.flatMap(([title]): Table[] => [
      {
        means: 'eligibility rules',
        at: RATES,
        shape: 'list',
        title,
        columns: [
          { heading: 'Rate', holds: 'rule' },
          { heading: '10 Day', holds: 'value' },
        ],
        rules: { 'Max Price': { rule: 'max_price' } },
        ignore: RATE_LABELS,
      },
      {
        means: 'eligibility rules',
        at: RATES,
        shape: 'list',
        title,
        columns: [
          { heading: 'Rate', holds: 'rule' },
          { heading: '30 Day', holds: 'value' },
        ],
        rules: { 'Max Price': { rule: 'min_price', category: 'Min Price' } },
        ignore: RATE_LABELS,
      },
    ]),
  ],
};
