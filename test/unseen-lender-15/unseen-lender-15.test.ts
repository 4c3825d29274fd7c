/**
 * A fifteenth lender onboarded from docs/ alone: Larchmont Funding (NOTES.md; its own workbooks in
 * sheets/). Compiled from its profile alone (profile.ts), each worked example's outcome per program
 * compared with the one the lender gives.
 */
import { join } from 'node:path';
import { describeUnseenLender, ownSheets } from '../unseen-lender/outcomes.ts';
import { LARCHMONT } from './profile.ts';

describeUnseenLender({
  profile: LARCHMONT,
  write: ownSheets(import.meta.dirname, 'larchmont'),
  examples: join(import.meta.dirname, 'examples.json'),
  effective: ['2026-11-20T09:30:00-05:00', '2026-11-23T09:30:00-05:00', '2026-11-23T13:45:00-05:00'],
});
