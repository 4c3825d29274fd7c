/**
 * Quillfeather Home Lending (quillfeather), as its notes (NOTES.md) describe its workbook: one tab,
 * `Rate Sheet`, two half-page columns of boxed sections (A-F and H-M), most table cells merged over
 * two or four columns (read as one column at each merge's first cell). Written from docs/ alone (0 of
 * 130: the merged cells and the `**REPRICE**` marker refused every sheet), then moved onto the parts
 * its trial asked for.
 */
import { band, eq, flag } from '../../compiler/conditions.ts';
import type { DeclaredProfile, RuleWord } from '../../compiler/tables/language.ts';

const AD = 'asset_depletion';
const BS = 'bank_statement';
const TAB = { tab: 'Rate Sheet' };
const ad = [eq('program', AD)];
const purchase = eq('purpose', 'purchase');
const rateTerm = eq('purpose', 'rate_term_refi');
const cashOut = eq('purpose', 'cash_out_refi');

// §4.6 PROGRAM GUIDELINES: one text cell per line, `Label <dot leader> Value`, a section per program.
// GAP: a `Label ..... Value` line in one cell, in a section titled by its program, is read by no shape
// but `sentences`, and a sentence's `title` does not scope it (docs: "What a profile cannot say yet",
// `• Label: value` lines per program); the two sections print the same labels. Keyed by its label
// alone, a line was `duplicate_table … H71 a second sentence starting "Min Loan Amount … $1"`.
// WORKAROUND: one `sentences` table; each key is the line's first characters, dot leader included,
// up to where the two programs' lines differ (`Min FICO .......................... 680`), its value
// read after its `lead` (the label and its dot leader); a line both sections print alike (Property
// Types, Lien Position), or one that is the start of the other program's (AD's Occupancy), is said
// with `reads` hung on another line of the program, so a change there is not read the next day.
// `Terms` (the program's `terms`), `Doc Type` and `Prepayment Penalty` (none: no `ppp_term` is read)
// are not declared.
const DOTS = {
  lock: 'Lock Periods ......................',
  fico: 'Min FICO ..........................',
  minLoan: 'Min Loan Amount ...................',
  maxLoan: 'Max Loan Amount ...................',
  dti: 'Max DTI ...........................',
  borrowers: 'Borrowers .........................',
  states: 'States ............................',
  maxPrice: 'Max Price .........................',
  minPrice: 'Min Price .........................',
  occupancy: 'Occupancy .........................',
  investmentLtv: 'Max LTV - Investment ..............',
  overMillion: 'Max Price - Loan Over $1MM ........',
};
const bs = [eq('program', BS)];

const guidelines: Record<string, RuleWord | readonly RuleWord[]> = {
  // Asset Depletion (H66 section)
  [`${DOTS.lock} 15`]: { rule: 'locks', lead: DOTS.lock, when: ad },
  [`${DOTS.fico} 680`]: [
    { rule: 'min_fico', lead: DOTS.fico, when: ad },
    // `Occupancy ... Primary, Second Home` is the start of Bank Statement's line (WORKAROUND above)
    { rule: 'occupancies', reads: 'Primary, Second Home', when: ad },
    // lines both sections print alike (WORKAROUND above)
    { rule: 'property_types', reads: 'SFR, PUD, Townhome, Condo, 2-4 Units', when: ad },
    { rule: 'lien_positions', reads: '1st Lien Only', when: ad },
  ],
  [`${DOTS.minLoan} $15`]: { rule: 'min_loan', lead: DOTS.minLoan, when: ad },
  [`${DOTS.maxLoan} $2`]: { rule: 'max_loan', lead: DOTS.maxLoan, when: ad },
  [`${DOTS.dti} 45`]: { rule: 'max_dti', lead: DOTS.dti, when: ad },
  [`${DOTS.borrowers} US Citizen, Permanent Resident, Non-Perm Resident`]: {
    rule: 'citizenship',
    lead: DOTS.borrowers,
    when: ad,
  },
  [`${DOTS.states} AZ`]: { rule: 'states', lead: DOTS.states, when: ad },
  // §5.5 the cap
  [`${DOTS.maxPrice} 102.0`]: { rule: 'max_price', lead: DOTS.maxPrice, when: ad },
  // §5.6 the floor
  [`${DOTS.minPrice} 97.5`]: { rule: 'min_price', lead: DOTS.minPrice, when: ad },
  // Bank Statement (A47 section): a line both sections print alike, or the start of the other's
  // (Borrowers), is said with `reads`, hung on a line of its own
  [`${DOTS.lock} 30`]: { rule: 'locks', lead: DOTS.lock, when: bs },
  [`${DOTS.fico} 660`]: [
    { rule: 'min_fico', lead: DOTS.fico, when: bs },
    { rule: 'citizenship', reads: 'US Citizen, Permanent Resident', when: bs },
    { rule: 'property_types', reads: 'SFR, PUD, Townhome, Condo, 2-4 Units', when: bs },
    { rule: 'lien_positions', reads: '1st Lien Only', when: bs },
  ],
  [`${DOTS.minLoan} $10`]: { rule: 'min_loan', lead: DOTS.minLoan, when: bs },
  [`${DOTS.maxLoan} $3`]: { rule: 'max_loan', lead: DOTS.maxLoan, when: bs },
  [`${DOTS.dti} 50`]: { rule: 'max_dti', lead: DOTS.dti, when: bs },
  [DOTS.investmentLtv]: { rule: 'max_ltv', lead: DOTS.investmentLtv, when: [...bs, eq('occupancy', 'investment')] },
  [`${DOTS.occupancy} Primary, Second Home, Investment`]: { rule: 'occupancies', lead: DOTS.occupancy, when: bs },
  [`${DOTS.states} All`]: { rule: 'states', lead: 'except', excluded: true, when: bs },
  [`${DOTS.maxPrice} 102.5`]: { rule: 'max_price', lead: DOTS.maxPrice, when: bs },
  // §5.5 a second cap for loans over $1,000,000
  [DOTS.overMillion]: {
    rule: 'max_price',
    key: 'max_price_over_1mm',
    lead: DOTS.overMillion,
    when: [...bs, band('loan_amount', 1_000_000, false, null, false)],
  },
  [`${DOTS.minPrice} 97.0`]: { rule: 'min_price', lead: DOTS.minPrice, when: bs },
};

