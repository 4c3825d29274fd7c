/**
 * Local PRICER_KV (what `npm start` serves) as a real binding in this Node process, through
 * wrangler's platform proxy: one workerd for the whole publication instead of a wrangler process
 * per key. The state lives where `wrangler dev` keeps it (.wrangler/state/v3, or <persist-to>/v3).
 */
import { join } from 'node:path';
import type { KvNamespace } from '../../worker/sheets/kv.ts';
import { PROJECT_ROOT } from '../wrangler.ts';
import { bindingPort, type KvPort } from './kv-port.ts';

export async function localKv(persistTo?: string): Promise<{ kv: KvPort; dispose: () => Promise<void> }> {
  // wrangler would otherwise note on every start which secrets it found; publishing needs none.
  process.env.WRANGLER_LOG ??= 'error';
  process.env.WRANGLER_SEND_METRICS = 'false';
  const { getPlatformProxy } = await import('wrangler');
  const proxy = await getPlatformProxy<{ PRICER_KV: KvNamespace }>({
    configPath: join(PROJECT_ROOT, 'wrangler.toml'),
    persist: persistTo ? { path: join(persistTo, 'v3') } : true,
  });
  return { kv: bindingPort(proxy.env.PRICER_KV), dispose: () => proxy.dispose() };
}
