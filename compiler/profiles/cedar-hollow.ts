/**
 * Cedar Hollow Bank (jumbo), as sheets/README.md §1 and §5 describe its workbook: points, costs, its
 * own layout, declared in the table language (compiler/tables/language.ts).
 */

import { above, eq, flag } from '../conditions.ts';
import type { DeclaredProfile } from '../tables/language.ts';

export const CEDAR_HOLLOW: DeclaredProfile = {
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
  // §5.5 (b) the guideline lists
  words: {
    occupancy: {
      'Primary Residence': ['owner_occupied'],
      'Second Home': ['second_home'],
      Investment: ['investment'],
      'Investment Property': ['investment'],
    },
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
  allPrograms: 'All',
  // §5.4 (b) the Loan Features rows; §5.5 (a) the matrix's occupancies and purposes. `DTI > 43.00%`
  // is no word of the lender's: the conditions' grammar reads it (compiler/condition-text.ts)
  conditions: {
    'Cash-Out Refinance': [eq('purpose', 'cash_out_refi')],
    'Rate/Term Refinance': [eq('purpose', 'rate_term_refi')],
    'Second Home': [eq('occupancy', 'second_home')],
    'Investment Property': [eq('occupancy', 'investment')],
    '2 Units': [eq('property_type', '2_unit')],
    Condo: [eq('property_type', 'condo', 'warrantable_condo')],
    'Interest Only': [flag('interest_only')],
    'Escrow Waiver': [flag('escrow_waiver')],
    'Primary Residence': [eq('occupancy', 'owner_occupied')],
    Investment: [eq('occupancy', 'investment')],
    Purchase: [eq('purpose', 'purchase')],
    'Rate/Term': [eq('purpose', 'rate_term_refi')],
    'Cash-Out': [eq('purpose', 'cash_out_refi')],
  },
  states: { all: 'All', plusDc: '+ DC', except: 'except', allIncludesDc: true },
  // §5.5 (b) Terms: the 7/6 ARM is a 30-year loan
  terms: { '30 Year': 30, '15 Year': 15, '7/6 SOFR ARM': 30 },
  // §5.5 (b) prints both; what the notes say, were a sheet to print neither
  assumed: { citizenship: ['us_citizen', 'permanent_resident'], lienPositions: ['1st'] },
  tables: [
    // §5.3 Rate Sheet tab: one table per program, titled with its name; every cell is points
    {
      means: 'base prices',
      at: { tab: 'Rate Sheet' },
      shape: 'program groups',
      baseLock: 30,
      category: 'Rate Block',
      columns: [
        { heading: 'Rate', holds: 'rate' },
        { heading: '15 Day', holds: 'price', lock: 15 },
        { heading: '30 Day', holds: 'price', lock: 30 },
        { heading: '45 Day', holds: 'price', lock: 45 },
        { heading: '60 Day', holds: 'price', lock: 60 },
      ],
    },
    // §5.4 (a) transposed: LTV rows, credit score columns; every figure on the tab is a cost
    {
      means: 'adjustments',
      shape: 'grid',
      at: { tab: 'Adjustments' },
      title: 'FICO / LTV',
      corner: 'LTV',
      rows: { band: 'ltv' },
      columns: { band: 'fico' },
      values: 'adjustment',
    },
    // (b) loan amount columns
    {
      means: 'adjustments',
      shape: 'grid',
      at: { tab: 'Adjustments' },
      title: 'Loan Features',
      corner: 'Feature',
      rows: 'condition',
      columns: { band: 'loan_amount' },
      values: 'adjustment',
    },
    // (c) a state in no tier is not eligible
    {
      means: 'adjustments',
      at: { tab: 'Adjustments' },
      shape: 'list',
      title: 'State Tiers',
      category: 'State Tiers',
      onlyListedStates: true,
      columns: [
        { heading: 'Tier', holds: 'label' },
        { heading: 'States', holds: 'condition' },
        { heading: 'Cost', holds: 'adjustment' },
      ],
    },
    // §5.5 (b) PROGRAM GUIDELINES (label | value), the same for the three programs
    {
      means: 'eligibility rules',
      at: { tab: 'Eligibility' },
      shape: 'list',
      title: 'PROGRAM GUIDELINES',
      columns: [
        { heading: 'Guideline', holds: 'rule' },
        { heading: 'Value', holds: 'value' },
      ],
      rules: {
        'Minimum Loan Amount': { rule: 'min_loan' },
        'Maximum Loan Amount': { rule: 'max_loan' },
        'Maximum DTI': { rule: 'max_dti' },
        'Minimum FICO': { rule: 'min_fico', none: 'Per LTV matrix cell' },
        'Eligible Borrowers': { rule: 'citizenship' },
        // the matrix of (a) is for these property types only
        'Eligible Property Types': { rule: 'property_types', inMatrix: true },
        Occupancy: { rule: 'occupancies' },
        'Lien Position': { rule: 'lien_positions' },
        Terms: { rule: 'terms' },
        'Lock Periods': { rule: 'locks' },
      },
      ignore: ['Documentation', 'Reserves'],
    },
    // §5.5 (a) MAXIMUM LTV / MINIMUM FICO: occupancy and loan amount down, purposes across
    {
      means: 'eligibility matrix',
      shape: 'grid',
      at: { tab: 'Eligibility' },
      title: 'MAXIMUM LTV / MINIMUM FICO',
      corner: 'Occupancy',
      rows: ['condition', { band: 'loan_amount' }],
      columns: 'condition',
      cells: 'LTV% (FICO)',
    },
    // §5.5 (c) PRICE LIMITS, the same for every program
    {
      means: 'eligibility rules',
      at: { tab: 'Eligibility' },
      shape: 'list',
      title: 'PRICE LIMITS',
      columns: [
        { heading: 'Price Limit', holds: 'rule' },
        { heading: 'Price', holds: 'value' },
      ],
      rules: {
        'Maximum Price': { rule: 'max_price' },
        'Loan Amounts >$2m': {
          rule: 'max_price',
          key: 'loan_over_2m',
          when: [above('loan_amount', 2_000_000)],
        },
        'Minimum Price': { rule: 'min_price', category: 'Price Caps' },
      },
    },
  ],
};
