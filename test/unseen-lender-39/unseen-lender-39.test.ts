/**
 * A thirty-ninth lender onboarded from docs/ alone: Quarry Hill Mortgage (NOTES.md; its own workbooks
 * in sheets/). Compiled from its profile alone (profile.ts), each worked example's outcome per
 * program compared with the one the lender gives.
 */
import { join } from 'node:path';
import { describeUnseenLender, ownSheets } from '../unseen-lender/outcomes.ts';
import { QUARRY_HILL } from './profile.ts';

describeUnseenLender({
  profile: QUARRY_HILL,
  write: ownSheets(import.meta.dirname, 'quarry_hill'),
  examples: join(import.meta.dirname, 'examples.json'),
  effective: ['2026-11-20T08:30:00-05:00', '2026-11-23T08:30:00-05:00', '2026-11-23T14:10:00-05:00'],
});
