/**
 * Saltmarsh Lending (saltmarsh), as its notes (NOTES.md) describe its workbooks: one tab, `Rate Sheet`,
 * a vertical form (a `Label | Value` block per program with its ladder to the right), one shared
 * adjustment table of a column per program, state restrictions as sentences. Written from docs/ alone.
 * Every `GAP:` is something the notes say that the language cannot; every `WORKAROUND:` a way around
 * one that the docs do not intend.
 */
import { above, band, below, eq, flag } from '../../compiler/conditions.ts';
import type { DeclaredProfile, RuleWord, Table, TableAt } from '../../compiler/tables/language.ts';

const JUMBO = 'jumbo_select_30';
const ALT = 'alt_doc_30';
const TAB: TableAt = { tab: 'Rate Sheet' };
// §2 the tab cut at each program's heading row (`Jumbo Select 30` in A4, `Alt Doc 30` in A33): the
// ladder's header `Rate | 30-Day | 45-Day` stands on that same row (D:F), with nothing above `Rate`, so
// a `program groups` table on the plain tab finds two groups titled "" (`unpriced_program` at D3, D32,
// then `missing_program_part`). The docs describe `sections: 'program titles'` under "A tab of text
// lines"; TableAt (language.ts) gives it to any tab, and here each section's group is its program's.
const BLOCKS: TableAt = { tab: 'Rate Sheet', sections: 'program titles' };

const purchase = eq('purpose', 'purchase');
const rateTerm = eq('purpose', 'rate_term_refi');
const cashOut = eq('purpose', 'cash_out_refi');
const secondHome = eq('occupancy', 'second_home');
const investment = eq('occupancy', 'investment');

// §5 the form's rule rows, the same labels in both blocks (`Maximum LTV (Investment)` in Alt Doc's
// only). Every `Maximum LTV (…)` row holding is a limit; `keysOnce` reports max_ltv_exceeded once.
const FORM_RULES: Record<string, RuleWord | readonly RuleWord[]> = {
  'Minimum FICO': { rule: 'min_fico' },
  'Maximum DTI': { rule: 'max_dti' },
  'Maximum LTV (Purchase)': { rule: 'max_ltv', when: [purchase] },
  'Maximum LTV (Rate/Term)': { rule: 'max_ltv', when: [rateTerm] },
  'Maximum LTV (Cash-Out)': { rule: 'max_ltv', when: [cashOut] },
  'Maximum LTV (Second Home)': { rule: 'max_ltv', when: [secondHome] },
  'Maximum LTV (Loan amount over $2 million)': { rule: 'max_ltv', when: [above('loan_amount', 2_000_000)] },
  'Maximum LTV (Investment)': { rule: 'max_ltv', when: [investment] },
  'Minimum Loan Amount': { rule: 'min_loan' },
  'Maximum Loan Amount': { rule: 'max_loan' },
  Occupancy: { rule: 'occupancies' },
  'Property Types': { rule: 'property_types' },
  'Eligible Borrowers': { rule: 'citizenship' },
  'Lien Position': { rule: 'lien_positions' },
  Term: { rule: 'terms' },
  'Lock Periods': { rule: 'locks' },
  'Maximum Price': { rule: 'max_price' },
  'Minimum Price': { rule: 'min_price' },
};

