/**
 * Ties and exact equality at the last steps (caps.ts, ranking.ts, price-program.ts), for every
 * (program, doc type) of every fixture sheet, each roster lender's, on copies of its sheet made so
 * the case arises (test doubles of the sheet: a base price set equal to another's, caps replaced),
 * and on every path to the program (filtered by program and doc type, by either, or not at all):
 * - two rates at the same final price: the all view lists the lower rate first; the best view, when
 *   neither reaches the target, picks the lower rate;
 * - a price exactly at the target_price reaches it; a target one ten-thousandth above does not;
 * - two caps that apply at the same value: the first listed governs; a price exactly at a cap is not
 *   clamped, a thousandth above it is.
 */
import { describe, expect, it } from 'vitest';
import type { Artifact, Program } from '../../worker/artifact/format.ts';
import type { Offer } from '../../worker/contract/response.ts';
import { ROSTER } from '../../worker/sheets/roster.ts';
import { baseLoan } from './base-loans.ts';
import type { Entry, Loan } from './plain-reading.ts';
import { ENTRIES, edited, nameOf, outcomeOnPaths } from './sheet-entries.ts';

const thousandths = (points: number) => Math.round(points * 1000);

/** Sets the base price of note rate `rate` (thousandths) to `price` in every table the program prices `lock` from. */
function setBase(program: Program, artifact: Artifact, lock: number, rate: number, price: number): void {
  for (const row of program.ladder?.rows ?? []) if (row.rate === rate) row.price = price;
  const blocks = new Set((program.routes ?? []).flatMap((r) => [r.conforming, r.high_balance]));
  for (const block of artifact.rate_blocks.filter((b) => blocks.has(b.name))) {
    const column = block.locks.findIndex((l) => l.days === lock);
    for (const row of block.rows) if (row.rate === rate && column >= 0) row.prices[column] = price;
  }
}

/** The entry's offers for `loan` on a copy of its sheet without caps (so no price is clamped), and that copy. */
function uncapped(entry: Entry, loan: Loan, edit: (program: Program, artifact: Artifact) => void = () => {}) {
  const copy = edited(entry, (program, artifact) => {
    program.caps = [];
    edit(program, artifact);
  });
  return { copy, offers: outcomeOnPaths(copy, loan).offers };
}

/** Two priced rates of the entry, the lower and the next one up, and the entry's offers without caps. */
function twoRates(entry: Entry, loan: Loan): [Offer, Offer] {
  const { offers } = uncapped(entry, loan);
  const byRate = [...offers].sort((a, b) => a.rate - b.rate);
  expect(byRate.length, `${nameOf(entry)}: two rates`).toBeGreaterThanOrEqual(2);
  return [byRate[0]!, byRate[1]!];
}

function checkSamePrice(entry: Entry, loan: Loan): void {
  const [low, high] = twoRates(entry, loan);
  // the higher rate priced exactly as the lower one, both above every other rate
  const top = Math.max(...uncapped(entry, loan).offers.map((o) => thousandths(o.base_price))) + 500;
  const lock = loan.lock_days as number;
  const { copy, offers } = uncapped(entry, loan, (program, artifact) => {
    setBase(program, artifact, lock, thousandths(low.rate), top);
    setBase(program, artifact, lock, thousandths(high.rate), top);
  });
  const tied = offers.filter((o) => o.rate === low.rate || o.rate === high.rate);
  expect(tied.map((o) => [o.rate, o.final_price])).toEqual([
    // the all view: final price descending, then the lower rate
    [low.rate, tied[0]!.final_price],
    [high.rate, tied[0]!.final_price],
  ]);
  expect(offers.indexOf(tied[1]!)).toBe(offers.indexOf(tied[0]!) + 1);
  // the best view, a target no rate reaches: the highest price, then the lower rate
  const best = outcomeOnPaths(copy, { ...loan, view: 'best', target_price: 110 }).offers;
  expect(best.map((o) => o.rate)).toEqual([low.rate]);
}

