/**
 * The catalog routes at 1,000 lenders (copies of the newest sheets, read from their own bytes as the
 * Worker's store reads them: scale.ts): GET /api/programs written as the route writes it
 * (worker/http/catalog-json.ts), and GET /api/programs/{slug}/matrix for one lender's program.
 * Run with --expose-gc (run.ts does).
 *
 * - `catalog_1000_ms`: writing the catalog, every lender's tables decoded in turn;
 * - `catalog_1000_peak_mb`: the most the JavaScript heap and array buffers held beyond the sheets
 *   while it was written, sampled after each lender: the catalog's share of an isolate's 128 MB
 *   (when every lender's decoded tables stayed on its sheet, this was about 300 MB);
 * - `catalog_1000_held_mb`: what it holds once written (the answer's bytes);
 * - `matrix_1000_ms`: median time to find one program among 1,000 lenders and show its matrix.
 */
import { findProgram, matrixView } from '../worker/engine/matrix-view.ts';
import { allInForce } from '../worker/engine/rate-sheets.ts';
import { CatalogWriter } from '../worker/http/catalog-json.ts';
import { latestArtifacts, replicaSheet } from './artifact.ts';
import { emitResult, median, now, round } from './stats.ts';

const LENDERS = 1000;
const MB = 1024 * 1024;

export interface CatalogResult {
  lenders: number;
  catalog_1000_ms: number;
  catalog_1000_json_mb: number;
  catalog_1000_peak_mb: number;
  catalog_1000_held_mb: number;
  matrix_1000_ms: number;
}

function held(): number {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('catalog.ts needs node --expose-gc');
  gc();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

export async function catalogBench(): Promise<CatalogResult> {
  const base = await latestArtifacts();
  const lenders = allInForce(Array.from({ length: LENDERS }, (_, i) => replicaSheet(base, i)));
  const before = held();
  let peak = 0;
  const t0 = now();
  const writer = new CatalogWriter();
  for (const lender of lenders) {
    writer.add(lender);
    const { heapUsed, arrayBuffers } = process.memoryUsage();
    peak = Math.max(peak, heapUsed + arrayBuffers - before);
  }
  const pieces = writer.pieces();
  const ms = now() - t0;
  const json = pieces.reduce((n, p) => n + p.byteLength, 0);
  const after = held() - before;

  // The last lender's first program, as GET /api/programs/{slug}/matrix?lender= finds it.
  const last = lenders[lenders.length - 1]!;
  const slug = last.sheet!.artifact.programs[0]!.slug;
  const times = Array.from({ length: 21 }, () => {
    const m0 = now();
    const found = findProgram(lenders, slug, last.lender_slug);
    if (!found.ok) throw new Error(found.message);
    matrixView(found);
    return now() - m0;
  });
  return {
    lenders: LENDERS,
    catalog_1000_ms: round(ms, 0),
    catalog_1000_json_mb: round(json / MB, 1),
    catalog_1000_peak_mb: round(peak / MB, 1),
    catalog_1000_held_mb: round(after / MB, 1),
    matrix_1000_ms: round(median(times), 1),
  };
}

if (import.meta.main) emitResult(await catalogBench());
