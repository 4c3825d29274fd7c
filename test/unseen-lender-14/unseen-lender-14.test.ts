/**
 * A fourteenth lender onboarded from docs/ alone: Bluestem Credit Partners (NOTES.md; its own
 * workbooks in sheets/). A rate grid per program (row rate + column increment), FICO / LTV grids per
 * program, adjustments of a column per program, credit-history grids, a Max LTV matrix per program on
 * two header rows, an intraday reprice filed `_1240`. Compiled from its profile alone (profile.ts),
 * each worked example's outcome per program compared with the one the lender gives.
 */
import { join } from 'node:path';
import { describeUnseenLender, ownSheets } from '../unseen-lender/outcomes.ts';
import { BLUESTEM } from './profile.ts';

// the gaps (profile.ts `GAP:`), each outcome it costs below
const EVENT =
  'the housing event seasoning grid: no condition reads housing_event or housing_event_months_ago (not priced), so its cells (and its NA, llpa_na) are not taken';
const LATES =
  'the mortgage lates grid: no condition reads mtg_lates_12mo (not priced), so its cells (and its NA, llpa_na) are not taken';

const UNSAID: Record<string, string> = {
  // its housing event and lates adjustments take every rate below the floor
  'floor_all bank_statement': `${EVENT}; ${LATES}`,
  'bk7_35 full_doc': EVENT,
  'bk7_35 bank_statement': EVENT,
  'bk7_36 full_doc': EVENT,
  'bk7_36 bank_statement': EVENT,
  'bk13_11 full_doc': EVENT,
  'bk13_11 bank_statement': EVENT,
  'bk13_12 full_doc': EVENT,
  'bk13_12 bank_statement': EVENT,
  'fc_24_lates1 full_doc': `${EVENT}; ${LATES}`,
  'fc_24_lates1 bank_statement': `${EVENT}; ${LATES}`,
  'ss_12_null full_doc': EVENT,
  'ss_12_null bank_statement': EVENT,
  'dil_47 full_doc': EVENT,
  'dil_47 bank_statement': EVENT,
  'lates_2 full_doc': LATES,
  'lates_2 bank_statement': LATES,
  'lates_3 full_doc': LATES,
  'lates_3 bank_statement': LATES,
  'reprice_bs24 full_doc': EVENT,
  'reprice_bs24 bank_statement': EVENT,
};
const EXAMPLES = join(import.meta.dirname, 'examples.json');

describeUnseenLender({
  profile: BLUESTEM,
  // the reprice filed `<date>_1240.xlsx` (`files.reprices: '_<HHMM>'`), banner `*** REPRICE #1 ***`
  write: ownSheets(import.meta.dirname, 'bluestem'),
  examples: EXAMPLES,
  effective: ['2026-11-20T07:45:00-07:00', '2026-11-23T07:45:00-07:00', '2026-11-23T12:40:00-07:00'],
  unsaid: UNSAID,
});
