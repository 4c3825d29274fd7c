/**
 * A sixth lender laid out without the engine in view and onboarded from docs/ alone: Quarry Bend
 * Mortgage (NOTES.md; its own workbooks in sheets/). Points printed as text (`1.250 pts`, `(0.750)
 * rebate`, `PAR`), products merged over their lock columns, adjustment blocks side by side, rules
 * several to a cell, maximum LTVs reduced in words, sheets that expire 6:00 PM MT the day they are
 * issued. Compiled from its profile alone (profile.ts), every worked example checked.
 */
import { join } from 'node:path';
import { describeUnseenLender, ownSheets } from '../unseen-lender/outcomes.ts';
import { QUARRY_BEND } from './profile.ts';

describeUnseenLender({
  profile: QUARRY_BEND,
  write: ownSheets(import.meta.dirname, 'quarry_bend'),
  examples: join(import.meta.dirname, 'examples.json'),
  effective: ['2026-11-20T08:15:00-07:00', '2026-11-23T08:15:00-07:00', '2026-11-23T13:40:00-07:00'],
});
