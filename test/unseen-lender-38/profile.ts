/**
 * Thistle Bank (thistle), as its notes (NOTES.md) describe its workbooks: a PDF converted to Excel,
 * four tabs (`Rates <MM.DD.YY>`, `LLPA <MM.DD.YY>`, `Rules <MM.DD.YY>`, `Legend`), programs named by
 * their code (`Prog 101`) on every page. Written from docs/ alone (its dated tab names, loan limits
 * in $K and minus glyph since said), restated on the parts that say them.
 */
import { above, band, eq, flag } from '../../compiler/conditions.ts';
import type { DeclaredProfile } from '../../compiler/tables/language.ts';

const P101 = '30_year_fixed';
const P115 = '15_year_fixed';
const P301 = 'jumbo_30_year_fixed';

// §1: tab names carry the date (`Rates 11.20.26`, `Rates 11.23.26 R1`): found by the word before it.
const RATES = { tab: 'Rates *' };
const LLPA = { tab: 'LLPA *' };
const RULES = { tab: 'Rules *' };

export const THISTLE: DeclaredProfile = {
  slug: 'thistle',
  name: 'Thistle Bank',
  notes: 'test/unseen-lender-38/NOTES.md',
  // §1 files: Thistle_Wholesale_<MMDDYYYY>.xlsx, a reprice `_R<n>`
  files: { rateSheet: 'Thistle_Wholesale_<date>.xlsx', companions: {}, date: 'MMDDYYYY', reprices: '_R<n>' },
  zone: 'America/Chicago',
  zoneLabels: { generic: 'CT', standard: 'CST', daylight: 'CDT' },
  // §1 banner: `THISTLE BANK — WHOLESALE — Eff. 11/20/2026 @ 08:45 CT`; a reprice `… CT R1`, its marker
  // the word `R` with its number (without `repriceWord` the R1 sheet was `reprice_marker_mismatch`)
  banner: { dates: ['MM/DD/YYYY'], clock: '24-hour', lead: 'THISTLE BANK — WHOLESALE — Eff.', repriceWord: 'R' },
  // §1 expiry: 8:00 AM CT on the next business day
  cutoff: { hour: 8, minute: 0 },
  // §2: prices on a 100 basis; every adjustment ADDED (§4); `N/A` not eligible; `—` a rate not offered (§3).
  // Trailing spaces and non-breaking spaces in text numbers (`99.875 `) were read with no word of the profile.
  // §2 a minus sign `−` (U+2212) reads as a hyphen's
  conventions: {
    rates: 'prices',
    adjustments: 'adjustments',
    notEligible: ['N/A', '—'],
    notApplicable: null,
  },
  // §6.2: a failing rule ends the program (no llpa_na added); each key at most once
  checksEndEvaluation: true,
  keysOnce: true,
  // §0: programs by code; slug from the Legend's name
  programs: [
    { slug: P101, name: '30-Year Fixed', aliases: ['Prog 101'], docTypes: 'full_doc' },
    { slug: P115, name: '15-Year Fixed', aliases: ['Prog 115'], docTypes: 'full_doc' },
    { slug: P301, name: 'Jumbo 30-Year Fixed', aliases: ['Prog 301'], docTypes: 'full_doc' },
  ],
  // §5 (c) words
  words: {
    occupancy: { Primary: ['owner_occupied'], '2nd Home': ['second_home'], Investment: ['investment'] },
    citizenship: {
      'US Citizen': ['us_citizen'],
      'Perm. Resident': ['permanent_resident'],
      'Non-Perm. Resident': ['non_permanent_resident'],
    },
    lienPosition: { '1st only': ['1st'] },
    propertyType: {
      SFR: ['sfr'],
      PUD: ['sfr'],
      Townhome: ['townhome'],
      Condo: ['condo', 'warrantable_condo'],
      '2–4 Units': ['2_unit', '3_4_unit'],
    },
  },
  allPrograms: 'All',
  conditions: {
    // §4 (c), (d): program codes as row keys
    'Prog 101': [eq('program', P101)],
    'Prog 115': [eq('program', P115)],
    'Prog 301': [eq('program', P301)],
    // §4 (c) loan-amount bands: upper inclusive, lower exclusive (the grammar's dollar bands include both ends)
    '≤ $150K': [band('loan_amount', null, false, 150_000, true)],
    '$150K–$453K': [band('loan_amount', 150_000, false, 453_000, true)],
    '$453K–$726K': [band('loan_amount', 453_000, false, 726_000, true)],
    '$726K–$1,500K': [band('loan_amount', 726_000, false, 1_500_000, true)],
    '> $1,500K': [band('loan_amount', 1_500_000, false, null, false)],
    // §4 (d)
    'Cash-Out Refi': [eq('purpose', 'cash_out_refi')],
    'Rate/Term Refi': [eq('purpose', 'rate_term_refi')],
    '2nd Home': [eq('occupancy', 'second_home')],
    Investment: [eq('occupancy', 'investment')],
    'Condo (LTV > 75.00%)': [eq('property_type', 'condo', 'warrantable_condo'), above('ltv', 7500)],
    '2–4 Units': [eq('property_type', '2_unit', '3_4_unit')],
    'DTI > 45.00%': [above('dti', 4500)],
    'Escrow Waiver': [flag('escrow_waiver')],
    'Interest Only': [flag('interest_only')],
    'Non-Perm. Resident': [eq('citizenship', 'non_permanent_resident')],
  },
  // §5 (a) `All except NY, NJ`: the 50 states and DC; §4 (e) `All other states`
  states: { all: 'All', plusDc: '+ DC', except: 'except', allIncludesDc: true, otherwise: 'All other states' },
  // §0 / §5 (c): terms in the names and the `Term` cells
  terms: { '30-Year': 30, '15-Year': 15, '30 yr': 30, '15 yr': 15 },
  assumed: { citizenship: ['us_citizen', 'permanent_resident', 'non_permanent_resident'], lienPositions: ['1st'] },
  tables: [
    // §3 Rates tab: three ladders side by side, titled by the code, a price column per lock
    {
      means: 'base prices',
      at: RATES,
      shape: 'program groups',
      baseLock: 30,
      columns: [
        { heading: 'Rate', holds: 'rate' },
        { heading: '15 Day', holds: 'price', lock: 15 },
        { heading: '30 Day', holds: 'price', lock: 30 },
        { heading: '45 Day', holds: 'price', lock: 45 },
        { heading: '60 Day', holds: 'price', lock: 60 },
      ],
    },
    // §4 (a) FICO × LTV — Prog 101 / Prog 115
    {
      means: 'adjustments',
      shape: 'grid',
      at: LLPA,
      title: 'FICO × LTV — Prog 101 / Prog 115',
      corner: 'FICO',
      rows: { band: 'fico' },
      columns: { band: 'ltv' },
      values: 'adjustment',
      when: [eq('program', P101, P115)],
    },
    // §4 (b) FICO × LTV — Prog 301
    {
      means: 'adjustments',
      shape: 'grid',
      at: LLPA,
      title: 'FICO × LTV — Prog 301',
      corner: 'FICO',
      rows: { band: 'fico' },
      columns: { band: 'ltv' },
      values: 'adjustment',
      when: [eq('program', P301)],
    },
    // §4 (c) LOAN AMOUNT: programs down, loan-amount bands across
    {
      means: 'adjustments',
      shape: 'grid',
      at: LLPA,
      title: 'LOAN AMOUNT',
      corner: 'Code',
      rows: 'condition',
      columns: 'condition',
      values: 'adjustment',
    },
    // §4 (d) OTHER ADJUSTERS: a column per program
    {
      means: 'adjustments',
      shape: 'program columns',
      at: LLPA,
      category: 'OTHER ADJUSTERS',
      columns: [{ heading: 'Adjuster', holds: 'condition' }],
    },
    // §4 (e) STATE ADJUSTERS: a column per program
    {
      means: 'adjustments',
      shape: 'program columns',
      at: LLPA,
      category: 'STATE ADJUSTERS',
      columns: [{ heading: 'State', holds: 'condition' }],
    },
    // §5 (a) PROGRAM ELIGIBILITY: a row per program
    {
      means: 'eligibility rules',
      shape: 'program rows',
      at: RULES,
      title: 'PROGRAM ELIGIBILITY',
      columns: [{ heading: 'Code', holds: 'program' }],
      rules: {
        'Min FICO': { rule: 'min_fico' },
        'Max LTV': { rule: 'max_ltv' },
        'Max DTI': { rule: 'max_dti' },
        States: { rule: 'states' },
        // `$75K`, `> $726K` (726,001 and up), `$2,500K`
        'Min Loan': { rule: 'min_loan' },
        'Max Loan': { rule: 'max_loan' },
      },
    },
    // §5 (b) LTV LIMITS BY TRANSACTION: each column a max LTV for its transaction; `—` no limit
    {
      means: 'eligibility rules',
      shape: 'program rows',
      at: RULES,
      title: 'LTV LIMITS BY TRANSACTION',
      columns: [{ heading: 'Code', holds: 'program' }],
      rules: {
        'Rate/Term Refi': { rule: 'max_ltv', none: '—', when: [eq('purpose', 'rate_term_refi')] },
        'Cash-Out Refi': { rule: 'max_ltv', none: '—', when: [eq('purpose', 'cash_out_refi')] },
        '2nd Home': { rule: 'max_ltv', none: '—', when: [eq('occupancy', 'second_home')] },
        Investment: { rule: 'max_ltv', none: '—', when: [eq('occupancy', 'investment')] },
      },
    },
    // §5 (c) PROGRAM TERMS
    {
      means: 'eligibility rules',
      shape: 'program rows',
      at: RULES,
      title: 'PROGRAM TERMS',
      columns: [{ heading: 'Code', holds: 'program' }],
      rules: {
        Term: { rule: 'terms' },
        Occupancy: { rule: 'occupancies' },
        'Property Types': { rule: 'property_types' },
        Borrowers: { rule: 'citizenship' },
        Lien: { rule: 'lien_positions' },
        'Max Price': { rule: 'max_price' },
        'Min Price': { rule: 'min_price' },
      },
    },
  ],
};
