/** Bayshore Home Funding (agency conforming and high balance), as sheets/README.md §1, §2 and §4 describe its workbook. */
import { eq, flag } from '../conditions.ts';
import type { LayoutProfile } from '../profile.ts';

const FIXED = '2_conventional_fixed';
const ARMS = ['3_conventional_5_6_sofr_arm', '4_conventional_7_6_sofr_arm'] as const;
const purchaseOrLimited = eq('purpose', 'purchase', 'rate_term_refi');
const cashOut = eq('purpose', 'cash_out_refi');

export const BAYSHORE: LayoutProfile = {
  slug: 'agency',
  name: 'Bayshore Home Funding, LLC',
  notes: 'sheets/README.md §1, §2, §4',
  // §1 Files and effective date
  files: { rateSheet: 'BayshoreHomeFunding_Agency_RateSheet_<date>.xlsx', companions: {} },
  zone: 'America/New_York',
  zoneLabels: { generic: 'ET', standard: 'EST', daylight: 'EDT' },
  banner: { dates: ['Weekday, Month D, YYYY'], clock: '12-hour' },
  cutoff: { hour: 11, minute: 0 },
  // §2 Conventions: negatives in parentheses are the cell's sign, not a convention
  conventions: { rates: 'prices', adjustments: 'adjustments', notEligible: 'NA', notApplicable: 'N/A' },
  checksEndEvaluation: false,
  // §4.2 Programs, blocks and terms; no doc-type registry: priced as full_doc (the contract's agency default)
  programs: [
    { slug: FIXED, name: 'Conventional Fixed', code: '2', docTypes: 'full_doc', docTypeAssumed: true },
    { slug: ARMS[0], name: 'Conventional 5/6 SOFR ARM', code: '3', docTypes: 'full_doc', docTypeAssumed: true },
    { slug: ARMS[1], name: 'Conventional 7/6 SOFR ARM', code: '4', docTypes: 'full_doc', docTypeAssumed: true },
  ],
  // §4.3 Program checks: Occupancy and Eligible Borrowers
  words: {
    occupancy: {
      'Primary Residence': ['owner_occupied'],
      'Second Home': ['second_home'],
      Investment: ['investment'],
    },
    citizenship: {
      'US Citizen': ['us_citizen'],
      'Permanent Resident': ['permanent_resident'],
      'Non-Permanent Resident': ['non_permanent_resident'],
    },
  },
  // §4.1 Conventional, §4.2 which block prices a loan
  prices: {
    at: { tab: 'Conventional' },
    rate: 'Rate',
    lock: '<days> Day',
    title: { codeLine: 'Code' },
    reported: true,
    category: 'Rate Block',
    routes: { at: { tab: 'Guidelines' }, header: 'Program Code', noHighBalance: 'No High Balance' },
  },
  // §4.1 LLPA, §4.4 which LLPA row applies
  grids: {
    at: { tab: 'LLPA' },
    find: { byShape: { band: 'ltv', single: 'Adj' } },
    headings: { 'Credit Score': 'fico', 'Loan Amount': 'loan_amount' },
    titles: {
      PURCHASE: [eq('purpose', 'purchase')],
      'LIMITED CASH-OUT': [eq('purpose', 'rate_term_refi')],
      'CASH-OUT': [cashOut],
      'HIGH BALANCE': [flag('high_balance')],
    },
    rows: {
      // LOAN ATTRIBUTES
      'Investment Property': [eq('occupancy', 'investment')],
      'Second Home': [eq('occupancy', 'second_home')],
      Condo: [eq('property_type', 'condo', 'warrantable_condo')],
      '2-4 Units': [eq('property_type', '2_unit', '3_4_unit')],
      'Manufactured Home': [eq('property_type', 'manufactured')],
      'Non-Warrantable Condo / Condotel': [eq('property_type', 'non_warrantable_condo', 'condotel')],
      '5-8 Units / Mixed Use': [eq('property_type', '5_8_unit', 'mixed_use')],
      // HIGH BALANCE: program 2 takes the Fixed Rate rows, programs 3 and 4 the ARM rows
      'Fixed Rate - Purchase & Limited Cash-Out': [eq('program', FIXED), purchaseOrLimited],
      'Fixed Rate - Cash-Out': [eq('program', FIXED), cashOut],
      'ARM - Purchase & Limited Cash-Out': [eq('program', ...ARMS), purchaseOrLimited],
      'ARM - Cash-Out': [eq('program', ...ARMS), cashOut],
      // OTHER ADJUSTMENTS
      'Escrow Waiver': [flag('escrow_waiver')],
      'Interest Only': [flag('interest_only')],
      'FC/SS/DIL/BK < 48 Months': [flag('recent_credit_event')],
      '1x30x12': [eq('housing_history', '1x30x12')],
      '0x60x12': [eq('housing_history', '0x60x12')],
      '0x90x12': [eq('housing_history', '0x90x12')],
    },
  },
  // §4.1 Guidelines: the program guideline table (label | value)
  guidelines: {
    at: { tab: 'Guidelines' },
    rules: {
      conforming_limit: 'Conforming Loan Limit',
      min_loan: 'Minimum Loan Amount',
      max_loan: 'Maximum Loan Amount',
      min_fico: 'Minimum FICO',
      max_dti: 'Maximum DTI',
      max_ltv: 'Maximum LTV',
      citizenship: 'Eligible Borrowers',
      occupancies: 'Occupancy',
      locks: 'Lock Periods',
      max_cltv: 'max_ltv',
    },
    // §6: first liens only
    lienPositions: ['1st'],
  },
  // §4.6 Price limits (Guidelines tab, "PRICE LIMITS")
  caps: {
    at: { tab: 'Guidelines' },
    header: 'Program',
    floorCategory: 'Price Caps',
  },
  // §4.5 State adjusters
  stateAdjusters: {
    category: 'State Adjusters',
    at: { tab: 'State Adjusters' },
    header: 'State',
    agencyRow: 'Agency',
    agencies: ['FNMA', 'FHLMC'],
    programCode: '(Prog <code>)',
  },
};
