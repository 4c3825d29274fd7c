/**
 * A lender whose layout was chosen without the engine in view, onboarded from its notes by a reader
 * of docs/ alone: Copper Mesa Investor Lending (NOTES.md; its workbooks written by workbooks.ts).
 * Note rates across and a row per lock period, a factor printed once per group, prepayment tables
 * of a column per program, rules as a row per program and as sentences, a matrix of program groups
 * read only when the score meets the minimum. Compiled from its profile alone (profile.ts), it
 * prices every worked example of examples.json, priced by hand from the notes, as they say.
 */
import { join } from 'node:path';
import { describeUnseenLender } from './outcomes.ts';
import { COPPER_MESA } from './profile.ts';
import { writeCopperMesaWorkbooks } from './workbooks.ts';

describeUnseenLender({
  profile: COPPER_MESA,
  write: writeCopperMesaWorkbooks,
  examples: join(import.meta.dirname, 'examples.json'),
  effective: ['2026-11-20T07:45:00-07:00', '2026-11-23T08:05:00-07:00'],
});
