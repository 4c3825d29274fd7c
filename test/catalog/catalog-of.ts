/** GET /api/programs of some sheets as the route writes it (worker/http/catalog-json.ts): its pieces, and parsed. */
import type { Catalog } from '../../worker/engine/catalog-response.ts';
import type { LenderSheet } from '../../worker/engine/rate-sheets.ts';
import { CatalogWriter } from '../../worker/http/catalog-json.ts';

/** The catalog's pieces over sheets already read, each lender added in turn as the route adds them. */
export function catalogPieces(lenders: readonly LenderSheet[]): Uint8Array<ArrayBuffer>[] {
  const writer = new CatalogWriter();
  for (const lender of lenders) writer.add(lender);
  return writer.pieces();
}

export const catalogOf = (lenders: readonly LenderSheet[]): Catalog =>
  JSON.parse(Buffer.concat(catalogPieces(lenders)).toString('utf8')) as Catalog;
