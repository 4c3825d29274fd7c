/**
 * Banner dates in the forms a profile declares (compiler/banner-dates.ts), read generically: each
 * token (`YYYY`, `YY`, `MM`/`M`, `DD`/`D`, `Month`, `Weekday`) on both sides of what it accepts, the three
 * lenders' declared forms against what sheets/README.md §1 says they print, and a banner in a form
 * its lender does not declare refused at its cell.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bannerDate } from '../../compiler/effective-date.ts';
import { PROFILES } from '../../compiler/lenders.ts';
import { diagnostic, FILES, ROOT, useTempSheets } from './compile-runs.ts';
import { readBook, setCell, sheet } from './workbook-edits.ts';

describe('each declared form', () => {
  it.each([
    // MM/DD/YYYY: one or two digits either way
    ['MM/DD/YYYY', 'Effective: 11/20/2026 8:30 AM PT', '2026-11-20'],
    ['MM/DD/YYYY', 'Effective: 1/5/2027 8:30 AM PT', '2027-01-05'],
    ['MM/DD/YYYY', 'Pricing effective 11/23/2026 at 08:00 CT', '2026-11-23'],
    ['MM/DD/YYYY', 'Effective 11/23/2026', '2026-11-23'], // no colon
    // YYYY-MM-DD
    ['YYYY-MM-DD', 'Effective: 2026-11-20 14:30 CT', '2026-11-20'],
    ['YYYY-MM-DD', 'effective 2027-01-05', '2027-01-05'],
    // DD.MM.YYYY: the order is the form's, not the reader's
    ['DD.MM.YYYY', 'Effective: 20.11.2026', '2026-11-20'],
    // Month D, YYYY with and without the weekday, the comma, the full name
    ['Weekday, Month D, YYYY', 'Rates Effective: Friday, November 20, 2026  9:00 AM ET', '2026-11-20'],
    ['Weekday, Month D, YYYY', 'Rates Effective: Monday, November 23, 2026 9:00 AM ET', '2026-11-23'],
    ['Weekday, Month D, YYYY', 'Rates Effective: November 23, 2026', '2026-11-23'], // the weekday left out
    ['Weekday, Month D, YYYY', 'Rates Effective: Wednesday, December 2 2026 9:00 AM ET', '2026-12-02'], // no comma
    ['Weekday, Month D, YYYY', 'Rates Effective: Friday, january 1, 2027', '2027-01-01'],
    ['Month D, YYYY', 'Effective: Nov 20, 2026', '2026-11-20'], // three letters
    ['Month D, YYYY', 'Effective: November 20, 2026', '2026-11-20'],
    // MM/DD/YY: a two-digit year of this century
    ['MM/DD/YY', 'Rates effective 11/20/26 at 9:15 a.m. Eastern', '2026-11-20'],
    ['MM/DD/YY', 'Effective 1/5/27', '2027-01-05'],
    // a day printed as an ordinal
    ['Weekday, Month D, YYYY', 'Rates effective Friday, November 20th, 2026 at 8:45 a.m.', '2026-11-20'],
    ['Weekday, Month D, YYYY', 'Rates effective Monday, November 23rd, 2026', '2026-11-23'],
    ['Month D, YYYY', 'Effective: December 1st, 2026', '2026-12-01'],
    // the time first, its zone word and `on` after it
    ['Weekday, Month D, YYYY', 'Pricing effective 8:05 AM PT on Friday, November 20, 2026.', '2026-11-20'],
    ['MM/DD/YYYY', 'Effective 14:30 on 11/23/2026', '2026-11-23'],
    ['MM/DD/YYYY', 'Effective 9:15 a.m. 11/23/2026', '2026-11-23'],
  ])('%s reads %j as %s', (form, text, date) => {
    expect(bannerDate(text, [form])).toBe(date);
  });

  it('the first declared form that reads the banner is taken', () => {
    const forms = ['YYYY-MM-DD', 'MM/DD/YYYY'];
    expect(bannerDate('Effective: 2026-11-20', forms)).toBe('2026-11-20');
    expect(bannerDate('Effective: 11/20/2026', forms)).toBe('2026-11-20');
  });

  it.each([
    ['MM/DD/YYYY', 'Effective: 2026-11-20 8:30 AM PT'], // a form the lender does not declare
    ['YYYY-MM-DD', 'Effective: 11/20/2026'],
    ['MM/DD/YYYY', 'Effective: 11/20/26'], // a two-digit year
    ['MM/DD/YY', 'Effective: 11/20/2026'], // a four-digit one: not its first two digits
    ['MM/DD/YY', 'Effective: 11/20/2'], // one digit
    ['MM/DD/YYYY', 'Effective: 111/20/2026'], // three digits are no month
    ['MM/DD/YYYY', '11/20/2026 8:30 AM PT'], // a date without "Effective"
    ['MM/DD/YYYY', 'Effective 8:30 AM PT Pacific on 11/23/2026'], // more than a zone word and `on` after the time
    ['Weekday, Month D, YYYY', 'Rates Effective: Friday, Smarch 20, 2026'],
    ['Month D, YYYY', 'Effective: Novem 20, 2026'], // neither a full name nor three letters
    ['MM/DD/YYYY', 'Effective: tomorrow'],
    ['MM/DD/YYYY', ''],
  ])('%s finds no date in %j', (form, text) => {
    expect(bannerDate(text, [form])).toBeUndefined();
  });
});

describe("each lender's declared forms read the banner sheets/README.md §1 says it prints", () => {
  // "- <the start of the lender's name>: row <n>, `<banner of 2026-11-20>`"
  const NOTES = readFileSync(join(ROOT, 'sheets', 'README.md'), 'utf8');
  const printed = [...NOTES.matchAll(/^- ([^:`]+): row \d[^`]*`([^`]*)`/gm)];
  it.each(PROFILES.map((p) => [p.slug, p] as const))('%s', (_, lender) => {
    const banner = printed.find((m) => lender.name.startsWith(m[1]!))?.[2];
    expect(banner, `sheets/README.md §1 prints no banner for ${lender.name}`).toBeDefined();
    expect(bannerDate(banner!, lender.banner.dates)).toBe('2026-11-20');
    // and the ISO form of the same date is no form any of them declares
    expect(bannerDate('Effective: 2026-11-20', lender.banner.dates)).toBeUndefined();
  });
});

describe('a banner in a form its lender does not declare is refused at its cell', () => {
  const tmp = useTempSheets();
  it('Granite Peak prints MM/DD/YYYY: an ISO date on every tab is one missing_effective_date at B3', () => {
    const wb = readBook(FILES.rates20);
    for (const tab of wb.SheetNames) setCell(sheet(wb, tab), 'B3', 'Effective: 2026-11-20 8:30 AM PT');
    const r = tmp.build({ [FILES.rates20]: wb, [FILES.matrix20]: readBook(FILES.matrix20) });
    expect(r.diag.errors).toEqual([
      diagnostic(
        'missing_effective_date',
        FILES.rates20,
        wb.SheetNames[0]!,
        'B3',
        `expected the banner to print its date as MM/DD/YYYY, found "Effective: 2026-11-20 8:30 AM PT", on all ${wb.SheetNames.length} tabs (${wb.SheetNames.join(', ')}; cell B3 of each): check that the file is this lender's rate sheet`,
      ),
    ]);
    expect(r.artifacts).toEqual([]);
  });
});
