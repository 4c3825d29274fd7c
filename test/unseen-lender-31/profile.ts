/**
 * Thornbury Crest Mortgage (thornbury_crest), as its notes (NOTES.md) describe its workbooks: one
 * workbook per sheet (`_AM` the morning's, `_PM1` a reprice), tabs `Rates` (three price tables stacked
 * in A:E, a column per lock period, hidden stale rows), `Old Pricing` (hidden, not read), `Adjustments`
 * (a FICO / LTV grid, a loan-amount list of `From | To` text cells, an `OTHER ADJUSTMENTS` list of a
 * `Conforming` and a `High Balance` column, a state list) and `Guidelines` (a `Guideline | Value`
 * table per program, titled by its name). Written from docs/ alone.
 */
import { eq, flag } from '../../compiler/conditions.ts';
import type { DeclaredProfile, RuleTable } from '../../compiler/tables/language.ts';

const CONF30 = 'conforming_30_year_fixed';
const CONF15 = 'conforming_15_year_fixed';
const HB30 = 'high_balance_30_year_fixed';

const purchase = eq('purpose', 'purchase');
const rateTerm = eq('purpose', 'rate_term_refi');
const cashOut = eq('purpose', 'cash_out_refi');
const second = eq('occupancy', 'second_home');
const investment = eq('occupancy', 'investment');
const twoToFour = eq('property_type', '2_unit', '3_4_unit');

// §6 the `Guideline | Value` rules of every program's table (each program reads only its own)
const RULES: RuleTable['rules'] = {
  Term: { rule: 'terms' },
  'Lock Periods': { rule: 'locks' },
  'Minimum FICO': { rule: 'min_fico' },
  'Maximum DTI': { rule: 'max_dti' },
  'Minimum Loan Amount': { rule: 'min_loan' },
  'Maximum Loan Amount': { rule: 'max_loan' },
  // §6 Max LTV rows: the purpose's row always, plus the occupancy's and the 2-4 units' where printed
  'Max LTV - Purchase': { rule: 'max_ltv', when: [purchase] },
  'Max LTV - Rate/Term': { rule: 'max_ltv', when: [rateTerm] },
  'Max LTV - Cash-Out': { rule: 'max_ltv', when: [cashOut] },
  'Max LTV - Second Home': { rule: 'max_ltv', when: [second] },
  'Max LTV - Investment Property': { rule: 'max_ltv', when: [investment] },
  'Max LTV - 2-4 Units': { rule: 'max_ltv', when: [twoToFour] },
  Occupancy: { rule: 'occupancies' },
  'Property Types': { rule: 'property_types' },
  Borrowers: { rule: 'citizenship' },
  'Eligible States': { rule: 'states' },
  'Lien Position': { rule: 'lien_positions' },
  // §7 steps 6 and 7: the cap and the floor
  'Maximum Price': { rule: 'max_price' },
  'Minimum Price': { rule: 'min_price' },
};

/** §6 one `Guideline | Value` table per program, titled by the program's name (that program's alone) */
const guidelines = (title: string): RuleTable => ({
  means: 'eligibility rules',
  at: { tab: 'Guidelines' },
  shape: 'list',
  title,
  columns: [
    { heading: 'Guideline', holds: 'rule' },
    { heading: 'Value', holds: 'value' },
  ],
  rules: RULES,
});

