/**
 * Which sheet answers, and in what status (worker/sheets/select.ts, pure), on the lenders' real
 * index (the fixture entries of dist-sheets/manifest.json, test/fixtures.ts) and on synthetic ones
 * for the days the committed sheets do not cover: Bayshore's reprice convention, Thanksgiving, both
 * DST changes. Every moment is written out by hand; the last test checks the synthetic expiries
 * against the compiler's own rule.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localMoment, nextBusinessDay } from '../../compiler/calendar.ts';
import { LENDERS } from '../../compiler/lenders.ts';
import { parseMoment, utcMoment } from '../../worker/artifact/moment.ts';
import type { IndexEntry } from '../../worker/sheets/layout.ts';
import { type AsOf, lenderInstant, select } from '../../worker/sheets/select.ts';
import { fixtureManifest } from '../fixtures.ts';

const manifest = fixtureManifest(); // the days the daily job adds would answer where these sheets expire

/** A lender's index as the store derives it from its history keys (oldest first). */
const index = (...entries: Omit<IndexEntry, 'sha256' | 'effective_date'>[]): IndexEntry[] =>
  entries.map((e, i) => ({
    sha256: i.toString(16).padStart(64, '0'),
    effective_date: e.effective_at.slice(0, 10),
    ...e,
  }));
const sheet = (effective_at: string, expires_at: string | null, reprice = 0, withdrawn_at: string | null = null) => ({
  effective_at,
  expires_at,
  reprice,
  withdrawn_at,
});
const real = (lender: string) =>
  index(
    ...manifest.artifacts
      .filter((a) => a.lender_slug === lender)
      .map((a) => sheet(a.effective_at, a.expires_at, a.reprice)),
  );

const ms = (moment: string) => parseMoment(moment)!;
const now = (moment: string): AsOf => ({ kind: 'now', at: ms(moment) });
const instant = (moment: string): AsOf => ({ kind: 'instant', at: ms(moment) });
const date = (d: string, today = '2030-01-01T00:00:00Z'): AsOf => ({ kind: 'date', date: d, now: ms(today) });

/** [effective_at of the sheet that answers, status] */
const answer = (idx: IndexEntry[], when: AsOf) => {
  const s = select(idx, when);
  return [s.entry?.effective_at ?? null, s.status];
};

// Granite Peak (PT, cut-off 10:00 AM) and Bayshore (ET, cut-off 11:00 AM), as compiled from sheets/.
const GP_FRI = '2026-11-20T08:30:00-08:00';
const GP_MON = '2026-11-23T08:30:00-08:00';
const GP_REPRICE = '2026-11-23T13:15:00-08:00'; // GranitePeak_NonQM_RateSheet_2026-11-23_1315.xlsx, REPRICE #1
const BH_FRI = '2026-11-20T09:00:00-05:00';
const BH_MON = '2026-11-23T09:00:00-05:00';

describe('the committed sheets are what these tests assume', () => {
  it('Granite Peak: Friday, Monday 8:30 AM PT and the 1:15 PM reprice; each expires at the next business day 10:00 AM PT', () => {
    expect(real('non-qm')).toMatchObject([
      { effective_at: GP_FRI, reprice: 0, expires_at: '2026-11-23T10:00:00-08:00' },
      { effective_at: GP_MON, reprice: 0, expires_at: '2026-11-24T10:00:00-08:00' },
      { effective_at: GP_REPRICE, reprice: 1, expires_at: '2026-11-24T10:00:00-08:00' },
    ]);
  });
  it('Bayshore: Friday and Monday 9:00 AM ET; each expires at the next business day 11:00 AM ET', () => {
    expect(real('agency')).toMatchObject([
      { effective_at: BH_FRI, reprice: 0, expires_at: '2026-11-23T11:00:00-05:00' },
      { effective_at: BH_MON, reprice: 0, expires_at: '2026-11-24T11:00:00-05:00' },
    ]);
  });
});

