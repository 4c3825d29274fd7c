/**
 * Dates and moments as the service writes and reads them. A sheet's effective moment and expiry are
 * ISO 8601 date-times with the lender's UTC offset (2026-11-23T13:15:00-08:00); a request's `as_of`
 * is a calendar date (YYYY-MM-DD) or such a date-time. Both are checked as real calendar values:
 * 2026-13-45 or 24:00 is not a date, whatever the pattern says.
 */

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MOMENT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?(?:Z|([+-])(\d{2}):(\d{2}))$/;

function realDate(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** Is `text` a real calendar date YYYY-MM-DD? */
export const isIsoDate = (text: string): boolean => {
  const m = DATE.exec(text);
  return m !== null && realDate(Number(m[1]), Number(m[2]), Number(m[3]));
};

/** Milliseconds since the epoch of an ISO date-time with an offset (or Z), or null when it is not a real one. */
export function parseMoment(text: string): number | null {
  const m = MOMENT.exec(text);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = [1, 2, 3, 4, 5, 6].map((i) => Number(m[i] ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (!realDate(y, mo, d) || h > 23 || mi > 59 || s > 59) return null;
  const offsetH = Number(m[8] ?? 0);
  const offsetM = Number(m[9] ?? 0);
  if (offsetH > 14 || offsetM > 59) return null;
  const offset = (m[7] === '-' ? -1 : 1) * (offsetH * 60 + offsetM);
  return Date.UTC(y, mo - 1, d, h, mi, s) - offset * 60_000;
}

/** An instant as an ISO date-time in UTC with an explicit offset (2026-11-24T00:12:34+00:00). */
export const utcMoment = (ms: number): string => new Date(ms).toISOString().replace(/\.\d{3}Z$/, '+00:00');
