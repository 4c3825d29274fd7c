/**
 * A thirtieth lender onboarded from docs/ alone: Halyard Point Lending (NOTES.md; its own workbooks
 * in sheets/). Compiled from its profile alone (profile.ts), each worked example's outcome per
 * program compared with the one the lender gives.
 */
import { join } from 'node:path';
import { describeUnseenLender, ownSheets } from '../unseen-lender/outcomes.ts';
import { HALYARD_POINT } from './profile.ts';

describeUnseenLender({
  profile: HALYARD_POINT,
  write: ownSheets(import.meta.dirname, 'halyard_point'),
  examples: join(import.meta.dirname, 'examples.json'),
  effective: ['2026-11-20T08:00:00-08:00', '2026-11-23T08:00:00-08:00', '2026-11-23T12:45:00-08:00'],
});
