import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { send } from './requests.ts';

const TOKEN = env.INTERNAL_TOKEN!;

/**
 * The token is accepted exactly: one character changed, added or removed, another case, or whitespace
 * inside it is a 401. What HTTP itself treats as the same credentials is accepted: the
 * scheme in any case, one or more spaces after it (RFC 6750: "Bearer" 1*SP token) and spaces after the
 * token (header values are trimmed).
 */
describe('the bearer token, exactly', () => {
  const status = async (authorization: string) =>
    (await send('/api/auth/test', { headers: { Authorization: authorization } })).status;
  const other = (c: string) => (c === 'x' ? 'y' : 'x');
  const positions = [...TOKEN].map((_, i) => i);

  it('accepts the exact token (200) and the same credentials spelled as HTTP allows', async () => {
    const response = await send('/api/auth/test', { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect([response.status, await response.json()]).toEqual([200, { ok: true, message: 'token accepted' }]);
    for (const same of [`bearer ${TOKEN}`, `BEARER ${TOKEN}`, `Bearer  ${TOKEN}`, `Bearer ${TOKEN} `])
      expect(await status(same), JSON.stringify(same)).toBe(200);
  });

  it('refuses the token with any one character changed', async () => {
    for (const i of positions) {
      const changed = TOKEN.slice(0, i) + other(TOKEN[i]!) + TOKEN.slice(i + 1);
      expect(await status(`Bearer ${changed}`), changed).toBe(401);
    }
  });

  it('refuses the token with a character added at either end or inside', async () => {
    for (const added of [`${TOKEN}x`, `${TOKEN}${TOKEN.at(-1)}`, `x${TOKEN}`, `${TOKEN.slice(0, 5)}x${TOKEN.slice(5)}`])
      expect(await status(`Bearer ${added}`), added).toBe(401);
  });

  it('refuses the token with any one character removed, and the empty token', async () => {
    for (const i of positions) {
      const removed = TOKEN.slice(0, i) + TOKEN.slice(i + 1);
      expect(await status(`Bearer ${removed}`), removed).toBe(401);
    }
    expect(await status('Bearer ')).toBe(401);
  });

  it('refuses the token in another case', async () => {
    const flipped = positions
      .filter((i) => TOKEN[i]!.toUpperCase() !== TOKEN[i]!.toLowerCase())
      .map((i) => TOKEN.slice(0, i) + TOKEN[i]!.toUpperCase() + TOKEN.slice(i + 1));
    expect(flipped.length).toBeGreaterThan(0);
    for (const variant of [TOKEN.toUpperCase(), ...flipped])
      expect(await status(`Bearer ${variant}`), variant).toBe(401);
  });

  it('refuses whitespace inside the token or in place of the separating space', async () => {
    const middle = Math.floor(TOKEN.length / 2);
    for (const variant of [
      `Bearer ${TOKEN.slice(0, middle)} ${TOKEN.slice(middle)}`, // a space inside
      `Bearer ${TOKEN.slice(0, middle)}\t${TOKEN.slice(middle)}`, // a tab inside
      `Bearer \t${TOKEN}`, // a tab before the token
      `Bearer\t${TOKEN}`, // a tab instead of the space
      `Bearer${TOKEN}`, // no space at all
      `Bearer ${TOKEN} ${TOKEN}`, // the token twice
    ])
      expect(await status(variant), JSON.stringify(variant)).toBe(401);
  });
});
