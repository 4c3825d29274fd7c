/**
 * Meadowlark Home Funding (meadowlark), as its notes (NOTES.md) describe its workbooks: one workbook
 * per sheet (`_R<n>` a reprice), tabs `Rate Sheet` (three price grids side by side, lock periods as
 * bare numbers under a merged `Lock Days`), `LLPAs` (three FICO / LTV grids, one per purpose, and
 * four one-dimensional lists) and `Guidelines` (`Program | Rule | Value`). Written from docs/ alone.
 */
import { band, eq } from '../../compiler/conditions.ts';
import type { DeclaredProfile } from '../../compiler/tables/language.ts';

const CONF30 = 'thirty_year_fixed_conforming';
const CONF15 = 'fifteen_year_fixed_conforming';
const JUMBO = 'thirty_year_fixed_jumbo';

// §5 word mappings
const owner = eq('occupancy', 'owner_occupied');
const second = eq('occupancy', 'second_home');
const investment = eq('occupancy', 'investment');
const purchase = eq('purpose', 'purchase');
const rateTerm = eq('purpose', 'rate_term_refi');
const cashOut = eq('purpose', 'cash_out_refi');

const OCC = { 'Primary Residence': owner, 'Second Home': second, Investment: investment } as const;
const PUR = { Purchase: purchase, 'Rate-Term': rateTerm, 'Cash-Out': cashOut } as const;

// §5 `Max LTV - <occupancy> / <purpose>`: nine labels, each scoped to its occupancy and purpose
const maxLtvRules = Object.fromEntries(
  Object.entries(OCC).flatMap(([o, oc]) =>
    Object.entries(PUR).map(([p, pc]) => [`Max LTV - ${o} / ${p}`, { rule: 'max_ltv' as const, when: [oc, pc] }]),
  ),
);