describe('the reprice boundary: one minute before, the morning sheet; from the reprice minute, the reprice', () => {
  it("Granite Peak's convention: _1315 in the file name, 1:15 PM PT in the banner", () => {
    const gp = real('non-qm');
    for (const when of [now, instant]) {
      expect(answer(gp, when('2026-11-23T13:14:00-08:00'))).toEqual([GP_MON, 'in_force']);
      expect(answer(gp, when('2026-11-23T13:14:59-08:00'))).toEqual([GP_MON, 'in_force']);
      expect(answer(gp, when('2026-11-23T13:15:00-08:00'))).toEqual([GP_REPRICE, 'in_force']);
    }
  });

  it("Bayshore's convention: _1405 in the file name, 2:05 PM ET (REPRICE 1) in the banner", () => {
    const bh = index(
      sheet(BH_MON, '2026-11-24T11:00:00-05:00'),
      sheet('2026-11-23T14:05:00-05:00', '2026-11-24T11:00:00-05:00', 1),
    );
    for (const when of [now, instant]) {
      expect(answer(bh, when('2026-11-23T14:04:00-05:00'))).toEqual([BH_MON, 'in_force']);
      expect(answer(bh, when('2026-11-23T14:05:00-05:00'))).toEqual(['2026-11-23T14:05:00-05:00', 'in_force']);
      // The same instant written in Pacific time: 11:05 AM PT.
      expect(answer(bh, when('2026-11-23T11:05:00-08:00'))).toEqual(['2026-11-23T14:05:00-05:00', 'in_force']);
    }
  });

  it('a reprice expires with the day it reprices: at the next business day cut-off', () => {
    expect(answer(real('non-qm'), now('2026-11-24T09:59:00-08:00'))).toEqual([GP_REPRICE, 'in_force']);
    expect(answer(real('non-qm'), now('2026-11-24T10:00:00-08:00'))).toEqual([GP_REPRICE, 'expired']);
  });
});

describe('expiry: in force one minute before the cut-off, expired at it', () => {
  it.each([
    ['non-qm', '2026-11-24T09:59:00-08:00', '2026-11-24T10:00:00-08:00', GP_REPRICE],
    ['agency', '2026-11-24T10:59:00-05:00', '2026-11-24T11:00:00-05:00', BH_MON],
    // The same cut-off, written in the other lender's zone.
    ['agency', '2026-11-24T07:59:00-08:00', '2026-11-24T08:00:00-08:00', BH_MON],
  ])('%s: %s in force, %s expired', (lender, before, cutoff, sheetAt) => {
    expect(answer(real(lender), now(before))).toEqual([sheetAt, 'in_force']);
    expect(answer(real(lender), now(cutoff))).toEqual([sheetAt, 'expired']);
  });
});

describe("a Friday sheet over the weekend and on Monday (Monday's sheet not yet arrived)", () => {
  // Only Friday's sheet is published: Saturday, Sunday and Monday morning up to the cut-off it is in force.
  const gp = () => real('non-qm').slice(0, 1);
  const bh = () => real('agency').slice(0, 1);

  it.each([
    ['Saturday noon', '2026-11-21T12:00:00-08:00', 'in_force', 'in_force'],
    ['Sunday 11:59 PM PT', '2026-11-22T23:59:00-08:00', 'in_force', 'in_force'],
    ['Monday 9:59 AM PT (12:59 PM ET)', '2026-11-23T09:59:00-08:00', 'expired', 'in_force'],
    ['Monday 10:00 AM PT', '2026-11-23T10:00:00-08:00', 'expired', 'expired'],
    ['Monday 10:59 AM ET', '2026-11-23T10:59:00-05:00', 'in_force', 'in_force'],
    ['Monday 11:00 AM ET', '2026-11-23T11:00:00-05:00', 'expired', 'in_force'],
  ])('%s: Bayshore %s, Granite Peak %s', (_, moment, bayshore, granitePeak) => {
    expect(answer(bh(), now(moment))).toEqual([BH_FRI, bayshore]);
    expect(answer(gp(), now(moment))).toEqual([GP_FRI, granitePeak]);
  });

  it("Monday's sheet answers from its effective moment, before Friday's cut-off", () => {
    expect(answer(real('non-qm'), now('2026-11-23T08:29:00-08:00'))).toEqual([GP_FRI, 'in_force']);
    expect(answer(real('non-qm'), now('2026-11-23T08:30:00-08:00'))).toEqual([GP_MON, 'in_force']);
    expect(answer(real('agency'), now('2026-11-23T08:59:00-05:00'))).toEqual([BH_FRI, 'in_force']);
    expect(answer(real('agency'), now('2026-11-23T09:00:00-05:00'))).toEqual([BH_MON, 'in_force']);
  });
});

