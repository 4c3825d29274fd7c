/**
 * Timberline Prime Lending (timberline), as its notes (NOTES.md) describe its workbooks: one tab per
 * program (its price grid of a column per lock, its FICO / LTV grid, its PROGRAM LIMITS), an
 * `Adjustments` tab of two tables of a column per program, a `Guidelines` tab (MAXIMUM LTV matrix,
 * MINIMUM FICO BY STATE TIER, GENERAL). Prices on a 100 basis, adjustments added. Written from docs/
 * alone (first clean compile 126 of 210 outcomes; 163 after reading every failing rule check), then
 * moved onto the parts its gaps asked for (a grid on two header rows, an adjustment cap, a rule table's
 * condition column, a later table's guideline lists): 210 of 210. The test of unseen-lender-13.test.ts.
 */
import { above, band, eq, flag } from '../../compiler/conditions.ts';
import type { DeclaredProfile, Table } from '../../compiler/tables/language.ts';

const J30 = 'prime_jumbo_30';
const J15 = 'prime_jumbo_15';
const S30 = 'prime_select_30';

// a state code, as eq('state', …) takes it
type State = 'CO';
const ALL_STATES =
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(
    ' ',
  );
// §7 (b) Tier 2 and Not Eligible; Tier 1 every other two-letter code, DC included
const TIER2 = ['CT', 'FL', 'IL', 'NJ', 'NY'];
const EXCLUDED = ['AK', 'HI', 'WV'];
const TIER1 = ALL_STATES.filter((s) => !TIER2.includes(s) && !EXCLUDED.includes(s)) as [State, ...State[]];

// §5 each program tab: (a) price grid, (b) FICO / LTV grid, (c) PROGRAM LIMITS; the tab is named by the
// program's alias, so its tables are that program's
const programTab = (tab: string): Table[] => [
  // §5 (a) title = the program's name in upper case; `Rate | 15 Day | 30 Day | 45 Day`, prices; NA a
  // rate not offered at that lock
  {
    means: 'base prices',
    at: { tab },
    shape: 'program groups',
    baseLock: 30,
    category: 'Base Price',
    columns: [
      { heading: 'Rate', holds: 'rate' },
      { heading: '15 Day', holds: 'price', lock: 15 },
      { heading: '30 Day', holds: 'price', lock: 30 },
      { heading: '45 Day', holds: 'price', lock: 45 },
    ],
  },
  // §5 (b) FICO / LTV ADJUSTMENTS: FICO down; `Purchase` / `Rate/Term Refi` / `Cash-Out Refi (1)` merged
  // over their LTV bands on a first header row, the bands on the second (a gap when onboarded blind:
  // `columns` of two readings); NA `llpa_na`
  {
    means: 'adjustments',
    shape: 'grid',
    at: { tab },
    title: 'FICO / LTV ADJUSTMENTS *',
    corner: 'FICO',
    rows: { band: 'fico' },
    columns: ['condition', { band: 'ltv' }],
    values: 'adjustment',
    category: 'FICO / LTV',
  },
  // §5 (c) PROGRAM LIMITS (label | value, value merged B:D); the first rule table read for the program
  {
    means: 'eligibility rules',
    at: { tab },
    shape: 'list',
    title: 'PROGRAM LIMITS',
    columns: [
      { heading: 'Label', holds: 'rule' },
      { heading: 'Value', holds: 'value' },
    ],
    rules: {
      Term: { rule: 'terms' },
      'Lock Periods': { rule: 'locks' },
      'Minimum Loan Amount': { rule: 'min_loan' },
      'Maximum Loan Amount': { rule: 'max_loan' },
      'Maximum DTI': { rule: 'max_dti' },
      'Maximum Price': { rule: 'max_price', key: 'maximum_price' },
      'Minimum Price': { rule: 'min_price', category: 'Minimum Price' },
      // §8: the net sum of all adjustments is not taken below it (a gap when onboarded blind)
      'Max Total LLPA': { rule: 'adjustment_cap' },
    },
  },
];

