/**
 * AS_OF_PATTERN (worker/contract/request.ts), which validates `as_of` and is the OpenAPI document's
 * `pattern` for it, admits exactly the strings artifact/moment.ts reads: a real calendar date
 * (isIsoDate), or such a date with a time and an offset (parseMoment). Every day number of every
 * month of years chosen for their leap rules, every hour and minute edge, and random strings of the
 * same alphabet.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isIsoDate, parseMoment } from '../../worker/artifact/moment.ts';
import { AS_OF_PATTERN } from '../../worker/contract/request.ts';

const read = (text: string) => isIsoDate(text) || parseMoment(text) !== null;
const two = (n: number) => String(n).padStart(2, '0');

describe('AS_OF_PATTERN', () => {
  // 2024 and 2000 are leap years, 2023, 2100 and 1900 are not; moment.ts reads years 0-99 as
  // 1900-1999, so 0000 is not (1900) and 0004 is (1904); 0400 is (a multiple of 400).
  const YEARS = ['0000', '0004', '0100', '0400', '1900', '2000', '2023', '2024', '2100', '9999'];

  it('admits exactly the real dates: every day 00-32 of every month 00-13 of years with each leap rule', () => {
    let admitted = 0;
    for (const year of YEARS)
      for (let month = 0; month <= 13; month++)
        for (let day = 0; day <= 32; day++) {
          const date = `${year}-${two(month)}-${two(day)}`;
          expect(AS_OF_PATTERN.test(date), date).toBe(isIsoDate(date));
          if (AS_OF_PATTERN.test(date)) admitted++;
        }
    // 10 years of 365 days, plus 29 February in 0004, 0400, 2000 and 2024.
    expect(admitted).toBe(10 * 365 + 4);
  });

  it('admits exactly the times and offsets parseMoment reads', () => {
    const times = [];
    for (const hour of [0, 9, 19, 23, 24, 25])
      for (const minute of ['00', '59', '60'])
        for (const second of ['', ':00', ':59', ':60', ':5'])
          for (const offset of ['Z', '+00:00', '-08:00', '+14:00', '-14:59', '+15:00', '+05:60', '-0800', 'z', ''])
            times.push(`2026-11-23T${two(hour)}:${minute}${second}${offset}`);
    for (const text of times) expect(AS_OF_PATTERN.test(text), text).toBe(read(text));
    expect(times.filter((t) => AS_OF_PATTERN.test(t)).length).toBe(4 * 2 * 3 * 5); // hours 00-23 × minutes 00, 59 × seconds none, 00, 59 × offsets Z to -14:59
  });

  it('agrees with moment.ts on random strings of digits, dashes, colons, T, Z and signs', () => {
    const text = fc
      .array(fc.constantFrom(...'0123456789-:TZ+ 2026-11-23T13:15:00-08:00'.split('')), { maxLength: 30 })
      .map((chars) => chars.join(''));
    const shaped = fc
      .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
      .chain(([y, m, d]) =>
        fc
          .constantFrom('', 'T12:30Z', 'T23:59:59+14:00', 'T00:00:00-12:00', 'T24:00Z', 'T12:30:00+14:60')
          .map((time) => `${String(y).padStart(4, '0')}-${two(m)}-${two(d)}${time}`),
      );
    fc.assert(
      fc.property(fc.oneof(text, shaped), (value) => AS_OF_PATTERN.test(value) === read(value)),
      { numRuns: 5000 },
    );
  });
});
