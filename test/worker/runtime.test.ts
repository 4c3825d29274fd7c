import { expect, it } from 'vitest';

it('runs inside workerd, not Node', () => {
  expect(navigator.userAgent).toBe('Cloudflare-Workers');
});
