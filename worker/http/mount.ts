/**
 * The route table's operations (operations.ts) on an app, each with its request checks and its
 * handler here: an operation without a handler, or a handler without an operation, does not compile.
 * Apart from app.ts so that the Node-side route tests compose the same routes without the bearer-token
 * check, which needs workerd (crypto.subtle.timingSafeEqual).
 */
import type { Handler, Hono } from 'hono';
import { type OperationId, operations } from '../contract/operations.ts';
import type { SheetStore } from '../sheets/store.ts';
import type { AppEnv } from './env.ts';
import { honoPath } from './paths.ts';
import { requestChecks } from './request-checks.ts';
import { authTestHandler } from './routes/auth-test.ts';
import { catalogHandler, matrixHandler, programListHandler } from './routes/catalog.ts';
import { openApiHandler } from './routes/openapi.ts';
import { batchHandler, quoteHandler } from './routes/quote.ts';

const HANDLERS: Record<OperationId, (store: SheetStore) => Handler<AppEnv>> = {
  quote: quoteHandler,
  quoteBatch: batchHandler,
  listPrograms: programListHandler,
  programCatalog: catalogHandler,
  programMatrix: matrixHandler,
  authTest: () => authTestHandler,
  openApi: () => openApiHandler,
};

/** Every operation of the route table on `app`, in table order. */
export function mountOperations(app: Hono<AppEnv>, store: SheetStore): Hono<AppEnv> {
  for (const [id, op] of operations())
    app.on(op.method.toUpperCase(), honoPath(op.path), requestChecks(op), HANDLERS[id](store));
  return app;
}
