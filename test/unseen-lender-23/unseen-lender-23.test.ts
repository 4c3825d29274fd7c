/**
 * A twenty-third lender onboarded from docs/ alone: Ashgrove Private Mortgage (NOTES.md; its own
 * workbooks in sheets/). Compiled from its profile alone (profile.ts), each worked example's outcome
 * per program compared with the one the lender gives.
 */
import { join } from 'node:path';
import { describeUnseenLender, ownSheets } from '../unseen-lender/outcomes.ts';
import { ASHGROVE } from './profile.ts';

describeUnseenLender({
  profile: ASHGROVE,
  write: ownSheets(import.meta.dirname, 'ashgrove'),
  examples: join(import.meta.dirname, 'examples.json'),
  effective: ['2026-11-20T08:15:00-05:00', '2026-11-23T08:15:00-05:00', '2026-11-23T13:35:00-05:00'],
});
