/**
 * A twenty-seventh lender onboarded from docs/ alone: Lanternfield Mortgage Co. (NOTES.md; its own
 * workbooks in sheets/). Compiled from its profile alone (profile.ts), each worked example's outcome
 * per program compared with the one the lender gives.
 */
import { join } from 'node:path';
import { describeUnseenLender, ownSheets } from '../unseen-lender/outcomes.ts';
import { LANTERNFIELD } from './profile.ts';

describeUnseenLender({
  profile: LANTERNFIELD,
  write: ownSheets(import.meta.dirname, 'lanternfield'),
  examples: join(import.meta.dirname, 'examples.json'),
  effective: ['2026-11-20T08:05:00-06:00', '2026-11-23T08:05:00-06:00', '2026-11-23T13:10:00-06:00'],
});
