/**
 * Shared by the default tests: the allowed sets of the quote request (written out, so the tests follow the
 * spec rather than the schema), a Full Doc scenario with a hand-derived price, and the check that a
 * field's omission is its default and that every other value answers differently.
 */
import { expect } from 'vitest';
import { PROGRAM } from './limits-kit.ts';
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

export const fullDoc = { ...PROGRAM.full_doc, loan_amount: 350_000 } as const; // CLTV 70.00%, column G
export const FD = PROGRAM.full_doc;
// Full Doc at 7.500, CLTV 70.00%, nothing else: Rates!C21 100.980 + G13 (740 - 759) +0.125 + G25 0.000
// + G44 (Full Doc - 12 Months) -0.125 + PPP!C12 N/A = 100.980
export const FD_FINAL = 100.98;
