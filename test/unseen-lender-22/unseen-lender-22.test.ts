/**
 * A twenty-second lender onboarded from docs/ alone: Quillfeather Home Lending (NOTES.md; its own
 * workbooks in sheets/). Compiled from its profile alone (profile.ts), each worked example's outcome
 * per program compared with the one the lender gives.
 */
import { join } from 'node:path';
import { describeUnseenLender, ownSheets } from '../unseen-lender/outcomes.ts';
import { QUILLFEATHER } from './profile.ts';

describeUnseenLender({
  profile: QUILLFEATHER,
  write: ownSheets(import.meta.dirname, 'quillfeather'),
  examples: join(import.meta.dirname, 'examples.json'),
  effective: ['2026-11-20T09:00:00-08:00', '2026-11-23T09:00:00-08:00', '2026-11-23T14:00:00-08:00'],
});
