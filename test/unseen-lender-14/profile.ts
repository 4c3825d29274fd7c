/**
 * Bluestem Credit Partners (bluestem), as its notes (NOTES.md) describe its workbooks: four tabs
 * (`Pricing`, `LLPAs`, `Credit History`, `Guidelines`), a rate grid per program (row rate + column
 * increment), FICO / LTV grids per program, loan amount and attribute adjustments of a column per
 * program, credit-history grids, a Max LTV matrix per program whose columns stand on two header rows,
 * PROGRAM GUIDELINES of a column per program, price limits, excluded states. Prices on a 100 basis,
 * adjustments added. Written from docs/ alone: first clean compile three and a half minutes in, 26 of
 * 140 outcomes (its file names renamed in its test, the `DD-Mon-YYYY` form then missing); then moved
 * onto the parts its gaps asked for (file dates with a month's abbreviation, a matrix on two header
 * rows, a grid of rate increments, conditions on the credit history): 140 of 140.
 */
import { band, eq, flag } from '../../compiler/conditions.ts';
import type { DeclaredProfile } from '../../compiler/tables/language.ts';

const FD = 'full_doc';
const BS = 'bank_statement';

const PRICING = { tab: 'Pricing' };
const LLPAS = { tab: 'LLPAs' };
const CREDIT = { tab: 'Credit History' };
const GUIDE = { tab: 'Guidelines' };

