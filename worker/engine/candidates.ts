/**
 * The note rates a program can offer and their base prices: the non-QM ladder, or the agency block
 * for the term and loan amount in the lock-day column (with its rate-block and state adjusters).
 */
import type { Artifact, Program, RateBlock, StateAdjusters } from '../artifact/format.ts';
import { cachedAdjuster, rememberAdjuster } from './adjusters.ts';
import { ColumnMemo } from './column-memo.ts';
import type { Adjustments } from './llpa.ts';
import type { Adjuster } from './response.ts';
import { isHighBalance, type Scenario } from './scenario.ts';
import { cellRef } from './source.ts';

/**
 * The priced rows of a ladder or of one lock column of a block: parallel arrays, not an object per
 * rate. They depend on the table alone, so each is built once and shared by every quote.
 */
export interface Candidates {
  rates: readonly number[]; // thousandths of a percent
  bases: readonly number[]; // thousandths of a point
}

const built = new ColumnMemo<Candidates>();

function priced(rows: readonly { rate: number }[], price: (i: number) => number | null | undefined): Candidates {
  const rates: number[] = [];
  const bases: number[] = [];
  rows.forEach((r, i) => {
    const base = price(i);
    if (base === null || base === undefined) return; // NA: the lender does not price this rate
    rates.push(r.rate);
    bases.push(base);
  });
  return { rates, bases };
}

const NONE: Candidates = { rates: [], bases: [] };

const blockAdjuster = (a: Artifact, block: RateBlock, lockDays: number): Adjuster => ({
  category: 'Rate Block',
  row_label: block.name,
  band: `${lockDays} Day`,
  value: 0,
  source: 'rate_block',
  source_cell: cellRef(a, block.workbook, block.tab, block.title_cell),
  block: block.name,
  lock_days: lockDays,
});

const stateAdjuster = (a: Artifact, table: StateAdjusters, st: StateAdjusters['states'][number]): Adjuster => ({
  category: 'State Adjusters',
  row_label: st.state,
  band: null,
  value: st.value / 1000,
  source: 'state_adjustment',
  source_cell: cellRef(a, table.workbook, table.tab, `${table.col}${st.row}`),
  state: st.state,
  agency: table.agency,
});

export function candidates(a: Artifact, p: Program, s: Scenario, out: Adjustments): Candidates {
  const ladder = p.ladder;
  if (ladder)
    return (
      built.get(ladder, 0) ??
      built.set(
        ladder,
        0,
        priced(ladder.rows, (i) => ladder.rows[i]!.price),
      )
    );
  const route = p.routes?.find((r) => r.term === s.req.term);
  const block =
    route && a.rate_blocks.find((b) => b.name === (isHighBalance(s) ? route.high_balance : route.conforming));
  const lock = block?.locks.findIndex((l) => l.days === s.req.lock_days) ?? -1;
  if (!block || lock < 0) return NONE;
  out.adjusters.push(
    cachedAdjuster(block, lock) ?? rememberAdjuster(block, lock, blockAdjuster(a, block, block.locks[lock]!.days)),
  );
  const table = p.state_adjusters;
  const st = table?.states.find((x) => x.state === s.req.state);
  if (table && st) {
    out.adjusters.push(cachedAdjuster(st, 0) ?? rememberAdjuster(st, 0, stateAdjuster(a, table, st)));
    out.total += st.value;
  }
  return (
    built.get(block, lock) ??
    built.set(
      block,
      lock,
      priced(block.rows, (i) => block.rows[i]!.prices[lock]),
    )
  );
}
