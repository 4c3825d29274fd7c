/**
 * Harborline Mortgage Partners (harborline), as its notes (NOTES.md) describe its workbooks: the export
 * of its pricing engine, four tabs (`Products`, `Prices`, `Adjustments`, `Eligibility`), one long base
 * price list, one long list of adjustment rules (`Adj ID | Applies To | Attribute | Operator | Value |
 * Adj | Comment`), a product catalog of the limits, a matrix of `80% / 680` cells. Prices on a 100
 * basis, adjustments added. Written from docs/ alone (218 of 234 outcomes blind, 220 with three
 * workarounds), then moved onto the parts its gaps asked for: lock periods printed as bare day counts,
 * conditions printed across `Attribute | Operator | Value` cells and items of several rows
 * (`condition part`, `item`), matrix cells `80% / 680` (`LTV% / FICO`). The test of
 * unseen-lender-12.test.ts.
 */
import { above, eq, flag } from '../../compiler/conditions.ts';
import type { DeclaredProfile } from '../../compiler/tables/language.ts';

const HL30 = 'prime_30';
const HL15 = 'prime_15';
const HLBS = 'alt_bank_stmt_30';

const PRODUCTS = { tab: 'Products' };
const PRICES = { tab: 'Prices' };
const ADJ = { tab: 'Adjustments' };
const ELIG = { tab: 'Eligibility' };

const cashOut = eq('purpose', 'cash_out_refi');

