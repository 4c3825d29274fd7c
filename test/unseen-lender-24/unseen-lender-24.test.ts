/**
 * A twenty-fourth lender onboarded from docs/ alone: Wrenfield Savings Bank (NOTES.md; its own
 * workbooks in sheets/). Compiled from its profile alone (profile.ts), each worked example's outcome
 * per program compared with the one the lender gives.
 */
import { join } from 'node:path';
import { describeUnseenLender, ownSheets } from '../unseen-lender/outcomes.ts';
import { WRENFIELD } from './profile.ts';

/** A sheet still in force after its promotion's printed end date (an answer depends on its request and sheets only). */
const PROMOTION = "a promotion's end date, tested against the moment asked";

describeUnseenLender({
  profile: WRENFIELD,
  write: ownSheets(import.meta.dirname, 'wrenfield'),
  examples: join(import.meta.dirname, 'examples.json'),
  effective: ['2026-11-20T08:30:00-05:00', '2026-11-23T08:30:00-05:00', '2026-11-23T13:05:00-05:00'],
  unsaid: {
    'sat_promos alt_doc_bank_statement': PROMOTION,
    'sun_2359_promo_last alt_doc_bank_statement': PROMOTION,
    'mon_0829_friday conventional_fixed_30': PROMOTION,
    'mon_0829_friday alt_doc_bank_statement': PROMOTION,
  },
});
