/**
 * Tidewater Crest Lending (tidewater), as its notes (NOTES.md) describe its workbook: one tab, `Rate
 * Sheet`, every section stacked or side by side, almost every cell text. Written from docs/ alone by
 * a reader who had not seen the compiler (0 of 228 outcomes: its banner could not be read; 135 in a
 * second round), then moved onto the parts its trials asked for; the test of unseen-lender-7.test.ts.
 * Every `GAP:` is something the notes say that the language cannot.
 */
import { above, band, below, eq, flag } from '../../compiler/conditions.ts';
import type { Column, DeclaredProfile, RuleWord } from '../../compiler/tables/language.ts';

const C30 = 'coastal_30_fixed';
const C15 = 'coastal_15_fixed';
const HB = 'harbor_bank_statement';
const TAB = { tab: 'Rate Sheet' };

const purchase = eq('purpose', 'purchase');
const rateTerm = eq('purpose', 'rate_term_refi');
const cashOut = eq('purpose', 'cash_out_refi');
const refi = eq('purpose', 'rate_term_refi', 'cash_out_refi');
const investment = eq('occupancy', 'investment');
const units = eq('property_type', '2_unit', '3_4_unit');
const coastal = eq('program', C30, C15);
const harbor = eq('program', HB);

// §4 Other Price Adjustments: a label merged across seven (Coastal, A:G) or five (Harbor, K:O) cells,
// its cost in the cell after them, no header row: the label's merged cell is one column
const labelThenCost: Column[] = [
  { heading: 'Adjustment', holds: 'condition' },
  { heading: 'Cost', holds: 'adjustment' },
];

// §4 Program Highlights: `Min FICO: 620 | Max LTV: 97% (see …) | Max DTI: 50%`, `Loan Amount: $75,000 –
// $832,750`, each rule after its lead words, the program's by `when`. `Max LTV` there is the
// highest of the program's Max LTV table, which holds it (one reason, as the notes say).
const highlights = (program: string): RuleWord[] => {
  const when = [eq('program', program)];
  return [
    { rule: 'min_fico', lead: 'Min FICO', when },
    { rule: 'max_dti', lead: 'Max DTI', when },
    { rule: 'loan_amounts', lead: 'Loan Amount', when },
    { rule: 'occupancies', lead: 'Occupancy', when },
    { rule: 'property_types', lead: 'Property', when },
    { rule: 'citizenship', lead: 'Borrowers', when },
  ];
};

