/**
 * Lanternfield Mortgage Co. (lanternfield), as its notes (test/unseen-lender-27/NOTES.md) describe its
 * workbooks: three tabs (`Prices`, `LLPA`, `Program Matrix`), prices and note rates printed as text,
 * adjustments added to the price, declared in the table language (compiler/tables/language.ts) from
 * docs/ alone. Every `GAP:` is something the notes say that the language cannot; every `WORKAROUND:`
 * a way round one with the documented parts.
 */
import { above, band, eq, flag } from '../../compiler/conditions.ts';
import type { DeclaredProfile, Table } from '../../compiler/tables/language.ts';

const C30 = 'conventional_30_year_fixed';
const C15 = 'conventional_15_year_fixed';
const EP30 = 'expanded_prime_30_year_fixed';

const PRICES = { tab: 'Prices' };
const LLPA = { tab: 'LLPA' };
const MATRIX = { tab: 'Program Matrix' };

const primary = eq('occupancy', 'owner_occupied');
const second = eq('occupancy', 'second_home');
const investment = eq('occupancy', 'investment');
const purchase = eq('purpose', 'purchase');
const rateTerm = eq('purpose', 'rate_term_refi');
const cashOut = eq('purpose', 'cash_out_refi');

export const LANTERNFIELD: DeclaredProfile = {
  slug: 'lanternfield',
  name: 'Lanternfield Mortgage Co.',
  notes: 'test/unseen-lender-27/NOTES.md',
  // §1.1 `Lanternfield_Wholesale_<MMDDYYYY>.xlsx`, a reprice `_B` (Edition B), `_C` the next …
  files: { rateSheet: 'Lanternfield_Wholesale_<date>.xlsx', date: 'MMDDYYYY', reprices: '_<letter>', companions: {} },
  // §1.4 CST = America/Chicago
  zone: 'America/Chicago',
  zoneLabels: { generic: 'CT', standard: 'CST', daylight: 'CDT' },
  // §1.3 row 2: `Rate Sheet 11/20/2026  ·  Edition A  ·  Released 8:05 a.m. CST  ·  …`
  banner: { dates: ['MM/DD/YYYY'], clock: '12-hour', lead: 'Rate Sheet' },
  // §1.5 a sheet expires exactly 24 hours after its own release (a plain clock: Friday 08:05 → Saturday
  // 08:05; Monday B 13:10 → Tuesday 13:10), unless replaced first.
  cutoff: { hours: 24 },
  // §2 prices on a 100 basis, adjustments added, `N/A` not eligible (a rate not offered in a price cell)
  conventions: {
    rates: 'prices',
    adjustments: 'adjustments',
    notEligible: 'N/A',
    notApplicable: null,
  },
  // §6 step 2: a failing program check ends the program; each key once
  checksEndEvaluation: true,
  keysOnce: true,
  // the programs table at the top of the notes
  programs: [
    { slug: C30, name: 'Conventional 30 Year Fixed', docTypes: 'full_doc' },
    { slug: C15, name: 'Conventional 15 Year Fixed', docTypes: 'full_doc' },
    { slug: EP30, name: 'Expanded Prime 30 Year Fixed', docTypes: 'full_doc' },
  ],
  // §5.1 the lender's words for the vocabulary's values
  words: {
    occupancy: { Primary: ['owner_occupied'], 'Second Home': ['second_home'], Investment: ['investment'] },
    citizenship: {
      'U.S. Citizen': ['us_citizen'],
      'Perm. Resident': ['permanent_resident'],
      'Non-Perm. Resident': ['non_permanent_resident'],
      'Foreign National': ['foreign_national'],
    },
    lienPosition: { '1st': ['1st'] },
    propertyType: {
      SFR: ['sfr', 'townhome'],
      Condo: ['condo', 'warrantable_condo'],
      '2-4 Unit': ['2_unit', '3_4_unit'],
    },
  },
  allPrograms: 'All',
  conditions: {
    // §4.2 the Misc rows
    Condo: [eq('property_type', 'condo', 'warrantable_condo')],
    '2-4 Unit': [eq('property_type', '2_unit', '3_4_unit')],
    'Loan Amount ≤ $150,000': [band('loan_amount', null, false, 150_000, true)],
    'Loan Amount > $1,000,000': [above('loan_amount', 1_000_000)],
    'DTI > 45%': [above('dti', 4500)],
    'Escrow Waiver': [flag('escrow_waiver')],
    'Texas Cash-Out (50(a)(6))': [eq('state', 'TX'), cashOut],
    'Non-Permanent Resident Alien': [eq('citizenship', 'non_permanent_resident')],
    'Interest Only (Expanded Prime only)': [flag('interest_only'), eq('program', EP30)],
    'Recent Credit Event (Expanded Prime only)': [flag('recent_credit_event'), eq('program', EP30)],
  },
  states: { all: 'All', plusDc: '+ DC', except: 'except', allIncludesDc: true },
  // the programs table: the term is the number in the name
  terms: { '30 Year': 30, '15 Year': 15 },
  // §5.2 first liens only
  assumed: {
    citizenship: ['us_citizen', 'permanent_resident', 'non_permanent_resident'],
    lienPositions: ['1st'],
  },
  tables: [
    // §3 Prices: three groups side by side, `Note Rate | 15 Day | 30 Day | 45 Day | 60 Day` (Expanded
    // Prime without `15 Day`), the program's name in capitals above; the lock selects the column
    {
      means: 'base prices',
      at: PRICES,
      shape: 'program groups',
      baseLock: 30,
      category: 'Prices',
      columns: [
        { heading: 'Note Rate', holds: 'rate' },
        { heading: '15 Day', holds: 'price', lock: 15 },
        { heading: '30 Day', holds: 'price', lock: 30 },
        { heading: '45 Day', holds: 'price', lock: 45 },
        { heading: '60 Day', holds: 'price', lock: 60 },
      ],
    },
    // §3 the Expanded Prime group (M–P) prints no `15 Day` column (`Note Rate | 30 Day | 45 Day |
    // 60 Day`: lock 15 is `lock_not_offered`). With the declaration above alone the compiler answered
    // `Prices › N6: expected one column for each lock period of 15, 30, 45, 60 days`
    // (unknown_lock_period); the docs do not say how a group lacking one lock column is declared. A
    // second declaration of the three-lock header reads it (and, though its headings also stand in
    // the Conventional headers, gave no duplicate_ladder: undocumented, checked by the examples).
    {
      means: 'base prices',
      at: PRICES,
      shape: 'program groups',
      baseLock: 30,
      category: 'Prices',
      columns: [
        { heading: 'Note Rate', holds: 'rate' },
        { heading: '30 Day', holds: 'price', lock: 30 },
        { heading: '45 Day', holds: 'price', lock: 45 },
        { heading: '60 Day', holds: 'price', lock: 60 },
      ],
    },
    // §4.1 nine FICO × LTV grids, one per occupancy × purpose, each titled in the cell above its corner
    {
      means: 'adjustments',
      shape: 'grid',
      at: LLPA,
      corner: 'FICO',
      rows: { band: 'fico' },
      columns: { band: 'ltv' },
      values: 'adjustment',
      category: 'FICO / LTV',
      titles: {
        'PRIMARY — PURCHASE': [primary, purchase],
        'PRIMARY — RATE/TERM': [primary, rateTerm],
        'PRIMARY — CASH-OUT': [primary, cashOut],
        'SECOND HOME — PURCHASE': [second, purchase],
        'SECOND HOME — RATE/TERM': [second, rateTerm],
        'SECOND HOME — CASH-OUT': [second, cashOut],
        'INVESTMENT — PURCHASE': [investment, purchase],
        'INVESTMENT — RATE/TERM': [investment, rateTerm],
        'INVESTMENT — CASH-OUT': [investment, cashOut],
      },
    },
    // §4.2 Misc Adjustments (A45, header `Adjustment` | `≤ 75% / > 75%`): every row that applies is
    // added, each value cell ONE text cell holding two values split by ` / `, the first for LTV ≤ 75.00,
    // the second for LTV > 75.00 (`0.000 / -0.750`, `-0.250 / N/A`).
    {
      means: 'adjustments',
      at: LLPA,
      shape: 'list',
      title: 'Misc Adjustments',
      category: 'Misc Adjustments',
      columns: [
        { heading: 'Adjustment', holds: 'condition' },
        {
          heading: '≤ 75% / > 75%',
          holds: 'adjustment',
          split: [[band('ltv', null, false, 7500, true)], [above('ltv', 7500)]],
        },
      ],
    },
    // §5.2 Limits: a row per program, a rule per column
    {
      means: 'eligibility rules',
      at: MATRIX,
      shape: 'program rows',
      title: 'Limits',
      columns: [{ heading: 'Program', holds: 'program' }],
      rules: {
        'Min FICO': { rule: 'min_fico' },
        'Max LTV': { rule: 'max_ltv' },
        'Max DTI': { rule: 'max_dti' },
        'Min Loan': { rule: 'min_loan' },
        'Max Loan': { rule: 'max_loan' },
        // §5.2 codes separated by spaces (`AK HI`)
        'Ineligible States': { rule: 'states', excluded: true },
      },
    },
    // §5.3 Price Limits: a row per program, text prices
    {
      means: 'eligibility rules',
      at: MATRIX,
      shape: 'program rows',
      title: 'Price Limits',
      columns: [{ heading: 'Program', holds: 'program' }],
      rules: {
        'Maximum Price': { rule: 'max_price' },
        'Minimum Price': { rule: 'min_price', category: 'Price Limits' },
      },
    },
    // §5.1 Program Matrix: Yes / No ticks, a row per program, under a two-row grouped header
    // (`Occupancy` merged B6:D6, `Property` E6:G6, `Borrower` H6:K6; the columns on row 7; `Program`
    // merged A6:A7); a property or borrower type without a column is not eligible
    {
      means: 'eligibility rules',
      at: MATRIX,
      shape: 'program rows',
      title: 'Program Matrix',
      groupedHeader: true,
      columns: [{ heading: 'Program', holds: 'program' }],
      rules: {
        Primary: { rule: 'occupancies', item: ['owner_occupied'] },
        'Second Home': { rule: 'occupancies', item: ['second_home'] },
        Investment: { rule: 'occupancies', item: ['investment'] },
        SFR: { rule: 'property_types', item: ['sfr', 'townhome'] },
        Condo: { rule: 'property_types', item: ['condo', 'warrantable_condo'] },
        '2-4 Unit': { rule: 'property_types', item: ['2_unit', '3_4_unit'] },
        'U.S. Citizen': { rule: 'citizenship', item: ['us_citizen'] },
        'Perm. Resident': { rule: 'citizenship', item: ['permanent_resident'] },
        'Non-Perm. Resident': { rule: 'citizenship', item: ['non_permanent_resident'] },
        'Foreign National': { rule: 'citizenship', item: ['foreign_national'] },
      },
    },
  ] satisfies Table[],
};
