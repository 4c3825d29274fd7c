/**
 * The effective moment printed in every tab's banner (sheets/README.md §1) must agree with the file
 * name: the date always, the time and reprice marker of a reprice (`_<HHMM>` in the name, `REPRICE n`
 * in the banner), and the lender's time zone. A sheet that says one moment and is filed under another
 * is refused, naming the cell.
 */
import type { Workbook } from './workbook.ts';

// biome-ignore format: one line per season
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const pad = (n: number) => String(n).padStart(2, '0');

/** "Effective: 11/20/2026 8:30 AM PT" or "Rates Effective: Friday, November 20, 2026 9:00 AM ET". */
export function bannerDate(text: string): string | undefined {
  let m = /effective:?\s*(\d{1,2})\/(\d{1,2})\/(\d{4})/i.exec(text);
  if (m) return `${m[3]}-${pad(Number(m[1]))}-${pad(Number(m[2]))}`;
  m = /effective:?\s*(?:[a-z]+,\s*)?([a-z]+)\s+(\d{1,2}),?\s*(\d{4})/i.exec(text);
  const month = m ? MONTHS.indexOf(m[1]!.toLowerCase()) : -1;
  if (m && month >= 0) return `${m[3]}-${pad(month + 1)}-${pad(Number(m[2]))}`;
  return undefined;
}

export interface Banner {
  date: string;
  /** minutes after midnight, when the banner prints a time */
  minutes: number | null;
  /** the zone abbreviation as printed (PT, ET, ...), when it prints one */
  zone: string | null;
  /** the reprice number, when the banner carries a reprice marker */
  reprice: number | null;
}

/** Everything the banner says about the moment, or undefined when it names no date. */
export function parseBanner(text: string): Banner | undefined {
  const date = bannerDate(text);
  if (date === undefined) return undefined;
  const time = /\b(\d{1,2}):(\d{2})\s*([AP])\.?M\.?/i.exec(text);
  let minutes: number | null = null;
  if (time && Number(time[1]) >= 1 && Number(time[1]) <= 12 && Number(time[2]) < 60) {
    const hour = (Number(time[1]) % 12) + (time[3]!.toUpperCase() === 'P' ? 12 : 0);
    minutes = hour * 60 + Number(time[2]);
  }
  const zone = /\d\s*[AP]\.?M\.?\s+([A-Z]{2,4})\b/i.exec(text)?.[1]?.toUpperCase() ?? null;
  const reprice = /\breprice\s*#?\s*(\d+)/i.exec(text);
  return { date, minutes, zone, reprice: reprice ? Number(reprice[1]) : null };
}

/** What the file name says: its date, and for a reprice its `_HHMM` time. */
export interface FiledAs {
  date: string;
  minutes: number | null;
}

const hhmm = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/**
 * Checks every tab's banner against the file name and the lender's zone labels (e.g. PT, PST, PDT);
 * returns the moment of the first tab's banner when all agree, undefined otherwise (each disagreement reported).
 * `rateSheet` false: a companion workbook (a program matrix), which only has to carry the date.
 */
export function checkEffectiveMoment(
  wb: Workbook,
  filed: FiledAs,
  zones: readonly string[],
  rateSheet: boolean,
): { minutes: number; reprice: number } | undefined {
  let found: { minutes: number; reprice: number } | undefined;
  let ok = true;
  for (const tab of wb.tabs) {
    const sheet = wb.sheet(tab)!;
    const hit = sheet.find((t) => /effective/i.test(t) && bannerDate(t) !== undefined).find((h) => h.row < 10);
    if (!hit) {
      sheet.error(
        'missing_effective_date',
        null,
        null,
        'expected an "Effective: <date>" banner in the first rows of the tab',
      );
      ok = false;
      continue;
    }
    const fail = (code: string, message: string) => {
      sheet.error(code, hit.row, hit.col, message);
      ok = false;
    };
    const b = parseBanner(sheet.text(hit.row, hit.col))!;
    if (b.date !== filed.date)
      fail('effective_date_mismatch', `banner says ${b.date} but the file name says ${filed.date}`);
    if (!rateSheet) continue;
    if (b.minutes === null)
      fail('missing_effective_time', 'expected the banner to print the effective time, e.g. "8:30 AM PT"');
    else if (filed.minutes !== null && b.minutes !== filed.minutes)
      fail('effective_time_mismatch', `banner says ${hhmm(b.minutes)} but the file name says ${hhmm(filed.minutes)}`);
    if (b.zone === null || !zones.includes(b.zone))
      fail(
        'effective_zone_mismatch',
        `expected the lender's time zone (${zones.join(' / ')}) after the time, found ${b.zone ?? 'none'}`,
      );
    if (filed.minutes !== null && (b.reprice === null || b.reprice < 1))
      fail(
        'reprice_marker_mismatch',
        'the file name marks a reprice (_HHMM) but the banner carries no "REPRICE <n>" marker',
      );
    if (filed.minutes === null && b.reprice !== null)
      fail('reprice_marker_mismatch', `the banner says REPRICE ${b.reprice} but the file name has no _HHMM time`);
    if (b.minutes !== null && found && (found.minutes !== b.minutes || found.reprice !== (b.reprice ?? 0)))
      fail('effective_time_mismatch', "this tab's banner prints another time or reprice number than the first tab's");
    if (b.minutes !== null && !found) found = { minutes: b.minutes, reprice: b.reprice ?? 0 };
  }
  return ok ? found : undefined;
}
