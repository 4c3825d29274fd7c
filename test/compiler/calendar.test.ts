/**
 * compiler/calendar.ts: US federal holidays by rule (5 U.S.C. 6103, observed dates as OPM publishes
 * them), business days, and lender-local moments across daylight saving time changes. These decide
 * every artifact's expires_at: the next business day's cut-off (sheets/README.md §1).
 */
import { describe, expect, it } from 'vitest';
import { federalHolidays, isBusinessDay, localMoment, nextBusinessDay } from '../../compiler/calendar.ts';

const PT = 'America/Los_Angeles';
const ET = 'America/New_York';

describe('federal holidays, observed', () => {
  it.each([
    // No Juneteenth before 2021; July 4 2020 a Saturday, observed Friday July 3.
    [2020, ['01-01', '01-20', '02-17', '05-25', '07-03', '09-07', '10-12', '11-11', '11-26', '12-25']],
    // Juneteenth's first year, on a Saturday: Friday June 18. July 4 a Sunday: Monday July 5. Christmas a
    // Saturday: Friday December 24. New Year's Day 2022 a Saturday: Friday December 31, 2021.
    [
      2021,
      ['01-01', '01-18', '02-15', '05-31', '06-18', '07-05', '09-06', '10-11', '11-11', '11-25', '12-24', '12-31'],
    ],
    // ...so 2022 has no January holiday of its own on the 1st; Juneteenth and Christmas on Sundays: Mondays.
    [2022, ['01-17', '02-21', '05-30', '06-20', '07-04', '09-05', '10-10', '11-11', '11-24', '12-26']],
    // New Year's Day on a Sunday: Monday January 2. Veterans Day on a Saturday: Friday November 10.
    [2023, ['01-02', '01-16', '02-20', '05-29', '06-19', '07-04', '09-04', '10-09', '11-10', '11-23', '12-25']],
    // The sheets' year: Thanksgiving Thursday November 26; July 4 a Saturday: Friday July 3.
    [2026, ['01-01', '01-19', '02-16', '05-25', '06-19', '07-03', '09-07', '10-12', '11-11', '11-26', '12-25']],
    // New Year's Day 2028 a Saturday: Friday December 31, 2027 (and none in January 2028).
    [
      2027,
      ['01-01', '01-18', '02-15', '05-31', '06-18', '07-05', '09-06', '10-11', '11-11', '11-25', '12-24', '12-31'],
    ],
    [2028, ['01-17', '02-21', '05-29', '06-19', '07-04', '09-04', '10-09', '11-10', '11-23', '12-25']],
  ])('%i', (year, days) => {
    expect(federalHolidays(year)).toEqual(days.map((d) => `${year}-${d}`));
  });

  it('Thanksgiving is the fourth Thursday of November, from the 22nd (2029, November 1 a Thursday) to the 28th (2024)', () => {
    expect(federalHolidays(2029)).toContain('2029-11-22');
    expect(federalHolidays(2024)).toContain('2024-11-28');
    expect(federalHolidays(2026)).not.toContain('2026-11-27'); // the Friday after is a business day
  });
});

describe('business days', () => {
  it.each([
    ['2026-11-20', true], // Friday
    ['2026-11-21', false], // Saturday
    ['2026-11-22', false], // Sunday
    ['2026-11-26', false], // Thanksgiving
    ['2026-11-27', true], // the Friday after
    ['2026-07-03', false], // Independence Day observed
    ['2026-07-04', false], // the Saturday itself: a weekend day anyway
    ['2027-12-31', false], // New Year's Day 2028 observed
  ])('%s is a business day: %s', (date, expected) => {
    expect(isBusinessDay(date)).toBe(expected);
  });

  it.each([
    ['2026-11-20', '2026-11-23', 'Friday -> Monday'],
    ['2026-11-23', '2026-11-24', 'Monday -> Tuesday'],
    ['2026-11-25', '2026-11-27', 'Wednesday -> Friday, over Thanksgiving'],
    ['2026-11-21', '2026-11-23', 'a Saturday -> Monday'],
    ['2026-07-02', '2026-07-06', 'Thursday -> Monday, over Independence Day observed on Friday'],
    ['2026-01-16', '2026-01-20', 'Friday -> Tuesday, over Martin Luther King Jr. Day'],
    ['2026-12-24', '2026-12-28', 'Thursday -> Monday, over Christmas on Friday'],
    ['2027-12-30', '2028-01-03', "Thursday -> Monday, over New Year's Day 2028 observed on Friday, December 31"],
    ['2021-06-17', '2021-06-21', "Thursday -> Monday, over Juneteenth's first observance"],
  ])('after %s comes %s (%s)', (date, next) => {
    expect(nextBusinessDay(date)).toBe(next);
  });
});

describe('lender-local moments, with the UTC offset in force on that date', () => {
  it('the sheets of 2026-11-20 and 2026-11-23 (standard time)', () => {
    expect(localMoment(PT, '2026-11-23', 13, 15)).toBe('2026-11-23T13:15:00-08:00');
    expect(localMoment(ET, '2026-11-20', 9, 0)).toBe('2026-11-20T09:00:00-05:00');
  });

  it('spring forward, Sunday 2026-03-08: Friday the 6th is standard time, Monday the 9th daylight time', () => {
    expect(localMoment(PT, '2026-03-06', 8, 30)).toBe('2026-03-06T08:30:00-08:00');
    expect(localMoment(PT, '2026-03-09', 10, 0)).toBe('2026-03-09T10:00:00-07:00');
    expect(localMoment(ET, '2026-03-06', 9, 0)).toBe('2026-03-06T09:00:00-05:00');
    expect(localMoment(ET, '2026-03-09', 11, 0)).toBe('2026-03-09T11:00:00-04:00');
    // The expiry of Friday 2026-03-06's Granite Peak sheet: Monday's 10:00 AM PT cut-off, in daylight time.
    expect(localMoment(PT, nextBusinessDay('2026-03-06'), 10, 0)).toBe('2026-03-09T10:00:00-07:00');
  });

  it('fall back, Sunday 2026-11-01: Friday October 30 is daylight time, Monday November 2 standard time', () => {
    expect(localMoment(PT, '2026-10-30', 8, 30)).toBe('2026-10-30T08:30:00-07:00');
    expect(localMoment(PT, nextBusinessDay('2026-10-30'), 10, 0)).toBe('2026-11-02T10:00:00-08:00');
    expect(localMoment(ET, '2026-10-30', 9, 0)).toBe('2026-10-30T09:00:00-04:00');
    expect(localMoment(ET, nextBusinessDay('2026-10-30'), 11, 0)).toBe('2026-11-02T11:00:00-05:00');
  });

  it('either side of the change on the Sunday itself (PT: 2:00 AM standard becomes 3:00 AM daylight)', () => {
    expect(localMoment(PT, '2026-03-08', 1, 59)).toBe('2026-03-08T01:59:00-08:00');
    expect(localMoment(PT, '2026-03-08', 3, 0)).toBe('2026-03-08T03:00:00-07:00');
    expect(localMoment(PT, '2026-11-01', 0, 59)).toBe('2026-11-01T00:59:00-07:00');
    expect(localMoment(PT, '2026-11-01', 2, 0)).toBe('2026-11-01T02:00:00-08:00');
  });
});
