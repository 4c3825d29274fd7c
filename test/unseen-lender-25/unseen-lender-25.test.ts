/**
 * A twenty-fifth lender onboarded from docs/ alone: Juniper Shoals Lending (NOTES.md; its own
 * workbooks in sheets/). Compiled from its profile alone (profile.ts), each worked example's outcome
 * per program compared with the one the lender gives.
 */
import { join } from 'node:path';
import { describeUnseenLender, ownSheets } from '../unseen-lender/outcomes.ts';
import { JUNIPER_SHOALS } from './profile.ts';

describeUnseenLender({
  profile: JUNIPER_SHOALS,
  write: ownSheets(import.meta.dirname, 'juniper_shoals'),
  examples: join(import.meta.dirname, 'examples.json'),
  effective: ['2026-11-20T07:45:00-07:00', '2026-11-23T07:45:00-07:00', '2026-11-23T12:20:00-07:00'],
});
