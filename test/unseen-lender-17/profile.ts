/**
 * Cobalt Ridge Bank (cobalt_ridge), as its notes (NOTES.md) describe its workbooks: one workbook per
 * sheet, tabs `Pricing` (three price tables side by side, note rate down and loan amount tier across;
 * a lock table in bps text below), `Adjustments` (FICO × LTV and PROPERTY TYPE × OCCUPANCY grids in
 * bps), `State Adj` (State | Adj pairs wrapped three times across) and `Eligibility` (a block of
 * bullet lines per program). Prices on a 100 basis, every adjustment added. Written from docs/ alone.
 */
import { band, eq } from '../../compiler/conditions.ts';
import type { DeclaredProfile, RuleWord } from '../../compiler/tables/language.ts';
import type { Cond } from '../../worker/artifact/format.ts';

const S30 = 'portfolio_select_30_year_fixed';
const S15 = 'portfolio_select_15_year_fixed';
const ARM = 'portfolio_arm_7_6';

const purchase = eq('purpose', 'purchase');
const rateTerm = eq('purpose', 'rate_term_refi');
const cashOut = eq('purpose', 'cash_out_refi');

// §7 Eligibility: a block of bullet lines per program (`• <Guideline>: <value>`), titled by the program.
// GAP: a block of one-cell text lines under a program's title is read by no shape but `sentences`, and a
// sentence's `title` does not scope it (the compiler answered `duplicate_table … a second sentence
// starting "• Term"` for three program-titled sentence tables); read as a `list` under each title, every
// line was `note_in_table` (a note inside the header), no rule read. The 30 and 15 Year blocks print 11
// of their 14 lines identically (and `• Occupancy: Primary, Second Home`, `• Borrowers: U.S. Citizen,
// Permanent Resident Alien`, `• Not available in: NY, IL` start the ARM's lines too), so no start
// words tell them apart.
// WORKAROUND: one `sentences` table; each program's rules hang on a line only its block prints (its
// key the line's first words up to where it differs, figures included, as test/unseen-lender-7 does),
// scoped by `when`; a rule whose line no single block prints alone is stated with `reads` (the value as
// the sheet prints it today), so a changed figure there is not read the next day.
const S30_ = [eq('program', S30)];
const S15_ = [eq('program', S15)];
const ARM_ = [eq('program', ARM)];
const maxLtv = (when: readonly Cond[], p: string, r: string, c: string): RuleWord[] => [
  { rule: 'max_ltv', reads: p, when: [...when, purchase] },
  { rule: 'max_ltv', reads: r, when: [...when, rateTerm] },
  { rule: 'max_ltv', reads: c, when: [...when, cashOut] },
];
// the rules the two Portfolio Select blocks print alike, as printed
const selectShared = (when: readonly Cond[]): RuleWord[] => [
  { rule: 'min_fico', reads: '680', when },
  { rule: 'max_dti', reads: '45%', when },
  { rule: 'min_loan', reads: '$100,000', when },
  ...maxLtv(when, '90%', '80%', '75%'),
  { rule: 'occupancies', reads: 'Primary, Second Home', when },
  { rule: 'citizenship', reads: 'U.S. Citizen, Permanent Resident Alien', when },
  { rule: 'states', reads: 'NY, IL', excluded: true, when },
];
// the rules all three blocks print alike
const allShared = (when: readonly Cond[]): RuleWord[] => [
  { rule: 'property_types', reads: 'SFR/PUD, Townhome, Condo, 2-4 Units', when },
  { rule: 'lien_positions', reads: 'First Lien', when },
  { rule: 'min_price', reads: '96.000', category: 'Minimum Price', when },
];
const bullets: Record<string, RuleWord | readonly RuleWord[]> = {
  // 30 Year Fixed: its maximum loan amount line and its maximum price line
  '• Maximum loan amount: $2,000,000': [
    { rule: 'max_loan', lead: 'Maximum loan amount:', when: S30_ },
    ...selectShared(S30_),
    ...allShared(S30_),
  ],
  // `102.500 (101.500 for loan amounts of $1,000,000 and above)`: the lowest cap that applies governs
  '• Maximum price: 102.500 (101.500': [
    { rule: 'max_price', lead: 'Maximum price:', when: S30_ },
    {
      rule: 'max_price',
      key: 'max_price_1mm',
      lead: ['Maximum price:', '('],
      when: [...S30_, band('loan_amount', 1_000_000, true, null, false)],
    },
  ],
  // 15 Year Fixed
  '• Maximum loan amount: $1,500,000': [
    { rule: 'max_loan', lead: 'Maximum loan amount:', when: S15_ },
    ...selectShared(S15_),
    ...allShared(S15_),
  ],
  '• Maximum price: 102.000': { rule: 'max_price', lead: 'Maximum price:', when: S15_ },
  // ARM 7/6: every line but property types, first lien and minimum price is its own
  '• Minimum credit score: 700': { rule: 'min_fico', lead: 'Minimum credit score:', when: ARM_ },
  '• Maximum DTI: 43%': { rule: 'max_dti', lead: 'Maximum DTI:', when: ARM_ },
  '• Minimum loan amount: $150,000': [
    { rule: 'min_loan', lead: 'Minimum loan amount:', when: ARM_ },
    ...allShared(ARM_),
  ],
  '• Maximum loan amount: $3,000,000': { rule: 'max_loan', lead: 'Maximum loan amount:', when: ARM_ },
  '• Maximum LTV: 85%': [
    { rule: 'max_ltv', lead: 'Maximum LTV:', when: [...ARM_, purchase] },
    { rule: 'max_ltv', lead: 'purchase,', when: [...ARM_, rateTerm] },
    { rule: 'max_ltv', lead: 'rate/term refinance,', when: [...ARM_, cashOut] },
  ],
  '• Occupancy: Primary, Second Home, Investment': { rule: 'occupancies', lead: 'Occupancy:', when: ARM_ },
  '• Borrowers: U.S. Citizen, Permanent Resident Alien, Non': { rule: 'citizenship', lead: 'Borrowers:', when: ARM_ },
  // §4.2, §7 the ARM's lock periods (a 60-day lock is lock_not_offered)
  '• Lock periods: 15, 30, 45 days': { rule: 'locks', lead: 'Lock periods:', when: ARM_ },
  // the reprice of 11-23 adds NV (`NY, IL, TX, NV`): the line still starts so
  '• Not available in: NY, IL, TX': { rule: 'states', lead: 'Not available in:', excluded: true, when: ARM_ },
  '• Maximum price: 101.750': { rule: 'max_price', lead: 'Maximum price:', when: ARM_ },
};

