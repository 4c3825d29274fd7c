/**
 * Defaults and equivalent requests on every (program, doc type) of every fixture sheet, each roster
 * lender's, from a loan it prices (sheet-entries.ts): every optional field omitted prices exactly as
 * when it is given its documented default; a state in lower or mixed case as in capitals; the keys of
 * the body in another order; `non_owner_occupied` as `investment`. Whole answers are compared.
 */
import { describe, expect, it } from 'vitest';
import { ROSTER } from '../../worker/sheets/roster.ts';
import { baseLoan } from './base-loans.ts';
import type { Loan } from './plain-reading.ts';
import { DEFAULTS } from './request-defaults.ts';
import { ENTRIES, nameOf, outcomeOf, quoteOn } from './sheet-entries.ts';

const without = (loan: Loan, field: string): Loan =>
  Object.fromEntries(Object.entries(loan).filter(([k]) => k !== field));

describe.each(ROSTER)("defaults and equivalent requests on %s's sheets", (lender) => {
  const entries = ENTRIES.filter((e) => e.artifact.lender_slug === lender).map((e) => [nameOf(e), e] as const);

  it.each(entries)('%s: every optional field omitted prices as its default given', (_, entry) => {
    const base = baseLoan(entry)!;
    expect(outcomeOf(quoteOn(entry.artifact, base), entry).offers.length).toBeGreaterThan(0);
    for (const [field, value] of Object.entries(DEFAULTS)) {
      const given = quoteOn(entry.artifact, { ...base, [field]: value });
      expect(quoteOn(entry.artifact, without(base, field)), `${field} omitted`).toEqual(given);
    }
  });

  it.each(entries)('%s: state in any case, keys in any order, non_owner_occupied as investment', (_, entry) => {
    const base = baseLoan(entry)!;
    const quoted = quoteOn(entry.artifact, base);
    const state = String(base.state);
    for (const spelt of [state.toLowerCase(), `${state[0]}${state[1]!.toLowerCase()}`])
      expect(quoteOn(entry.artifact, { ...base, state: spelt }), spelt).toEqual(quoted);
    expect(quoteOn(entry.artifact, Object.fromEntries(Object.entries(base).reverse()))).toEqual(quoted);
    // a no_ltv_matrix_cell echoes the occupancy as sent; every other part of the answer is the same
    const investment = quoteOn(entry.artifact, { ...base, occupancy: 'investment' });
    const nonOwner = quoteOn(entry.artifact, { ...base, occupancy: 'non_owner_occupied' });
    expect(nonOwner.eligible).toEqual(investment.eligible);
    expect(JSON.stringify(nonOwner).replaceAll('"non_owner_occupied"', '"investment"')).toBe(
      JSON.stringify(investment),
    );
  });
});
