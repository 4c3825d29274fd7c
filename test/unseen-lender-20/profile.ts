/**
 * Harbor Pointe Financial (harbor_pointe), as its notes (test/unseen-lender-20/NOTES.md) describe its
 * workbooks: three tabs (`Pricing`, `Adjustments`, `Eligibility`), prices printed as text
 * percentages, adjustments as costs, declared in the table language (compiler/tables/language.ts)
 * from docs/ alone. Every `GAP:` is something the notes say that the language cannot; every
 * `WORKAROUND:` a way round one with the documented parts.
 */
import { above, band, eq, flag } from '../../compiler/conditions.ts';
import type { DeclaredProfile, Table } from '../../compiler/tables/language.ts';

const C30 = 'conforming_30_yr_fixed';
const C15 = 'conforming_15_yr_fixed';
const JUMBO = 'jumbo_select_30_yr_fixed';

const PRICING = { tab: 'Pricing' };
const ADJ = { tab: 'Adjustments' };
const ELIG = { tab: 'Eligibility' };

const conforming = eq('program', C30, C15);
const jumbo = eq('program', JUMBO);

export const HARBOR_POINTE: DeclaredProfile = {
  slug: 'harbor_pointe',
  name: 'Harbor Pointe Financial',
  notes: 'test/unseen-lender-20/NOTES.md',
  // §1 `HarborPointe-RateSheet-<YYYYMMDD>-<HHMM>.xlsx`: every sheet carries its effective time, the
  // morning's too; a reprice is a later time on the same date (its number in the banner only).
  files: { rateSheet: 'HarborPointe-RateSheet-<date>-<HHMM>.xlsx', date: 'YYYYMMDD', companions: {} },
  // §1 PT = America/Los_Angeles
  zone: 'America/Los_Angeles',
  zoneLabels: { generic: 'PT', standard: 'PST', daylight: 'PDT' },
  // §1 row 2: `Effective 11/20/2026 07:15 PT — Expires 11/20/2026 17:00 PT  ·  REPRICE #1`
  banner: { dates: ['MM/DD/YYYY'], clock: '24-hour' },
  // §1 every sheet expires at 17:00 PT on its own effective date
  cutoff: { hour: 17, minute: 0, day: 'same day' },
  // §2 prices on a 100 basis; adjustments are costs; `NA` not eligible (Adjustments); `N/A` a rate
  // not offered at a lock (Pricing) and no limit (PROGRAM LIMITS, said by the rules' `none`)
  // §2/§4/§5.7 every base price, MAX PRICE and MIN PRICE a text percentage of par (`101.250%`)
  conventions: { rates: 'prices', adjustments: 'costs', notEligible: ['NA', 'N/A'], notApplicable: null },
  // §7 step 2: a failing program check ends the program (no llpa_na, no min_price_floor added)
  checksEndEvaluation: true,
  // §7 step 2: every failing key once (max_ltv_exceeded once however many Max LTV rows fail)
  keysOnce: true,
  // §3 programs, as printed (`Program: <name>` on Pricing)
  programs: [
    { slug: C30, name: 'Conforming 30 Yr Fixed', aliases: ['Program: Conforming 30 Yr Fixed'], docTypes: 'full_doc' },
    { slug: C15, name: 'Conforming 15 Yr Fixed', aliases: ['Program: Conforming 15 Yr Fixed'], docTypes: 'full_doc' },
    {
      slug: JUMBO,
      name: 'Jumbo Select 30 Yr Fixed',
      aliases: ['Program: Jumbo Select 30 Yr Fixed'],
      docTypes: 'full_doc',
    },
  ],
  // §3, §6.1 the lender's words for the vocabulary's values
  words: {
    occupancy: { Primary: ['owner_occupied'], 'Second Home': ['second_home'], Investment: ['investment'] },
    citizenship: {
      'US Citizen': ['us_citizen'],
      'Perm. Resident': ['permanent_resident'],
      'Non-Perm. Resident': ['non_permanent_resident'],
    },
    lienPosition: { '1st Lien Only': ['1st'] },
    propertyType: {
      'SFR / PUD': ['sfr'],
      Townhome: ['townhome'],
      Condo: ['condo', 'warrantable_condo'],
      '2 Units': ['2_unit'],
      '3-4 Units': ['3_4_unit'],
    },
  },
  allPrograms: 'All',
  conditions: {
    // §3 the Adjustments tab's program columns
    Conforming: [conforming],
    Jumbo: [jumbo],
    // §5.3 PROPERTY TYPE rows
    'SFR / PUD': [eq('property_type', 'sfr')],
    Townhome: [eq('property_type', 'townhome')],
    Condo: [eq('property_type', 'condo', 'warrantable_condo')],
    '2 Units': [eq('property_type', '2_unit')],
    '3-4 Units': [eq('property_type', '3_4_unit')],
    // §5.4 OCCUPANCY rows
    'Primary Residence': [eq('occupancy', 'owner_occupied')],
    'Second Home': [eq('occupancy', 'second_home')],
    'Investment Property': [eq('occupancy', 'investment')],
    // §5.5 LOAN PURPOSE rows
    Purchase: [eq('purpose', 'purchase')],
    'Rate/Term Refinance': [eq('purpose', 'rate_term_refi')],
    'Cash-Out Refinance': [eq('purpose', 'cash_out_refi')],
    // §5.6 OTHER FEATURES rows
    'Escrow Waiver': [flag('escrow_waiver')],
    'Interest Only': [flag('interest_only')],
    'DTI > 43%': [above('dti', 4300)],
    'Non-Perm. Resident': [eq('citizenship', 'non_permanent_resident')],
  },
  // §6.2 note 1: `All states + DC except HI, MA, NY`
  states: { all: 'All states', plusDc: '+ DC', except: 'except', allIncludesDc: true },
  // §3 the term printed in the names
  terms: { '30 Yr': 30, '15 Yr': 15 },
  // §6 citizenship and lien position are printed; these hold only where nothing is
  assumed: {
    citizenship: ['us_citizen', 'permanent_resident', 'non_permanent_resident'],
    lienPositions: ['1st'],
  },
  tables: [
    // §4 Pricing: a block per program stacked down the tab, `Program: <name>` over a caption, then
    // `Rate | 15 Day | 30 Day | 45 Day`; prices as text percentages; `N/A` a rate not offered
    {
      means: 'base prices',
      at: PRICING,
      shape: 'program groups',
      baseLock: 30,
      category: 'Pricing',
      columns: [
        { heading: 'Rate', holds: 'rate' },
        { heading: '15 Day', holds: 'price', lock: 15 },
        { heading: '30 Day', holds: 'price', lock: 30 },
        { heading: '45 Day', holds: 'price', lock: 45 },
      ],
    },
    // §5.1 CREDIT SCORE / LTV — CONFORMING and — JUMBO: two grids sharing the corner, each scoped by
    // its title to its programs
    {
      means: 'adjustments',
      shape: 'grid',
      at: ADJ,
      corner: 'Credit Score',
      rows: { band: 'fico' },
      columns: { band: 'ltv' },
      values: 'adjustment',
      category: 'CREDIT SCORE / LTV',
      titles: {
        'CREDIT SCORE / LTV — CONFORMING': [conforming],
        'CREDIT SCORE / LTV — JUMBO': [jumbo],
      },
    },
    // §5.2 LOAN AMOUNT: bands down, a column per program group
    {
      means: 'adjustments',
      shape: 'grid',
      at: ADJ,
      title: 'LOAN AMOUNT',
      corner: 'Loan Amount',
      rows: { band: 'loan_amount' },
      columns: 'condition',
      values: 'adjustment',
    },
    // §5.3 PROPERTY TYPE
    {
      means: 'adjustments',
      shape: 'grid',
      at: ADJ,
      title: 'PROPERTY TYPE',
      corner: 'Property Type',
      rows: 'condition',
      columns: 'condition',
      values: 'adjustment',
    },
    // §5.4 OCCUPANCY
    {
      means: 'adjustments',
      shape: 'grid',
      at: ADJ,
      title: 'OCCUPANCY',
      corner: 'Occupancy',
      rows: 'condition',
      columns: 'condition',
      values: 'adjustment',
    },
    // §5.5 LOAN PURPOSE
    {
      means: 'adjustments',
      shape: 'grid',
      at: ADJ,
      title: 'LOAN PURPOSE',
      corner: 'Loan Purpose',
      rows: 'condition',
      columns: 'condition',
      values: 'adjustment',
    },
    // §5.6 OTHER FEATURES: every row that applies
    {
      means: 'adjustments',
      shape: 'grid',
      at: ADJ,
      title: 'OTHER FEATURES',
      corner: 'Feature',
      rows: 'condition',
      columns: 'condition',
      values: 'adjustment',
    },
    // §6.2 PROGRAM LIMITS: guidelines down, programs across; `N/A` no limit. Declared as the FIRST
    // rule table: after MAX PRICE it gave `Eligibility › A16: the lock periods are read from the
    // first rule table only` (unsupported_layout). §6.2 note 2: several Max LTV rows, one key
    // (`keysOnce`).
    {
      means: 'eligibility rules',
      at: ELIG,
      shape: 'program columns',
      title: 'PROGRAM LIMITS',
      columns: [{ heading: 'Guideline', holds: 'rule' }],
      rules: {
        'Term (Years)': { rule: 'terms' },
        'Lock Periods (Days)': { rule: 'locks' },
        'Minimum FICO': { rule: 'min_fico' },
        'Minimum Loan Amount': { rule: 'min_loan' },
        'Maximum Loan Amount': { rule: 'max_loan' },
        'Maximum DTI': { rule: 'max_dti' },
        'Max LTV - Purchase': { rule: 'max_ltv', when: [eq('purpose', 'purchase')] },
        'Max LTV - Rate/Term Refi': { rule: 'max_ltv', when: [eq('purpose', 'rate_term_refi')] },
        'Max LTV - Cash-Out Refi': { rule: 'max_ltv', when: [eq('purpose', 'cash_out_refi')] },
        'Max LTV - Second Home': { rule: 'max_ltv', when: [eq('occupancy', 'second_home')] },
        'Max LTV - Investment': { rule: 'max_ltv', none: 'N/A', when: [eq('occupancy', 'investment')] },
        'Max LTV - 2-4 Units': { rule: 'max_ltv', when: [eq('property_type', '2_unit', '3_4_unit')] },
        'Max LTV - Loan Amount > $1,500,000': {
          rule: 'max_ltv',
          none: 'N/A',
          when: [above('loan_amount', 1_500_000)],
        },
        'Eligible States': { rule: 'states' },
        'Lien Position': { rule: 'lien_positions' },
      },
      ignore: ['Documentation', 'Prepayment Penalty'],
    },
    // §5.7 MAX PRICE: a cap per loan amount tier (text percentages), the same for all
    // programs; found by its header `Loan Amount | Max Price` (with `title: 'MAX PRICE'` the heading
    // `Max Price` under it was taken for a second title: `duplicate_table` at F40)
    {
      means: 'eligibility rules',
      at: ADJ,
      shape: 'list',
      columns: [
        { heading: 'Loan Amount', holds: 'rule' },
        { heading: 'Max Price', holds: 'value' },
      ],
      rules: {
        '$0 - $249,999': {
          rule: 'max_price',
          key: 'max_price_0_249999',
          when: [band('loan_amount', 0, true, 249_999, true)],
        },
        '$250,000 - $832,750': {
          rule: 'max_price',
          key: 'max_price_250000_832750',
          when: [band('loan_amount', 250_000, true, 832_750, true)],
        },
        '$832,751 - $1,500,000': {
          rule: 'max_price',
          key: 'max_price_832751_1500000',
          when: [band('loan_amount', 832_751, true, 1_500_000, true)],
        },
        '$1,500,001+': {
          rule: 'max_price',
          key: 'max_price_1500001_plus',
          when: [band('loan_amount', 1_500_001, true, null, false)],
        },
      },
    },
    // §5.7 MIN PRICE: a floor per program, each row its program's floor; found by its header
    // `Program | Min Price` (with its title, `duplicate_table` at F47 as for MAX PRICE)
    {
      means: 'eligibility rules',
      at: ADJ,
      shape: 'list',
      columns: [
        { heading: 'Program', holds: 'rule' },
        { heading: 'Min Price', holds: 'value' },
      ],
      rules: {
        'Conforming 30 Yr Fixed': { rule: 'min_price', category: 'MIN PRICE', when: [eq('program', C30)] },
        'Conforming 15 Yr Fixed': { rule: 'min_price', category: 'MIN PRICE', when: [eq('program', C15)] },
        'Jumbo Select 30 Yr Fixed': { rule: 'min_price', category: 'MIN PRICE', when: [eq('program', JUMBO)] },
      },
    },
    // §6.1 PROGRAM × GUIDELINE MATRIX: programs down, a Yes / No column per guideline under a
    // two-row header (`Occupancy` merged over B:D, `Property Type` over E:I, `Borrower` over J:L on
    // row 6; the guidelines on row 7; `Program` merged down A6:A7).
    // GAP: the docs read Yes / No ticks only as tick ROWS (`Primary | Yes | No`, a program per
    // column, RuleWord.item), and `program rows` (a rule per column) with one header row. Declared as
    // `program rows` with `{ heading: 'Program', holds: 'program' }` and a rule word with `item` per
    // guideline heading (with and without `title: 'PROGRAM × GUIDELINE MATRIX'`, first or after
    // PROGRAM LIMITS): the compiler said NOTHING and read no rule (Jumbo investment, 3-4 units and
    // non-permanent residents then came out `llpa_na`, non-warrantable condo / manufactured priced);
    // a rule declared for the row-6 heading `Occupancy` read nothing either. With `title: 'Program'`:
    // `missing_table … no header starting "Program" under "Program"`. An eligibility matrix grid
    // has no Yes / No cell form.
    // WORKAROUND: the matrix's own note (row 11, `Property types and borrowers without a column … are
    // not eligible for any program.`) is the place of sentence rules whose values are said by
    // `reads`, copied from the matrix as printed on all three sheets (§6.1 says the Eligibility tab
    // is the same on each). The Yes / No cells themselves are NOT read: a sheet turning a `Yes` into
    // `No` would be priced as before without a word.
    ...(
      [
        [[conforming], 'property_types', 'SFR / PUD, Townhome, Condo, 2 Units, 3-4 Units'],
        [[jumbo], 'property_types', 'SFR / PUD, Townhome, Condo, 2 Units'],
        [[jumbo], 'occupancies', 'Primary, Second Home'],
        [[jumbo], 'citizenship', 'US Citizen, Perm. Resident'],
      ] as const
    ).map(
      ([when, rule, reads]): Table => ({
        means: 'eligibility rules',
        at: ELIG,
        shape: 'sentences',
        columns: [],
        rules: { 'Property types and borrowers without a column': { rule, reads, when } },
      }),
    ),
  ],
};
