/**
 * Bearer-token authentication (docs/security.md): one shared secret, INTERNAL_TOKEN, on every route.
 *
 * Mounted before everything else, so an unauthenticated caller learns nothing about routes or
 * request validation and no body is read for it. The token is never logged or echoed.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './env.ts';
import { errorResponse } from './errors.ts';

const BEARER = /^Bearer +(\S+) *$/i;

export const requireBearerToken: MiddlewareHandler<AppEnv> = async (c, next) => {
  const expected = c.env.INTERNAL_TOKEN;
  if (!expected) {
    // Fail closed: without a configured secret no token can be right, not even an empty one.
    console.error(
      JSON.stringify({
        event: 'not_configured',
        request_id: c.var.requestId,
        message: 'INTERNAL_TOKEN secret is missing or empty; refusing every request',
      }),
    );
    return errorResponse(c, 503, 'service not configured: authentication is unavailable', undefined, 'not_configured');
  }
  const presented = BEARER.exec(c.req.header('Authorization') ?? '')?.[1];
  if (presented === undefined) return unauthorized(c, 'missing bearer token: send Authorization: Bearer <token>');
  if (!(await sameSecret(presented, expected))) return unauthorized(c, 'invalid bearer token');
  await next();
};

function unauthorized(c: Context<AppEnv>, message: string): Response {
  c.header('WWW-Authenticate', 'Bearer');
  return errorResponse(c, 401, message);
}

/**
 * Constant-time comparison. timingSafeEqual needs equal lengths, and comparing lengths first would
 * leak the secret's length, so both sides are hashed to 32 bytes and the digests compared.
 */
export async function sameSecret(presented: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all([sha256(presented), expectedDigest(expected)]);
  return crypto.subtle.timingSafeEqual(a, b);
}

/** The secret's digest, computed once per isolate (again only if the secret is rotated). */
let expectedCache: { secret: string; digest: Promise<ArrayBuffer> } | undefined;
function expectedDigest(secret: string): Promise<ArrayBuffer> {
  if (expectedCache?.secret !== secret) expectedCache = { secret, digest: sha256(secret) };
  return expectedCache.digest;
}

function sha256(text: string): Promise<ArrayBuffer> {
  return crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
}
