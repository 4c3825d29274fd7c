/**
 * A fifth lender laid out without the engine in view and onboarded from docs/ alone: Heron Rock Home
 * Lending (NOTES.md; workbooks.ts). A workbook per program beside a pricing summary, prices in
 * discount points, a table per term, files dated MMDDYY, sheets that expire the day they are issued.
 * Compiled from its profile alone (profile.ts), it prices every worked example as its notes say.
 */
import { join } from 'node:path';
import { describeUnseenLender } from '../unseen-lender/outcomes.ts';
import { HERON_ROCK } from './profile.ts';
import { writeHeronRockWorkbooks } from './workbooks.ts';

describeUnseenLender({
  profile: HERON_ROCK,
  write: writeHeronRockWorkbooks,
  examples: join(import.meta.dirname, 'examples.json'),
  effective: ['2026-11-20T09:00:00-05:00', '2026-11-23T09:00:00-05:00'],
});