export const TIMBERLINE: DeclaredProfile = {
  slug: 'timberline',
  name: 'Timberline Prime Lending',
  notes: 'test/unseen-lender-13/NOTES.md',
  // §1 one workbook per sheet, dated YYYYMMDD; a reprice adds `_HHMM` (24-hour, Mountain)
  files: { rateSheet: 'Timberline_Prime_<date>.xlsx', date: 'YYYYMMDD', reprices: '_<HHMM>', companions: {} },
  // §1 `RATES AS OF 20-NOV-2026 07:45 AM MT` on row 2 of every tab; a reprice adds ` - REPRICE 1`
  zone: 'America/Denver',
  zoneLabels: { generic: 'MT', standard: 'MST', daylight: 'MDT' },
  banner: { dates: ['DD-Month-YYYY'], clock: '12-hour', lead: 'RATES AS OF' },
  // §1 expires 10:00 AM MT on the next business day
  cutoff: { hour: 10, minute: 0 },
  // §3 prices; adjustments added; `NA` (also `NA `) not eligible; `N/A` not offered / no cap
  conventions: { rates: 'prices', adjustments: 'adjustments', notEligible: 'NA', notApplicable: 'N/A' },
  // §9 step 1: every program check evaluated, each failure one reason; a failing program not priced
  checksEndEvaluation: false,
  // §4
  programs: [
    {
      slug: J30,
      name: 'Prime Jumbo 30 Year Fixed',
      aliases: ['Prime Jumbo 30', 'Jumbo 30'],
      docTypes: 'full_doc',
    },
    {
      slug: J15,
      name: 'Prime Jumbo 15 Year Fixed',
      aliases: ['Prime Jumbo 15', 'Jumbo 15'],
      docTypes: 'full_doc',
    },
    {
      slug: S30,
      name: 'Prime Select 30 Year Fixed',
      aliases: ['Prime Select 30', 'Select 30'],
      docTypes: 'full_doc',
    },
  ],
  words: {
    // §7 (a) occupancy rows (non_owner_occupied is read as investment)
    occupancy: {
      'Primary Residence': ['owner_occupied'],
      'Second Home': ['second_home'],
      Investment: ['investment'],
    },
    // §7 (c) Eligible Borrowers
    citizenship: {
      'US Citizen': ['us_citizen'],
      'Permanent Resident Alien': ['permanent_resident'],
    },
    lienPosition: { 'First Lien Only': ['1st'] },
    // §7 (c) Property Types; condo and warrantable_condo both a warrantable condo
    propertyType: {
      SFR: ['sfr'],
      Townhome: ['townhome'],
      'Warrantable Condo': ['condo', 'warrantable_condo'],
      '2 Unit': ['2_unit'],
    },
  },
  allPrograms: 'All',
  conditions: {
    // §7 (a) the matrix's program rows, occupancy rows, purpose columns
    'Jumbo 30': [eq('program', J30)],
    'Jumbo 15': [eq('program', J15)],
    'Select 30': [eq('program', S30)],
    'Primary Residence': [eq('occupancy', 'owner_occupied')],
    'Second Home': [eq('occupancy', 'second_home')],
    Investment: [eq('occupancy', 'investment')],
    Purchase: [eq('purpose', 'purchase')],
    'Rate/Term': [eq('purpose', 'rate_term_refi')],
    'Cash-Out': [eq('purpose', 'cash_out_refi')],
    'Rate/Term Refi': [eq('purpose', 'rate_term_refi')],
    'Cash-Out Refi (1)': [eq('purpose', 'cash_out_refi')],
    // §6 (b) OTHER ADJUSTMENTS
    'Investment Property': [eq('occupancy', 'investment')],
    'Condo (2)': [eq('property_type', 'condo', 'warrantable_condo')],
    '2 Unit': [eq('property_type', '2_unit')],
    'Escrow Waiver': [flag('escrow_waiver')],
    'Interest Only': [flag('interest_only')],
    // §7 (b) Tier 1
    'All other eligible states and DC': [eq('state', ...TIER1)],
  },
  states: { all: 'All', plusDc: '+ DC', except: 'except', allIncludesDc: true },
  terms: { '30 Year': 30, '15 Year': 15 },
  // §7 (c) US Citizen, Permanent Resident Alien; first lien only
  assumed: { citizenship: ['us_citizen', 'permanent_resident'], lienPositions: ['1st'] },
  tables: [
    ...programTab('Prime Jumbo 30'),
    ...programTab('Prime Jumbo 15'),
    ...programTab('Prime Select 30'),
    // §6 (a) LOAN AMOUNT ADJUSTMENTS: a row per band, a column per program; the note row inside skipped
    {
      means: 'adjustments',
      at: { tab: 'Adjustments' },
      shape: 'program columns',
      category: 'Loan Amount',
      columns: [{ heading: 'Loan Amount', holds: 'condition' }],
      values: 'adjustment',
    },
    // §6 (b) OTHER ADJUSTMENTS: every row that applies
    {
      means: 'adjustments',
      at: { tab: 'Adjustments' },
      shape: 'program columns',
      category: 'Other',
      columns: [{ heading: 'Feature', holds: 'condition' }],
      values: 'adjustment',
    },
    // §7 (c) GENERAL (label | value)
    {
      means: 'eligibility rules',
      at: { tab: 'Guidelines' },
      shape: 'list',
      title: 'GENERAL',
      columns: [
        { heading: 'Label', holds: 'rule' },
        { heading: 'Value', holds: 'value' },
      ],
      rules: {
        // any other property type: no_ltv_matrix_cell
        'Property Types': { rule: 'property_types', inMatrix: true },
        // every program's lists, printed by a later table: the guideline lists (ignored when onboarded
        // blind: read then as a second rule beside `assumed`, each reason twice)
        'Eligible Borrowers': { rule: 'citizenship' },
        'Lien Position': { rule: 'lien_positions' },
      },
      // `Prepayment Penalty | None`: ppp_term not read (§7 (c), §10)
      ignore: ['Prepayment Penalty', 'Documentation'],
    },
    // §7 (b) MINIMUM FICO BY STATE TIER: a row per tier, a column per program
    {
      means: 'eligibility rules',
      at: { tab: 'Guidelines' },
      shape: 'program columns',
      title: 'MINIMUM FICO BY STATE TIER',
      columns: [
        { heading: 'Tier', holds: 'rule' },
        { heading: 'States', holds: 'condition' },
      ],
      // each row's `States` cell scopes its rule (read silently as no scope when onboarded blind, each
      // tier's states then written in its word's `when`); a state in no tier has no minimum
      rules: {
        'Tier 1': { rule: 'min_fico' },
        'Tier 2': { rule: 'min_fico' },
        'Not Eligible': { rule: 'min_fico', none: 'NA' },
      },
    },
    // §7 (b) the Not Eligible row: its states excluded for every program
    {
      means: 'eligibility rules',
      at: { tab: 'Guidelines' },
      shape: 'list',
      title: 'MINIMUM FICO BY STATE TIER',
      columns: [
        { heading: 'Tier', holds: 'rule' },
        { heading: 'States', holds: 'value' },
      ],
      rules: { 'Not Eligible': { rule: 'states', excluded: true } },
      ignore: ['Tier 1', 'Tier 2'],
    },
    // §7 (a) MAXIMUM LTV: program (merged down) and occupancy down, purpose across; NA no cell
    {
      means: 'eligibility matrix',
      shape: 'grid',
      at: { tab: 'Guidelines' },
      title: 'MAXIMUM LTV',
      corner: 'Program',
      rows: ['condition', 'condition'],
      columns: 'condition',
    },
    // §7 (a) note: Jumbo 30 and Jumbo 15, loan amounts > $2,000,000: max LTV 70.00%, the lower of it and
    // the cell governing, one reason; no cell (no row, NA): the LTV not compared. A rule beside the matrix
    // is a second reason where both fail (onboarding.md "What a profile cannot say yet": "one reason
    // for a maximum LTV printed both as a rule and in the matrix's cells"), so the 70% is scoped to the
    // loans whose cell is above 70 and which the cell lets through (LTV at most the cell): elsewhere the
    // cell alone refuses every LTV above 70
    {
      means: 'eligibility rules',
      at: { tab: 'Guidelines' },
      shape: 'sentences',
      columns: [],
      rules: {
        '* Jumbo 30 and Jumbo 15': [
          // Primary Residence, Purchase and Rate/Term: 80.00% on both
          {
            rule: 'max_ltv',
            lead: 'max LTV',
            when: [
              eq('program', J30, J15),
              above('loan_amount', 2_000_000),
              eq('occupancy', 'owner_occupied'),
              eq('purpose', 'purchase', 'rate_term_refi'),
              band('ltv', null, false, 8000, true),
            ],
          },
          // Second Home: Jumbo 30 Purchase and Rate/Term 75.00%
          {
            rule: 'max_ltv',
            lead: 'max LTV',
            when: [
              eq('program', J30),
              above('loan_amount', 2_000_000),
              eq('occupancy', 'second_home'),
              eq('purpose', 'purchase', 'rate_term_refi'),
              band('ltv', null, false, 7500, true),
            ],
          },
          // Second Home: Jumbo 15 Purchase 75.00% (its Rate/Term 70.00%)
          {
            rule: 'max_ltv',
            lead: 'max LTV',
            when: [
              eq('program', J15),
              above('loan_amount', 2_000_000),
              eq('occupancy', 'second_home'),
              eq('purpose', 'purchase'),
              band('ltv', null, false, 7500, true),
            ],
          },
        ],
      },
    },
  ],
};
