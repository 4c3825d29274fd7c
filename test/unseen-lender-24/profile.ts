/**
 * Wrenfield Savings Bank — Wholesale Lending (wrenfield), as its notes (NOTES.md) describe its
 * workbooks: one workbook per program (CF30, ADBS, DSCR), each with the tabs Rates, Adjustments and
 * Eligibility; prices on a 100 basis, adjustments added (accounting style), `N/E` not eligible,
 * `—` a rate not offered at a lock. Written from docs/ alone.
 */
import { eq, flag } from '../../compiler/conditions.ts';
import type { Column, DeclaredProfile, PriceTable, RuleWord, Table } from '../../compiler/tables/language.ts';

const CF30 = 'conventional_fixed_30';
const ADBS = 'alt_doc_bank_statement';
const DSCR = 'dscr_investor';
type Slug = typeof CF30 | typeof ADBS | typeof DSCR;

const investment = eq('occupancy', 'investment');
const refinance = eq('purpose', 'rate_term_refi', 'cash_out_refi');

// §1 each program's workbook is its own, with no summary: CF30's is the rate sheet (its banner the
// sheet's moment), ADBS's and DSCR's companions whose kind is the program's slug (every table in them
// that program's alone); the rate sheet's tables are scoped to CF30 by `when` (adjustments; each
// rule word). Its matrix cannot be (a matrix has no `when`): it is every program's, ADBS and DSCR
// reading their own.
const programBook = (
  slug: Slug,
  locks: readonly (15 | 30 | 45 | 60)[],
  rateMarks: NonNullable<PriceTable['rateMarks']>,
): Table[] => {
  const at = (tab: string) => (slug === CF30 ? { tab } : { book: slug, tab });
  const mine = slug === CF30 ? { when: [eq('program', CF30)] } : {};
  // every rule word scoped to its program: without it the first rule table (CF30's, on the rate
  // sheet) gave every program its rows, and DSCR's `Lock Periods` was `unsupported_layout` (`lock
  // periods are read from the first rule table giving it rows`)
  const scoped = (rules: Record<string, RuleWord>): Record<string, RuleWord> =>
    Object.fromEntries(
      Object.entries(rules).map(([label, word]) => [
        label,
        { ...word, when: [eq('program', slug), ...(word.when ?? [])] },
      ]),
    );
  const grid = (title: string, corner: string, rows: 'condition' | { band: 'fico' | 'loan_amount' }): Table => ({
    means: 'adjustments',
    shape: 'grid',
    at: at('Adjustments'),
    title,
    corner,
    rows,
    columns: { band: 'ltv' },
    values: 'adjustment',
    ...mine,
  });
  const tables: Table[] = [
    // §3 (a) the price table: `Rate | 15-Day | 30-Day | …`, the lock selects the column; `—` a rate not
    // offered at that lock; titled `<CODE> — <PROGRAM> — PRICE (100.0000 = PAR)` (the code an alias)
    // §3 (b) a rate printed with a footnote's mark (`5.750*`) is offered only where its footnote says
    {
      means: 'base prices',
      at: at('Rates'),
      shape: 'program groups',
      baseLock: 30,
      category: 'Rates',
      columns: [
        { heading: 'Rate', holds: 'rate' },
        ...locks.map((lock): Column => ({ heading: `${lock}-Day`, holds: 'price', lock })),
      ],
      rateMarks,
    },
    // §4 CREDIT SCORE / LTV
    grid('CREDIT SCORE / LTV', 'Credit Score', { band: 'fico' }),
    // §4 LOAN AMOUNT / LTV
    grid('LOAN AMOUNT / LTV', 'Loan Amount', { band: 'loan_amount' }),
    // §4 PROPERTY TYPE / LTV
    grid('PROPERTY TYPE / LTV', 'Property Type', 'condition'),
    // §4 OCCUPANCY & PURPOSE / LTV (CF30, ADBS); PURPOSE / LTV (DSCR)
    slug === DSCR
      ? grid('PURPOSE / LTV', 'Purpose', 'condition')
      : grid('OCCUPANCY & PURPOSE / LTV', 'Occupancy / Purpose', 'condition'),
    // §4 OTHER ADJUSTMENTS: `Feature | Adjustment`, not by LTV
    // GAP §4 promotional credits: `<name> (valid through MM/DD/YYYY)` applies while the ET date of
    // `as_of` is on or before that date (docs/onboarding.md "What a profile cannot say yet": a
    // promotion's end date, no condition tests the date). Declared as words of their other conditions
    // only, so they apply as long as their workbook is in force (wrong for Friday's ADBS credit from
    // Saturday 11/21 and Friday's CF30 credit on Monday 11/23 before 8:30 ET).
    {
      means: 'adjustments',
      at: at('Adjustments'),
      shape: 'list',
      title: 'OTHER ADJUSTMENTS',
      category: 'Other Adjustments',
      ...mine,
      columns: [
        { heading: 'Feature', holds: 'condition' },
        { heading: 'Adjustment', holds: 'adjustment' },
      ],
    },
    // §5 (a) MAXIMUM LTV — PURCHASE / RATE/TERM REFINANCE / CASH-OUT REFINANCE: tiers of one matrix,
    // each titled by its purpose; read only when the score and the loan amount are within the
    // program's limits
    {
      means: 'eligibility matrix',
      shape: 'grid',
      at: at('Eligibility'),
      corner: 'Credit Score',
      rows: { band: 'fico' },
      columns: { band: 'loan_amount' },
      skipAfter: ['min_fico', 'min_loan_amount', 'max_loan_amount'],
    },
    // §5 (b) PROGRAM TERMS: label in A, value in B, no header row; every failing rule a reason
    {
      means: 'eligibility rules',
      at: at('Eligibility'),
      shape: 'list',
      title: 'PROGRAM TERMS',
      columns: [
        { heading: 'Term', holds: 'rule' },
        { heading: 'Value', holds: 'value' },
      ],
      rules: scoped({
        'Minimum Credit Score': { rule: 'min_fico' },
        'Maximum DTI': { rule: 'max_dti', none: 'N/A' },
        'Minimum DSCR': { rule: 'min_dscr' },
        'Minimum Loan Amount': { rule: 'min_loan' },
        'Maximum Loan Amount': { rule: 'max_loan' },
        Amortization: { rule: 'terms' },
        'Lock Periods': { rule: 'locks' },
        Occupancy: { rule: 'occupancies' },
        'Max LTV — Second Home': { rule: 'max_ltv', when: [eq('occupancy', 'second_home')] },
        'Max LTV — Investment Property': { rule: 'max_ltv', when: [investment] },
        'Property Types': { rule: 'property_types' },
        'Eligible Borrowers': { rule: 'citizenship' },
        'Lien Position': { rule: 'lien_positions' },
      }),
      ignore: ['Documentation', 'Prepayment Penalty'],
    },
    // §5 (c) Ineligible states: `Ineligible States:` in A, then one state per cell in B, C, D…
    {
      means: 'eligibility rules',
      at: at('Eligibility'),
      shape: 'sentences',
      columns: [],
      rules: scoped({ 'Ineligible States:': { rule: 'states', excluded: true } }),
    },
    // §3 (c) MINIMUM NOTE RATE: `Applies To | Minimum Rate`, a rate below it not offered to those loans
    // (after PROGRAM TERMS: a program's lock periods are read from its first rule table)
    {
      means: 'eligibility rules',
      at: at('Rates'),
      shape: 'list',
      title: 'MINIMUM NOTE RATE',
      columns: [
        { heading: 'Applies To', holds: 'condition' },
        { heading: 'Minimum Rate', holds: 'value' },
      ],
      rules: scoped({ 'Minimum Rate': { rule: 'min_rate' } }),
    },
    // §5 (d) PRICE LIMITS: `Limit | Price`; the lowest maximum that applies governs; the floor inclusive
    {
      means: 'eligibility rules',
      at: at('Eligibility'),
      shape: 'list',
      title: 'PRICE LIMITS',
      columns: [
        { heading: 'Limit', holds: 'rule' },
        { heading: 'Price', holds: 'value' },
      ],
      rules: scoped({
        'Maximum Price': { rule: 'max_price' },
        'Maximum Price — Investment Property': {
          rule: 'max_price',
          key: 'max_price_investment',
          when: [investment],
        },
        'Minimum Price': { rule: 'min_price', category: 'Price Limits' },
      }),
    },
  ];
  if (slug === DSCR)
    tables.push(
      // §4 DSCR / LTV (DSCR only)
      grid('DSCR / LTV', 'DSCR', 'condition'),
      // §4 PREPAYMENT PENALTY (DSCR only): `PPP Term | Adjustment`, read by ppp_term; CF30 and ADBS
      // read no ppp_term
      {
        means: 'prepayment penalties',
        at: at('Adjustments'),
        shape: 'list',
        title: 'PREPAYMENT PENALTY',
        name: 'Prepayment Penalty',
        otherPrograms: 'any term',
        schedules: {
          '5YR PPP': '5YR PPP',
          '3YR PPP': '3YR PPP',
          '2YR PPP': '2YR PPP',
          '1YR PPP': '1YR PPP',
          'No PPP': 'No PPP',
        },
        columns: [
          { heading: 'PPP Term', holds: 'prepayment schedule' },
          { heading: 'Adjustment', holds: 'adjustment' },
        ],
      },
    );
  return tables;
};

