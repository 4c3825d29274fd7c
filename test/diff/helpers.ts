/** Loading the committed artifacts for the diff tests. */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Change, LadderChange } from '../../tools/diff/model.ts';
import { decodeArtifact } from '../../worker/artifact/codec.ts';
import type { Artifact } from '../../worker/artifact/format.ts';

export const ROOT = resolve(import.meta.dirname, '../..');
export const DIST = join(ROOT, 'dist-sheets');
export const NODE = join(ROOT, 'node_modules/.bin/node');
export const CLI = join(ROOT, 'tools/diff/cli.ts');

export const A = '2026-11-20';
export const B = '2026-11-23';

export function load(lender: string, date: string): Artifact {
  return decodeArtifact(readFileSync(join(DIST, lender, `${date}.msgpack`)));
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
