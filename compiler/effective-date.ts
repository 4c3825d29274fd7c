/**
 * The effective moment printed in every tab's banner (sheets/README.md §1) must agree with the file
 * name: the date always, the time and reprice marker of a reprice (`_<HHMM>` in the name, `REPRICE n`
 * in the banner), and the lender's time zone. A sheet that says one moment and is filed under another
 * is refused, naming the cell; when every tab says the same wrong thing (one cause, most likely the
 * file name), that is said once for the workbook, listing the tabs and what to do (issue 12).
 */

import { sameLabel } from '../worker/artifact/labels.ts';
import { isIsoDate } from '../worker/artifact/moment.ts';
import { dateAfter } from './banner-dates.ts';
import { isDaylightTime } from './calendar.ts';
import { literal } from './patterns.ts';
import type { BannerForms, ProfileBase } from './profile.ts';
import { a1, type Sheet } from './sheet.ts';
import type { Workbook } from './workbook.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A reprice marker and its number: `REPRICE 1`, `REPRICE #1`, `REPRICE R1`, the number first (`R1 -
 * Intraday Reprice`), or none (the first): in words in parentheses (`(Afternoon Reprice)`), or the
 * word alone in capitals (`**REPRICE**`; a lower-case "subject to reprice" is no marker).
 */
const REPRICE_MARK = /\breprice\s*(?:#|R)?\s*(\d+)|\bR(\d+)\b\D{0,20}\breprice\b|\([a-z\s-]*\breprice\s*\)/i;
const BARE_REPRICE = /(?:^|[^A-Za-z])REPRICE(?![A-Za-z])/;
/** The reprice number a text marks (1 for a marker that prints none), or null; `word` the lender's in place of `REPRICE`. */
function repriceIn(text: string, word?: string): number | null {
  if (word !== undefined) {
    const own = new RegExp(`\\b${literal(word)}\\s*(?:#|R)?\\s*(\\d+)`, 'i').exec(text);
    if (own) return Number(own[1]);
    return new RegExp(`(?:^|[^A-Za-z])${literal(word.toUpperCase())}(?![A-Za-z])`).test(text) ? 1 : null;
  }
  const m = REPRICE_MARK.exec(text);
  if (m) return Number(m[1] ?? m[2] ?? 1);
  return BARE_REPRICE.test(text) ? 1 : null;
}

/** The reprice number another cell of the banner rows prints (`INTRADAY REPRICE #1` on the row under the date), or null. */
function repriceInBanner(sheet: Sheet, word?: string): number | null {
  for (const { row, col } of sheet.find((t) => repriceIn(t, word) !== null))
    if (row < BANNER_ROWS) return repriceIn(sheet.text(row, col), word);
  return null;
}

/** How many rows of a tab the banner may take. */
const BANNER_ROWS = 10;

/**
 * A banner cell's text with the cells after it on its row, to the first blank one: a banner printed
 * across cells (`Effective Date:` | `11/20/2026` | `8:30 AM CT`) reads as one line.
 */
function bannerText(sheet: Sheet, row: number, col: number): string {
  return [sheet.text(row, col), ...sheet.cellsAfter(row, col)].join(' ');
}

type BannerLine =
  | { row: number; col: number; text: string }
  | { row: number | null; col: number | null; message: string };

/** The banner cell of the tab's first rows whose line reads a date after the lead words, or why there is none. */
function printedBanner(sheet: Sheet, forms: BannerForms, lead: RegExp): BannerLine {
  const top = sheet.find((t) => lead.test(t)).filter((h) => h.row < BANNER_ROWS);
  const hit = top.find((h) => bannerDate(bannerText(sheet, h.row, h.col), forms.dates, lead) !== undefined);
  if (hit) return { ...hit, text: bannerText(sheet, hit.row, hit.col) };
  const first = top[0];
  if (first)
    return {
      ...first,
      message: `expected the banner to print its date as ${forms.dates.join(' or ')}, found ${JSON.stringify(bannerText(sheet, first.row, first.col))}`,
    };
  return {
    row: null,
    col: null,
    message: `expected an "${forms.lead ?? 'Effective'}: <date>" banner in the first rows of the tab`,
  };
}