// §4.1 a ladder per program under its title, a price column per lock period (no lock adjustment):
// Bank Statement `Rate | 30 Day | 45 Day`, Asset Depletion `Rate | 15 Day | 30 Day | 45 Day`
const ladder = (locks: readonly (15 | 30 | 45)[]) =>
  ({
    means: 'base prices',
    at: TAB,
    shape: 'program groups',
    baseLock: 30,
    columns: [
      { heading: 'Rate', holds: 'rate' },
      ...locks.map((lock) => ({ heading: `${lock} Day`, holds: 'price' as const, lock })),
    ],
  }) as const;

export const QUILLFEATHER: DeclaredProfile = {
  slug: 'quillfeather',
  name: 'Quillfeather Home Lending',
  notes: 'test/unseen-lender-22/NOTES.md',
  // §1 `Quillfeather_RateSheet_<YYYY-MM-DD>.xlsx`, a reprice `_<HHMM>` (24-hour, Pacific), its
  // banner ending `**REPRICE**`
  files: { rateSheet: 'Quillfeather_RateSheet_<date>.xlsx', companions: {} },
  // §1 Pacific = America/Los_Angeles
  zone: 'America/Los_Angeles',
  zoneLabels: { generic: 'Pacific', standard: 'PST', daylight: 'PDT' },
  // §1 A2 `Rates effective Friday, 11/20/26 @ 9:00am Pacific`
  banner: { dates: ['Weekday, MM/DD/YY'], clock: '12-hour', lead: 'Rates effective' },
  // §1 expires 5:00 PM Pacific the next business day
  cutoff: { hour: 17, minute: 0 },
  // §2 prices on a 100 basis; adjustments added; `--` not available; no N/A
  conventions: { rates: 'prices', adjustments: 'adjustments', notEligible: '--', notApplicable: null },
  // §5.2 every failing rule is reported, the matrix's too, each key once; a rejected program is not priced
  checksEndEvaluation: false,
  keysOnce: true,
  // §3 programs
  programs: [
    { slug: BS, name: 'Bank Statement', docTypes: 'bank_statements', terms: [30, 40] },
    { slug: AD, name: 'Asset Depletion', docTypes: 'asset_utilization', terms: [30] },
  ],
  // §4.6 the guideline lists' words
  words: {
    occupancy: { Primary: ['owner_occupied'], 'Second Home': ['second_home'], Investment: ['investment'] },
    citizenship: {
      'US Citizen': ['us_citizen'],
      'Permanent Resident': ['permanent_resident'],
      'Non-Perm Resident': ['non_permanent_resident'],
    },
    lienPosition: { '1st Lien Only': ['1st'] },
    propertyType: {
      SFR: ['sfr'],
      // a PUD is sent as sfr or townhome
      PUD: ['sfr', 'townhome'],
      Townhome: ['townhome'],
      Condo: ['condo', 'warrantable_condo'],
      '2-4 Units': ['2_unit', '3_4_unit'],
    },
  },
  allPrograms: 'All',
  conditions: {
    // §4.2 LTV ADJUSTMENTS rows (`doc_seasoning` 12mo, null or omitted: 12 Mo; 24mo: 24 Mo)
    'Bank Statement 12 Mo': [eq('doc', 'bank_statements_12mo')],
    'Bank Statement 24 Mo': [eq('doc', 'bank_statements_24mo')],
    'Asset Depletion': ad,
    // §4.3 FICO bands, both ends included
    '760+': [band('fico', 760, true, null, false)],
    '740-759': [band('fico', 740, true, 759, true)],
    '720-739': [band('fico', 720, true, 739, true)],
    '700-719': [band('fico', 700, true, 719, true)],
    '680-699': [band('fico', 680, true, 699, true)],
    '660-679': [band('fico', 660, true, 679, true)],
    // §4.4 loan amount bands in words
    'Under $150K': [band('loan_amount', null, false, 150_000, false)],
    '$150K to $1MM': [band('loan_amount', 150_000, true, 1_000_000, true)],
    'Over $1MM': [band('loan_amount', 1_000_000, false, null, false)],
    // §4.4 other adjustments, cumulative; §4.5 the matrix's purposes
    'Rate/Term Refinance': [rateTerm],
    'Cash-Out Refinance': [cashOut],
    'Second Home': [eq('occupancy', 'second_home')],
    'Investment Property': [eq('occupancy', 'investment')],
    Condo: [eq('property_type', 'condo', 'warrantable_condo')],
    '2-4 Units': [eq('property_type', '2_unit', '3_4_unit')],
    '40 Yr Term': [eq('term', 40)],
    'Interest Only': [flag('interest_only')],
    'Escrow Waiver': [flag('escrow_waiver')],
    Purchase: [purchase],
    'Rate/Term': [rateTerm],
    'Cash-Out': [cashOut],
  },
  // §4.6 `All States + DC except NY, HI, AK, ND` (Bank Statement's line, not read)
  states: { all: 'All States', plusDc: '+ DC', except: 'except', allIncludesDc: true },
  terms: { '30 Yr': 30, '40 Yr': 40 },
  // §4.6 every line is printed; nothing assumed beyond them
  assumed: { citizenship: ['us_citizen', 'permanent_resident'], lienPositions: ['1st'] },
  tables: [
    // §4.6 PROGRAM GUIDELINES (A47, H66): see the WORKAROUND above
    { means: 'eligibility rules', at: TAB, shape: 'sentences', columns: [], rules: guidelines },
    // §4.1 BANK STATEMENT (A5) and ASSET DEPLETION (H5) ladders
    ladder([30, 45]),
    ladder([15, 30, 45]),
    // §4.2 LTV ADJUSTMENTS (ALL PROGRAMS) (A32): doc type rows × LTV columns, one column each (no
    // merges); the `Asset Depletion` / `80.01 - 85%` cell `--`: llpa_na
    {
      means: 'adjustments',
      shape: 'grid',
      at: TAB,
      title: 'LTV ADJUSTMENTS  (ALL PROGRAMS)',
      corner: 'DOC TYPE',
      rows: 'condition',
      columns: { band: 'ltv' },
      values: 'adjustment',
      category: 'LTV',
    },
    // §4.3 FICO ADJUSTMENTS, a list per program (its title names it after a dash)
    ...(
      [
        ['FICO ADJUSTMENTS  —  BANK STATEMENT', BS],
        ['FICO ADJUSTMENTS  —  ASSET DEPLETION', AD],
      ] as const
    ).map(([title, program]) => ({
      means: 'adjustments' as const,
      at: TAB,
      shape: 'list' as const,
      title,
      category: 'FICO',
      when: [eq('program', program)],
      columns: [
        { heading: 'FICO', holds: 'condition' as const },
        { heading: 'Adj', holds: 'adjustment' as const },
      ],
    })),
    // §4.4 LOAN AMOUNT and OTHER ADJUSTMENTS: a column per program; `--` not eligible
    {
      means: 'adjustments',
      at: TAB,
      shape: 'program columns',
      title: 'LOAN AMOUNT ADJUSTMENTS',
      category: 'Loan Amount',
      columns: [{ heading: 'Loan Amount', holds: 'condition' }],
    },
    {
      means: 'adjustments',
      at: TAB,
      shape: 'program columns',
      title: 'OTHER ADJUSTMENTS  (CUMULATIVE)',
      category: 'Other',
      columns: [{ heading: 'Feature', holds: 'condition' }],
    },
    // §4.5 MAX LTV (ALL PROGRAMS): FICO bands × purpose, the maximum LTV; `--` no_ltv_matrix_cell
    {
      means: 'eligibility matrix',
      shape: 'grid',
      at: TAB,
      title: 'MAX LTV  (ALL PROGRAMS)',
      corner: 'FICO',
      rows: { band: 'fico' },
      columns: 'condition',
      // §4.5 a score below 660 has no row: the table is not read (min_fico refuses the loan)
      readWhen: [band('fico', 660, true, null, false)],
    },
  ],
};
