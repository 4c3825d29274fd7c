/**
 * The layout before per-sheet keys: one mutable JSON value per lender, `index:<lender>`, holding
 * every published sheet and its withdrawal. A namespace written by an older publisher holds one;
 * the Worker no longer reads it. Whoever publishes or withdraws first carries its sheets and
 * withdrawals over into history keys (a withdrawal must not be lost in the move), so moving a
 * deployed namespace is `npm run publish -- --remote`, then `wrangler deploy`. Delete this file (and
 * the `index:*` keys) once every namespace has moved.
 */
import { z } from 'zod';
import { IsoDate, Moment } from '../../worker/artifact/format.ts';
import { type History, KeyError } from '../../worker/sheets/history.ts';
import { publicationEntry, withdrawalEntry } from './entries.ts';
import type { KvEntry, KvPort } from './kv-port.ts';

const LegacyIndex = z
  .object({
    lender_slug: z.string(),
    sheets: z.array(
      z
        .object({
          sha256: z.string().regex(/^[0-9a-f]{64}$/),
          effective_date: IsoDate,
          effective_at: Moment,
          reprice: z.number().int().nonnegative(),
          expires_at: Moment,
          withdrawn_at: z.nullable(Moment),
        })
        .strict(),
    ),
  })
  .strict();

/** Before any real publication: a sheet published again with the new layout wins over the imported one. */
const IMPORTED_AT = '1970-01-01T00:00:00+00:00';

/** The keys `index:<lender>` holds that `history` lacks; [] without one. Throws naming it when it cannot be read. */
export async function legacyImport(kv: KvPort, lender: string, history: History): Promise<KvEntry[]> {
  const key = `index:${lender}`;
  const text = await kv.getText(key);
  if (text === null) return [];
  let parsed: z.ZodSafeParseResult<z.infer<typeof LegacyIndex>>;
  try {
    parsed = LegacyIndex.safeParse(JSON.parse(text));
  } catch {
    throw new KeyError(key, 'not JSON');
  }
  if (!parsed.success) throw new KeyError(key, `malformed: ${parsed.error.issues[0]?.message}`);
  if (parsed.data.lender_slug !== lender) throw new KeyError(key, `holds the index of ${parsed.data.lender_slug}`);
  return parsed.data.sheets.flatMap(({ withdrawn_at, ...sheet }) => {
    const known = history.sheets.find((e) => e.effective_at === sheet.effective_at);
    return [
      ...(known ? [] : [publicationEntry(lender, { ...sheet, published_at: IMPORTED_AT })]),
      ...(withdrawn_at && !known?.withdrawn_at
        ? [withdrawalEntry(lender, { effective_at: sheet.effective_at, withdrawn_at })]
        : []),
    ];
  });
}
