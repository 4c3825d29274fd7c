/**
 * A twentieth lender onboarded from docs/ alone: Harbor Pointe Financial (NOTES.md; its own workbooks
 * in sheets/). Compiled from its profile alone (profile.ts), each worked example's outcome per
 * program compared with the one the lender gives.
 */
import { join } from 'node:path';
import { describeUnseenLender, ownSheets } from '../unseen-lender/outcomes.ts';
import { HARBOR_POINTE } from './profile.ts';

describeUnseenLender({
  profile: HARBOR_POINTE,
  write: ownSheets(import.meta.dirname, 'harbor_pointe'),
  examples: join(import.meta.dirname, 'examples.json'),
  effective: ['2026-11-20T07:15:00-08:00', '2026-11-23T07:15:00-08:00', '2026-11-23T13:30:00-08:00'],
});
