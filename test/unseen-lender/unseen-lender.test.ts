/**
 * A lender whose layout was chosen without the engine in view, onboarded from its notes by a reader
 * of docs/ alone: Copper Mesa Investor Lending (NOTES.md; its workbooks written by workbooks.ts).
 * Note rates across and a row per lock period, a factor printed once per group, prepayment tables
 * of a column per program, rules as a row per program and as sentences, a matrix of program groups
 * read only when the score meets the minimum. Compiled from its profile alone (profile.ts), it
 * prices every worked example of examples.json, priced by hand from the notes, as they say: the
 * final price at each rate and lock to the thousandth, or exactly the rejection reasons.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildAll } from '../../compiler/build.ts';
import type { Artifact } from '../../worker/artifact/format.ts';
import { pricedOn } from '../fixture-lender/priced.ts';
import { COPPER_MESA } from './profile.ts';
import { writeCopperMesaWorkbooks } from './workbooks.ts';

interface ExpectedOffer {
  rate: number;
  lock_days: number;
  final_price: number;
}
interface Expected {
  outcome: 'priced' | 'rejected';
  offers?: ExpectedOffer[];
  not_offered?: (number | { rate: number })[];
  rejected?: string[];
}
interface Example {
  id: string;
  request: Record<string, unknown> & { as_of: string };
  expected: Record<string, Expected>;
}

const EXAMPLES: Example[] = JSON.parse(readFileSync(join(import.meta.dirname, 'examples.json'), 'utf8')).examples;

const folder = mkdtempSync(join(tmpdir(), 'copper-mesa-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
writeCopperMesaWorkbooks(folder);
const built = buildAll(folder, { profiles: { 'copper-mesa': COPPER_MESA } });

/** The sheet in force at `asOf`: the latest whose effective moment is not after it. */
function inForce(asOf: string): Artifact {
  const at = Date.parse(asOf);
  const sheets = built.artifacts.filter((a) => Date.parse(a.effective_at) <= at);
  return sheets.sort((x, y) => Date.parse(x.effective_at) - Date.parse(y.effective_at)).at(-1)!;
}

/** What the answer says of `program`: its final price at each expected rate and lock, or its reasons (sorted). */
function outcomeOf(example: Example, program: string, expected: Expected) {
  const answer = pricedOn(inForce(example.request.as_of), { ...example.request, view: 'all' });
  const offers = answer.eligible.filter((o) => o.program_slug === program);
  const rejection = answer.rejected.find((r) => r.program_slug === program);
  if (expected.outcome === 'rejected')
    return { offers: offers.length, rejected: rejection?.rejections.map((r) => r.key).sort() ?? [] };
  const at = (rate: number, lock: number) => offers.find((o) => o.rate === rate && o.lock_days === lock);
  return {
    rejected: rejection?.rejections.map((r) => r.key) ?? [],
    offers: (expected.offers ?? []).map((o) => [o.rate, o.lock_days, at(o.rate, o.lock_days)?.final_price ?? null]),
    offered: (expected.not_offered ?? []).filter((r) =>
      offers.some((o) => o.rate === (typeof r === 'number' ? r : r.rate)),
    ),
  };
}

describe('an unseen lender onboarded with a profile alone', () => {
  it('compiles both sheets from its profile with no finding', () => {
    expect(built.diag.list).toEqual([]);
    expect(built.artifacts.map((a) => a.effective_at)).toEqual([
      '2026-11-20T07:45:00-07:00',
      '2026-11-23T08:05:00-07:00',
    ]);
  });

  for (const example of EXAMPLES)
    describe(example.id, () => {
      for (const [program, expected] of Object.entries(example.expected))
        it(`${program}: ${expected.outcome}`, () => {
          const want =
            expected.outcome === 'rejected'
              ? { offers: 0, rejected: [...(expected.rejected ?? [])].sort() }
              : {
                  rejected: [],
                  offers: (expected.offers ?? []).map((o) => [o.rate, o.lock_days, o.final_price]),
                  offered: [],
                };
          expect(outcomeOf(example, program, expected)).toEqual(want);
        });
    });
});
