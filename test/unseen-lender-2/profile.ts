/**
 * Makana Pacific Home Loans (makana-pacific), as its notes (NOTES.md) describe its workbook: prices,
 * costs (a credit printed `0.250 CR`), one base-price table for every program and lock, declared in
 * the table language (compiler/tables/language.ts). Written from docs/ alone by a reader who had not
 * seen the compiler, then moved onto the parts its trial asked for; the test of unseen-lender-2.test.ts.
 */

import { band, eq, flag } from '../../compiler/conditions.ts';
import type { DeclaredProfile } from '../../compiler/tables/language.ts';

const owner = eq('occupancy', 'owner_occupied');
const second = eq('occupancy', 'second_home');
const investment = eq('occupancy', 'investment');

export const MAKANA_PACIFIC: DeclaredProfile = {
  slug: 'makana-pacific',
  name: 'Makana Pacific Home Loans',
  notes: 'test/unseen-lender-2/NOTES.md',
  // §1 one workbook per business day, no reprices
  files: { rateSheet: 'MakanaPacific_Wholesale_RateSheet_<date>.xlsx', companions: {} },
  // §1 Hawaii time, no daylight saving time
  zone: 'Pacific/Honolulu',
  zoneLabels: { generic: 'HST', standard: 'HST', daylight: 'HST' },
  // §1 `Effective FRI 20 NOV 2026 · 07:30 HST`
  banner: { dates: ['Weekday D Month YYYY'], clock: '24-hour' },
  cutoff: { hour: 8, minute: 30 },
  // §2 prices on a 100 basis; every adjustment a cost; NA not eligible / not offered; N/A no limit
  conventions: { rates: 'prices', adjustments: 'costs', notEligible: 'NA', notApplicable: 'N/A' },
  // §5 step 2: every rule that fails is a reason
  checksEndEvaluation: false,
  // §3 Programs and identifiers
  programs: [
    { slug: 'full_doc_30', name: 'FULL DOC 30 YR FIXED', code: 'FD30', aliases: ['FD30'], docTypes: 'full_doc' },
    { slug: 'full_doc_15', name: 'FULL DOC 15 YR FIXED', code: 'FD15', aliases: ['FD15'], docTypes: 'full_doc' },
    {
      slug: 'bank_stmt_30',
      name: 'BANK STMT 30 YR FIXED',
      code: 'BS30',
      aliases: ['BS30'],
      docTypes: 'bank_statements',
    },
    { slug: 'dscr_30', name: 'DSCR 30 YR FIXED', code: 'DS30', aliases: ['DS30'], docTypes: 'dscr' },
  ],
  // §2 Words
  words: {
    occupancy: { Primary: ['owner_occupied'], 'Second Home': ['second_home'], Investment: ['investment'] },
    citizenship: {
      'US Citizen': ['us_citizen'],
      'Permanent Resident': ['permanent_resident'],
      'Non-Permanent Resident': ['non_permanent_resident'],
      'Foreign National': ['foreign_national'],
      ITIN: ['itin'],
    },
    lienPosition: { '1st only': ['1st'] },
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
    // §4.2 the FICO x LTV grids' titles
    Primary: [owner],
    'Second Home': [second],
    Investment: [investment],
    // §4.3 (a) DOCUMENTATION columns: the program's doc type (BS30 by its months of statements)
    'Full Doc': [eq('doc', 'full_doc_12mo', 'full_doc_24mo')],
    '12 Mo Bank Stmt': [eq('doc', 'bank_statements_12mo')],
    '24 Mo Bank Stmt': [eq('doc', 'bank_statements_24mo')],
    // §4.3 (b) cash-out refinances only
    'CASH-OUT': [eq('purpose', 'cash_out_refi')],
    // §4.3 (c) DSCR rows, DS30 only; §2 band edges
    '1.00 - 1.24': [eq('program', 'dscr_30'), band('dscr', 100, true, 125, false)],
    '1.25+': [eq('program', 'dscr_30'), band('dscr', 125, true, null, false)],
    // §4.3 (d) OTHER ADJUSTMENTS rows
    'Rate/Term Refinance': [eq('purpose', 'rate_term_refi')],
    'Condo (Warrantable)': [eq('property_type', 'condo', 'warrantable_condo')],
    'Non-Warrantable Condo': [eq('property_type', 'non_warrantable_condo')],
    '2-4 Units': [eq('property_type', '2_unit', '3_4_unit')],
    'DTI 43.01 - 50.00%': [band('dti', 4300, false, 5000, true)],
    'Interest Only': [flag('interest_only')],
    'Escrow Waiver': [flag('escrow_waiver')],
    'Short-Term Rental': [flag('short_term_rental')],
    'Loan Amount $100,000 - $149,999': [band('loan_amount', 100_000, true, 149_999, true)],
    'Loan Amount $1,000,001 - $2,000,000': [band('loan_amount', 1_000_001, true, 2_000_000, true)],
    'State: FL, IL, NJ': [eq('state', 'FL', 'IL', 'NJ')],
  },
  states: { all: 'All', plusDc: '+ DC', except: 'except', allIncludesDc: true },
  // §3 the term printed in the name
  terms: { '30 YR FIXED': 30, '15 YR FIXED': 15 },
  // §4.4 citizenship and lien position are printed (these apply only where no table prints them)
  assumed: {
    citizenship: ['us_citizen', 'permanent_resident', 'non_permanent_resident', 'foreign_national'],
    lienPositions: ['1st'],
  },
  tables: [
    // §4.1 (a) BASE PRICES BY PROGRAM AND LOCK PERIOD: Rate | FD30 15 | FD30 30 | … (a column per program and lock)
    {
      means: 'base prices',
      at: { tab: 'Rates' },
      shape: 'program columns',
      baseLock: 30,
      columns: [{ heading: 'Rate', holds: 'rate' }],
    },
    // §4.2 FICO x LTV: three grids sharing the corner, each scoped by its title (the loan's occupancy)
    {
      means: 'adjustments',
      shape: 'grid',
      at: { tab: 'FICO x LTV' },
      corner: 'LTV \\ FICO',
      rows: { band: 'ltv' },
      columns: { band: 'fico' },
      values: 'adjustment',
      titles: { Primary: [owner], 'Second Home': [second], Investment: [investment] },
    },
    // §4.3 (a) DOCUMENTATION: LTV down, a doc type per column (DS30 reads none)
    {
      means: 'adjustments',
      shape: 'grid',
      at: { tab: 'Adjustments' },
      title: 'DOCUMENTATION',
      corner: 'LTV',
      rows: { band: 'ltv' },
      columns: 'condition',
      values: 'adjustment',
      // §4.3 (a) and the note under it: DS30 reads no column (no cost)
      titles: { DOCUMENTATION: [eq('program', 'full_doc_30', 'full_doc_15', 'bank_stmt_30')] },
    },
    // §4.3 (b) CASH-OUT: loan amount down, LTV across, cash-out refinances only
    {
      means: 'adjustments',
      shape: 'grid',
      at: { tab: 'Adjustments' },
      title: 'CASH-OUT',
      corner: 'Loan Amount',
      rows: { band: 'loan_amount' },
      columns: { band: 'ltv' },
      values: 'adjustment',
      titles: { 'CASH-OUT': [eq('purpose', 'cash_out_refi')] },
    },
    // §4.3 (c) DSCR, DS30 only
    {
      means: 'adjustments',
      at: { tab: 'Adjustments' },
      shape: 'list',
      category: 'DSCR',
      columns: [
        { heading: 'DSCR', holds: 'condition' },
        { heading: 'Cost', holds: 'adjustment' },
      ],
    },
    // §4.3 (d) OTHER ADJUSTMENTS: every matching row whose Applies To is All or lists the program's code
    {
      means: 'adjustments',
      at: { tab: 'Adjustments' },
      shape: 'list',
      title: 'OTHER ADJUSTMENTS',
      category: 'OTHER ADJUSTMENTS',
      columns: [
        { heading: 'Adjustment', holds: 'condition' },
        { heading: 'Applies To', holds: 'program' },
        { heading: 'Cost', holds: 'adjustment' },
      ],
    },
    // §4.4 PROGRAM GUIDELINES: a rule per row, a program per column (the first rule table)
    {
      means: 'eligibility rules',
      at: { tab: 'Guidelines' },
      shape: 'program columns',
      title: 'PROGRAM GUIDELINES',
      columns: [{ heading: 'Guideline', holds: 'rule' }],
      rules: {
        'Min FICO': { rule: 'min_fico' },
        'Max DTI': { rule: 'max_dti' },
        'Min DSCR': { rule: 'min_dscr' },
        'Min Loan Amount': { rule: 'min_loan' },
        'Max Loan Amount': { rule: 'max_loan' },
        'Max LTV - Purchase': { rule: 'max_ltv', when: [eq('purpose', 'purchase')] },
        'Max LTV - Rate/Term': { rule: 'max_ltv', when: [eq('purpose', 'rate_term_refi')] },
        'Max LTV - Cash-Out': { rule: 'max_ltv', when: [eq('purpose', 'cash_out_refi')] },
        'Max LTV - Investment': { rule: 'max_ltv', when: [investment] },
        'Lien Position': { rule: 'lien_positions' },
        'Lock Periods': { rule: 'locks' },
        Primary: { rule: 'occupancies', item: ['owner_occupied'] },
        'Second Home': { rule: 'occupancies', item: ['second_home'] },
        Investment: { rule: 'occupancies', item: ['investment'] },
        SFR: { rule: 'property_types', item: ['sfr'] },
        Townhome: { rule: 'property_types', item: ['townhome'] },
        'Condo (Warrantable)': { rule: 'property_types', item: ['condo', 'warrantable_condo'] },
        'Non-Warrantable Condo': { rule: 'property_types', item: ['non_warrantable_condo'] },
        '2-4 Units': { rule: 'property_types', item: ['2_unit', '3_4_unit'] },
        'US Citizen': { rule: 'citizenship', item: ['us_citizen'] },
        'Permanent Resident': { rule: 'citizenship', item: ['permanent_resident'] },
        'Non-Permanent Resident': { rule: 'citizenship', item: ['non_permanent_resident'] },
        'Foreign National': { rule: 'citizenship', item: ['foreign_national'] },
        ITIN: { rule: 'citizenship', item: ['itin'] },
        'Excluded States': { rule: 'states', excluded: true },
        'Prepayment Penalty': { rule: 'ppp_terms' },
      },
      ignore: ['Program Code'],
    },
    // §4.1 (c) PRICE LIMITS: Limit | FD30 | FD15 | BS30 | DS30; one Max Price by occupancy, then the floor
    {
      means: 'eligibility rules',
      at: { tab: 'Rates' },
      shape: 'program columns',
      title: 'PRICE LIMITS',
      columns: [{ heading: 'Limit', holds: 'rule' }],
      rules: {
        'Max Price - Primary': { rule: 'max_price', key: 'max_price_primary', when: [owner] },
        'Max Price - Second Home': { rule: 'max_price', key: 'max_price_second_home', when: [second] },
        'Max Price - Investment': { rule: 'max_price', key: 'max_price_investment', when: [investment] },
        'Min Price': { rule: 'min_price', category: 'PRICE LIMITS' },
      },
    },
  ],
};
