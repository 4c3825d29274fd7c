/**
 * A nineteenth lender onboarded from docs/ alone: Sagebrush Lending (NOTES.md; its own workbooks in
 * sheets/). Compiled from its profile alone (profile.ts), each worked example's outcome per program
 * compared with the one the lender gives.
 */
import { join } from 'node:path';
import { describeUnseenLender, ownSheets } from '../unseen-lender/outcomes.ts';
import { SAGEBRUSH } from './profile.ts';

describeUnseenLender({
  profile: SAGEBRUSH,
  write: ownSheets(import.meta.dirname, 'sagebrush'),
  examples: join(import.meta.dirname, 'examples.json'),
  effective: ['2026-11-20T07:30:00-08:00', '2026-11-23T07:30:00-08:00', '2026-11-23T13:05:00-08:00'],
});
