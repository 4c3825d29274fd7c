/**
 * A thirty-eighth lender onboarded from docs/ alone: Thistle Bank (NOTES.md; its own workbooks in
 * sheets/). Compiled from its profile alone (profile.ts), each worked example's outcome per program
 * compared with the one the lender gives.
 */
import { join } from 'node:path';
import { describeUnseenLender, ownSheets } from '../unseen-lender/outcomes.ts';
import { THISTLE } from './profile.ts';

describeUnseenLender({
  profile: THISTLE,
  write: ownSheets(import.meta.dirname, 'thistle'),
  examples: join(import.meta.dirname, 'examples.json'),
  effective: ['2026-11-20T08:45:00-06:00', '2026-11-23T08:45:00-06:00', '2026-11-23T12:15:00-06:00'],
});
