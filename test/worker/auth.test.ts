import { createExecutionContext, reset, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../worker/http/app.ts';
import type { Env } from '../../worker/http/env.ts';
import worker from '../../worker/http/index.ts';
import { publish } from './kv-fixtures.ts';
import { authorized, send, VALID_QUOTE } from './requests.ts';

const TOKEN = env.INTERNAL_TOKEN!;

describe('bearer token', () => {
  it('is configured for the tests through the wrangler.toml bindings', () => {
    expect(TOKEN).toBeTruthy();
  });

  it.each([
    ['missing', {}],
    ['empty', { Authorization: 'Bearer ' }],
    ['of another scheme', { Authorization: `Basic ${btoa(`user:${TOKEN}`)}` }],
    ['wrong', authorized('not-the-token')],
    ['a prefix of the right one', authorized(TOKEN.slice(0, -1))],
    ['the right one plus a suffix', authorized(`${TOKEN}x`)],
  ])('answers 401 JSON when the token is %s', async (_, headers) => {
    const response = await send('/api/auth/test', { headers });
    expect(response.status).toBe(401);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(response.headers.get('WWW-Authenticate')).toBe('Bearer');
    const body = await response.json();
    expect(body).toEqual({ message: expect.any(String), request_id: expect.any(String) });
    expect(JSON.stringify(body)).not.toContain(TOKEN);
  });

  it('accepts the right token, whatever the case of the scheme', async () => {
    for (const scheme of ['Bearer', 'bearer']) {
      const response = await send('/api/auth/test', { headers: { Authorization: `${scheme} ${TOKEN}` } });
      expect(response.status).toBe(200);
    }
  });

  it('runs before the body is read: an unauthenticated bad body gets 401, not 400, 413 or 422', async () => {
    for (const body of ['{not json', 'x'.repeat(100 * 1024), { term: 11 }]) {
      expect((await send('/api/pricer/quote', { body, headers: {} })).status).toBe(401);
    }
  });

  it('guards unknown routes too', async () => {
    expect((await send('/api/nope', { headers: {} })).status).toBe(401);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
  ])('answers 503 on every route when the INTERNAL_TOKEN secret is %s, whatever the token', async (_, secret) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const path of ['/api/auth/test', '/api/pricer/quote', '/api/nope']) {
      for (const headers of [authorized(), authorized(''), {}]) {
        const response = await send(path, { body: VALID_QUOTE, headers, bindings: { INTERNAL_TOKEN: secret } });
        expect(response.status).toBe(503);
        expect(await response.json()).toEqual({
          message: expect.stringContaining('not configured'),
          request_id: expect.any(String),
        });
      }
    }
    errors.mockRestore();
  });

  it('sends no CORS headers: the service is server-to-server only', async () => {
    const response = await send('/api/auth/test', { headers: { ...authorized(), Origin: 'https://example.com' } });
    expect([...response.headers.keys()].filter((h) => h.startsWith('access-control-'))).toEqual([]);
  });
});

describe('POST /api/auth/test', () => {
  it('confirms the token without echoing any secret, through the Worker entry', async () => {
    const request = new Request('https://pricer.test/api/auth/test', { method: 'POST', headers: authorized() });
    const ctx = createExecutionContext();
    const response = await worker.fetch(request, env, ctx);
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ ok: true, message: 'token accepted' });
    expect(text).not.toContain(TOKEN);
  });
});

/**
 * The whole route table, read from the app itself (so routes added later are covered without
 * editing this file), plus unknown paths, with every method: nothing answers without the token.
 */
