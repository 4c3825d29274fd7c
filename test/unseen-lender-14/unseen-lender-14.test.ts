/**
 * A fourteenth lender onboarded from docs/ alone: Bluestem Credit Partners (NOTES.md; its own
 * workbooks in sheets/). A rate grid per program (row rate + column increment), FICO / LTV grids per
 * program, adjustments of a column per program, credit-history grids, a Max LTV matrix per program on
 * two header rows, an intraday reprice filed `_1240`. Compiled from its profile alone (profile.ts),
 * each worked example's outcome per program compared with the one the lender gives.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeUnseenLender, ownSheets } from '../unseen-lender/outcomes.ts';
import { BLUESTEM } from './profile.ts';

// the gaps (profile.ts `GAP:`), each outcome it costs below
const GRID =
  'the rate grid (Note rate = row rate + column increment): no base-price shape reads it, only its `+ 0` column is priced, so the offers at x.125, x.250 and x.375 are missing';
const EVENT =
  'the housing event seasoning grid: no condition reads housing_event or housing_event_months_ago (not priced), so its cells (and its NA, llpa_na) are not taken';
const LATES =
  'the mortgage lates grid: no condition reads mtg_lates_12mo (not priced), so its cells (and its NA, llpa_na) are not taken';

const UNSAID: Record<string, string> = {
  'bk7_35 full_doc': EVENT,
  'bk7_35 bank_statement': `${GRID}; ${EVENT}`,
  'bk7_36 full_doc': `${GRID}; ${EVENT}`,
  'bk7_36 bank_statement': `${GRID}; ${EVENT}`,
  'bk13_11 full_doc': EVENT,
  'bk13_11 bank_statement': EVENT,
  'bk13_12 full_doc': EVENT,
  'bk13_12 bank_statement': `${GRID}; ${EVENT}`,
  'fc_24_lates1 full_doc': `${EVENT}; ${LATES}`,
  'fc_24_lates1 bank_statement': `${GRID}; ${EVENT}; ${LATES}`,
  'ss_12_null full_doc': EVENT,
  'ss_12_null bank_statement': EVENT,
  'dil_47 full_doc': `${GRID}; ${EVENT}`,
  'dil_47 bank_statement': `${GRID}; ${EVENT}`,
  'lates_2 full_doc': LATES,
  'lates_2 bank_statement': `${GRID}; ${LATES}`,
  'lates_3 full_doc': LATES,
  'lates_3 bank_statement': LATES,
  'reprice_bs24 full_doc': `${GRID}; ${EVENT}`,
  'reprice_bs24 bank_statement': `${GRID}; ${EVENT}`,
};
// every other priced outcome: each expects offers at rates of the grid's `+ 1/8` to `+ 3/8` columns
const EXAMPLES = join(import.meta.dirname, 'examples.json');
const { examples } = JSON.parse(readFileSync(EXAMPLES, 'utf8')) as {
  examples: { id: string; expected: Record<string, { outcome: string }> }[];
};
for (const { id, expected } of examples)
  for (const [program, { outcome }] of Object.entries(expected))
    if (outcome === 'priced') UNSAID[`${id} ${program}`] ??= GRID;

describeUnseenLender({
  profile: BLUESTEM,
  // the reprice filed `<date>_1240.xlsx` (`files.reprices: '_<HHMM>'`), banner `*** REPRICE #1 ***`
  write: ownSheets(import.meta.dirname, 'bluestem'),
  examples: EXAMPLES,
  effective: ['2026-11-20T07:45:00-07:00', '2026-11-23T07:45:00-07:00', '2026-11-23T12:40:00-07:00'],
  unsaid: UNSAID,
});