describe("Wednesday 2026-11-25's sheet on Thanksgiving and on Friday", () => {
  // Thursday 11-26 is Thanksgiving (a federal holiday): the next business day is Friday 11-27.
  const gp = index(sheet('2026-11-25T08:30:00-08:00', '2026-11-27T10:00:00-08:00'));
  const bh = index(sheet('2026-11-25T09:00:00-05:00', '2026-11-27T11:00:00-05:00'));

  it('in force all of Thanksgiving, past the cut-off hour that would apply on a business day', () => {
    expect(answer(gp, now('2026-11-26T10:00:00-08:00'))).toEqual(['2026-11-25T08:30:00-08:00', 'in_force']);
    expect(answer(bh, now('2026-11-26T11:00:00-05:00'))).toEqual(['2026-11-25T09:00:00-05:00', 'in_force']);
  });

  it("expired at Friday's cut-off, in force one minute before", () => {
    expect(answer(gp, now('2026-11-27T09:59:00-08:00'))[1]).toBe('in_force');
    expect(answer(gp, now('2026-11-27T10:00:00-08:00'))[1]).toBe('expired');
    expect(answer(bh, now('2026-11-27T10:59:00-05:00'))[1]).toBe('in_force');
    expect(answer(bh, now('2026-11-27T11:00:00-05:00'))[1]).toBe('expired');
  });
});

describe('a DST change week', () => {
  // 2026-11-01 (Sunday) 2:00 AM: PDT (-07:00) ends, PST (-08:00) begins. Friday 10-30's sheet is
  // effective in daylight time and expires on Monday 11-02 in standard time.
  const gpFall = index(
    sheet('2026-10-30T08:30:00-07:00', '2026-11-02T10:00:00-08:00'),
    sheet('2026-11-02T08:30:00-08:00', '2026-11-03T10:00:00-08:00'),
  );
  const bhFall = index(sheet('2026-10-30T09:00:00-04:00', '2026-11-02T11:00:00-05:00'));

  it("autumn: Friday's sheet until Monday 10:00 AM PST, not 10:00 AM PDT (an hour earlier)", () => {
    const friday = gpFall.slice(0, 1);
    // 10:00 AM PDT = 9:00 AM PST: still in force.
    expect(answer(friday, now('2026-11-02T10:00:00-07:00'))).toEqual(['2026-10-30T08:30:00-07:00', 'in_force']);
    expect(answer(friday, now('2026-11-02T09:59:00-08:00'))).toEqual(['2026-10-30T08:30:00-07:00', 'in_force']);
    expect(answer(friday, now('2026-11-02T10:00:00-08:00'))).toEqual(['2026-10-30T08:30:00-07:00', 'expired']);
    expect(answer(bhFall, now('2026-11-02T10:59:00-05:00'))[1]).toBe('in_force');
    expect(answer(bhFall, now('2026-11-02T11:00:00-05:00'))[1]).toBe('expired');
  });

  it("autumn: Monday's sheet from 8:30 AM PST; a Sunday as_of replays Friday's", () => {
    expect(answer(gpFall, now('2026-11-02T08:29:00-08:00'))).toEqual(['2026-10-30T08:30:00-07:00', 'in_force']);
    expect(answer(gpFall, now('2026-11-02T08:30:00-08:00'))).toEqual(['2026-11-02T08:30:00-08:00', 'in_force']);
    expect(answer(gpFall, date('2026-11-01'))).toEqual(['2026-10-30T08:30:00-07:00', 'in_force']);
  });

  it("spring: 2026-03-08 2:00 AM PST becomes PDT; Friday's sheet expires Monday 10:00 AM PDT, an hour before 10:00 AM PST", () => {
    const gp = index(sheet('2026-03-06T08:30:00-08:00', '2026-03-09T10:00:00-07:00'));
    const bh = index(sheet('2026-03-06T09:00:00-05:00', '2026-03-09T11:00:00-04:00'));
    expect(answer(gp, now('2026-03-09T09:59:00-07:00'))[1]).toBe('in_force');
    expect(answer(gp, now('2026-03-09T10:00:00-07:00'))[1]).toBe('expired');
    // 9:00 AM PST is 10:00 AM PDT: expired.
    expect(answer(gp, now('2026-03-09T09:00:00-08:00'))[1]).toBe('expired');
    expect(answer(bh, now('2026-03-09T10:59:00-04:00'))[1]).toBe('in_force');
    expect(answer(bh, now('2026-03-09T11:00:00-04:00'))[1]).toBe('expired');
  });
});

