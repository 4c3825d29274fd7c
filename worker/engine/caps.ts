/**
 * Price caps and the minimum-price floor (docs/contract.md › Caps and the floor). A cap applies when all the conditions of one of
 * its alternatives hold (the compiler wrote them from the printed label: occupancy, PPP terms, a
 * loan-amount range, restricted states); the lowest applicable cap governs, the first listed on a
 * tie (decided on the plan: pricing.ts governingCap). A capped price below the floor is not
 * eligible at that rate.
 */
import type { Artifact, Cap } from '../artifact/format.ts';
import { points } from '../artifact/vocabulary.ts';
import type { CapRecord } from './response.ts';
import { cellRef } from './source.ts';

/** The record of `cap` clamping `priced` (thousandths, unclamped); built only for offers that are returned. */
export const capRecord = (a: Artifact, cap: Cap, priced: number): CapRecord => ({
  key: cap.label,
  threshold: points(cap.value),
  provided: points(priced),
  source_cell: cellRef(a, cap.workbook, cap.tab, cap.cell),
});
