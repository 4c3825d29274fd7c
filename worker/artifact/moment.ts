/**
 * Dates and moments as the service writes and reads them. A sheet's effective moment and expiry are
 * ISO 8601 date-times with the lender's UTC offset (2026-11-23T13:15:00-08:00); a request's `as_of`
 * is a calendar date (YYYY-MM-DD) or such a date-time. Both are checked as real calendar values:
 * 2026-13-45 or 24:00 is not a date, whatever the pattern says.
 */

/*
 * Read character by character, allocating nothing: a cold isolate parses every lender's moments
 * (its history, then each selection) in interpreted code, where a regular expression's match and a
 * Date per moment added 2.3 MB to a 1,000-lender first quote.
 */

/** The number written by the `length` digits at `at` of `text`, or -1 when one of them is not a digit. */
function digitsAt(text: string, at: number, length: number): number {
  let n = 0;
  for (let i = at; i < at + length; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (!(digit >= 0 && digit <= 9)) return -1;
    n = n * 10 + digit;
  }
  return n;
}

const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
/** Of the year Date.UTC reads: it takes years 0 to 99 as 1900 to 1999. */
const leap = (y: number) => {
  const year = y < 100 ? y + 1900 : y;
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
};

/** Days since 1970-01-01 of the YYYY-MM-DD at the start of `text`, or -1e9 when it is not a real date. */
function dayAt(text: string): number {
  const y = digitsAt(text, 0, 4);
  const m = digitsAt(text, 5, 2);
  const d = digitsAt(text, 8, 2);
  if (y < 0 || text[4] !== '-' || text[7] !== '-' || m < 1 || m > 12 || d < 1) return -1e9;
  if (d > (m === 2 && leap(y) ? 29 : DAYS[m - 1]!)) return -1e9;
  return Date.UTC(y, m - 1, d) / 86_400_000;
}

/** Is `text` a real calendar date YYYY-MM-DD? */
export const isIsoDate = (text: string): boolean => text.length === 10 && dayAt(text) !== -1e9;

/** Milliseconds since the epoch of an ISO date-time with an offset (or Z), or null when it is not a real one. */
export function parseMoment(text: string): number | null {
  const day = dayAt(text);
  if (day === -1e9 || text[10] !== 'T' || text[13] !== ':') return null;
  const h = digitsAt(text, 11, 2);
  const mi = digitsAt(text, 14, 2);
  const seconds = text[16] === ':';
  const s = seconds ? digitsAt(text, 17, 2) : 0;
  if (h < 0 || h > 23 || mi < 0 || mi > 59 || s < 0 || s > 59) return null;
  const zone = seconds ? 19 : 16;
  let offset = 0;
  if (text[zone] === 'Z' && text.length === zone + 1) offset = 0;
  else if ((text[zone] === '+' || text[zone] === '-') && text[zone + 3] === ':' && text.length === zone + 6) {
    const offsetH = digitsAt(text, zone + 1, 2);
    const offsetM = digitsAt(text, zone + 4, 2);
    if (offsetH < 0 || offsetH > 14 || offsetM < 0 || offsetM > 59) return null;
    offset = (text[zone] === '-' ? -1 : 1) * (offsetH * 60 + offsetM);
  } else return null;
  return day * 86_400_000 + (h * 3600 + mi * 60 + s) * 1000 - offset * 60_000;
}

/** An instant as an ISO date-time in UTC with an explicit offset (2026-11-24T00:12:34+00:00). */
export const utcMoment = (ms: number): string => new Date(ms).toISOString().replace(/\.\d{3}Z$/, '+00:00');
