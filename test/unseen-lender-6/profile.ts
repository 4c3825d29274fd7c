/**
 * Quarry Bend Mortgage (quarry_bend), as its notes (NOTES.md) describe its workbooks: points to the
 * borrower printed as text (`1.250 pts`, `(0.750) rebate`, `PAR`), costs added to the points, one
 * workbook per sheet (Pricing, Adjustments, Eligibility), a reprice filed `_HHMM`, sheets that expire
 * 6:00 PM MT the day they are issued. Written from docs/ alone (0 of 240 outcomes: its price grid
 * could not be said), then moved onto the parts its trial asked for; the test of
 * unseen-lender-6.test.ts, which lists the outcomes still not said (GAP below).
 */
import { band, below, eq, flag } from '../../compiler/conditions.ts';
import type { DeclaredProfile } from '../../compiler/tables/language.ts';

const KEYSTONE = 'keystone_conforming';
const SUMMIT = 'summit_jumbo';
const DSCR = 'cornerstone_dscr';

export const QUARRY_BEND: DeclaredProfile = {
  slug: 'quarry_bend',
  name: 'Quarry Bend Mortgage',
  notes: 'test/unseen-lender-6/NOTES.md',
  // §1 one workbook per sheet; a reprice adds `_HHMM`
  files: { rateSheet: 'QuarryBend_RateSheet_<date>.xlsx', companions: {} },
  // §1 MT = America/Denver
  zone: 'America/Denver',
  zoneLabels: { generic: 'MT', standard: 'MST', daylight: 'MDT' },
  // §1 row 2 of every tab: `Pricing as of 11.20.2026 08:15 MT`
  banner: { dates: ['MM.DD.YYYY'], clock: '24-hour', lead: 'Pricing as of' },
  // §1 expires 6:00 PM MT on the sheet's own date
  cutoff: { hour: 18, minute: 0, day: 'same day' },
  // §2 points; costs; NA not eligible; N/A no test
  // §3 `1.250 pts` a cost, `(0.750) rebate` a credit, `PAR` 100.000
  conventions: {
    rates: 'points',
    adjustments: 'costs',
    // `—` in the prepayment strip: a term a structure does not offer
    notEligible: ['NA', '—'],
    notApplicable: 'N/A',
    signWords: { plus: ['pts'], minus: ['rebate'] },
    par: 'PAR',
  },
  // §6 step 1: every failing rule is reported, a key once (a loan above both $3,000,000 and its matrix cell)
  checksEndEvaluation: false,
  keysOnce: true,
  programs: [
    // §3 Keystone priced per term from two products (`Keystone Conforming 30 Yr Fixed`, `… 15 Yr Fixed`)
    {
      slug: KEYSTONE,
      name: 'Keystone Conforming Fixed',
      aliases: ['Keystone Conforming 30 Yr Fixed', 'Keystone Conforming 15 Yr Fixed'],
      code: 'KCF',
      docTypes: 'full_doc',
    },
    { slug: SUMMIT, name: 'Summit Jumbo 30 Yr Fixed', code: 'SJ30', docTypes: 'full_doc', terms: [30] },
    // §3 the `Cornerstone DSCR 30 Yr Fixed` columns price terms 30 and 40 (Pricing note 2)
    {
      slug: DSCR,
      name: 'Cornerstone DSCR',
      aliases: ['Cornerstone DSCR 30 Yr Fixed'],
      code: 'CDS',
      docTypes: 'dscr',
      terms: [30, 40],
    },
  ],
  words: {
    occupancy: {
      Primary: ['owner_occupied'],
      'Primary Residence': ['owner_occupied'],
      'Second Home': ['second_home'],
      Investment: ['investment'],
      'Investment Property': ['investment'],
      'Investment only': ['investment'],
    },
    citizenship: {
      'US Citizen': ['us_citizen'],
      'Permanent Resident': ['permanent_resident'],
      'Non-Permanent Resident': ['non_permanent_resident'],
      'Foreign National': ['foreign_national'],
    },
    propertyType: {
      SFR: ['sfr'],
      Townhome: ['townhome'],
      Condo: ['condo'],
      'Warrantable Condo': ['warrantable_condo'],
      'Non-Warrantable Condo': ['non_warrantable_condo'],
      '2 Unit': ['2_unit'],
      '3-4 Unit': ['3_4_unit'],
      Manufactured: ['manufactured'],
    },
  },
  allPrograms: 'All',
  conditions: {
    // §4.3 OCCUPANCY
    'Primary Residence': [eq('occupancy', 'owner_occupied')],
    'Second Home': [eq('occupancy', 'second_home')],
    'Investment Property': [eq('occupancy', 'investment')],
    // §4.3 LOAN PURPOSE
    Purchase: [eq('purpose', 'purchase')],
    'Rate/Term Refinance': [eq('purpose', 'rate_term_refi')],
    'Cash-Out Refinance': [eq('purpose', 'cash_out_refi')],
    // §4.3 PROPERTY TYPE
    'SFR / PUD / Townhome': [eq('property_type', 'sfr', 'townhome')],
    'Condo (Warrantable)': [eq('property_type', 'condo', 'warrantable_condo')],
    'Condo (Non-Warrantable)': [eq('property_type', 'non_warrantable_condo')],
    '2 Unit': [eq('property_type', '2_unit')],
    '3-4 Unit': [eq('property_type', '3_4_unit')],
    Manufactured: [eq('property_type', 'manufactured')],
    // §4.1 LOAN AMOUNT TIER LEGEND (both amounts included). GAP: the blocks price the tier letter and the
    // legend (`Tier | Loan Amount From | Loan Amount To`) says its amounts; no table reads a legend
    // into words, so the amounts are the profile's, not the sheet's (a changed bound goes unseen)
    'Tier A': [band('loan_amount', 75_000, true, 149_999, true)],
    'Tier B': [band('loan_amount', 150_000, true, 249_999, true)],
    'Tier C': [band('loan_amount', 250_000, true, 766_550, true)],
    'Tier D': [band('loan_amount', 766_551, true, 1_500_000, true)],
    'Tier E': [band('loan_amount', 1_500_001, true, 3_000_000, true)],
    // §2 DTI rows: above the lower bound − 0.01, up to the upper value
    'DTI 43.01% - 50.00%': [band('dti', 4300, false, 5000, true)],
    'DTI 40.01% - 43.00%': [band('dti', 4000, false, 4300, true)],
    // §2 DSCR rows: lower value inclusive, to just below the next band's
    '1.250 and above': [band('dscr', 125, true, null, false)],
    '1.000 - 1.249': [band('dscr', 100, true, 125, false)],
    '0.800 - 0.999': [band('dscr', 80, true, 100, false)],
    // §4.3 AMORTIZATION
    '30 Yr Fixed': [eq('term', 30)],
    '40 Yr Maturity': [eq('term', 40)],
    // §4.3 FEATURES
    'Escrow Waiver': [flag('escrow_waiver')],
    'Interest Only': [flag('interest_only')],
    'Short-Term Rental': [flag('short_term_rental')],
    // §4.3 BORROWER
    'Non-Permanent Resident Alien': [eq('citizenship', 'non_permanent_resident')],
    'Foreign National': [eq('citizenship', 'foreign_national')],
  },
  states: { all: 'all states', plusDc: 'and DC', except: 'except', allIncludesDc: true },
  // §3 the products' terms; Cornerstone's `30 Yr Fixed` columns serve both its terms (terms: [30, 40])
  terms: { '30 Yr': 30, '15 Yr': 15 },
  // §5.5 first lien only
  assumed: {
    citizenship: ['us_citizen', 'permanent_resident', 'non_permanent_resident', 'foreign_national'],
    lienPositions: ['1st'],
  },
  tables: [
    // §3 Pricing: `Note Rate` once in column A (merged over rows 7-8), each product's name merged over
    // its `30 Day | 45 Day | 60 Day` columns (row 8): a header on two rows; Keystone priced per term
    // from its two products, its name printing none
    {
      means: 'base prices',
      at: { tab: 'Pricing' },
      shape: 'program columns',
      baseLock: 30,
      category: 'Pricing',
      columns: [{ heading: 'Note Rate', holds: 'rate' }],
    },
    // §4.2 CREDIT SCORE / LTV grids in basis points of cost, LTV down, FICO across, one per program
    ...(
      [
        ['KEYSTONE CONFORMING FIXED — LTV (DOWN) × CREDIT SCORE (ACROSS)', 'KEYSTONE CONFORMING FIXED', KEYSTONE],
        ['SUMMIT JUMBO 30 YR FIXED — LTV (DOWN) × CREDIT SCORE (ACROSS)', 'SUMMIT JUMBO 30 YR FIXED', SUMMIT],
        ['CORNERSTONE DSCR — LTV (DOWN) × CREDIT SCORE (ACROSS)', 'CORNERSTONE DSCR', DSCR],
      ] as const
    ).map(([title, start, slug]) => ({
      means: 'adjustments' as const,
      shape: 'grid' as const,
      at: { tab: 'Adjustments' },
      title,
      corner: 'LTV \\ FICO',
      rows: { band: 'ltv' } as const,
      columns: { band: 'fico' } as const,
      values: 'adjustment in basis points' as const,
      category: 'Credit Score / LTV',
      titles: { [start]: [eq('program', slug)] },
    })),
    // §4.3 LOAN-LEVEL ADJUSTMENTS BY PROGRAM: three two-column blocks side by side, each titled by its
    // program (no header: the title's column and the next); the section headings (`OCCUPANCY`) are
    // skipped as notes (warnings); a list titled by a program's name is that program's
    ...(['KEYSTONE CONFORMING FIXED', 'SUMMIT JUMBO 30 YR FIXED', 'CORNERSTONE DSCR'] as const).map((title) => ({
      means: 'adjustments' as const,
      at: { tab: 'Adjustments' },
      shape: 'list' as const,
      title,
      category: 'Loan-Level',
      columns: [
        { heading: 'Factor', holds: 'condition' as const },
        { heading: 'Adjustment', holds: 'adjustment' as const },
      ],
    })),
    // §4.4 CORNERSTONE DSCR — PREPAYMENT PENALTY PRICING: terms across, a row per structure (the
    // table ppp_table_name asks for, 5% Flat when none); `—` a term the structure does not offer;
    // Keystone and Summit read no ppp_term
    {
      means: 'prepayment penalties',
      at: { tab: 'Adjustments' },
      shape: 'terms across',
      title: 'CORNERSTONE DSCR — PREPAYMENT PENALTY PRICING (points)',
      name: 'PPP',
      na: 'term not offered',
      otherPrograms: 'any term',
      schedules: { 'No Prepay': 'No PPP', '1 Yr': '1YR PPP', '2 Yr': '2YR PPP', '3 Yr': '3YR PPP', '5 Yr': '5YR PPP' },
      columns: [{ heading: 'Structure', holds: 'label' }],
    },
    // §5.1 PROGRAM ELIGIBILITY AT A GLANCE: a row per program (the first rule table)
    {
      means: 'eligibility rules',
      at: { tab: 'Eligibility' },
      shape: 'program rows',
      title: 'PROGRAM ELIGIBILITY AT A GLANCE',
      columns: [{ heading: 'Program', holds: 'program' }],
      rules: {
        'Lock Periods': { rule: 'locks' },
        Occupancy: { rule: 'occupancies' },
        'Min FICO': { rule: 'min_fico' },
        'Min Loan': { rule: 'min_loan' },
        'Max Loan': { rule: 'max_loan' },
        'Max DTI': { rule: 'max_dti', none: 'N/A' },
        'Min DSCR': { rule: 'min_dscr', none: 'N/A' },
        'Eligible Borrowers': { rule: 'citizenship' },
        'Eligible Property Types': { rule: 'property_types' },
        // §5.1 Summit's and Cornerstone's one maximum; Keystone's a maximum per occupancy in one cell
        // §6: tested only when the program takes the occupancy
        'Max LTV': [
          { rule: 'max_ltv', none: 'Primary', onlyIf: ['occupancies'] },
          { rule: 'max_ltv', lead: 'Primary', when: [eq('occupancy', 'owner_occupied')] },
          { rule: 'max_ltv', lead: 'Second Home', when: [eq('occupancy', 'second_home')] },
          { rule: 'max_ltv', lead: 'Investment', when: [eq('occupancy', 'investment')] },
        ],
        // §5.1 the reductions of each program's maximum, in words, adding up
        'LTV Reductions': [
          {
            rule: 'max_ltv',
            lead: 'Cash-out: reduce max LTV by',
            reduces: true,
            when: [eq('purpose', 'cash_out_refi')],
          },
          { rule: 'max_ltv', lead: 'cash-out: reduce by', reduces: true, when: [eq('purpose', 'cash_out_refi')] },
          {
            rule: 'max_ltv',
            lead: 'Second home: reduce max LTV by',
            reduces: true,
            when: [eq('occupancy', 'second_home')],
          },
          {
            rule: 'max_ltv',
            lead: 'Rate/term: reduce max LTV by',
            reduces: true,
            when: [eq('purpose', 'rate_term_refi')],
          },
          {
            rule: 'max_ltv',
            lead: 'DSCR below 1.000: reduce by an additional',
            reduces: true,
            when: [below('dscr', 100)],
          },
        ],
        // §5.4 a maximum rebate (the cap) and maximum points (the floor) in one cell, as points
        'Price Limits': [
          { rule: 'max_price', lead: 'Max rebate', points: true },
          { rule: 'min_price', lead: 'max', points: true, category: 'Price Limits' },
          // Cornerstone's cap with No Prepay, after its dash
          { rule: 'max_price', lead: '—', points: true, key: 'max_price_no_ppp', when: [eq('ppp_term', 'No PPP')] },
        ],
      },
      ignore: ['Code', 'Documentation', 'Terms'],
    },
    // §5.3 STATE AVAILABILITY: a sentence per program, the states after `except` not eligible
    // (Keystone's names none: every state and DC)
    {
      means: 'eligibility rules',
      at: { tab: 'Eligibility' },
      shape: 'sentences',
      columns: [],
      rules: {
        'Summit Jumbo 30 Yr Fixed is available': {
          rule: 'states',
          lead: 'except',
          excluded: true,
          when: [eq('program', SUMMIT)],
        },
        'Cornerstone DSCR is available': {
          rule: 'states',
          lead: 'except',
          excluded: true,
          when: [eq('program', DSCR)],
        },
      },
    },
    // §5.2 SUMMIT … MAXIMUM LOAN AMOUNT BY CREDIT SCORE AND LTV: Summit's own (its title names it),
    // each cell a maximum loan amount, NA none; read only when the score is at least 700 and the LTV
    // at most 85.00 (Summit's own minimum and maximum)
    {
      means: 'eligibility matrix',
      shape: 'grid',
      at: { tab: 'Eligibility' },
      corner: 'FICO \\ LTV',
      rows: { band: 'fico' },
      columns: { band: 'ltv' },
      cells: 'max loan',
      readWhen: [band('fico', 700, true, null, false), band('ltv', null, false, 8500, true)],
    },
    // §4.4 the note under the PPP table: no prepayment penalty in AK, KS, MI, MN, NM, RI
    {
      means: 'eligibility rules',
      at: { tab: 'Adjustments' },
      shape: 'sentences',
      columns: [],
      rules: {
        'Prepayment penalties are not permitted': { rule: 'ppp_restricted_states', when: [eq('program', DSCR)] },
      },
    },
  ],
};
