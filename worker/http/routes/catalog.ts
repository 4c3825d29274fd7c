/**
 * The catalog routes: the sheets in force, or those of `?as_of=`, projected by the engine
 * (catalog.ts, matrix-view.ts). Routing, query parsing and status codes only.
 */
import type { Handler } from 'hono';
import { OPERATIONS } from '../../contract/operations.ts';
import { programCatalog, programList } from '../../engine/catalog.ts';
import { findProgram, matrixView } from '../../engine/matrix-view.ts';
import type { LenderSheet } from '../../engine/rate-sheets.ts';
import type { SheetStore } from '../../sheets/store.ts';
import type { AppEnv } from '../env.ts';
import { HttpError } from '../http-error.ts';
import { parseQuery } from '../request-checks.ts';
import { sheetsAt } from '../sheets.ts';

/** A GET answered with `project` of the sheets in force (or in force on `?as_of=`): whole when it reads their `tables`. */
const overSheets =
  (project: (sheets: LenderSheet[]) => object, tables: boolean) =>
  (store: SheetStore): Handler<AppEnv> =>
  async (c) => {
    const { as_of } = parseQuery(c, OPERATIONS.programCatalog.query);
    return c.json(project(await sheetsAt(c, store, as_of, { tables })), 200);
  };

/** GET /api/pricer/programs: the plan's program records, as a quote reads them. */
export const programListHandler = overSheets(programList, false);

/** GET /api/programs */
export const catalogHandler = overSheets(programCatalog, true);

/** GET /api/programs/:slug/matrix: 404 for a slug no lender has, 422 when several have it and `?lender=` is missing. */
export function matrixHandler(store: SheetStore): Handler<AppEnv> {
  return async (c) => {
    const { as_of, lender } = parseQuery(c, OPERATIONS.programMatrix.query);
    const sheets = await sheetsAt(c, store, as_of, { tables: true });
    const found = findProgram(sheets, c.req.param('slug') ?? '', lender);
    if (found.ok) return c.json(matrixView(found.lender, found.program), 200);
    if (found.reason === 'ambiguous') throw new HttpError(422, found.message, { lender: [found.message] });
    throw new HttpError(404, found.message);
  };
}
