/**
 * A sheet as the engine reads it: the artifact's header fields, its plan and the plan's names.
 * Read from an artifact's bytes without decoding its tables (codec.ts `readSheet`), or packed from
 * a decoded artifact in memory (`sheetPlanOf`: the compiler's checks, the tests).
 */
import type { Artifact, SheetHeader } from '../format.ts';
import { type Names, namesOf } from './names.ts';
import { packPlan } from './pack.ts';

export interface SheetPlan {
  header: SheetHeader;
  code: Int32Array;
  names: Names;
}

/** The header fields of `artifact`. */
export function headerOf(artifact: Artifact): SheetHeader {
  const { programs: _programs, rate_blocks: _blocks, ...header } = artifact;
  return header;
}

/** `artifact` packed in memory. */
export function sheetPlanOf(artifact: Artifact): SheetPlan {
  const { code, names } = packPlan(artifact);
  return { header: headerOf(artifact), code, names: namesOf(names) };
}
