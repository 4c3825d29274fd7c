/**
 * A ninth lender laid out without the engine in view and onboarded from docs/ alone: Sable Point
 * Funding (NOTES.md; its own workbooks in sheets/). Every table keyed by program code, programs side
 * by side, an intraday reprice filed `_v2`. Compiled from its profile alone (profile.ts), each worked
 * example's outcome per program compared with the one the lender gives.
 */
import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describeUnseenLender } from '../unseen-lender/outcomes.ts';
import { SABLE_POINT } from './profile.ts';

const SHEETS = join(import.meta.dirname, 'sheets');

// §6 (a): PPP structures down, terms across; no condition names ppp_table_name (docs/onboarding.md,
// What a profile cannot say yet), so the strip is read as an adjustment grid of its default row only
const STRUCTURE = 'a PPP structure selected by ppp_table_name, in a strip of structures down and terms across';

describeUnseenLender({
  profile: SABLE_POINT,
  write: (folder) => {
    mkdirSync(join(folder, 'sable_point'), { recursive: true });
    // the first reprice filed `<date>_v2.xlsx` (`files.reprices: '_v<n>'`), banner `REPRICE #1`
    for (const file of readdirSync(SHEETS)) copyFileSync(join(SHEETS, file), join(folder, 'sable_point', file));
  },
  examples: join(import.meta.dirname, 'examples.json'),
  effective: ['2026-11-20T10:05:00-08:00', '2026-11-20T13:30:00-08:00', '2026-11-23T09:45:00-08:00'],
  // no structural removal: 11-23 adds MD to `Tier 2`, a tier being its label (the State Tiers read as
  // lists; read as `program columns`, the 11-20 row `CT, FL, IL, NJ, NY` was reported gone)
  unsaid: {
    'dscr_3yr_stepdown sp_dscr': STRUCTURE,
    'dscr_1yr_stepdown_na sp_dscr': STRUCTURE,
    'dscr_3yr_declining sp_dscr': STRUCTURE,
    'dscr_5yr_declining_na sp_dscr': STRUCTURE,
    'dscr_bad_table sp_dscr': STRUCTURE,
    'ppp_restricted_mi sp_dscr':
      'the PPP strip is no prepayment table (see above), so the PPP-restricted states refuse no SP-DSCR loan (ppp_state_restricted)',
  },
});
