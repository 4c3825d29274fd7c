/**
 * Stillwater Home Loans (stillwater), as its notes (NOTES.md) describe its workbooks: three tabs,
 * `Pricing` (a block per program, a price column per lock, in discount points), `Adjusters` (small
 * grids and an `Adjuster | Conforming | Jumbo` list, costs in points) and `Program Requirements`
 * (a paragraph per program, one `Label: value` line per requirement). Written from docs/ alone, its
 * file-name gap (a ` Revised` reprice) since closed. A `GAP:` is something the notes say that the
 * language cannot.
 */
import { above, band, eq, flag } from '../../compiler/conditions.ts';
import type { Column, DeclaredProfile, RuleWord, Table } from '../../compiler/tables/language.ts';

const C30 = 'conforming_30_fixed';
const C15 = 'conforming_15_fixed';
const J30 = 'jumbo_30_fixed';

const PRICING = { tab: 'Pricing' };
const ADJ = { tab: 'Adjusters' };
// §5 a paragraph per program under its name, one `Label: value` line per requirement, each one
// cell merged across A:F.
// The tab read as text lines, every line printing `: ` cut into label | value (`bullet: ''`): each
// paragraph a titled `label | value` list under its program's name.
const REQS = { tab: 'Program Requirements', lines: { bullet: '' } };

const NAMES: Record<string, string> = {
  [C30]: 'Conforming 30 Fixed',
  [C15]: 'Conforming 15 Fixed',
  [J30]: 'Jumbo 30 Fixed',
};

const cashOut = eq('purpose', 'cash_out_refi');
const investment = eq('occupancy', 'investment');

const lock = (days: 15 | 30 | 45 | 60): Column => ({ heading: `${days}-Day`, holds: 'price', lock: days });

// §4 (a), (b): the purpose's Credit Score / LTV grid, every program
const creditLtv = (title: string, purposes: Parameters<typeof eq<'purpose'>>[1][]): Table => ({
  means: 'adjustments',
  shape: 'grid',
  at: ADJ,
  title,
  corner: 'Credit Score',
  rows: { band: 'fico' },
  columns: { band: 'ltv' },
  values: 'adjustment',
  when: [eq('purpose', ...(purposes as ['purchase']))],
});

// §5 the requirement lines, each found by its label (`Product` is informational: the term is the
// name's, the lien position `assumed`)
const requirements: Record<string, RuleWord | readonly RuleWord[]> = {
  'Minimum credit score': { rule: 'min_fico' },
  // `97% purchase / 97% rate/term / 80% cash-out`: each part the figure before its purpose.
  // `lead: ''` reads the first figure of the cell (a bare rule refuses it: `expected a percentage`)
  'Maximum LTV': [
    { rule: 'max_ltv', lead: '', when: [eq('purpose', 'purchase')] },
    { rule: 'max_ltv', lead: 'purchase /', when: [eq('purpose', 'rate_term_refi')] },
    { rule: 'max_ltv', lead: 'rate/term /', when: [cashOut] },
  ],
  'Second home': { rule: 'max_ltv', lead: 'maximum LTV', when: [eq('occupancy', 'second_home')] },
  'Investment property': [
    { rule: 'max_ltv', lead: 'maximum LTV', when: [investment, eq('purpose', 'purchase')] },
    { rule: 'max_ltv', lead: 'purchase /', when: [investment, eq('purpose', 'rate_term_refi')] },
    { rule: 'max_ltv', lead: 'rate/term /', when: [investment, cashOut] },
  ],
  '2-4 units': { rule: 'max_ltv', lead: 'maximum LTV', when: [eq('property_type', '2_unit', '3_4_unit')] },
  'Maximum DTI': { rule: 'max_dti' },
  'Loan amounts': { rule: 'loan_amounts' },
  // `lead: ''` so that the list runs to `;` and a remark in parentheses is put aside
  // (Jumbo: `second home (no investment property)`, `condominium (warrantable); no 2-4 units`, `30,
  // 45 and 60 days (no 15-day lock); …`): without it `unknown_list_item` / `expected lock periods`
  Occupancy: { rule: 'occupancies', lead: '' },
  'Property types': { rule: 'property_types', lead: '' },
  Borrowers: { rule: 'citizenship' },
  // conforming: `all states and DC except NY`; jumbo: a positive list
  'Eligible states': { rule: 'states' },
  'Lock periods': { rule: 'locks', lead: '' },
  'Maximum credit to borrower': { rule: 'max_price', points: true },
  'Maximum discount': { rule: 'min_price', points: true },
};

