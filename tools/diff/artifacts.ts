/**
 * The compiled artifacts a diff can name: dist-sheets/manifest.json read through its one schema
 * (worker/artifact/manifest.ts), a lender's manifest entry picked by date or moment, the entry an
 * entry replaces, an entry's artifact decoded, and the listing printed when a name matches nothing.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeArtifact } from '../../worker/artifact/codec.ts';
import { Manifest, type ManifestEntry } from '../../worker/artifact/manifest.ts';
import { isIsoDate, parseMoment } from '../../worker/artifact/moment.ts';
import type { LoadedSheet } from '../../worker/engine/rate-sheets.ts';
import { sheetLabel } from './units.ts';

export function readManifest(dir: string): Manifest {
  return Manifest.parse(JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')));
}

/** A sheet as the engine takes it: the decoded artifact and its content address. */
export function loadSheet(dir: string, entry: ManifestEntry): LoadedSheet {
  return { artifact: decodeArtifact(readFileSync(join(dir, entry.path))), sha256: entry.sha256 };
}

const instant = (e: ManifestEntry) => parseMoment(e.effective_at)!;

/** A lender's manifest entries, oldest first. */
export function entriesOf(m: Manifest, lender: string): ManifestEntry[] {
  return m.artifacts.filter((e) => e.lender_slug === lender).sort((x, y) => instant(x) - instant(y));
}

export const lendersOf = (m: Manifest): string[] => [...new Set(m.artifacts.map((e) => e.lender_slug))].sort();

const LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?$/;

/**
 * A moment without an offset is the lender's own clock: it takes the offset of the lender's sheet
 * of that date (or of the latest sheet before it), so 2026-11-23T13:15 names Granite Peak's
 * 1:15 PM PT sheet. Null when `text` is neither form.
 */
function instantOf(sheets: readonly ManifestEntry[], text: string): number | null {
  if (!LOCAL.test(text)) return parseMoment(text);
  const date = text.slice(0, 10);
  const near = sheets.filter((e) => e.effective_date <= date).at(-1) ?? sheets[0];
  return near ? parseMoment(`${text}${near.effective_at.slice(-6)}`) : null;
}

export type Picked = { ok: true; entry: ManifestEntry } | { ok: false; message: string };

/**
 * The sheet `spec` names: a date (YYYY-MM-DD) is that day's last sheet; a moment
 * (YYYY-MM-DDTHH:MM[:SS], with an offset or in the lender's time) is the sheet in force then.
 */
export function pickEntry(m: Manifest, lender: string, spec: string): Picked {
  const sheets = entriesOf(m, lender);
  if (sheets.length === 0) return { ok: false, message: `no sheets of lender ${JSON.stringify(lender)}` };
  if (isIsoDate(spec)) {
    const last = sheets.filter((e) => e.effective_date === spec).at(-1);
    return last ? { ok: true, entry: last } : { ok: false, message: `${lender} has no sheet on ${spec}` };
  }
  const at = instantOf(sheets, spec);
  if (at === null) return { ok: false, message: `not a date (YYYY-MM-DD) or a moment (YYYY-MM-DDTHH:MM): ${spec}` };
  const last = sheets.filter((e) => instant(e) <= at).at(-1);
  if (!last)
    return {
      ok: false,
      message: `${lender} has no sheet in force at ${spec} (its first is ${sheets[0]!.effective_at})`,
    };
  if (parseMoment(last.expires_at)! <= at)
    return {
      ok: false,
      message: `${lender} has no sheet in force at ${spec}: ${sheetLabel(last)} expired at ${last.expires_at}`,
    };
  return { ok: true, entry: last };
}

/** The sheet `entry` replaced: the lender's sheet just before it, or null for its first. */
export function predecessorOf(m: Manifest, entry: ManifestEntry): ManifestEntry | null {
  const sheets = entriesOf(m, entry.lender_slug);
  const i = sheets.findIndex((e) => e.path === entry.path);
  return i > 0 ? sheets[i - 1]! : null;
}

/** Every lender and its sheets, for a message naming what does exist. */
export function listing(m: Manifest): string {
  const lines = lendersOf(m).map((l) => `  ${l}: ${entriesOf(m, l).map(sheetLabel).join(', ')}`);
  return ['sheets that exist:', ...lines].join('\n');
}
