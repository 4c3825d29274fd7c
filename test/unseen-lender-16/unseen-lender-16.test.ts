/**
 * A sixteenth lender onboarded from docs/ alone: Osprey Lane Capital (NOTES.md; its own workbooks in
 * sheets/, a rate workbook and a guidelines workbook per sheet). Compiled from its profile alone
 * (profile.ts), each worked example's outcome per program compared with the one the lender gives;
 * the outcomes the language cannot say yet are listed, each with its gap.
 */
import { join } from 'node:path';
import { describeUnseenLender, ownSheets } from '../unseen-lender/outcomes.ts';
import { OSPREY_LANE } from './profile.ts';

const NEVER_EXPIRES = 'a sheet in force until the next one, never expiring (`cutoff` says when a sheet expires)';

describeUnseenLender({
  profile: OSPREY_LANE,
  write: ownSheets(import.meta.dirname, 'osprey_lane'),
  examples: join(import.meta.dirname, 'examples.json'),
  effective: ['2026-11-20T08:00:00-08:00', '2026-11-23T08:00:00-08:00', '2026-11-23T12:45:00-08:00'],
  // as_of 2026-12-21, the R1 sheet still in force: refused too while that date is to come (as_of is no later than now)
  unsaid: {
    'r1_far_future full_doc': NEVER_EXPIRES,
    'r1_far_future bank_stmt': NEVER_EXPIRES,
    'r1_far_future dscr': NEVER_EXPIRES,
  },
});
