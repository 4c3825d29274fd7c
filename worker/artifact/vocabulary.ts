/**
 * The service's one vocabulary: every value a request, an artifact condition or a report can name,
 * the units the artifact counts in, and how a published cell is referred to. The request schema
 * (worker/contract/request.ts), the artifact format (format.ts), the compiler and the diff all import
 * these lists, so a value spelt differently in one place fails a type check or a schema, not a quote.
 */

export const PURPOSES = ['purchase', 'rate_term_refi', 'cash_out_refi'] as const;
/** As a request may say it; `non_owner_occupied` and `investment` are the same thing on every sheet. */
export const REQUEST_OCCUPANCIES = ['owner_occupied', 'second_home', 'non_owner_occupied', 'investment'] as const;
/** As the artifact's conditions and columns name occupancy: the request's, with non_owner_occupied read as investment. */
export const OCCUPANCIES = ['owner_occupied', 'second_home', 'investment'] as const;
export const PROPERTY_TYPES = [
  'sfr',
  '2_unit',
  '3_4_unit',
  '5_8_unit',
  'condo',
  'warrantable_condo',
  'non_warrantable_condo',
  'condotel',
  'townhome',
  'mixed_use',
  'manufactured',
] as const;
export const CITIZENSHIPS = [
  'us_citizen',
  'permanent_resident',
  'non_permanent_resident',
  'itin',
  'foreign_national',
] as const;
export const HOUSING_EVENTS = ['bk_chapter_7', 'bk_chapter_13', 'foreclosure', 'short_sale', 'deed_in_lieu'] as const;
export const HOUSING_HISTORIES = ['1x30x12', '0x60x12', '0x90x12'] as const;
/** Prepayment-penalty terms, shortest first; `No PPP` is the loan without a penalty. */
export const PPP_TERMS = ['No PPP', '1YR PPP', '2YR PPP', '3YR PPP', '5YR PPP'] as const;
export const NO_PPP = PPP_TERMS[0];
/** Amortisation terms in years. */
export const TERMS = [10, 15, 20, 25, 30, 40] as const;
/** Every lock period any sheet prices, in days; a program prices the ones its artifact lists. */
export const LOCK_DAYS = [15, 30, 45, 60] as const;
export const DOC_SEASONINGS = ['12mo', '24mo'] as const;
export const COMP_TYPES = ['lender_paid', 'borrower_paid'] as const;
export const LIEN_POSITIONS = ['1st', '2nd'] as const;
/** The doc types programs are offered under. */
export const DOC_TYPES = [
  'full_doc',
  'bank_statements',
  '1099',
  'asset_utilization',
  'pl_statement',
  'dscr',
  'dscr_5_8_unit',
  'itin',
  'foreign_national',
] as const;
/** What a Doc Type grid row selects: the doc type, with its seasoning where the sheet prices it. */
export const DOC_KEYS = [
  'full_doc_12mo',
  'full_doc_24mo',
  'bank_statements_12mo',
  'bank_statements_24mo',
  '1099',
  'pl_statement',
  'asset_utilization',
] as const;
/** The 50 states and DC. */
// biome-ignore format: a list of codes reads best as a block
export const US_STATES = [
  'AK', 'AL', 'AR', 'AZ', 'CA', 'CO', 'CT', 'DC', 'DE', 'FL', 'GA', 'HI', 'IA', 'ID', 'IL', 'IN', 'KS', 'KY', 'LA',
  'MA', 'MD', 'ME', 'MI', 'MN', 'MO', 'MS', 'MT', 'NC', 'ND', 'NE', 'NH', 'NJ', 'NM', 'NV', 'NY', 'OH', 'OK', 'OR',
  'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VA', 'VT', 'WA', 'WI', 'WV', 'WY',
] as const;

export type Purpose = (typeof PURPOSES)[number];
export type Occupancy = (typeof OCCUPANCIES)[number];
export type Citizenship = (typeof CITIZENSHIPS)[number];
export type PppTerm = (typeof PPP_TERMS)[number];
export type DocType = (typeof DOC_TYPES)[number];
export type UsState = (typeof US_STATES)[number];

/** The request's occupancy as the sheets price it. */
export const occupancyOf = (occupancy: (typeof REQUEST_OCCUPANCIES)[number]): Occupancy =>
  occupancy === 'non_owner_occupied' ? 'investment' : occupancy;

/**
 * Units. The artifact stores integers so that band edges and sums are exact: prices and
 * adjustments in thousandths of a point, note rates in thousandths of a percent, LTV / CLTV / DTI /
 * DSCR in hundredths, FICO in points, loan amounts in whole dollars. Responses show points and
 * percents as numbers with those decimals, and LTV maxima as "80.00" strings.
 */
export const points = (thousandths: number): number => thousandths / 1000;
/** Points or percents as given by a caller or a report (101.25) in thousandths (101250), rounded to the nearest. */
export const thousandthsOf = (value: number): number => Math.round(value * 1000);
export const rateOf = (thousandths: number): number => thousandths / 1000;
export const hundredthsToNumber = (hundredths: number): number => hundredths / 100;
export const percentString = (hundredths: number): string => (hundredths / 100).toFixed(2);

/** A cell of a lender's workbook, as every response and report names it: "<workbook> › <tab>!<A1>". */
export const cellReference = (workbook: string, tab: string, cell: string): string => `${workbook} › ${tab}!${cell}`;
/** A whole tab: "<workbook> › <tab>". */
export const tabReference = (workbook: string, tab: string): string => `${workbook} › ${tab}`;

/** Is `value` one of `list`? A type guard, for values read from a sheet or a request. */
export const isOneOf = <T extends string | number>(list: readonly T[], value: unknown): value is T =>
  (list as readonly unknown[]).includes(value);
