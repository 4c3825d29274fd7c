/**
 * Price caps and the minimum-price floor (spec 8.3). A cap applies when all the conditions of one of
 * its alternatives hold (the compiler wrote them from the printed label: occupancy, PPP terms, a
 * loan-amount range, restricted states); the lowest applicable cap governs, the first listed on a
 * tie. A capped price below the floor is not eligible at that rate.
 */
import type { Artifact, Cap, Floor, Program } from '../artifact/format.ts';
import { points } from '../artifact/vocabulary.ts';
import { holds, packConds } from './conditions.ts';
import type { CapRecord } from './response.ts';
import type { Scenario } from './scenario.ts';
import { cellRef } from './source.ts';

/** Each cap's alternatives packed once per program: code[bounds[k], bounds[k + 1]) is alternative k. */
interface PackedCap {
  cap: Cap;
  code: Float64Array;
  bounds: Int32Array;
}

const packed = new WeakMap<Program, PackedCap[]>();

function pack(cap: Cap): PackedCap {
  const code: number[] = [];
  const bounds = [0];
  for (const alternative of cap.when) {
    packConds(code, alternative);
    bounds.push(code.length);
  }
  return { cap, code: Float64Array.from(code), bounds: Int32Array.from(bounds) };
}

function applies({ code, bounds }: PackedCap, s: Scenario): boolean {
  for (let k = 0; k + 1 < bounds.length; k++) if (holds(code, bounds[k]!, bounds[k + 1]!, s)) return true;
  return false;
}

export interface CapPlan {
  /** the governing cap, when any applies */
  cap: Cap | null;
  floor: Floor | null;
}

/** The caps depend on the scenario, not the rate: decided once per program. */
export function capPlan(p: Program, s: Scenario): CapPlan {
  let caps = packed.get(p);
  if (!caps) packed.set(p, (caps = p.caps.map(pack)));
  let cap: Cap | null = null;
  for (const c of caps) if (applies(c, s) && (cap === null || c.cap.value < cap.value)) cap = c.cap;
  return { cap, floor: p.floor };
}

/** The price (thousandths) after the governing cap, if any. */
export const clamped = (plan: CapPlan, priced: number): number =>
  plan.cap !== null && priced > plan.cap.value ? plan.cap.value : priced;

/** The record of `cap` clamping `priced` (thousandths, unclamped); built only for offers that are returned. */
export const capRecord = (a: Artifact, cap: Cap, priced: number): CapRecord => ({
  key: cap.label,
  threshold: points(cap.value),
  provided: points(priced),
  source_cell: cellRef(a, cap.workbook, cap.tab, cap.cell),
});
