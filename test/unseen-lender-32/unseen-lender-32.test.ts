/**
 * A thirty-second lender onboarded from docs/ alone: Amberly Crest Mortgage (NOTES.md; its own
 * workbooks in sheets/). Compiled from its profile alone (profile.ts), each worked example's outcome
 * per program compared with the one the lender gives.
 */
import { join } from 'node:path';
import { describeUnseenLender, ownSheets } from '../unseen-lender/outcomes.ts';
import { AMBERLY_CREST } from './profile.ts';

describeUnseenLender({
  profile: AMBERLY_CREST,
  write: ownSheets(import.meta.dirname, 'amberly_crest'),
  examples: join(import.meta.dirname, 'examples.json'),
  effective: ['2026-11-20T08:45:00-07:00', '2026-11-23T08:45:00-07:00', '2026-11-23T12:30:00-07:00'],
});
