/**
 * A twenty-sixth lender onboarded from docs/ alone: Kestrel Valley Federal Credit Union (NOTES.md;
 * its own workbooks in sheets/). Compiled from its profile alone (profile.ts), each worked example's
 * outcome per program compared with the one the lender gives.
 */
import { join } from 'node:path';
import { describeUnseenLender, ownSheets } from '../unseen-lender/outcomes.ts';
import { KESTREL_VALLEY } from './profile.ts';

describeUnseenLender({
  profile: KESTREL_VALLEY,
  write: ownSheets(import.meta.dirname, 'kestrel_valley'),
  examples: join(import.meta.dirname, 'examples.json'),
  effective: ['2026-11-20T07:50:00-07:00', '2026-11-23T07:50:00-07:00', '2026-11-23T12:25:00-07:00'],
});
