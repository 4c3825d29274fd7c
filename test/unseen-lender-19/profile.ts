/**
 * Sagebrush Lending (sagebrush), as its notes (NOTES.md) describe its workbook: one tab of base
 * prices per lock period, LLPA grids stacked per occupancy, an Adjustments tab of four lists, a DSCR
 * tab (minimum DSCR by LTV, DSCR adjustments) and Guidelines of a column per program. Written from
 * docs/ alone.
 */
import { above, band, eq, flag } from '../../compiler/conditions.ts';
import type { DeclaredProfile } from '../../compiler/tables/language.ts';

const FD = 'full_doc';
const DSCR = 'dscr';
const ltv = (lo: number | null, hi: number | null) => band('ltv', lo, false, hi, true);
const dscrBand = (lo: number, hi: number | null) => band('dscr', lo, true, hi, false);

export const SAGEBRUSH: DeclaredProfile = {
  slug: 'sagebrush',
  name: 'Sagebrush Lending',
  notes: 'test/unseen-lender-19/NOTES.md',
  // §1 one workbook per sheet, `Sagebrush_RateSheet_<date>.xlsx`, a reprice `_rev1` (its time in the banner)
  // §1 a reprice adds `_rev1`, `_rev2`, …, its time in the banner
  files: { rateSheet: 'Sagebrush_RateSheet_<date>.xlsx', reprices: { word: 'rev' }, companions: {} },
  // §1 Pacific time; banner `As of: 2026/11/20 7:30 AM PST` on every tab, a reprice appending `REV 1 (intraday reprice)`
  zone: 'America/Los_Angeles',
  zoneLabels: { generic: 'PT', standard: 'PST', daylight: 'PDT' },
  banner: { dates: ['YYYY/MM/DD'], clock: '12-hour', lead: 'As of:' },
  // §1 a sheet expires at 11:59 PM PT on its own date
  cutoff: { hour: 23, minute: 59, day: 'same day' },
  // §2 prices on a 100 basis; adjustments added; NA not eligible; N/A no adjustment / no rule
  conventions: { rates: 'prices', adjustments: 'adjustments', notEligible: 'NA', notApplicable: 'N/A' },
  // §9 step 2: every failing check reported, each key once, then the program stops (no llpa_na / floor)
  checksEndEvaluation: true,
  keysOnce: true,
  // §3 programs
  programs: [
    { slug: FD, name: 'Full Doc', docTypes: 'full_doc', terms: [30, 40] },
    { slug: DSCR, name: 'DSCR', docTypes: 'dscr', terms: [30, 40] },
  ],
  words: {
    // §3, §8 Occupancy
    occupancy: {
      Primary: ['owner_occupied'],
      'Second Home': ['second_home'],
      Investment: ['investment'],
      'Investment Only': ['investment'],
    },
    // §8 Eligible Borrowers
    citizenship: {
      'US Citizen': ['us_citizen'],
      'Permanent Resident': ['permanent_resident'],
      'Non-Permanent Resident': ['non_permanent_resident'],
      'Foreign National': ['foreign_national'],
    },
    // §8 Lien Position
    lienPosition: { '1st Lien Only': ['1st'] },
    // §8 Property Types
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
    // §6.1 LOAN PURPOSE rows
    Purchase: [eq('purpose', 'purchase')],
    'Rate/Term Refinance': [eq('purpose', 'rate_term_refi')],
    'Cash-Out Refinance': [eq('purpose', 'cash_out_refi')],
    // §6.2 PROMOTIONAL PRICING: Full Doc purchases only.
    // GAP: the promotion holds for sheets dated on or before 11/30/2026; no condition tests the
    // sheet's date, so the end date is not said (every sheet of this set is before it). The word is
    // the whole printed label, so a new promotion's label is `unknown_row_label` until declared.
    'Nov Special (through 11/30/2026)': [eq('program', FD), eq('purpose', 'purchase')],
    // §6.4 OTHER ADJUSTMENTS rows
    'Condo (Warrantable)': [eq('property_type', 'condo', 'warrantable_condo')],
    'Non-Warrantable Condo': [eq('property_type', 'non_warrantable_condo')],
    '2-4 Units': [eq('property_type', '2_unit', '3_4_unit')],
    '40 Yr Term': [eq('term', 40)],
    'Interest Only': [flag('interest_only')],
    // §2 / §6.4: applies when dti > 43.00 (43.0001 takes it)
    'DTI 43.01% - 50.00%': [above('dti', 4300)],
    'Foreign National': [eq('citizenship', 'foreign_national')],
    // §7(b) DSCR bands: lower value inclusive, up to (not including) the next band's lower value
    '≥ 1.50': [dscrBand(150, null)],
    '1.25 - 1.49': [dscrBand(125, 150)],
    '1.00 - 1.24': [dscrBand(100, 125)],
    '0.75 - 0.99': [dscrBand(75, 100)],
  },
  // §6.3 `Tier 3: all other states` is the row of every state no other tier names
  states: { all: 'All', plusDc: '+ DC', except: 'except', allIncludesDc: true, otherwise: 'Tier 3: all other states' },
  // §8 Terms row `30 Yr Fixed, 40 Yr Fixed`
  terms: { '30 Yr Fixed': 30, '40 Yr Fixed': 40 },
  // §8 the Guidelines print citizenship and lien position
  assumed: { citizenship: ['us_citizen', 'permanent_resident'], lienPositions: ['1st'] },
  tables: [
    // §8 PROGRAM GUIDELINES: a rule per row, a program per column (the first rule table)
    {
      means: 'eligibility rules',
      at: { tab: 'Guidelines' },
      shape: 'program columns',
      title: 'PROGRAM GUIDELINES',
      columns: [{ heading: 'Guideline', holds: 'rule' }],
      rules: {
        'Minimum FICO': { rule: 'min_fico' },
        'Minimum Loan Amount': { rule: 'min_loan' },
        'Maximum Loan Amount': { rule: 'max_loan' },
        'Maximum DTI': { rule: 'max_dti' },
        // §7(a): the DSCR tab's MINIMUM DSCR BY LTV holds it
        'Minimum DSCR': { rule: 'min_dscr', none: 'Per DSCR tab' },
        'Max LTV - Purchase': { rule: 'max_ltv', when: [eq('purpose', 'purchase')] },
        'Max LTV - Rate/Term Refi': { rule: 'max_ltv', when: [eq('purpose', 'rate_term_refi')] },
        'Max LTV - Cash-Out Refi': { rule: 'max_ltv', when: [eq('purpose', 'cash_out_refi')] },
        Occupancy: { rule: 'occupancies' },
        'Property Types': { rule: 'property_types' },
        'Eligible Borrowers': { rule: 'citizenship' },
        'Ineligible States': { rule: 'states', excluded: true },
        Terms: { rule: 'terms' },
        'Lock Periods': { rule: 'locks' },
        'Lien Position': { rule: 'lien_positions' },
        'Maximum Price': { rule: 'max_price' },
        'Minimum Price': { rule: 'min_price' },
      },
      // §8 Documentation informational; Prepayment Penalty `None`: ppp_term is not read (§10)
      ignore: ['Documentation', 'Prepayment Penalty'],
    },
    // §7(a) MINIMUM DSCR BY LTV (DSCR only): the row of the loan's LTV, upper value inclusive.
    // WORKAROUND: the table prints `LTV | Min DSCR` with no rule label; its LTV key is declared as the
    // rule label, each label's band said again in `when` (the language has no minimum scoped by a
    // condition column with no rule column).
    // WORKAROUND / GAP: §7(a) says a null dscr_ratio is `dscr_ratio_required` whatever the LTV
    // (primary_ltv_90_fico_700: LTV 90 gets it) while an LTV above 80 has no minimum test. With only
    // scoped rules, an LTV above 80 had none. The `<= 65%` row (0.75, the lowest minimum) is also
    // scoped to LTV above 80: a loan above 80 LTV with a DSCR below 0.75 would get a spurious
    // `dscr_min_ratio` beside its `max_ltv_exceeded`.
    {
      means: 'eligibility rules',
      at: { tab: 'DSCR' },
      shape: 'list',
      title: 'MINIMUM DSCR BY LTV',
      columns: [
        { heading: 'LTV', holds: 'rule' },
        { heading: 'Min DSCR', holds: 'value' },
      ],
      rules: {
        '<= 65%': [
          { rule: 'min_dscr', when: [eq('program', DSCR), ltv(null, 6500)] },
          { rule: 'min_dscr', when: [eq('program', DSCR), ltv(8000, null)] },
        ],
        '65.01 - 75%': { rule: 'min_dscr', when: [eq('program', DSCR), ltv(6500, 7500)] },
        '75.01 - 80%': { rule: 'min_dscr', when: [eq('program', DSCR), ltv(7500, 8000)] },
      },
    },
    // §4 lock tabs `15 Day`, `30 Day`, `45 Day`: one table `Rate | Full Doc | DSCR` per lock period,
    // the tab choosing the lock (no lock adjustment).
    // (a program's column NA all down: not offered at that lock, DSCR's at 15 days)
    ...([15, 30, 45] as const).map((lock) => ({
      means: 'base prices' as const,
      at: { tab: `${lock} Day` },
      shape: 'program columns' as const,
      baseLock: lock,
      columns: [{ heading: 'Rate', holds: 'rate' as const }],
    })),
    // §5 LLPAs: FICO × LTV, one grid per occupancy, chosen by its title
    {
      means: 'adjustments',
      shape: 'grid',
      at: { tab: 'LLPAs' },
      corner: 'FICO',
      rows: { band: 'fico' },
      columns: { band: 'ltv' },
      values: 'adjustment',
      titles: {
        PRIMARY: [eq('occupancy', 'owner_occupied')],
        'SECOND HOME': [eq('occupancy', 'second_home')],
        INVESTMENT: [eq('occupancy', 'investment')],
      },
    },
    // §6.1 LOAN PURPOSE
    {
      means: 'adjustments',
      at: { tab: 'Adjustments' },
      shape: 'list',
      title: 'LOAN PURPOSE',
      category: 'Loan Purpose',
      columns: [
        { heading: 'Purpose', holds: 'condition' },
        { heading: 'Adj', holds: 'adjustment' },
      ],
    },
    // §6.2 PROMOTIONAL PRICING: the promotion's word carries its scope (Full Doc purchases)
    {
      means: 'adjustments',
      at: { tab: 'Adjustments' },
      shape: 'list',
      title: 'PROMOTIONAL PRICING',
      category: 'Promotional Pricing',
      columns: [
        { heading: 'Promotion', holds: 'condition' },
        { heading: 'Adj', holds: 'adjustment' },
        { heading: 'Eligible Loans', holds: 'note' },
      ],
    },
    // §6.3 STATE TIERS: the states after each tier's name and its colon (`Tier 1: CA, WA, OR`)
    {
      means: 'adjustments',
      at: { tab: 'Adjustments' },
      shape: 'list',
      title: 'STATE TIERS',
      category: 'State Tiers',
      columns: [
        { heading: 'Tier', holds: 'condition', lead: 'Tier' },
        { heading: 'Adj', holds: 'adjustment' },
      ],
    },
    // §6.4 OTHER ADJUSTMENTS: a column per program
    {
      means: 'adjustments',
      at: { tab: 'Adjustments' },
      shape: 'program columns',
      title: 'OTHER ADJUSTMENTS',
      category: 'Other Adjustments',
      columns: [{ heading: 'Feature', holds: 'condition' }],
    },
    // §7(b) DSCR ADJUSTMENTS (the DSCR tab: DSCR's alone)
    {
      means: 'adjustments',
      at: { tab: 'DSCR' },
      shape: 'list',
      title: 'DSCR ADJUSTMENTS',
      category: 'DSCR',
      when: [eq('program', DSCR)],
      columns: [
        { heading: 'DSCR', holds: 'condition' },
        { heading: 'Adj', holds: 'adjustment' },
      ],
    },
  ],
};
