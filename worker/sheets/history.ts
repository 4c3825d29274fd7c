/**
 * A lender's published history, derived from its KV keys (layout.ts): the Worker (store.ts) and the
 * publisher (scripts/publish) read it the same way. Pure: the listed keys in, the index out.
 */

import { fastParse, type Parsed } from '../artifact/check.ts';
import { parseMoment } from '../artifact/moment.ts';
import {
  historyPrefix,
  Idle,
  type IndexEntry,
  idleKey,
  Publication,
  publicationKey,
  Withdrawal,
  withdrawalKey,
} from './layout.ts';

/** A key as `list()` returns it. */
export interface ListedKey {
  name: string;
  metadata?: unknown;
}

export interface History {
  /** Every published moment, oldest first, each with its winning publication and its earliest withdrawal. */
  sheets: IndexEntry[];
  /** An idle key is listed (`publish --idle`): without a sheet, the lender is answered as no_sheet, not as a fault. */
  idle: boolean;
}

/** A problem with one key (or a prefix), named in the message so a 503 or a refusal says what to look at. */
export class KeyError extends Error {
  constructor(key: string, problem: string) {
    super(`${key}: ${problem}`);
  }
}

const instant = (moment: string) => parseMoment(moment) ?? Number.NaN;

const parsers = { Publication: fastParse(Publication), Withdrawal: fastParse(Withdrawal), Idle: fastParse(Idle) };

/** `metadata` read by `parse`, and checked to be what `key` says (its moment, time, sha256). */
function metadataOf<T>(
  parse: (value: unknown) => Parsed<T>,
  name: string,
  metadata: unknown,
  keyOf: (value: T) => string,
): T {
  const parsed = parse(metadata ?? null);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new KeyError(name, `malformed metadata: ${issue?.path.join('.') || '(root)'}: ${issue?.message}`);
  }
  const expected = keyOf(parsed.data);
  if (expected !== name) throw new KeyError(name, `its metadata is that of ${expected}`);
  return parsed.data;
}

/** Of two publications of one moment, the one that answers: the newest, on equal seconds the greater sha256. */
const newer = (a: Publication, b: Publication) =>
  instant(a.published_at) - instant(b.published_at) || (a.sha256 > b.sha256 ? 1 : -1);

/** Throws a KeyError naming the first key that is not what the layout writes. */
export function historyOf(lender: string, keys: readonly ListedKey[]): History {
  const prefix = historyPrefix(lender);
  const published = new Map<number, Publication>();
  const withdrawn = new Map<number, string>();
  let idle = false;
  for (const { name, metadata } of keys) {
    const kind = name.startsWith(prefix) ? name.slice(prefix.length).split(':', 1)[0] : undefined;
    if (kind === 'sheet') {
      const p = metadataOf(parsers.Publication, name, metadata, (m) => publicationKey(lender, m));
      const at = instant(p.effective_at);
      const seen = published.get(at);
      if (!seen || newer(p, seen) > 0) published.set(at, p);
    } else if (kind === 'withdrawal') {
      const w = metadataOf(parsers.Withdrawal, name, metadata, (m) => withdrawalKey(lender, m));
      const at = instant(w.effective_at);
      const seen = withdrawn.get(at);
      if (!seen || instant(w.withdrawn_at) < instant(seen)) withdrawn.set(at, w.withdrawn_at);
    } else if (kind === 'idle') {
      metadataOf(parsers.Idle, name, metadata, () => idleKey(lender));
      idle = true;
    } else throw new KeyError(name, `not a key of the layout of ${prefix}* (worker/sheets/layout.ts)`);
  }
  const sheets = [...published]
    .sort(([a], [b]) => a - b)
    .map(([at, { published_at: _, ...sheet }]) => ({ ...sheet, withdrawn_at: withdrawn.get(at) ?? null }));
  return { sheets, idle };
}
