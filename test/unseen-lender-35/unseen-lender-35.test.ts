/**
 * A thirty-fifth lender onboarded from docs/ alone: Ridgeline Mortgage Partners (NOTES.md; its own
 * workbooks in sheets/). Compiled from its profile alone (profile.ts), each worked example's outcome
 * per program compared with the one the lender gives.
 */
import { join } from 'node:path';
import { describeUnseenLender, ownSheets } from '../unseen-lender/outcomes.ts';
import { RIDGELINE } from './profile.ts';

describeUnseenLender({
  profile: RIDGELINE,
  write: ownSheets(import.meta.dirname, 'ridgeline'),
  examples: join(import.meta.dirname, 'examples.json'),
  effective: ['2026-11-20T09:30:00-07:00', '2026-11-23T09:30:00-07:00', '2026-11-23T14:00:00-07:00'],
});
