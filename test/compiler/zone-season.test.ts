/**
 * The zone a banner prints after its time (sheets/README.md §1): the generic abbreviation (PT, ET)
 * is accepted all year; the standard one (PST, EST) only while standard time is in force on the
 * banner's date and time, the daylight one (PDT, EDT) only while daylight saving time is, in the
 * lender's own zone (America/Los_Angeles, America/New_York, America/Chicago). In 2026 daylight saving time runs from
 * Sunday March 8, 2:00 AM to Sunday November 1, 2:00 AM: Friday March 6 is standard time, Monday
 * March 9 daylight time. The real sheets of 11-23 are re-issued for those dates, their every banner
 * (B3 of each tab) printing the zone under test.
 */
import { describe, expect, it } from 'vitest';
import type * as XLSX from 'xlsx';
import { isDaylightTime } from '../../compiler/calendar.ts';
import { diagnostic, FILES, useTempSheets } from './compile-runs.ts';
import { readBook, setCell, sheet } from './workbook-edits.ts';

const tmp = useTempSheets();

const NONQM_TABS =
  'Rates, Full Doc LLPA, Expanded Doc LLPA, DSCR LLPA, MU-MX LLPA, ITIN LLPA, FN LLPA, PPP, Price Caps';
const AGENCY_TABS = 'Conventional, LLPA, State Adjusters, Guidelines';
const AMBIGUOUS = 'the moment is ambiguous: ask the lender for a corrected workbook';

/** A real workbook with every tab's banner (`cell`, B3 unless said) set to `banner`. */
function bannered(file: string, banner: string, cell = 'B3'): XLSX.WorkBook {
  const wb = readBook(file);
  for (const tab of wb.SheetNames) setCell(sheet(wb, tab), cell, banner);
  return wb;
}

const us = (date: string) => `${date.slice(5, 7)}/${date.slice(8)}/${date.slice(0, 4)}`;
const long = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** Granite Peak's 11-23 morning sheet and matrix re-issued for `date`, the rate sheet's banners at 8:30 AM `zone`. */
function graniteOn(date: string, zone: string) {
  const rates = `GranitePeak_NonQM_RateSheet_${date}.xlsx`;
  return {
    rates,
    build: () =>
      tmp.build(
        {
          [rates]: bannered(FILES.rates23, `Effective: ${us(date)} 8:30 AM ${zone}`),
          [`GranitePeak_NonQM_ProgramMatrix_${date}.xlsx`]: bannered(
            FILES.matrix23,
            `Effective: ${us(date)} 8:30 AM PT`,
          ),
        },
        [],
      ),
  };
}

/** Bayshore's 11-23 sheet re-issued for `date`, its banners at 9:00 AM `zone`. */
function bayshoreOn(date: string, zone: string) {
  const rates = `BayshoreHomeFunding_Agency_RateSheet_${date}.xlsx`;
  const banner = `Rates Effective: ${long(date)}  9:00 AM ${zone}`;
  return { rates, build: () => tmp.build({ [rates]: bannered(FILES.agency23, banner) }, []) };
}

const moments = (r: ReturnType<typeof tmp.build>) => r.artifacts.map((a) => [a.effective_at, a.expires_at]);

describe('Granite Peak (America/Los_Angeles)', () => {
  it.each([
    // Friday March 6: PST (-08:00); it expires Monday March 9 at 10:00 AM, by then PDT (-07:00)
    ['2026-03-06', 'PT', '2026-03-06T08:30:00-08:00', '2026-03-09T10:00:00-07:00'],
    ['2026-03-06', 'PST', '2026-03-06T08:30:00-08:00', '2026-03-09T10:00:00-07:00'],
    // Monday March 9: PDT
    ['2026-03-09', 'PT', '2026-03-09T08:30:00-07:00', '2026-03-10T10:00:00-07:00'],
    ['2026-03-09', 'PDT', '2026-03-09T08:30:00-07:00', '2026-03-10T10:00:00-07:00'],
    // Wednesday July 15: PDT
    ['2026-07-15', 'PDT', '2026-07-15T08:30:00-07:00', '2026-07-16T10:00:00-07:00'],
    // Friday October 30: PDT; Monday November 2: PST
    ['2026-10-30', 'PDT', '2026-10-30T08:30:00-07:00', '2026-11-02T10:00:00-08:00'],
    ['2026-11-02', 'PST', '2026-11-02T08:30:00-08:00', '2026-11-03T10:00:00-08:00'],
  ])('%s 8:30 AM %s is accepted', (date, zone, effective, expires) => {
    const r = graniteOn(date, zone).build();
    expect(r.diag.list).toEqual([]);
    expect(moments(r)).toEqual([[effective, expires]]);
  });

  it.each([
    ['2026-03-06', 'PDT', 'standard', 'PST'],
    ['2026-03-09', 'PST', 'daylight saving', 'PDT'],
    ['2026-07-15', 'PST', 'daylight saving', 'PDT'],
    ['2026-10-30', 'PST', 'daylight saving', 'PDT'],
    ['2026-11-02', 'PDT', 'standard', 'PST'],
  ])('%s 8:30 AM %s is refused, once for the workbook', (date, zone, season, expected) => {
    const { rates, build } = graniteOn(date, zone);
    const r = build();
    expect(r.diag.list).toEqual([
      diagnostic(
        'effective_zone_mismatch',
        rates,
        'Rates',
        'B3',
        `banner says ${zone} but ${date} 08:30 is ${season} time in America/Los_Angeles: expected PT or ${expected}, on all 9 tabs (${NONQM_TABS}; cell B3 of each): ${AMBIGUOUS}`,
      ),
    ]);
    expect(r.artifacts).toEqual([]);
  });

  it("the real 11-23 reprice with one tab saying PDT (PPP B3): that tab's banner alone", () => {
    const wb = readBook(FILES.rates23r);
    setCell(sheet(wb, 'PPP'), 'B3', 'Effective: 11/23/2026 1:15 PM PDT — REPRICE #1');
    const r = tmp.build({ [FILES.rates23r]: wb });
    expect(r.diag.list).toEqual([
      diagnostic(
        'effective_zone_mismatch',
        FILES.rates23r,
        'PPP',
        'B3',
        'banner says PDT but 2026-11-23 13:15 is standard time in America/Los_Angeles: expected PT or PST',
      ),
    ]);
    // the morning sheet of 11-23 is still written
    expect(moments(r)).toEqual([['2026-11-23T08:30:00-08:00', '2026-11-24T10:00:00-08:00']]);
  });
});

