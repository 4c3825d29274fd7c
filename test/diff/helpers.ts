/** Loading the committed artifacts for the diff tests, through the manifest as the CLI does. */
import { join, resolve } from 'node:path';
import type { Change, LadderChange } from '../../tools/diff/model.ts';
import { loadSheet, pickSheet, readManifest } from '../../tools/diff/sheets.ts';
import type { Artifact } from '../../worker/artifact/format.ts';

export const ROOT = resolve(import.meta.dirname, '../..');
export const DIST = join(ROOT, 'dist-sheets');
export const NODE = join(ROOT, 'node_modules/.bin/node');
export const CLI = join(ROOT, 'tools/diff/cli.ts');

export const A = '2026-11-20';
export const B = '2026-11-23';
/** Granite Peak's two sheets of 11-23: the morning sheet and the 1:15 PM PT reprice (its own time). */
export const NONQM_MORNING = '2026-11-23T08:30';
export const NONQM_REPRICE = '2026-11-23T13:15';

export const manifest = readManifest(DIST);

/** The morning sheet (reprice 0) of `date`, or the sheet in force at a moment. */
export function load(lender: string, dateOrMoment: string): Artifact {
  if (!dateOrMoment.includes('T')) {
    const e = manifest.artifacts.find(
      (x) => x.lender_slug === lender && x.effective_date === dateOrMoment && x.reprice === 0,
    );
    if (!e) throw new Error(`no morning sheet of ${lender} on ${dateOrMoment}`);
    return loadSheet(DIST, e);
  }
  const picked = pickSheet(manifest, lender, dateOrMoment);
  if (!picked.ok) throw new Error(picked.message);
  return loadSheet(DIST, picked.entry);
}

/** A deep copy to mutate freely. */
export function copy(a: Artifact): Artifact {
  return structuredClone(a);
}

export const isLadder = (c: Change): c is LadderChange => c.kind === 'ladder';

/** A ladder change without its per-rate points (the summary figures only). */
export function ladderSummary(c: LadderChange) {
  const { points: _points, ...rest } = c;
  return rest;
}