// §2, §5 the form's `Label | Value` rows run from the heading down to the next block, its sections
// separated by ONE BLANK ROW, which the notes say does not end the block.
// GAP: a list (titled or headed) ends at its first row blank across its columns, and the language has
// no word for "rows to the next title" on a normal tab. Tried: a list titled by the program's name read
// rows 5-8 only (min_fico, max_dti, limits, lists, caps silently unread); a list titled by the label
// above each blank row is `missing_row` (`no row under the header "Lock Periods"`: the blank row right
// under a title is not skipped); `shape: 'sentences'` (with `sections`) reads a figure from the label's
// own cell only (`A11 expected the sentence to print one percentage, found 0`; `Minimum FICO` and
// `Occupancy` silently read as no rule); `lines` joins a row's cells with one space, never cut.
// WORKAROUND: the list declares two more columns to its right, C (always blank) and D, the ladder's
// `Rate` column, read as notes: a form row left blank in A:B still prints a note rate in D, so the
// list runs on to the ladder's end and the form's last rows (row 31 / 61, blank across A:D). It holds
// because every blank form row stands beside a ladder row on these sheets; a blank form row below a
// ladder's last rate would end the list there, silently. `''` in `ignore` skips the ladder-only rows.
const FORM_COLUMNS = [
  { heading: 'Label', holds: 'rule' },
  { heading: 'Value', holds: 'value' },
  { heading: 'C', holds: 'note' },
  { heading: 'Rate', holds: 'note' },
] as const;
// §5 informational labels (`Product`, `Documentation`: §3's doc type, `Reserves`); `Prepayment Penalty`
// `None`: §8 says ppp_term is not read at all (declared `ppp_terms`, `3YR PPP` was ppp_term_not_offered)
const FORM_INFO = ['Product', 'Documentation', 'Reserves', 'Prepayment Penalty', ''];

