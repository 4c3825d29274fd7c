/**
 * A ninth lender laid out without the engine in view and onboarded from docs/ alone: Sable Point
 * Funding (NOTES.md; its own workbooks in sheets/). Every table keyed by program code, programs side
 * by side, an intraday reprice filed `_v2`, a prepayment strip of structures by term. Compiled from its profile alone (profile.ts), each worked
 * example's outcome per program compared with the one the lender gives.
 */
import { join } from 'node:path';
import { describeUnseenLender, ownSheets } from '../unseen-lender/outcomes.ts';
import { SABLE_POINT } from './profile.ts';

describeUnseenLender({
  profile: SABLE_POINT,
  // the first reprice filed `<date>_v2.xlsx` (`files.reprices: '_v<n>'`), banner `REPRICE #1`
  write: ownSheets(import.meta.dirname, 'sable_point'),
  examples: join(import.meta.dirname, 'examples.json'),
  effective: ['2026-11-20T10:05:00-08:00', '2026-11-20T13:30:00-08:00', '2026-11-23T09:45:00-08:00'],
  // no structural removal: 11-23 adds MD to `Tier 2`, a tier being its label (the State Tiers read as
  // lists; read as `program columns`, the 11-20 row `CT, FL, IL, NJ, NY` was reported gone)
});