export const MEADOWLARK: DeclaredProfile = {
  slug: 'meadowlark',
  name: 'Meadowlark Home Funding',
  notes: 'test/unseen-lender-29/NOTES.md',
  // §1 one workbook per sheet, `Meadowlark_Wholesale_YYYY-MM-DD.xlsx`, a reprice `_R1`, `_R2` (no time in the name)
  files: { rateSheet: 'Meadowlark_Wholesale_<date>.xlsx', reprices: '_R<n>', companions: {} },
  // §1 PST / PT = America/Los_Angeles
  zone: 'America/Los_Angeles',
  zoneLabels: { generic: 'PT', standard: 'PST', daylight: 'PDT' },
  // §1 row 2 of every tab: `As of 11/20/26 08:00 AM PST` (two-digit year, 12-hour clock), a reprice
  // adds `—   REPRICE R1 (replaces the 08:00 AM sheet)`
  banner: { dates: ['MM/DD/YY'], clock: '12-hour', lead: 'As of' },
  // §1 every sheet expires at 5:00 PM Pacific on the date in its banner
  cutoff: { hour: 17, minute: 0, day: 'same day' },
  // §2 prices on a 100 basis; adjustments signed and added; `—` not offered (Rate Sheet) / not eligible (LLPAs)
  conventions: { rates: 'prices', adjustments: 'adjustments', notEligible: '—', notApplicable: null },
  // §6 step 2: a program failing any rule is not priced further; every failing rule reported, each key once
  checksEndEvaluation: true,
  keysOnce: true,
  // program table at the top of the notes
  programs: [
    { slug: CONF30, name: 'Thirty Year Fixed Conforming', docTypes: 'full_doc' },
    { slug: CONF15, name: 'Fifteen Year Fixed Conforming', docTypes: 'full_doc' },
    { slug: JUMBO, name: 'Thirty Year Fixed Jumbo', docTypes: 'full_doc' },
  ],
  // §5 word mappings
  words: {
    occupancy: {
      'Primary Residence': ['owner_occupied'],
      'Second Home': ['second_home'],
      'Investment Property': ['investment'],
    },
    citizenship: {
      'US Citizen': ['us_citizen'],
      'Permanent Resident': ['permanent_resident'],
      'Non-Permanent Resident': ['non_permanent_resident'],
    },
    propertyType: {
      'SFR / PUD': ['sfr'],
      Townhome: ['townhome'],
      Condo: ['condo', 'warrantable_condo'],
      '2 Units': ['2_unit'],
      '3-4 Units': ['3_4_unit'],
    },
    lienPosition: { 'First Lien Only': ['1st'] },
  },
  allPrograms: 'All',
  conditions: {
    // §4.2 LOAN AMOUNT: each band from its first figure to one dollar below the next's first figure
    '$0 - $99,999': [band('loan_amount', 0, true, 100_000, false)],
    '$100K - $149.9K': [band('loan_amount', 100_000, true, 150_000, false)],
    '$150K - $199.9K': [band('loan_amount', 150_000, true, 200_000, false)],
    '$200K - $999.9K': [band('loan_amount', 200_000, true, 1_000_000, false)],
    '$1.0MM+': [band('loan_amount', 1_000_000, true, null, false)],
    // §4.2 PROPERTY TYPE
    'SFR / PUD': [eq('property_type', 'sfr')],
    Townhome: [eq('property_type', 'townhome')],
    Condo: [eq('property_type', 'condo', 'warrantable_condo')],
    '2 Units': [eq('property_type', '2_unit')],
    '3-4 Units': [eq('property_type', '3_4_unit')],
    // §4.2 OCCUPANCY
    'Primary Residence': [owner],
    'Second Home': [second],
    'Investment Property': [investment],
    // §4.1 `LTV` merged over the LTV bands of each FICO / LTV grid: a group key of no condition (two header rows)
    LTV: [],
  },
  // §5 `All states except …`: the 50 states and DC
  states: { all: 'All states', plusDc: '+ DC', except: 'except', allIncludesDc: true },
  // program names spell the term out in words
  terms: { 'Thirty Year': 30, 'Fifteen Year': 15 },
  // §5 every rule is printed (Borrowers, Lien Position); these are not used
  assumed: {
    citizenship: ['us_citizen', 'permanent_resident', 'non_permanent_resident'],
    lienPositions: ['1st'],
  },
  tables: [
    // §3 Rate Sheet: three grids side by side, each titled by its program's name; `Rate` merged down
    // over two header rows, `Lock Days` merged over the lock periods printed as bare numbers (row 7).
    // Read as `tiers: 'lock period'`: each column the ladder of its lock, `—` a rate not offered, the
    // jumbo's all-`—` 15 column a lock it does not offer.
    {
      means: 'base prices',
      at: { tab: 'Rate Sheet' },
      shape: 'program groups',
      baseLock: 30,
      tiers: 'lock period',
      columns: [
        { heading: 'Rate', holds: 'rate' },
        { heading: 'Lock Days', holds: 'price' },
      ],
    },
    // §4.1 FICO / LTV grids, one per purpose, stacked in A:I, scoped by their titles
    {
      means: 'adjustments',
      shape: 'grid',
      at: { tab: 'LLPAs' },
      corner: 'FICO',
      rows: { band: 'fico' },
      columns: ['condition', { band: 'ltv' }],
      values: 'adjustment',
      titles: {
        PURCHASE: [purchase],
        'RATE/TERM REFINANCE': [rateTerm],
        'CASH-OUT REFINANCE': [cashOut],
      },
    },
    // §4.2 LOAN AMOUNT (K5)
    {
      means: 'adjustments',
      at: { tab: 'LLPAs' },
      shape: 'list',
      title: 'LOAN AMOUNT',
      category: 'LOAN AMOUNT',
      columns: [
        { heading: 'Loan Amount', holds: 'condition' },
        { heading: 'Adj', holds: 'adjustment' },
      ],
    },
    // §4.2 PROPERTY TYPE (K13)
    {
      means: 'adjustments',
      at: { tab: 'LLPAs' },
      shape: 'list',
      title: 'PROPERTY TYPE',
      category: 'PROPERTY TYPE',
      columns: [
        { heading: 'Property Type', holds: 'condition' },
        { heading: 'Adj', holds: 'adjustment' },
      ],
    },
    // §4.2 OCCUPANCY (K21)
    {
      means: 'adjustments',
      at: { tab: 'LLPAs' },
      shape: 'list',
      title: 'OCCUPANCY',
      category: 'OCCUPANCY',
      columns: [
        { heading: 'Occupancy', holds: 'condition' },
        { heading: 'Adj', holds: 'adjustment' },
      ],
    },
    // §4.2 STATE (N5): one row per state code
    {
      means: 'adjustments',
      at: { tab: 'LLPAs' },
      shape: 'list',
      title: 'STATE',
      category: 'STATE',
      columns: [
        { heading: 'State', holds: 'condition' },
        { heading: 'Adj', holds: 'adjustment' },
      ],
    },
    // §5 PROGRAM GUIDELINES: `Program | Rule | Value`, a program's own row replacing the `All` row of the same Rule
    {
      means: 'eligibility rules',
      at: { tab: 'Guidelines' },
      shape: 'list',
      title: 'PROGRAM GUIDELINES',
      columns: [
        { heading: 'Program', holds: 'program' },
        { heading: 'Rule', holds: 'rule' },
        { heading: 'Value', holds: 'value' },
      ],
      rules: {
        Term: { rule: 'terms' },
        'Lock Periods': { rule: 'locks' },
        'Minimum FICO': { rule: 'min_fico' },
        'Maximum DTI': { rule: 'max_dti' },
        'Minimum Loan Amount': { rule: 'min_loan' },
        'Maximum Loan Amount': { rule: 'max_loan' },
        ...maxLtvRules,
        Occupancy: { rule: 'occupancies' },
        'Property Types': { rule: 'property_types' },
        Borrowers: { rule: 'citizenship' },
        'Eligible States': { rule: 'states' },
        'Lien Position': { rule: 'lien_positions' },
        'Maximum Price': { rule: 'max_price' },
        'Minimum Price': { rule: 'min_price' },
      },
      // §5 `Prepayment Penalty | Not Applicable`: no PPP, ppp_term not read
      ignore: ['Prepayment Penalty'],
    },
  ],
};
