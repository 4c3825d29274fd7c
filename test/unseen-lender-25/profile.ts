/**
 * Juniper Shoals Lending (juniper_shoals), as its notes (NOTES.md) describe its workbooks: one
 * workbook per sheet, tabs `Pricing`, `Adjustments`, `Eligibility`; discount in basis points, one
 * price block per lock period (programs down, note rates across), one long adjustment list
 * `Code | Description | Bps`, guidelines a column per program with exceptions in parentheses, a
 * state grid of X marks. Written from docs/ alone. Every `GAP:` is something the notes say that the
 * language cannot; every `WORKAROUND:` a way around one that the docs do not intend.
 */
import { band, below, eq, flag } from '../../compiler/conditions.ts';
import type { Column, DeclaredProfile, Table } from '../../compiler/tables/language.ts';
import type { Cond } from '../../worker/artifact/format.ts';

const FDA = 'full_doc_advantage';
const BSS = 'bank_statement_select';
const DSI = 'dscr_investor';

const PRICING = { tab: 'Pricing' };
const ADJ = { tab: 'Adjustments' };
const ELIG = { tab: 'Eligibility' };

const cashOut = eq('purpose', 'cash_out_refi');
const purchase = eq('purpose', 'purchase');
const refinance = eq('purpose', 'rate_term_refi', 'cash_out_refi');
const investment = eq('occupancy', 'investment');
const dscrBelow1 = below('dscr', 100);

// §5.3 the 50 states and DC, as the state grid prints them
const STATES = [
  'AK',
  'AL',
  'AR',
  'AZ',
  'CA',
  'CO',
  'CT',
  'DC',
  'DE',
  'FL',
  'GA',
  'HI',
  'IA',
  'ID',
  'IL',
  'IN',
  'KS',
  'KY',
  'LA',
  'MA',
  'MD',
  'ME',
  'MI',
  'MN',
  'MO',
  'MS',
  'MT',
  'NC',
  'ND',
  'NE',
  'NH',
  'NJ',
  'NM',
  'NV',
  'NY',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VA',
  'VT',
  'WA',
  'WI',
  'WV',
  'WY',
] as const;

// §4 band edges: FICO whole scores both ends inclusive; LTV / DTI upper inclusive, `a.01` above the
// previous band's upper value; DSCR lower inclusive, up to the next band's lower value
const FICO_BANDS: Record<string, Cond> = {
  'FICO 780 or higher': band('fico', 780, true, null, false),
  'FICO 760-779': band('fico', 760, true, 779, true),
  'FICO 740-759': band('fico', 740, true, 759, true),
  'FICO 720-739': band('fico', 720, true, 739, true),
  'FICO 700-719': band('fico', 700, true, 719, true),
  'FICO 680-699': band('fico', 680, true, 699, true),
  'FICO 660-679': band('fico', 660, true, 679, true),
};
const LTV_BANDS: Record<string, Cond> = {
  'LTV 60.00 or less': band('ltv', null, false, 6000, true),
  'LTV 60.01-70.00': band('ltv', 6000, false, 7000, true),
  'LTV 70.01-75.00': band('ltv', 7000, false, 7500, true),
  'LTV 75.01-80.00': band('ltv', 7500, false, 8000, true),
  'LTV 80.01-85.00': band('ltv', 8000, false, 8500, true),
};

// §4 a description ending ` - <codes> only` applies to those programs only
const onlyFDA = eq('program', FDA);
const onlyDSI = eq('program', DSI);
const onlyFDABSS = eq('program', FDA, BSS);

