/**
 * One compile: every sheet of the sheets folder built on its own, the accepted ones written to the
 * output folder, and for each refused sheet what an earlier compile wrote for it kept untouched
 * (issue 12 §2: one lender's broken workbook never blocks another, nor another date).
 */
import type { ManifestEntry } from '../worker/artifact/manifest.ts';
import { type BuildOptions, type BuildResult, buildAll } from './build.ts';
import { writeOutputs } from './output.ts';
import { readPrevious } from './previous.ts';

export interface CompileRun {
  result: BuildResult;
  /** the entries written for the accepted sheets */
  written: ManifestEntry[];
  /** entries of an earlier compile kept for refused sheets */
  kept: ManifestEntry[];
  /** things to know that are no finding of a sheet */
  notices: string[];
}

/** Undefined when the sheets folder holds no workbook at all (nothing is written then). */
export async function compile(
  sheetsDir: string,
  outDir: string,
  profiles?: BuildOptions['profiles'],
): Promise<CompileRun | undefined> {
  const previous = readPrevious(outDir);
  const result = buildAll(sheetsDir, { earlier: previous.sheets, ...(profiles && { profiles }) });
  if (result.sheets.length === 0 && result.general.length === 0) return undefined;
  const refused = result.sheets.filter((s) => !s.artifact);
  const kept = previous.entries.filter((e) =>
    refused.some((s) => s.lender === e.lender_slug && s.file === e.sources[0]),
  );
  const accepted = result.sheets.filter((s) => s.artifact);
  // With every sheet refused there is nothing to write: the folder stays as it was.
  const written = accepted.length ? await writeOutputs(accepted, kept, outDir, previous.entries) : [];
  const notices = [
    ...(previous.notice ? [previous.notice] : []),
    ...result.unusedAcknowledgements.map(
      (a) => `sheets/acknowledged.json: ${JSON.stringify(a)} acknowledges nothing on that sheet (remove it?)`,
    ),
  ];
  return { result, written, kept, notices };
}
