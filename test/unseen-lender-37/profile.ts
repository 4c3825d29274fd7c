/**
 * Larkspur Capital (larkspur), as its notes (NOTES.md) describe its workbooks: a DSCR lender of two
 * programs, three tabs (`Rates`: two ladders side by side; `Adjustments`: a FICO / LTV grid cut by
 * DSCR section rows, loan attributes by program column, a note-rate adjustment list, a prepayment
 * strip of a row per program; `Guidelines`: a column per program, a block of state tiles). Written
 * after its blind trial (92 of 220) with the two parts it asked for: a list's `rate condition`
 * column (§4 (c)) and tiles printed in one cell (§5 (b)).
 */
import { below, eq, flag } from '../../compiler/conditions.ts';
import type { DeclaredProfile, Table } from '../../compiler/tables/language.ts';

const PREMIER = 'dscr_premier';
const SELECT = 'dscr_select';
const ADJ = { tab: 'Adjustments' };

const purchase = eq('purpose', 'purchase');
const rateTerm = eq('purpose', 'rate_term_refi');
const cashOut = eq('purpose', 'cash_out_refi');

// §4 (d) PREPAYMENT PENALTY: `Program | No PPP | 1 Yr | 2 Yr | 3 Yr | 5 Yr`, a row per program: each
// row a strip of its program alone (`only` its row, `when` its program); `NA` a term not offered
const penaltyRow = (slug: string, name: string): Table => ({
  means: 'prepayment penalties',
  at: ADJ,
  shape: 'terms across',
  title: 'PREPAYMENT PENALTY',
  name,
  category: 'Prepayment Penalty',
  na: 'term not offered',
  when: [eq('program', slug)],
  only: { column: 'Program', words: [name] },
  schedules: { 'No PPP': 'No PPP', '1 Yr': '1YR PPP', '2 Yr': '2YR PPP', '3 Yr': '3YR PPP', '5 Yr': '5YR PPP' },
  columns: [{ heading: 'Program', holds: 'label' }],
});

