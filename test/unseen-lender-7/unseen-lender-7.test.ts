/**
 * A seventh lender laid out without the engine in view and onboarded from docs/ alone: Tidewater Crest
 * Lending (NOTES.md; its own workbooks in sheets/). One tab, every section stacked or side by side, almost
 * every cell text. Compiled from its profile alone (profile.ts), each worked example's outcome per
 * program compared with the one the lender gives.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeUnseenLender, ownSheets } from '../unseen-lender/outcomes.ts';
import { TIDEWATER } from './profile.ts';

describeUnseenLender({
  profile: TIDEWATER,
  write: (folder) => {
    ownSheets(import.meta.dirname, 'tidewater')(folder);
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
});
