/** Cedar Hollow Bank (jumbo), as sheets/README.md §1 and §5 describe its workbook: points, costs, its own layout. */
import { eq, flag } from '../conditions.ts';
import type { LayoutProfile } from '../profile.ts';

export const CEDAR_HOLLOW: LayoutProfile = {
  slug: 'jumbo',
  name: 'Cedar Hollow Bank',
  notes: 'sheets/README.md §1, §5',
  // §1 Files and effective date; §5.2 one workbook per sheet
  files: { rateSheet: 'CedarHollow_Jumbo_RateSheet_<date>.xlsx', companions: {} },
  zone: 'America/Chicago',
  zoneLabels: { generic: 'CT', standard: 'CST', daylight: 'CDT' },
  banner: { dates: ['MM/DD/YYYY'], clock: '24-hour' },
  cutoff: { hour: 10, minute: 30 },
  // §5.3 points, not prices; §5.4 costs, the opposite sign; NA = not eligible (no N/A marker)
  conventions: { rates: 'points', adjustments: 'costs', notEligible: 'NA', notApplicable: null },
  // §5.6 step 1: a program that fails any program check is not priced further
  checksEndEvaluation: true,
  // §5.1 Programs and identifiers (each one term: §5.5 (b) Terms); each one doc type, full_doc, matched by a doc_type filter
  programs: [
    { slug: 'jumbo_30_fixed', name: 'Jumbo Elite 30 Year Fixed', docTypes: 'full_doc' },
    { slug: 'jumbo_15_fixed', name: 'Jumbo Elite 15 Year Fixed', docTypes: 'full_doc' },
    { slug: 'jumbo_7_6_arm', name: 'Jumbo Elite 7/6 SOFR ARM', docTypes: 'full_doc' },
  ],
  // §5.1 occupancy words; §5.5 (a) the matrix columns, (b) the guideline lists
  words: {
    occupancy: {
      'Primary Residence': ['owner_occupied'],
      'Second Home': ['second_home'],
      Investment: ['investment'],
      'Investment Property': ['investment'],
    },
    purpose: { Purchase: 'purchase', 'Rate/Term': 'rate_term_refi', 'Cash-Out': 'cash_out_refi' },
    citizenship: { 'US Citizen': ['us_citizen'], 'Permanent Resident': ['permanent_resident'] },
    lienPosition: { 'First Lien Only': ['1st'] },
    propertyType: {
      SFR: ['sfr'],
      Townhome: ['townhome'],
      Condo: ['condo'],
      'Warrantable Condo': ['warrantable_condo'],
      '2 Units': ['2_unit'],
    },
  },
  // §5.3 Rate Sheet tab: one table per program, titled with its name; every cell is points
  prices: {
    kind: 'rate blocks',
    at: { tab: 'Rate Sheet' },
    rate: 'Rate',
    lock: '<days> Day',
    title: 'program name',
    reported: false,
    category: 'Rate Block',
    routes: 'own table',
  },
  // §5.4 Adjustments tab: every figure is a cost
  grids: {
    at: { tab: 'Adjustments' },
    find: {
      titled: [
        // (a) transposed: LTV rows, credit score columns
        { title: 'FICO / LTV', columns: { band: 'fico' } },
        // (b) loan amount columns
        { title: 'Loan Features', columns: { band: 'loan_amount' } },
        // (c) a state in no tier is not eligible
        { title: 'State Tiers', tiers: { tier: 'Tier', states: 'States', value: 'Cost' } },
      ],
    },
    headings: { LTV: 'ltv' },
    rows: {
      'Cash-Out Refinance': [eq('purpose', 'cash_out_refi')],
      'Rate/Term Refinance': [eq('purpose', 'rate_term_refi')],
      'Second Home': [eq('occupancy', 'second_home')],
      'Investment Property': [eq('occupancy', 'investment')],
      '2 Units': [eq('property_type', '2_unit')],
      Condo: [eq('property_type', 'condo', 'warrantable_condo')],
      // `DTI > 43.00%` is no word of the lender's: the conditions' grammar reads it (compiler/condition-text.ts)
      'Interest Only': [flag('interest_only')],
      'Escrow Waiver': [flag('escrow_waiver')],
    },
  },
  // §5.5 (b) PROGRAM GUIDELINES (label | value), the same for the three programs
  guidelines: {
    at: { tab: 'Eligibility' },
    layout: { labelValue: { title: 'PROGRAM GUIDELINES' } },
    rules: {
      min_loan: 'Minimum Loan Amount',
      max_loan: 'Maximum Loan Amount',
      max_dti: 'Maximum DTI',
      min_fico: { label: 'Minimum FICO', none: 'Per LTV matrix cell' },
      citizenship: 'Eligible Borrowers',
      property_types: 'Eligible Property Types',
      occupancies: 'Occupancy',
      lien_positions: 'Lien Position',
      terms: 'Terms',
      locks: 'Lock Periods',
    },
  },
  // §5.5 (a) MAXIMUM LTV / MINIMUM FICO, for the property types of (b)
  matrix: {
    at: { tab: 'Eligibility' },
    title: 'MAXIMUM LTV / MINIMUM FICO',
    rows: [
      { heading: 'Occupancy', words: 'occupancy' },
      { heading: 'Loan Amount', band: 'loan_amount' },
    ],
    columns: ['purpose'],
    cells: 'LTV% (FICO)',
    covers: 'property_types',
  },
  // §5.5 (c) PRICE LIMITS, the same for every program (the labels are read by the cap grammar)
  caps: {
    at: { tab: 'Eligibility' },
    layout: 'cap rows, one column',
    header: 'Price Limit',
    floorCategory: 'Price Caps',
  },
};
