/**
 * The JSON document of a Report, for other tools: the same content as the Markdown and HTML, in
 * the artifact's integer units: the sheets compared, the new sheet's warnings, the headline, the
 * impact on the benchmark loans, the count of changes per section and every change.
 */
import type { Report } from './report.ts';
import { summary } from './sections.ts';

export const UNITS =
  'prices, adjustments and price changes: thousandths of a point, adjustments as their effect on the price whatever ' +
  'the lender prints (`printing`: points = 100 − price, costs = − effect); note rates: thousandths of a percent; ' +
  'LTV / CLTV / DTI / DSCR: hundredths; FICO: points; loan amounts: dollars; null price or adjustment: NA (not eligible / not offered)';

export function toJson(report: Report) {
  const { diff } = report;
  return {
    lender_slug: diff.lender_slug,
    lender_name: diff.lender_name,
    printing: diff.printing,
    date_a: diff.date_a,
    date_b: diff.date_b,
    sheet_a: diff.sheet_a,
    sheet_b: diff.sheet_b,
    units: UNITS,
    warnings: report.warnings,
    headline: report.headline,
    impact: report.impact,
    programs: diff.programs,
    summary: summary(diff.changes),
    changes: diff.changes,
  };
}
