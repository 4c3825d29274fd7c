/**
 * A sheet's plan as a quote reads it (worker/artifact/plan/ packs it), with what quotes learn of it
 * kept for the next: the adjuster of each cell and the NA cells met (answer-parts.ts keeps each
 * entry's answer parts beside it).
 * Memoisation only: no result depends on what is cached.
 */

import type { SheetHeader } from '../artifact/format.ts';
import { NA } from '../artifact/plan/layout.ts';
import { slot } from '../artifact/plan/read.ts';
import type { SheetPlan } from '../artifact/plan/sheet.ts';
import type { Adjuster } from './quote-response.ts';
import type { CellDetail } from './reason.ts';

export interface ArtifactPlan {
  code: Int32Array;
  header: SheetHeader;
  /** the name of id `id` (a name slot of the plan) */
  name: (id: number) => string;
  /**
   * memo: adjusters by slot, built on first use and shared by every later offer and quote
   * (adjustments.ts); a Map, not an array indexed by slot, which would be as long as the sheet's
   * highest slot met (12 MB over a cold quote of 1,000 lenders)
   */
  adjusters: Map<number, Adjuster>;
  /** memo: the list each rule shows in its reasons, by its offset (checks.ts) */
  shown: Map<number, readonly (string | number)[]>;
  /** memo: NA grid cells met, by adjuster slot (-1 - slot: a row beyond the last column), for llpa_na (adjustments.ts) */
  naCells: Map<number, CellDetail>;
}

const plans = new WeakMap<SheetPlan, ArtifactPlan>();

/** The plan of `sheet` with its memos, made on its first quote and kept (weakly) for its life. */
export function planOf(sheet: SheetPlan): ArtifactPlan {
  let plan = plans.get(sheet);
  if (!plan) {
    const { names } = sheet;
    plans.set(
      sheet,
      (plan = {
        code: sheet.code,
        header: sheet.header,
        name: (id) => names.at(id),
        adjusters: new Map(),
        shown: new Map(),
        naCells: new Map(),
      }),
    );
  }
  return plan;
}

/** The name at `at` in the plan, null for NA. */
export const nameAt = (plan: ArtifactPlan, at: number, what: string): string | null => {
  const id = slot(plan.code, at, what);
  return id === NA ? null : plan.name(id);
};
