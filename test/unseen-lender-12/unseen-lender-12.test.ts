/**
 * A twelfth lender onboarded from docs/ alone: Harborline Mortgage Partners (NOTES.md; its own
 * workbooks in sheets/). The export of a pricing engine: one long base price list with repeated
 * header rows, one long list of adjustment rules whose conditions span `Attribute | Operator | Value`
 * cells and continuation rows, a product catalog of a row per product, a matrix of `80% / 680` cells,
 * an intraday reprice filed `_1415`. Compiled from its profile alone (profile.ts), each worked
 * example's outcome per program compared with the one the lender gives.
 */
import { join } from 'node:path';
import { describeUnseenLender, ownSheets } from '../unseen-lender/outcomes.ts';
import { HARBORLINE } from './profile.ts';

describeUnseenLender({
  profile: HARBORLINE,
  // the reprice filed `<date>_1415.xlsx` (`files.reprices: '_<HHMM>'`), banner `*** REPRICE #1 ***`
  write: ownSheets(import.meta.dirname, 'harborline'),
  examples: join(import.meta.dirname, 'examples.json'),
  effective: ['2026-11-20T07:45:00-05:00', '2026-11-23T07:45:00-05:00', '2026-11-23T14:15:00-05:00'],
});
