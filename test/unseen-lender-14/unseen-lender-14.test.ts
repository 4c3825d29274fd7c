/**
 * A fourteenth lender onboarded from docs/ alone: Bluestem Credit Partners (NOTES.md; its own
 * workbooks in sheets/). A rate grid per program (row rate + column increment), FICO / LTV grids per
 * program, adjustments of a column per program, credit-history grids, a Max LTV matrix per program on
 * two header rows, an intraday reprice filed `_1240`. Compiled from its profile alone (profile.ts),
 * each worked example's outcome per program compared with the one the lender gives.
 */
import { join } from 'node:path';
import { describeUnseenLender, ownSheets } from '../unseen-lender/outcomes.ts';
import { BLUESTEM } from './profile.ts';

const EXAMPLES = join(import.meta.dirname, 'examples.json');

describeUnseenLender({
  profile: BLUESTEM,
  // the reprice filed `<date>_1240.xlsx` (`files.reprices: '_<HHMM>'`), banner `*** REPRICE #1 ***`
  write: ownSheets(import.meta.dirname, 'bluestem'),
  examples: EXAMPLES,
  effective: ['2026-11-20T07:45:00-07:00', '2026-11-23T07:45:00-07:00', '2026-11-23T12:40:00-07:00'],
});
