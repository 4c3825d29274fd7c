/**
 * A fourth lender laid out without the engine in view and onboarded from docs/ alone: Larkspur
 * Mortgage Wholesale (NOTES.md; workbooks.ts). A tab per program, base prices listed by rate and lock,
 * adjustments printed `Add` / `Less`, files dated YYYYMMDD, the banner across three cells, the
 * minimum and maximum loan in one range cell. Compiled from its profile alone (profile.ts), it prices
 * every worked example as its notes say.
 */
import { join } from 'node:path';
import { describeUnseenLender } from '../unseen-lender/outcomes.ts';
import { LARKSPUR } from './profile.ts';
import { writeLarkspurWorkbooks } from './workbooks.ts';

describeUnseenLender({
  profile: LARKSPUR,
  write: writeLarkspurWorkbooks,
  examples: join(import.meta.dirname, 'examples.json'),
  effective: ['2026-11-20T08:30:00-06:00', '2026-11-23T08:30:00-06:00'],
});