export const TIDEWATER: DeclaredProfile = {
  slug: 'tidewater',
  name: 'Tidewater Crest Lending',
  notes: 'test/unseen-lender-7/NOTES.md',
  // §1 one workbook per business day, one tab, no reprices
  files: { rateSheet: 'TidewaterCrest_RateSheet_<date>.xlsx', companions: {} },
  // §1 Eastern time (America/New_York), printed as the word `Eastern`
  zone: 'America/New_York',
  zoneLabels: { generic: 'Eastern', standard: 'EST', daylight: 'EDT' },
  // §1 A2 `Rates effective 11/20/26 at 9:15 a.m. Eastern`: a two-digit year
  banner: { dates: ['MM/DD/YY'], clock: '12-hour', lead: 'Rates effective' },
  // §1 footnote ⁸: expires 10:00 a.m. Eastern on the next business day
  cutoff: { hour: 10, minute: 0 },
  // §2 ladders print prices (Coastal 15 Yr: points, its own table's `rates`); adjustments are costs;
  // Coastal 15 Yr prints a cost `(2.398) pts` (price 97.602) and a credit `0.157 CR`: the word makes the sign
  // NA not eligible; `—` no adjustment; a credit `0.125 CR` (a cost made negative: a minus word);
  // points `(1.125) pts` a cost to the borrower; `PAR` 100.000
  conventions: {
    rates: 'prices',
    adjustments: 'costs',
    // `not offered`: a lock period (Lock-In Fee)
    notEligible: ['NA', 'not offered'],
    notApplicable: '—',
    signWords: { plus: ['pts', 'bp'], minus: ['CR'] },
    par: 'PAR',
  },
  // §5 every failing rule is reported, each key once
  checksEndEvaluation: false,
  keysOnce: true,
  // §3 programs
  programs: [
    { slug: C30, name: 'COASTAL CONFORMING 30 YR FIXED', docTypes: 'full_doc' },
    { slug: C15, name: 'COASTAL CONFORMING 15 YR FIXED', docTypes: 'full_doc' },
    // §3 Harbor: 30 and 40 year terms share one ladder; bank statements, 12 or 24 months
    { slug: HB, name: 'HARBOR BANK STATEMENT 30/40 YR FIXED (NON-QM)', docTypes: 'bank_statements', terms: [30, 40] },
  ],
  words: {
    occupancy: {
      Primary: ['owner_occupied'],
      'Second Home': ['second_home'],
      Investment: ['investment'],
    },
    citizenship: {
      'US Citizen': ['us_citizen'],
      'Permanent Resident': ['permanent_resident'],
      'Non-Permanent Resident': ['non_permanent_resident'],
    },
    lienPosition: { 'First liens only': ['1st'] },
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
    // §4 the Max LTV table's program columns
    'Coastal 30 Yr': [eq('program', C30)],
    'Coastal 15 Yr': [eq('program', C15)],
    'Harbor Bank Stmt': [harbor],
    // §4 Other Price Adjustments: each list scoped to its programs by its table's `when`
    'Cash-Out Refinance': [cashOut],
    'Second Home': [eq('occupancy', 'second_home')],
    'Escrow Waiver': [flag('escrow_waiver')],
    'Cash-Out Refi with LTV > 70%': [cashOut, above('ltv', 7000)],
    'Rate/Term Refi with LTV > 80%': [rateTerm, above('ltv', 8000)],
    'Investment Property, LTV <= 75%': [investment, band('ltv', null, false, 7500, true)],
    'Investment Property, LTV > 75%': [investment, above('ltv', 7500)],
    '2-4 Units (Purchase only)': [units, purchase],
    '2-4 Units (Rate/Term or Cash-Out)': [units, refi],
    // a townhome is priced as SFR
    'Condo (Attached) with LTV > 75%': [eq('property_type', 'condo', 'warrantable_condo'), above('ltv', 7500)],
    // §2 loan amounts: whole dollars, both ends inclusive
    'Loan Amount $75,000 to $124,999': [band('loan_amount', 75_000, true, 124_999, true)],
    'Loan Amount $125,000 to $199,999': [band('loan_amount', 125_000, true, 199_999, true)],
    'Loan Amount $600,001 to $832,750': [band('loan_amount', 600_001, true, 832_750, true)],
    // the label prints its states: one word per form printed (11-20, 11-23).
    // GAP (minor): a state list after lead words in a key cell (`Property in FL or NY`) is not read as
    // one (a rule's `lead` is for rule cells); as words, the 11-23 row is another row than the 11-20
    // one (structural_removal of `Property in FL or NY`, acknowledged as a reviewer would in the test)
    'Property in FL or NY': [eq('state', 'FL', 'NY')],
    'Property in FL, NY or NJ': [eq('state', 'FL', 'NY', 'NJ')],
    'FICO below 700 & DTI > 45%': [below('fico', 700), above('dti', 4500)],
    // §4 Other Price Adjustments, Harbor
    '12-Month Bank Statements': [eq('doc', 'bank_statements_12mo')],
    '24-Month Bank Statements': [eq('doc', 'bank_statements_24mo')],
    'Cash-Out Refi with LTV > 65%': [cashOut, above('ltv', 6500)],
    'Purchase with LTV <= 70 (Promo)': [purchase, band('ltv', null, false, 7000, true)],
    'Non-Warrantable Condo': [eq('property_type', 'non_warrantable_condo')],
    '2-4 Units': [units],
    'Loan Amount $150,000 to $249,999': [band('loan_amount', 150_000, true, 249_999, true)],
    'Loan Amount $1,000,001 to $1,500,000': [band('loan_amount', 1_000_001, true, 1_500_000, true)],
    'Loan Amount $1,500,001 to $2,500,000': [band('loan_amount', 1_500_001, true, 2_500_000, true)],
    'FICO 680–699 & LTV 70.01–75': [band('fico', 680, true, 699, true), band('ltv', 7000, false, 7500, true)],
    'DTI 45.01–50': [above('dti', 4500)],
    '40 Yr Term (fully amortizing)': [eq('term', 40)],
    'Interest Only (10 yr IO period)': [flag('interest_only')],
    'Recent Credit Event (BK / FC / SS within 48 mos)': [flag('recent_credit_event')],
    'Permanent Resident Alien': [eq('citizenship', 'permanent_resident')],
  },
  states: { all: 'All', plusDc: '+ DC', except: 'except', allIncludesDc: true },
  terms: { '30 YR FIXED': 30, '15 YR FIXED': 15 },
  // §5 footnote ⁷: first liens only; Borrowers are printed (in the Highlights box)
  assumed: {
    citizenship: ['us_citizen', 'permanent_resident', 'non_permanent_resident'],
    lienPositions: ['1st'],
  },
  tables: [
    // §4 Program Highlights box (C7:E16, I7:K16, O7:Q16): one merged cell per program, lines of
    // `Label: value | Label: value`, read as sentences, each program's by the words its cell starts
    // with, each rule after its lead words.
    // WORKAROUND: the three cells all start `Min FICO:`; a sentence's title does not scope it, so each
    // key is the cell's first words up to where they differ (`Min FICO: 620 | Max LTV: 97%`), figures
    // that may change another day.
    // §4 footnotes (rows 73-80, merged A:Q), read as sentences too.
    {
      means: 'eligibility rules',
      at: TAB,
      shape: 'sentences',
      columns: [],
      rules: {
        'Min FICO: 620 | Max LTV: 97%': highlights(C30),
        'Min FICO: 620 | Max LTV: 95%': highlights(C15),
        'Min FICO: 660': highlights(HB),
        // ² net price limits per program
        '² Net price limits': [
          {
            rule: 'max_price',
            key: 'coastal_max_price',
            lead: 'Coastal 30 & 15 Yr: maximum net price',
            when: [coastal],
          },
          { rule: 'max_price', key: 'coastal_investment', lead: 'investment property', when: [coastal, investment] },
          {
            rule: 'max_price',
            key: 'harbor_max_price',
            lead: 'Harbor Bank Statement: maximum net price',
            when: [harbor],
          },
          {
            rule: 'max_price',
            key: 'harbor_over_1m',
            lead: 'loan amounts over $1,000,000',
            when: [harbor, above('loan_amount', 1_000_000)],
          },
          // each program's floor: the `minimum net price` after its name
          { rule: 'min_price', lead: ['Coastal 30 & 15 Yr', 'minimum net price'], when: [coastal] },
          { rule: 'min_price', lead: ['Harbor Bank Statement', 'minimum net price'], when: [harbor] },
        ],
        // ³ Coastal investment LTV limits
        '³ Coastal investment property': [
          { rule: 'max_ltv', lead: 'maximum LTV', when: [coastal, investment, purchase] },
          { rule: 'max_ltv', lead: 'purchase and', when: [coastal, investment, refi] },
        ],
        // ⁴ the states each program is not available in
        '⁴ State restrictions': [
          { rule: 'states', excluded: true, lead: 'Coastal 30 & 15 Yr: not available in', when: [coastal] },
          { rule: 'states', excluded: true, lead: 'Harbor Bank Statement: not available in', when: [harbor] },
        ],
        // ⁷ `First liens only. No prepayment penalty on any program.`: said in words
        '⁷ First liens only': { rule: 'ppp_terms', reads: 'None' },
        // (K36 `Harbor: LTV above 85 not eligible.` is Harbor's Highlights `Max LTV: 85%`, read above.)
        // ⁵ `Harbor cash-out refinance: maximum loan amount $1,500,000.`
        '⁵ Harbor cash-out refinance: maximum loan amount': { rule: 'max_loan', when: [harbor, cashOut] },
      },
    },
    // §4 MAXIMUM LTV BY CREDIT SCORE (A60): FICO bands down, a column per program.
    // a cell `95 / 80` the maximum LTV on a purchase or rate/term refinance / on a cash-out; NA, or a
    // score in no row, no loan's
    {
      means: 'eligibility matrix',
      shape: 'grid',
      at: TAB,
      corner: 'Credit Score',
      rows: { band: 'fico' },
      columns: 'condition',
      cells: { split: [[eq('purpose', 'purchase', 'rate_term_refi')], [cashOut]] },
    },
    // §4 program blocks side by side, each `Note Rate | <lock>-Day Price` under the program's title;
    // the price heading names the ladder's own lock (Coastal 15 days, Harbor 30 days).
    // §4 the `Lock-In Fee ¹` row under each ladder: `30-Day: +12.5 bp` (a cost in basis points), `—` no
    // fee, `not offered`; the ladders are for their own lock (Coastal 15 days, Harbor 30)
    {
      means: 'adjustments',
      at: TAB,
      shape: 'pairs',
      title: 'Lock-In Fee',
      category: 'Lock-In Fee',
      values: 'adjustment in basis points',
      na: 'lock not offered',
      columns: [{ heading: 'Lock', holds: 'lock period' }],
    },
    {
      means: 'base prices',
      at: TAB,
      shape: 'program groups',
      baseLock: 15,
      columns: [
        { heading: 'Note Rate', holds: 'rate' },
        { heading: '15-Day Price', holds: 'price' },
      ],
    },
    {
      means: 'base prices',
      at: TAB,
      shape: 'program groups',
      baseLock: 15,
      rates: 'points',
      columns: [
        { heading: 'Note Rate', holds: 'rate' },
        { heading: '15-Day Pts / CR', holds: 'price' },
      ],
    },
    {
      means: 'base prices',
      at: TAB,
      shape: 'program groups',
      baseLock: 30,
      columns: [
        { heading: 'Note Rate', holds: 'rate' },
        { heading: '30-Day Price', holds: 'price' },
      ],
    },
    // §4 credit score / LTV grids side by side, sharing the corner `FICO \ LTV`: each its programs' by its title
    {
      means: 'adjustments',
      shape: 'grid',
      at: TAB,
      corner: 'FICO \\ LTV',
      rows: { band: 'fico' },
      columns: { band: 'ltv' },
      values: 'adjustment',
      titles: {
        'COASTAL 30 & 15 YR': [coastal],
        'HARBOR BANK STATEMENT': [harbor],
      },
    },
    // §4 other price adjustments, cumulative, each list its programs' (`when`)
    {
      means: 'adjustments',
      at: TAB,
      shape: 'list',
      title: 'OTHER PRICE ADJUSTMENTS — COASTAL 30 & 15 YR',
      category: 'Other Price Adjustments — Coastal',
      when: [coastal],
      columns: labelThenCost,
    },
    {
      means: 'adjustments',
      at: TAB,
      shape: 'list',
      title: 'OTHER PRICE ADJUSTMENTS — HARBOR BANK STATEMENT',
      category: 'Other Price Adjustments — Harbor',
      when: [harbor],
      columns: labelThenCost,
    },
  ],
};
