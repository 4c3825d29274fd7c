/**
 * Shared by the default tests: the allowed sets of the quote request and the documented default of
 * every optional field (written out, so the tests follow the contract rather than the schema), and
 * the check that a field's omission is its default and that every other value answers differently.
 */
import { expect } from 'vitest';
import { priced } from './sheets.ts';

export type Input = Parameters<typeof priced>[0];

// The allowed sets of the contract (docs/contract.md › The quote request), written out so the tests follow it, not the schema.
export const CITIZENSHIPS = [
  'us_citizen',
  'permanent_resident',
  'non_permanent_resident',
  'itin',
  'foreign_national',
] as const;
export const OCCUPANCIES = ['owner_occupied', 'second_home', 'non_owner_occupied', 'investment'] as const;
export const PPP_TERMS = ['No PPP', '1YR PPP', '2YR PPP', '3YR PPP', '5YR PPP'] as const;
export const HOUSING_HISTORIES = ['1x30x12', '0x60x12', '0x90x12'] as const;
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

/** The documented default of every optional field of the quote request (docs/contract.md › The quote request). */
export const DEFAULTS = {
  program_slug: null,
  doc_type: null,
  doc_seasoning: null,
  comp_type: 'lender_paid',
  margin_bps: 0,
  dti: 40,
  mtg_lates_12mo: 0,
  housing_event: null,
  housing_event_months_ago: null,
  citizenship: 'us_citizen',
  lien_position: '1st',
  occupancy: 'owner_occupied',
  property_type: 'sfr',
  state: 'CA',
  zip: '',
  ppp_term: 'No PPP',
  ppp_table_name: null,
  lock_days: 30,
  dscr_ratio: null,
  escrow_waiver: false,
  interest_only: false,
  housing_history: null,
  recent_credit_event: false,
  short_term_rental: false,
  target_price: 100,
  view: 'all',
} as const satisfies Input;

/** Omitted = the default; every other value answers differently (whole quotes compared). */
export function expectDefault<K extends keyof Input>(
  base: Input,
  field: K,
  dflt: Input[K],
  others: readonly Input[K][],
) {
  const omitted = priced(base);
  expect(omitted).toEqual(priced({ ...base, [field]: dflt }));
  for (const v of others) expect(priced({ ...base, [field]: v }), `${String(field)} = ${v}`).not.toEqual(omitted);
  return omitted;
}
