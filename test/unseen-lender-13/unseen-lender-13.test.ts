/**
 * A thirteenth lender onboarded from docs/ alone: Timberline Prime Lending (NOTES.md; its own
 * workbooks in sheets/). A tab per program (price grid of a column per lock, a FICO / LTV grid whose
 * columns stand on two header rows, PROGRAM LIMITS), adjustments of a column per program, a Max LTV
 * matrix with the program merged down, minimum FICO by state tier, an intraday reprice filed `_1230`.
 * Compiled from its profile alone (profile.ts), each worked example's outcome per program compared
 * with the one the lender gives.
 */
import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describeUnseenLender } from '../unseen-lender/outcomes.ts';
import { TIMBERLINE } from './profile.ts';

const SHEETS = join(import.meta.dirname, 'sheets');

describeUnseenLender({
  profile: TIMBERLINE,
  write: (folder) => {
    mkdirSync(join(folder, 'timberline'), { recursive: true });
    // the reprice filed `<date>_1230.xlsx` (`files.reprices: '_<HHMM>'`), banner `- REPRICE 1`
    for (const file of readdirSync(SHEETS)) copyFileSync(join(SHEETS, file), join(folder, 'timberline', file));
  },
  examples: join(import.meta.dirname, 'examples.json'),
  effective: ['2026-11-20T07:45:00-07:00', '2026-11-23T07:45:00-07:00', '2026-11-23T12:30:00-07:00'],
});
