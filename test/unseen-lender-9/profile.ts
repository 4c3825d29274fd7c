/**
 * Sable Point Funding (sable_point), as its notes (NOTES.md) describe its workbook: five tabs
 * (`Pricing`, `LLPAs`, `Eligibility`, `States`, `PPP`), every table keyed by program code (`SP-BS`,
 * `SP-DSCR`, `SP-AD`), prices on a 100 basis, adjustments added. Written from docs/ alone by a reader
 * who had not seen the compiler; the test of unseen-lender-9.test.ts. Every `GAP:` is something the
 * notes say that the language cannot; every `WORKAROUND:` a way round one with the documented parts.
 */
import { eq, flag } from '../../compiler/conditions.ts';
import type { DeclaredProfile, RuleWord, Table } from '../../compiler/tables/language.ts';

const BS = 'sp_bank_statement';
const DSCR = 'sp_dscr';
const AD = 'sp_asset_depletion';

// §3 (b) the SP-DSCR cap of the loan's ppp_term, by the `PPP Term` cell of its row
const capFor = (key: string, term: 'No PPP' | '1YR PPP' | '2YR PPP' | '3YR PPP' | '5YR PPP'): RuleWord => ({
  rule: 'max_price',
  key,
  when: [eq('ppp_term', term)],
});

