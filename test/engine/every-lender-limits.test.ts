/**
 * Every guideline limit of every (program, doc type) of every sheet of the fixture set, each roster
 * lender's, read from its artifact: Minimum and Maximum Loan Amount, Maximum DTI, Minimum DSCR and
 * a program Minimum FICO where the program has one, at the limit and one unit past it (DTI and DSCR
 * also at 5 and 9 decimals). Which side of the limit a loan is on is computed here in exact integer
 * arithmetic (plain-reading.ts); the engine's answer must carry the reason exactly past it, with the
 * limit and its cell, whatever path reaches the program (named by program and doc type, by either,
 * or no filter at all). On a sheet whose failed program check ends the evaluation (Cedar Hollow,
 * sheets/README.md §5.6), a loan past a limit is rejected for program checks only.
 */
import { describe, expect, it } from 'vitest';
import type { DocTypeRules } from '../../worker/artifact/format.ts';
import { ROSTER } from '../../worker/sheets/roster.ts';
import { baseLoan } from './base-loans.ts';
import { decimalsAround } from './edge-values.ts';
import { withLoanAmount, withValue } from './loan-solver.ts';
import { compareDecimal, type Entry, type Loan, textOf } from './plain-reading.ts';
import { laterStepReasons, ruleCellOf } from './reason-steps.ts';
import { ENTRIES, nameOf, outcomeOnPaths } from './sheet-entries.ts';

/** A limit under test: its reason key, rule (cells key), threshold as the reason shows it, and the loans either side. */
interface Limit {
  key: string;
  rule: string;
  threshold: number;
  /** each loan, and whether it is past the limit (computed from the limit and the value sent) */
  loans: [Loan, boolean][];
}

function limitsOf(rules: DocTypeRules, base: Loan): Limit[] {
  const out: Limit[] = [
    {
      key: 'min_loan_amount',
      rule: 'min_loan',
      threshold: rules.min_loan,
      loans: [rules.min_loan - 1, rules.min_loan].map((v) => [withLoanAmount(base, v), v < rules.min_loan]),
    },
    {
      key: 'max_loan_amount',
      rule: 'max_loan',
      threshold: rules.max_loan,
      loans: [rules.max_loan, rules.max_loan + 1].map((v) => [withLoanAmount(base, v), v > rules.max_loan]),
    },
  ];
  if (rules.max_dti !== null) {
    const max = rules.max_dti;
    out.push({
      key: 'max_dti',
      rule: 'max_dti',
      threshold: max / 100,
      loans: decimalsAround(max)
        .filter((t) => Number(t) <= 60)
        .map((t) => [withValue(base, 'dti', t), compareDecimal(t, max, 2) > 0]),
    });
  }
  if (rules.min_dscr !== null) {
    const min = rules.min_dscr;
    out.push({
      key: 'dscr_min_ratio',
      rule: 'min_dscr',
      threshold: min / 100,
      loans: decimalsAround(min).map((t) => [withValue(base, 'dscr', t), compareDecimal(t, min, 2) < 0]),
    });
  }
  if (rules.min_fico !== null) {
    const min = rules.min_fico;
    out.push({
      key: 'min_fico',
      rule: 'min_fico',
      threshold: min,
      loans: [min - 1, min].map((v) => [withValue(base, 'fico', v), v < min]),
    });
  }
  return out;
}

/** Checks every limit of the entry; returns [sides checked, loans at a limit that priced]. */
function checkLimits(entry: Entry): [number, number] {
  const base = baseLoan(entry);
  expect(base, `${nameOf(entry)}: a loan it prices`).not.toBeNull();
  let sides = 0;
  let priced = 0;
  for (const limit of limitsOf(entry.rules, base!)) {
    const page = ruleCellOf(entry, limit.rule);
    for (const [loan, past] of limit.loans) {
      // the same on every path to the entry: filtered by program and doc type, by either, or not at all
      const { offers, reasons } = outcomeOnPaths(entry, loan);
      const what = `${nameOf(entry)} ${limit.key}, ${limit.rule} ${textOf(loan[fieldOf(limit.rule)]!)}`;
      const mine = reasons.filter((r) => r.key === limit.key);
      if (past) {
        expect(offers, what).toEqual([]);
        expect(mine, what).toEqual([expect.objectContaining({ threshold: limit.threshold, source_page: page })]);
        // §5.6: a program that fails a program check is not priced further
        if (entry.artifact.checks_end_evaluation) expect(laterStepReasons(reasons, entry), what).toEqual([]);
      } else {
        expect(mine, what).toEqual([]);
        if (offers.length > 0) priced++;
      }
      sides++;
    }
  }
  return [sides, priced];
}

const fieldOf = (rule: string) =>
  ({ min_loan: 'loan_amount', max_loan: 'loan_amount', max_dti: 'dti', min_dscr: 'dscr_ratio' })[rule] ??
  'credit_score';

describe.each(ROSTER)("every guideline limit of %s's sheets, at the limit and one unit past", (lender) => {
  const entries = ENTRIES.filter((e) => e.artifact.lender_slug === lender);

  it.each(entries.map((e) => [nameOf(e), e] as const))('%s', (_, entry) => {
    const [sides, priced] = checkLimits(entry);
    // loan amounts both ways, DTI or DSCR at 3 precisions both ways: never fewer than 4 + 7 sides
    expect(sides).toBeGreaterThanOrEqual(11);
    // the loans at a limit are real loans: most of them price (a loan at the minimum may meet an NA cell)
    expect(priced, 'loans at a limit that priced').toBeGreaterThanOrEqual(2);
  });
});