export const THORNBURY_CREST: DeclaredProfile = {
  slug: 'thornbury_crest',
  name: 'Thornbury Crest Mortgage',
  notes: 'test/unseen-lender-31/NOTES.md',
  // §1 one workbook per sheet: `_AM` the morning's, `_PM1` (`_PM2`) an intraday reprice; no time in the name.
  files: { rateSheet: 'ThornburyCrest_Conv_<date>.xlsx', reprices: { word: 'PM', morning: 'AM' }, companions: {} },
  // §1 CT = America/Chicago
  zone: 'America/Chicago',
  zoneLabels: { generic: 'CT', standard: 'CST', daylight: 'CDT' },
  // §1 row 2 of every visible tab: `Effective: 11/20/2026 9:00 AM CT`, a reprice adding `  |  Reprice #1 (…)`
  banner: { dates: ['MM/DD/YYYY'], clock: '12-hour' },
  // §1 expires 6:00 PM Central on the next business day
  cutoff: { hour: 18, minute: 0 },
  // §3 prices on a 100 basis; adjustments signed and added; `#N/A` not offered (Rates) / not eligible (Adjustments)
  conventions: { rates: 'prices', adjustments: 'adjustments', notEligible: '#N/A', notApplicable: null },
  // §7 step 2: a program failing any rule is not priced further; every failing rule reported, each key once
  checksEndEvaluation: true,
  keysOnce: true,
  // program table at the top of the notes
  programs: [
    { slug: CONF30, name: 'Conforming 30 Year Fixed', docTypes: 'full_doc' },
    { slug: CONF15, name: 'Conforming 15 Year Fixed', docTypes: 'full_doc' },
    { slug: HB30, name: 'High Balance 30 Year Fixed', docTypes: 'full_doc' },
  ],
  // §6 word mappings
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
      SFR: ['sfr'],
      Townhome: ['townhome'],
      Condo: ['condo', 'warrantable_condo'],
      '2 Units': ['2_unit'],
      '3-4 Units': ['3_4_unit'],
    },
    lienPosition: { 'First Lien Only': ['1st'] },
  },
  allPrograms: 'All',
  conditions: {
    // §5.2 LOAN AMOUNT: `From | To` text cells, both ends inclusive, read by the grammar as the range they print
    // §5.3 OTHER ADJUSTMENTS features (labels compared trimmed)
    'Cash-Out Refinance': [cashOut],
    'Second Home': [second],
    'Investment Property': [investment],
    Condo: [eq('property_type', 'condo', 'warrantable_condo')],
    '2 Units': [eq('property_type', '2_unit')],
    '3-4 Units': [eq('property_type', '3_4_unit')],
    'Escrow Waiver': [flag('escrow_waiver')],
    'Interest Only': [flag('interest_only')],
  },
  // §6 `All states + DC except AK, HI`: the 50 states and DC less the listed codes
  states: { all: 'All states', plusDc: '+ DC', except: 'except', allIncludesDc: true },
  // program names print the term as `30 Year` / `15 Year`
  terms: { '30 Year': 30, '15 Year': 15 },
  // §6 every program's table prints Borrowers and Lien Position; these are not used
  assumed: {
    citizenship: ['us_citizen', 'permanent_resident', 'non_permanent_resident'],
    lienPositions: ['1st'],
  },
  tables: [
    // §4 Rates: three tables stacked in A:E, each titled by its program's name, a price column per lock
    // period; `#N/A` a rate not offered at that lock (HB's all-#N/A 15 Day column a lock not offered);
    // hidden rows (§2.2) and the hidden `Old Pricing` tab (§2.1) are not read
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
        { heading: '60 Day', holds: 'price', lock: 60 },
      ],
    },
    // §5.1 FICO / LTV ADJUSTMENTS (All Programs): FICO rows down, LTV bands across
    {
      means: 'adjustments',
      shape: 'grid',
      at: { tab: 'Adjustments' },
      title: 'FICO / LTV ADJUSTMENTS (All Programs)',
      corner: 'FICO',
      rows: { band: 'fico' },
      columns: { band: 'ltv' },
      values: 'adjustment',
    },
    // §5.2 LOAN AMOUNT ADJUSTMENTS (All Programs): `From | To` text dollar cells, both ends inclusive
    {
      means: 'adjustments',
      at: { tab: 'Adjustments' },
      shape: 'list',
      title: 'LOAN AMOUNT ADJUSTMENTS (All Programs)',
      category: 'Loan Amount',
      columns: [
        { heading: 'From', holds: 'condition part' },
        { heading: 'To', holds: 'condition part' },
        { heading: 'Adjustment', holds: 'adjustment' },
      ],
    },
    // §5.3 OTHER ADJUSTMENTS, `Conforming` column: Conforming 30 and Conforming 15; the note row 30
    // inside the table is skipped (note_in_table warning).
    // GAP: the notes' `Conforming` column serves two programs. Declared `program columns` with the
    // alias 'Conforming' on both conforming programs, the compiler gave no finding but put the column
    // on Conforming 15 Year Fixed alone (Conforming 30 went unadjusted: non_owner_alias, escrow_waiver
    // … priced 2.000 / 0.125 too high). The docs say a program *cell* may name several programs
    // (`Select, Flex`), nothing of a column heading standing for several.
    // WORKAROUND: two `list`s of the same header, each reading its own value column (the other
    // column declared `note`, read as nothing) and scoped to its programs by `when`.
    {
      means: 'adjustments',
      at: { tab: 'Adjustments' },
      shape: 'list',
      title: 'OTHER ADJUSTMENTS',
      category: 'Other Adjustments',
      when: [eq('program', CONF30, CONF15)],
      columns: [
        { heading: 'Feature', holds: 'condition' },
        { heading: 'Conforming', holds: 'adjustment' },
        { heading: 'High Balance', holds: 'note' },
      ],
    },
    // §5.3 OTHER ADJUSTMENTS, `High Balance` column: High Balance 30 Year Fixed (its #N/A cells: llpa_na)
    {
      means: 'adjustments',
      at: { tab: 'Adjustments' },
      shape: 'list',
      title: 'OTHER ADJUSTMENTS',
      category: 'Other Adjustments',
      when: [eq('program', HB30)],
      columns: [
        { heading: 'Feature', holds: 'condition' },
        { heading: 'Conforming', holds: 'note' },
        { heading: 'High Balance', holds: 'adjustment' },
      ],
    },
    // §5.4 STATE ADJUSTMENTS (All Programs): a state not listed takes none (no eligibility here)
    {
      means: 'adjustments',
      at: { tab: 'Adjustments' },
      shape: 'list',
      title: 'STATE ADJUSTMENTS (All Programs)',
      category: 'State',
      columns: [
        { heading: 'State', holds: 'condition' },
        { heading: 'Adjustment', holds: 'adjustment' },
      ],
    },
    // §6 Guidelines: a table per program under its name
    guidelines('Conforming 30 Year Fixed'),
    guidelines('Conforming 15 Year Fixed'),
    guidelines('High Balance 30 Year Fixed'),
  ],
};