describe('Bayshore (America/New_York)', () => {
  it.each([
    ['2026-11-23', 'ET', '2026-11-23T09:00:00-05:00'],
    ['2026-11-23', 'EST', '2026-11-23T09:00:00-05:00'],
    ['2026-07-15', 'EDT', '2026-07-15T09:00:00-04:00'],
  ])('%s 9:00 AM %s is accepted', (date, zone, effective) => {
    const r = bayshoreOn(date, zone).build();
    expect(r.diag.list).toEqual([]);
    expect(r.artifacts.map((a) => a.effective_at)).toEqual([effective]);
  });

  it.each([
    ['2026-11-23', 'EDT', 'standard', 'EST'],
    ['2026-07-15', 'EST', 'daylight saving', 'EDT'],
  ])('%s 9:00 AM %s is refused', (date, zone, season, expected) => {
    const { rates, build } = bayshoreOn(date, zone);
    expect(build().diag.list).toEqual([
      diagnostic(
        'effective_zone_mismatch',
        rates,
        'Conventional',
        'B3',
        `banner says ${zone} but ${date} 09:00 is ${season} time in America/New_York: expected ET or ${expected}, on all 4 tabs (${AGENCY_TABS}; cell B3 of each): ${AMBIGUOUS}`,
      ),
    ]);
  });
});

describe('Cedar Hollow (America/Chicago, a 24-hour clock, its banner in A2)', () => {
  /** Cedar Hollow's 11-23 morning sheet re-issued for `date`, its banners at 08:00 `zone`. */
  const cedarOn = (date: string, zone: string) => {
    const rates = `CedarHollow_Jumbo_RateSheet_${date}.xlsx`;
    const banner = `Pricing effective ${us(date)} at 08:00 ${zone}`;
    return { rates, build: () => tmp.build({ [rates]: bannered(FILES.jumbo23, banner, 'A2') }, []) };
  };

  it.each([
    // Friday March 6: CST (-06:00); it expires Monday March 9 at 10:30 AM, by then CDT (-05:00)
    ['2026-03-06', 'CT', '2026-03-06T08:00:00-06:00', '2026-03-09T10:30:00-05:00'],
    ['2026-03-06', 'CST', '2026-03-06T08:00:00-06:00', '2026-03-09T10:30:00-05:00'],
    ['2026-07-15', 'CDT', '2026-07-15T08:00:00-05:00', '2026-07-16T10:30:00-05:00'],
    // Wednesday November 25: the next business day is Friday 27 (Thanksgiving skipped)
    ['2026-11-25', 'CT', '2026-11-25T08:00:00-06:00', '2026-11-27T10:30:00-06:00'],
  ])('%s 08:00 %s is accepted', (date, zone, effective, expires) => {
    const r = cedarOn(date, zone).build();
    expect(r.diag.list).toEqual([]);
    expect(moments(r)).toEqual([[effective, expires]]);
  });

  it('2026-07-15 08:00 CST is refused, once for the workbook', () => {
    const { rates, build } = cedarOn('2026-07-15', 'CST');
    expect(build().diag.list).toEqual([
      diagnostic(
        'effective_zone_mismatch',
        rates,
        'Rate Sheet',
        'A2',
        `banner says CST but 2026-07-15 08:00 is daylight saving time in America/Chicago: expected CT or CDT, on all 3 tabs (Rate Sheet, Adjustments, Eligibility; cell A2 of each): ${AMBIGUOUS}`,
      ),
    ]);
  });
});

describe('isDaylightTime: the offset in force at a local time against the standard offset of the year', () => {
  it.each([
    // Los Angeles springs forward on 2026-03-08 at 2:00 AM (PST -08:00 -> PDT -07:00)...
    ['America/Los_Angeles', '2026-03-08', 1, 59, false],
    ['America/Los_Angeles', '2026-03-08', 3, 0, true],
    // ...and falls back on 2026-11-01 at 2:00 AM (01:00-01:59 happen twice)
    ['America/Los_Angeles', '2026-11-01', 0, 59, true],
    ['America/Los_Angeles', '2026-11-01', 2, 0, false],
    ['America/New_York', '2026-07-15', 9, 0, true],
    ['America/New_York', '2026-12-31', 9, 0, false],
    // no daylight saving time at all: always standard
    ['America/Phoenix', '2026-07-15', 9, 0, false],
  ] as const)('%s %s %i:%i -> %s', (zone, date, hour, minute, daylight) => {
    expect(isDaylightTime(zone, date, hour, minute)).toBe(daylight);
  });
});
