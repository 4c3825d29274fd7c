import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../../worker/contract/openapi.ts';
import { OPERATIONS } from '../../worker/contract/operations.ts';
import { AS_OF_PATTERN } from '../../worker/contract/request.ts';
import { createApp } from '../../worker/http/app.ts';
import { send } from './requests.ts';

type Json = Record<string, any>;

async function served(): Promise<Json> {
  const response = await send('/api/openapi.json', { method: 'GET' });
  expect(response.status).toBe(200);
  return response.json<Json>();
}

/** Hono's `/api/programs/:slug/matrix` in OpenAPI's form. */
const openApiPath = (honoPath: string) => honoPath.replace(/:(\w+)/g, '{$1}');

/** Every value of `node` reachable by walking objects and arrays. */
function* walk(node: unknown): Generator<Json> {
  if (node === null || typeof node !== 'object') return;
  yield node as Json;
  for (const child of Object.values(node)) yield* walk(child);
}

/** The target of a local JSON pointer (#/a/b), or undefined. */
const resolve = (doc: Json, ref: string) =>
  ref
    .slice(2)
    .split('/')
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (node as Json | undefined)?.[key], doc);

describe('GET /api/openapi.json', () => {
  it('serves exactly the document the route table builds (the one test/client generates its client from)', async () => {
    expect(await served()).toEqual(openApiDocument());
  });

  it('documents every route the app registers, and no other: both come from the route table', async () => {
    const doc = await served();
    // The `*` middleware (auth) is registered as method ALL; every other entry is a route (with its checks).
    const routes = createApp()
      .routes.filter((r) => r.method !== 'ALL')
      .map((r) => `${r.method.toLowerCase()} ${openApiPath(r.path)}`);
    const documented = Object.entries(doc.paths as Json).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method} ${path}`),
    );
    expect(documented.length).toBe(Object.keys(OPERATIONS).length);
    expect(documented.sort()).toEqual([...new Set(routes)].sort());
  });

  it('is an OpenAPI 3.1 document: servers, tags, a description and responses on every operation, every $ref resolving', async () => {
    const doc = await served();
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info).toEqual(expect.objectContaining({ title: expect.any(String), version: expect.any(String) }));
    expect(doc.servers.map((s: Json) => s.url)).toEqual(['http://127.0.0.1:8787', 'https://{host}']);
    for (const [path, operations] of Object.entries(doc.paths as Json)) {
      for (const [method, operation] of Object.entries(operations as Json)) {
        const where = `${method} ${path}`;
        expect(Object.keys(operation.responses), where).toEqual(expect.arrayContaining(['200', '401', '422']));
        expect(operation.description, where).toEqual(expect.any(String));
        expect(operation.tags, where).toHaveLength(1);
      }
    }
    const refs = [...walk(doc)].flatMap((node) => (typeof node.$ref === 'string' ? [node.$ref as string] : []));
    expect(refs.length).toBeGreaterThan(20);
    for (const ref of refs) {
      expect(ref.startsWith('#/'), ref).toBe(true);
      expect(resolve(doc, ref), ref).toBeDefined();
    }
  });

  it('declares the bearer scheme and applies it to every operation', async () => {
    const doc = await served();
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.security).toEqual([{ bearerAuth: [] }]);
    expect(resolve(doc, '#/components/responses/E401/headers/WWW-Authenticate')).toBeDefined();
  });

  it('describes the error bodies as {message, errors?, request_id}; body routes add 400, 413 and 415', async () => {
    const doc = await served();
    for (const status of [400, 401, 404, 413, 415, 422, 500, 503]) {
      expect(doc.components.responses[`E${status}`].content['application/json'].schema).toEqual({
        $ref: '#/components/schemas/ErrorBody',
      });
    }
    expect(doc.components.schemas.ErrorBody).toMatchObject({
      required: ['message', 'request_id'],
      properties: { message: { type: 'string' }, errors: { type: 'object' }, request_id: { type: 'string' } },
    });
    for (const path of ['/api/pricer/quote', '/api/pricer/quotes'])
      expect(Object.keys(doc.paths[path].post.responses).sort()).toEqual(
        ['200', '400', '401', '413', '415', '422', '500', '503'].sort(),
      );
    expect(Object.keys(doc.paths['/api/programs/{slug}/matrix'].get.responses)).toContain('404');
    expect(doc.paths['/api/openapi.json'].get.responses['200'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/OpenApiDocument',
    });
  });

  it('takes the request bodies from the schemas that validate them, in their input form', async () => {
    const doc = await served();
    expect(doc.paths['/api/pricer/quote'].post.requestBody).toEqual({
      $ref: '#/components/requestBodies/QuoteRequest',
    });
    expect(doc.paths['/api/pricer/quotes'].post.requestBody).toEqual({
      $ref: '#/components/requestBodies/BatchRequest',
    });
    const request = doc.components.requestBodies.QuoteRequest.content['application/json'].schema;
    expect(request.required.sort()).toEqual(['credit_score', 'loan_amount', 'purchase_price', 'purpose', 'term']);
    expect(request.additionalProperties).toBe(false);
    expect(request.properties.term.enum).toEqual([10, 15, 20, 25, 30, 40]);
    expect(request.properties.credit_score).toMatchObject({ minimum: 500, maximum: 850 });
    const batch = doc.components.requestBodies.BatchRequest.content['application/json'].schema;
    expect(batch.required).toEqual(['scenarios']);
    expect(batch.properties.scenarios).toMatchObject({ minItems: 1, maxItems: 100 });
    // A scenario is any JSON value, as the route takes it (an invalid one is its own 422 result).
    expect(Object.keys(batch.properties.scenarios.items)).toEqual(['description']);
    expect(request.properties.as_of.anyOf[0].pattern).toBe(AS_OF_PATTERN.source);
  });

  it('lists the query parameters of the catalog routes from their schemas, and none elsewhere', async () => {
    const doc = await served();
    // Every operation takes X-Request-Id first (a $ref to components.parameters), then its own.
    const names = (path: string, method = 'get') =>
      doc.paths[path][method].parameters.map((p: Json) => {
        const { in: where, name } = (typeof p.$ref === 'string' ? resolve(doc, p.$ref) : p) as Json;
        return `${where}:${name}`;
      });
    const id = 'header:X-Request-Id';
    expect(names('/api/programs')).toEqual([id, 'query:as_of']);
    expect(names('/api/pricer/programs')).toEqual([id, 'query:as_of']);
    expect(names('/api/programs/{slug}/matrix')).toEqual([id, 'path:slug', 'query:as_of', 'query:lender']);
    expect(names('/api/pricer/quote', 'post')).toEqual([id]);
  });

  it('names the X-Request-Id header of every answer, whatever its status, and the sane form of a caller’s', async () => {
    const doc = await served();
    for (const [path, operations] of Object.entries(doc.paths as Record<string, Record<string, Json>>))
      for (const [method, operation] of Object.entries(operations))
        for (const [status, response] of Object.entries(operation.responses as Record<string, Json>)) {
          const answer = (typeof response.$ref === 'string' ? resolve(doc, response.$ref) : response) as Json;
          expect((answer.headers as Json)['X-Request-Id'], `${method} ${path} ${status}`).toEqual({
            $ref: '#/components/headers/RequestId',
          });
        }
    expect(doc.components.parameters.RequestId.schema.pattern).toBe('^[A-Za-z0-9._:-]{1,128}$');
    expect(doc.components.schemas.ErrorBody.required).toEqual(['message', 'request_id']);
  });
});
