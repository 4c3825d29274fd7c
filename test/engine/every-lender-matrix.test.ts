/**
 * Every cell of every eligibility matrix of every fixture sheet, each roster lender's that prints
 * one, read from its artifact: a loan is put in the cell (its tier, column and row conditions met,
 * found first by the plain reading of plain-reading.ts), then each limit the cell holds is tried at
 * the limit and one unit past it: the maximum LTV and CLTV exactly on the edge (loan × 10000 =
 * limit × price), a hundredth above and a dollar of loan above; the minimum FICO and a point below.
 * The engine must give the limit's reason exactly past it, citing the cell; an NA cell is
 * no_ltv_matrix_cell at the cell.
 */
import { describe, expect, it } from 'vitest';
import type { Matrix, MatrixLimit } from '../../worker/artifact/format.ts';
import { ROSTER } from '../../worker/sheets/roster.ts';
import { baseLoan } from './base-loans.ts';
import { centered, solve, withLtvExactly } from './loan-solver.ts';
import { compareLtv, type Entry, firstHolding, holdsAll, jsonOf, type Loan } from './plain-reading.ts';
import { cellOf, ENTRIES, nameOf, outcomeOf, outcomeOnPaths, quoteOn } from './sheet-entries.ts';

/** The [row, column] of the matrix cell a loan lands in, read plainly (null: none). */
function cellFor(m: Matrix, loan: Loan, entry: Entry): [number, number] | null {
  if (!holdsAll(m.when, loan, entry)) return null;
  const tier = firstHolding(
    m.tiers.map((t) => t.when),
    loan,
    entry,
  );
  const column = firstHolding(
    m.columns.map((c) => c.when),
    loan,
    entry,
  );
  const row = m.rows.findIndex((r) => r.tier === tier && holdsAll(r.when, loan, entry));
  return tier < 0 || column < 0 || row < 0 ? null : [row, column];
}

/** The reason key of each limit a cell holds. */
const KEY: Record<MatrixLimit, string> = {
  max_ltv: 'max_ltv_exceeded',
  max_cltv: 'max_cltv_exceeded',
  min_fico: 'min_fico',
  max_loan: 'max_loan_amount',
};

/** The loans around a limit of the cell, and whether each is past it (exact integer arithmetic). */
function aroundLimit(loan: Loan, limit: MatrixLimit, value: number): [Loan, boolean][] {
  if (limit === 'min_fico')
    return [value - 1, value].map((fico) => [{ ...loan, credit_score: fico }, fico < value] as [Loan, boolean]);
  if (limit === 'max_loan')
    return [value, value + 1].map((amount) => [{ ...loan, loan_amount: amount }, amount > value] as [Loan, boolean]);
  // LTV = CLTV here: each maximum is tried on the LTV, exactly at it, a hundredth above, a dollar above
  return [withLtvExactly(loan, value), withLtvExactly(loan, value + 1), withLtvExactly(loan, value, 1)].map(
    (l) => [l, compareLtv(l, value) > 0] as [Loan, boolean],
  );
}

interface Tally {
  cells: number;
  naCells: number;
  sides: number;
  pricedAtLimit: number;
  shadowed: number;
}

/** Checks every cell of the entry's matrix; what was checked, counted. */
function checkMatrix(entry: Entry): Tally {
  const m = entry.program.matrix!;
  const tally: Tally = { cells: 0, naCells: 0, sides: 0, pricedAtLimit: 0, shadowed: 0 };
  const base = baseLoan(entry)!;
  for (const [r, row] of m.rows.entries())
    for (const [c, column] of m.columns.entries()) {
      const conds = [...m.when, ...m.tiers[row.tier]!.when, ...column.when, ...row.when];
      const solved = solve(base, conds, entry);
      const loan = solved && centered(solved, conds, entry);
      const here = (l: Loan) => {
        const found = cellFor(m, l, entry);
        return found !== null && found[0] === r && found[1] === c;
      };
      if (!loan || !here(loan)) {
        tally.shadowed++;
        continue;
      }
      const page = cellOf(entry.artifact, m, `${column.col}${row.row}`);
      const cell = row.cells[c]!;
      if (cell === null) {
        const { offers, reasons } = outcomeOf(quoteOn(entry.artifact, loan), entry);
        expect(offers, `${page} NA`).toEqual([]);
        expect(reasons, `${page} NA for ${jsonOf(loan)}`).toContainEqual(
          expect.objectContaining({ key: 'no_ltv_matrix_cell', source_page: page }),
        );
        tally.naCells++;
        continue;
      }
      tally.cells++;
      // every other limit of the cell met: FICO 20 points above its minimum, LTV under its maxima
      const fico = m.limits.indexOf('min_fico');
      const inside =
        fico < 0 ? loan : { ...loan, credit_score: Math.max(loan.credit_score as number, cell[fico]! + 20) };
      for (const [l, limit] of m.limits.entries())
        for (const [tried, past] of aroundLimit(inside, limit, cell[l]!)) {
          if (!here(tried)) continue;
          // one side in four also on every other path to the program (unfiltered: every program priced)
          const { offers, reasons } =
            tally.sides % 4 === 0 ? outcomeOnPaths(entry, tried) : outcomeOf(quoteOn(entry.artifact, tried), entry);
          const what = `${page} ${limit} ${cell[l]} for ${jsonOf(tried)}`;
          const mine = reasons.filter((x) => x.key === KEY[limit] && x.source_page === page);
          if (past) {
            expect(offers, what).toEqual([]);
            const threshold = limit === 'min_fico' ? cell[l] : cell[l]! / 100;
            expect(mine, what).toEqual([expect.objectContaining({ threshold })]);
          } else {
            expect(mine, what).toEqual([]);
            if (offers.length) tally.pricedAtLimit++;
          }
          tally.sides++;
        }
    }
  return tally;
}

/** The roster lenders whose sheets print an eligibility matrix. */
const WITH_MATRIX = ROSTER.filter((lender) =>
  ENTRIES.some((e) => e.artifact.lender_slug === lender && e.program.matrix),
);

it('the lenders that print a matrix: Cedar Hollow (§5.5 (a)) and Granite Peak (§3.3); Bayshore prints none (§4.3)', () => {
  expect(['agency', 'jumbo', 'non-qm'].map((lender) => WITH_MATRIX.includes(lender))).toEqual([false, true, true]);
});

describe.each(WITH_MATRIX)("every matrix cell of %s's sheets, each limit at the limit and one unit past", (lender) => {
  const entries = ENTRIES.filter((e) => e.artifact.lender_slug === lender && e.program.matrix);

  it.each(entries.map((e) => [nameOf(e), e] as const))('%s', (_, entry) => {
    const tally = checkMatrix(entry);
    const m = entry.program.matrix!;
    const eligible = m.rows.reduce((n, row) => n + row.cells.filter((cell) => cell !== null).length, 0);
    // most eligible cells are reached (a cell no loan of this doc type reaches, e.g. another occupancy, is shadowed)
    expect(tally.cells, JSON.stringify(tally)).toBeGreaterThanOrEqual(eligible / 2);
    expect(tally.sides).toBeGreaterThanOrEqual(tally.cells * 3);
    // and the loans at a limit are real loans: many of them price
    expect(tally.pricedAtLimit, JSON.stringify(tally)).toBeGreaterThanOrEqual(tally.cells / 2);
  });
});
