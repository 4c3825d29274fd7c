/**
 * Briarwood Lending Partners (briarwood), as its notes (NOTES.md) describe its workbook: a tab of base
 * prices per lock period (programs as columns, headed by their codes), three FICO × LTV grids side by
 * side on `LLPAs` sharing one FICO column, a `Feature Adjustments` list of a column per program, and
 * `Guidelines` of a row per program. Written from docs/ alone.
 */
import { above, band, below, eq, flag } from '../../compiler/conditions.ts';
import type { DeclaredProfile } from '../../compiler/tables/language.ts';

const BS = 'bank_statement';
const DSCR = 'dscr';
const FD = 'full_doc';
const dscrBand = (lo: number, hi: number | null) => band('dscr', lo, true, hi, false);

export const BRIARWOOD: DeclaredProfile = {
  slug: 'briarwood',
  name: 'Briarwood Lending Partners',
  notes: 'test/unseen-lender-33/NOTES.md',
  // §1 `Briarwood_RS_YYYY.MM.DD.xlsx`; a later issue of the day adds `_N`, the issue number (`_2` = reprice 1)
  files: { rateSheet: 'Briarwood_RS_<date>.xlsx', date: 'YYYY.MM.DD', reprices: '_<issue>', companions: {} },
  // §1 CST = America/Chicago; banner row 2 of every tab: `Rate Sheet Date: 11/20/2026` | `Time: 07:45 CST`
  zone: 'America/Chicago',
  zoneLabels: { generic: 'CT', standard: 'CST', daylight: 'CDT' },
  // the banner's date and time in two merged cells, read as one line; the reprice's banner marks none
  banner: { dates: ['MM/DD/YYYY'], clock: '24-hour', lead: 'Rate Sheet Date:', marksReprices: false },
  // §1 a sheet expires at 5:00 PM CST on its own date
  cutoff: { hour: 17, minute: 0, day: 'same day' },
  // §2 prices on a 100 basis; adjustments added; `N/A` not eligible (LLPAs), `-` a rate not offered (lock tabs);
  // blank: no adjustment (Feature Adjustments), no rule (Guidelines)
  conventions: { rates: 'prices', adjustments: 'adjustments', notEligible: ['N/A', '-'], notApplicable: null },
  // §8 step 2: every failing check, each key once; a failing program is priced no further
  checksEndEvaluation: true,
  keysOnce: true,
  // §3 programs, named by their codes in every table
  programs: [
    { slug: BS, name: 'Bank Statement', code: 'BS30', aliases: ['BS30'], docTypes: 'bank_statements', terms: [30] },
    { slug: DSCR, name: 'DSCR', code: 'DSCR30', aliases: ['DSCR30'], docTypes: 'dscr', terms: [30] },
    { slug: FD, name: 'Full Doc', code: 'FD30', aliases: ['FD30'], docTypes: 'full_doc', terms: [30] },
  ],
  words: {
    // §3 occupancy words
    occupancy: { Primary: ['owner_occupied'], 'Second Home': ['second_home'], Investment: ['investment'] },
    // §7 Borrowers
    citizenship: {
      'US Citizen': ['us_citizen'],
      'Permanent Resident': ['permanent_resident'],
      'Non-Permanent Resident': ['non_permanent_resident'],
      'Foreign National': ['foreign_national'],
    },
    lienPosition: {},
    // §7 Property Types
    propertyType: {
      SFR: ['sfr'],
      Townhome: ['townhome'],
      Condo: ['condo', 'warrantable_condo'],
      'Non-Warrantable Condo': ['non_warrantable_condo'],
      '2-4 Units': ['2_unit', '3_4_unit'],
    },
  },
  allPrograms: 'All',
  conditions: {
    // §5 the grid titles over each program's LTV columns
    'BS30 - Bank Statement': [eq('program', BS)],
    'DSCR30 - DSCR': [eq('program', DSCR)],
    'FD30 - Full Doc': [eq('program', FD)],
    // §6 Feature Adjustments rows
    'Rate/Term Refinance': [eq('purpose', 'rate_term_refi')],
    'Cash-Out Refinance': [eq('purpose', 'cash_out_refi')],
    'Second Home': [eq('occupancy', 'second_home')],
    'Investment Property': [eq('occupancy', 'investment')],
    'Investment Property, LTV > 80%': [eq('occupancy', 'investment'), above('ltv', 8000)],
    Condo: [eq('property_type', 'condo', 'warrantable_condo')],
    'Non-Warrantable Condo': [eq('property_type', 'non_warrantable_condo')],
    '2-4 Units': [eq('property_type', '2_unit', '3_4_unit')],
    'Loan Amount < $150,000': [below('loan_amount', 150_000)],
    'Loan Amount > $1,500,000': [above('loan_amount', 1_500_000)],
    'DTI > 43%': [above('dti', 4300)],
    'Bank Statements - 12 Months': [eq('doc', 'bank_statements_12mo')],
    'Bank Statements - 24 Months': [eq('doc', 'bank_statements_24mo')],
    // §2 DSCR bands: lower value inclusive, up to (not including) the next band's lower value
    'DSCR >= 1.25': [dscrBand(125, null)],
    'DSCR 1.00-1.24': [dscrBand(100, 125)],
    'DSCR 0.75-0.99': [dscrBand(75, 100)],
    'Interest Only': [flag('interest_only')],
    'Escrow Waiver': [flag('escrow_waiver')],
    'Non-Permanent Resident': [eq('citizenship', 'non_permanent_resident')],
    'Foreign National': [eq('citizenship', 'foreign_national')],
  },
  // §7 Excluded States: the 50 states and DC eligible except those listed
  states: { all: 'All', plusDc: '+ DC', except: 'except', allIncludesDc: true },
  // §7 Term `30 Yr Fixed`
  terms: { '30 Yr Fixed': 30 },
  // §7 note rows: first liens only; Borrowers printed per program
  assumed: { citizenship: ['us_citizen', 'permanent_resident'], lienPositions: ['1st'] },
  tables: [
    // §7 PROGRAM GUIDELINES: a row per program (Code), a rule per column; `Program` the name, no rule;
    // blank a rule the program does not have (DSCR30 no Max DTI; BS30, FD30 no Min DSCR)
    {
      means: 'eligibility rules',
      at: { tab: 'Guidelines' },
      shape: 'program rows',
      title: 'PROGRAM GUIDELINES',
      columns: [{ heading: 'Code', holds: 'program' }],
      rules: {
        'Min FICO': { rule: 'min_fico' },
        // §7 note: rate/term refinances are limited to Max LTV Purchase
        'Max LTV Purchase': { rule: 'max_ltv', when: [eq('purpose', 'purchase', 'rate_term_refi')] },
        'Max LTV Cash-Out': { rule: 'max_ltv', when: [eq('purpose', 'cash_out_refi')] },
        'Min Loan': { rule: 'min_loan' },
        'Max Loan': { rule: 'max_loan' },
        Occupancy: { rule: 'occupancies' },
        'Excluded States': { rule: 'states', excluded: true },
        'Max DTI': { rule: 'max_dti' },
        'Min DSCR': { rule: 'min_dscr' },
        'Property Types': { rule: 'property_types' },
        Borrowers: { rule: 'citizenship' },
        Term: { rule: 'terms' },
        // §7 the cap key is the column label `Max Price`: a cap key must be a slug, so the default
        // `max_price` (no example checks the key)
        'Max Price': { rule: 'max_price' },
        'Min Price': { rule: 'min_price' },
      },
      ignore: ['Program'],
    },
    // §4 lock tabs `15 Day`, `30 Day`, `45 Day`: one table `Rate | BS30 | DSCR30 | FD30` each, the tab
    // choosing the lock (no lock adjustment); a column `-` all down a lock the program does not offer
    ...([15, 30, 45] as const).map((lock) => ({
      means: 'base prices' as const,
      at: { tab: `${lock} Day` },
      shape: 'program columns' as const,
      baseLock: lock,
      columns: [{ heading: 'Rate', holds: 'rate' as const }],
    })),
    // §5 LLPAs, top: FICO × LTV, a grid per program side by side, each titled by its code over its own
    // LTV columns (row 7, merged), the LTV bands on row 8, the FICO rows shared (column A): one grid of
    // two header rows, the group key a program's title word (`conditions`), each group its own bands.
    // The corner `FICO` stands on the SECOND header row (A8) and A7 is blank: declared `corner: 'FICO'`
    // the grid took row 8 for its group row (`unknown_row_label` "<= 60%" at B8…T8, `bad_band` at
    // row 9, `empty_grid`). The docs say "the corner stands on the first header row" and never that a
    // corner may be blank; `title` with `corner: ''` (as test/unseen-lender-8/profile.ts does for a
    // blank corner) reads it: the header the first row below the title, its corner A7.
    {
      means: 'adjustments',
      shape: 'grid',
      at: { tab: 'LLPAs' },
      title: 'LOAN LEVEL PRICE ADJUSTMENTS - FICO / LTV (added to price)',
      corner: '',
      rows: { band: 'fico' },
      columns: ['condition', { band: 'ltv' }],
      values: 'adjustment',
      category: 'FICO / LTV',
    },
    // §6 Feature Adjustments (LLPAs row 20): a column per program, blank no adjustment, N/A not eligible
    {
      means: 'adjustments',
      at: { tab: 'LLPAs' },
      shape: 'program columns',
      title: 'Feature Adjustments',
      category: 'Feature Adjustments',
      columns: [{ heading: 'Feature', holds: 'condition' }],
    },
  ],
};
