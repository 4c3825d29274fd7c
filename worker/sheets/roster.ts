/**
 * The lenders the service prices: configuration reviewed in git (sheets/roster.json), read by the
 * Worker and by the publisher alike. Every answer accounts for each of them; adding or retiring a
 * lender is a change to that file, never a side effect of which workbooks arrived today.
 */
import roster from '../../sheets/roster.json' with { type: 'json' };
import * as z from '../artifact/zod.ts';

const Roster = z.strictObject({
  lenders: z
    .array(z.string().check(z.regex(/^[a-z0-9_-]+$/, 'a lender slug is lowercase letters, digits, _ and -')))
    .check(
      z.minLength(1, 'the roster lists no lender'),
      z.refine((l) => new Set(l).size === l.length, 'a lender is listed twice'),
    ),
});

/** The lender slugs of a roster file's content, sorted (the order of every `rate_sheets[]`); throws naming the problem. */
export function rosterOf(json: unknown): readonly string[] {
  const parsed = Roster.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`sheets/roster.json: ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }
  return Object.freeze([...parsed.data.lenders].sort());
}

/** The roster; a malformed file fails the Worker's start (and so its deploy) and every script that reads it. */
export const ROSTER: readonly string[] = rosterOf(roster);
