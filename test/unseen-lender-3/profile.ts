/**
 * Alder Creek Wholesale (alder_creek), as its notes (NOTES.md) describe its workbook: prices on a 100
 * basis, adjustments added, one workbook per sheet (Rates, Adjustments, Eligibility), declared in the
 * table language (compiler/tables/language.ts). Written from docs/ alone by a reader who had not seen
 * the compiler, then moved onto the parts its trial asked for (reprices filed `_R1`, wrapped ladders,
 * grids keyed by two row columns, minimum-score tiers, a state list's lead words); the test of
 * unseen-lender-3.test.ts.
 */

import { band, eq, flag } from '../../compiler/conditions.ts';
import type { DeclaredProfile } from '../../compiler/tables/language.ts';

const PRIME = ['prime_full_doc_30', 'prime_full_doc_15'] as const;
const owner = eq('occupancy', 'owner_occupied');
const second = eq('occupancy', 'second_home');
const investment = eq('occupancy', 'investment');

export const ALDER_CREEK: DeclaredProfile = {
  slug: 'alder_creek',
  name: 'Alder Creek Wholesale',
  notes: 'test/unseen-lender-3/NOTES.md',
  // §2 one workbook per sheet; a reprice is filed `_R<n>`, its banner `- REPRICE R<n>`
  files: { rateSheet: 'AlderCreek_RateSheet_<date>.xlsx', reprices: '_R<n>', companions: {} },
  // §2 PT = America/Los_Angeles
  zone: 'America/Los_Angeles',
  zoneLabels: { generic: 'PT', standard: 'PST', daylight: 'PDT' },
  // §2 `Rates effective 11/20/2026 9:05 AM PT`, row 3 of every tab
  banner: { dates: ['MM/DD/YYYY'], clock: '12-hour', lead: 'Rates effective' },
  // §2 expires 10:00 AM PT the next business day
  cutoff: { hour: 10, minute: 0 },
  // §3, §5: prices on a 100 basis; every adjustment added; NA not eligible / not offered; N/A = 0
  conventions: { rates: 'prices', adjustments: 'adjustments', notEligible: 'NA', notApplicable: 'N/A' },
  // §6 step 1: every failing check is a reason
  checksEndEvaluation: false,
  // §1 programs
  programs: [
    { slug: 'prime_full_doc_30', name: 'Prime Full Doc 30 Yr Fixed', docTypes: 'full_doc' },
    { slug: 'prime_full_doc_15', name: 'Prime Full Doc 15 Yr Fixed', docTypes: 'full_doc' },
    { slug: 'bank_statement', name: 'Bank Statement 30/40 Yr Fixed', docTypes: 'bank_statements', terms: [30, 40] },
    { slug: 'dscr_investor', name: 'DSCR Investor 30/40 Yr Fixed', docTypes: 'dscr', terms: [30, 40] },
  ],
  words: {
    occupancy: {
      'Primary Residence': ['owner_occupied'],
      'Second Home': ['second_home'],
      Investment: ['investment'],
    },
    // §4.4 Eligible Borrowers
    citizenship: {
      'US Citizen': ['us_citizen'],
      'Permanent Resident': ['permanent_resident'],
      'Non-Permanent Resident': ['non_permanent_resident'],
      'Foreign National': ['foreign_national'],
    },
  },
  allPrograms: 'All',
  conditions: {
    // §1 program groups (Adjustments and Eligibility tabs)
    'Prime Full Doc': [eq('program', ...PRIME)],
    'Bank Statement': [eq('program', 'bank_statement')],
    'DSCR Investor': [eq('program', 'dscr_investor')],
    // §5.1 occupancy groups
    'Primary Residence': [owner],
    'Second Home': [second],
    Investment: [investment],
    // §5.1 DSCR tiers
    'DSCR 1.00+': [band('dscr', 100, true, null, false)],
    'DSCR 0.75-0.99': [band('dscr', 75, true, 100, false)],
    // §4.1 purposes
    Purchase: [eq('purpose', 'purchase')],
    'Rate/Term': [eq('purpose', 'rate_term_refi')],
    'Cash-Out': [eq('purpose', 'cash_out_refi')],
    // §5.3 property types
    'Single Family / PUD / Townhome': [eq('property_type', 'sfr', 'townhome')],
    'Condo (Warrantable)': [eq('property_type', 'condo', 'warrantable_condo')],
    'Condo (Non-Warrantable)': [eq('property_type', 'non_warrantable_condo')],
    '2-4 Units': [eq('property_type', '2_unit', '3_4_unit')],
    Condotel: [eq('property_type', 'condotel')],
    '5-8 Units / Mixed Use': [eq('property_type', '5_8_unit', 'mixed_use')],
    Manufactured: [eq('property_type', 'manufactured')],
    // §5.3 features
    'Rate/Term Refinance': [eq('purpose', 'rate_term_refi')],
    'Cash-Out Refinance': [eq('purpose', 'cash_out_refi')],
    'DTI 43.01%-50.00%': [band('dti', 4300, false, 5000, true)],
    '40 Yr Term': [eq('term', 40)],
    'Interest Only (10 Yr IO)': [flag('interest_only')],
    'Escrow Waiver': [flag('escrow_waiver')],
    'Non-Permanent Resident': [eq('citizenship', 'non_permanent_resident')],
    'Foreign National': [eq('citizenship', 'foreign_national')],
    'Short-Term Rental': [flag('short_term_rental')],
    // §5.4 PPP columns
    'No PPP': [eq('ppp_term', 'No PPP')],
    '1YR PPP': [eq('ppp_term', '1YR PPP')],
    '2YR PPP': [eq('ppp_term', '2YR PPP')],
    '3YR PPP': [eq('ppp_term', '3YR PPP')],
    '5YR PPP': [eq('ppp_term', '5YR PPP')],
  },
  states: { all: 'All', plusDc: '+ DC', except: 'except', allIncludesDc: true },
  terms: { '30 Yr Fixed': 30, '15 Yr Fixed': 15 },
  // §7 first lien only
  assumed: {
    citizenship: ['us_citizen', 'permanent_resident', 'non_permanent_resident', 'foreign_national'],
    lienPositions: ['1st'],
  },
  tables: [
    // §3 Rates: each ladder wrapped in two halves side by side (the right half untitled goes on with
    // the left's). Bank Statement and DSCR Investor: Rate | 30 Day | 45 Day
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
    // §3 Prime Full Doc 30 and 15: Rate | 15 Day | 30 Day | 45 Day
    {
      means: 'base prices',
      at: { tab: 'Rates' },
      shape: 'program groups',
      baseLock: 30,
      columns: [
        { heading: 'Rate', holds: 'rate' },
        { heading: '15 Day', holds: 'price', lock: 15 },
        { heading: '30 Day', holds: 'price', lock: 30 },
        { heading: '45 Day', holds: 'price', lock: 45 },
      ],
    },
    // §5.1 credit score / LTV grids: rows keyed by the occupancy (or DSCR tier) merged down over
    // its score rows, each grid its program group's by its title
    ...(
      [
        ['PRIME FULL DOC - CREDIT SCORE / LTV', 'Occupancy'],
        ['BANK STATEMENT - CREDIT SCORE / LTV', 'Occupancy'],
        ['DSCR INVESTOR - CREDIT SCORE / LTV', 'DSCR'],
      ] as const
    ).map(([title, corner]) => ({
      means: 'adjustments' as const,
      shape: 'grid' as const,
      at: { tab: 'Adjustments' },
      title,
      corner,
      rows: ['condition', { band: 'fico' }] as const,
      columns: { band: 'ltv' } as const,
      values: 'adjustment' as const,
      titles: {
        'PRIME FULL DOC': [eq('program', ...PRIME)],
        'BANK STATEMENT': [eq('program', 'bank_statement')],
        'DSCR INVESTOR': [eq('program', 'dscr_investor')],
      },
    })),
    // §5.2 LOAN AMOUNT
    {
      means: 'adjustments',
      shape: 'grid',
      at: { tab: 'Adjustments' },
      title: 'LOAN AMOUNT',
      corner: 'Program',
      rows: 'condition',
      columns: { band: 'loan_amount' },
      values: 'adjustment',
    },
    // §5.3 PROPERTY TYPE
    {
      means: 'adjustments',
      shape: 'grid',
      at: { tab: 'Adjustments' },
      title: 'PROPERTY TYPE',
      corner: 'Property Type',
      rows: 'condition',
      columns: 'condition',
      values: 'adjustment',
    },
    // §5.3 FEATURES & ADD-ONS
    {
      means: 'adjustments',
      shape: 'grid',
      at: { tab: 'Adjustments' },
      title: 'FEATURES & ADD-ONS',
      corner: 'Feature',
      rows: 'condition',
      columns: 'condition',
      values: 'adjustment',
    },
    // §5.4 PPP strip, DSCR Investor only: programs down, PPP terms across, read as an adjustment grid
    // keyed by ppp_term words (a prepayment table reads its terms down; the notes name no table and
    // restrict no term)
    {
      means: 'adjustments',
      shape: 'grid',
      at: { tab: 'Adjustments' },
      title: 'PREPAYMENT PENALTY - DSCR INVESTOR ONLY',
      corner: 'PPP Term',
      rows: 'condition',
      columns: 'condition',
      values: 'adjustment',
    },
    // §4.4 PROGRAM GUIDELINES (the first rule table)
    {
      means: 'eligibility rules',
      at: { tab: 'Eligibility' },
      shape: 'program rows',
      title: 'PROGRAM GUIDELINES',
      columns: [{ heading: 'Program', holds: 'program' }],
      rules: {
        Terms: { rule: 'terms' },
        'Lock Periods': { rule: 'locks' },
        'Max DTI': { rule: 'max_dti', none: 'N/A' },
        'Min DSCR': { rule: 'min_dscr', none: 'N/A' },
        'Eligible Borrowers': { rule: 'citizenship' },
        // §4.4 `Not available in: NY`: every state and DC but those listed
        Availability: { rule: 'states', excluded: true, lead: 'Not available in:' },
      },
      ignore: ['Documentation'],
    },
    // §4.2 LOAN LIMITS
    {
      means: 'eligibility rules',
      at: { tab: 'Eligibility' },
      shape: 'program rows',
      title: 'LOAN LIMITS',
      columns: [{ heading: 'Program', holds: 'program' }],
      rules: { 'Minimum Loan': { rule: 'min_loan' }, 'Maximum Loan': { rule: 'max_loan' } },
    },
    // §4.3 PRICE LIMITS
    {
      means: 'eligibility rules',
      at: { tab: 'Eligibility' },
      shape: 'program rows',
      title: 'PRICE LIMITS',
      columns: [{ heading: 'Program', holds: 'program' }],
      rules: {
        'Minimum Price': { rule: 'min_price', category: 'Price Limits' },
        'Maximum Price': { rule: 'max_price', key: 'max_price' },
        'Max Price - Loan Amount > $1,500,000': {
          rule: 'max_price',
          key: 'loan_amounts_over_1_5m',
          when: [band('loan_amount', 1_500_001, true, null, false)],
        },
      },
    },
    // §4.1 MAXIMUM LTV BY PROGRAM / OCCUPANCY / PURPOSE: a row per cell, rows alike but for their
    // Min FICO tiers of one cell (the highest minimum met; below all, the lowest: min_fico)
    {
      means: 'eligibility matrix',
      at: { tab: 'Eligibility' },
      shape: 'list',
      title: 'MAXIMUM LTV BY PROGRAM / OCCUPANCY / PURPOSE',
      columns: [
        { heading: 'Program', holds: 'condition' },
        { heading: 'Occupancy', holds: 'condition' },
        { heading: 'Purpose', holds: 'condition' },
        { heading: 'Min FICO', holds: 'minimum FICO' },
        { heading: 'Max LTV', holds: 'value' },
      ],
    },
  ],
};
