/**
 * Step 2, the eligibility matrix (sheets/README.md §3.4.2, §5.5 (a)): the loan must be one the
 * matrix covers, in a tier, a column and a row of it, and the cell found must not be NA; then each
 * limit the cell holds is tested (maximum LTV, maximum CLTV, minimum FICO). The lookup runs on the
 * plan; the reasons are rejections.ts's, pointing at the cell (or the tab when no cell was found).
 */
import { MATRIX_LIMITS, RULE_KEY_NAMES, type RuleKey } from '../artifact/format.ts';
import { ENTRY, MATRIX, MATRIX_ROW, NA } from '../artifact/plan/layout.ts';
import { slot } from '../artifact/plan/read.ts';
import { afterConds, holds } from './conditions.ts';
import { entryField, type PricingEntry, partsAt } from './entry.ts';
import { nameAt } from './plan.ts';
import type { Reason } from './reason.ts';
import * as reject from './rejections.ts';
import type { Scenario } from './scenario.ts';
import { cellAt } from './source.ts';

const MAX_LTV = MATRIX_LIMITS.indexOf('max_ltv');
const MAX_CLTV = MATRIX_LIMITS.indexOf('max_cltv');
const MIN_FICO = MATRIX_LIMITS.indexOf('min_fico');
const MAX_LOAN = MATRIX_LIMITS.indexOf('max_loan');

/** Where the lookup ended: the tier, column and row found (-1 where none), and the offset of the cell's limits (-1: none). */
export interface MatrixLookup {
  /** the matrix section's offset */
  at: number;
  tier: number;
  column: number;
  row: number;
  cellAt: number;
}

/** The field `field` of the matrix section at `at` (a MATRIX slot). */
const matrixField = (code: Int32Array, at: number, field: keyof typeof MATRIX): number =>
  slot(code, at + MATRIX[field], MATRIX_FIELD_NAMES[field]);

/** What each field is called in a PlanError, written once rather than on every read. */
const MATRIX_FIELD_NAMES = Object.fromEntries(
  Object.keys(MATRIX).map((field) => [field, `the matrix ${field}`]),
) as Record<keyof typeof MATRIX, string>;

/** The index of the first of `count` condition lists from `from` that holds (-1: none). */
function firstHolding(entry: PricingEntry, from: number, count: number): number {
  const { code } = entry.plan;
  for (let i = 0, at = from; i < count; i++, at = afterConds(code, at)) if (holds(code, at, entry)) return i;
  return -1;
}

/** Does one of the failing rules' reasons leave the entry's matrix unread (Matrix.skip_after)? */
export function skipsMatrix(entry: PricingEntry, reasons: readonly Reason[]): boolean {
  const at = entryField(entry, ENTRY.MATRIX, 'MATRIX');
  if (at === NA) return false;
  const mask = slot(entry.plan.code, at + MATRIX.SKIP_AFTER, 'the matrix SKIP_AFTER');
  if (mask === 0) return false;
  return reasons.some((r) => {
    const index = RULE_KEY_NAMES.indexOf(r.key as RuleKey); // -1: a reason no rule gives
    return index >= 0 && (mask & (1 << index)) !== 0;
  });
}

/** The matrix lookup of the entry, or null when its program has no matrix or the loan is not one it is read for. */
export function lookupMatrix(entry: PricingEntry): MatrixLookup | null {
  const at = entryField(entry, ENTRY.MATRIX, 'MATRIX');
  if (at === NA) return null;
  const { code } = entry.plan;
  if (!holds(code, matrixField(code, at, 'READ_WHEN_AT'), entry)) return null;
  const found: MatrixLookup = { at, tier: -1, column: -1, row: -1, cellAt: -1 };
  if (!holds(code, matrixField(code, at, 'WHEN_AT'), entry)) return found;
  found.tier = firstHolding(entry, matrixField(code, at, 'TIERS_AT'), matrixField(code, at, 'TIERS'));
  const columns = matrixField(code, at, 'COLUMNS');
  found.column = firstHolding(entry, matrixField(code, at, 'COLUMNS_AT'), columns);
  if (found.tier < 0) return found;
  const cellSize = matrixField(code, at, 'LIMITS');
  const rowSize = cellSize * columns;
  const rows = matrixField(code, at, 'ROWS');
  for (let i = 0, row = matrixField(code, at, 'ROWS_AT'); i < rows; i++) {
    const conds = row + MATRIX_ROW.CONDS;
    const cells = afterConds(code, conds);
    if (slot(code, row + MATRIX_ROW.TIER, 'a matrix row tier') === found.tier && holds(code, conds, entry)) {
      found.row = i;
      if (found.column >= 0) found.cellAt = cells + found.column * cellSize;
      break;
    }
    row = cells + rowSize;
  }
  return found;
}

/** The cell's value of limit `limit` (a MatrixLimit index), or NA when the cell has none or is NA. */
function limitOf(entry: PricingEntry, lookup: MatrixLookup, limit: number): number {
  const { code } = entry.plan;
  const kindsAt = slot(code, lookup.at + MATRIX.LIMIT_KINDS_AT, 'the matrix limit kinds');
  for (let l = 0; l < slot(code, lookup.at + MATRIX.LIMITS, 'the matrix limit count'); l++)
    if (slot(code, kindsAt + l, 'a matrix limit kind') === limit)
      return slot(code, lookup.cellAt + l, 'a matrix limit');
  return NA;
}

