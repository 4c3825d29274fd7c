/**
 * A thirteenth lender onboarded from docs/ alone: Timberline Prime Lending (NOTES.md; its own
 * workbooks in sheets/). A tab per program (price grid of a column per lock, a FICO / LTV grid whose
 * columns stand on two header rows, PROGRAM LIMITS), adjustments of a column per program, a Max LTV
 * matrix with the program merged down, minimum FICO by state tier, an intraday reprice filed `_1230`.
 * Compiled from its profile alone (profile.ts), each worked example's outcome per program compared
 * with the one the lender gives.
 */
import { join } from 'node:path';
import { describeUnseenLender, ownSheets } from '../unseen-lender/outcomes.ts';
import { TIMBERLINE } from './profile.ts';

describeUnseenLender({
  profile: TIMBERLINE,
  // the reprice filed `<date>_1230.xlsx` (`files.reprices: '_<HHMM>'`), banner `- REPRICE 1`
  write: ownSheets(import.meta.dirname, 'timberline'),
  examples: join(import.meta.dirname, 'examples.json'),
  effective: ['2026-11-20T07:45:00-07:00', '2026-11-23T07:45:00-07:00', '2026-11-23T12:30:00-07:00'],
});
