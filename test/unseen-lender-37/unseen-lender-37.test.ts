/**
 * A thirty-seventh lender onboarded from docs/ alone: Larkspur Capital (NOTES.md; its own workbooks
 * in sheets/), whose note-rate adjustment (`Note rates below 7.000%: -0.250`) adjusts each rate of
 * a ladder on its own. Compiled from its profile alone (profile.ts), each worked example's outcome
 * per program compared with the one the lender gives.
 */
import { join } from 'node:path';
import { acknowledging, describeUnseenLender, ownSheets } from '../unseen-lender/outcomes.ts';
import { LARKSPUR_CAPITAL } from './profile.ts';

describeUnseenLender({
  profile: LARKSPUR_CAPITAL,
  // REPRICE 1 prints `MN N` where the morning sheet printed `MN Y` (§5 (b)): MN's tile row is gone
  // (structural_removal), accepted as a reviewer would
  write: acknowledging(ownSheets(import.meta.dirname, 'larkspur'), [
    {
      lender: 'larkspur',
      effective_at: '2026-11-23T13:30:00-08:00',
      removed: 'grid row',
      where: 'Guidelines › Eligible States › MN',
      previous_cell: 'Larkspur_DSCR_2026-11-23.xlsx › Guidelines!D25',
    },
  ]),
  examples: join(import.meta.dirname, 'examples.json'),
  effective: ['2026-11-20T09:00:00-08:00', '2026-11-23T09:00:00-08:00', '2026-11-23T13:30:00-08:00'],
});