/** The maxima an offer shows: the cell's maximum LTV, and its maximum CLTV (its maximum LTV where it prints none); NA without a cell. */
export function matrixMaxima(entry: PricingEntry, lookup: MatrixLookup | null): { ltv: number; cltv: number } {
  if (!lookup || lookup.cellAt < 0) {
    const programMax = entryField(entry, ENTRY.MAX_LTV, 'MAX_LTV');
    return { ltv: programMax, cltv: programMax };
  }
  // a matrix of other limits (a maximum loan amount) leaves the program-wide maximum LTV to show
  const ltv = limitOf(entry, lookup, MAX_LTV);
  const shown = ltv === NA ? entryField(entry, ENTRY.MAX_LTV, 'MAX_LTV') : ltv;
  const cltv = limitOf(entry, lookup, MAX_CLTV);
  return { ltv: shown, cltv: cltv === NA ? shown : cltv };
}

/** Is the loan's LTV (= CLTV here) above `maxHundredths`? Exact: loan × 10000 > max × price. NA: no limit. */
const aboveLtv = (scenario: Scenario, maxHundredths: number): boolean =>
  maxHundredths !== NA && scenario.ltvNum > maxHundredths * scenario.ltvDen;

/**
 * The reasons the matrix gives for the lookup, or null when the loan is within the cell's limits.
 * The tier's name, the cell's reference and the entry's parts are read only for a reason: most
 * entries pass, and at 1,000 lenders each of those reads is a memory miss.
 */
export function matrixReasons(entry: PricingEntry, lookup: MatrixLookup): Reason[] | null {
  const { scenario } = entry;
  // No cell found, or an NA cell (its limits all NA): not eligible.
  if (lookup.cellAt < 0 || slot(entry.plan.code, lookup.cellAt, 'a matrix cell') === NA)
    return [
      reject.noMatrixCell(
        scenario,
        tierName(entry, lookup),
        lookup.cellAt < 0 ? partsAt(entry).matrixTab : cellPage(entry, lookup),
      ),
    ];
  const maxLtv = limitOf(entry, lookup, MAX_LTV);
  const maxCltv = limitOf(entry, lookup, MAX_CLTV);
  const minFico = limitOf(entry, lookup, MIN_FICO);
  const maxLoan = limitOf(entry, lookup, MAX_LOAN);
  // LTV = CLTV here (first liens, no subordinate financing); each limit is tested exactly.
  const ltvAbove = aboveLtv(scenario, maxLtv);
  const cltvAbove = aboveLtv(scenario, maxCltv);
  const ficoBelow = minFico !== NA && scenario.request.credit_score < minFico;
  const loanAbove = maxLoan !== NA && scenario.request.loan_amount > maxLoan;
  if (!ltvAbove && !cltvAbove && !ficoBelow && !loanAbove) return null;
  const page = cellPage(entry, lookup);
  const reasons: Reason[] = [];
  if (ltvAbove) reasons.push(reject.aboveMaxLtv(maxLtv, scenario, page));
  if (cltvAbove) reasons.push(reject.aboveMaxCltv(maxCltv, scenario, page));
  if (ficoBelow) reasons.push(reject.belowMinFico({ threshold: minFico, page }, scenario.request.credit_score));
  if (loanAbove) reasons.push(reject.aboveMaxLoanAmount({ threshold: maxLoan, page }, scenario.request.loan_amount));
  return reasons;
}

/** The tier a reason names: null for a matrix of one unnamed tier, 'none' when the loan is in none. */
function tierName(entry: PricingEntry, lookup: MatrixLookup): string | null {
  const { plan } = entry;
  const labelsAt = matrixField(plan.code, lookup.at, 'TIER_LABELS_AT');
  const tiered = matrixField(plan.code, lookup.at, 'TIERS') > 1 || nameAt(plan, labelsAt, 'a tier label') !== null;
  if (!tiered) return null;
  return (lookup.tier < 0 ? null : nameAt(plan, labelsAt + lookup.tier, 'a tier label')) ?? 'none';
}

/** The reference of the cell the lookup found, built once per cell. */
function cellPage(entry: PricingEntry, lookup: MatrixLookup): string {
  const { plan } = entry;
  const parts = partsAt(entry);
  const { code } = plan;
  const key = lookup.row * matrixField(code, lookup.at, 'COLUMNS') + lookup.column;
  let page = parts.matrixCells.get(key);
  if (page === undefined) {
    const col = plan.name(
      slot(code, matrixField(code, lookup.at, 'COLUMN_COLS_AT') + lookup.column, 'a matrix column'),
    );
    const row = slot(code, matrixField(code, lookup.at, 'ROW_ROWS_AT') + lookup.row, 'a matrix row');
    page = cellAt(plan, lookup.at + MATRIX.WORKBOOK, lookup.at + MATRIX.TAB, `${col}${row}`);
    parts.matrixCells.set(key, page);
  }
  return page;
}
