/**
 * An eighth lender laid out without the engine in view and onboarded from docs/ alone: Bramblewood
 * Home Loans (NOTES.md; its own workbooks in sheets/). Three tabs, tables headed by program codes,
 * an LLPA matrix of loan attributes by credit score, a loan-amount grid under a two-level header,
 * eligible states as four side-by-side blocks. Compiled from its profile alone (profile.ts), each
 * worked example's outcome per program compared with the one the lender gives.
 */
import { join } from 'node:path';
import { describeUnseenLender, ownSheets } from '../unseen-lender/outcomes.ts';
import { BRAMBLEWOOD } from './profile.ts';

describeUnseenLender({
  profile: BRAMBLEWOOD,
  write: ownSheets(import.meta.dirname, 'bramblewood'),
  examples: join(import.meta.dirname, 'examples.json'),
  effective: ['2026-11-20T09:00:00-05:00', '2026-11-23T09:00:00-05:00'],
});