function checkTarget(entry: Entry, loan: Loan): void {
  const { copy, offers } = uncapped(entry, loan);
  // a target exactly at an offer's price: the lowest rate whose price reaches it (2 × price ≥ target, exactly)
  const prices = offers.map((o) => o.final_price).filter((p) => p >= 90 && p <= 110);
  // the lowest, middle and highest price offered as the target
  const targets = [...new Set([Math.min(...prices), prices[Math.floor(prices.length / 2)]!, Math.max(...prices)])];
  for (const target of targets) {
    const reaching = offers.filter((o) => o.final_price >= target).map((o) => o.rate);
    const pick = outcomeOnPaths(copy, { ...loan, view: 'best', target_price: target }).offers;
    expect(pick.map((o) => o.rate)).toEqual([Math.min(...reaching)]);
    // a ten-thousandth more, sent as such: that price no longer reaches it
    const above = Number((target + 0.0001).toFixed(4));
    const past = outcomeOnPaths(copy, { ...loan, view: 'best', target_price: above }).offers;
    const stillReaching = offers.filter((o) => o.final_price >= above).map((o) => o.rate);
    const expected = stillReaching.length
      ? Math.min(...stillReaching)
      : offers.reduce((b, o) => (o.final_price > b.final_price ? o : b)).rate;
    expect(past.map((o) => o.rate)).toEqual([expected]);
  }
}

function checkCaps(entry: Entry, loan: Loan): void {
  const { offers } = uncapped(entry, loan);
  const top = offers.reduce((b, o) => (o.final_price > b.final_price ? o : b));
  const at = thousandths(top.final_price);
  const caps = (values: [string, number][]) => (program: Program) => {
    const place = entry.program.caps[0] ?? entry.program.floor!;
    program.caps = values.map(([label, value], i) => ({
      ...place,
      key: `cap_${i}`,
      label,
      value,
      cell: `Z${i + 1}`,
      when: [[]], // always applies
    }));
  };
  const clampOf = (values: [string, number][]) => {
    const copy = edited(entry, caps(values));
    return outcomeOnPaths(copy, loan).offers.find((o) => o.rate === top.rate)!;
  };
  // exactly at a cap: not clamped; a thousandth under the price: clamped, the unclamped price provided
  expect(clampOf([['A', at]]).caps_applied).toEqual([]);
  const under = clampOf([['A', at - 1]]);
  expect([under.final_price, under.caps_applied.map((c) => [c.key, c.threshold, c.provided])]).toEqual([
    (at - 1) / 1000,
    [['A', (at - 1) / 1000, top.final_price]],
  ]);
  // two caps at one value: the first listed governs, whichever it is; a lower one governs wherever it is
  expect(
    clampOf([
      ['A', at - 1],
      ['B', at - 1],
    ]).caps_applied[0]!.key,
  ).toBe('A');
  expect(
    clampOf([
      ['B', at - 1],
      ['A', at - 1],
    ]).caps_applied[0]!.key,
  ).toBe('B');
  expect(
    clampOf([
      ['A', at - 1],
      ['B', at - 2],
    ]).caps_applied[0]!.key,
  ).toBe('B');
}

describe.each(ROSTER)("ties and exact equality on %s's sheets, on every path", (lender) => {
  const entries = ENTRIES.filter((e) => e.artifact.lender_slug === lender).map((e) => [nameOf(e), e] as const);

  it.each(entries)('%s: two rates at one price, in both views', (_, entry) => {
    checkSamePrice(entry, baseLoan(entry)!);
  });

  it.each(entries)('%s: a price exactly at the target_price', (_, entry) => {
    checkTarget(entry, baseLoan(entry)!);
  });

  it.each(entries)('%s: a price exactly at a cap, and two caps of one value', (_, entry) => {
    checkCaps(entry, baseLoan(entry)!);
  });
});
