/**
 * Larkspur Mortgage Wholesale (larkspur), as its notes (NOTES.md) describe its workbooks: prices on a
 * 100 basis, adjustments printed `Add` / `Less`, one tab per program holding its base prices (`Rate |
 * Lock | Price`), adjustments and price limits, eligibility on the Cover tab, files dated YYYYMMDD, a
 * banner across three cells. Written from docs/ alone by a reader who had not seen the compiler, then
 * moved onto the parts its trial asked for; the test of unseen-lender-4.test.ts.
 */
import { band, eq, flag } from '../../compiler/conditions.ts';
import type { DeclaredProfile, Table } from '../../compiler/tables/language.ts';

const P30 = 'prime_full_doc_30';
const P15 = 'prime_full_doc_15';
const DSCR = 'investor_dscr_30';
type Slug = typeof P30 | typeof P15 | typeof DSCR;

// §3 each program tab: base pricing (A-C) and its adjustment tables (from E), scoped to its program
const programTab = (tab: string, slug: Slug): Table[] => {
  const mine = [eq('program', slug)];
  const tables: Table[] = [
    // §3 (a) BASE PRICING: Rate | Lock | Price, a row per rate and lock: the tab's program's
    {
      means: 'base prices',
      at: { tab },
      shape: 'list',
      title: 'BASE PRICING',
      baseLock: 30,
      columns: [
        { heading: 'Rate', holds: 'rate' },
        { heading: 'Lock', holds: 'lock period' },
        { heading: 'Price', holds: 'price' },
      ],
    },
    // §3 (b) 1 FICO / LTV: LTV down, FICO across
    {
      means: 'adjustments',
      shape: 'grid',
      at: { tab },
      title: 'FICO / LTV ADJUSTMENTS',
      corner: 'LTV \\ FICO',
      rows: { band: 'ltv' },
      columns: { band: 'fico' },
      values: 'adjustment',
      titles: { 'FICO / LTV ADJUSTMENTS': mine },
    },
    // §3 (b) 3 LOAN AMOUNT: one column, read as a grid scoped to the tab's program
    {
      means: 'adjustments',
      shape: 'grid',
      at: { tab },
      title: 'LOAN AMOUNT',
      corner: 'Loan Amount',
      rows: 'condition',
      columns: 'condition',
      values: 'adjustment',
      titles: { 'LOAN AMOUNT': mine },
    },
    // §3 (b) 4 LOAN ATTRIBUTES
    {
      means: 'adjustments',
      shape: 'grid',
      at: { tab },
      title: 'LOAN ATTRIBUTES',
      corner: 'Attribute',
      rows: 'condition',
      columns: 'condition',
      values: 'adjustment',
      titles: { 'LOAN ATTRIBUTES': mine },
    },
    // §3 (b) 5 PROPERTY TYPE (points on Prime, basis points on DSCR)
    {
      means: 'adjustments',
      shape: 'grid',
      at: { tab },
      title: slug === DSCR ? 'PROPERTY TYPE (BPS)' : 'PROPERTY TYPE',
      corner: 'Property Type',
      rows: 'condition',
      columns: 'condition',
      values: slug === DSCR ? 'adjustment in basis points' : 'adjustment',
      titles: { 'PROPERTY TYPE': mine },
    },
    // §3 (b) 7 PRICE LIMITS: Maximum Price by purpose (a column each), Minimum Price
    ...(
      [
        ['Purchase', 'purchase'],
        ['Rate/Term Refi', 'rate_term_refi'],
        ['Cash-Out Refi', 'cash_out_refi'],
      ] as const
    ).map(
      ([heading, purpose]): Table => ({
        means: 'eligibility rules',
        at: { tab },
        shape: 'list',
        title: 'PRICE LIMITS',
        columns: [
          { heading: 'Price Limit', holds: 'rule' },
          { heading, holds: 'value' },
        ],
        rules: {
          'Maximum Price': {
            rule: 'max_price',
            key: `max_price_${purpose}`,
            when: [...mine, eq('purpose', purpose)],
          },
        },
        ignore: ['Minimum Price'],
      }),
    ),
  ];
  // §3 (b) 7 Minimum Price: the tab's program's floor
  tables.push({
    means: 'eligibility rules',
    at: { tab },
    shape: 'list',
    title: 'PRICE LIMITS',
    columns: [
      { heading: 'Price Limit', holds: 'rule' },
      { heading: 'Purchase', holds: 'value' },
    ],
    rules: { 'Minimum Price': { rule: 'min_price', category: 'Price Limits' } },
    ignore: ['Maximum Price'],
  });
  if (slug === DSCR)
    tables.push(
      // §3 (b) 2 DSCR PRICING: LTV down, DSCR across
      {
        means: 'adjustments',
        shape: 'grid',
        at: { tab },
        title: 'DSCR PRICING',
        corner: 'LTV \\ DSCR',
        rows: { band: 'ltv' },
        columns: { band: 'dscr' },
        values: 'adjustment',
        titles: { 'DSCR PRICING': mine },
      },
      // §3 (b) 6 PREPAYMENT PENALTY (DSCR only): read as a grid keyed by ppp_term words
      {
        means: 'adjustments',
        shape: 'grid',
        at: { tab },
        title: 'PREPAYMENT PENALTY',
        corner: 'Prepay Term',
        rows: 'condition',
        columns: 'condition',
        values: 'adjustment',
        titles: { 'PREPAYMENT PENALTY': mine },
      },
    );
  return tables;
};

