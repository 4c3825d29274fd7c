/**
 * Redwater Capital Investor Lending (redwater), as its notes (NOTES.md) describe its workbook: four
 * tabs (`Rates`, `LLPA`, `PPP & Caps`, `Guidelines`), prices on a 100 basis, adjustments added.
 * Written from docs/ alone; the test of unseen-lender-11.test.ts. Every `GAP:` is something the notes
 * say that the language cannot; every `WORKAROUND:` a way round one with the documented parts.
 */
import { above, band, below, eq, flag } from '../../compiler/conditions.ts';
import type { DeclaredProfile, RuleWord, Table } from '../../compiler/tables/language.ts';

const D30 = 'dscr_30_fixed';
const DIO = 'dscr_interest_only';
const BS = 'bank_statement';

// §4 (c) MAXIMUM PRICE, the DSCR column: the cap of the loan's ppp_term
const dscrCap = (
  key: string,
  ...terms: [
    'No PPP' | '1YR PPP' | '2YR PPP' | '3YR PPP' | '5YR PPP',
    ...('No PPP' | '1YR PPP' | '2YR PPP' | '3YR PPP' | '5YR PPP')[],
  ]
): RuleWord => ({
  rule: 'max_price',
  key,
  when: [eq('program', D30, DIO), eq('ppp_term', ...terms)],
});

