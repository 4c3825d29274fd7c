/**
 * The price limits of every (program, doc type) of every fixture sheet, each roster lender's, read
 * from its artifact. Each cap that applies above a loan amount (Granite Peak's "Loan Amounts >$1.5m",
 * Cedar Hollow's "Loan Amounts >$2m"): at the edge of its range and one dollar either side, with the
 * cap made to clamp every price (its value lowered to the program's Minimum Price, in a copy of the
 * artifact), so that whether it applied shows on every offer. The Minimum Price itself: a copy of the
 * sheet whose floor is exactly an offer's final price keeps that offer, one a thousandth higher drops
 * it, and one above every price rejects the program with min_price_floor.
 */
import { describe, expect, it } from 'vitest';
import { ROSTER } from '../../worker/sheets/roster.ts';
import { baseLoan } from './base-loans.ts';
import { loansAround } from './edge-values.ts';
import { solve, withLtvNear } from './loan-solver.ts';
import { type Entry, holdsAll, jsonOf, type Loan, rangesOf } from './plain-reading.ts';
import { ENTRIES, edited, nameOf, outcomeOf, outcomeOnPaths, quoteOn } from './sheet-entries.ts';

/** Checks each loan-amount edge of each cap; returns the number of loans checked and how many priced. */
function checkCapEdges(entry: Entry): [number, number] {
  const floor = entry.program.floor!.value;
  const base = withLtvNear(baseLoan(entry)!, 6000); // a low LTV: loans up to the edges stay in the matrix
  let sides = 0;
  let priced = 0;
  for (const [k, cap] of entry.program.caps.entries())
    for (const alternative of cap.when)
      for (const { range } of rangesOf(alternative).filter((c) => c.attr === 'loan_amount')) {
        const start = solve(base, alternative, entry);
        if (!start) continue;
        // the cap at the Minimum Price: where it applies it governs (no cap is lower) and clamps every price
        const clamping = edited(entry, (p) => {
          p.caps[k]!.value = floor;
        });
        for (const edge of [range.lo, range.hi].filter((e): e is number => e !== null))
          for (const loan of loansAround(start, 'loan_amount', edge)) {
            const applies = cap.when.some((alt) => holdsAll(alt, loan, entry));
            const { offers } = outcomeOnPaths(clamping, loan);
            const what = `${cap.label} (${cap.cell}) for ${jsonOf(loan)}`;
            const clampedHere = offers.filter((o) => o.caps_applied.some((c) => c.key === cap.label));
            if (applies) {
              expect(
                offers.map((o) => o.final_price),
                what,
              ).toEqual(offers.map(() => floor / 1000));
              if (offers.length) expect(clampedHere.length, what).toBeGreaterThan(0);
            } else expect(clampedHere, what).toEqual([]);
            sides++;
            if (offers.length) priced++;
          }
      }
  return [sides, priced];
}

/** The Minimum Price at an offer's price, a thousandth above it, and above every price. */
function checkFloor(entry: Entry, base: Loan): void {
  const { offers } = outcomeOf(quoteOn(entry.artifact, base), entry);
  const lowest = offers.reduce((low, o) => (o.final_price < low.final_price ? o : low), offers[0]!);
  const highest = offers.reduce((high, o) => (o.final_price > high.final_price ? o : high), offers[0]!);
  const thousandths = Math.round(lowest.final_price * 1000);
  const withFloor = (value: number) =>
    edited(entry, (p) => {
      p.floor!.value = value;
    });
  const rates = (value: number) => {
    const copy = withFloor(value);
    return outcomeOnPaths(copy, base);
  };
  // exactly at the floor: still an offer; a thousandth below it: not
  expect(rates(thousandths).offers.map((o) => o.rate)).toContain(lowest.rate);
  const above = rates(thousandths + 1);
  expect(above.offers.map((o) => o.rate)).not.toContain(lowest.rate);
  expect(above.offers.every((o) => o.final_price * 1000 >= thousandths + 1 - 1e-6)).toBe(true);
  // every price under the floor: min_price_floor, naming the rate closest to it
  const none = rates(Math.round(highest.final_price * 1000) + 1);
  expect(none.offers).toEqual([]);
  expect(none.reasons).toEqual([
    expect.objectContaining({
      key: 'min_price_floor',
      threshold: (Math.round(highest.final_price * 1000) + 1) / 1000,
      rate: highest.rate,
      final_price: highest.final_price,
    }),
  ]);
}

describe.each(ROSTER)("the price limits of %s's sheets", (lender) => {
  const entries = ENTRIES.filter((e) => e.artifact.lender_slug === lender);

  it.each(entries.map((e) => [nameOf(e), e] as const))(
    '%s: the Minimum Price, at an offer and a thousandth past',
    (_, entry) => {
      expect(entry.program.floor, 'a Minimum Price').not.toBeNull();
      checkFloor(entry, baseLoan(entry)!);
    },
  );

  const capped = entries.filter((e) =>
    e.program.caps.some((cap) => cap.when.some((alt) => rangesOf(alt).some((c) => c.attr === 'loan_amount'))),
  );
  if (capped.length)
    it.each(capped.map((e) => [nameOf(e), e] as const))('%s: each loan-amount cap at its edge', (_, entry) => {
      const [sides, priced] = checkCapEdges(entry);
      expect(sides).toBeGreaterThanOrEqual(3);
      expect(priced, 'loans at a cap edge that priced').toBeGreaterThanOrEqual(sides / 2);
    });
});

it('the loan-amount caps: Granite Peak "Loan Amounts >$1.5m" (§3.8), Cedar Hollow "Loan Amounts >$2m" (§5.5 (c))', () => {
  const caps = new Set(
    ENTRIES.flatMap((e) =>
      e.program.caps
        .filter((cap) => cap.when.some((alt) => rangesOf(alt).some((c) => c.attr === 'loan_amount')))
        .map((cap) => `${e.artifact.lender_slug} ${cap.label}`),
    ),
  );
  expect([...caps].sort()).toEqual(['jumbo Loan Amounts >$2m', 'non-qm Loan Amounts >$1.5m']);
});
