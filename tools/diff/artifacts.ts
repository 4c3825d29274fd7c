/**
 * The compiled artifacts a diff can name: dist-sheets/manifest.json read through its one schema
 * (worker/artifact/manifest.ts), a lender's manifest entry picked by date or moment (as the Worker picks), the entry an
 * entry replaces, an entry's artifact decoded, and the listing printed when a name matches nothing.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeArtifact } from '../../worker/artifact/codec.ts';
import { Manifest, type ManifestEntry } from '../../worker/artifact/manifest.ts';
import { isIsoDate, parseMoment } from '../../worker/artifact/moment.ts';
import { type LoadedSheet, loadedSheet } from '../../worker/engine/rate-sheets.ts';
import { lenderInstant, select } from '../../worker/sheets/select.ts';
import { sheetLabel } from './units.ts';

export function readManifest(dir: string): Manifest {
  return Manifest.parse(JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')));
}

/** A sheet as the engine takes it: the decoded artifact and its content address. */
export function loadSheet(dir: string, entry: ManifestEntry): LoadedSheet {
  return loadedSheet(decodeArtifact(readFileSync(join(dir, entry.path))), entry.sha256);
}

const instant = (e: ManifestEntry) => parseMoment(e.effective_at)!;

/** A lender's manifest entries, oldest first. */
export function entriesOf(m: Manifest, lender: string): ManifestEntry[] {
  return m.artifacts.filter((e) => e.lender_slug === lender).sort((x, y) => instant(x) - instant(y));
}

export const lendersOf = (m: Manifest): string[] => [...new Set(m.artifacts.map((e) => e.lender_slug))].sort();

const LOCAL = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}(?::\d{2})?)$/;

/**
 * The instant `text` names; a moment without an offset is the lender's own clock (select.ts
 * lenderInstant), so 2026-11-23T13:15 names Granite Peak's 1:15 PM PT sheet. Null when `text` is
 * neither form.
 */
function instantOf(sheets: readonly ManifestEntry[], text: string): number | null {
  const local = LOCAL.exec(text);
  if (!local) return parseMoment(text);
  const at = lenderInstant(sheets, local[1]!, local[2]!);
  return Number.isNaN(at) ? null : at;
}

export type Picked = { ok: true; entry: ManifestEntry } | { ok: false; message: string };

/**
 * The sheet `spec` names, chosen as the Worker chooses (worker/sheets/select.ts): a date
 * (YYYY-MM-DD) is the sheet answering at that day's end, when it is that day's (its last reprice);
 * a moment (YYYY-MM-DDTHH:MM[:SS], with an offset or in the lender's time) the sheet in force then.
 */
export function pickEntry(m: Manifest, lender: string, spec: string): Picked {
  const sheets = entriesOf(m, lender);
  if (sheets.length === 0) return { ok: false, message: `no sheets of lender ${JSON.stringify(lender)}` };
  if (isIsoDate(spec)) {
    const { entry } = select(sheets, { kind: 'date', date: spec, now: Number.POSITIVE_INFINITY });
    return entry?.effective_date === spec
      ? { ok: true, entry }
      : { ok: false, message: `${lender} has no sheet on ${spec}` };
  }
  const at = instantOf(sheets, spec);
  if (at === null) return { ok: false, message: `not a date (YYYY-MM-DD) or a moment (YYYY-MM-DDTHH:MM): ${spec}` };
  const chosen = select(sheets, { kind: 'instant', at });
  if (chosen.entry === null)
    return {
      ok: false,
      message: `${lender} has no sheet in force at ${spec} (its first is ${sheets[0]!.effective_at})`,
    };
  if (chosen.status === 'expired')
    return {
      ok: false,
      message: `${lender} has no sheet in force at ${spec}: ${sheetLabel(chosen.entry)} expired at ${chosen.entry.expires_at}`,
    };
  return { ok: true, entry: chosen.entry };
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
