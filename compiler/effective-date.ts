/**
 * The effective date printed in every tab's banner must equal the date in the file name; a sheet
 * that says one day and is filed under another is refused.
 */
import type { Workbook } from './workbook.ts';

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
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

export function checkEffectiveDate(wb: Workbook, date: string): void {
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
      continue;
    }
    const printed = bannerDate(sheet.text(hit.row, hit.col))!;
    if (printed !== date)
      sheet.error('effective_date_mismatch', hit.row, hit.col, `banner says ${printed} but the file name says ${date}`);
  }
}
