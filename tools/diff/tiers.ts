/**
 * Grids of states (Cedar Hollow's State Tiers: each row a tier listing its states, sheets/README.md
 * §5.4 (c)): a state that changes rows is one change naming the state, its row on each day and
 * that row's cells ("FL: Tier 2 → Tier 3"), or joining or leaving every row (a state in no tier is
 * not eligible). A row's own list is not a change of its identity (worker/artifact/item-identity.ts):
 * a tier row is the same row whichever states it lists.
 */
import type { Grid } from '../../worker/artifact/format.ts';
import { key } from '../../worker/artifact/labels.ts';
import { type BandValue, cellsOf } from './grid-cells.ts';
import type { Change, StateTier } from './model.ts';

/** Each state a row of the grid lists, with that row (the first listing it) and its cells. */
function tiersOf(grid: Grid): Map<string, StateTier> {
  const out = new Map<string, StateTier>();
  for (const row of grid.rows) {
    const values: BandValue[] = [...cellsOf(grid, row).values()];
    for (const c of row.when)
      if (c.kind === 'eq' && c.attr === 'state')
        for (const state of c.values) if (!out.has(state)) out.set(state, { row: row.label, values });
  }
  return out;
}

/** The states of two days' grid whose row changed (by the row's label, `key`), in alphabetical order. */
export function stateTierChanges(programs: string[], grid: string, a: Grid, b: Grid): Change[] {
  const ta = tiersOf(a);
  const tb = tiersOf(b);
  const states = [...new Set([...ta.keys(), ...tb.keys()])].sort();
  return states.flatMap((state): Change[] => {
    const old = ta.get(state) ?? null;
    const now = tb.get(state) ?? null;
    if (old && now && key(old.row) === key(now.row)) return [];
    return [{ kind: 'state_tier', programs: [...programs], grid, state, old, new: now }];
  });
}