describe('route table', () => {
  const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
  const ROUTES = createApp().routes.filter((r) => r.path !== '/*' && r.path !== '*');
  const concrete = (path: string) => path.replace(/:\w+(\{[^}]*\})?/g, 'dscr').replace(/\*/g, 'x');
  const KNOWN = [...new Set(ROUTES.map((r) => concrete(r.path)))];
  const UNKNOWN = [
    '/',
    '/api',
    '/api/',
    '/api/nope',
    '/API/PRICER/QUOTE',
    '/api/pricer/quote/',
    '//api/auth/test',
    '/api/auth/test/x',
    '/api/pricer/quote/../../api/auth/test',
    '/api/%2e%2e/auth/test',
    '/api/programs/x/y/matrix',
    '/favicon.ico',
    '/.well-known/security.txt',
    '/api/pricer/quote?debug=1',
    `/api/${TOKEN}`,
    `/api/auth/test?access_token=${TOKEN}`,
  ];
  /** Ways of not sending the token in the Authorization header, including sending it elsewhere. */
  const UNAUTHENTICATED: [string, Record<string, string>][] = [
    ['no credentials', {}],
    ['a wrong token', authorized('wrong-token')],
    ['the scheme alone', { Authorization: 'Bearer' }],
    ['the token without a scheme', { Authorization: TOKEN }],
    ['the token in a cookie', { Cookie: `token=${TOKEN}; access_token=${TOKEN}` }],
    ['the token in an API-key header', { 'X-Api-Key': TOKEN, 'X-Internal-Token': TOKEN }],
  ];
  const preflight = {
    Origin: 'https://evil.example',
    'Access-Control-Request-Method': 'POST',
    'Access-Control-Request-Headers': 'authorization, content-type',
  };

  // Authorized calls reach the handlers, which read the sheets.
  // The files of a worker share KV (isolate: false): another may have left a sheet unreadable. Start clean.
  beforeAll(async () => {
    await reset();
    await publish(env.PRICER_KV);
  });

  let requests = 0;
  async function call(method: string, path: string, headers: Record<string, string>, bindings: Partial<Env> = {}) {
    requests++;
    const body = method === 'GET' || method === 'HEAD' ? undefined : JSON.stringify(VALID_QUOTE);
    const response = await createApp().request(
      path,
      { method, headers: { 'Content-Type': 'application/json', ...headers }, body },
      { ...env, ...bindings },
    );
    return { response, text: await response.text() };
  }

  /** No response of any kind carries the token, in its body or in any header. */
  function expectNoToken({ response, text }: { response: Response; text: string }, where: string) {
    expect(text, where).not.toContain(TOKEN);
    for (const [name, value] of response.headers) expect(`${name}: ${value}`, where).not.toContain(TOKEN);
  }

  function expectNoCors(response: Response, where: string) {
    expect(
      [...response.headers.keys()].filter((h) => h.startsWith('access-control-')),
      where,
    ).toEqual([]);
  }

  it('reads the routes from the app: the quote and auth-test routes at least', () => {
    expect(KNOWN).toEqual(expect.arrayContaining(['/api/pricer/quote', '/api/auth/test']));
  });

  it('answers 401, with one body whatever the route, to every method on every path without the token', async () => {
    const bodies = new Set<string>();
    const before = requests;
    for (const path of [...KNOWN, ...UNKNOWN])
      for (const method of METHODS)
        for (const [how, headers] of UNAUTHENTICATED) {
          const sent = await call(method, path, { ...headers, ...(method === 'OPTIONS' ? preflight : {}) });
          const where = `${method} ${path} with ${how}`;
          expect(sent.response.status, where).toBe(401);
          expect(sent.response.headers.get('WWW-Authenticate'), where).toBe('Bearer');
          expectNoCors(sent.response, where);
          expectNoToken(sent, where);
          if (method !== 'HEAD') {
            expect(sent.response.headers.get('Content-Type'), where).toMatch(/^application\/json/);
            expect(JSON.parse(sent.text), where).toEqual({
              message: expect.any(String),
              request_id: expect.any(String),
            });
            // the same body but for its request id
            bodies.add(JSON.parse(sent.text).message);
          }
        }
    // Only "missing" and "invalid" token messages: nothing tells a known route from an unknown one.
    expect(bodies.size).toBeLessThanOrEqual(2);
    // every (path, method, way of not sending the token) combination was sent, none skipped
    expect(requests - before).toBe((KNOWN.length + UNKNOWN.length) * METHODS.length * UNAUTHENTICATED.length);
  });

  it('sends no CORS headers and never the token on authorized calls either, preflights included', async () => {
    for (const path of [...KNOWN, ...UNKNOWN.filter((p) => !p.includes(TOKEN))])
      for (const method of METHODS) {
        const sent = await call(method, path, { ...authorized(), ...preflight });
        const where = `${method} ${path} authorized`;
        expect(sent.response.status, where).toBeLessThan(500);
        expectNoCors(sent.response, where);
        expectNoToken(sent, where);
        // No preflight answer: a known path answers OPTIONS like any method it does not take (405 with
        // Allow), an unknown path with 404; neither carries CORS headers (checked above).
        if (method === 'OPTIONS') {
          const known = KNOWN.includes(path.split('?')[0]!);
          expect(sent.response.status, `${where}: no preflight answer`).toBe(known ? 405 : 404);
          if (known) expect(sent.response.headers.get('Allow'), where).toMatch(/^(GET, HEAD|POST)$/);
        }
      }
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
  ])('answers 503 "not configured" to every method on every path when INTERNAL_TOKEN is %s', async (_, secret) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const path of [...KNOWN, ...UNKNOWN])
      for (const method of METHODS)
        for (const [how, headers] of [
          ['the test token', authorized()],
          ['an empty token', authorized('')],
          ...UNAUTHENTICATED.slice(0, 2),
        ] as const) {
          const sent = await call(method, path, headers, { INTERNAL_TOKEN: secret });
          const where = `${method} ${path} with ${how}`;
          expect(sent.response.status, where).toBe(503);
          expectNoCors(sent.response, where);
          expectNoToken(sent, where);
          if (method !== 'HEAD')
            expect(JSON.parse(sent.text), where).toEqual({
              message: expect.stringContaining('not configured'),
              request_id: expect.any(String),
            });
        }
    errors.mockRestore();
  });

  it('lets the exact token through to the handler of every route of the table', async () => {
    // The other side of the 401 sweep: with the token, no route answers 401 (nor 503), so the sweep's
    // 401s come from the missing token and not from routes that refuse everyone.
    for (const route of ROUTES) {
      const sent = await call(route.method === 'ALL' ? 'GET' : route.method, concrete(route.path), authorized());
      const where = `${route.method} ${route.path}`;
      expect(sent.response.status, where).not.toBe(401);
      expect(sent.response.status, where).toBeLessThan(500);
      expect(sent.response.headers.get('WWW-Authenticate'), where).toBeNull();
    }
  });
});
