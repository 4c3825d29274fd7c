/**
 * The note rates a program can offer and their base prices: the non-QM ladder, or the agency block
 * for the term and loan amount in the lock-day column (with its rate-block and state adjusters).
 */
import type { Artifact, Program } from '../artifact/format.ts';
import type { Adjustments } from './llpa.ts';
import type { Scenario } from './scenario.ts';
import { cellRef } from './source.ts';

export interface Candidate {
  rate: number; // thousandths of a percent
  base: number; // thousandths of a point
}

export function candidates(a: Artifact, p: Program, s: Scenario, out: Adjustments): Candidate[] {
  if (p.ladder) return p.ladder.rows.flatMap((r) => (r.price === null ? [] : [{ rate: r.rate, base: r.price }]));
  const route = p.routes?.find((r) => r.term === s.req.term);
  const block = route && a.rate_blocks.find((b) => b.name === (s.flags.high_balance ? route.high_balance : route.conforming));
  const lock = block?.locks.findIndex((l) => l.days === s.req.lock_days) ?? -1;
  if (!block || lock < 0) return [];
  out.adjusters.push({
    category: 'Rate Block',
    row_label: block.name,
    band: `${s.req.lock_days} Day`,
    value: 0,
    source: 'rate_block',
    source_cell: cellRef(a, block.workbook, block.tab, block.title_cell),
    block: block.name,
    lock_days: s.req.lock_days,
  });
  const st = p.state_adjusters?.states.find((x) => x.state === s.req.state);
  if (p.state_adjusters && st) {
    out.adjusters.push({
      category: 'State Adjusters',
      row_label: st.state,
      band: null,
      value: st.value / 1000,
      source: 'state_adjustment',
      source_cell: cellRef(a, p.state_adjusters.workbook, p.state_adjusters.tab, `${p.state_adjusters.col}${st.row}`),
      state: st.state,
      agency: p.state_adjusters.agency,
    });
    out.total += st.value;
  }
  return block.rows.flatMap((r) => {
    const price = r.prices[lock];
    return price === null || price === undefined ? [] : [{ rate: r.rate, base: price }];
  });
}
