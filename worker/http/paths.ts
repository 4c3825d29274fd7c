/**
 * The route table's paths (worker/contract/operations.ts) as the HTTP layer matches them: Hono's
 * form of a path, the route a request's path belongs to (its log line) and the methods it answers
 * (a 405's `Allow`).
 */
import { operations } from '../contract/operations.ts';

/** Hono's form of an OpenAPI path: /api/programs/{slug}/matrix -> /api/programs/:slug/matrix. */
export const honoPath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');

/** A path of the table as a RegExp: its literal characters escaped (the "." of openapi.json is a dot), a parameter one segment. */
const pathPattern = (path: string): RegExp =>
  new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`);

const patterns = operations().map(([, op]) => ({
  method: op.method.toUpperCase(),
  path: op.path,
  pattern: pathPattern(op.path),
}));

/** The table's path of `path` (`/api/programs/{slug}/matrix` for `/api/programs/dscr/matrix`), or null for a path of no operation. */
export const routeOf = (path: string): string | null => patterns.find((p) => p.pattern.test(path))?.path ?? null;

/** The methods a path answers (HEAD with GET), or none when it is no path of the table. */
export function allowedMethods(path: string): string[] {
  const methods = patterns.filter((p) => p.pattern.test(path)).map((p) => p.method);
  if (methods.includes('GET')) methods.push('HEAD');
  return methods;
}
