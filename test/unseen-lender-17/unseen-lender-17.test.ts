/**
 * A seventeenth lender laid out without the engine in view: Cobalt Ridge Bank (NOTES.md; its own
 * workbooks in sheets/). Base prices by loan-amount tier under a two-row header, a reprice filed
 * `_PM`, lock adjustments as `-12.5 bps` text, `State | Adj` pairs side by side, a block of bullet
 * lines per program. Its blind profile compiled none of its sheets; profile.ts is that profile
 * moved onto the parts the trial asked for. The outcomes the language cannot say yet are listed,
 * each with its gap.
 */
import { join } from 'node:path';
import { describeUnseenLender, ownSheets } from '../unseen-lender/outcomes.ts';
import { COBALT_RIDGE } from './profile.ts';

describeUnseenLender({
  profile: COBALT_RIDGE,
  write: ownSheets(import.meta.dirname, 'cobalt_ridge'),
  examples: join(import.meta.dirname, 'examples.json'),
  effective: ['2026-11-20T08:30:00-06:00', '2026-11-23T08:30:00-06:00', '2026-11-23T13:40:00-06:00'],
});
