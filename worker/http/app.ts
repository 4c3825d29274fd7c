/**
 * The HTTP surface: Hono routing over the pure engine (worker/engine) and the sheet store
 * (worker/sheets). Dependencies point one way, from here into those modules: the error handlers,
 * the request's id and log line, the bearer-token check on every path, then the route table's
 * operations (mount.ts).
 */
// hono/tiny: the pattern router alone, enough for a handful of routes (15 KiB less for every isolate to compile).
import { Hono } from 'hono/tiny';
import { SheetStore } from '../sheets/store.ts';
import { requireBearerToken, sameSecret } from './auth.ts';
import type { AppEnv } from './env.ts';
import { installErrorHandlers } from './errors.ts';
import { mountOperations } from './mount.ts';
import { requestLog } from './request-log.ts';

/** `store` holds the isolate's rate-sheet cache; tests pass a fresh one. */
export function createApp(store: SheetStore = new SheetStore()): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  installErrorHandlers(app);
  // Outermost, on every path: each request gets its id (X-Request-Id) and exactly one log line.
  app.use('*', requestLog(sameSecret));
  // Then the token: nothing else runs for an unauthenticated call.
  app.use('*', requireBearerToken);
  return mountOperations(app, store);
}