export const COBALT_RIDGE: DeclaredProfile = {
  slug: 'cobalt_ridge',
  name: 'Cobalt Ridge Bank',
  notes: 'test/unseen-lender-17/NOTES.md',
  // §1 `CobaltRidge_RateSheet_<YYYY-MM-DD>.xlsx`; an afternoon reprice adds `_PM`, its time only in its
  // banner, `(Afternoon Reprice)`: at most one a day
  files: { rateSheet: 'CobaltRidge_RateSheet_<date>.xlsx', reprices: { word: 'PM' }, companions: {} },
  // §1 `Rates effective 20 November 2026 at 08:30 CT` on row 2 of every tab; CT is America/Chicago
  zone: 'America/Chicago',
  zoneLabels: { generic: 'CT', standard: 'CST', daylight: 'CDT' },
  banner: { dates: ['D Month YYYY'], clock: '24-hour', lead: 'Rates effective' },
  // §1 every sheet expires at 20:00 CT on its own effective date
  cutoff: { hour: 20, minute: 0, day: 'same day' },
  // §2 prices on a 100 basis; adjustments added (bps); NA not eligible
  // §4.2 lock adjustments printed as text with their unit, `+12.5 bps` / `-12.5 bps`
  conventions: {
    rates: 'prices',
    adjustments: 'adjustments',
    notEligible: 'NA',
    notApplicable: null,
  },
  // §8 step 2: every failing key, each once; then not priced further (no llpa_na, no floor)
  checksEndEvaluation: true,
  keysOnce: true,
  // §3
  programs: [
    { slug: S30, name: 'PORTFOLIO SELECT — 30 YEAR FIXED', docTypes: 'full_doc' },
    { slug: S15, name: 'PORTFOLIO SELECT — 15 YEAR FIXED', docTypes: 'full_doc' },
    { slug: ARM, name: 'PORTFOLIO ARM 7/6', docTypes: 'full_doc', terms: [30] },
  ],
  terms: { '30 YEAR': 30, '15 YEAR': 15 },
  words: {
    // §7 Occupancy bullets
    occupancy: { Primary: ['owner_occupied'], 'Second Home': ['second_home'], Investment: ['investment'] },
    // §7 Borrowers bullets
    citizenship: {
      'U.S. Citizen': ['us_citizen'],
      'Permanent Resident Alien': ['permanent_resident'],
      'Non-Permanent Resident Alien': ['non_permanent_resident'],
    },
    // §7 `• First lien only`
    lienPosition: { 'First Lien': ['1st'] },
    // §7 Property types bullets
    propertyType: {
      'SFR/PUD': ['sfr'],
      Townhome: ['townhome'],
      Condo: ['condo', 'warrantable_condo'],
      '2-4 Units': ['2_unit', '3_4_unit'],
    },
  },
  // no table prints a program column
  allPrograms: 'All',
  conditions: {
    // §4.1 `$1MM+` is 1,000,000 and above (the grammar reads a lower amount in millions as one dollar above it)
    '$1MM+': [band('loan_amount', 1_000_000, true, null, false)],
    // §5.2 property type rows
    'SFR / PUD': [eq('property_type', 'sfr')],
    Townhome: [eq('property_type', 'townhome')],
    Condo: [eq('property_type', 'condo', 'warrantable_condo')],
    '2 Unit': [eq('property_type', '2_unit')],
    '3-4 Unit': [eq('property_type', '3_4_unit')],
    // §5.2 occupancy columns
    Primary: [eq('occupancy', 'owner_occupied')],
    'Second Home': [eq('occupancy', 'second_home')],
    Investment: [eq('occupancy', 'investment')],
  },
  states: { all: 'All', plusDc: '+ DC', except: 'except', allIncludesDc: true },
  assumed: { citizenship: ['us_citizen', 'permanent_resident'], lienPositions: ['1st'] },
  tables: [
    // §4.1 price tables side by side, each titled by its program (row 5); `Note Rate` merged down over
    // rows 6-7, `Loan Amount — 30-Day Price` over the tiers on row 6, the tiers on row 7; rates from row 8
    // each program priced by the column of its loan amount's tier (`$1MM+` a word: §4.1 puts 1,000,000 in it)
    {
      means: 'base prices',
      at: { tab: 'Pricing' },
      shape: 'program groups',
      baseLock: 30,
      category: 'Base Price',
      columns: [
        { heading: 'Note Rate', holds: 'rate' },
        { heading: 'Loan Amount — 30-Day Price', holds: 'price' },
      ],
      tiers: 'condition',
    },
    // §4.2 LOCK PERIOD ADJUSTMENTS: `Lock | Adj`, bps printed as text (`-12.5 bps`), added
    {
      means: 'adjustments',
      at: { tab: 'Pricing' },
      shape: 'list',
      title: 'LOCK PERIOD ADJUSTMENTS',
      category: 'Lock',
      values: 'adjustment in basis points',
      columns: [
        { heading: 'Lock', holds: 'lock period' },
        { heading: 'Adj', holds: 'adjustment in basis points' },
      ],
    },
    // §5.1 FICO × LTV (bps): FICO bands down, LTV bands across (upper inclusive); NA llpa_na
    {
      means: 'adjustments',
      shape: 'grid',
      at: { tab: 'Adjustments' },
      corner: 'FICO \\ LTV',
      rows: { band: 'fico' },
      columns: { band: 'ltv' },
      values: 'adjustment in basis points',
      category: 'FICO × LTV',
    },
    // §5.2 PROPERTY TYPE × OCCUPANCY (bps); NA llpa_na
    {
      means: 'adjustments',
      shape: 'grid',
      at: { tab: 'Adjustments' },
      corner: 'Property Type',
      rows: 'condition',
      columns: 'condition',
      values: 'adjustment in basis points',
      category: 'Property × Occupancy',
    },
    // §6 State Adj: `State | Adj` pairs three times across (17 rows), read down each pair; blank 0 bps
    // (every state and DC on the tab: none is refused for not being listed)
    {
      means: 'adjustments',
      at: { tab: 'State Adj' },
      shape: 'list',
      title: 'STATE ADJUSTMENTS  (bps, added to price)',
      category: 'State',
      wrapped: true,
      columns: [
        { heading: 'State', holds: 'condition' },
        { heading: 'Adj', holds: 'adjustment in basis points' },
      ],
    },
    // §7 Eligibility (see `bullets` above)
    { means: 'eligibility rules', at: { tab: 'Eligibility' }, shape: 'sentences', columns: [], rules: bullets },
  ],
};