/** A banner printed as label / value rows (BannerForms `rows`): the values joined, at the first label; or which label is missing. */
function labelledBanner(sheet: Sheet, labels: readonly string[]): BannerLine {
  const parts: string[] = [];
  let at: { row: number; col: number } | undefined;
  for (const label of labels) {
    const cell = sheet.find((t) => sameLabel(t, label))[0];
    if (!cell) return { row: null, col: null, message: `expected a banner row labelled ${JSON.stringify(label)}` };
    at ??= cell;
    let c = cell.col + 1;
    while (c < sheet.cols && sheet.text(cell.row, c) === '') c++;
    // a date or time cell as it shows (`2026-11-20`, `08:45`), not its serial number
    const value = sheet.text(cell.row, c) === '' ? '' : sheet.cell(cell.row, c).w.trim();
    // a reprice's number, from 1 (0: the day's first sheet)
    parts.push(/reprice/i.test(label) ? (Number(value) >= 1 ? `REPRICE ${value}` : '') : value);
  }
  return { ...at!, text: parts.filter(Boolean).join(' ') };
}

/** A banner is the cell of the tab's first rows that says when the sheet is effective: its lead words, then the date. */
const leadOf = (forms: Pick<BannerForms, 'lead'>): RegExp =>
  new RegExp(
    (forms.lead ?? 'Effective')
      .trim()
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\s+/g, '\\s+'),
    'i',
  );

/** The date of a banner ("Effective: 11/20/2026 …", "Rates Effective: Friday, November 20, 2026 …") in one of the profile's forms. */
export const bannerDate = (text: string, dates: readonly string[], lead = leadOf({})): string | undefined =>
  dateAfter(text, lead, dates);

interface Banner {
  date: string;
  /** minutes after midnight, when the banner prints a time */
  minutes: number | null;
  /** the zone abbreviation as printed (PT, ET, ...), when it prints one */
  zone: string | null;
  /** the reprice number, when the banner carries a reprice marker */
  reprice: number | null;
}

/**
 * Everything the banner says about the moment, or undefined when it names no date in the profile's
 * forms. The time is read on the lender's clock: "8:30 AM" (12-hour) or "08:00" (24-hour); the zone
 * follows it, maybe in parentheses ("10:00 AM (Eastern)").
 */
