/**
 * Juniper Ridge priced from a `By Lock` tab of program groups with a price column per lock period
 * (`Rate | 15 Day | 30 Day | 60 Day`), declared in place of its Pricing tab and its Lock table: the
 * profile the lock-column tests of the table language share.
 */
import type { DeclaredProfile, PriceTable } from '../../compiler/tables/language.ts';
import { JUNIPER } from './profile.ts';

export const BY_LOCK: PriceTable = {
  means: 'base prices',
  at: { tab: 'By Lock' },
  shape: 'program groups',
  baseLock: 30,
  columns: [
    { heading: 'Rate', holds: 'rate' },
    { heading: '15 Day', holds: 'price', lock: 15 },
    { heading: '30 Day', holds: 'price', lock: 30 },
    { heading: '60 Day', holds: 'price', lock: 60 },
  ],
};

/** Juniper Ridge's profile with `prices` in place of its base prices and its Lock table. */
export const pricedBy = (...prices: PriceTable[]): DeclaredProfile => ({
  ...JUNIPER,
  tables: [
    ...prices,
    ...JUNIPER.tables.filter((t) => t.means !== 'base prices' && !(t.means === 'adjustments' && t.at.tab === 'Lock')),
  ],
});
