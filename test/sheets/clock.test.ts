/** The moment an answer is for (worker/sheets/clock.ts): PRICER_NOW or the runtime's clock, and `as_of`. */
import { describe, expect, it } from 'vitest';
import { parseMoment } from '../../worker/artifact/moment.ts';
import { AsOfRefused, nowOf, whenOf } from '../../worker/sheets/clock.ts';

const ms = (moment: string) => parseMoment(moment)!;
const NOW = ms('2026-11-23T14:00:00-08:00');

describe('nowOf: the clock', () => {
  it("the runtime's clock when PRICER_NOW is unset or empty", () => {
    for (const unset of [undefined, '']) {
      const before = Date.now();
      const now = nowOf(unset);
      expect(now).toBeGreaterThanOrEqual(before);
      expect(now).toBeLessThanOrEqual(Date.now());
    }
  });

  it('PRICER_NOW, an ISO date-time with offset, replaces it', () => {
    expect(nowOf('2026-11-24T10:30:00-08:00')).toBe(Date.UTC(2026, 10, 24, 18, 30));
    expect(nowOf('2026-11-24T18:30:00Z')).toBe(Date.UTC(2026, 10, 24, 18, 30));
  });

  it.each(['2026-11-24', '2026-11-24T10:30:00', 'tomorrow', '2026-11-24T24:00:00-08:00'])(
    'PRICER_NOW %s (no offset, not a date-time) is a configuration error',
    (bad) => {
      expect(() => nowOf(bad)).toThrow(`PRICER_NOW ${JSON.stringify(bad)} is not an ISO date-time with offset`);
    },
  );
});

describe('whenOf: the moment asked', () => {
  it('no as_of: now', () => {
    expect(whenOf(null, NOW)).toEqual({ kind: 'now', at: NOW });
  });

  it('a date: that day, capped at now', () => {
    expect(whenOf('2026-11-20', NOW)).toEqual({ kind: 'date', date: '2026-11-20', now: NOW });
  });

  it('a date-time with offset: that instant', () => {
    expect(whenOf('2026-11-23T13:14:00-08:00', NOW)).toEqual({ kind: 'instant', at: ms('2026-11-23T13:14:00-08:00') });
  });

  it('today, and tomorrow where it has begun somewhere (UTC+14), are not in the future', () => {
    expect(whenOf('2026-11-23', NOW).kind).toBe('date');
    // 2 PM PT on 11-23 is 12:00 on 11-24 in UTC+14.
    expect(whenOf('2026-11-24', NOW).kind).toBe('date');
  });

  it.each([
    ['2026-11-25', 'as_of 2026-11-25 is in the future: omit as_of for the sheets in force now'],
    [
      '2026-11-23T14:00:01-08:00',
      'as_of 2026-11-23T14:00:01-08:00 is in the future: omit as_of for the sheets in force now',
    ],
    ['2026-11-23T14:00', 'as_of "2026-11-23T14:00" is not a date or a date-time with offset'],
    ['2026-02-30', 'as_of "2026-02-30" is not a date or a date-time with offset'],
  ])('as_of %s is refused (422): %s', (asOf, message) => {
    expect(() => whenOf(asOf, NOW)).toThrow(new AsOfRefused(message));
  });

  it('the instant now itself is not the future', () => {
    expect(whenOf('2026-11-23T14:00:00-08:00', NOW)).toEqual({ kind: 'instant', at: NOW });
  });
});
