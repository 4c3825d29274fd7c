/**
 * The catalog routes: the sheets in force, or those of `?as_of=`, projected by the engine
 * (catalog.ts, matrix-view.ts). Routing, query parsing and status codes only.
 */
import type { Handler } from 'hono';
import { OPERATIONS } from '../../contract/operations.ts';
import { programList } from '../../engine/catalog.ts';
import { findOffering, findProgram, matrixView } from '../../engine/matrix-view.ts';
import type { SheetStore } from '../../sheets/store.ts';
import { CatalogWriter, streamOf } from '../catalog-json.ts';
import type { AppEnv } from '../env.ts';
import { HttpError } from '../http-error.ts';
import { parseQuery } from '../request-checks.ts';
import { sheetsAt, sheetsRead } from '../sheets.ts';

/** GET /api/pricer/programs: the plan's program records, as a quote reads them (the sheets' quote parts). */
export function programListHandler(store: SheetStore): Handler<AppEnv> {
  return async (c) => {
    const { as_of } = parseQuery(c, OPERATIONS.listPrograms.query);
    return c.json(programList(await sheetsAt(c, store, as_of)), 200);
  };
}

/**
 * GET /api/programs, written lender by lender from their whole sheets read in turn (catalog-json.ts).
 * Every piece is written before the answer starts, so that a failure is a 500, never a 200 cut short.
 */
export function catalogHandler(store: SheetStore): Handler<AppEnv> {
  return async (c) => {
    const { as_of } = parseQuery(c, OPERATIONS.programCatalog.query);
    const catalog = new CatalogWriter();
    await (await sheetsRead(c, store, as_of)).eachWhole((lender) => catalog.add(lender));
    return c.body(streamOf(catalog.pieces()), 200, { 'Content-Type': 'application/json' });
  };
}

/**
 * GET /api/programs/:slug/matrix: 404 for a slug no lender has, 422 when several have it and
 * `?lender=` is missing. The lenders' quote parts say who offers the program; only that lender's
 * whole sheet is read (by its own key) and its tables decoded.
 */
export function matrixHandler(store: SheetStore): Handler<AppEnv> {
  return async (c) => {
    const { as_of, lender } = parseQuery(c, OPERATIONS.programMatrix.query);
    const slug = c.req.param('slug') ?? '';
    const { sheets, whole } = await sheetsRead(c, store, as_of);
    const offering = findOffering(sheets, slug, lender);
    // The whole sheet is of the same moment: its plan offers the program as the quote part's did.
    const found = offering.ok ? findProgram([await whole(offering.lender.lender_slug)], slug, null) : offering;
    if (found.ok) return c.json(matrixView(found), 200);
    if (found.reason === 'ambiguous') throw new HttpError(422, found.message, { lender: [found.message] });
    throw new HttpError(404, found.message);
  };
}