export const SALTMARSH: DeclaredProfile = {
  slug: 'saltmarsh',
  name: 'Saltmarsh Lending',
  notes: 'test/unseen-lender-40/NOTES.md',
  // §1 `saltmarsh-ratesheet-2026-11-23.xlsx`, a reprice `-b`, `-c` … after the date
  files: { rateSheet: 'saltmarsh-ratesheet-<date>.xlsx', reprices: '_<letter>', companions: {} },
  // §1 `Eastern` is America/New_York
  zone: 'America/New_York',
  zoneLabels: { generic: 'Eastern', standard: 'EST', daylight: 'EDT' },
  // §1 `Saltmarsh Lending · Rate Sheet · Effective Friday 11/20/2026 at 10:00 AM (Eastern)`; a reprice
  // says `Second Edition`, the morning sheet nothing: the file name's letter is the reprice's mark
  banner: { dates: ['Weekday MM/DD/YYYY'], clock: '12-hour', marksReprices: false },
  // §1 every sheet expires at 5:00 PM Eastern on its own effective date
  cutoff: { hour: 17, minute: 0, day: 'same day' },
  // §4 prices on a 100 basis, `Not Offered` a rate not offered; §6 adjustments added, `Not Allowed` llpa_na
  conventions: {
    rates: 'prices',
    adjustments: 'adjustments',
    notEligible: ['Not Allowed', 'Not Offered'],
    notApplicable: null,
  },
  // §8 step 2: every failing rule, each key once
  checksEndEvaluation: false,
  keysOnce: true,
  // §3 programs; the adjustment table and the state sentences name them without the term
  programs: [
    { slug: JUMBO, name: 'Jumbo Select 30', aliases: ['Jumbo Select'], docTypes: 'full_doc' },
    { slug: ALT, name: 'Alt Doc 30', aliases: ['Alt Doc'], docTypes: 'bank_statements' },
  ],
  // §5 word lists (`Investment` = investment; a request's non_owner_occupied reads as investment)
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
      Townhome: ['townhome'],
      Condo: ['condo', 'warrantable_condo'],
      'Non-Warrantable Condo': ['non_warrantable_condo'],
      '2 Units': ['2_unit'],
      '2-4 Units': ['2_unit', '3_4_unit'],
    },
  },
  allPrograms: 'All',
  // §6 the adjustment rows, each label its condition in words (edge rules as §6 states them)
  conditions: {
    'Credit score 780 or higher': [band('fico', 780, true, null, false)],
    'Credit score 760 to 779': [band('fico', 760, true, 779, true)],
    'Credit score 740 to 759': [band('fico', 740, true, 759, true)],
    'Credit score 720 to 739': [band('fico', 720, true, 739, true)],
    'Credit score 700 to 719': [band('fico', 700, true, 719, true)],
    'Credit score 680 to 699': [band('fico', 680, true, 699, true)],
    'Credit score 660 to 679': [band('fico', 660, true, 679, true)],
    'LTV 60% or less': [band('ltv', null, false, 6000, true)],
    'LTV above 60% up to 70%': [band('ltv', 6000, false, 7000, true)],
    'LTV above 70% up to 75%': [band('ltv', 7000, false, 7500, true)],
    'LTV above 75% up to 80%': [band('ltv', 7500, false, 8000, true)],
    'Credit score below 720 with LTV above 75%': [below('fico', 720), above('ltv', 7500)],
    'Loan amount under $250,000': [below('loan_amount', 250_000)],
    'Loan amount over $1.5 million up to $2 million': [band('loan_amount', 1_500_000, false, 2_000_000, true)],
    'Loan amount over $2 million': [above('loan_amount', 2_000_000)],
    'Rate/term refinance': [rateTerm],
    'Cash-out refinance': [cashOut],
    'Second home': [secondHome],
    'Investment property': [investment],
    Condo: [eq('property_type', 'condo', 'warrantable_condo')],
    'Non-warrantable condo': [eq('property_type', 'non_warrantable_condo')],
    '2 units': [eq('property_type', '2_unit')],
    '3-4 units': [eq('property_type', '3_4_unit')],
    'DTI above 40%': [above('dti', 4000)],
    'DTI above 43%': [above('dti', 4300)],
    'Interest only': [flag('interest_only')],
    'Escrow waiver': [flag('escrow_waiver')],
    'Non-permanent resident': [eq('citizenship', 'non_permanent_resident')],
    // §6 12 months or doc_seasoning not sent (the engine's 12-month default doc key)
    'Bank statements, 12 months': [eq('doc', 'bank_statements_12mo')],
    'Property in Florida': [eq('state', 'FL')],
  },
  states: { all: 'All', plusDc: '+ DC', except: 'except', allIncludesDc: true },
  // §3 `Jumbo Select 30`, `Alt Doc 30`: the term printed as `30`
  terms: { '30': 30 },
  // §5 both are printed; these are only the defaults
  assumed: { citizenship: ['us_citizen', 'permanent_resident'], lienPositions: ['1st'] },
  tables: [
    // §4 price ladders: `Rate | 30-Day | 45-Day` on each program's heading row, a price per lock column
    {
      means: 'base prices',
      at: BLOCKS,
      shape: 'program groups',
      baseLock: 30,
      columns: [
        { heading: 'Rate', holds: 'rate' },
        { heading: '30-Day', holds: 'price', lock: 30 },
        { heading: '45-Day', holds: 'price', lock: 45 },
      ],
    },
    // §5 the program form: `Label | Value` rows in A:B under each block's heading (its title), that
    // program's alone (see FORM_COLUMNS); `Maximum Price` its cap, `Minimum Price` its floor (§8)
    ...[JUMBO, ALT].map(
      (slug): Table => ({
        means: 'eligibility rules',
        at: TAB,
        shape: 'list',
        title: slug === JUMBO ? 'Jumbo Select 30' : 'Alt Doc 30',
        columns: FORM_COLUMNS,
        rules: FORM_RULES,
        ignore: FORM_INFO,
      }),
    ),
    // §6 Price Adjustments: `Adjustment | Jumbo Select | Alt Doc` (short names: program aliases),
    // numbers added, blank no adjustment, `Not Allowed` llpa_na; every row that holds adds up
    {
      means: 'adjustments',
      at: TAB,
      shape: 'program columns',
      title: 'Price Adjustments',
      category: 'Price Adjustments',
      columns: [{ heading: 'Adjustment', holds: 'condition' }],
    },
    // §7 State Restrictions: a sentence per program, by its short name, the states after
    // `not available in` excluded (`NY, NJ or CT`: `or` separates); any code not a state is refused
    {
      means: 'eligibility rules',
      at: TAB,
      shape: 'sentences',
      columns: [],
      rules: {
        'Jumbo Select is not available in': {
          rule: 'states',
          excluded: true,
          lead: 'not available in',
          when: [eq('program', JUMBO)],
        },
        'Alt Doc is not available in': {
          rule: 'states',
          excluded: true,
          lead: 'not available in',
          when: [eq('program', ALT)],
        },
      },
    },
  ],
};
