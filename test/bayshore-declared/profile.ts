/**
 * Bayshore Home Funding (agency conforming and high balance), as sheets/README.md §1, §2 and §4
 * describe its workbook, its tables restated in the table language (compiler/tables/language.ts),
 * the rest taken from its known layout's profile (compiler/profiles/bayshore.ts): the profile it is
 * to become. Its artifacts are the known layout's byte for byte (restated.test.ts).
 */
import { BAYSHORE } from '../../compiler/profiles/bayshore.ts';
import type { DeclaredProfile } from '../../compiler/tables/language.ts';

// the lender as its known layout declares it (files, banners, conventions, programs and their codes,
// words), its grids' row and title words the conditions, its state adjusters' words; the tables
// restated below
const { prices: _, grids, guidelines: __, caps: ___, stateAdjusters, ...lender } = BAYSHORE;
const { at: ____, header, ...stateWords } = stateAdjusters!;

export const BAYSHORE_DECLARED: DeclaredProfile = {
  ...lender,
  allPrograms: 'All',
  // §4.4 which LLPA row applies; bands are the grammar's
  conditions: { ...grids.rows },
  // no state list printed: the state adjusters say where each program is offered (§4.5)
  states: { all: 'All states', plusDc: '+ DC', except: 'except' },
  // the names print no term: a program's terms are its routes' (§4.2)
  terms: {},
  // §4.3 the guidelines print the eligible borrowers; §6 first liens only
  assumed: { citizenship: [], lienPositions: ['1st'] },
  tables: [
    // §4.1 Conventional, §4.2 which block prices a loan: blocks titled with a code line, routed by the
    // Guidelines tab's table per program and term (high balance above the conforming limit)
    {
      means: 'base prices',
      shape: 'routed blocks',
      at: { tab: 'Conventional' },
      rate: 'Rate',
      lock: '<days> Day',
      codeLine: 'Code',
      routes: { at: { tab: 'Guidelines' }, header: 'Program Code', noHighBalance: 'No High Balance' },
      category: 'Rate Block',
      reported: true,
    },
    // §4.1 Guidelines, §4.3 program checks: the program guideline table (label | value), every program's;
    // the conforming limit the high-balance switch (§4.2)
    {
      means: 'eligibility rules',
      at: { tab: 'Guidelines' },
      shape: 'list',
      title: 'PROGRAM GUIDELINES',
      columns: [
        { heading: 'Guideline', holds: 'rule' },
        { heading: 'Value', holds: 'value' },
      ],
      rules: {
        'Conforming Loan Limit (1-Unit, 2026)': { rule: 'conforming_limit' },
        'Minimum Loan Amount': { rule: 'min_loan' },
        'Maximum Loan Amount': { rule: 'max_loan' },
        'Minimum FICO': { rule: 'min_fico' },
        'Maximum DTI': { rule: 'max_dti' },
        // §2: first liens only, CLTV = LTV
        'Maximum LTV': { rule: 'max_ltv', andMaxCltv: true },
        'Eligible Borrowers': { rule: 'citizenship' },
        Occupancy: { rule: 'occupancies' },
        'Lock Periods': { rule: 'locks' },
      },
      ignore: [
        'High Balance Loan Limit (1-Unit, 2026)',
        'Eligible Property Types',
        'Eligible States',
        'Lien Position',
        'AUS',
      ],
    },
    // §4.6 Price limits: a row per program, after all adjustments
    {
      means: 'eligibility rules',
      at: { tab: 'Guidelines' },
      shape: 'program rows',
      title: 'PRICE LIMITS',
      columns: [{ heading: 'Program', holds: 'program' }],
      rules: {
        'Maximum Price': { rule: 'max_price' },
        'Minimum Price': { rule: 'min_price', category: 'Price Caps' },
      },
    },
    // §4.1 LLPA, §4.4 which LLPA row applies: grids by purpose (their titles), LTV bands across or one `Adj` column
    {
      means: 'adjustments',
      shape: 'grid',
      at: { tab: 'LLPA' },
      corner: ['Credit Score', 'Attribute', 'Product / Purpose', 'Loan Amount', 'Adjustment'],
      rowsByCorner: { 'Credit Score': { band: 'fico' }, 'Loan Amount': { band: 'loan_amount' } },
      rows: 'condition',
      columns: { band: 'ltv' },
      single: 'Adj',
      values: 'adjustment',
      titles: grids.titles,
    },
    // §4.5 State adjusters: a column per program (`(Prog 2)`), its agency under the header; no adjuster, not offered
    {
      means: 'state adjusters',
      shape: 'program columns',
      at: { tab: 'State Adjusters' },
      heading: header,
      ...stateWords,
    },
  ],
};
