/**
 * An eleventh lender onboarded from docs/ alone: Redwater Capital Investor Lending (NOTES.md; its own
 * workbooks in sheets/). One LLPA matrix under section headings, two named PPP tables, a caps table
 * of two program columns, a Max LTV matrix per purpose, an intraday reprice filed `_1330`. Compiled
 * from its profile alone (profile.ts), each worked example's outcome per program compared with the
 * one the lender gives.
 */
import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describeUnseenLender } from '../unseen-lender/outcomes.ts';
import { REDWATER } from './profile.ts';

const SHEETS = join(import.meta.dirname, 'sheets');

// the gaps (profile.ts `GAP:`), each outcome it costs below
const FLAT =
  "no condition reads ppp_table_name: the PPP tables, read as adjustment lists of the DSCR programs (a PPP list is every program's), are Step-Down's alone";
const RESTR =
  "the PPP tables read as adjustment lists (a PPP list is every program's, bank_statement included): no PPP table, no `ppp_state_restricted`";

describeUnseenLender({
  profile: REDWATER,
  write: (folder) => {
    mkdirSync(join(folder, 'redwater'), { recursive: true });
    // the reprice filed `<date>_1330.xlsx` (`files.reprices: '_<HHMM>'`), banner `REPRICE #1`
    for (const file of readdirSync(SHEETS)) copyFileSync(join(SHEETS, file), join(folder, 'redwater', file));
  },
  examples: join(import.meta.dirname, 'examples.json'),
  effective: ['2026-11-20T07:55:00-06:00', '2026-11-23T07:55:00-06:00', '2026-11-23T13:30:00-06:00'],
  unsaid: {
    'ppp_5yr_flat dscr_30_fixed': FLAT,
    'ppp_5yr_flat dscr_interest_only': FLAT,
    'ppp_2yr_flat dscr_30_fixed': FLAT,
    'ppp_2yr_flat dscr_interest_only': FLAT,
    'ppp_bad_table dscr_30_fixed': FLAT,
    'ppp_bad_table dscr_interest_only': FLAT,
    'ppp_restricted dscr_30_fixed': RESTR,
    'ppp_restricted dscr_interest_only': RESTR,
  },
});
