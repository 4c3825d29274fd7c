/**
 * Marrowstone Mortgage (marrowstone): the raw export of its pricing engine (NOTES.md), one flat
 * `RecordType | Program | Key1 | Key2 | Value` table on `Export`, the banner on `Info` as label /
 * value rows. Written from docs/ alone (0 of 172: its banner and its table of several record types
 * refused every sheet), then moved onto the parts its trial asked for.
 */
import { eq, flag } from '../../compiler/conditions.ts';
import type { DeclaredProfile } from '../../compiler/tables/language.ts';

const MM30 = 'conforming_30_year_fixed';
const MM15 = 'conforming_15_year_fixed';
const EXPORT = { tab: 'Export' };
const cashOut = eq('purpose', 'cash_out_refi');

export const MARROWSTONE: DeclaredProfile = {
  slug: 'marrowstone',
  name: 'Marrowstone Mortgage',
  notes: 'test/unseen-lender-21/NOTES.md',
  // §1 `Marrowstone_Export_<YYYY-MM-DD>.xlsx`, a reprice `_r1`, `_r2`, … (no time in the name);
  // `'_R<n>'` reads the lower-case `_r1` (the type has no `'_r<n>'`)
  files: { rateSheet: 'Marrowstone_Export_<date>.xlsx', reprices: '_R<n>', companions: {} },
  // §1 CT, America/Chicago
  zone: 'America/Chicago',
  zoneLabels: { generic: 'CT', standard: 'CST', daylight: 'CDT' },
  // §1 the banner is on `Info` (the second tab), label / value rows: `Effective Date` (a date cell
  // `yyyy-mm-dd`, B6), `Effective Time` (a time cell `hh:mm`, B7), `Time Zone` `CT` (B8), `Reprice` 0 / 1
  // (B9); `Export` prints no banner.
  banner: {
    dates: ['YYYY-MM-DD'],
    clock: '24-hour',
    tabs: { tab: 'Info' },
    rows: ['Effective Date', 'Effective Time', 'Time Zone', 'Reprice'],
  },
  // §1 expires 9:00 AM CT on the next business day
  cutoff: { hour: 9, minute: 0 },
  // §2.4 prices on a 100 basis; LLPA added (positive = credit); `NA` not eligible / not offered
  conventions: { rates: 'prices', adjustments: 'adjustments', notEligible: 'NA', notApplicable: null },
  // §8 3: every failing rule, then nothing further
  checksEndEvaluation: true,
  keysOnce: true,
  // §3 programs
  programs: [
    { slug: MM30, name: 'Conforming 30 Year Fixed', code: 'MM30', aliases: ['MM30'], docTypes: 'full_doc' },
    { slug: MM15, name: 'Conforming 15 Year Fixed', code: 'MM15', aliases: ['MM15'], docTypes: 'full_doc' },
  ],
  terms: { '30 Year': 30, '15 Year': 15 },
  words: {
    // §3 occupancy words
    occupancy: { PRIMARY: ['owner_occupied'], SECOND: ['second_home'], INVESTOR: ['investment'] },
    // §6 CITIZENSHIP_ELIGIBLE
    citizenship: {
      US_CITIZEN: ['us_citizen'],
      PERM_RESIDENT: ['permanent_resident'],
      NON_PERM_RESIDENT: ['non_permanent_resident'],
    },
    // §6 LIEN_POSITION
    lienPosition: { '1ST': ['1st'] },
    // §5 PROPTYPE
    propertyType: {
      SFR: ['sfr'],
      TOWNHOME: ['townhome'],
      CONDO: ['condo', 'warrantable_condo'],
      '2UNIT': ['2_unit'],
      '3-4UNIT': ['3_4_unit'],
      MANUFACTURED: ['manufactured'],
    },
  },
  // §2.3 `*` = all programs
  allPrograms: '*',
  // §5 the LLPA words, as Key1 and Key2 print them together (`PURPOSE | PURCHASE`)
  conditions: {
    'PURPOSE PURCHASE': [eq('purpose', 'purchase')],
    'PURPOSE RATETERM': [eq('purpose', 'rate_term_refi')],
    'PURPOSE CASHOUT': [cashOut],
    'OCCUPANCY PRIMARY': [eq('occupancy', 'owner_occupied')],
    'OCCUPANCY SECOND': [eq('occupancy', 'second_home')],
    'OCCUPANCY INVESTOR': [eq('occupancy', 'investment')],
    'PROPTYPE SFR': [eq('property_type', 'sfr')],
    'PROPTYPE TOWNHOME': [eq('property_type', 'townhome')],
    'PROPTYPE CONDO': [eq('property_type', 'condo', 'warrantable_condo')],
    'PROPTYPE 2UNIT': [eq('property_type', '2_unit')],
    'PROPTYPE 3-4UNIT': [eq('property_type', '3_4_unit')],
    'PROPTYPE MANUFACTURED': [eq('property_type', 'manufactured')],
    'FEATURE ESCROW_WAIVER': [flag('escrow_waiver')],
    'FEATURE INTEREST_ONLY': [flag('interest_only')],
  },
  states: { all: 'All', plusDc: '+ DC', except: 'except', allIncludesDc: true },
  assumed: { citizenship: ['us_citizen', 'permanent_resident', 'non_permanent_resident'], lienPositions: ['1st'] },
  tables: [
    // §2.1, §2.2, §4: the PRICE records: Program (a code) | Key1 (note rate) | Key2 (lock days, a bare
    // count) | Value (price on a 100 basis, or NA: not offered at that lock); a (rate, lock) with no
    // record is not offered.
    // (one table of every record type, its rows told apart by `RecordType`: `only`)
    {
      means: 'base prices',
      at: EXPORT,
      shape: 'list',
      only: { column: 'RecordType', words: ['PRICE'] },
      baseLock: 30,
      category: 'Base Price',
      columns: [
        { heading: 'Program', holds: 'program' },
        { heading: 'Key1', holds: 'rate' },
        { heading: 'Key2', holds: 'lock period' },
        { heading: 'Value', holds: 'price' },
      ],
    },
    // §5: the LLPA records, each condition printed across Key1 (the factor) and Key2 (its band or
    // word), the value in points added (positive = credit), NA `llpa_na`; a factor with no matching
    // record adds nothing. Bands are read by the grammar under the factor's attribute (§5 edge rules:
    // FICO and loan amounts whole, both ends; percent bands upper inclusive, x.01 = above x);
    // CASHOUT_LTV is a cash-out's LTV only; the categorical words are `conditions` below.
    // §2.3 a program's own record replaces the `*` one of the same Key1 / Key2 (`programRows`)
    {
      means: 'adjustments',
      at: EXPORT,
      shape: 'list',
      only: { column: 'RecordType', words: ['LLPA'] },
      programRows: 'replace',
      category: 'LLPA',
      columns: [
        { heading: 'Program', holds: 'program' },
        { heading: 'Key1', holds: 'condition part' },
        { heading: 'Key2', holds: 'condition part' },
        { heading: 'Value', holds: 'adjustment' },
      ],
      attributes: {
        FICO: 'fico',
        LTV: 'ltv',
        CASHOUT_LTV: { attr: 'ltv', when: [cashOut] },
        LOANAMT: 'loan_amount',
        DTI: 'dti',
        STATE: 'state',
      },
    },
    // §6 RULE and §7 CAP records: Program | Key1 (the rule's name) | Value (Key2 blank). A program's own
    // record replaces the `*` one of the same Key1 (§2.3), as a rule table's program row replaces its
    // All row. LTV and DTI limits are percent cells (0.97 shows 97.00%).
    {
      means: 'eligibility rules',
      at: EXPORT,
      shape: 'list',
      only: { column: 'RecordType', words: ['RULE', 'CAP'] },
      columns: [
        { heading: 'Program', holds: 'program' },
        { heading: 'Key1', holds: 'rule' },
        { heading: 'Value', holds: 'value' },
      ],
      rules: {
        // §6 TERM: the program's term (checked against its name's)
        TERM: { rule: 'terms' },
        LOCK_DAYS: { rule: 'locks' },
        MIN_FICO: { rule: 'min_fico' },
        MAX_DTI: { rule: 'max_dti' },
        MIN_LOAN: { rule: 'min_loan' },
        MAX_LOAN: { rule: 'max_loan' },
        // §6 the maximum LTVs are scoped; however many fail, one `max_ltv_exceeded` (keysOnce)
        MAX_LTV_PURCHASE: { rule: 'max_ltv', when: [eq('purpose', 'purchase')] },
        MAX_LTV_RATETERM: { rule: 'max_ltv', when: [eq('purpose', 'rate_term_refi')] },
        MAX_LTV_CASHOUT: { rule: 'max_ltv', when: [cashOut] },
        MAX_LTV_SECOND: { rule: 'max_ltv', when: [eq('occupancy', 'second_home')] },
        MAX_LTV_INVESTOR: { rule: 'max_ltv', when: [eq('occupancy', 'investment')] },
        MAX_LTV_MULTIUNIT: { rule: 'max_ltv', when: [eq('property_type', '2_unit', '3_4_unit')] },
        // §6 the states where the program is NOT offered; every other state and DC eligible
        STATES_EXCLUDED: { rule: 'states', excluded: true },
        OCCUPANCY_ELIGIBLE: { rule: 'occupancies' },
        PROPTYPE_ELIGIBLE: { rule: 'property_types' },
        CITIZENSHIP_ELIGIBLE: { rule: 'citizenship' },
        LIEN_POSITION: { rule: 'lien_positions' },
        // §7 CAP records: a cap (above it the price is clamped) and the floor
        // (§7 names the cap key `MAX_PRICE`; a cap key must be a slug, docs/onboarding.md messages
        // table, `invalid_artifact`: left at the default `max_price`)
        MAX_PRICE: { rule: 'max_price' },
        MIN_PRICE: { rule: 'min_price', category: 'CAP' },
      },
      // §2.2 NOTE rows are comments; LLPA factors belong to the adjustments above
    },
  ],
};
