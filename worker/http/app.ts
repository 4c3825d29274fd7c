/**
 * The HTTP surface: Hono routing over the pure engine (worker/engine) and the artifact codec
 * (worker/artifact). Dependencies point one way, from here into those modules.
 */
import { Hono } from 'hono';
import { SheetStore } from '../sheets/store.ts';
import { requireBearerToken } from './auth.ts';
import type { AppEnv } from './env.ts';
import { installErrorHandlers } from './errors.ts';
import { authTestHandler } from './routes/auth-test.ts';
import { catalogHandler, matrixHandler, programListHandler } from './routes/catalog.ts';
import { openApiHandler } from './routes/openapi.ts';
import { quoteHandler } from './routes/quote.ts';

/** `store` holds the isolate's rate-sheet cache; tests pass a fresh one. */
export function createApp(store: SheetStore = new SheetStore()): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  installErrorHandlers(app);
  // First and on every path, unknown ones included: nothing else runs for an unauthenticated call.
  app.use('*', requireBearerToken);
  // Each route is also described in openapi.ts (OPERATIONS); test/worker/openapi.test.ts keeps the two in step.
  app.post('/api/pricer/quote', quoteHandler(store));
  app.get('/api/pricer/programs', programListHandler(store));
  app.get('/api/programs', catalogHandler(store));
  app.get('/api/programs/:slug/matrix', matrixHandler(store));
  app.post('/api/auth/test', authTestHandler);
  app.get('/api/openapi.json', openApiHandler);
  return app;
}
