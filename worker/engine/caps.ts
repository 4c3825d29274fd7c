/**
 * Step 5, caps and the floor (sheets/README.md §3.8, §4.6, §5.5 (c); docs/contract.md › Caps and the
 * floor). A cap applies when all the conditions of one of its alternatives hold (the compiler wrote
 * them from the printed label); the lowest applicable cap governs, the first listed on a tie. A
 * capped price below the floor is not eligible at that rate (a price equal to it is).
 */
import { CAP, CAP_SIZE, ENTRY, FLOOR, LIST, NA } from '../artifact/plan/layout.ts';
import { slot } from '../artifact/plan/read.ts';
import { points } from '../artifact/vocabulary.ts';
import { afterConds, holds } from './conditions.ts';
import { entryField, type PricingEntry } from './entry.ts';
import type { ArtifactPlan } from './plan.ts';
import type { CapRecord } from './quote-response.ts';
import { cellAt } from './source.ts';

/** The price limits of one (program, doc type) for the loan: the governing cap (its offset, NA: none) and the floor, thousandths. */
export interface PriceLimits {
  capAt: number;
  cap: number;
  floor: number;
}

export function priceLimits(entry: PricingEntry): PriceLimits {
  const { code } = entry.plan;
  const list = entryField(entry, ENTRY.CAPS, 'CAPS');
  const caps = slot(code, list + LIST.COUNT, 'the cap count');
  let at = list + LIST.ITEMS;
  let capAt = NA;
  let cap = Number.POSITIVE_INFINITY;
  for (let k = 0; k < caps; k++) {
    const record = at;
    const value = slot(code, at + CAP.VALUE, 'a cap value');
    const alternatives = slot(code, at + CAP.ALTERNATIVES, 'a cap alternative count');
    at += CAP_SIZE;
    let applies = false;
    for (let j = 0; j < alternatives; j++, at = afterConds(code, at))
      if (!applies && holds(code, at, entry)) applies = true;
    if (applies && (capAt === NA || value < cap)) [capAt, cap] = [record, value];
  }
  const floor = entryField(entry, ENTRY.FLOOR, 'FLOOR');
  return {
    capAt,
    cap,
    floor: floor === NA ? Number.NEGATIVE_INFINITY : slot(code, floor + FLOOR.VALUE, 'the floor'),
  };
}

/** The record of the cap at `capAt` clamping `priced` (thousandths, unclamped); built only for offers that are returned. */
export function capRecord(plan: ArtifactPlan, capAt: number, priced: number): CapRecord {
  const { code } = plan;
  return {
    key: plan.name(slot(code, capAt + CAP.LABEL, 'a cap label')),
    threshold: points(slot(code, capAt + CAP.VALUE, 'a cap value')),
    provided: points(priced),
    source_cell: cellAt(
      plan,
      capAt + CAP.WORKBOOK,
      capAt + CAP.TAB,
      plan.name(slot(code, capAt + CAP.CELL, 'a cap cell')),
    ),
  };
}