describe('as_of: the answer given at that instant, expiry included', () => {
  it('an instant at or after the expiry of the sheet then in force answers it, expired; one second before, in force', () => {
    expect(answer(real('non-qm'), instant('2026-11-24T09:59:59-08:00'))).toEqual([GP_REPRICE, 'in_force']);
    expect(answer(real('non-qm'), instant('2026-11-24T10:00:00-08:00'))).toEqual([GP_REPRICE, 'expired']);
    expect(answer(real('non-qm'), instant('2026-11-25T12:00:00-08:00'))).toEqual([GP_REPRICE, 'expired']);
    // Only Friday's Bayshore sheet published: Monday 11:00 AM ET is its expiry.
    expect(answer(real('agency').slice(0, 1), instant('2026-11-23T10:59:59-05:00'))).toEqual([BH_FRI, 'in_force']);
    expect(answer(real('agency').slice(0, 1), instant('2026-11-23T11:00:00-05:00'))).toEqual([BH_FRI, 'expired']);
  });

  it('issue 26: the clock at 2026-11-24 10:30 PT, as_of 10:29 PT: Bayshore expired since 8:00 AM PT, Granite Peak since 10:00', () => {
    // Bayshore's 11-23 sheet expires 2026-11-24T11:00:00-05:00 = 8:00 AM PT; Granite Peak's reprice at 10:00 AM PT.
    expect(answer(real('agency'), instant('2026-11-24T10:29:00-08:00'))).toEqual([BH_MON, 'expired']);
    expect(answer(real('non-qm'), instant('2026-11-24T10:29:00-08:00'))).toEqual([GP_REPRICE, 'expired']);
    const today = date('2026-11-24', '2026-11-24T10:30:00-08:00');
    expect(answer(real('agency'), today)).toEqual([BH_MON, 'expired']);
    expect(answer(real('non-qm'), today)).toEqual([GP_REPRICE, 'expired']);
  });

  it("a date answers as at the day's end: 11-23 the reprice, in force until 11-24 10:00 AM PT; Saturday and Sunday Friday's", () => {
    expect(answer(real('non-qm'), date('2026-11-23'))).toEqual([GP_REPRICE, 'in_force']);
    expect(answer(real('non-qm'), date('2026-11-21'))).toEqual([GP_FRI, 'in_force']);
    expect(answer(real('non-qm'), date('2026-11-22'))).toEqual([GP_FRI, 'in_force']);
    expect(answer(real('agency'), date('2026-11-23'))).toEqual([BH_MON, 'in_force']);
    // At the end of 11-24 both 11-23 sheets had expired (no 11-24 sheet in the fixture set).
    expect(answer(real('non-qm'), date('2026-11-24'))).toEqual([GP_REPRICE, 'expired']);
    expect(answer(real('agency'), date('2026-11-24'))).toEqual([BH_MON, 'expired']);
    // Only Friday's sheet: at the end of Monday it had expired (Monday 10:00 AM PT).
    expect(answer(real('non-qm').slice(0, 1), date('2026-11-23'))).toEqual([GP_FRI, 'expired']);
  });

  it('a date of today: exactly the answer now (no sheet published ahead is shown early)', () => {
    expect(answer(real('non-qm'), date('2026-11-23', '2026-11-23T13:14:00-08:00'))).toEqual([GP_MON, 'in_force']);
    expect(answer(real('non-qm'), date('2026-11-23', '2026-11-23T08:00:00-08:00'))).toEqual([GP_FRI, 'in_force']);
    // Friday's sheet only, today Monday after its 10:00 AM PT cut-off: expired, as without as_of.
    const friday = real('non-qm').slice(0, 1);
    expect(answer(friday, date('2026-11-23', '2026-11-23T10:00:00-08:00'))).toEqual([GP_FRI, 'expired']);
    expect(answer(friday, now('2026-11-23T10:00:00-08:00'))).toEqual([GP_FRI, 'expired']);
  });

  it('before the first sheet: no sheet', () => {
    expect(answer(real('non-qm'), date('2026-11-19'))).toEqual([null, 'no_sheet']);
    expect(answer(real('non-qm'), instant('2026-11-20T08:29:59-08:00'))).toEqual([null, 'no_sheet']);
    expect(answer(real('non-qm'), now('2026-11-20T08:29:59-08:00'))).toEqual([null, 'no_sheet']);
  });
});

