/**
 * A thirty-first lender onboarded from docs/ alone: Thornbury Crest Mortgage (NOTES.md; its own
 * workbooks in sheets/). Compiled from its profile alone (profile.ts), each worked example's outcome
 * per program compared with the one the lender gives.
 */
import { join } from 'node:path';
import { describeUnseenLender, ownSheets } from '../unseen-lender/outcomes.ts';
import { THORNBURY_CREST } from './profile.ts';

describeUnseenLender({
  profile: THORNBURY_CREST,
  write: ownSheets(import.meta.dirname, 'thornbury_crest'),
  examples: join(import.meta.dirname, 'examples.json'),
  effective: ['2026-11-20T09:00:00-06:00', '2026-11-23T09:00:00-06:00', '2026-11-23T14:05:00-06:00'],
});
