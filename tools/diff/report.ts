/**
 * A report: everything the three formats show about two sheets of one lender, in the order they
 * show it: the new sheet's compiler warnings, the headline, the impact on the benchmark loans,
 * then every change (compare.ts).
 */
import type { Finding } from '../../worker/artifact/manifest.ts';
import type { LoadedSheet } from '../../worker/engine/rate-sheets.ts';
import type { ProgramBenchmarks } from './benchmarks.ts';
import { compare } from './compare.ts';
import { headlineOf } from './headline.ts';
import { type Impact, impactOf } from './impact.ts';
import type { Diff } from './model.ts';

export interface Report {
  diff: Diff;
  /** The manifest's warnings of sheet B (the new sheet): code, workbook, tab, cell, message. */
  warnings: Finding[];
  headline: string[];
  /** null when the lender has no benchmark loans. */
  impact: Impact | null;
}

export function reportOf(
  a: LoadedSheet,
  b: LoadedSheet,
  opts: { benchmarks: readonly ProgramBenchmarks[] | null; warnings: readonly Finding[] },
): Report {
  const diff = compare(a.artifact, b.artifact);
  const impact = opts.benchmarks ? impactOf(opts.benchmarks, a, b) : null;
  return { diff, warnings: [...opts.warnings], headline: headlineOf(diff, impact), impact };
}