export const WRENFIELD: DeclaredProfile = {
  slug: 'wrenfield',
  name: 'Wrenfield Savings Bank',
  notes: 'test/unseen-lender-24/NOTES.md',
  // §1 one workbook per program, `Wrenfield_<Code>_<YYYY-MM-DD>.xlsx`, a reprice `_R<n>`; CF30's is
  // the rate sheet, ADBS's and DSCR's companions of kind their program's slug (CF30's too, so that its
  // tables are its own)
  files: {
    rateSheet: 'Wrenfield_CF30_<date>.xlsx',
    reprices: '_R<n>',
    companions: {
      [ADBS]: 'Wrenfield_ADBS_<date>.xlsx',
      [DSCR]: 'Wrenfield_DSCR_<date>.xlsx',
    },
  },
  // §1 `Effective 11/20/2026 8:30 AM ET` on row 3 of every tab; ET = America/New_York
  zone: 'America/New_York',
  zoneLabels: { generic: 'ET', standard: 'EST', daylight: 'EDT' },
  banner: { dates: ['MM/DD/YYYY'], clock: '12-hour' },
  // §1 expires 10:00 AM ET on the next business day
  cutoff: { hour: 10, minute: 0 },
  // §2 prices on a 100 basis; adjustments added; `N/E` not eligible; `—` a rate not offered
  conventions: { rates: 'prices', adjustments: 'adjustments', notEligible: ['N/E', '—'], notApplicable: null },
  // §6 step 2: every failing rule reported, each key once, then no pricing
  checksEndEvaluation: false,
  keysOnce: true,
  programs: [
    { slug: CF30, name: 'Conventional Fixed 30', aliases: ['CF30'], docTypes: 'full_doc', terms: [30] },
    { slug: ADBS, name: 'Alt-Doc Bank Statement', aliases: ['ADBS'], docTypes: 'bank_statements', terms: [30, 40] },
    { slug: DSCR, name: 'DSCR Investor', aliases: ['DSCR'], docTypes: 'dscr', terms: [30] },
  ],
  // §5 (b) words
  words: {
    occupancy: {
      'Primary Residence': ['owner_occupied'],
      'Second Home': ['second_home'],
      'Investment Property': ['investment'],
      'Investment Property Only': ['investment'],
    },
    citizenship: {
      'US Citizen': ['us_citizen'],
      'Permanent Resident': ['permanent_resident'],
      'Non-Permanent Resident': ['non_permanent_resident'],
    },
    lienPosition: { 'First Lien Only': ['1st'] },
    propertyType: {
      SFR: ['sfr'],
      Townhome: ['townhome'],
      'Condo (Warrantable)': ['condo', 'warrantable_condo'],
      'Condo (Non-Warrantable)': ['non_warrantable_condo'],
      '2 Units': ['2_unit'],
      '3-4 Units': ['3_4_unit'],
    },
  },
  allPrograms: 'All',
  conditions: {
    // §5 (a) the matrices' titles: a tier per purpose
    'MAXIMUM LTV — PURCHASE': [eq('purpose', 'purchase')],
    'MAXIMUM LTV — RATE/TERM REFINANCE': [eq('purpose', 'rate_term_refi')],
    'MAXIMUM LTV — CASH-OUT REFINANCE': [eq('purpose', 'cash_out_refi')],
    // §4 PROPERTY TYPE / LTV
    'Condo (Warrantable)': [eq('property_type', 'condo', 'warrantable_condo')],
    'Condo (Non-Warrantable)': [eq('property_type', 'non_warrantable_condo')],
    '2 Units': [eq('property_type', '2_unit')],
    '3-4 Units': [eq('property_type', '3_4_unit')],
    // §4 OCCUPANCY & PURPOSE / LTV, PURPOSE / LTV
    'Cash-Out Refinance': [eq('purpose', 'cash_out_refi')],
    'Rate/Term Refinance': [eq('purpose', 'rate_term_refi')],
    'Second Home': [eq('occupancy', 'second_home')],
    'Investment Property': [investment],
    // §4 OTHER ADJUSTMENTS
    'Escrow Waiver': [flag('escrow_waiver')],
    'Interest Only': [flag('interest_only')],
    '12 Mo Bank Statements': [eq('doc', 'bank_statements_12mo')],
    '24 Mo Bank Statements': [eq('doc', 'bank_statements_24mo')],
    '40-Year Term': [eq('term', 40)],
    'Non-Permanent Resident': [eq('citizenship', 'non_permanent_resident')],
    'Short-Term Rental': [flag('short_term_rental')],
    // §4 promotional credits
    'Holiday Purchase Credit (valid through 11/22/2026)': [eq('purpose', 'purchase')],
    'Holiday Purchase Credit (valid through 11/25/2026)': [eq('purpose', 'purchase')],
    'Alt-Doc Promo Credit (valid through 11/20/2026)': [],
    'Alt-Doc Promo Credit (valid through 11/24/2026)': [],
  },
  states: { all: 'All', plusDc: '+ DC', except: 'except', allIncludesDc: true },
  // §5 (b) Amortization
  terms: { '30 Years Fixed': 30, '40 Years Fixed': 40 },
  assumed: { citizenship: ['us_citizen', 'permanent_resident'], lienPositions: ['1st'] },
  // CF30's book first: its rule table (on the rate sheet) must be the first rule table, else its
  // `Lock Periods` row was `unsupported_layout` (`the lock periods are read from the first rule table only`)
  tables: [
    // §3 (b) each workbook's footnotes: * purchase only († primary residence only); DSCR's * a prepayment penalty required
    ...programBook(CF30, [15, 30, 45, 60], { '*': [refinance], '†': [eq('occupancy', 'second_home', 'investment')] }),
    ...programBook(ADBS, [30, 45, 60], { '*': [refinance] }),
    ...programBook(DSCR, [30, 45, 60], { '*': [eq('ppp_term', 'No PPP')] }),
  ],
};
