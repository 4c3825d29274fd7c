/**
 * Halyard Point Lending, LLC (halyard_point), as its notes (NOTES.md) describe its workbooks: one
 * workbook, one long tab `Sheet1`, sections down columns A to D after separator rows (`==== PRICING
 * ====`, …). Prices on a 100 basis, adjustments added, `N/A` not eligible (not offered in the price
 * list; no rule in the guidelines). Written from docs/ alone; the test of unseen-lender-30.test.ts.
 * Every `GAP:` is something the notes say that the language cannot; every `WORKAROUND:` a way round
 * one with the documented parts.
 */
import { above, band, below, eq, flag } from '../../compiler/conditions.ts';
import type { DeclaredProfile } from '../../compiler/tables/language.ts';

const BS12 = 'bank_statement_12_mo';
const FD30 = 'full_doc_30';
const DS30 = 'dscr_30';

const SHEET = { tab: 'Sheet1' };
const cashOut = eq('purpose', 'cash_out_refi');
const NA = 'N/A';

export const HALYARD_POINT: DeclaredProfile = {
  slug: 'halyard_point',
  name: 'Halyard Point Lending, LLC',
  notes: 'test/unseen-lender-30/NOTES.md',
  // §1 `HalyardPoint_NonQM_<MM-DD-YYYY>.xlsx`; a revised sheet of the day the same name with ` (2)`,
  // ` (3)` … (the counter the order within the day, the time only in the banner).
  files: { rateSheet: 'HalyardPoint_NonQM_<date>.xlsx', date: 'MM-DD-YYYY', reprices: ' (<n>)', companions: {} },
  // §1 banner row 2 `As of 11/20/2026 8:00 AM PT`, a revised sheet appending `  -  REVISED`
  zone: 'America/Los_Angeles',
  zoneLabels: { generic: 'PT', standard: 'PST', daylight: 'PDT' },
  banner: { dates: ['MM/DD/YYYY'], clock: '12-hour', lead: 'As of', repriceWord: 'Revised' },
  // §1 every sheet expires at 5:00 PM ET on its As of date = 2:00 PM PT, the same day
  cutoff: { hour: 14, minute: 0, day: 'same day' },
  // §2, §3, §4: prices on a 100 basis; adjustments added to the price; `N/A` not eligible in the grid
  // and the matrix, a rate not offered in the prices; in the guidelines N/A is no rule (`none`)
  conventions: { rates: 'prices', adjustments: 'adjustments', notEligible: NA, notApplicable: null },
  // §6 step 2: every failing guideline key reported once (keysOnce), the matrix (4.1) among the
  // guidelines: it is tested beside the other rules (DS30's `eligible_occupancy` and `max_ltv_exceeded`
  // together), so `false` (`true` leaves the matrix unread once a rule fails: tried, 15 outcomes lost);
  // adjustments (`llpa_na`) and the floor are still not added to a failing program's reasons
  checksEndEvaluation: false,
  keysOnce: true,
  // top of the notes: three programs, known by their codes
  programs: [
    {
      slug: BS12,
      name: 'Bank Statement 12 Mo',
      code: 'BS12',
      aliases: ['BS12'],
      docTypes: 'bank_statements',
      terms: [30, 40],
    },
    { slug: FD30, name: 'Full Doc 30', code: 'FD30', aliases: ['FD30'], docTypes: 'full_doc', terms: [30] },
    { slug: DS30, name: 'DSCR 30', code: 'DS30', aliases: ['DS30'], docTypes: 'dscr', terms: [30, 40] },
  ],
  words: {
    // §4.2 Occupancy
    occupancy: { Primary: ['owner_occupied'], 'Second Home': ['second_home'], Investment: ['investment'] },
    // §4.2 Borrowers
    citizenship: {
      'US Citizen': ['us_citizen'],
      'Perm Resident': ['permanent_resident'],
      'Non-Perm Resident': ['non_permanent_resident'],
      'Foreign National': ['foreign_national'],
    },
    // §4.2 Lien Position
    lienPosition: { '1st Lien Only': ['1st'] },
    // §4.2 Property Types
    propertyType: {
      SFR: ['sfr'],
      Townhome: ['townhome'],
      Condo: ['condo', 'warrantable_condo'],
      'Non-Warr Condo': ['non_warrantable_condo'],
      '2-4 Units': ['2_unit', '3_4_unit'],
    },
  },
  allPrograms: 'All',
  conditions: {
    // §3 the grid's condition rows, with the notes' edge rules
    'FICO >= 780': [band('fico', 780, true, null, false)],
    'FICO 760-779': [band('fico', 760, true, 779, true)],
    'FICO 740-759': [band('fico', 740, true, 759, true)],
    'FICO 720-739': [band('fico', 720, true, 739, true)],
    'FICO 700-719': [band('fico', 700, true, 719, true)],
    'FICO 680-699': [band('fico', 680, true, 699, true)],
    'FICO 660-679': [band('fico', 660, true, 679, true)],
    'FICO 640-659': [band('fico', 640, true, 659, true)],
    // §4.1 the matrix's FICO rows
    'FICO >= 740': [band('fico', 740, true, null, false)],
    'LTV <= 60%': [band('ltv', null, false, 6000, true)],
    'LTV 60.01-65%': [band('ltv', 6000, false, 6500, true)],
    'LTV 65.01-70%': [band('ltv', 6500, false, 7000, true)],
    'LTV 70.01-75%': [band('ltv', 7000, false, 7500, true)],
    'LTV 75.01-80%': [band('ltv', 7500, false, 8000, true)],
    'LTV 80.01-85%': [band('ltv', 8000, false, 8500, true)],
    'LTV 85.01-90%': [band('ltv', 8500, false, 9000, true)],
    // §3 `.9K` is "just below the next band's start"
    '$75K-$99.9K': [band('loan_amount', 75_000, true, 100_000, false)],
    '$100K-$149.9K': [band('loan_amount', 100_000, true, 150_000, false)],
    '$150K-$249.9K': [band('loan_amount', 150_000, true, 250_000, false)],
    '$250K-$999.9K': [band('loan_amount', 250_000, true, 1_000_000, false)],
    '$1.0MM+': [band('loan_amount', 1_000_000, true, null, false)],
    'Rate/Term Refi': [eq('purpose', 'rate_term_refi')],
    'Cash-Out': [cashOut],
    // §4.1 the matrix's purpose sections
    Purchase: [eq('purpose', 'purchase')],
    'Rate/Term': [eq('purpose', 'rate_term_refi')],
    'Cash-Out LTV > 70%': [cashOut, above('ltv', 7000)],
    'DSCR >= 1.25': [band('dscr', 125, true, null, false)],
    'DSCR 1.00-1.24': [band('dscr', 100, true, 125, false)],
    'DSCR < 1.00': [below('dscr', 100)],
    'Second Home': [eq('occupancy', 'second_home')],
    Investment: [eq('occupancy', 'investment')],
    Condo: [eq('property_type', 'condo', 'warrantable_condo')],
    'Non-Warrantable Condo': [eq('property_type', 'non_warrantable_condo')],
    '2-4 Units': [eq('property_type', '2_unit', '3_4_unit')],
    'DTI > 45%': [above('dti', 4500)],
    'Interest Only': [flag('interest_only')],
    '40 Yr Term': [eq('term', 40)],
    'Escrow Waiver': [flag('escrow_waiver')],
    'Short-Term Rental': [flag('short_term_rental')],
    'Non-Perm Resident': [eq('citizenship', 'non_permanent_resident')],
    'Foreign National': [eq('citizenship', 'foreign_national')],
    'NY Property': [eq('state', 'NY')],
    'FL Property': [eq('state', 'FL')],
    // §4.1 the matrix's column keys are the program codes
    BS12: [eq('program', BS12)],
    FD30: [eq('program', FD30)],
    DS30: [eq('program', DS30)],
  },
  // §4.2 the 50 states and DC
  states: { all: 'All', plusDc: '+ DC', except: 'except', allIncludesDc: true },
  // top of the notes: the names print no term; each program lists its own
  terms: { '30 Yr': 30 },
  assumed: { citizenship: ['us_citizen', 'permanent_resident'], lienPositions: ['1st'] },
  tables: [
    // §4.2 Guidelines table: a rule per row, a column per program code (the first rule table); N/A no rule
    {
      means: 'eligibility rules',
      at: SHEET,
      shape: 'program columns',
      columns: [{ heading: 'Guideline', holds: 'rule' }],
      rules: {
        'Terms (Yrs)': { rule: 'terms' },
        'Lock Periods': { rule: 'locks' },
        'Min FICO': { rule: 'min_fico' },
        'Min Loan Amount': { rule: 'min_loan' },
        'Max Loan Amount': { rule: 'max_loan' },
        'Max DTI': { rule: 'max_dti', none: NA },
        'Min DSCR': { rule: 'min_dscr', none: NA },
        'Min DSCR - Cash-Out': { rule: 'min_dscr', none: NA, when: [cashOut] },
        'Max LTV - Second Home / Investment': {
          rule: 'max_ltv',
          none: NA,
          when: [eq('occupancy', 'second_home', 'investment')],
        },
        'Max LTV - Loan Amount > $1.5MM': { rule: 'max_ltv', none: NA, when: [above('loan_amount', 1_500_000)] },
        Occupancy: { rule: 'occupancies' },
        'Property Types': { rule: 'property_types' },
        Borrowers: { rule: 'citizenship' },
        'Ineligible States': { rule: 'states', excluded: true },
        'Lien Position': { rule: 'lien_positions' },
        'Max Price': { rule: 'max_price' },
        // §6 step 6: DS30's cap when ppp_term is No PPP (lower than Max Price on every sheet)
        'Max Price (No PPP)': {
          rule: 'max_price',
          key: 'max_price_no_ppp',
          none: NA,
          when: [eq('ppp_term', 'No PPP')],
        },
        'Min Price': { rule: 'min_price' },
      },
      ignore: ['Program', 'Documentation'],
    },
    // §2 PRICING: one row per (program code, note rate), interleaved; `30D` / `45D` the lock's price,
    // N/A a rate not offered at that lock
    {
      means: 'base prices',
      at: SHEET,
      shape: 'list',
      baseLock: 30,
      category: 'Base Price',
      columns: [
        { heading: 'Code', holds: 'program' },
        { heading: 'Rate', holds: 'rate' },
        { heading: '30D', holds: 'price', lock: 30 },
        { heading: '45D', holds: 'price', lock: 45 },
      ],
    },
    // §3 ADJUSTMENTS: condition rows, a column per program code; every row that holds adds up;
    // blank no adjustment, N/A llpa_na. The `-- Credit Score --` group titles (and rows blank across,
    // `$250K-$999.9K`, Friday's `DSCR 1.00-1.24`) are skipped as notes (`note_in_table` warnings): a
    // blank row adds nothing anyway.
    {
      means: 'adjustments',
      at: SHEET,
      shape: 'program columns',
      category: 'Adjustments',
      // §3 `Broker Comp`: "ignore it … applies to no loan"
      ignore: ['Broker Comp'],
      columns: [{ heading: 'Condition', holds: 'condition' }],
    },
    // §4.1 Max LTV matrix: a column per program code (condition words), FICO rows, read only when the
    // score meets the program's Min FICO (`skipAfter`); N/A `no_ltv_matrix_cell`.
    // The purposes are stacked as sections, each led by a row printing only `Purchase`, `Rate/Term`
    // or `Cash-Out` in column A (`sections`: the rows under each, a tier for its loans).
    {
      means: 'eligibility matrix',
      shape: 'grid',
      at: SHEET,
      corner: 'Max LTV',
      rows: 'condition',
      columns: 'condition',
      sections: true,
      skipAfter: ['min_fico'],
    },
    // §5 PREPAYMENT: DS30 only, a row per structure; BS12 and FD30 take no penalty
    {
      means: 'prepayment penalties',
      at: SHEET,
      shape: 'program columns',
      name: 'Prepayment',
      columns: [
        { heading: 'PPP', holds: 'prepayment schedule' },
        { heading: 'Term', holds: 'note' },
      ],
      schedules: { None: 'No PPP', '1': '1YR PPP' },
    },
    // §5 `PPP not permitted in: AK, KS, …`
    {
      means: 'eligibility rules',
      at: SHEET,
      shape: 'sentences',
      columns: [],
      rules: { 'PPP not permitted in': { rule: 'ppp_restricted_states' } },
    },
  ],
};