export const SABLE_POINT: DeclaredProfile = {
  slug: 'sable_point',
  name: 'Sable Point Funding',
  notes: 'test/unseen-lender-9/NOTES.md',
  // §1 one workbook per sheet; an intraday reprice is the same name with `_v2` (`_v3` …), no time.
  // §1 the first reprice filed `<date>_v2.xlsx`: its second version
  files: { rateSheet: 'SablePoint_RateSheet_<date>.xlsx', reprices: '_v<n>', companions: {} },
  // §1 Pacific time, the banner `Effective Date: 11/20/2026 | Time: 10:05 AM PST` on row 2 of every tab
  zone: 'America/Los_Angeles',
  zoneLabels: { generic: 'PT', standard: 'PST', daylight: 'PDT' },
  banner: { dates: ['MM/DD/YYYY'], clock: '12-hour', lead: 'Effective Date:' },
  // §1 expires 5:00 PM PST on the next business day
  cutoff: { hour: 17, minute: 0 },
  // §2 prices on a 100 basis; adjustments signed and added; `N/A` in an adjustment, matrix or price
  // cell is not eligible / not offered; `Not Eligible` (States) likewise; `N/A` in the guidelines is
  // no rule (each such rule's `none`)
  conventions: {
    rates: 'prices',
    adjustments: 'adjustments',
    notEligible: ['N/A', 'Not Eligible'],
    notApplicable: null,
  },
  // §8 step 1: a failing program check ends the program (every failing check reported)
  checksEndEvaluation: true,
  // the program table at the top of the notes: every table names a program by its code. The notes'
  // doc types `bank_statement` and `asset_depletion` are no vocabulary values (tsc: not assignable
  // to … "bank_statements" | … | "asset_utilization" …): the nearest, `bank_statements` and
  // `asset_utilization`, are taken (no example asks for a doc_type)
  programs: [
    {
      slug: BS,
      name: 'Bank Statement Advantage',
      aliases: ['SP-BS'],
      code: 'SP-BS',
      docTypes: 'bank_statements',
      terms: [30, 40],
    },
    { slug: DSCR, name: 'DSCR Investor', aliases: ['SP-DSCR'], code: 'SP-DSCR', docTypes: 'dscr', terms: [30, 40] },
    {
      slug: AD,
      name: 'Asset Depletion Select',
      aliases: ['SP-AD'],
      code: 'SP-AD',
      docTypes: 'asset_utilization',
      terms: [30, 40],
    },
  ],
  // §7 (a) the guidelines' words
  words: {
    occupancy: {
      Primary: ['owner_occupied'],
      'Second Home': ['second_home'],
      Investment: ['investment'],
      'Investment Only': ['investment'],
    },
    citizenship: {
      'US Citizen': ['us_citizen'],
      'Permanent Resident': ['permanent_resident'],
      'Non-Permanent Resident': ['non_permanent_resident'],
      'Foreign National': ['foreign_national'],
    },
    lienPosition: { 'First Lien Only': ['1st'] },
    propertyType: {
      SFR: ['sfr'],
      Townhome: ['townhome'],
      'Condo (Warrantable)': ['condo', 'warrantable_condo'],
      'Non-Warrantable Condo': ['non_warrantable_condo'],
      '2-4 Units': ['2_unit', '3_4_unit'],
    },
  },
  allPrograms: 'All',
  conditions: {
    // the program codes in grid and matrix key columns
    'SP-BS': [eq('program', BS)],
    'SP-DSCR': [eq('program', DSCR)],
    'SP-AD': [eq('program', AD)],
    // §7 (b) the matrix's purposes
    Purchase: [eq('purpose', 'purchase')],
    'Rate/Term': [eq('purpose', 'rate_term_refi')],
    'Cash-Out': [eq('purpose', 'cash_out_refi')],
    // §4 (d) OTHER ADJUSTMENTS
    '12 Mo Bank Statements': [eq('doc', 'bank_statements_12mo')],
    '24 Mo Bank Statements': [eq('doc', 'bank_statements_24mo')],
    'Rate/Term Refinance': [eq('purpose', 'rate_term_refi')],
    'Cash-Out Refinance': [eq('purpose', 'cash_out_refi')],
    'Second Home': [eq('occupancy', 'second_home')],
    Investment: [eq('occupancy', 'investment')],
    'Condo (Warrantable)': [eq('property_type', 'condo', 'warrantable_condo')],
    'Non-Warrantable Condo': [eq('property_type', 'non_warrantable_condo')],
    '2-4 Units': [eq('property_type', '2_unit', '3_4_unit')],
    'Interest Only': [flag('interest_only')],
    '40 Year Term': [eq('term', 40)],
    'Escrow Waiver': [flag('escrow_waiver')],
    'Non-Permanent Resident': [eq('citizenship', 'non_permanent_resident')],
    'Foreign National': [eq('citizenship', 'foreign_national')],
    'Short-Term Rental': [flag('short_term_rental')],
    'Housing History 1x30x12': [eq('housing_history', '1x30x12')],
    'Recent Credit Event': [flag('recent_credit_event')],
  },
  // §5 `All states and DC not listed below`: the Tier 1 row
  states: {
    all: 'All states',
    plusDc: 'and DC',
    except: 'except',
    allIncludesDc: true,
    otherwise: 'All states and DC not listed below',
  },
  // §7 (a) Amortization `30 Yr Fixed, 40 Yr Fixed`; the names print no term
  terms: { '30 Yr Fixed': 30, '40 Yr Fixed': 40 },
  assumed: {
    citizenship: ['us_citizen', 'permanent_resident'],
    lienPositions: ['1st'],
  },
  tables: [
    // §7 (a) PROGRAM GUIDELINES: a column per program code (the first rule table)
    {
      means: 'eligibility rules',
      at: { tab: 'Eligibility' },
      shape: 'program columns',
      title: 'PROGRAM GUIDELINES',
      columns: [{ heading: 'Guideline', holds: 'rule' }],
      rules: {
        'Minimum Loan Amount': { rule: 'min_loan' },
        'Maximum Loan Amount': { rule: 'max_loan' },
        'Minimum FICO': { rule: 'min_fico' },
        'Maximum DTI': { rule: 'max_dti', none: 'N/A' },
        'Minimum DSCR': { rule: 'min_dscr', none: 'N/A' },
        Occupancy: { rule: 'occupancies' },
        'Eligible Borrowers': { rule: 'citizenship' },
        'Property Types': { rule: 'property_types' },
        'Lien Position': { rule: 'lien_positions' },
        Amortization: { rule: 'terms' },
        'Lock Periods': { rule: 'locks' },
      },
      // §7 (a) informational only
      ignore: ['Reserves', 'Credit Event Seasoning', 'Seasoning (cash-out)'],
    },
    // §3 (a) the three programs side by side, each `Rate | 30 Day | 45 Day | 60 Day` under its code;
    // N/A a rate not offered at that lock; no 15-day column (not offered).
    // GAP: §3 (a) row 29, `Minimum note rate 6.500%` under a block: rates below it are not offered at
    // any price. The language has no minimum note rate (nor any rule on the note rate): those rates
    // are offered.
    {
      means: 'base prices',
      at: { tab: 'Pricing' },
      shape: 'program groups',
      baseLock: 30,
      category: 'Pricing',
      columns: [
        { heading: 'Rate', holds: 'rate' },
        { heading: '30 Day', holds: 'price', lock: 30 },
        { heading: '45 Day', holds: 'price', lock: 45 },
        { heading: '60 Day', holds: 'price', lock: 60 },
      ],
    },
    // §3 (b) PRICE CAPS: `Program | PPP Term | Max Price`, the PPP Term cell the row's label
    {
      means: 'eligibility rules',
      at: { tab: 'Pricing' },
      shape: 'list',
      title: 'PRICE CAPS — MAXIMUM PRICE BY PPP TERM',
      columns: [
        { heading: 'Program', holds: 'program' },
        { heading: 'PPP Term', holds: 'rule' },
        { heading: 'Max Price', holds: 'value' },
      ],
      rules: {
        All: { rule: 'max_price' },
        'No PPP': capFor('max_price_no_ppp', 'No PPP'),
        '1 Yr': capFor('max_price_1_yr', '1YR PPP'),
        '2 Yr': capFor('max_price_2_yr', '2YR PPP'),
        '3 Yr': capFor('max_price_3_yr', '3YR PPP'),
        '5 Yr': capFor('max_price_5_yr', '5YR PPP'),
      },
    },
    // §4 (a) FICO / LTV: program code then FICO band down, LTV bands across
    {
      means: 'adjustments',
      shape: 'grid',
      at: { tab: 'LLPAs' },
      title: 'FICO / LTV ADJUSTMENTS',
      corner: 'Program',
      rows: ['condition', { band: 'fico' }],
      columns: { band: 'ltv' },
      values: 'adjustment',
      category: 'FICO / LTV',
    },
    // §4 (b) LOAN AMOUNT / LTV: program code then loan-amount band down, its own LTV bands across
    {
      means: 'adjustments',
      shape: 'grid',
      at: { tab: 'LLPAs' },
      title: 'LOAN AMOUNT / LTV ADJUSTMENTS',
      corner: 'Program',
      rows: ['condition', { band: 'loan_amount' }],
      columns: { band: 'ltv' },
      values: 'adjustment',
      category: 'Loan Amount / LTV',
    },
    // §4 (c) SP-DSCR's DSCR / LTV grid (its title names the program)
    {
      means: 'adjustments',
      shape: 'grid',
      at: { tab: 'LLPAs' },
      title: 'SP-DSCR — DSCR / LTV ADJUSTMENTS',
      corner: 'DSCR',
      rows: { band: 'dscr' },
      columns: { band: 'ltv' },
      values: 'adjustment',
      category: 'DSCR / LTV',
    },
    // §4 (d) OTHER ADJUSTMENTS: `Program | Factor | Condition | Adj`, cumulative
    {
      means: 'adjustments',
      at: { tab: 'LLPAs' },
      shape: 'list',
      title: 'OTHER ADJUSTMENTS',
      columns: [
        { heading: 'Program', holds: 'program' },
        { heading: 'Factor', holds: 'category' },
        { heading: 'Condition', holds: 'condition' },
        { heading: 'Adj', holds: 'adjustment' },
      ],
    },
    // §5 STATE TIERS: `Tier | States | <a column per program>`; the Excluded row `Not Eligible` for
    // every program: states no program lends in (`eligible_states`).
    // WORKAROUND: declared `program columns`, the `na: 'state not eligible'` row was read as an
    // adjustment NA (`llpa_na` for a WV loan, no `eligible_states`); declared as one list per program
    // column (the program's by `when`), it is read as the notes say.
    ...(
      [
        ['SP-BS', BS],
        ['SP-DSCR', DSCR],
        ['SP-AD', AD],
      ] as const
    ).map(
      ([code, slug]): Table => ({
        means: 'adjustments',
        at: { tab: 'States' },
        shape: 'list',
        title: 'STATE TIERS',
        category: 'State Tiers',
        na: 'state not eligible',
        when: [eq('program', slug)],
        columns: [
          { heading: 'Tier', holds: 'label' },
          { heading: 'States', holds: 'condition' },
          { heading: code, holds: 'adjustment' },
        ],
      }),
    ),
    // §6 (a) SP-DSCR's PPP strip: structures down (the table ppp_table_name asks for, 5% Fixed when
    // none), terms across; N/A a term the structure does not offer; SP-BS and SP-AD read no ppp_term
    {
      means: 'prepayment penalties',
      at: { tab: 'PPP' },
      shape: 'terms across',
      title: 'SP-DSCR — PREPAYMENT PENALTY ADJUSTMENTS',
      name: 'PPP',
      na: 'term not offered',
      otherPrograms: 'any term',
      schedules: { 'No PPP': 'No PPP', '1 Yr': '1YR PPP', '2 Yr': '2YR PPP', '3 Yr': '3YR PPP', '5 Yr': '5YR PPP' },
      columns: [{ heading: 'PPP Structure', holds: 'label' }],
    },
    // §6 (b) PPP STATE RESTRICTIONS
    {
      means: 'eligibility rules',
      at: { tab: 'PPP' },
      shape: 'list',
      title: 'PPP STATE RESTRICTIONS',
      columns: [
        { heading: 'Restriction', holds: 'rule' },
        { heading: 'States', holds: 'value' },
      ],
      rules: { 'No prepayment penalty permitted (No PPP only)': { rule: 'ppp_restricted_states' } },
    },
    // §7 (b) LTV MATRIX: program code, FICO band and purpose down (the code and band printed on the
    // first of three sub-rows), loan-amount bands across; a cell the maximum LTV, N/A none
    {
      means: 'eligibility matrix',
      shape: 'grid',
      at: { tab: 'Eligibility' },
      title: 'LTV MATRIX — MAXIMUM LTV (Purchase / Rate-Term / Cash-Out)',
      corner: 'Program',
      rows: ['condition', { band: 'fico' }, 'condition'],
      columns: { band: 'loan_amount' },
    },
  ],
};
