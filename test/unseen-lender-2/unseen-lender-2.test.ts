/**
 * A second lender laid out without the engine in view and onboarded from docs/ alone: Makana
 * Pacific Home Loans (NOTES.md; workbooks.ts). One header row with a column per program and lock
 * period, tick rows of Yes and No per occupancy, property type and borrower, limits stored as numbers
 * of percent, excluded states, a program cell naming several programs, costs printed `0.250 CR`.
 * Compiled from its profile alone (profile.ts), it prices every worked example as its notes say.
 */
import { join } from 'node:path';
import { describeUnseenLender } from '../unseen-lender/outcomes.ts';
import { MAKANA_PACIFIC } from './profile.ts';
import { writeMakanaPacificWorkbooks } from './workbooks.ts';

describeUnseenLender({
  profile: MAKANA_PACIFIC,
  write: writeMakanaPacificWorkbooks,
  examples: join(import.meta.dirname, 'examples.json'),
  effective: ['2026-11-20T07:30:00-10:00', '2026-11-23T07:15:00-10:00'],
});