export const STILLWATER: DeclaredProfile = {
  slug: 'stillwater',
  name: 'Stillwater Home Loans',
  notes: 'test/unseen-lender-34/NOTES.md',
  // §1 `Stillwater Rate Sheet MM-DD-YYYY.xlsx`; a reprice the same name followed by ` Revised`
  // (a space, then the word; a second ` Revised 2`).
  // §1 `Stillwater Rate Sheet 11-20-2026.xlsx`; the day's reprice adds ` Revised`
  files: {
    rateSheet: 'Stillwater Rate Sheet <date>.xlsx',
    date: 'MM-DD-YYYY',
    reprices: { word: 'Revised' },
    companions: {},
  },
  // §1 `Effective 11/20/2026 at 8:00 AM Eastern`; the revised sheet's row 4 `REVISED — replaces …`
  zone: 'America/New_York',
  zoneLabels: { generic: 'Eastern', standard: 'EST', daylight: 'EDT' },
  banner: { dates: ['MM/DD/YYYY'], clock: '12-hour', repriceWord: 'Revised' },
  // §1 sheets do not expire
  cutoff: 'until replaced',
  // §2 prices and adjusters in points, costs; NA not eligible (a rate not offered in a price cell)
  conventions: { rates: 'points', adjustments: 'costs', notEligible: 'NA', notApplicable: null },
  // §6 step 2: a failing requirement ends the program, every failing key once
  checksEndEvaluation: true,
  keysOnce: true,
  // top of the notes: three programs, one doc type each
  programs: [
    { slug: C30, name: 'Conforming 30 Fixed', aliases: ['Conforming'], docTypes: 'full_doc' },
    { slug: C15, name: 'Conforming 15 Fixed', aliases: ['Conforming'], docTypes: 'full_doc' },
    { slug: J30, name: 'Jumbo 30 Fixed', aliases: ['Jumbo'], docTypes: 'full_doc' },
  ],
  // §5 how the words map to the request
  words: {
    occupancy: {
      'primary residence': ['owner_occupied'],
      'second home': ['second_home'],
      'investment property': ['investment'],
    },
    citizenship: {
      'U.S. citizens': ['us_citizen'],
      'permanent resident aliens': ['permanent_resident'],
      'non-permanent resident aliens': ['non_permanent_resident'],
    },
    propertyType: {
      'single family': ['sfr'],
      townhome: ['townhome'],
      condominium: ['condo', 'warrantable_condo'],
      'condominium (warrantable)': ['condo', 'warrantable_condo'],
      '2-4 units': ['2_unit', '3_4_unit'],
    },
  },
  allPrograms: 'All',
  // §4 (d) the labels of Other Adjusters, with the notes' edges
  conditions: {
    'Condo (LTV > 75%)': [eq('property_type', 'condo', 'warrantable_condo'), above('ltv', 7500)],
    'Investment Property': [investment],
    'Second Home': [eq('occupancy', 'second_home')],
    'Cash-Out Refi (all LTVs)': [cashOut],
    '2-4 Units': [eq('property_type', '2_unit', '3_4_unit')],
    'Escrow Waiver (LTV <= 80%)': [flag('escrow_waiver'), band('ltv', null, false, 8000, true)],
    'Escrow Waiver (LTV > 80%)': [flag('escrow_waiver'), above('ltv', 8000)],
    'Interest Only': [flag('interest_only')],
  },
  states: { all: 'all states', plusDc: 'and DC', except: 'except', allIncludesDc: true },
  // top of the notes: the term is in the name
  terms: { '30 Fixed': 30, '15 Fixed': 15 },
  // §5 all loans are first liens; Borrowers printed per program
  assumed: { citizenship: ['us_citizen', 'permanent_resident', 'non_permanent_resident'], lienPositions: ['1st'] },
  tables: [
    // §3 Pricing: a block per program under its name, `Rate | 15-Day | 30-Day | 45-Day | 60-Day`
    {
      means: 'base prices',
      at: PRICING,
      shape: 'program groups',
      baseLock: 30,
      category: 'Pricing',
      columns: [{ heading: 'Rate', holds: 'rate' }, lock(15), lock(30), lock(45), lock(60)],
    },
    // §4 (a) Credit Score / LTV — Purchase
    creditLtv('Credit Score / LTV — Purchase', ['purchase']),
    // §4 (b) Credit Score / LTV — Refinance: rate/term and cash-out
    creditLtv('Credit Score / LTV — Refinance', ['rate_term_refi', 'cash_out_refi']),
    // §4 (c) Jumbo Only — Credit Score / Loan Amount
    {
      means: 'adjustments',
      shape: 'grid',
      at: ADJ,
      title: 'Jumbo Only — Credit Score / Loan Amount',
      corner: 'Credit Score',
      rows: { band: 'fico' },
      columns: { band: 'loan_amount' },
      values: 'adjustment',
      when: [eq('program', J30)],
    },
    // §4 (d) Other Adjusters: a column for both conforming programs (their shared alias), one for Jumbo
    {
      means: 'adjustments',
      at: ADJ,
      shape: 'program columns',
      title: 'Other Adjusters',
      category: 'Other Adjusters',
      columns: [{ heading: 'Adjuster', holds: 'condition' }],
    },
    // §5 Program Requirements: a paragraph per program, `Label: value` lines
    ...[C30, C15, J30].map(
      (slug): Table => ({
        means: 'eligibility rules',
        at: REQS,
        shape: 'list',
        title: NAMES[slug],
        columns: [
          { heading: 'Requirement', holds: 'rule' },
          { heading: 'Value', holds: 'value' },
        ],
        rules: requirements,
        ignore: ['Product'],
      }),
    ),
  ],
};
