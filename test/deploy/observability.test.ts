/**
 * Workers Logs keeps the request log (docs/operations.md › The request log): wrangler.toml, as wrangler
 * itself reads it, enables observability and logs every request, none sampled away.
 */
import { expect, it } from 'vitest';
import { unstable_readConfig } from 'wrangler';

it('wrangler.toml enables Workers Logs for every request (head_sampling_rate 1)', () => {
  const config = unstable_readConfig({ config: 'wrangler.toml' });
  expect(config.observability).toEqual({ enabled: true, head_sampling_rate: 1 });
});
