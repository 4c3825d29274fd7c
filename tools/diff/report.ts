/**
 * The report: the JSON document `--json` prints, and the one model the Markdown and HTML views
 * read (page.ts): the sheets compared (the Diff's fields), the units, the new sheet's compiler
 * warnings, the headline, the impact on the benchmark loans, the count of changes per section and
 * every change (compare.ts), in the artifact's integer units.
 */
import type { Finding } from '../../worker/artifact/manifest.ts';
import type { LoadedSheet } from '../../worker/engine/rate-sheets.ts';
import type { ProgramBenchmarks } from './benchmarks.ts';
import { compare } from './compare.ts';
import { headlineOf } from './headline.ts';
import { type Impact, impactOf } from './impact.ts';
import type { Diff } from './model.ts';
import { type SectionId, summary } from './sections.ts';

const UNITS =
  'prices, adjustments and price changes: thousandths of a point, adjustments as their effect on the price whatever ' +
  'the lender prints (`printing`: points = 100 − price, costs = − effect); note rates: thousandths of a percent; ' +
  'LTV / CLTV / DTI / DSCR: hundredths; FICO: points; loan amounts: dollars; null price or adjustment: NA (not eligible / not offered)';

export interface Report extends Diff {
  units: string;
  /** The manifest's warnings of sheet B (the new sheet): code, workbook, tab, cell, message. */
  warnings: Finding[];
  headline: string[];
  /** null when the lender has no benchmark loans. */
  impact: Impact | null;
  summary: Partial<Record<SectionId, number>>;
}

/** The report of a Diff, its fields in the document's order. */
export function reportOfDiff(diff: Diff, opts: { warnings: readonly Finding[]; impact: Impact | null }): Report {
  const { programs, changes, ...sheets } = diff;
  return {
    ...sheets,
    units: UNITS,
    warnings: [...opts.warnings],
    headline: headlineOf(diff, opts.impact),
    impact: opts.impact,
    programs,
    summary: summary(changes),
    changes,
  };
}

export function reportOf(
  a: LoadedSheet,
  b: LoadedSheet,
  opts: { benchmarks: readonly ProgramBenchmarks[] | null; warnings: readonly Finding[] },
): Report {
  const impact = opts.benchmarks ? impactOf(opts.benchmarks, a, b) : null;
  return reportOfDiff(compare(a.artifact, b.artifact), { warnings: opts.warnings, impact });
}