export const LARKSPUR: DeclaredProfile = {
  slug: 'larkspur',
  name: 'Larkspur Mortgage Wholesale',
  notes: 'test/unseen-lender-4/NOTES.md',
  // §1 one workbook per business day, no reprices
  files: { rateSheet: 'Larkspur_Wholesale_RateSheet_<date>.xlsx', date: 'YYYYMMDD', companions: {} },
  // §1 CT = America/Chicago
  zone: 'America/Chicago',
  zoneLabels: { generic: 'CT', standard: 'CST', daylight: 'CDT' },
  // §1 row 2: `Effective Date:` | 11/20/2026 (a date cell) | `8:30 AM CT`
  banner: { dates: ['MM/DD/YYYY'], clock: '12-hour', lead: 'Effective Date:' },
  // §1 expires 10:00 AM CT the next business day
  cutoff: { hour: 10, minute: 0 },
  // §3 prices on a 100 basis; Add/Less added; NA not eligible; N/A no test (Cover)
  conventions: {
    rates: 'prices',
    adjustments: 'adjustments',
    notEligible: 'NA',
    notApplicable: 'N/A',
    signWords: { plus: ['Add'], minus: ['Less'] },
  },
  // §6 every failing rule is listed
  checksEndEvaluation: false,
  programs: [
    { slug: P30, name: 'Prime Full Doc 30 Year Fixed', aliases: ['Prime 30 Fixed'], docTypes: 'full_doc' },
    { slug: P15, name: 'Prime Full Doc 15 Year Fixed', aliases: ['Prime 15 Fixed'], docTypes: 'full_doc' },
    { slug: DSCR, name: 'Investor DSCR 30 Year Fixed', aliases: ['Investor DSCR 30'], docTypes: 'dscr' },
  ],
  words: {
    occupancy: {
      Primary: ['owner_occupied'],
      'Second Home': ['second_home'],
      Investment: ['investment'],
      'Investment Only': ['investment'],
    },
    // §2 borrower words
    citizenship: {
      'US Citizen': ['us_citizen'],
      'Permanent Resident': ['permanent_resident'],
      'Non-Permanent Resident': ['non_permanent_resident'],
      'Foreign National': ['foreign_national'],
    },
    propertyType: {
      SFR: ['sfr'],
      Townhome: ['townhome'],
      Condo: ['condo', 'warrantable_condo'],
      'Non-Warrantable Condo': ['non_warrantable_condo'],
      '2 Unit': ['2_unit'],
      '3–4 Unit': ['3_4_unit'],
    },
  },
  allPrograms: 'All',
  conditions: {
    // single value columns of the one-column tables: every loan
    Adjustment: [],
    'Basis Points': [],
    // §4 loan amount bands (lower inclusive, to just below the next band; last band's upper inclusive)
    '$100K–$149.9K': [band('loan_amount', 100_000, true, 150_000, false)],
    '$150K–$249.9K': [band('loan_amount', 150_000, true, 250_000, false)],
    '$250K–$999.9K': [band('loan_amount', 250_000, true, 1_000_000, false)],
    '$1MM–$1.49MM': [band('loan_amount', 1_000_000, true, 1_500_000, false)],
    '$1.5MM–$2MM': [band('loan_amount', 1_500_000, true, 2_000_000, true)],
    '$1MM–$1.5MM': [band('loan_amount', 1_000_000, true, 1_500_000, true)],
    // §5 LOAN ATTRIBUTES
    'Rate/Term Refinance': [eq('purpose', 'rate_term_refi')],
    'Cash-Out Refinance': [eq('purpose', 'cash_out_refi')],
    'Second Home': [eq('occupancy', 'second_home')],
    'Investment Property': [eq('occupancy', 'investment')],
    'DTI 43.01%–50.00%': [band('dti', 4300, false, 5000, true)],
    'Non-Permanent Resident': [eq('citizenship', 'non_permanent_resident')],
    'Foreign National': [eq('citizenship', 'foreign_national')],
    'Escrow Waiver': [flag('escrow_waiver')],
    'Interest Only': [flag('interest_only')],
    'Credit Event (FC/SS/DIL/BK) < 48 Mos': [flag('recent_credit_event')],
    'Short-Term Rental': [flag('short_term_rental')],
    // §5 PROPERTY TYPE
    Townhome: [eq('property_type', 'townhome')],
    Condo: [eq('property_type', 'condo', 'warrantable_condo')],
    'Non-Warrantable Condo': [eq('property_type', 'non_warrantable_condo')],
    '2 Unit': [eq('property_type', '2_unit')],
    '3–4 Unit': [eq('property_type', '3_4_unit')],
    // §5 PREPAYMENT PENALTY
    'No Prepay': [eq('ppp_term', 'No PPP')],
    '1 Year': [eq('ppp_term', '1YR PPP')],
    '2 Years': [eq('ppp_term', '2YR PPP')],
    '3 Years': [eq('ppp_term', '3YR PPP')],
    '5 Years': [eq('ppp_term', '5YR PPP')],
    // §2 Cover: the occupancies a program offers (its matrix row)
    'Primary, Second Home, Investment': [eq('occupancy', 'owner_occupied', 'second_home', 'investment')],
    'Investment Only': [eq('occupancy', 'investment')],
  },
  states: { all: 'All', plusDc: '+ DC', except: 'except', allIncludesDc: true },
  terms: { '30 Year': 30, '15 Year': 15 },
  // §2 first lien only
  assumed: {
    citizenship: ['us_citizen', 'permanent_resident', 'non_permanent_resident', 'foreign_national'],
    lienPositions: ['1st'],
  },
  tables: [
    // §2 PROGRAM SUMMARY: a row per program, a rule per column (the first rule table)
    {
      means: 'eligibility rules',
      at: { tab: 'Cover' },
      shape: 'program rows',
      title: 'PROGRAM SUMMARY',
      columns: [{ heading: 'Program', holds: 'program' }],
      rules: {
        Term: { rule: 'terms' },
        'Min FICO': { rule: 'min_fico' },
        // §6 one max_ltv_exceeded: the matrix below tests Max LTV for the loans it has a row for;
        // this rule only for DSCR loans of an occupancy it does not offer (no matrix row, so no LTV test
        // there). Unscoped it doubled the matrix's reason (lk-16, lk-17: two max_ltv_exceeded)
        'Max LTV': { rule: 'max_ltv', when: [eq('program', DSCR), eq('occupancy', 'owner_occupied', 'second_home')] },
        'Max LTV Cash-Out': { rule: 'max_ltv', when: [eq('purpose', 'cash_out_refi')] },
        'Max DTI': { rule: 'max_dti', none: 'N/A' },
        'Eligible Borrowers': { rule: 'citizenship' },
        'Excluded States': { rule: 'states', excluded: true },
        'Min DSCR': { rule: 'min_dscr', none: 'N/A' },
        'Lock Periods': { rule: 'locks' },
        'Loan Amount': { rule: 'loan_amounts' },
      },
      // Occupancy: read by the matrix below
      ignore: ['Tab', 'Doc Type', 'Occupancy'],
    },
    // §2 SHEET NOTES: the property types every program takes, a sentence; held by the matrix (§6: an
    // ineligible property type and an occupancy not offered are one no_ltv_matrix_cell)
    {
      means: 'eligibility rules',
      at: { tab: 'Cover' },
      shape: 'sentences',
      columns: [],
      rules: { 'Eligible property types': { rule: 'property_types', inMatrix: true } },
    },
    // §2, §6 the same PROGRAM SUMMARY read as a matrix printed long: a row per program, its Occupancy
    // the loans it covers (occupancy not offered, or, by the sentence above, an ineligible property type: no_ltv_matrix_cell)
    {
      means: 'eligibility matrix',
      at: { tab: 'Cover' },
      shape: 'list',
      title: 'PROGRAM SUMMARY',
      columns: [
        { heading: 'Program', holds: 'program' },
        { heading: 'Occupancy', holds: 'condition' },
        { heading: 'Max LTV', holds: 'value' },
      ],
    },
    ...programTab('Prime 30 Fixed', P30),
    ...programTab('Prime 15 Fixed', P15),
    ...programTab('Investor DSCR 30', DSCR),
  ],
};
