/**
 * A twenty-eighth lender onboarded from docs/: Foxglove Investor Funding (NOTES.md; its own workbooks
 * in sheets/), a rate sheet e-mailed and pasted into one tab as text lines. Compiled from its profile
 * alone (profile.ts), each worked example's outcome per program compared with the one the lender gives.
 */
import { join } from 'node:path';
import { describeUnseenLender, ownSheets } from '../unseen-lender/outcomes.ts';
import { FOXGLOVE } from './profile.ts';

// §2.3 `No prepayment penalty allowed in`: its programs print no prepayment table (their terms are a
// rule and their figures adjustment lines), and a program with none reads no restricted state
const RESTRICTED = 'a restricted state refusing a penalty where the prepayment terms are a rule, not a table';

describeUnseenLender({
  profile: FOXGLOVE,
  write: ownSheets(import.meta.dirname, 'foxglove'),
  examples: join(import.meta.dirname, 'examples.json'),
  effective: ['2026-11-20T08:05:00-08:00', '2026-11-23T08:05:00-08:00', '2026-11-23T12:40:00-08:00'],
  unsaid: {
    'ppp_state_mi dscr_prime_30': RESTRICTED,
    'ppp_state_mi dscr_flex': RESTRICTED,
    'multi_fail_ppp_state dscr_prime_30': RESTRICTED,
    'multi_fail_ppp_state dscr_flex': RESTRICTED,
  },
});