export const LARKSPUR_CAPITAL: DeclaredProfile = {
  slug: 'larkspur',
  name: 'Larkspur Capital',
  notes: 'test/unseen-lender-37/NOTES.md',
  // §1 `Larkspur_DSCR_<YYYY-MM-DD>.xlsx`, a reprice `_R<n>`
  files: { rateSheet: 'Larkspur_DSCR_<date>.xlsx', reprices: '_R<n>', companions: {} },
  // §1 PST = America/Los_Angeles
  zone: 'America/Los_Angeles',
  zoneLabels: { generic: 'PT', standard: 'PST', daylight: 'PDT' },
  // §1 `Larkspur Capital Rate Sheet | Effective 11/20/2026 9:00 AM PST`; a reprice `| REPRICE 1 |`
  banner: { dates: ['MM/DD/YYYY'], clock: '12-hour', repriceWord: 'REPRICE' },
  // §1 every sheet expires at 17:00 PT on its own date
  cutoff: { hour: 17, minute: 0, day: 'same day' },
  // §2 prices on a 100 basis, adjustments added, `NA` not eligible (a rate not offered in a ladder)
  // §5 (b) a state tile's `N` is not eligible, its `Y` no adjustment (the only cells printing either)
  conventions: { rates: 'prices', adjustments: 'adjustments', notEligible: ['NA', 'N'], notApplicable: 'Y' },
  // §6 every failing rule is reported, the prepayment table's too (`ppp_term_not_offered`), each key
  // once; a failed program is not priced
  checksEndEvaluation: false,
  keysOnce: true,
  programs: [
    { slug: PREMIER, name: 'DSCR Premier', docTypes: 'dscr', terms: [30] },
    { slug: SELECT, name: 'DSCR Select', docTypes: 'dscr', terms: [30, 40] },
  ],
  // §5 (a) the guideline lists' words
  words: {
    occupancy: { 'Investment only': ['investment'], Investment: ['investment'] },
    citizenship: {
      'US Citizen': ['us_citizen'],
      'Permanent Resident': ['permanent_resident'],
      'Non-Permanent Resident': ['non_permanent_resident'],
      'Foreign National': ['foreign_national'],
    },
    lienPosition: { 'First lien only': ['1st'] },
    propertyType: {
      SFR: ['sfr'],
      Townhome: ['townhome'],
      Condo: ['condo', 'warrantable_condo'],
      'Non-Warrantable Condo': ['non_warrantable_condo'],
      '2-4 Units': ['2_unit', '3_4_unit'],
    },
  },
  allPrograms: 'All',
  // §4 (b) LOAN ATTRIBUTES rows; the loan amounts are read by the grammar (`Loan Amount < $150,000`)
  conditions: {
    'Cash-Out Refinance': [cashOut],
    'Rate/Term Refinance': [rateTerm],
    '2-4 Units': [eq('property_type', '2_unit', '3_4_unit')],
    Condo: [eq('property_type', 'condo', 'warrantable_condo')],
    'Non-Warrantable Condo': [eq('property_type', 'non_warrantable_condo')],
    'Interest Only': [flag('interest_only')],
    'Short-Term Rental': [flag('short_term_rental')],
    'Escrow Waiver': [flag('escrow_waiver')],
    'Non-Permanent Resident': [eq('citizenship', 'non_permanent_resident')],
    'Foreign National': [eq('citizenship', 'foreign_national')],
    '40-Year Term': [eq('term', 40)],
  },
  states: { all: 'All', plusDc: '+ DC', except: 'except', allIncludesDc: true },
  terms: {},
  assumed: { citizenship: ['us_citizen', 'permanent_resident'], lienPositions: ['1st'] },
  tables: [
    // §3 two ladders side by side, each under its program's title: `Rate | 30 Day | 45 Day`
    {
      means: 'base prices',
      at: { tab: 'Rates' },
      shape: 'program groups',
      baseLock: 30,
      columns: [
        { heading: 'Rate', holds: 'rate' },
        { heading: '30 Day', holds: 'price', lock: 30 },
        { heading: '45 Day', holds: 'price', lock: 45 },
      ],
    },
    // §4 (a) FICO / LTV: FICO rows down, LTV bands across, the rows cut by DSCR section rows
    {
      means: 'adjustments',
      shape: 'grid',
      at: ADJ,
      title: 'FICO / LTV ADJUSTMENTS',
      corner: 'FICO',
      rows: { band: 'fico' },
      columns: { band: 'ltv' },
      values: 'adjustment',
      sections: true,
    },
    // §4 (b) LOAN ATTRIBUTES: `Attribute | DSCR Premier | DSCR Select`, every row that holds adds up
    {
      means: 'adjustments',
      at: ADJ,
      shape: 'program columns',
      title: 'LOAN ATTRIBUTES',
      category: 'Loan Attributes',
      columns: [{ heading: 'Attribute', holds: 'condition' }],
    },
    // §4 (c) NOTE RATE ADJUSTMENTS: each note rate of the ladder adjusted on its own
    {
      means: 'adjustments',
      at: ADJ,
      shape: 'list',
      title: 'NOTE RATE ADJUSTMENTS (All DSCR Programs)',
      category: 'Note Rate Adjustments',
      columns: [
        { heading: 'Note Rate', holds: 'rate condition' },
        { heading: 'Adjustment', holds: 'adjustment' },
      ],
    },
    penaltyRow(PREMIER, 'DSCR Premier'),
    penaltyRow(SELECT, 'DSCR Select'),
    // §5 (a) PROGRAM GUIDELINES: `Guideline | DSCR Premier | DSCR Select`
    {
      means: 'eligibility rules',
      at: { tab: 'Guidelines' },
      shape: 'program columns',
      title: 'PROGRAM GUIDELINES',
      columns: [{ heading: 'Guideline', holds: 'rule' }],
      rules: {
        'Minimum FICO': [
          { rule: 'min_fico', lead: '' },
          { rule: 'min_fico', lead: '(', when: [below('dscr', 100)] },
        ],
        'Minimum DSCR': { rule: 'min_dscr' },
        'Maximum LTV': [
          { rule: 'max_ltv', lead: 'Purchase', when: [purchase] },
          { rule: 'max_ltv', lead: 'Rate-Term', when: [rateTerm] },
          { rule: 'max_ltv', lead: 'Cash-Out', when: [cashOut] },
        ],
        'Loan Amount': { rule: 'loan_amounts' },
        Occupancy: { rule: 'occupancies' },
        'Property Types': { rule: 'property_types' },
        Borrowers: { rule: 'citizenship' },
        Terms: { rule: 'terms' },
        'Lock Periods': { rule: 'locks' },
        'Lien Position': { rule: 'lien_positions' },
        'Maximum Price': { rule: 'max_price' },
        'Minimum Price': { rule: 'min_price' },
      },
      ignore: ['DTI', 'Prepayment Penalty'],
    },
    // §5 (b) ELIGIBLE STATES: tiles of `AL Y`, five to a row, code and mark in one cell; `N` not
    // eligible. A code not in the block is no vocabulary state (the request refuses it)
    {
      means: 'adjustments',
      at: { tab: 'Guidelines' },
      shape: 'list',
      title: 'ELIGIBLE STATES (Y = eligible, N = not eligible; all DSCR programs)',
      tiles: 'in one cell',
      category: 'Eligible States',
      na: 'state not eligible',
      columns: [
        { heading: 'State', holds: 'condition' },
        { heading: 'Eligible', holds: 'adjustment' },
      ],
    },
    // §4 (d) the note under the prepayment table: no penalty in KS, MI, NM, RI
    {
      means: 'eligibility rules',
      at: ADJ,
      shape: 'sentences',
      columns: [],
      rules: {
        'Prepayment penalties are not permitted': { rule: 'ppp_restricted_states', lead: 'properties in' },
      },
    },
  ],
};
