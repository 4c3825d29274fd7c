/**
 * A seventh lender laid out without the engine in view and onboarded from docs/ alone: Tidewater Crest
 * Lending (NOTES.md; its own workbooks in sheets/). One tab, every section stacked or side by side, almost
 * every cell text. Compiled from its profile alone (profile.ts), each worked example's outcome per
 * program compared with the one the lender gives.
 */
import { copyFileSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeUnseenLender } from '../unseen-lender/outcomes.ts';
import { TIDEWATER } from './profile.ts';

const SHEETS = join(import.meta.dirname, 'sheets');
const BY_PURPOSE = 'a matrix cell of two maximum LTVs by purpose (`95 / 80`), a column per program';
const NO_PPP = 'a rule read from prose that no program takes a prepayment penalty';

describeUnseenLender({
  profile: TIDEWATER,
  write: (folder) => {
    mkdirSync(join(folder, 'tidewater'), { recursive: true });
    for (const file of readdirSync(SHEETS)) copyFileSync(join(SHEETS, file), join(folder, 'tidewater', file));
    // 11-23 prints the Coastal row `Property in FL or NY` as `Property in FL, NY or NJ`: the row of
    // 11-20 is gone (structural_removal), accepted as a reviewer would (docs/compiler.md, Structural
    // removals need a reviewer)
    writeFileSync(
      join(folder, 'acknowledged.json'),
      JSON.stringify([
        {
          lender: 'tidewater',
          effective_at: '2026-11-23T09:10:00-05:00',
          removed: 'grid row',
          where: 'Rate Sheet › Other Price Adjustments — Coastal › Property in FL or NY',
          previous_cell: 'TidewaterCrest_RateSheet_2026-11-20.xlsx › Rate Sheet!A53',
        },
      ]),
    );
  },
  examples: join(import.meta.dirname, 'examples.json'),
  effective: ['2026-11-20T09:15:00-05:00', '2026-11-23T09:10:00-05:00'],
  unsaid: {
    'fico_679_ltv72 harbor_bank_statement': BY_PURPOSE,
    'fico_659_ltv70 harbor_bank_statement': BY_PURPOSE,
    'fico_620_ltv70 harbor_bank_statement': BY_PURPOSE,
    'fico_619_ltv70 coastal_30_fixed': BY_PURPOSE,
    'fico_619_ltv70 coastal_15_fixed': BY_PURPOSE,
    'fico_619_ltv70 harbor_bank_statement': BY_PURPOSE,
    'llpa_na_630_ltv92 coastal_15_fixed': BY_PURPOSE,
    'llpa_na_630_ltv92 harbor_bank_statement': BY_PURPOSE,
    'co_ltv_80 harbor_bank_statement': BY_PURPOSE,
    'co_ltv_80_002 coastal_30_fixed': BY_PURPOSE,
    'co_ltv_80_002 coastal_15_fixed': BY_PURPOSE,
    'co_ltv_80_002 harbor_bank_statement': BY_PURPOSE,
    'floor_partial harbor_bank_statement': BY_PURPOSE,
    'floor_all_t15 harbor_bank_statement': BY_PURPOSE,
    'many_fails coastal_30_fixed': `${BY_PURPOSE}; ${NO_PPP}`,
    'many_fails coastal_15_fixed': `${BY_PURPOSE}; ${NO_PPP}`,
    'many_fails harbor_bank_statement': `${BY_PURPOSE}; ${NO_PPP}`,
    'ppp_1yr_ny coastal_30_fixed': NO_PPP,
    'ppp_1yr_ny coastal_15_fixed': NO_PPP,
    'ppp_1yr_ny harbor_bank_statement': NO_PPP,
  },
});
