/**
 * Step 5, caps and the floor (sheets/README.md §3.8, §4.6, §5.5 (c); docs/contract.md › Caps and the
 * floor). A cap applies when all the conditions of one of its alternatives hold (the compiler wrote
 * them from the printed label); the lowest applicable cap governs, the first listed on a tie. A
 * capped price below the floor is not eligible at that rate (a price equal to it is).
 */
import type { Artifact, Cap } from '../artifact/format.ts';
import { points } from '../artifact/vocabulary.ts';
import { afterConds, holds } from './conditions.ts';
import { entryField, type PricingEntry } from './entry.ts';
import { CAP, CAP_SIZE, ENTRY, NA } from './plan/layout.ts';
import { slot } from './plan/read.ts';
import type { CapRecord } from './quote-response.ts';
import { cellRef } from './source.ts';

/** The price limits of one (program, doc type) for the loan: the governing cap (index -1: none) and the floor, thousandths. */
export interface PriceLimits {
  capIndex: number;
  cap: number;
  floor: number;
}

export function priceLimits(entry: PricingEntry): PriceLimits {
  const { code } = entry.plan;
  let at = entryField(entry, ENTRY.CAPS, 'CAPS');
  const caps = slot(code, at++, 'the cap count');
  let capIndex = -1;
  let cap = Number.POSITIVE_INFINITY;
  for (let k = 0; k < caps; k++) {
    const value = slot(code, at + CAP.VALUE, 'a cap value');
    const alternatives = slot(code, at + CAP.ALTERNATIVES, 'a cap alternative count');
    at += CAP_SIZE;
    let applies = false;
    for (let j = 0; j < alternatives; j++, at = afterConds(code, at))
      if (!applies && holds(code, at, entry.match)) applies = true;
    if (applies && (capIndex < 0 || value < cap)) [capIndex, cap] = [k, value];
  }
  const floor = entryField(entry, ENTRY.FLOOR, 'FLOOR');
  return { capIndex, cap, floor: floor === NA ? Number.NEGATIVE_INFINITY : floor };
}

/** The record of `cap` clamping `priced` (thousandths, unclamped); built only for offers that are returned. */
export const capRecord = (artifact: Artifact, cap: Cap, priced: number): CapRecord => ({
  key: cap.label,
  threshold: points(cap.value),
  provided: points(priced),
  source_cell: cellRef(artifact, cap.workbook, cap.tab, cap.cell),
});
