/**
 * Business days and lenders' local times, for a sheet's effective moment and expiry (sheets/README.md
 * §1): lenders publish Monday to Friday except US federal holidays, and a sheet expires at the next
 * business day's cut-off in the lender's own time zone, daylight saving time as in force that day.
 *
 * Holidays are computed by rule (5 U.S.C. 6103), not listed: a fixed-date holiday on a Saturday is
 * observed the Friday before, on a Sunday the Monday after.
 */

/** A calendar date as YYYY-MM-DD, read and written in UTC so no local zone leaks in. */
const toDate = (d: Date) => d.toISOString().slice(0, 10);
const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d));

/** The `n`th `weekday` (0 = Sunday) of a month; n = -1 is the last. */
function nthWeekday(y: number, m: number, weekday: number, n: number): Date {
  if (n > 0) {
    const first = utc(y, m, 1);
    return utc(y, m, 1 + ((weekday - first.getUTCDay() + 7) % 7) + (n - 1) * 7);
  }
  const last = utc(y, m + 1, 0);
  return utc(y, m, last.getUTCDate() - ((last.getUTCDay() - weekday + 7) % 7));
}

/** Saturday -> the Friday before, Sunday -> the Monday after. */
function observed(d: Date): Date {
  const shift = d.getUTCDay() === 6 ? -1 : d.getUTCDay() === 0 ? 1 : 0;
  return new Date(d.getTime() + shift * 86_400_000);
}

/** The observed dates of the US federal holidays of `year` (Juneteenth from 2021). */
export function federalHolidays(year: number): string[] {
  const fixed = (m: number, d: number) => observed(utc(year, m, d));
  const days = [
    fixed(1, 1), // New Year's Day
    nthWeekday(year, 1, 1, 3), // Martin Luther King Jr. Day
    nthWeekday(year, 2, 1, 3), // Washington's Birthday
    nthWeekday(year, 5, 1, -1), // Memorial Day
    ...(year >= 2021 ? [fixed(6, 19)] : []), // Juneteenth
    fixed(7, 4), // Independence Day
    nthWeekday(year, 9, 1, 1), // Labor Day
    nthWeekday(year, 10, 1, 2), // Columbus Day
    fixed(11, 11), // Veterans Day
    nthWeekday(year, 11, 4, 4), // Thanksgiving Day
    fixed(12, 25), // Christmas Day
  ];
  // Next year's New Year's Day, observed on this year's December 31 when it falls on a Saturday.
  const nextNewYear = observed(utc(year + 1, 1, 1));
  if (nextNewYear.getUTCFullYear() === year) days.push(nextNewYear);
  return days.map(toDate).filter((d) => d.startsWith(String(year)));
}

export function isBusinessDay(date: string): boolean {
  const d = new Date(`${date}T00:00:00Z`);
  const weekday = d.getUTCDay();
  return weekday !== 0 && weekday !== 6 && !federalHolidays(d.getUTCFullYear()).includes(date);
}

/** The first business day after `date`. */
export function nextBusinessDay(date: string): string {
  let d = new Date(`${date}T00:00:00Z`);
  do d = new Date(d.getTime() + 86_400_000);
  while (!isBusinessDay(toDate(d)));
  return toDate(d);
}

/** The UTC offset of `zone` at an instant, in minutes (e.g. -480 for PST). */
function offsetAt(zone: string, instant: number): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((p) => p.type === 'timeZoneName')!.value; // "GMT-08:00", or "GMT" at zero
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The UTC offset of `zone` in force at a local wall-clock time, in minutes. */
function localOffset(zone: string, date: string, hour: number, minute: number): number {
  const wall = Date.parse(`${date}T${pad(hour)}:${pad(minute)}:00Z`);
  // The offset at the wall time read as UTC is right unless a DST change lies between the two; a second pass settles it.
  const offset = offsetAt(zone, wall);
  return offsetAt(zone, wall - offset * 60_000);
}

/**
 * Whether daylight saving time is in force in `zone` at a local wall-clock time: its offset is then
 * above the year's standard one, the smaller of January's and July's (either hemisphere).
 */
export function isDaylightTime(zone: string, date: string, hour: number, minute: number): boolean {
  const year = Number(date.slice(0, 4));
  const standard = Math.min(offsetAt(zone, Date.UTC(year, 0, 1)), offsetAt(zone, Date.UTC(year, 6, 1)));
  return localOffset(zone, date, hour, minute) > standard;
}

/**
 * The ISO date-time with offset of a local wall-clock time in `zone`, e.g.
 * localMoment('America/Los_Angeles', '2026-11-23', 13, 15) = '2026-11-23T13:15:00-08:00'.
 */
/** The lender-local moment `minutes` after (date, hour:minute) on the lender's clock, days rolling over. */
export function localMomentAfter(zone: string, date: string, atMinutes: number, minutes: number): string {
  const total = atMinutes + minutes;
  const day = new Date(Date.parse(`${date}T00:00:00Z`) + Math.floor(total / 1440) * 86_400_000);
  const within = ((total % 1440) + 1440) % 1440;
  return localMoment(zone, toDate(day), Math.floor(within / 60), within % 60);
}

export function localMoment(zone: string, date: string, hour: number, minute: number): string {
  const offset = localOffset(zone, date, hour, minute);
  const sign = offset < 0 ? '-' : '+';
  return `${date}T${pad(hour)}:${pad(minute)}:00${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
}
