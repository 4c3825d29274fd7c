/**
 * `npm run publish -- --withdraw`: a lender's sheet, or every sheet of a day, stops answering "now"
 * in each isolate as soon as it lists the lender's history again (the previous sheet answers again,
 * or the lender's sheet is expired); replays of a moment before the withdrawal still see it. It adds
 * one withdrawal key per sheet (worker/sheets/layout.ts) and rewrites nothing, so it cannot undo or
 * be undone by a publication running at the same time; then a snapshot of what is in force (snapshot.ts).
 */
import { parseMoment } from '../../worker/artifact/moment.ts';
import type { IndexEntry } from '../../worker/sheets/layout.ts';
import { ROSTER } from '../../worker/sheets/roster.ts';
import { withdrawalEntry } from './entries.ts';
import { readHistory } from './history.ts';
import type { KvPort } from './kv-port.ts';
import { snapshot } from './snapshot.ts';

const instant = (moment: string) => parseMoment(moment) ?? Number.NaN;

/** Withdraws `lender`'s sheet of moment `target` (or every sheet of the date `target`) as of `at`. */
export async function withdraw(
  kv: KvPort,
  lender: string,
  target: string,
  at: string,
  roster: readonly string[] = ROSTER,
): Promise<{ withdrawn: IndexEntry[]; writes: string[]; sheets: IndexEntry[] }> {
  const { history, pending } = await readHistory(kv, lender);
  const moment = parseMoment(target);
  const matches = (e: IndexEntry) =>
    moment === null ? e.effective_date === target : instant(e.effective_at) === moment;
  if (!history.sheets.some(matches)) {
    const known = history.sheets.map((e) => e.effective_at).join(', ') || 'none';
    throw new Error(`no published ${lender} sheet at ${target}; published: ${known}`);
  }
  const withdrawn = history.sheets.filter((e) => matches(e) && e.withdrawn_at === null);
  const entries = [
    ...pending,
    ...withdrawn.map((e) => withdrawalEntry(lender, { effective_at: e.effective_at, withdrawn_at: at })),
  ];
  await kv.put(entries);
  // The snapshot's moment is the withdrawal's, so that a newer one is always written after it.
  const snapshotted = await snapshot(kv, roster, instant(at));
  const sheets = history.sheets.map((e) => (withdrawn.includes(e) ? { ...e, withdrawn_at: at } : e));
  return { withdrawn, writes: [...entries.map((e) => e.key), ...snapshotted], sheets };
}
