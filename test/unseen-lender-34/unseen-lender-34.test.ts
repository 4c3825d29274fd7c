/**
 * A thirty-fourth lender onboarded from docs/ alone: Stillwater Home Loans (NOTES.md; its own workbooks in sheets/).
 * Compiled from its profile alone (profile.ts), each worked example's outcome per program compared
 * with the one the lender gives.
 */
import { join } from 'node:path';
import { describeUnseenLender, ownSheets } from '../unseen-lender/outcomes.ts';
import { STILLWATER } from './profile.ts';

describeUnseenLender({
  profile: STILLWATER,
  write: ownSheets(import.meta.dirname, 'stillwater'),
  examples: join(import.meta.dirname, 'examples.json'),
  effective: ['2026-11-20T08:00:00-05:00', '2026-11-23T08:00:00-05:00', '2026-11-23T13:15:00-05:00'],
});
