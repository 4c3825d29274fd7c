/**
 * A fortieth lender onboarded from docs/ alone: Saltmarsh Lending (NOTES.md; its own workbooks in
 * sheets/). Compiled from its profile alone (profile.ts), each worked example's outcome per program
 * compared with the one the lender gives.
 */
import { join } from 'node:path';
import { describeUnseenLender, ownSheets } from '../unseen-lender/outcomes.ts';
import { SALTMARSH } from './profile.ts';

describeUnseenLender({
  profile: SALTMARSH,
  write: ownSheets(import.meta.dirname, 'saltmarsh'),
  examples: join(import.meta.dirname, 'examples.json'),
  effective: ['2026-11-20T10:00:00-05:00', '2026-11-23T10:00:00-05:00', '2026-11-23T13:30:00-05:00'],
});
