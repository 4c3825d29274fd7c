/**
 * The publisher's side of a lender's history (worker/sheets/layout.ts): what is in KV, read the way
 * the Worker reads it (worker/sheets/history.ts).
 */
import { type History, historyOf } from '../../worker/sheets/history.ts';
import { historyPrefix } from '../../worker/sheets/layout.ts';
import { asListed } from './entries.ts';
import type { KvEntry, KvPort } from './kv-port.ts';
import { legacyImport } from './legacy-index.ts';

/**
 * The lender's history as it will be once `pending` is written: the keys in KV, plus those the
 * pre-history `index:<lender>` holds that KV does not have yet (written first by whoever reads it).
 * Throws naming a key that is not what the layout writes.
 */
export async function readHistory(kv: KvPort, lender: string): Promise<{ history: History; pending: KvEntry[] }> {
  const listed = await kv.list(historyPrefix(lender));
  const pending = await legacyImport(kv, lender, historyOf(lender, listed));
  return { history: historyOf(lender, [...listed, ...asListed(pending)]), pending };
}