export const BLUESTEM: DeclaredProfile = {
  slug: 'bluestem',
  name: 'Bluestem Credit Partners',
  notes: 'test/unseen-lender-14/NOTES.md',
  // §1 one workbook per sheet, dated DD-Mon-YYYY; a reprice adds `_HHMM` (24-hour, Mountain)
  // (`DD-Mon-YYYY` a gap when onboarded blind: the workbooks were copied under ISO dates)
  files: { rateSheet: 'Bluestem_NonQM_<date>.xlsx', date: 'DD-Mon-YYYY', reprices: '_<HHMM>', companions: {} },
  // §1 `RATES EFFECTIVE 20-NOV-2026 07:45 MT` on row 3 of every tab; a reprice adds `*** REPRICE #1 ***`
  zone: 'America/Denver',
  zoneLabels: { generic: 'MT', standard: 'MST', daylight: 'MDT' },
  banner: { dates: ['DD-Month-YYYY'], clock: '24-hour', lead: 'RATES EFFECTIVE' },
  // §1 expires 09:30 MT on the next business day
  cutoff: { hour: 9, minute: 30 },
  // §2 prices; adjustments signed and added; `NA` not eligible / not offered; no `N/A`
  conventions: { rates: 'prices', adjustments: 'adjustments', notEligible: 'NA', notApplicable: null },
  // §8 step 2: every failing program check reported, then the program is not priced (no llpa_na, no
  // floor); the matrix only when the rules pass (a score below the minimum: min_fico alone)
  checksEndEvaluation: true,
  // §3; the Pricing titles (`SUMMIT FULL DOC — 15 / 30 YR FIXED`) as aliases: a price group's title is
  // matched whole (without them, `unpriced_program` at A6 and A14); `Full Doc` / `Bank Stmt` head the
  // Credit History columns, `Prairie Bank Stmt` the LLPAs ones
  programs: [
    {
      slug: FD,
      name: 'Summit Full Doc',
      aliases: ['Full Doc', 'SUMMIT FULL DOC — 15 / 30 YR FIXED'],
      docTypes: 'full_doc',
      terms: [15, 30],
    },
    {
      slug: BS,
      name: 'Prairie Bank Statement',
      aliases: ['Prairie Bank Stmt', 'Bank Stmt', 'PRAIRIE BANK STATEMENT — 30 / 40 YR FIXED'],
      docTypes: 'bank_statements',
      terms: [30, 40],
    },
  ],
  words: {
    occupancy: {
      Primary: ['owner_occupied'],
      'Second Home': ['second_home'],
      Investment: ['investment'],
    },
    // §7 (b) Eligible Borrowers (trailing spaces ignored)
    citizenship: {
      'US Citizen': ['us_citizen'],
      'Perm. Resident': ['permanent_resident'],
      'Non-Perm. Resident': ['non_permanent_resident'],
    },
    lienPosition: { '1st Lien Only': ['1st'] },
    // §3 property types; condo and warrantable_condo both a warrantable condo
    propertyType: {
      SFR: ['sfr'],
      Townhome: ['townhome'],
      Condo: ['condo', 'warrantable_condo'],
      'Non-Warrantable Condo': ['non_warrantable_condo'],
      '2-4 Units': ['2_unit', '3_4_unit'],
    },
  },
  allPrograms: 'All',
  conditions: {
    // §5 (c) LOAN ATTRIBUTES
    'Rate/Term Refinance': [eq('purpose', 'rate_term_refi')],
    'Cash-Out Refinance': [eq('purpose', 'cash_out_refi')],
    'Second Home': [eq('occupancy', 'second_home')],
    'Investment (NOO)': [eq('occupancy', 'investment')],
    'Condo (Warrantable)': [eq('property_type', 'condo', 'warrantable_condo')],
    'Non-Warrantable Condo': [eq('property_type', 'non_warrantable_condo')],
    '2-4 Units': [eq('property_type', '2_unit', '3_4_unit')],
    '40 Yr Term': [eq('term', 40)],
    'Interest Only': [flag('interest_only')],
    'Escrow Waiver': [flag('escrow_waiver')],
    'Non-Permanent Resident Alien': [eq('citizenship', 'non_permanent_resident')],
    // §5 (d) DOC SEASONING (a null doc_seasoning is 12 months)
    '12 Mo Bank Statements': [eq('doc', 'bank_statements_12mo')],
    '24 Mo Bank Statements': [eq('doc', 'bank_statements_24mo')],
    // §6 (a) the seasoning grid's events and programs (`Months Since Event`: every loan, its bands below)
    'Bankruptcy - Chapter 7': [eq('housing_event', 'bk_chapter_7')],
    'Bankruptcy - Chapter 13': [eq('housing_event', 'bk_chapter_13')],
    Foreclosure: [eq('housing_event', 'foreclosure')],
    'Short Sale / Deed-in-Lieu': [eq('housing_event', 'short_sale', 'deed_in_lieu')],
    'Full Doc': [eq('program', FD)],
    'Bank Stmt': [eq('program', BS)],
    'Months Since Event': [],
    // §6 (b) mortgage lates (3 means 3 or more)
    '0x30': [band('mtg_lates', 0, true, 0, true)],
    '1x30': [band('mtg_lates', 1, true, 1, true)],
    '2x30': [band('mtg_lates', 2, true, 2, true)],
    '3+x30': [band('mtg_lates', 3, true, 3, true)],
    // §6 (c) HOUSING HISTORY / CREDIT EVENT
    '1x30x12': [eq('housing_history', '1x30x12')],
    '0x60x12': [eq('housing_history', '0x60x12')],
    '0x90x12': [eq('housing_history', '0x90x12')],
    'Recent Credit Event < 48 Mo ¹': [flag('recent_credit_event')],
    // §7 (a) the Max LTV matrix's column groups and purposes
    // §5 (b) LOAN AMOUNT's program columns, read as a grid's column keys
    'Summit Full Doc': [eq('program', FD)],
    'Prairie Bank Stmt': [eq('program', BS)],
    'Primary / Second Home': [eq('occupancy', 'owner_occupied', 'second_home')],
    Investment: [eq('occupancy', 'investment')],
    Purchase: [eq('purpose', 'purchase')],
    'Rate/Term': [eq('purpose', 'rate_term_refi')],
    'Cash-Out': [eq('purpose', 'cash_out_refi')],
  },
  states: { all: 'All', plusDc: '+ DC', except: 'except', allIncludesDc: true },
  terms: {},
  // §3 citizenship per program (PROGRAM GUIDELINES), first liens only
  assumed: { citizenship: ['us_citizen', 'permanent_resident'], lienPositions: ['1st'] },
  tables: [
    // §4 the rate grid of each program: `Rate | + 0 | + 1/8 | + 1/4 | + 3/8`, 30-day prices, NA not
    // offered; a rate is the row's plus its column's increment (a gap when onboarded blind: `adds`)
    {
      means: 'base prices',
      at: PRICING,
      shape: 'program groups',
      baseLock: 30,
      category: 'Base Price',
      columns: [
        { heading: 'Rate', holds: 'rate' },
        { heading: '+ 0', holds: 'price', adds: 0 },
        { heading: '+ 1/8', holds: 'price', adds: 0.125 },
        { heading: '+ 1/4', holds: 'price', adds: 0.25 },
        { heading: '+ 3/8', holds: 'price', adds: 0.375 },
      ],
    },
    // §4 LOCK PERIOD ADJUSTMENT (ALL PROGRAMS)
    {
      means: 'adjustments',
      at: PRICING,
      shape: 'list',
      category: 'Lock',
      columns: [
        { heading: 'Lock Period', holds: 'lock period' },
        { heading: 'Adjustment', holds: 'adjustment' },
      ],
    },
    // §5 (a) <PROGRAM> — FICO / LTV: one grid per program, titled by it
    {
      means: 'adjustments',
      shape: 'grid',
      at: LLPAS,
      title: 'SUMMIT FULL DOC — FICO / LTV',
      corner: 'FICO',
      rows: { band: 'fico' },
      columns: { band: 'ltv' },
      values: 'adjustment',
      category: 'FICO/LTV',
    },
    {
      means: 'adjustments',
      shape: 'grid',
      at: LLPAS,
      title: 'PRAIRIE BANK STATEMENT — FICO / LTV',
      corner: 'FICO',
      rows: { band: 'fico' },
      columns: { band: 'ltv' },
      values: 'adjustment',
      category: 'FICO/LTV',
    },
    // §5 (b) LOAN AMOUNT: a row per band, a column per program
    {
      means: 'adjustments',
      shape: 'grid',
      at: LLPAS,
      title: 'LOAN AMOUNT',
      corner: 'Loan Amount',
      rows: 'condition',
      columns: 'condition',
      values: 'adjustment',
      category: 'Loan Amount',
    },
    // §5 (c) LOAN ATTRIBUTES: every row that applies
    {
      means: 'adjustments',
      at: LLPAS,
      shape: 'program columns',
      category: 'Loan Attributes',
      columns: [{ heading: 'Attribute', holds: 'condition' }],
      values: 'adjustment',
    },
    // §5 (d) DOC SEASONING — PRAIRIE BANK STATEMENT ONLY
    {
      means: 'adjustments',
      at: LLPAS,
      shape: 'list',
      category: 'Doc Seasoning',
      when: [eq('program', BS)],
      columns: [
        { heading: 'Statement Period', holds: 'condition' },
        { heading: 'Adjustment', holds: 'adjustment' },
      ],
    },
    // §6 (a) HOUSING EVENT SEASONING: the event merged down over a row per program, `Months Since Event`
    // merged over its bands on a second header row; NA llpa_na; `48 +` blank, no adjustment (a gap when
    // onboarded blind: no condition read the credit history, FORMAT_VERSION 14)
    {
      means: 'adjustments',
      shape: 'grid',
      at: CREDIT,
      title: 'HOUSING EVENT SEASONING — MONTHS SINCE DISCHARGE / COMPLETION',
      corner: 'Event',
      rows: ['condition', 'condition'],
      columns: ['condition', { band: 'housing_event_months' }],
      values: 'adjustment',
      category: 'Housing Event Seasoning',
    },
    // §6 (b) MORTGAGE LATES — LAST 12 MONTHS: a column per program, read by `mtg_lates_12mo`
    {
      means: 'adjustments',
      at: CREDIT,
      shape: 'program columns',
      category: 'Mortgage Lates',
      columns: [{ heading: 'Mortgage Lates', holds: 'condition' }],
      values: 'adjustment',
    },
    // §6 (c) HOUSING HISTORY / CREDIT EVENT: a column per program
    {
      means: 'adjustments',
      at: CREDIT,
      shape: 'program columns',
      category: 'Housing History',
      columns: [{ heading: 'Housing History', holds: 'condition' }],
      values: 'adjustment',
    },
    // §7 (b) PROGRAM GUIDELINES: a column per program (the first rule table)
    {
      means: 'eligibility rules',
      at: GUIDE,
      shape: 'program columns',
      title: 'PROGRAM GUIDELINES',
      columns: [{ heading: 'Guideline', holds: 'rule' }],
      rules: {
        'Minimum FICO': { rule: 'min_fico' },
        'Minimum Loan Amount': { rule: 'min_loan' },
        'Maximum Loan Amount': { rule: 'max_loan' },
        'Maximum DTI': { rule: 'max_dti' },
        'Eligible Borrowers': { rule: 'citizenship' },
        // any other type: no_ltv_matrix_cell
        'Property Types': { rule: 'property_types', inMatrix: true },
        'Lien Position': { rule: 'lien_positions' },
      },
      // informational; `Prepayment Penalty | None`: ppp_term not read; terms are the programs'
      ignore: ['Doc Type', 'Terms', 'Lock Periods', 'Prepayment Penalty'],
    },
    // §7 (c) PRICE LIMITS
    {
      means: 'eligibility rules',
      at: GUIDE,
      shape: 'list',
      title: 'PRICE LIMITS',
      columns: [
        { heading: 'Price Limit', holds: 'rule' },
        { heading: 'Price', holds: 'value' },
      ],
      rules: {
        'Max Price - Primary / 2nd Home': {
          rule: 'max_price',
          key: 'max_price_primary_2nd_home',
          when: [eq('occupancy', 'owner_occupied', 'second_home')],
        },
        'Max Price - Investment': {
          rule: 'max_price',
          key: 'max_price_investment',
          when: [eq('occupancy', 'investment')],
        },
        'Minimum Price': { rule: 'min_price', category: 'Minimum Price' },
      },
    },
    // §7 (d) STATE ELIGIBILITY: `Not Available In: | NY, IL, HI, AK, ND, WV `
    {
      means: 'eligibility rules',
      at: GUIDE,
      shape: 'list',
      title: 'STATE ELIGIBILITY',
      columns: [
        { heading: 'Label', holds: 'rule' },
        { heading: 'Value', holds: 'value' },
      ],
      rules: { 'Not Available In:': { rule: 'states', excluded: true } },
    },
    // §7 (a) <PROGRAM> — MAXIMUM LTV: FICO down; occupancy merged over its purposes, purposes below
    // §7 (a) a Max LTV matrix per program, titled by its name: FICO down, occupancy merged over its
    // purposes on a first header row, the purposes on the second (a gap when onboarded blind: `columns`
    // of two readings); NA no_ltv_matrix_cell
    {
      means: 'eligibility matrix',
      shape: 'grid',
      at: GUIDE,
      corner: 'FICO',
      rows: { band: 'fico' },
      columns: ['condition', 'condition'],
    },
  ],
};
