/**
 * An eleventh lender onboarded from docs/ alone: Redwater Capital Investor Lending (NOTES.md; its own
 * workbooks in sheets/). One LLPA matrix under section headings, two named PPP tables, a caps table
 * of two program columns, a Max LTV matrix per purpose, an intraday reprice filed `_1330`. Compiled
 * from its profile alone (profile.ts), each worked example's outcome per program compared with the
 * one the lender gives.
 */
import { join } from 'node:path';
import { describeUnseenLender, ownSheets } from '../unseen-lender/outcomes.ts';
import { REDWATER } from './profile.ts';

describeUnseenLender({
  profile: REDWATER,
  // the reprice filed `<date>_1330.xlsx` (`files.reprices: '_<HHMM>'`), banner `REPRICE #1`
  write: ownSheets(import.meta.dirname, 'redwater'),
  examples: join(import.meta.dirname, 'examples.json'),
  effective: ['2026-11-20T07:55:00-06:00', '2026-11-23T07:55:00-06:00', '2026-11-23T13:30:00-06:00'],
});
