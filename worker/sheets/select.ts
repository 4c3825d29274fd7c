/**
 * Which of a lender's published sheets answers, and in what status. Pure: the index and the moment
 * in, the entry out.
 *
 * - now: the latest sheet that has taken effect and was not withdrawn; `expired` once its expiry
 *   (the next business day's cut-off) has passed with no newer sheet.
 * - as_of an instant: the sheet in force at that instant, as it was then: a sheet withdrawn later
 *   still answers (marked), one withdrawn before does not. A replay never expires.
 * - as_of a date: the last sheet in force that day, i.e. at the day's end in the lender's time.
 */
import { parseMoment } from '../artifact/moment.ts';
import type { IndexEntry } from './layout.ts';

export type AsOf = { kind: 'now'; at: number } | { kind: 'instant'; at: number } | { kind: 'date'; date: string };

export type Selection = { entry: IndexEntry; status: 'in_force' | 'expired' } | { entry: null; status: 'no_sheet' };

const instant = (moment: string): number => parseMoment(moment) ?? Number.NaN;

/** The last entry that took effect by `at` and was live then; `live` says whether a withdrawn one counts. */
function inForceAt(index: readonly IndexEntry[], at: number, replay: boolean): IndexEntry | null {
  let found: IndexEntry | null = null;
  for (const e of index) {
    if (instant(e.effective_at) > at) continue;
    if (e.withdrawn_at !== null && (!replay || instant(e.withdrawn_at) <= at)) continue;
    if (found === null || instant(e.effective_at) >= instant(found.effective_at)) found = e;
  }
  return found;
}

/** The end of `date` in the lender's time: the UTC offset of its last sheet effective by then. */
function endOfDay(index: readonly IndexEntry[], date: string): number {
  const last = index.filter((e) => e.effective_date <= date).at(-1);
  const offset = last ? last.effective_at.slice(19) : 'Z';
  return instant(`${date}T23:59:59${offset}`);
}

export function select(index: readonly IndexEntry[], when: AsOf): Selection {
  const entry =
    when.kind === 'now'
      ? inForceAt(index, when.at, false)
      : inForceAt(index, when.kind === 'instant' ? when.at : endOfDay(index, when.date), true);
  if (entry === null) return { entry: null, status: 'no_sheet' };
  const expired = when.kind === 'now' && when.at >= instant(entry.expires_at);
  return { entry, status: expired ? 'expired' : 'in_force' };
}
