/**
 * The JSON document of a Diff: the same content as the Markdown (every change, in the artifact's
 * integer units), plus the count of changes per section and a note on the units.
 */
import type { Diff } from './model.ts';
import { summary } from './sections.ts';

export const UNITS =
  'prices, adjustments and price changes: thousandths of a point; note rates: thousandths of a percent; ' +
  'LTV / CLTV / DTI / DSCR: hundredths; FICO: points; loan amounts: dollars; null price or adjustment: NA (not eligible / not offered)';

export function toJson(diff: Diff) {
  return {
    lender_slug: diff.lender_slug,
    lender_name: diff.lender_name,
    date_a: diff.date_a,
    date_b: diff.date_b,
    units: UNITS,
    programs: diff.programs,
    summary: summary(diff.changes),
    changes: diff.changes,
  };
}
