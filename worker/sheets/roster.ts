/**
 * The lenders the service prices: configuration reviewed in git (sheets/roster.json), read by the
 * Worker and by the publisher alike. Every answer accounts for each of them; adding or retiring a
 * lender is a change to that file, never a side effect of which workbooks arrived today.
 */
import { z } from 'zod';
import roster from '../../sheets/roster.json' with { type: 'json' };

const Roster = z.object({
  lenders: z
    .array(z.string().regex(/^[a-z0-9_-]+$/))
    .min(1)
    .refine((l) => new Set(l).size === l.length, 'a lender is listed twice'),
});

/** The roster's lender slugs, sorted (the order of every `rate_sheets[]`). Throws at load when the file is malformed. */
export const ROSTER: readonly string[] = Object.freeze([...Roster.parse(roster).lenders].sort());
