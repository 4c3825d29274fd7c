/**
 * A sixth lender laid out without the engine in view and onboarded from docs/ alone: Quarry Bend
 * Mortgage (NOTES.md; its own workbooks in sheets/). Points printed as text (`1.250 pts`, `(0.750)
 * rebate`, `PAR`), products merged over their lock columns, adjustment blocks side by side, rules
 * several to a cell, maximum LTVs reduced in words, sheets that expire 6:00 PM MT the day they are
 * issued. Compiled from its profile alone (profile.ts), every worked example checked; the outcomes
 * the language cannot say yet are listed, each with its gap.
 */
import { join } from 'node:path';
import { describeUnseenLender, ownSheets } from '../unseen-lender/outcomes.ts';
import { QUARRY_BEND } from './profile.ts';

const LOAN_CELLS = 'a matrix whose cells are maximum loan amounts';

describeUnseenLender({
  profile: QUARRY_BEND,
  write: ownSheets(import.meta.dirname, 'quarry_bend'),
  examples: join(import.meta.dirname, 'examples.json'),
  effective: ['2026-11-20T08:15:00-07:00', '2026-11-23T08:15:00-07:00', '2026-11-23T13:40:00-07:00'],
  unsaid: {
    's_fico_700_ltv_85 summit_jumbo': LOAN_CELLS,
    's_720_loan_cell_plus1 summit_jumbo': LOAN_CELLS,
  },
});
