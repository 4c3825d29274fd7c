/**
 * Loading the committed artifacts for the diff tests, through the manifest as the CLI does: its
 * fixture entries (test/fixtures.ts), so a day or a reprice the daily job adds picks no other sheet.
 */
import { execFile } from 'node:child_process';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { loadSheet, pickEntry } from '../../tools/diff/artifacts.ts';
import { readBenchmarks } from '../../tools/diff/benchmarks.ts';
import type { Io } from '../../tools/diff/io.ts';
import type { Change, LadderChange } from '../../tools/diff/model.ts';
import { type Report, reportOf } from '../../tools/diff/report.ts';
import type { Artifact } from '../../worker/artifact/format.ts';
import type { ManifestEntry } from '../../worker/artifact/manifest.ts';
import type { LoadedSheet } from '../../worker/engine/rate-sheets.ts';
import { ROSTER } from '../../worker/sheets/roster.ts';
import { fixtureManifest } from '../fixtures.ts';

export const ROOT = resolve(import.meta.dirname, '../..');
export const DIST = join(ROOT, 'dist-sheets');
export const NODE = join(ROOT, 'node_modules/.bin/node');
export const CLI = join(ROOT, 'tools/diff/cli.ts');
export const DAILY = join(ROOT, 'tools/diff/daily.ts');
export const BENCHMARKS = join(ROOT, 'sheets/benchmarks.json');

export const A = '2026-11-20';
export const B = '2026-11-23';
/** Granite Peak's two sheets of 11-23: the morning sheet and the 1:15 PM PT reprice (its own time). */
export const NONQM_MORNING = '2026-11-23T08:30';
export const NONQM_REPRICE = '2026-11-23T13:15';
/** Cedar Hollow's two sheets of 11-23: the 08:00 CT morning sheet and the 14:30 CT reprice (its own time). */
export const CEDAR_MORNING = '2026-11-23T08:00';
export const CEDAR_REPRICE = '2026-11-23T14:30';
/** The lenders of the roster (sheets/roster.json), each with benchmark loans. */
export const LENDERS = ROSTER;

export const manifest = fixtureManifest(DIST);
export const benchmarks = readBenchmarks(BENCHMARKS);

/** The manifest entry of the morning sheet (reprice 0) of `date`, or of the sheet in force at a moment. */
export function entryOf(lender: string, dateOrMoment: string): ManifestEntry {
  if (!dateOrMoment.includes('T')) {
    const e = manifest.artifacts.find(
      (x) => x.lender_slug === lender && x.effective_date === dateOrMoment && x.reprice === 0,
    );
    if (!e) throw new Error(`no morning sheet of ${lender} on ${dateOrMoment}`);
    return e;
  }
  const picked = pickEntry(manifest, lender, dateOrMoment);
  if (!picked.ok) throw new Error(picked.message);
  return picked.entry;
}

export const sheet = (lender: string, dateOrMoment: string): LoadedSheet =>
  loadSheet(DIST, entryOf(lender, dateOrMoment));

/** The artifact of the morning sheet of `date`, or of the sheet in force at a moment. */
export const load = (lender: string, dateOrMoment: string): Artifact => sheet(lender, dateOrMoment).artifact;

/** The report of two sheets of a lender with the committed benchmark loans, as the CLI builds it. */
export function reportFor(lender: string, a: string, b: string): Report {
  return reportOf(sheet(lender, a), sheet(lender, b), {
    benchmarks: benchmarks.get(lender) ?? null,
    warnings: entryOf(lender, b).warnings,
  });
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

/** What a command printed, and its exit code. */
export interface Ran {
  stdout: string;
  stderr: string;
  code: number;
}

/** A command run in-process on an Io that keeps what it prints. */
export function printedBy(command: (io: Io) => number): Ran {
  let stdout = '';
  let stderr = '';
  const code = command({ stdout: (text) => void (stdout += text), stderr: (text) => void (stderr += text) });
  return { stdout, stderr, code };
}

/** A script in a child process under this Node, from the repository root as npm runs it. */
export async function inChild(script: string, ...args: string[]): Promise<Ran> {
  try {
    const { stdout, stderr } = await promisify(execFile)(NODE, [script, ...args], { cwd: ROOT });
    return { stdout, stderr, code: 0 };
  } catch (error) {
    const e = error as Ran;
    return { stdout: e.stdout, stderr: e.stderr, code: e.code };
  }
}
