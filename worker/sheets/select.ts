/**
 * Which of a lender's published sheets answers, and in what status. Pure: the index and the moment
 * in, the entry out.
 *
 * - now: the latest sheet that has taken effect and was not withdrawn (whenever the withdrawal
 *   happened: a withdrawn sheet stops answering at once, even under a pinned PRICER_NOW); `expired`
 *   from its expiry (the next business day's cut-off) on, when no newer sheet has taken effect.
 * - as_of an instant: the sheet in force at that instant, as it was then: a sheet withdrawn later
 *   still answers (marked), one withdrawn by then does not. A replay never expires.
 * - as_of a date: the last sheet in force that day, i.e. the instant replay at the day's end in the
 *   lender's time, or at `now` when the day is today (a sheet published ahead is not quoted early).
 */
import { parseMoment } from '../artifact/moment.ts';
import type { IndexEntry } from './layout.ts';

export type AsOf =
  | { kind: 'now'; at: number }
  | { kind: 'instant'; at: number }
  | { kind: 'date'; date: string; now: number };

export type Status = 'in_force' | 'expired';

export type Selection = { entry: IndexEntry; status: Status } | { entry: null; status: 'no_sheet' };

const instant = (moment: string): number => parseMoment(moment) ?? Number.NaN;

/** The last entry that took effect by `at` and was live then; `replay` counts one withdrawn after `at`. */
function inForceAt(index: readonly IndexEntry[], at: number, replay: boolean): IndexEntry | null {
  let found: IndexEntry | null = null;
  for (const e of index) {
    if (instant(e.effective_at) > at) continue;
    if (e.withdrawn_at !== null && (!replay || instant(e.withdrawn_at) <= at)) continue;
    if (found === null || instant(e.effective_at) >= instant(found.effective_at)) found = e;
  }
  return found;
}

/**
 * The last second of `date` in the lender's time, read with the UTC offset of its last sheet
 * effective by then. On the day a DST change happens (a Sunday, when no lender publishes) that
 * offset can be an hour off; it matters only for a sheet taking effect in that day's last hour.
 */
function endOfDay(index: readonly IndexEntry[], date: string): number {
  const last = index.filter((e) => e.effective_date <= date).at(-1);
  return instant(`${date}T23:59:59${last ? last.effective_at.slice(19) : 'Z'}`);
}

/** A sheet answering "now" has expired from its expiry moment on; a replay never expires. */
export const statusOf = (entry: IndexEntry, when: AsOf): Status =>
  when.kind === 'now' && when.at >= instant(entry.expires_at) ? 'expired' : 'in_force';

export function select(index: readonly IndexEntry[], when: AsOf): Selection {
  const entry =
    when.kind === 'now'
      ? inForceAt(index, when.at, false)
      : inForceAt(index, when.kind === 'instant' ? when.at : Math.min(endOfDay(index, when.date), when.now), true);
  return entry === null ? { entry: null, status: 'no_sheet' } : { entry, status: statusOf(entry, when) };
}