describe('any as_of instant answers what "now" answered at that instant', () => {
  const FROM = ms('2026-11-20T00:00:00-08:00');
  const TO = ms('2026-11-28T00:00:00-08:00');
  /** The index as it stood at `at`: a withdrawal made later had not happened. */
  const asItStood = (idx: IndexEntry[], at: number) =>
    idx.map((e) => ({
      ...e,
      withdrawn_at: e.withdrawn_at !== null && ms(e.withdrawn_at) <= at ? e.withdrawn_at : null,
    }));
  const withdrawals = fc.array(fc.option(fc.integer({ min: FROM / 1000, max: TO / 1000 }), { nil: null }), {
    minLength: 3,
    maxLength: 3,
  });

  it('the same sheet and status; never in force at or after its expiry', () => {
    fc.assert(
      fc.property(fc.integer({ min: FROM, max: TO }), withdrawals, (at, withdrawn) => {
        const idx = real('non-qm').map((e, i) => ({
          ...e,
          withdrawn_at: withdrawn[i] == null ? null : utcMoment(withdrawn[i]! * 1000),
        }));
        const replay = select(idx, { kind: 'instant', at });
        const live = select(asItStood(idx, at), { kind: 'now', at });
        expect([replay.entry?.effective_at, replay.status]).toEqual([live.entry?.effective_at, live.status]);
        if (replay.status === 'in_force' && replay.entry.expires_at !== null)
          expect(at).toBeLessThan(ms(replay.entry.expires_at));
      }),
      { numRuns: 500 },
    );
  });
});

describe('a withdrawn sheet', () => {
  // Monday's Granite Peak reprice withdrawn at 2:00 PM PT (22:00 UTC).
  const WITHDRAWN = '2026-11-23T22:00:00+00:00';
  const gp = () => {
    const entries = real('non-qm');
    entries[2]!.withdrawn_at = WITHDRAWN;
    return entries;
  };

  it('no longer answers now, whenever it was withdrawn: the sheet before it answers again', () => {
    expect(answer(gp(), now('2026-11-23T14:30:00-08:00'))).toEqual([GP_MON, 'in_force']);
    // Even a clock pinned before the withdrawal (PRICER_NOW) sees it gone, and so does a date of today.
    expect(answer(gp(), now('2026-11-23T13:30:00-08:00'))).toEqual([GP_MON, 'in_force']);
    expect(answer(gp(), date('2026-11-23', '2026-11-23T13:30:00-08:00'))).toEqual([GP_MON, 'in_force']);
    expect(answer(gp(), now('2026-11-24T10:00:00-08:00'))).toEqual([GP_MON, 'expired']);
  });

  it('a replay of a moment before the withdrawal still sees it (marked); one after it does not', () => {
    const before = select(gp(), instant('2026-11-23T13:30:00-08:00'));
    expect(before.entry).toMatchObject({ effective_at: GP_REPRICE, withdrawn_at: WITHDRAWN });
    expect(answer(gp(), instant('2026-11-23T13:59:59-08:00'))).toEqual([GP_REPRICE, 'in_force']);
    expect(answer(gp(), instant('2026-11-23T14:00:00-08:00'))).toEqual([GP_MON, 'in_force']);
    // The day's end is after the withdrawal: the date replays the morning sheet.
    expect(answer(gp(), date('2026-11-23'))).toEqual([GP_MON, 'in_force']);
  });

  it('every sheet withdrawn: no sheet now', () => {
    const all = index(sheet(GP_FRI, '2026-11-23T10:00:00-08:00', 0, WITHDRAWN));
    expect(answer(all, now('2026-11-21T12:00:00-08:00'))).toEqual([null, 'no_sheet']);
    expect(answer(all, instant('2026-11-21T12:00:00-08:00'))).toEqual([GP_FRI, 'in_force']);
  });
});

