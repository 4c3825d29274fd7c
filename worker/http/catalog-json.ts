/**
 * GET /api/programs as UTF-8 pieces, lender by lender: each lender's tables are decoded, shown
 * (engine/catalog.ts `catalogLender`) and let go before the next. A catalog of a thousand lenders
 * then holds their JSON (21 MB), never their decoded tables and the catalog's objects at once
 * (over 300 MB measured, more than an isolate's 128 MB; docs/performance.md). The pieces joined are
 * `JSON.stringify` of the Catalog, byte for byte.
 */

import { catalogLender } from '../engine/catalog.ts';
import type { Catalog } from '../engine/catalog-response.ts';
import { type LenderSheet, latestDate } from '../engine/rate-sheets.ts';
import { utf8 } from './bounded-json.ts';

type Bytes = Uint8Array<ArrayBuffer>;

/** The catalog's fields in the order JSON.stringify writes them, `lenders` last. */
const HEAD_FIELD = 'rate_sheet_date' satisfies keyof Catalog;
const LIST_FIELD = 'lenders' satisfies keyof Catalog;

export function* catalogPieces(lenders: readonly LenderSheet[]): Generator<Bytes> {
  yield utf8(`{"${HEAD_FIELD}":${JSON.stringify(latestDate(lenders))},"${LIST_FIELD}":[`);
  for (const [i, lender] of lenders.entries())
    yield utf8(`${i === 0 ? '' : ','}${JSON.stringify(catalogLender(lender))}`);
  yield utf8(']}');
}

/** A body that hands out `pieces` in order and lets go of each once sent. */
export function streamOf(pieces: (Bytes | undefined)[]): ReadableStream<Bytes> {
  let next = 0;
  return new ReadableStream<Bytes>({
    pull(controller) {
      const piece = pieces[next];
      if (piece === undefined) return controller.close();
      pieces[next++] = undefined;
      controller.enqueue(piece);
    },
  });
}
