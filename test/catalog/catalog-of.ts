/** GET /api/programs of some sheets as the route writes it (worker/http/catalog-json.ts), parsed. */
import type { Catalog } from '../../worker/engine/catalog-response.ts';
import type { LenderSheet } from '../../worker/engine/rate-sheets.ts';
import { catalogPieces } from '../../worker/http/catalog-json.ts';

export const catalogOf = (lenders: readonly LenderSheet[]): Catalog =>
  JSON.parse(Buffer.concat([...catalogPieces(lenders)]).toString('utf8')) as Catalog;
