/**
 * A third lender laid out without the engine in view and onboarded from docs/ alone: Alder Creek
 * Wholesale (NOTES.md; workbooks.ts). Ladders wrapped into two halves side by side, credit-score
 * grids keyed by the occupancy merged over its score rows, an LTV list of minimum-score tiers,
 * reprices filed `_R1`, states excluded after lead words, prepayment terms across. Compiled from its
 * profile alone (profile.ts), it prices every worked example as its notes say.
 */
import { join } from 'node:path';
import { describeUnseenLender } from '../unseen-lender/outcomes.ts';
import { ALDER_CREEK } from './profile.ts';
import { writeAlderCreekWorkbooks } from './workbooks.ts';

describeUnseenLender({
  profile: ALDER_CREEK,
  write: writeAlderCreekWorkbooks,
  examples: join(import.meta.dirname, 'examples.json'),
  effective: ['2026-11-20T09:05:00-08:00', '2026-11-23T09:05:00-08:00', '2026-11-23T13:40:00-08:00'],
});
