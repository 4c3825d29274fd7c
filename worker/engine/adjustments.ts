/**
 * Step 4, adjustments (sheets/README.md §3.5, §4.4, §5.4): every grid row that applies, in the
 * column the loan reads; the PPP cell (ppp.ts); a rate-block program's state adjuster and, where
 * the lender reports it, the block chosen. They do not depend on the note rate: one total for every
 * rate. A required NA cell makes every rate ineligible (`na`).
 */

import { type Adjustments, blockAdjuster, gridAdjuster, remember, stateAdjuster } from './adjusters.ts';
import type { BasePrices } from './base-price.ts';
import { afterConds, holds } from './conditions.ts';
import { entryField, type PricingEntry, partsAt } from './entry.ts';
import { BLOCK_INDEX, ENTRY, NA, STATE_ADJUSTERS } from './plan/layout.ts';
import { item, slot } from './plan/read.ts';
import { addPpp } from './ppp.ts';
import type { CellDetail } from './reason.ts';
import { detailOf } from './source.ts';

export function adjustmentsOf(entry: PricingEntry, prices: BasePrices): Adjustments {
  const out: Adjustments = { adjusters: [], total: 0, na: null };
  if (prices.block !== NA) addBlockAndState(entry, prices, out);
  addGrids(entry, out);
  addPpp(entry, out);
  return out;
}

/** The block chosen (where the program reports it) and the state adjuster of a program priced per state column. */
function addBlockAndState(entry: PricingEntry, prices: BasePrices, out: Adjustments): void {
  const { plan, artifact, scenario } = entry;
  const { code } = plan;
  if (entryField(entry, ENTRY.REPORTS_BLOCK, 'REPORTS_BLOCK') === 1) {
    const slotAt = slot(code, prices.block + prices.lock * 2 + 1, 'a block adjuster slot');
    const block = item(artifact.rate_blocks, slot(code, prices.block + BLOCK_INDEX, 'a block index'), 'rate block');
    out.adjusters.push(
      plan.adjusters[slotAt] ?? remember(plan, slotAt, blockAdjuster(artifact, block, scenario.request.lock_days)),
    );
  }
  const states = entryField(entry, ENTRY.STATE_ADJUSTERS, 'STATE_ADJUSTERS');
  const value =
    states === NA || scenario.stateIndex < 0 ? NA : slot(code, states + scenario.stateIndex, 'a state adjuster');
  if (value === NA) return;
  const slotAt = slot(code, states + STATE_ADJUSTERS.FIRST_SLOT, 'the first state slot') + scenario.stateIndex;
  const table = partsAt(entry).program.state_adjusters;
  const state = table?.states.find((x) => x.state === scenario.request.state);
  if (!table || !state) return;
  out.adjusters.push(plan.adjusters[slotAt] ?? remember(plan, slotAt, stateAdjuster(artifact, table, state)));
  out.total += value;
}

/** Adds every grid row that applies, in the column the loan reads; an NA cell is recorded in `out.na`. */
function addGrids(entry: PricingEntry, out: Adjustments): void {
  const { code } = entry.plan;
  let at = entryField(entry, ENTRY.GRIDS, 'GRIDS');
  const grids = slot(code, at++, 'the grid count');
  for (let g = 0; g < grids; g++) {
    const applies = holds(code, at, entry.match);
    at = afterConds(code, at);
    const columns = slot(code, at++, 'a grid column count');
    let column = -1; // the first column whose conditions hold
    for (let c = 0; c < columns; c++, at = afterConds(code, at))
      if (column < 0 && applies && holds(code, at, entry.match)) column = c;
    const rows = slot(code, at, 'a grid row count');
    const firstSlot = slot(code, at + 1, 'a grid adjuster slot');
    at += 2;
    for (let r = 0; r < rows; r++) {
      const matches = applies && holds(code, at, entry.match);
      const values = afterConds(code, at);
      at = values + columns;
      if (!matches) continue;
      if (column < 0) {
        // The loan lies beyond the grid's printed columns: the lender prices no such loan.
        out.na ??= gridNa(entry, g, r, -1, firstSlot + r * columns);
        continue;
      }
      const value = slot(code, values + column, 'a grid cell');
      const cell = firstSlot + r * columns + column;
      if (value === NA) {
        out.na ??= gridNa(entry, g, r, column, cell);
        continue;
      }
      const { plan, artifact } = entry;
      out.adjusters.push(
        plan.adjusters[cell] ??
          remember(plan, cell, gridAdjuster(artifact, item(partsAt(entry).program.grids, g, 'grid'), r, column, value)),
      );
      out.total += value;
    }
  }
}

/** The NA cell of grid `g`, row `r` (column -1: beyond the last column, the row's label cell); built once per cell. */
function gridNa(entry: PricingEntry, g: number, r: number, column: number, cell: number): CellDetail {
  const key = column < 0 ? -1 - cell : cell;
  let detail = entry.plan.naCells.get(key);
  if (!detail) {
    const grid = item(partsAt(entry).program.grids, g, 'grid');
    const row = item(grid.rows, r, 'grid row');
    const printed = column < 0 ? null : item(grid.columns, column, 'grid column');
    detail = detailOf(
      entry.artifact,
      grid.workbook,
      grid.tab,
      `${printed ? printed.col : grid.label_col}${row.row}`,
      grid.category,
      row.label,
      printed?.label ?? null,
    );
    entry.plan.naCells.set(key, detail);
  }
  return detail;
}
