/**
 * The route table (worker/contract/operations.ts): its operations in order, the Hono form of their
 * paths, and which methods a path answers (the Allow header of a 405; none = a 404). Paths match
 * whole, one segment per parameter.
 */
import { describe, expect, it } from 'vitest';
import { operations } from '../../worker/contract/operations.ts';
import { allowedMethods, honoPath } from '../../worker/http/paths.ts';

describe('the route table', () => {
  it('lists every operation once, in table order, with its method and path', () => {
    expect(operations().map(([id, op]) => `${id} ${op.method.toUpperCase()} ${op.path}`)).toEqual([
      'quote POST /api/pricer/quote',
      'quoteBatch POST /api/pricer/quotes',
      'listPrograms GET /api/pricer/programs',
      'programCatalog GET /api/programs',
      'programMatrix GET /api/programs/{slug}/matrix',
      'authTest POST /api/auth/test',
      'openApi GET /api/openapi.json',
    ]);
  });

  it('writes path parameters in Hono’s form, every one of them', () => {
    expect(honoPath('/api/programs/{slug}/matrix')).toBe('/api/programs/:slug/matrix');
    expect(honoPath('/a/{lender}/b/{slug_2}')).toBe('/a/:lender/b/:slug_2');
    expect(honoPath('/api/pricer/quote')).toBe('/api/pricer/quote');
  });
});

describe('allowedMethods', () => {
  it.each([
    ['/api/pricer/quote', ['POST']],
    ['/api/pricer/quotes', ['POST']],
    ['/api/auth/test', ['POST']],
    ['/api/pricer/programs', ['GET', 'HEAD']],
    ['/api/programs', ['GET', 'HEAD']],
    ['/api/openapi.json', ['GET', 'HEAD']],
    ['/api/programs/dscr/matrix', ['GET', 'HEAD']],
    ['/api/programs/2_conventional_fixed/matrix', ['GET', 'HEAD']],
  ])('%s answers %j', (path, methods) => {
    expect(allowedMethods(path)).toEqual(methods);
  });

  it.each([
    '/api/pricer/quote/', // a trailing slash is another path
    '/v2/api/pricer/quote', // matched from the start
    '/api/pricer/quotex', // ... to the end
    '/api/programs//matrix', // a parameter is one segment, not empty
    '/api/programs/a/b/matrix', // ... and not two
    '/API/PROGRAMS',
    '/',
  ])('%s is no path of the table', (path) => {
    expect(allowedMethods(path)).toEqual([]);
  });

  it('/api/openapiXjson is no path of the table (the "." of openapi.json is a dot)', () => {
    expect(allowedMethods('/api/openapiXjson')).toEqual([]);
  });
});
