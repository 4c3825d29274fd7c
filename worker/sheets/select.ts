/**
 * Which of a lender's published sheets answers, and in what status. Pure: the index and the moment
 * in, the entry out. Every answer is given at one instant, and a sheet is `expired` from its expiry
 * (the next business day's cut-off) on, when no newer sheet has taken effect by then:
 *
 * - now: the latest sheet that has taken effect and was not withdrawn, whenever the withdrawal
 *   happened (a withdrawn sheet stops answering at once, even under a pinned PRICER_NOW).
 * - as_of an instant T: the answer the service gave at T. The latest sheet that had taken effect by
 *   T and was not withdrawn by T; expired when its expiry is at or before T. A sheet withdrawn after T
 *   still answers at T (the answer shows when it was withdrawn).
 * - as_of a date: that answer at the end of the day (23:59:59 in the lender's time), or now when the
 *   day has not ended yet (then exactly the answer without as_of).
 * When a sheet was published plays no part: a sheet published after T answers at T if it had taken
 * effect by then (a late publication, or a clone publishing the committed sheets today).
 *
 * The one selection: the Worker's index (layout.ts IndexEntry), the CLI's (through the store), the
 * expiry report's and the diff's manifest entries (worker/artifact/manifest.ts, never withdrawn) all
 * pick here. The index is a lender's sheets, oldest effective first.
 */
import { parseMoment } from '../artifact/moment.ts';
import type { IndexEntry } from './layout.ts';

/** What selection reads of a sheet; an entry without `withdrawn_at` (a manifest's) was never withdrawn. */
export type Dated = {
  effective_date: string;
  effective_at: string;
  /** null: in force until a newer sheet takes effect */
  expires_at: string | null;
  withdrawn_at?: string | null;
};

export type AsOf =
  | { kind: 'now'; at: number }
  | { kind: 'instant'; at: number }
  | { kind: 'date'; date: string; now: number };

export type Status = 'in_force' | 'expired';

/** The sheet that answers and its status; the instant the answer is given at, and whether it replays the past. */
export type Selection<E extends Dated = IndexEntry> = { at: number; replay: boolean } & (
  | { entry: E; status: Status }
  | { entry: null; status: 'no_sheet' }
);

const instant = (moment: string): number => parseMoment(moment) ?? Number.NaN;

/** The last entry that took effect by `at` and was live then; a replay counts only the withdrawals made by `at`. */
function inForceAt<E extends Dated>(index: readonly E[], at: number, replay: boolean): E | null {
  let found: E | null = null;
  for (const e of index) {
    if (instant(e.effective_at) > at) continue;
    if (e.withdrawn_at != null && (!replay || instant(e.withdrawn_at) <= at)) continue;
    if (found === null || instant(e.effective_at) >= instant(found.effective_at)) found = e;
  }
  return found;
}

/**
 * A time of `date` on the lender's clock (HH:MM or HH:MM:SS), read with the UTC offset of its last
 * sheet effective by then (UTC before its first); NaN when not a moment. On the day a DST change
 * happens (a Sunday, when no lender publishes) that offset can be an hour off; it matters only for
 * a sheet taking effect within that hour.
 */
export function lenderInstant(index: readonly Dated[], date: string, time: string): number {
  const last = index.filter((e) => e.effective_date <= date).at(-1);
  return instant(`${date}T${time}${last ? last.effective_at.slice(19) : 'Z'}`);
}

/** The instant an answer is given at, and whether it replays the past (withdrawals count from their time on). */
function answeredAt(index: readonly Dated[], when: AsOf): { at: number; replay: boolean } {
  if (when.kind !== 'date') return { at: when.at, replay: when.kind === 'instant' };
  const end = lenderInstant(index, when.date, '23:59:59');
  return end < when.now ? { at: end, replay: true } : { at: when.now, replay: false };
}

/** A sheet answering at `at` has expired from its expiry moment on (one in force until replaced never). */
export const statusAt = (entry: Dated, at: number): Status =>
  entry.expires_at !== null && at >= instant(entry.expires_at) ? 'expired' : 'in_force';

export function select<E extends Dated>(index: readonly E[], when: AsOf): Selection<E> {
  const { at, replay } = answeredAt(index, when);
  const entry = inForceAt(index, at, replay);
  return entry === null
    ? { entry: null, status: 'no_sheet', at, replay }
    : { entry, status: statusAt(entry, at), at, replay };
}
