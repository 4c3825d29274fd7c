/**
 * Kestrel Valley Federal Credit Union — Wholesale Lending Desk (kestrel_valley), as its notes
 * (NOTES.md) describe its workbooks: one workbook per sheet (`_v1` the morning's, `_v2` … the day's
 * reprices), a tab per program (`CONF30`, `PJ30`, `SH15`: base prices under two-row lock headings,
 * sentence-row adjustments, a Guideline | Requirement list) and a `Common` tab (credit score / LTV
 * grid for CONF30 and SH15, shared sentence rows, a state map of tiles). Written from docs/ alone.
 */
import { above, band, below, eq, flag } from '../../compiler/conditions.ts';
import type { DeclaredProfile, Table } from '../../compiler/tables/language.ts';

const CONF = 'conforming_30';
const PJ = 'portfolio_jumbo_30';
const SH = 'second_home_15';

// §4.1 subjects
const purchase = eq('purpose', 'purchase');
const rateTerm = eq('purpose', 'rate_term_refi');
const cashOut = eq('purpose', 'cash_out_refi');
const condo = eq('property_type', 'condo', 'warrantable_condo');
const secondHome = eq('occupancy', 'second_home');
const investment = eq('occupancy', 'investment');
// §4.1 LTV conditions, in hundredths of a percent (LTV unrounded, §2)
const ltvAbove = (x: number) => above('ltv', x * 100);
const ltvAtOrBelow = (x: number) => band('ltv', null, false, x * 100, true);

// §3, §4, §6: each program tab holds its own base prices, sentence rows and guideline list; the tab
// is named by the program's code (an alias), so each table on it is that program's
const programTab = (tab: string): Table[] => [
  // §3 BASE PRICING (a title naming no program, on the program's own tab): `Note Rate` merged down over
  // two header rows, each `<n>-Day Lock` merged over its `Price | Pts` pair: the price read, Pts not.
  {
    means: 'base prices',
    at: { tab },
    shape: 'program groups',
    baseLock: 30,
    subColumn: 'Price',
    columns: [
      { heading: 'Note Rate', holds: 'rate' },
      ...(tab === 'PJ30' ? [] : [{ heading: '15-Day Lock', holds: 'price' as const, lock: 15 as const }]),
      { heading: '30-Day Lock', holds: 'price', lock: 30 },
      { heading: '45-Day Lock', holds: 'price', lock: 45 },
      ...(tab === 'SH15' ? [] : [{ heading: '60-Day Lock', holds: 'price' as const, lock: 60 as const }]),
    ],
  },
  // §4 LOAN-LEVEL PRICE ADJUSTMENTS: a sentence (A:E merged) and its adjustment (F); every true row adds
  {
    means: 'adjustments',
    at: { tab },
    shape: 'list',
    category: `${tab} adjustments`,
    columns: [
      { heading: 'When the loan is …', holds: 'condition' },
      { heading: 'Adjustment', holds: 'adjustment' },
    ],
  },
  // §6 PROGRAM ELIGIBILITY: Guideline (A:C) | Requirement (D:…)
  {
    means: 'eligibility rules',
    at: { tab },
    shape: 'list',
    title: 'PROGRAM ELIGIBILITY',
    columns: [
      { heading: 'Guideline', holds: 'rule' },
      { heading: 'Requirement', holds: 'value' },
    ],
    rules: {
      'Amortization term': { rule: 'terms' },
      'Lien position': { rule: 'lien_positions' },
      'Minimum credit score': { rule: 'min_fico' },
      'Maximum DTI': { rule: 'max_dti' },
      'Loan amount': { rule: 'loan_amounts' },
      'Maximum LTV, purchase or rate/term refinance': {
        rule: 'max_ltv',
        when: [eq('purpose', 'purchase', 'rate_term_refi')],
      },
      'Maximum LTV, purchase': { rule: 'max_ltv', when: [purchase] },
      'Maximum LTV, rate/term refinance': { rule: 'max_ltv', when: [rateTerm] },
      'Maximum LTV, cash-out refinance': { rule: 'max_ltv', when: [cashOut] },
      'Maximum LTV, second home': { rule: 'max_ltv', when: [secondHome] },
      'Maximum LTV, investment property': { rule: 'max_ltv', when: [investment] },
      'Maximum LTV, two- to four-unit property': { rule: 'max_ltv', when: [eq('property_type', '2_unit', '3_4_unit')] },
      'Maximum LTV, loan amount above $2,000,000': { rule: 'max_ltv', when: [above('loan_amount', 2_000_000)] },
      'Maximum LTV, condotel unit': { rule: 'max_ltv', when: [eq('property_type', 'condotel')] },
      Occupancy: { rule: 'occupancies' },
      'Property types': { rule: 'property_types' },
      Borrowers: { rule: 'citizenship' },
      // §5.3, §6 `Per the state map on the Common tab` is the `states.all` word (every state, the map's
      // `N` tiles refused below); PJ30's `…, except TX`: declared with `all` / `except` the cell is
      // split at its comma (`unknown_state … "PER THE STATE MAP ON THE COMMON TAB", "EXCEPT TX"`), so
      // PJ30 reads the states after `except` as excluded
      'Eligible states': tab === 'PJ30' ? { rule: 'states', lead: 'except', excluded: true } : { rule: 'states' },
      'Lock periods': { rule: 'locks' },
      'Maximum price after adjustments': { rule: 'max_price' },
      'Minimum price after adjustments': { rule: 'min_price' },
    },
  },
];

