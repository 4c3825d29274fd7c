import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import worker from '../../worker/http/index.ts';
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
    expect(body).toEqual({ message: expect.any(String) });
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
        expect(await response.json()).toEqual({ message: expect.stringContaining('not configured') });
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