export const HARBORLINE: DeclaredProfile = {
  slug: 'harborline',
  name: 'Harborline Mortgage Partners',
  notes: 'test/unseen-lender-12/NOTES.md',
  // §1 one workbook per sheet, dated YYYYMMDD; a reprice adds `_HHMM` (24-hour, Eastern)
  files: { rateSheet: 'Harborline_Pricing_<date>.xlsx', date: 'YYYYMMDD', reprices: '_<HHMM>', companions: {} },
  // §1 US Eastern; `Pricing Effective: Fri 20-Nov-2026 07:45 AM ET` on row 2 of every tab, a reprice
  // adding `  *** REPRICE #1 ***`
  zone: 'America/New_York',
  zoneLabels: { generic: 'ET', standard: 'EST', daylight: 'EDT' },
  banner: { dates: ['Weekday DD-Month-YYYY'], clock: '12-hour', lead: 'Pricing Effective:' },
  // §1 expires 10:30 AM ET on the next business day
  cutoff: { hour: 10, minute: 30 },
  // §2 prices on a 100 basis; adjustments added; `NA` not eligible / not offered; `N/A` (Products,
  // `Max Price - Loan > $1MM`) no such cap
  conventions: { rates: 'prices', adjustments: 'adjustments', notEligible: 'NA', notApplicable: 'N/A' },
  // §5 stage 1: every failing catalog check is reported, then the program stops
  checksEndEvaluation: true,
  // §3 PRODUCT CATALOG: every table names a product by its code
  programs: [
    {
      slug: HL30,
      name: 'Harbor Prime 30 Yr Fixed',
      code: 'HL30',
      aliases: ['HL30'],
      docTypes: 'full_doc',
      terms: [30],
    },
    {
      slug: HL15,
      name: 'Harbor Prime 10/15 Yr Fixed',
      code: 'HL15',
      aliases: ['HL15'],
      docTypes: 'full_doc',
      terms: [10, 15],
    },
    {
      slug: HLBS,
      name: 'Harbor Alt-Doc Bank Statement 30/40 Yr Fixed',
      code: 'HLBS',
      aliases: ['HLBS'],
      docTypes: 'bank_statements',
      terms: [30, 40],
    },
  ],
  words: {
    // §4.3 the matrix's occupancy words (a request's non_owner_occupied is read as investment)
    occupancy: {
      'Primary Residence': ['owner_occupied'],
      'Second Home': ['second_home'],
      Investment: ['investment'],
    },
    // §3 Eligible Borrowers
    citizenship: {
      'US Citizen': ['us_citizen'],
      'Perm Resident': ['permanent_resident'],
      'Non-Perm Resident': ['non_permanent_resident'],
    },
    lienPosition: { 'first lien only': ['1st'] },
  },
  allPrograms: 'ALL',
  conditions: {
    // the product codes as matrix row keys
    HL30: [eq('program', HL30)],
    HL15: [eq('program', HL15)],
    HLBS: [eq('program', HLBS)],
    // §4.3 the matrix's occupancy rows and purpose columns
    'Primary Residence': [eq('occupancy', 'owner_occupied')],
    'Second Home': [eq('occupancy', 'second_home')],
    Investment: [eq('occupancy', 'investment')],
    Purchase: [eq('purpose', 'purchase')],
    'Rate/Term': [eq('purpose', 'rate_term_refi')],
    'Cash-Out': [cashOut],
    // §4.2 the legend's codes, as the `Attribute | Operator | Value` cells print them (`OCC | = | SECOND`);
    // FICO, LTV, LOANAMT, DTI and STATE are the table's `attributes`, their bounds read by the grammar
    'OCC = SECOND': [eq('occupancy', 'second_home')],
    'OCC = INVEST': [eq('occupancy', 'investment')],
    'PURP = RT': [eq('purpose', 'rate_term_refi')],
    'PURP = CO': [cashOut],
    'PROP = CONDO': [eq('property_type', 'condo', 'warrantable_condo')],
    'PROP = NWCONDO': [eq('property_type', 'non_warrantable_condo')],
    'PROP IN 2UNIT, 3-4UNIT': [eq('property_type', '2_unit', '3_4_unit')],
    'PROP IN 5-8UNIT, CONDOTEL, MIXED, MFG': [eq('property_type', '5_8_unit', 'condotel', 'mixed_use', 'manufactured')],
    'TERM = 10': [eq('term', 10)],
    'TERM = 40': [eq('term', 40)],
    'IO = Y': [flag('interest_only')],
    'ESCW = Y': [flag('escrow_waiver')],
    'DOCSEAS = 12': [eq('doc', 'bank_statements_12mo')],
  },
  states: { all: 'All', plusDc: '+ DC', except: 'except', allIncludesDc: true },
  // §3 the names print `30 Yr`, `10/15 Yr`, `30/40 Yr`: each program lists its terms
  terms: { '30 Yr': 30 },
  // §3 "All products lend on first liens only" (a note row)
  assumed: { citizenship: ['us_citizen', 'permanent_resident'], lienPositions: ['1st'] },
  tables: [
    // §3 PRODUCT CATALOG: a row per product code, a rule per column (the first rule table)
    {
      means: 'eligibility rules',
      at: PRODUCTS,
      shape: 'program rows',
      title: 'PRODUCT CATALOG',
      columns: [{ heading: 'Code', holds: 'program' }],
      rules: {
        'Terms (Yrs)': { rule: 'terms' },
        'Lock Days': { rule: 'locks' },
        'Min Loan': { rule: 'min_loan' },
        'Max Loan': { rule: 'max_loan' },
        'Max DTI': { rule: 'max_dti' },
        'Eligible Borrowers': { rule: 'citizenship' },
        'Excluded States*': { rule: 'states', excluded: true },
        'Max Price': { rule: 'max_price' },
        // §6 4: also when loan_amount > 1,000,000; `N/A` no such cap
        'Max Price - Loan > $1MM (1)': {
          rule: 'max_price',
          key: 'max_price_loan_over_1mm',
          when: [above('loan_amount', 1_000_000)],
        },
        'Min Price (2)': { rule: 'min_price', category: 'Price Limits' },
      },
      ignore: ['Product', 'Doc Type'],
    },
    // §4.1 BASE PRICE EXPORT: a row per product, note rate and lock (`Lock Days` 15, 30, 45, bare day
    // counts); NA a rate not offered at that lock; the header printed again every 45 rows (a row of no
    // product: skipped with a warning); the hidden `KEY` column not read
    {
      means: 'base prices',
      at: PRICES,
      shape: 'list',
      title: 'BASE PRICE EXPORT',
      baseLock: 30,
      category: 'Base Price',
      columns: [
        { heading: 'Code', holds: 'program' },
        { heading: 'Note Rate', holds: 'rate' },
        { heading: 'Lock Days', holds: 'lock period' },
        { heading: 'Price', holds: 'price' },
      ],
    },
    // §4.2 LOAN LEVEL PRICE ADJUSTMENTS: a rule is every row of one `Adj ID` (its conditions ANDed, its
    // `Adj` on the first), each condition printed across `Attribute | Operator | Value`; `Applies To`
    // `ALL` or product codes; `Adj` a percent cell or hand-typed text `-0.500% `, NA `llpa_na`
    {
      means: 'adjustments',
      at: ADJ,
      shape: 'list',
      title: 'LOAN LEVEL PRICE ADJUSTMENTS',
      category: 'LLPA',
      columns: [
        { heading: 'Adj ID', holds: 'item' },
        { heading: 'Applies To', holds: 'program' },
        { heading: 'Attribute', holds: 'condition part' },
        { heading: 'Operator', holds: 'condition part' },
        { heading: 'Value', holds: 'condition part' },
        { heading: 'Adj', holds: 'adjustment as percent' },
      ],
      attributes: { FICO: 'fico', LTV: 'ltv', LOANAMT: 'loan_amount', DTI: 'dti', STATE: 'state' },
    },
    // §4.3 ELIGIBILITY MATRIX: code, occupancy and loan tier down (merged keys continued), purpose
    // across; each cell `<max LTV>% / <min FICO>`; NA `no_ltv_matrix_cell`. §5: tested only when the
    // catalog checks pass (checksEndEvaluation)
    {
      means: 'eligibility matrix',
      shape: 'grid',
      at: ELIG,
      title: 'ELIGIBILITY MATRIX  -  MAX LTV / MIN FICO',
      corner: 'Code',
      rows: ['condition', 'condition', { band: 'loan_amount' }],
      columns: 'condition',
      cells: 'LTV% / FICO',
    },
  ],
};