// §4 "What each row means in request terms": each description as printed, with what it means
const DESCRIPTIONS: Record<string, Cond[]> = {
  'Rate/term refinance': [eq('purpose', 'rate_term_refi')],
  'Second home': [eq('occupancy', 'second_home')],
  'Investment property - FDA only': [investment, onlyFDA],
  'Loan amount $100,000-$149,999': [band('loan_amount', 100_000, true, 149_999, true)],
  'Loan amount $150,000-$249,999': [band('loan_amount', 150_000, true, 249_999, true)],
  'Loan amount $1,000,000-$1,499,999': [band('loan_amount', 1_000_000, true, 1_499_999, true)],
  'Loan amount $1,500,000-$2,000,000': [band('loan_amount', 1_500_000, true, 2_000_000, true)],
  'Loan amount $2,000,001-$3,000,000': [band('loan_amount', 2_000_001, true, 3_000_000, true)],
  'Condo (warrantable)': [eq('property_type', 'condo', 'warrantable_condo')],
  'Non-warrantable condo - DSI only': [eq('property_type', 'non_warrantable_condo'), onlyDSI],
  '2 units': [eq('property_type', '2_unit')],
  '3-4 units': [eq('property_type', '3_4_unit')],
  'DTI 43.01-50.00 - FDA, BSS only': [band('dti', 4300, false, 5000, true), onlyFDABSS],
  'DTI 50.01-55.00 - FDA only': [band('dti', 5000, false, 5500, true), onlyFDA],
  'DSCR 1.25 or higher - DSI only': [band('dscr', 125, true, null, false), onlyDSI],
  'DSCR 1.00-1.24 - DSI only': [band('dscr', 100, true, 125, false), onlyDSI],
  'DSCR 0.75-0.99 - DSI only': [band('dscr', 75, true, 100, false), onlyDSI],
  '40-year term (40 Yr Maturity)': [eq('term', 40)],
  '15-year term - FDA only': [eq('term', 15), onlyFDA],
  'Interest only': [flag('interest_only')],
  'Interest only and DSCR below 1.00 - DSI only': [flag('interest_only'), dscrBelow1, onlyDSI],
  'Escrow waiver - FDA, BSS only': [flag('escrow_waiver'), onlyFDABSS],
  'Escrow waiver - DSI only': [flag('escrow_waiver'), onlyDSI],
  'Short-term rental - DSI only': [flag('short_term_rental'), onlyDSI],
  'Non-permanent resident': [eq('citizenship', 'non_permanent_resident')],
  'Foreign national - DSI only': [eq('citizenship', 'foreign_national'), onlyDSI],
  'Full doc, 12 months of income documentation - FDA only': [eq('doc', 'full_doc_12mo'), onlyFDA],
  'Bank statements, 12 months - BSS only': [eq('doc', 'bank_statements_12mo')],
  'Bank statements, 24 months - BSS only': [eq('doc', 'bank_statements_24mo')],
  Florida: [eq('state', 'FL')],
  Illinois: [eq('state', 'IL')],
  'New Jersey': [eq('state', 'NJ')],
  Texas: [eq('state', 'TX')],
  ...Object.fromEntries(
    Object.entries(FICO_BANDS).flatMap(([f, fc]) =>
      Object.entries(LTV_BANDS).map(([l, lc]) => [`${f} and ${l}`, [fc, lc]]),
    ),
  ),
  ...Object.fromEntries(
    Object.entries(LTV_BANDS)
      .filter(([l]) => l !== 'LTV 80.01-85.00')
      .map(([l, lc]) => [`Cash-out refinance and ${l}`, [cashOut, lc]]),
  ),
};

// §4 the codes of the adjustment list's rows, but the PPP- rows (the prepayment table)
const ADJUSTMENT_CODES = [
  ...Array.from({ length: 35 }, (_, i) => `FICO-${String(i + 1).padStart(2, '0')}`),
  'PUR-01',
  'LTV-01',
  'LTV-02',
  'LTV-03',
  'LTV-04',
  'OCC-01',
  'OCC-02',
  'AMT-01',
  'AMT-02',
  'AMT-03',
  'AMT-04',
  'AMT-05',
  'PROP-01',
  'PROP-02',
  'PROP-03',
  'PROP-04',
  'DOC-01',
  'DOC-02',
  'DOC-03',
  'DTI-01',
  'DTI-02',
  'DSCR-01',
  'DSCR-02',
  'DSCR-03',
  'TERM-01',
  'TERM-02',
  'IO-01',
  'IO-02',
  'ESC-01',
  'ESC-02',
  'STR-01',
  'CIT-01',
  'CIT-02',
  ...STATES.map((st) => `ST-${st}`),
];

