/**
 * Every band edge of every price-adjustment grid of every fixture sheet, each roster lender's, read
 * from its artifact, on both axes: each row banded by a range (FICO, loan amount, DTI, DSCR, LTV or
 * CLTV) and each column banded by one (a grid's CLTV or LTV bands, Cedar Hollow's transposed credit
 * score columns, its loan amount columns), at the edge and one unit past it either way (edge-values.ts:
 * DTI and DSCR also at 5 and 9 decimals). Whether the row applies and which column the loan reads is
 * computed here (plain-reading.ts); the engine must apply exactly that cell: an adjuster citing it, in
 * the column's band, or no offer when the cell is NA or the loan lies beyond the printed columns.
 */
import { describe, expect, it } from 'vitest';
import type { Grid, GridRow } from '../../worker/artifact/format.ts';
import type { Offer } from '../../worker/contract/response.ts';
import { ROSTER } from '../../worker/sheets/roster.ts';
import { baseLoan } from './base-loans.ts';
import { loansAround } from './edge-values.ts';
import { solve } from './loan-solver.ts';
import { type Entry, firstHolding, holdsAll, jsonOf, type Loan, rangesOf } from './plain-reading.ts';
import { cellOf, ENTRIES, nameOf, outcomeOf, outcomeOnPaths, quoteOn } from './sheet-entries.ts';

interface Tally {
  edges: number;
  sides: number;
  observed: number;
}

/** The loans around every edge of `row`'s ranges and of every banded column, each with the row to watch. */
function edgeLoans(entry: Entry, grid: Grid, base: Loan): [GridRow, Loan[]][] {
  const out: [GridRow, Loan[]][] = [];
  for (const row of grid.rows) {
    const start = solve(base, [...grid.when, ...row.when], entry);
    if (!start) continue;
    for (const { attr, range } of rangesOf(row.when))
      for (const edge of [range.lo, range.hi]) if (edge !== null) out.push([row, loansAround(start, attr, edge)]);
  }
  for (const [c, column] of grid.columns.entries())
    for (const { attr, range } of rangesOf(column.when)) {
      // a row that applies with the column and prices in it: the column is seen through that row's adjuster
      const watched = grid.rows
        .filter((row) => row.values[c] !== null)
        .map((row) => [row, solve(base, [...grid.when, ...row.when, ...column.when], entry)] as const)
        .find(([, loan]) => loan !== null);
      if (!watched) continue;
      for (const edge of [range.lo, range.hi])
        if (edge !== null) out.push([watched[0], loansAround(watched[1]!, attr, edge)]);
    }
  return out;
}

/** Checks that `offer` applies exactly the cell of `row` the plain reading gives for `loan`; true when the program priced. */
function checkRow(entry: Entry, grid: Grid, row: GridRow, loan: Loan, everyPath: boolean): boolean {
  const { offers, reasons } = everyPath ? outcomeOnPaths(entry, loan) : outcomeOf(quoteOn(entry.artifact, loan), entry);
  const applies = holdsAll(grid.when, loan, entry) && holdsAll(row.when, loan, entry);
  const column = firstHolding(
    grid.columns.map((c) => c.when),
    loan,
    entry,
  );
  const value = column < 0 ? null : row.values[column]!;
  const cells = new Set(grid.columns.map((c) => cellOf(entry.artifact, grid, `${c.col}${row.row}`)));
  const what = `${grid.category} ${row.label} (row ${row.row}) for ${jsonOf(loan)}`;
  if (applies && value === null) {
    // an NA cell, or a loan beyond the printed columns: not eligible at any rate (llpa_na, unless a step
    // before the adjustments refused the loan first: a program check, the matrix, a PPP rule)
    expect(offers, what).toEqual([]);
    const keys = reasons.map((r) => r.key);
    if (keys.every((key) => key === 'llpa_na')) expect(keys, what).toEqual(['llpa_na']);
    return false;
  }
  if (offers.length === 0) return false;
  const seen = (offers[0] as Offer).adjusters.filter((a) => cells.has(a.source_cell));
  if (!applies) expect(seen, what).toEqual([]);
  else {
    const printed = grid.columns[column]!;
    expect(
      seen.map((a) => [a.category, a.row_label, a.band, a.value, a.source_cell]),
      what,
    ).toEqual([
      [
        grid.category,
        row.label,
        printed.label,
        value! / 1000,
        cellOf(entry.artifact, grid, `${printed.col}${row.row}`),
      ],
    ]);
  }
  return true;
}

function checkGrids(entry: Entry): Tally {
  const base = baseLoan(entry)!;
  const tally: Tally = { edges: 0, sides: 0, observed: 0 };
  for (const grid of entry.program.grids)
    for (const [row, loans] of edgeLoans(entry, grid, base)) {
      tally.edges++;
      for (const loan of loans) {
        tally.sides++;
        // one side in four also on every other path to the program (unfiltered: every program priced)
        if (checkRow(entry, grid, row, loan, tally.sides % 4 === 0)) tally.observed++;
      }
    }
  return tally;
}

describe.each(ROSTER)("every band edge of every grid of %s's sheets, on both axes", (lender) => {
  const entries = ENTRIES.filter((e) => e.artifact.lender_slug === lender);

  it.each(entries.map((e) => [nameOf(e), e] as const))('%s', (_, entry) => {
    const tally = checkGrids(entry);
    const banded = entry.program.grids.filter(
      (g) => g.rows.some((r) => rangesOf(r.when).length) || g.columns.some((c) => rangesOf(c.when).length),
    );
    expect(banded.length, 'grids banded by a range').toBeGreaterThan(0);
    expect(tally.edges, JSON.stringify(tally)).toBeGreaterThanOrEqual(banded.length);
    // most loans at an edge price, so that the cell applied is seen
    expect(tally.observed, JSON.stringify(tally)).toBeGreaterThanOrEqual(tally.sides / 2);
  });
});
