/**
 * Granite Peak Wholesale Lending (non-QM), as sheets/README.md §1-§3 describe its two workbooks,
 * its tables restated in the table language (compiler/tables/language.ts), the rest taken from its
 * known layout's profile (compiler/profiles/granite-peak.ts): the profile it is to become. Its
 * artifacts are the known layout's byte for byte (restated.test.ts); its findings on broken
 * workbooks are not all the same yet (issue 29).
 */
import { eq } from '../../compiler/conditions.ts';
import { GRANITE_PEAK } from '../../compiler/profiles/granite-peak.ts';
import type { DeclaredProfile } from '../../compiler/tables/language.ts';

// the lender as its known layout declares it (files, banners, conventions, programs, words), its
// grids' row words the conditions; the tables restated below
const { prices: _, grids, guidelines: __, matrix: ___, ppp, caps, ...lender } = GRANITE_PEAK;
/** §3.1 the terms of each program, as the guidelines' Amortization Terms list them */
const TERMS: Readonly<Record<string, readonly (15 | 20 | 25 | 30 | 40)[]>> = {
  full_doc: [15, 20, 25, 30, 40],
  expanded_doc: [15, 30, 40],
};

export const GRANITE_PEAK_DECLARED: DeclaredProfile = {
  ...lender,
  programs: lender.programs.map((p) => ({ ...p, terms: TERMS[p.slug] ?? [30, 40] })),
  allPrograms: 'All',
  // §3.5 which grid row applies, and §3.3 the matrix columns' words; bands are the grammar's
  conditions: {
    ...grids.rows,
    'Primary Residence': [eq('occupancy', 'owner_occupied')],
    'Owner Occupied': [eq('occupancy', 'owner_occupied')],
    Purchase: [eq('purpose', 'purchase')],
    'Rate/Term': [eq('purpose', 'rate_term_refi')],
    'Cash-Out': [eq('purpose', 'cash_out_refi')],
  },
  // §3.3 Eligible States: `All states + DC except NY`
  states: { all: 'All states', plusDc: '+ DC', except: 'except' },
  // §3.3 Amortization Terms: `15, 20, 25, 30 Yr Fixed; 40 Yr Maturity`
  terms: { '15': 15, '20': 20, '25': 25, '30 Yr Fixed': 30, '40 Yr Maturity': 40 },
  // §3.3: the Lien Position row is informational, all programs are first lien only
  assumed: { citizenship: ['us_citizen'], lienPositions: ['1st'] },
  tables: [
    // §3.2 Rates: a ladder per program, 30-day prices (§2 Lock period)
    {
      means: 'base prices',
      at: { tab: 'Rates' },
      shape: 'program groups',
      baseLock: 30,
      columns: [
        { heading: 'Rate', holds: 'rate' },
        { heading: 'Price', holds: 'price' },
      ],
    },
    // §3.3 Guidelines: a column per program and doc type; §3.4 step 1 the program checks. Occupancy,
    // terms, locks and CLTV are refused by the matrix (§3.4 step 2) and the grids' NA rows (§3.6)
    {
      means: 'eligibility rules',
      at: { book: 'matrix', tab: 'Guidelines' },
      shape: 'program columns',
      docTypeHeadings: 'above',
      columns: [{ heading: 'Program', holds: 'rule' }],
      rules: {
        'Minimum FICO': { rule: 'min_fico' },
        'Maximum DTI': { rule: 'max_dti' },
        'Minimum Loan Amount': { rule: 'min_loan' },
        'Maximum Loan Amount': { rule: 'max_loan' },
        'Minimum DSCR': { rule: 'min_dscr' },
        'Eligible Borrowers': { rule: 'citizenship' },
        'Eligible States': { rule: 'states' },
        Occupancy: { rule: 'occupancies', shownOnly: true },
        'Amortization Terms': { rule: 'terms', shownOnly: true },
        'Lock Periods': { rule: 'locks', shownOnly: true },
        'Maximum CLTV': { rule: 'max_cltv', shownOnly: true },
      },
      ignore: ['Doc Type', 'Interest Only', 'Lien Position', 'Prepayment Penalty', 'Reserves'],
    },
    // §3.7 5: the PPP-restricted states, in the PPP tab's notes
    {
      means: 'eligibility rules',
      at: { tab: 'PPP' },
      shape: 'sentences',
      columns: [],
      rules: {
        'Prepayment penalties are not permitted in the following states': {
          rule: 'ppp_restricted_states',
          lead: 'following states:',
        },
      },
    },
    // §3.3 Program matrix tabs: FICO and loan amount down, occupancy over purposes across, a block
    // per DSCR tier titled by it
    {
      means: 'eligibility matrix',
      shape: 'grid',
      at: { book: 'matrix', tab: '<program> Matrix' },
      corner: 'FICO',
      rows: [{ band: 'fico' }, { band: 'loan_amount' }],
      columns: ['condition', 'condition'],
      cells: 'LTV/CLTV',
    },
    // §3.2 LLPA tabs, §3.5 which grid row applies: grids stacked down each program's tab, CLTV bands
    // across or one `Adj` column
    {
      means: 'adjustments',
      shape: 'grid',
      at: { tab: '<program> LLPA' },
      corner: [
        'FICO',
        'Loan Amount',
        'DTI',
        'DSCR',
        'Purpose',
        'Doc Type',
        'Property Type',
        'Occupancy',
        'Product',
        'Adjustment',
      ],
      rowsByCorner: {
        FICO: { band: 'fico' },
        'Loan Amount': { band: 'loan_amount' },
        DTI: { band: 'dti' },
        DSCR: { band: 'dscr' },
      },
      rows: 'condition',
      columns: { band: 'cltv' },
      single: 'Adj',
      values: 'adjustment',
    },
    // §3.2 PPP, §3.7: a section per program, its tables side by side named by their titles
    {
      means: 'prepayment penalties',
      at: { tab: 'PPP', sections: 'program titles' },
      shape: 'list',
      name: '<title>',
      category: 'PPP <title>',
      columns: [{ heading: 'PPP Term', holds: 'prepayment schedule' }],
      occupancies: ppp!.columns,
      schedules: {
        'No PPP': 'No PPP',
        '1YR PPP': '1YR PPP',
        '2YR PPP': '2YR PPP',
        '3YR PPP': '3YR PPP',
        '5YR PPP': '5YR PPP',
      },
    },
    // §3.2 Price Caps, §3.8: a row per cap, a column per program; the other cap labels are the grammar's
    {
      means: 'eligibility rules',
      at: { tab: 'Price Caps' },
      shape: 'program columns',
      capGrammar: true,
      columns: [{ heading: 'Price Cap', holds: 'rule' }],
      // the caps the grammar cannot read, as the known layout declares them: any of their lists of conditions
      rules: Object.fromEntries(
        Object.entries(caps.rules ?? {}).map(([label, { key, when }]) => [
          label,
          { rule: 'max_price', key, whenAny: when },
        ]),
      ),
    },
  ],
};