export const KESTREL_VALLEY: DeclaredProfile = {
  slug: 'kestrel_valley',
  name: 'Kestrel Valley Federal Credit Union',
  notes: 'test/unseen-lender-26/NOTES.md',
  // §1.1 one workbook per sheet: `_v1` the morning's, `_v2`, `_v3` … the day's reprices; no time in the name
  files: { rateSheet: 'KestrelValleyFCU_Wholesale_<date>.xlsx', reprices: '_v<n>', companions: {} },
  // §1.4 MT = America/Denver
  zone: 'America/Denver',
  zoneLabels: { generic: 'MT', standard: 'MST', daylight: 'MDT' },
  // §1.3 row 3 of every program tab: `Rates effective` | date cell | time cell | `MT` | `Version` | n
  // (| `INTRADAY REPRICE`); `Common` prints no banner (in force with its workbook)
  banner: { dates: ['Month D, YYYY'], clock: '12-hour', lead: 'Rates effective', tabs: 'first tab' },
  // §1.5 expires 6:00 PM MT on its own effective date
  cutoff: { hour: 18, minute: 0, day: 'same day' },
  // §2 prices on a 100 basis; adjustments signed and added (both displays hold signed numbers); NA
  // not eligible. §5.3 the state map's
  // `N` is not eligible, its `Y` no adjustment
  conventions: { rates: 'prices', adjustments: 'adjustments', notEligible: ['NA', 'N'], notApplicable: 'Y' },
  // §7 step 2: a program failing a guideline is priced no further; §6 each key once
  checksEndEvaluation: true,
  keysOnce: true,
  // program table at the top of the notes; each tab named by its code
  programs: [
    { slug: CONF, name: 'Conforming 30-Year Fixed', aliases: ['CONF30'], code: 'CONF30', docTypes: 'full_doc' },
    {
      slug: PJ,
      name: 'Portfolio Jumbo 30-Year Fixed',
      aliases: ['PJ30', 'Portfolio Jumbo 30-Year Fixed (held in our portfolio)'],
      code: 'PJ30',
      docTypes: 'full_doc',
    },
    { slug: SH, name: 'Second Home 15-Year Fixed', aliases: ['SH15'], code: 'SH15', docTypes: 'full_doc' },
  ],
  // §6 how the words map to request values
  words: {
    occupancy: {
      'Primary residence': ['owner_occupied'],
      'second home': ['second_home'],
      'Second home only': ['second_home'],
      'investment property': ['investment'],
    },
    citizenship: {
      'U.S. citizens': ['us_citizen'],
      'permanent resident aliens': ['permanent_resident'],
      'non-permanent resident aliens': ['non_permanent_resident'],
    },
    lienPosition: { 'First lien only': ['1st'] },
    propertyType: {
      'Single-family detached': ['sfr'],
      townhome: ['townhome'],
      'warrantable condominium': ['condo', 'warrantable_condo'],
      'two-unit': ['2_unit'],
      'two- to four-unit': ['2_unit', '3_4_unit'],
      condotel: ['condotel'],
    },
  },
  allPrograms: 'All',
  // §4.1, §5.2 the sentence rows, each read as a whole (subject AND its LTV condition): the grammar
  // reads no `above X%` / `at or below X%` / `Credit score below N` sentences, so each printed
  // sentence is a word. WORKAROUND-ish: a changed threshold in a sentence is then `unknown_row_label`
  // (caught), not read; a changed adjustment is read as usual.
  conditions: {
    // CONF30
    'Cash-out refinance with LTV at or below 60%': [cashOut, ltvAtOrBelow(60)],
    'Cash-out refinance with LTV above 60% and at or below 70%': [cashOut, band('ltv', 6000, false, 7000, true)],
    'Cash-out refinance with LTV above 70%': [cashOut, ltvAbove(70)],
    'Rate/term refinance with LTV above 90%': [rateTerm, ltvAbove(90)],
    'Credit score below 700 with LTV above 80%': [below('fico', 700), ltvAbove(80)],
    'Condo, any LTV': [condo],
    'Condo with LTV above 75%': [condo, ltvAbove(75)],
    'Two- to four-unit property, any LTV': [eq('property_type', '2_unit', '3_4_unit')],
    'Second home, any LTV': [secondHome],
    'Investment property with LTV at or below 75%': [investment, ltvAtOrBelow(75)],
    'Investment property with LTV above 75%': [investment, ltvAbove(75)],
    'DTI above 45%': [above('dti', 4500)],
    'Escrows waived with LTV above 80%': [flag('escrow_waiver'), ltvAbove(80)],
    'Interest-only payment, any LTV': [flag('interest_only')],
    // PJ30
    'Credit score of 780 or higher, any LTV': [band('fico', 780, true, null, false)],
    'Credit score below 740 with LTV at or below 70%': [below('fico', 740), ltvAtOrBelow(70)],
    'Credit score below 740 with LTV above 70%': [below('fico', 740), ltvAbove(70)],
    'Credit score below 720 with LTV above 75%': [below('fico', 720), ltvAbove(75)],
    'Loan amount above $1,500,000, any LTV': [above('loan_amount', 1_500_000)],
    'Rate/term refinance, any LTV': [rateTerm],
    'Cash-out refinance, any LTV': [cashOut],
    'Two-unit property, any LTV': [eq('property_type', '2_unit')],
    'DTI above 40%': [above('dti', 4000)],
    // SH15
    'Purchase with LTV above 80%': [purchase, ltvAbove(80)],
    'Condotel unit, any LTV': [eq('property_type', 'condotel')],
    'Loan amount above $832,750, any LTV': [above('loan_amount', 832_750)],
    'DTI above 43%': [above('dti', 4300)],
    'Property in Florida, any LTV': [eq('state', 'FL')],
    // Common §5.2
    'Escrows waived, any LTV': [flag('escrow_waiver')],
    'Loan amount of $150,000 or less, any LTV': [band('loan_amount', null, false, 150_000, true)],
    'Non-permanent resident alien borrower, any LTV': [eq('citizenship', 'non_permanent_resident')],
  },
  // §6 `Eligible states`: `Per the state map on the Common tab` is every state the map allows
  states: { all: 'Per the state map on the Common tab', plusDc: '+ DC', except: 'except', allIncludesDc: true },
  // §1.2 / §6 terms as the names and the `Amortization term` row print them
  terms: { '30-Year': 30, '15-Year': 15, '30 years': 30, '15 years': 15 },
  assumed: {
    citizenship: ['us_citizen', 'permanent_resident', 'non_permanent_resident'],
    lienPositions: ['1st'],
  },
  tables: [
    ...programTab('CONF30'),
    ...programTab('PJ30'),
    ...programTab('SH15'),
    // §5.1 CREDIT SCORE / LTV grid: score bands down, LTV bands across; CONF30 and SH15 only
    {
      means: 'adjustments',
      shape: 'grid',
      at: { tab: 'Common' },
      corner: 'Credit Score',
      rows: { band: 'fico' },
      columns: { band: 'ltv' },
      values: 'adjustment',
      category: 'Credit Score / LTV',
      when: [eq('program', CONF, SH)],
    },
    // §5.2 SHARED PRICE ADJUSTMENTS: sentence rows, every program
    {
      means: 'adjustments',
      at: { tab: 'Common' },
      shape: 'list',
      category: 'Shared price adjustments',
      columns: [
        { heading: 'When the loan is …', holds: 'condition' },
        { heading: 'Adjustment', holds: 'adjustment' },
      ],
    },
    // §5.3 STATE ELIGIBILITY map: tiles of `state | Y/N`, nine to a row, under its title (no header);
    // `N` the `notEligible` marker, `Y` the `notApplicable` one, `na: 'state not eligible'`.
    // (tiles: a blank first tile on rows 3-5 of the map is no end)
    {
      means: 'adjustments',
      at: { tab: 'Common' },
      shape: 'list',
      title: 'STATE ELIGIBILITY',
      tiles: true,
      category: 'State eligibility',
      na: 'state not eligible',
      columns: [
        { heading: 'State', holds: 'condition' },
        { heading: 'Eligible', holds: 'adjustment' },
      ],
    },
  ],
};
