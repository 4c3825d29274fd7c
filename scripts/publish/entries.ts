/** The history keys a publication or a withdrawal adds (worker/sheets/layout.ts): each written once, never rewritten. */
import type { ListedKey } from '../../worker/sheets/history.ts';
import {
  idleKey,
  type Publication,
  publicationKey,
  type Withdrawal,
  withdrawalKey,
} from '../../worker/sheets/layout.ts';
import type { KvEntry } from './kv-port.ts';

export const publicationEntry = (lender: string, p: Publication): KvEntry => ({
  key: publicationKey(lender, p),
  value: '',
  metadata: p,
});

export const withdrawalEntry = (lender: string, w: Withdrawal): KvEntry => ({
  key: withdrawalKey(lender, w),
  value: '',
  metadata: w,
});

export const idleEntry = (lender: string, since: string): KvEntry => ({
  key: idleKey(lender),
  value: '',
  metadata: { idle_since: since },
});

/** Keys about to be written, seen as `list()` will show them. */
export const asListed = (entries: readonly KvEntry[]): ListedKey[] =>
  entries.map(({ key, metadata }) => ({ name: key, metadata }));
