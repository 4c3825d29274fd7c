/**
 * An eighteenth lender onboarded from docs/ alone: Pinecrest Home Loans (NOTES.md; its own workbooks
 * in sheets/). Compiled from its profile alone (profile.ts), each worked example's outcome per
 * program compared with the one the lender gives; the outcomes the language cannot say yet are
 * listed, each with its gap.
 */
import { join } from 'node:path';
import { describeUnseenLender, ownSheets } from '../unseen-lender/outcomes.ts';
import { PINECREST } from './profile.ts';

describeUnseenLender({
  profile: PINECREST,
  write: ownSheets(import.meta.dirname, 'pinecrest'),
  examples: join(import.meta.dirname, 'examples.json'),
  effective: ['2026-11-20T09:05:00-05:00', '2026-11-23T09:05:00-05:00', '2026-11-23T13:50:00-05:00'],
});
