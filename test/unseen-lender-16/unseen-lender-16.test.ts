/**
 * A sixteenth lender onboarded from docs/ alone: Osprey Lane Capital (NOTES.md; its own workbooks in
 * sheets/, a rate workbook and a guidelines workbook per sheet). Compiled from its profile alone
 * (profile.ts), each worked example's outcome per program compared with the one the lender gives.
 */
import { join } from 'node:path';
import { describeUnseenLender, ownSheets } from '../unseen-lender/outcomes.ts';
import { OSPREY_LANE } from './profile.ts';

describeUnseenLender({
  profile: OSPREY_LANE,
  write: ownSheets(import.meta.dirname, 'osprey_lane'),
  examples: join(import.meta.dirname, 'examples.json'),
  effective: ['2026-11-20T08:00:00-08:00', '2026-11-23T08:00:00-08:00', '2026-11-23T12:45:00-08:00'],
});
