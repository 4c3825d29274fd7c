/**
 * Cobblestone Funding (cobblestone), as its notes (NOTES.md) describe its workbooks: one tab,
 * `Sheet1`, a "newspaper" page of two halves (ladders and the eligibility list on the left, the
 * adjustment tables on the right). Written from docs/ alone. Every `GAP:` is something the notes
 * say that the language cannot; every `WORKAROUND:` a way around one that the docs do not intend.
 */
import { above, eq, flag } from '../../compiler/conditions.ts';
import type { DeclaredProfile } from '../../compiler/tables/language.ts';

const CONV = 'conventional_30';
const GOV = 'government_30';
const TAB = { tab: 'Sheet1' };

const conv = eq('program', CONV);
const gov = eq('program', GOV);
const purchase = eq('purpose', 'purchase');
const rateTerm = eq('purpose', 'rate_term_refi');
const cashOut = eq('purpose', 'cash_out_refi');
const secondHome = eq('occupancy', 'second_home');
const investment = eq('occupancy', 'investment');
const units = eq('property_type', '2_unit', '3_4_unit');

export const COBBLESTONE: DeclaredProfile = {
  slug: 'cobblestone',
  name: 'Cobblestone Funding',
  notes: 'test/unseen-lender-36/NOTES.md',
  // §1 `cobblestone MMDDYY.xlsx`; the day's reprice the same name followed by ` pm`
  files: {
    rateSheet: 'cobblestone <date>.xlsx',
    date: 'MMDDYY',
    reprices: { word: 'pm' },
    companions: {},
  },
  // §1 Eastern time, printed `ET`
  zone: 'America/New_York',
  zoneLabels: { generic: 'ET', standard: 'EST', daylight: 'EDT' },
  // §1 A1 `COBBLESTONE FUNDING RATES 11/20/26 08:15 ET`: two-digit year, 24-hour clock; no reprice
  // word anywhere (the file name's ` pm` and the later time are the only marks)
  banner: {
    dates: ['MM/DD/YY'],
    clock: '24-hour',
    lead: 'COBBLESTONE FUNDING RATES',
    marksReprices: false,
  },
  // §1 every sheet expires 6:00 PM ET on its own banner date
  cutoff: { hour: 18, minute: 0, day: 'same day' },
  // §2 ladders are prices; adjustments text percentages with a sign word (`0.25% cost` lowers the
  // price, `0.125% credit` raises it); `none` zero; `not eligible` llpa_na. One percent of the loan
  // is one point, so the percentages are read as points.
  // §2 percentages of the loan with a sign word (`0.25% cost`, `0.125% credit`), `none` no adjustment
  conventions: {
    rates: 'prices',
    adjustments: 'adjustments',
    notEligible: 'not eligible',
    notApplicable: 'none',
    signWords: { plus: ['credit'], minus: ['cost'] },
  },
  // §7.2 every failing rule is reported, each key once (max_ltv_exceeded once)
  checksEndEvaluation: false,
  keysOnce: true,
  // intro table: two programs, full_doc only, 30-year
  programs: [
    { slug: CONV, name: 'Conventional 30', docTypes: 'full_doc' },
    { slug: GOV, name: 'Government 30', docTypes: 'full_doc' },
  ],
  words: {
    // §6 item 6 `(Government 30: primary residence only)`
    occupancy: {
      'primary residence': ['owner_occupied'],
    },
    // §6 item 9 `U.S. citizens and permanent residents only.`
    citizenship: {
      'U.S. citizens': ['us_citizen'],
      'permanent residents': ['permanent_resident'],
    },
    // §6 item 10 `First liens only`
    lienPosition: { 'First liens': ['1st'] },
    // §6 item 8 `single family, townhome, condominium, 2-4 units`
    propertyType: {
      'single family': ['sfr'],
      townhome: ['townhome'],
      condominium: ['condo', 'warrantable_condo'],
      '2-4 units': ['2_unit', '3_4_unit'],
      'manufactured homes': ['manufactured'],
    },
  },
  allPrograms: 'All',
  conditions: {
    // §5(c) OTHER ADJUSTMENTS: the condition is in the label
    'Cash-out refinance': [cashOut],
    'Rate/term refinance (LTV over 90%)': [rateTerm, above('ltv', 9000)],
    'Second home': [secondHome],
    'Investment property': [investment],
    'Condo (LTV over 75%)': [eq('property_type', 'condo', 'warrantable_condo'), above('ltv', 7500)],
    '2-4 units': [units],
    'Manufactured home': [eq('property_type', 'manufactured')],
    'DTI over 45%': [above('dti', 4500)],
    'Escrow waiver': [flag('escrow_waiver')],
    'Interest only': [flag('interest_only')],
  },
  states: { all: 'All', plusDc: '+ DC', except: 'except', allIncludesDc: true, otherwise: 'ALL OTHERS' },
  // intro: `Conventional 30`, `Government 30`: the term printed as `30`
  terms: { '30': 30 },
  // §6 items 9, 10 print citizenship and lien position; these are only the defaults
  assumed: { citizenship: ['us_citizen', 'permanent_resident'], lienPositions: ['1st'] },
  tables: [
    // §4 price ladders (left half): `CONVENTIONAL 30:` / `GOVERNMENT 30:` over `Rate | 15D | 30D | 45D`;
    // a blank cell is a rate not offered at that lock; no 60-day column
    {
      means: 'base prices',
      at: TAB,
      shape: 'program groups',
      baseLock: 30,
      columns: [
        { heading: 'Rate', holds: 'rate' },
        { heading: '15D', holds: 'price', lock: 15 },
        { heading: '30D', holds: 'price', lock: 30 },
        { heading: '45D', holds: 'price', lock: 45 },
      ],
    },
    // §5(a) FICO/LTV ADJUSTMENTS: FICO rows by LTV columns (`60.01-70` above 60 up to 70), every program
    {
      means: 'adjustments',
      shape: 'grid',
      at: TAB,
      title: 'FICO/LTV ADJUSTMENTS:',
      corner: 'FICO',
      rows: { band: 'fico' },
      columns: { band: 'ltv' },
      values: 'adjustment as percent',
      category: 'FICO/LTV',
    },
    // §5(b) LOAN AMOUNT ADJUSTMENTS: `Loan Amount | Conventional 30 | Government 30`
    {
      means: 'adjustments',
      at: TAB,
      shape: 'program columns',
      title: 'LOAN AMOUNT ADJUSTMENTS:',
      category: 'Loan Amount',
      values: 'adjustment as percent',
      columns: [{ heading: 'Loan Amount', holds: 'condition' }],
    },
    // §5(c) OTHER ADJUSTMENTS: `Feature | Conventional 30 | Government 30`, every row that holds
    {
      means: 'adjustments',
      at: TAB,
      shape: 'program columns',
      title: 'OTHER ADJUSTMENTS:',
      category: 'Other Adjustments',
      values: 'adjustment as percent',
      columns: [{ heading: 'Feature', holds: 'condition' }],
    },
    // §5(d) STATE ADJUSTMENTS (F35): a row of state codes (`FL | NJ | IL | CT | TX | NM | ALL OTHERS`)
    // over a single row of values, no row labels and no header column: keys across. `ALL OTHERS`
    // (`states.otherwise`) is `none`, every other state taking 0.
    {
      means: 'adjustments',
      at: TAB,
      shape: 'keys across',
      title: 'STATE ADJUSTMENTS',
      category: 'State',
      values: 'adjustment as percent',
      columns: [{ heading: 'State', holds: 'condition' }],
    },
    // §6 ELIGIBILITY: numbered sentences, each merged across A:D, each found by its start words (its
    // number included); a parenthesis names Government 30's own figure (its lead `Government 30:`).
    // Item 13 (the expiry) is the banner's `cutoff`.
    {
      means: 'eligibility rules',
      at: TAB,
      shape: 'sentences',
      columns: [],
      rules: {
        // item 1
        '1. Minimum FICO': [
          { rule: 'min_fico', lead: 'Minimum FICO', when: [conv] },
          { rule: 'min_fico', lead: 'Government 30:', when: [gov] },
        ],
        // item 2: by purpose
        '2. Maximum LTV': [
          { rule: 'max_ltv', lead: 'Maximum LTV', when: [purchase] },
          { rule: 'max_ltv', lead: 'purchase,', when: [rateTerm] },
          { rule: 'max_ltv', lead: 'rate/term,', when: [cashOut] },
        ],
        // item 3
        '3. Not available in': { rule: 'states', excluded: true, lead: 'Not available in' },
        // item 4 `Loan amounts $75,000 to $766,550.`: as `loan_amounts` it was `expected_dollars`
        // (`expected a loan amount range such as $100,000 - $2,000,000, found "$75,000 to $766,550."`,
        // though the grammar reads `a to b` in a condition); read as two limits after their leads
        '4. Loan amounts': [
          { rule: 'min_loan', lead: 'Loan amounts' },
          { rule: 'max_loan', lead: 'to' },
        ],
        // item 5
        '5. Maximum DTI': [
          { rule: 'max_dti', lead: 'Maximum DTI', when: [conv] },
          { rule: 'max_dti', lead: 'Government 30:', when: [gov] },
        ],
        // item 6: Conventional 30's occupancy LTV limits; Government 30 primary residence only (see items 9-11)
        '6. Second homes': [
          { rule: 'max_ltv', lead: 'Second homes to', when: [conv, secondHome] },
          { rule: 'max_ltv', lead: 'investment properties to', when: [conv, investment] },
          { rule: 'occupancies', reads: 'primary residence', when: [gov] },
        ],
        // item 7
        '7. 2-4 unit properties': { rule: 'max_ltv', lead: '2-4 unit properties to', when: [units] },
        // item 8: the first clause is Conventional 30's list; Government 30 takes manufactured homes too.
        // WORKAROUND: the second clause (`manufactured homes Government 30 only`) adds an item to one
        // program's list, which no lead can read (a second property_types rule would be a second
        // test, narrowing the list, not widening it): Government 30's list is said with `reads`,
        // so a change to it on the sheet would not be read.
        '8. Eligible properties': [
          { rule: 'property_types', lead: 'Eligible properties:', when: [conv] },
          {
            rule: 'property_types',
            reads: 'single family, townhome, condominium, 2-4 units, manufactured homes',
            when: [gov],
          },
        ],
        // items 9 to 11 and item 6's Government 30 clause print their lists in prose (`U.S. citizens
        // and permanent residents only.`, `First liens only, 30-year fixed term only.`, `Locks of 15, 30
        // and 45 days only.`, `(Government 30: primary residence only).`).
        // WORKAROUND: read with a lead, each list was refused (`"U.S. citizens and permanent residents
        // only." is not a recognised … value`, `"30-year fixed term only." is not …`, `expected lock
        // periods in days such as 15, 30, 45, found "15, 30 and 45 days only."`, `"primary residence
        // only)." is not …`): `and` does not separate a word list, `only` and a closing parenthesis
        // stay on the item. They are said with `reads` (the value as a cell would print it, the sentence
        // its place), so a changed list on the sheet would not be read. The term (item 10) comes from
        // the programs' names; a term other than 30 is term_not_offered.
        '9. U.S. citizens': { rule: 'citizenship', reads: 'U.S. citizens, permanent residents' },
        '10. First liens only': { rule: 'lien_positions', reads: 'First liens' },
        '11. Locks of': { rule: 'locks', reads: '15, 30, 45' },
        // item 12
        '12. Maximum price': [
          { rule: 'max_price', lead: 'Maximum price' },
          { rule: 'min_price', lead: 'minimum price' },
        ],
      },
    },
  ],
};
