/**
 * A tenth lender laid out without the engine in view and onboarded from docs/ alone: Millbrook
 * Federal Credit Union (NOTES.md; its own workbooks in sheets/). Prices in points, rate tables side by
 * side in pairs with a column per lock period, credit score / LTV grids per purpose, a state adjuster
 * list, loan limits by units. Compiled from its profile alone (profile.ts), each worked example's
 * outcome per program compared with the one the lender gives.
 */
import { join } from 'node:path';
import { describeUnseenLender, ownSheets } from '../unseen-lender/outcomes.ts';
import { MILLBROOK } from './profile.ts';

describeUnseenLender({
  profile: MILLBROOK,
  write: ownSheets(import.meta.dirname, 'millbrook'),
  examples: join(import.meta.dirname, 'examples.json'),
  effective: ['2026-11-20T08:45:00-08:00', '2026-11-23T08:45:00-08:00'],
});
