/**
 * A twenty-eighth lender onboarded from docs/: Foxglove Investor Funding (NOTES.md; its own workbooks
 * in sheets/), a rate sheet e-mailed and pasted into one tab as text lines. Compiled from its profile
 * alone (profile.ts), each worked example's outcome per program compared with the one the lender gives.
 */
import { join } from 'node:path';
import { describeUnseenLender, ownSheets } from '../unseen-lender/outcomes.ts';
import { FOXGLOVE } from './profile.ts';

describeUnseenLender({
  profile: FOXGLOVE,
  write: ownSheets(import.meta.dirname, 'foxglove'),
  examples: join(import.meta.dirname, 'examples.json'),
  effective: ['2026-11-20T08:05:00-08:00', '2026-11-23T08:05:00-08:00', '2026-11-23T12:40:00-08:00'],
});
