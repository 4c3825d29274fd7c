/**
 * GET /api/programs as UTF-8 pieces, lender by lender: each lender's whole sheet is handed over in
 * turn (SheetStore.eachWholeSheet), its tables decoded, shown (engine/catalog.ts `catalogLender`)
 * and let go before the next. A catalog of a thousand lenders then holds their JSON (21 MB) and one
 * pack of whole artifacts, never their decoded tables and the catalog's objects at once (over 300 MB
 * measured, more than an isolate's 128 MB; docs/performance.md). The pieces joined are
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

/**
 * The catalog's pieces, each lender's written as it is added (in roster order); `pieces` puts the
 * head first (the latest date of the sheets in force among them). Every piece is written before the
 * answer starts, so that a failure is a 500 or a 503, never a 200 cut short.
 */
export class CatalogWriter {
  readonly #lenders: Bytes[] = [];
  #date: string | null = null;

  add(lender: LenderSheet): void {
    this.#lenders.push(utf8(`${this.#lenders.length === 0 ? '' : ','}${JSON.stringify(catalogLender(lender))}`));
    const its = latestDate([lender]);
    if (its !== null && (this.#date === null || its > this.#date)) this.#date = its;
  }

  pieces(): Bytes[] {
    return [utf8(`{"${HEAD_FIELD}":${JSON.stringify(this.#date)},"${LIST_FIELD}":[`), ...this.#lenders, utf8(']}')];
  }
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
