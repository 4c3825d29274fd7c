/**
 * What an earlier compile left in the output folder: its manifest entries, and each entry's
 * artifact read back on demand. A refused sheet keeps its earlier artifact and entry, and a
 * lender's first sheet of this run is compared with its sheet before (structural removals).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeArtifact } from '../worker/artifact/codec.ts';
import { FORMAT_VERSION } from '../worker/artifact/format.ts';
import { Manifest, type ManifestEntry } from '../worker/artifact/manifest.ts';
import type { EarlierSheet } from './build.ts';

export interface Previous {
  entries: ManifestEntry[];
  sheets: EarlierSheet[];
  /** why the folder's manifest was not used (unreadable, or of another format version) */
  notice?: string;
}

export function readPrevious(outDir: string): Previous {
  const path = join(outDir, 'manifest.json');
  if (!existsSync(path)) return { entries: [], sheets: [] };
  let manifest: Manifest;
  try {
    manifest = Manifest.parse(JSON.parse(readFileSync(path, 'utf8')));
  } catch {
    return {
      entries: [],
      sheets: [],
      notice: `${path} is not a manifest of format ${FORMAT_VERSION}: no earlier sheet is kept or compared with`,
    };
  }
  const sheets = manifest.artifacts.map((e) => ({
    lender: e.lender_slug,
    effective_at: e.effective_at,
    artifact: () => {
      try {
        return decodeArtifact(new Uint8Array(readFileSync(join(outDir, e.path))));
      } catch {
        return undefined;
      }
    },
  }));
  return { entries: manifest.artifacts, sheets };
}
