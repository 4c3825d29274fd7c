/**
 * A twenty-first lender onboarded from docs/ alone: Marrowstone Mortgage (NOTES.md; its own workbooks
 * in sheets/). Compiled from its profile alone (profile.ts), each worked example's outcome per
 * program compared with the one the lender gives.
 */
import { join } from 'node:path';
import { describeUnseenLender, ownSheets } from '../unseen-lender/outcomes.ts';
import { MARROWSTONE } from './profile.ts';

describeUnseenLender({
  profile: MARROWSTONE,
  write: ownSheets(import.meta.dirname, 'marrowstone'),
  examples: join(import.meta.dirname, 'examples.json'),
  effective: ['2026-11-20T08:45:00-06:00', '2026-11-23T08:45:00-06:00', '2026-11-23T13:20:00-06:00'],
});