export const REDWATER: DeclaredProfile = {
  slug: 'redwater',
  name: 'Redwater Capital Investor Lending',
  notes: 'test/unseen-lender-11/NOTES.md',
  // §1 one workbook per sheet; a reprice adds `_HHMM`
  files: { rateSheet: 'Redwater_RateSheet_<date>.xlsx', reprices: '_<HHMM>', companions: {} },
  // §1 US Central, `Redwater Capital | Rates as of 11/20/2026 7:55 AM CT` in A1 of every tab
  zone: 'America/Chicago',
  zoneLabels: { generic: 'CT', standard: 'CST', daylight: 'CDT' },
  banner: { dates: ['MM/DD/YYYY'], clock: '12-hour', lead: 'Rates as of' },
  // §1 10:00 AM CT of the next business day
  cutoff: { hour: 10, minute: 0 },
  // §2 prices; adjustments added; `n/a` not eligible; `N/A` not offered / no cap / no rule
  conventions: { rates: 'prices', adjustments: 'adjustments', notEligible: 'n/a', notApplicable: 'N/A' },
  // §5 step 1: every failing rule reported, then the program stops
  checksEndEvaluation: true,
  programs: [
    { slug: D30, name: 'DSCR 30 Year Fixed', docTypes: 'dscr' },
    { slug: DIO, name: 'DSCR Interest-Only', docTypes: 'dscr', terms: [30, 40] },
    { slug: BS, name: 'Bank Statement 30 Year Fixed (12/24 Mo)', docTypes: 'bank_statements' },
  ],
  words: {
    occupancy: {
      'Investment only': ['investment'],
      Primary: ['owner_occupied'],
      'Second Home': ['second_home'],
      Investment: ['investment'],
    },
    citizenship: {
      'US Citizen': ['us_citizen'],
      'Perm Resident': ['permanent_resident'],
      'Non-Perm Resident': ['non_permanent_resident'],
      'Foreign National': ['foreign_national'],
    },
    lienPosition: { 'First Lien Only': ['1st'] },
    propertyType: {
      SFR: ['sfr'],
      Townhome: ['townhome'],
      '2-4 Units': ['2_unit', '3_4_unit'],
      'Warrantable Condo': ['condo', 'warrantable_condo'],
      'Non-Warrantable Condo': ['non_warrantable_condo'],
    },
  },
  allPrograms: 'All',
  conditions: {
    // §4 (b) the LLPA matrix's section headings (no figures) are skipped as notes (`note_in_table`)
    // FICO rows: whole points, both ends inclusive
    '780+': [band('fico', 780, true, null, false)],
    '760 - 779': [band('fico', 760, true, 779, true)],
    '740 - 759': [band('fico', 740, true, 759, true)],
    '720 - 739': [band('fico', 720, true, 739, true)],
    '700 - 719': [band('fico', 700, true, 719, true)],
    '680 - 699': [band('fico', 680, true, 699, true)],
    '660 - 679': [band('fico', 660, true, 679, true)],
    // DSCR rows, DSCR programs only (hundredths)
    'DSCR ≥ 1.25': [eq('program', D30, DIO), band('dscr', 125, true, null, false)],
    'DSCR 1.00 - 1.249': [eq('program', D30, DIO), band('dscr', 100, true, 125, false)],
    'DSCR 0.75 - 0.999': [eq('program', D30, DIO), band('dscr', 75, true, 100, false)],
    // LOAN AMOUNT rows: whole dollars, both ends inclusive
    '$100,000 - $149,999': [band('loan_amount', 100_000, true, 149_999, true)],
    '$150,000 - $999,999': [band('loan_amount', 150_000, true, 999_999, true)],
    '$1,000,000 - $1,499,999': [band('loan_amount', 1_000_000, true, 1_499_999, true)],
    '$1,500,000 - $1,999,999': [band('loan_amount', 1_500_000, true, 1_999_999, true)],
    '$2,000,000 - $3,000,000': [band('loan_amount', 2_000_000, true, 3_000_000, true)],
    '2-4 Units': [eq('property_type', '2_unit', '3_4_unit')],
    'Condo (Warrantable)': [eq('property_type', 'condo', 'warrantable_condo')],
    'Non-Warrantable Condo': [eq('property_type', 'non_warrantable_condo')],
    'Rate/Term Refinance': [eq('purpose', 'rate_term_refi')],
    'Cash-Out Refinance': [eq('purpose', 'cash_out_refi')],
    'NY, NJ, IL, CT': [eq('state', 'NY', 'NJ', 'IL', 'CT')],
    FL: [eq('state', 'FL')],
    'Short-Term Rental': [flag('short_term_rental')],
    'Interest Only (Bank Statement / DSCR 30 Fixed)': [eq('program', D30, BS), flag('interest_only')],
    'Foreign National': [eq('citizenship', 'foreign_national')],
    'Escrow Waiver': [flag('escrow_waiver')],
    '12 Mo Bank Statements': [eq('program', BS), eq('doc', 'bank_statements_12mo')],
    '24 Mo Bank Statements': [eq('program', BS), eq('doc', 'bank_statements_24mo')],
    'Second Home': [eq('program', BS), eq('occupancy', 'second_home')],
    'Investment Property': [eq('program', BS), eq('occupancy', 'investment')],
    'DTI 45.01 - 50.00%': [eq('program', BS), band('dti', 4500, false, 5000, true)],
    // §4 (d) the Max LTV matrices, one per purpose: each a tier by its title
    'MAX LTV BY FICO AND LOAN AMOUNT — PURCHASE': [eq('purpose', 'purchase')],
    'MAX LTV BY FICO AND LOAN AMOUNT — RATE/TERM REFINANCE': [eq('purpose', 'rate_term_refi')],
    'MAX LTV BY FICO AND LOAN AMOUNT — CASH-OUT REFINANCE': [eq('purpose', 'cash_out_refi')],
  },
  // §5 `All states + DC except ND, SD, WV`
  states: { all: 'All states', plusDc: '+ DC', except: 'except' },
  // §3 the names print `30 Year`; the IO program lists its terms
  terms: { '30 Year': 30 },
  assumed: { citizenship: ['us_citizen', 'permanent_resident'], lienPositions: ['1st'] },
  tables: [
    // §4 (d) PROGRAM GUIDELINES: a column per program (the first rule table)
    {
      means: 'eligibility rules',
      at: { tab: 'Guidelines' },
      shape: 'program columns',
      title: 'PROGRAM GUIDELINES',
      columns: [{ heading: 'Guideline', holds: 'rule' }],
      rules: {
        'Minimum Loan Amount': { rule: 'min_loan' },
        'Maximum Loan Amount': { rule: 'max_loan' },
        'Minimum FICO': { rule: 'min_fico' },
        'Minimum DSCR': { rule: 'min_dscr' },
        // §3 / §5 step 2: DSCR < 1.00 = max 65% LTV (30 fixed); the IO program refuses it by its minimum
        'DSCR < 1.00': { rule: 'max_ltv', lead: 'Max', none: 'Not eligible', when: [below('dscr', 100)] },
        'Maximum DTI': { rule: 'max_dti' },
        Occupancy: { rule: 'occupancies' },
        'Eligible Borrowers': { rule: 'citizenship' },
        'Eligible Property Types': { rule: 'property_types' },
        'Eligible States': { rule: 'states' },
        'Lien Position': { rule: 'lien_positions' },
        'Lock Periods': { rule: 'locks' },
      },
      ignore: ['Documentation', 'Terms'],
    },
    // §4 (a) a `Note Rate | 30 Day Price` ladder per program under its name, stacked down the tab
    {
      means: 'base prices',
      at: { tab: 'Rates' },
      shape: 'program groups',
      baseLock: 30,
      columns: [
        { heading: 'Note Rate', holds: 'rate' },
        { heading: '30 Day Price', holds: 'price' },
      ],
    },
    // §4 (a) LOCK PERIOD ADJUSTMENTS: a column per program, N/A a lock not offered
    {
      means: 'adjustments',
      at: { tab: 'Rates' },
      shape: 'program columns',
      category: 'Lock',
      na: 'lock not offered',
      columns: [{ heading: 'Lock Period', holds: 'lock period' }],
    },
    // §4 (b) the LLPA matrix: a row per factor, LTV bands across
    {
      means: 'adjustments',
      shape: 'grid',
      at: { tab: 'LLPA' },
      corner: 'Adjustment',
      rows: 'condition',
      columns: { band: 'ltv' },
      values: 'adjustment',
      category: 'LLPA',
    },
    // §4 (c) the two PPP tables, by name (`ppp_table_name`; none: Step-Down, the first), the DSCR
    // programs' only (`bank_statement` reads no ppp_term); in the states where penalties are not
    // permitted a No PPP loan takes `No PPP - State Restricted` (gaps when onboarded blind: `when`,
    // `restrictedSchedules`)
    ...(['Step-Down', 'Flat 5%'] as const).map(
      (name): Table => ({
        means: 'prepayment penalties',
        at: { tab: 'PPP & Caps' },
        shape: 'list',
        title: `PPP TABLE: ${name}`,
        name,
        when: [eq('program', D30, DIO)],
        otherPrograms: 'any term',
        columns: [
          { heading: 'PPP Option', holds: 'prepayment schedule' },
          { heading: 'Adjustment', holds: 'adjustment' },
        ],
        schedules: {
          '5yr 5-4-3-2-1': '5YR PPP',
          '3yr 3-2-1': '3YR PPP',
          '2yr 2-1': '2YR PPP',
          '1yr 1%': '1YR PPP',
          '5yr 5% flat': '5YR PPP',
          '3yr 5% flat': '3YR PPP',
          'No PPP (buyout)': 'No PPP',
        },
        restrictedSchedules: { 'No PPP - State Restricted': 'No PPP' },
      }),
    ),
    // §4 (c) PPP NOT PERMITTED IN: AK, KS, MI, MN, NM, RI
    {
      means: 'eligibility rules',
      at: { tab: 'PPP & Caps' },
      shape: 'sentences',
      columns: [],
      rules: { 'PPP NOT PERMITTED IN': { rule: 'ppp_restricted_states' } },
    },
    // §4 (c) MAXIMUM PRICE, the DSCR programs' column
    {
      means: 'eligibility rules',
      at: { tab: 'PPP & Caps' },
      shape: 'list',
      columns: [
        { heading: 'Applies To', holds: 'rule' },
        { heading: 'DSCR 30 Year Fixed / DSCR Interest-Only', holds: 'value' },
      ],
      rules: {
        '5yr PPP': dscrCap('max_price_5yr', '5YR PPP'),
        '3yr / 2yr PPP': dscrCap('max_price_3yr_2yr', '3YR PPP', '2YR PPP'),
        '1yr PPP': dscrCap('max_price_1yr', '1YR PPP'),
        'No PPP / State Restricted': dscrCap('max_price_no_ppp', 'No PPP'),
        'Maximum Price': { rule: 'max_price', when: [eq('program', D30, DIO)] },
        'Loan Amount > $2,000,000': {
          rule: 'max_price',
          key: 'loan_over_2m',
          when: [eq('program', D30, DIO), above('loan_amount', 2_000_000)],
        },
        'Minimum Price': { rule: 'min_price', category: 'Maximum Price' },
      },
    },
    // §4 (c) MAXIMUM PRICE, the Bank Statement column
    {
      means: 'eligibility rules',
      at: { tab: 'PPP & Caps' },
      shape: 'list',
      columns: [
        { heading: 'Applies To', holds: 'rule' },
        { heading: 'Bank Statement 30 Year Fixed (12/24 Mo)', holds: 'value' },
      ],
      rules: {
        '5yr PPP': { rule: 'max_price', key: 'max_price_5yr', when: [eq('program', BS)] },
        '3yr / 2yr PPP': { rule: 'max_price', key: 'max_price_3yr_2yr', when: [eq('program', BS)] },
        '1yr PPP': { rule: 'max_price', key: 'max_price_1yr', when: [eq('program', BS)] },
        'No PPP / State Restricted': { rule: 'max_price', key: 'max_price_no_ppp', when: [eq('program', BS)] },
        'Maximum Price': { rule: 'max_price', when: [eq('program', BS)] },
        'Loan Amount > $2,000,000': {
          rule: 'max_price',
          key: 'loan_over_2m',
          when: [eq('program', BS), above('loan_amount', 2_000_000)],
        },
      },
      ignore: ['Minimum Price'],
    },
    // §4 (d) the Max LTV matrices, a tier per purpose: each grid under its corner `FICO`, titled by a
    // condition word (declared by title one at a time, only the last declared was kept)
    {
      means: 'eligibility matrix',
      shape: 'grid',
      at: { tab: 'Guidelines' },
      corner: 'FICO',
      rows: { band: 'fico' },
      columns: { band: 'loan_amount' },
    },
  ],
};