export const JUNIPER_SHOALS: DeclaredProfile = {
  slug: 'juniper_shoals',
  name: 'Juniper Shoals Lending',
  notes: 'test/unseen-lender-25/NOTES.md',
  // §1 `JuniperShoals_Sheet_<sheet number>.xlsx`, the number `<year>-<sequence>` (2026-224, -225, the
  // reprice -226): no date, no time, no reprice mark in the name; the banner alone says the moment
  // (`<number>`).
  files: { rateSheet: 'JuniperShoals_Sheet_<number>.xlsx', companions: {} },
  // §1 MT = America/Denver
  zone: 'America/Denver',
  zoneLabels: { generic: 'MT', standard: 'MST', daylight: 'MDT' },
  // §1 row 2 `Sheet No. 2026-224  |  Effective 20-NOV-2026 07:45 MT`
  banner: { dates: ['DD-Month-YYYY'], clock: '24-hour' },
  // §1 expires 12:00 noon MT on the next business day
  cutoff: { hour: 12, minute: 0 },
  // §2 discount in basis points (cost positive: `331.7` is 96.683), adjustments costs, `NA` not
  // eligible, `N/A` no test.
  // WORKAROUND: `X` is a not-eligible marker too, for the state grid (§5.3 below); no other cell
  // of the sheets prints `X`.
  conventions: { rates: 'basis points', adjustments: 'costs', notEligible: ['NA', 'X'], notApplicable: 'N/A' },
  // §5.2 a program with any failing test is not priced further; each key once
  checksEndEvaluation: true,
  keysOnce: true,
  // §0 programs, their codes on Pricing, the state grid and the adjustment scopes
  programs: [
    { slug: FDA, name: 'Full Doc Advantage', code: 'FDA', aliases: ['FDA'], docTypes: 'full_doc', terms: [15, 30, 40] },
    {
      slug: BSS,
      name: 'Bank Statement Select',
      code: 'BSS',
      aliases: ['BSS'],
      docTypes: 'bank_statements',
      terms: [30, 40],
    },
    { slug: DSI, name: 'DSCR Investor', code: 'DSI', aliases: ['DSI'], docTypes: 'dscr', terms: [30, 40] },
  ],
  // §5.1 the guideline lists' words
  words: {
    occupancy: { Primary: ['owner_occupied'], 'Second Home': ['second_home'], Investment: ['investment'] },
    citizenship: {
      'US Citizen': ['us_citizen'],
      'Permanent Resident': ['permanent_resident'],
      'Non-Permanent Resident': ['non_permanent_resident'],
      'Foreign National': ['foreign_national'],
    },
    lienPosition: { 'First lien only': ['1st'] },
    propertyType: {
      SFR: ['sfr'],
      Townhome: ['townhome'],
      Condo: ['condo', 'warrantable_condo'],
      'Non-Warrantable Condo': ['non_warrantable_condo'],
      '2-4 Units': ['2_unit', '3_4_unit'],
    },
  },
  allPrograms: 'All',
  // §4 the adjustment descriptions
  conditions: DESCRIPTIONS,
  states: { all: 'All', plusDc: '+ DC', except: 'except', allIncludesDc: true },
  // programs' names print no term: each lists its own (§5.1 Terms)
  terms: {},
  assumed: { citizenship: ['us_citizen', 'permanent_resident'], lienPositions: ['1st'] },
  tables: [
    // §3 Pricing: a block per lock period (`15 DAY LOCK` …), header `Program | <note rates>` (percent
    // cells), a row per program code, discount in bps; DSI has no 15-day row (lock_not_offered).
    {
      means: 'base prices',
      at: PRICING,
      shape: 'lock blocks',
      baseLock: 30,
      columns: [{ heading: 'Program', holds: 'program' }],
    },
    // §4 Adjustments: one list `Code | Description | Bps`, every row whose description holds adding
    // up; the code is the adjuster's name, the description its conditions (the words above, each
    // description whole, its ` - <codes> only` scope a program condition), the figure in basis
    // points, cost positive; `NA` not eligible (llpa_na). The PPP- rows are the prepayment table below.
    // WORKAROUND: `only` (meant for an export's record types) keeps the rows of the codes listed in
    // ADJUSTMENT_CODES, so that the PPP- rows are read by the prepayment table alone; a code a later
    // sheet adds (a new `ST-xx` is listed for every state already) would be skipped without a word.
    {
      means: 'adjustments',
      at: ADJ,
      shape: 'list',
      category: 'Adjustments',
      only: { column: 'Code', words: ADJUSTMENT_CODES },
      columns: [
        { heading: 'Code', holds: 'label' },
        { heading: 'Description', holds: 'condition' },
        { heading: 'Bps', holds: 'adjustment in basis points' },
      ],
    },
    // §4 PPP-01…05 (DSI only): the prepayment terms DSCR Investor offers, each priced by its row;
    // FDA and BSS offer none (§5.1 `Prepayment Penalty | Not offered`): ppp_term_not_offered, as a
    // program a `when`-scoped prepayment list is not for takes no penalty. The `only` of the list
    // above (WORKAROUND) keeps these rows here.
    {
      means: 'prepayment penalties',
      at: ADJ,
      shape: 'list',
      name: 'Prepayment Penalty',
      only: { column: 'Code', words: ['PPP-01', 'PPP-02', 'PPP-03', 'PPP-04', 'PPP-05'] },
      when: [onlyDSI],
      values: 'adjustment in basis points',
      schedules: {
        'No prepayment penalty - DSI only': 'No PPP',
        '1-year prepayment penalty - DSI only': '1YR PPP',
        '2-year prepayment penalty - DSI only': '2YR PPP',
        '3-year prepayment penalty - DSI only': '3YR PPP',
        '5-year prepayment penalty - DSI only': '5YR PPP',
      },
      columns: [
        { heading: 'Description', holds: 'prepayment schedule' },
        { heading: 'Bps', holds: 'adjustment in basis points' },
      ],
    },
    // §5.1 the guideline table: a column per program, exceptions in parentheses. Each cell's default
    // is its first figure (the parenthesis a remark), each exception a rule word read after its
    // `lead` with what its words say in `when`; an exception is printed only in some programs' cells
    // and says another condition per program (`(700 for cash-out)` for BSS, `(700 for DSCR below
    // 1.00)` for DSI), so each exception word is scoped to the programs whose cell prints it. Every
    // exception but Minimum DSCR's is stricter than its default, so default and exception both
    // holding is the replacement §5.1 describes; Minimum DSCR's looser one (0.75 for a purchase) is
    // scoped against the default (1.00 for refinances only).
    {
      means: 'eligibility rules',
      at: ELIG,
      shape: 'program columns',
      columns: [{ heading: 'Guideline', holds: 'rule' }],
      rules: {
        'Minimum Credit Score': [
          { rule: 'min_fico' },
          { rule: 'min_fico', lead: '(', when: [cashOut, onlyFDABSS] },
          { rule: 'min_fico', lead: '(', when: [dscrBelow1, onlyDSI] },
        ],
        'Maximum LTV': [
          { rule: 'max_ltv' },
          { rule: 'max_ltv', lead: '(', when: [cashOut, onlyFDABSS] },
          { rule: 'max_ltv', lead: 'cash-out;', when: [investment, onlyFDA] },
          { rule: 'max_ltv', lead: '(', when: [dscrBelow1, onlyDSI] },
        ],
        'Maximum DTI': [{ rule: 'max_dti' }, { rule: 'max_dti', lead: '(', when: [cashOut, onlyFDA] }],
        'Minimum Loan Amount': { rule: 'min_loan' },
        'Maximum Loan Amount': [
          { rule: 'max_loan' },
          { rule: 'max_loan', lead: '(', when: [cashOut, onlyFDA] },
          { rule: 'max_loan', lead: '(', when: [dscrBelow1, onlyDSI] },
        ],
        'Minimum DSCR': [
          { rule: 'min_dscr', when: [refinance] },
          { rule: 'min_dscr', lead: '(', when: [purchase] },
        ],
        Occupancy: { rule: 'occupancies' },
        'Property Types': { rule: 'property_types' },
        Borrowers: { rule: 'citizenship' },
        Terms: { rule: 'terms' },
        'Lock Periods': { rule: 'locks' },
        'Lien Position': { rule: 'lien_positions' },
        'Maximum Rebate (bps)': { rule: 'max_price', points: 'basis points' },
        'Maximum Discount (bps)': { rule: 'min_price', points: 'basis points' },
      },
      ignore: ['Program Code', 'Documentation', 'Prepayment Penalty'],
    },
    // §5.3 the state grid: `State | FDA | BSS | DSI` three times side by side (A:D, E:H, I:L), an X
    // where the program is NOT available, blank available; a state not in the grid is available to
    // no program. Read as a state list per program column (its X the not-eligible marker, `na:
    // 'state not eligible'`, as "What a profile cannot say yet" suggests: "a list per program column,
    // scoped by `when`"), the other two program columns notes, every block read (`wrapped`); each
    // list's X rows refuse their states to its program alone.
    ...[
      { slug: BSS, code: 'BSS' },
      { slug: DSI, code: 'DSI' },
      { slug: FDA, code: 'FDA' },
    ].map(
      ({ slug, code }): Table => ({
        means: 'adjustments',
        at: ELIG,
        shape: 'list',
        title: 'STATE ELIGIBILITY',
        category: 'State Eligibility',
        wrapped: true,
        na: 'state not eligible',
        onlyListedStates: true,
        when: [eq('program', slug)],
        columns: [
          { heading: 'State', holds: 'condition' },
          ...['FDA', 'BSS', 'DSI'].map(
            (c): Column => ({ heading: c, holds: c === code ? 'adjustment in basis points' : 'note' }),
          ),
        ],
      }),
    ),
  ],
};
