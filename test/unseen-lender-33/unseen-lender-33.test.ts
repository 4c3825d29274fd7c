/**
 * A thirty-third lender onboarded from docs/ alone: Briarwood Lending Partners (NOTES.md; its own workbooks in sheets/).
 * Compiled from its profile alone (profile.ts), each worked example's outcome per program compared
 * with the one the lender gives.
 */
import { join } from 'node:path';
import { describeUnseenLender, ownSheets } from '../unseen-lender/outcomes.ts';
import { BRIARWOOD } from './profile.ts';

describeUnseenLender({
  profile: BRIARWOOD,
  write: ownSheets(import.meta.dirname, 'briarwood'),
  examples: join(import.meta.dirname, 'examples.json'),
  effective: ['2026-11-20T07:45:00-06:00', '2026-11-23T07:45:00-06:00', '2026-11-23T13:20:00-06:00'],
});
