/**
 * The HTTP surface: Hono routing over the pure engine (worker/engine) and the sheet store
 * (worker/sheets). Dependencies point one way, from here into those modules. The routes are the
 * route table's (operations.ts), each with its handler here: an operation without a handler, or a
 * handler without an operation, does not compile.
 */
import { type Handler, Hono } from 'hono';
import { SheetStore } from '../sheets/store.ts';
import { requireBearerToken } from './auth.ts';
import type { AppEnv } from './env.ts';
import { installErrorHandlers } from './errors.ts';
import { honoPath, type OperationId, operations } from './operations.ts';
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

/** `store` holds the isolate's rate-sheet cache; tests pass a fresh one. */
export function createApp(store: SheetStore = new SheetStore()): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  installErrorHandlers(app);
  // First and on every path, unknown ones included: nothing else runs for an unauthenticated call.
  app.use('*', requireBearerToken);
  for (const [id, op] of operations())
    app.on(op.method.toUpperCase(), honoPath(op.path), requestChecks(op), HANDLERS[id](store));
  return app;
}
