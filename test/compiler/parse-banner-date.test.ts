/**
 * Banner dates by form (sheets/README.md §1): Granite Peak prints `Effective: MM/DD/YYYY h:mm AM PT`,
 * Bayshore `Rates Effective: <Weekday>, <Month> <D>, <YYYY>  h:mm AM ET`. Each is read as YYYY-MM-DD;
 * text without a recognisable effective date is undefined (the compile then reports it).
 */
import { describe, expect, it } from 'vitest';
import { bannerDate } from '../../compiler/effective-date.ts';

describe('bannerDate', () => {
  it.each([
    ['Effective: 11/20/2026 8:30 AM PT', '2026-11-20'], // Granite Peak, row 3
    ['Rates Effective: Friday, November 20, 2026  9:00 AM ET', '2026-11-20'], // Bayshore, row 3 (two spaces)
    ['Rates Effective: Monday, November 23, 2026 9:00 AM ET', '2026-11-23'],
    ['Effective: 1/5/2027 8:30 AM PT', '2027-01-05'], // one-digit month and day are padded
    ['Effective 11/23/2026', '2026-11-23'], // no colon
    ['EFFECTIVE: 11/23/2026', '2026-11-23'], // any case
    ['Rates Effective: November 23, 2026', '2026-11-23'], // no weekday
    ['Rates Effective: Wednesday, December 2 2026 9:00 AM ET', '2026-12-02'], // no comma before the year
    ['Rates Effective: Friday, january 1, 2027', '2027-01-01'],
  ])('reads %j as %s', (text, date) => {
    expect(bannerDate(text)).toBe(date);
  });

  it.each([
    'GRANITE PEAK WHOLESALE LENDING',
    '11/20/2026 8:30 AM PT', // a date without "Effective"
    'Rates Effective: Friday, Smarch 20, 2026',
    'Effective: tomorrow',
    '',
  ])('finds no date in %j', (text) => {
    expect(bannerDate(text)).toBeUndefined();
  });
});
