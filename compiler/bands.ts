/**
 * Whether a set of bands tiles its axis (compiler/condition-text/bands.ts reads each band): no overlap,
 * and for column bands no gap, in any printed order.
 */
import type { Range } from '../worker/artifact/format.ts';
import { type BandKind, wholeNumbers } from './condition-text/attributes.ts';

/**
 * Checks that bands tile their axis with no overlap and no gap, in any printed order.
 * Returns one message per offending band index.
 */
export function checkTiling(
  kind: BandKind,
  bands: { label: string; range: Range }[],
): { index: number; message: string }[] {
  const order = bands
    .map((b, i) => ({ ...b, i }))
    .sort((x, y) => (x.range.lo ?? -Infinity) - (y.range.lo ?? -Infinity));
  const problems: { index: number; message: string }[] = [];
  for (let k = 1; k < order.length; k++) {
    const prev = order[k - 1]!;
    const cur = order[k]!;
    const { hi, hi_incl } = prev.range;
    const { lo, lo_incl } = cur.range;
    if (hi === null || lo === null) {
      problems.push({
        index: cur.i,
        message: `band ${JSON.stringify(cur.label)} overlaps ${JSON.stringify(prev.label)}`,
      });
      continue;
    }
    let gap: number; // > 0 gap, < 0 overlap, 0 exact
    if (wholeNumbers(kind)) {
      gap = (lo_incl ? lo : lo + 1) - (hi_incl ? hi : hi - 1) - 1;
    } else {
      gap = lo !== hi ? lo - hi : hi_incl === lo_incl ? (hi_incl ? -1 : 1) : 0;
    }
    if (gap > 0)
      problems.push({
        index: cur.i,
        message: `gap between bands ${JSON.stringify(prev.label)} and ${JSON.stringify(cur.label)}`,
      });
    if (gap < 0)
      problems.push({
        index: cur.i,
        message: `band ${JSON.stringify(cur.label)} overlaps ${JSON.stringify(prev.label)}`,
      });
  }
  return problems;
}