export function parseBanner(text: string, forms: BannerForms): Banner | undefined {
  const date = bannerDate(text, forms.dates, leadOf(forms));
  if (date === undefined) return undefined;
  const clock = forms.clock;
  let minutes: number | null = null;
  let zone: string | null = null;
  if (clock === '12-hour') {
    const time = /\b(\d{1,2}):(\d{2})\s*([AP])\.?M\.?/i.exec(text);
    if (time && Number(time[1]) >= 1 && Number(time[1]) <= 12 && Number(time[2]) < 60) {
      const hour = (Number(time[1]) % 12) + (time[3]!.toUpperCase() === 'P' ? 12 : 0);
      minutes = hour * 60 + Number(time[2]);
    }
    zone = /\d\s*[AP]\.?M\.?\s+\(?([A-Z]+)\b/i.exec(text)?.[1]?.toUpperCase() ?? null;
  } else {
    const time = /\b(\d{1,2}):(\d{2})\b(?!\s*[AP]\.?M\b)/i.exec(text);
    if (time && Number(time[1]) <= 23 && Number(time[2]) < 60) minutes = Number(time[1]) * 60 + Number(time[2]);
    zone = /\d:\d{2}\s+\(?([A-Z]+)\b/i.exec(text)?.[1]?.toUpperCase() ?? null;
  }
  return { date, minutes, zone, reprice: repriceIn(text, forms.repriceWord) };
}

/** A lender's IANA zone (the offset in force on a banner's date), its banners' abbreviations and clock. */
type LenderZone = Pick<ProfileBase, 'zone' | 'zoneLabels' | 'banner'>;

/** What the file name says: its date, whether it is a reprice, and the `_HHMM` time of one filed by time. */
export interface FiledAs {
  date: string;
  minutes: number | null;
  repriced: boolean;
}

const hhmm = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** The moment a rate sheet's banners print, and the first banner cell that prints it. */
interface Moment {
  minutes: number;
  reprice: number;
  at: { tab: string; cell: string };
}

/** What to do when every tab of a workbook reports the same disagreement: the file name is the likelier error. */
const REMEDY: Record<string, string> = {
  effective_date_mismatch:
    'if the banners are right, the file is misnamed: rename it; otherwise ask the lender for a corrected workbook',
  effective_time_mismatch:
    "if the banners are right, rename the file with the banners' time as _HHMM; otherwise ask the lender for a corrected workbook",
  effective_zone_mismatch:
    "check that the workbook is in its lender's folder; otherwise ask the lender for a corrected workbook",
  reprice_marker_mismatch:
    'a reprice is filed with its time or number after the date (<date>_<HHMM>.xlsx, or <date>_R<n>.xlsx as the profile says) and "REPRICE <n>" in its banners, a morning sheet as <date>.xlsx without: rename the file to match the banners',
  missing_effective_time: 'ask the lender for a workbook whose banners print the effective time',
  missing_effective_date: "check that the file is this lender's rate sheet",
};

interface Finding {
  tab: string;
  row: number | null;
  col: number | null;
  code: string;
  message: string;
  /** what to do when every tab says it, where the code's REMEDY does not fit */
  remedy?: string;
}

/**
 * The date and reprice number the first banner of a workbook prints, or undefined when it prints
 * none: what a sheet filed by number alone (Files `<number>`) is dated and ordered by.
 */
export function bannerOf(wb: Workbook, lender: LenderZone): { date: string; reprice: number } | undefined {
  const { tabs, rows } = lender.banner;
  const tab = typeof tabs === 'object' ? tabs.tab : wb.tabs[0];
  const sheet = tab === undefined ? undefined : wb.sheet(tab);
  if (!sheet) return undefined;
  const line = rows ? labelledBanner(sheet, rows) : printedBanner(sheet, lender.banner, leadOf(lender.banner));
  if ('message' in line) return undefined;
  const b = parseBanner(line.text, rows ? { ...lender.banner, lead: '' } : lender.banner);
  return b && { date: b.date, reprice: b.reprice ?? repriceInBanner(sheet, lender.banner.repriceWord) ?? 0 };
}

/**
 * Checks every tab's banner against the file name and the lender's zone (PT all year; PST or PDT as
 * standard or daylight saving time is in force at the banner's date and time, in the lender's IANA
 * zone); returns the moment of the first tab's banner when all agree, undefined otherwise. A disagreement
 * found on every tab alike (one cause: a misnamed file) is reported once for the workbook, listing
 * the tabs and what to do; others once per tab, naming the banner cell.
 * `rateSheet` false: a companion workbook (a program matrix), which only has to carry the date.
 */
export function checkEffectiveMoment(
  wb: Workbook,
  filed: FiledAs,
  lender: LenderZone,
  rateSheet: boolean,
): Moment | undefined {
  const { generic, standard, daylight } = lender.zoneLabels;
  const zones = [generic, standard, daylight];
  // a banner's zone word is read in capitals (`Eastern`, `EASTERN` alike)
  const printed = (label: string) => label.toUpperCase();
  let found: Moment | undefined;
  const findings: Finding[] = [];
  const lead = leadOf(lender.banner);
  const { tabs, rows } = lender.banner;
  const bannerTabs = tabs === 'first tab' ? wb.tabs.slice(0, 1) : typeof tabs === 'object' ? [tabs.tab] : wb.tabs;
  for (const tab of bannerTabs) {
    const sheet = wb.sheet(tab);
    if (!sheet) {
      findings.push({
        tab,
        row: null,
        col: null,
        code: 'missing_effective_date',
        message: `no tab ${JSON.stringify(tab)} to print the banner`,
      });
      continue;
    }
    const line = rows ? labelledBanner(sheet, rows) : printedBanner(sheet, lender.banner, lead);
    if ('message' in line) {
      findings.push({ tab, row: line.row, col: line.col, code: 'missing_effective_date', message: line.message });
      continue;
    }
    const hit = line;
    const fail = (code: string, message: string, remedy?: string) =>
      findings.push({ tab, row: hit.row, col: hit.col, code, message, remedy });
    const b = parseBanner(hit.text, rows ? { ...lender.banner, lead: '' } : lender.banner)!;
    if (b.date !== filed.date)
      fail('effective_date_mismatch', `banner says ${b.date} but the file name says ${filed.date}`);
    if (!rateSheet) continue;
    // At most one finding about the time and one about the reprice number per tab. The file name is
    // the reference for a reprice's time; the first tab for a morning sheet's time and for the number.
    const first = found && `the first tab's banner (${found.at.tab}!${found.at.cell})`;
    if (b.minutes === null)
      fail(
        'missing_effective_time',
        `expected the banner to print the effective time, e.g. "${lender.banner.clock === '12-hour' ? '8:30 AM' : '08:30'} ${generic}"`,
      );
    else if (filed.minutes !== null && b.minutes !== filed.minutes)
      fail('effective_time_mismatch', `banner says ${hhmm(b.minutes)} but the file name says ${hhmm(filed.minutes)}`);
    else if (filed.minutes === null && found && b.minutes !== found.minutes)
      fail('effective_time_mismatch', `banner says ${hhmm(b.minutes)} but ${first} says ${hhmm(found.minutes)}`);
    if (b.zone === null || !zones.map(printed).includes(b.zone))
      fail(
        'effective_zone_mismatch',
        `expected the lender's time zone (${zones.join(' / ')}) after the time, found ${b.zone ?? 'none'}`,
      );
    else if (b.zone !== printed(generic) && b.minutes !== null && isIsoDate(b.date)) {
      const summer = isDaylightTime(lender.zone, b.date, Math.floor(b.minutes / 60), b.minutes % 60);
      const season = summer ? daylight : standard;
      if (b.zone !== printed(season))
        fail(
          'effective_zone_mismatch',
          `banner says ${b.zone} but ${b.date} ${hhmm(b.minutes)} is ${summer ? 'daylight saving' : 'standard'} time in ${lender.zone}: expected ${generic} or ${season}`,
          'the moment is ambiguous: ask the lender for a corrected workbook',
        );
    }
    const marker = b.reprice ?? repriceInBanner(sheet, lender.banner.repriceWord);
    const reprice = marker ?? 0;
    // banners that mark no reprice leave its number to the file name (build.ts)
    if (lender.banner.marksReprices === false) {
      if (marker !== null)
        fail('reprice_marker_mismatch', `the banner says REPRICE ${marker}, but the profile says banners mark none`);
    } else if (filed.repriced && reprice < 1)
      fail(
        'reprice_marker_mismatch',
        'the file name marks a reprice but the banner carries no "REPRICE <n>" marker (n from 1)',
      );
    else if (!filed.repriced && marker !== null)
      fail('reprice_marker_mismatch', `the banner says REPRICE ${marker} but the file name marks no reprice`);
    else if (found && reprice !== found.reprice)
      fail('reprice_marker_mismatch', `banner says REPRICE ${reprice} but ${first} says REPRICE ${found.reprice}`);
    if (b.minutes !== null && !found) found = { minutes: b.minutes, reprice, at: { tab, cell: a1(hit.row, hit.col) } };
  }
  report(wb, findings);
  return findings.length ? undefined : found;
}

/** Each finding at its tab and cell, in tab order, except that one found on every tab (of two or more) is said once. */
function report(wb: Workbook, findings: Finding[]): void {
  const key = (f: Finding) => `${f.code} ${f.message}`;
  const alike = new Map<string, Finding[]>();
  for (const f of findings) alike.set(key(f), [...(alike.get(key(f)) ?? []), f]);
  for (const f of findings) {
    const group = alike.get(key(f))!;
    if (group.length < 2 || group.length !== wb.tabs.length) wb.sheet(f.tab)!.error(f.code, f.row, f.col, f.message);
    else if (group[0] === f) {
      const cells = new Set(group.map((g) => (g.row === null ? '' : a1(g.row, g.col!))));
      const where =
        cells.size === 1
          ? `${group.map((g) => g.tab).join(', ')}${f.row === null ? '' : `; cell ${[...cells][0]} of each`}`
          : group.map((g) => `${g.tab}!${a1(g.row!, g.col!)}`).join(', ');
      wb.sheet(f.tab)!.error(
        f.code,
        f.row,
        f.col,
        `${f.message}, on all ${group.length} tabs (${where}): ${f.remedy ?? REMEDY[f.code] ?? 'correct the file name or the banners'}`,
      );
    }
  }
}
