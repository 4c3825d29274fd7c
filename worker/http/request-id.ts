/**
 * The id of a request (request-log.ts): the caller's X-Request-Id when it is sane, 1 to 128
 * characters of A-Z a-z 0-9 . _ : - (a UUID, a ULID, a trace id), and not the bearer token itself
 * (a caller that puts its token there by mistake must not see it logged). Anything else is replaced
 * by a fresh UUID: never echoed, never logged. Node-safe: the OpenAPI document states the pattern.
 */
import { SANE_REQUEST_ID } from '../contract/limits.ts';

/** The caller's id when sane and not the token (`isToken`, a constant-time comparison), else a new one. */
export async function requestIdOf(
  sent: string | undefined,
  isToken: (id: string) => Promise<boolean>,
): Promise<string> {
  if (sent === undefined || !SANE_REQUEST_ID.test(sent) || (await isToken(sent))) return crypto.randomUUID();
  return sent;
}