it("the synthetic expiries above follow the compiler's rule (next business day's cut-off, DST by zone)", () => {
  const expiry = (lender: string, effective_at: string) => {
    const { zone, cutoff } = LENDERS[lender]!;
    if (cutoff === 'until replaced' || 'hours' in cutoff) throw new Error(`${lender}'s sheets expire at no clock time`);
    return localMoment(zone, nextBusinessDay(effective_at.slice(0, 10)), cutoff.hour, cutoff.minute);
  };
  expect(expiry('non-qm', '2026-11-25T08:30:00-08:00')).toBe('2026-11-27T10:00:00-08:00');
  expect(expiry('agency', '2026-11-25T09:00:00-05:00')).toBe('2026-11-27T11:00:00-05:00');
  expect(expiry('non-qm', '2026-10-30T08:30:00-07:00')).toBe('2026-11-02T10:00:00-08:00');
  expect(expiry('non-qm', '2026-11-02T08:30:00-08:00')).toBe('2026-11-03T10:00:00-08:00');
  expect(expiry('agency', '2026-10-30T09:00:00-04:00')).toBe('2026-11-02T11:00:00-05:00');
  expect(expiry('non-qm', '2026-03-06T08:30:00-08:00')).toBe('2026-03-09T10:00:00-07:00');
  expect(expiry('agency', '2026-03-06T09:00:00-05:00')).toBe('2026-03-09T11:00:00-04:00');
  expect(expiry('agency', '2026-11-23T14:05:00-05:00')).toBe('2026-11-24T11:00:00-05:00');
});

describe("a manifest's entries (the diff's and the expiry report's index) select as the Worker's index", () => {
  const FROM = ms('2026-11-19T00:00:00-08:00');
  const TO = ms('2026-11-27T00:00:00-08:00');
  const entries = (lender: string) => manifest.artifacts.filter((a) => a.lender_slug === lender);

  it.each([...new Set(manifest.artifacts.map((a) => a.lender_slug))])(
    '%s: the same sheet, status and instant, now, at any instant and any date',
    (lender) => {
      const worker = real(lender);
      fc.assert(
        fc.property(fc.integer({ min: FROM, max: TO }), (at) => {
          const day = utcMoment(at).slice(0, 10);
          for (const when of [now(utcMoment(at)), { kind: 'instant', at } as const, date(day)]) {
            const fromManifest = select(entries(lender), when);
            const fromIndex = select(worker, when);
            expect([fromManifest.entry?.effective_at, fromManifest.status, fromManifest.at]).toEqual([
              fromIndex.entry?.effective_at,
              fromIndex.status,
              fromIndex.at,
            ]);
          }
        }),
        { numRuns: 200 },
      );
    },
  );

  it("the local clock reads the offset of the lender's last sheet by that date: 13:15 of 11-23 is Granite Peak's reprice", () => {
    // GP_REPRICE is 2026-11-23T13:15:00-08:00, i.e. 21:15Z
    expect(utcMoment(lenderInstant(entries('non-qm'), '2026-11-23', '13:15'))).toBe('2026-11-23T21:15:00+00:00');
    expect(select(entries('non-qm'), { kind: 'instant', at: ms(GP_REPRICE) - 60_000 }).entry?.reprice).toBe(0);
    expect(select(entries('non-qm'), { kind: 'instant', at: ms(GP_REPRICE) }).entry?.reprice).toBe(1);
    // before the lender's first sheet its offset is unknown: UTC (the Worker's end of a day before any sheet)
    expect(utcMoment(lenderInstant(entries('non-qm'), '2026-11-19', '23:59:59'))).toBe('2026-11-19T23:59:59+00:00');
    expect(lenderInstant(entries('non-qm'), '2026-11-23', '25:00')).toBeNaN();
  });
});
